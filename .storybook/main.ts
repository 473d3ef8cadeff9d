import type { StorybookConfig } from '@storybook/react-vite';
import type { AliasOptions } from 'vite';
import { REACT_MODULES } from '../tools/preact-runtime';

/**
 * Aliases of the app build that Storybook must not take: its stories compile validators with Ajv at
 * run time, and Ajv parses URIs with the real fast-uri; Storybook's React renderer needs React itself,
 * not the Preact runtime the app ships (tools/preact-runtime.ts).
 */
const APP_ONLY = ['fast-uri', ...REACT_MODULES];

function withoutAppOnly(alias: AliasOptions | undefined): AliasOptions | undefined {
  if (!Array.isArray(alias)) return alias;
  return alias.filter((a: { find: string | RegExp }) => !APP_ONLY.some((name) => (typeof a.find === 'string' ? a.find === name : a.find.test(name))));
}

// Designers browse every widget and template here; the applicant bundle never includes it (docs/architecture.md "Speed rules").
const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (vite) => ({ ...vite, resolve: { ...vite.resolve, alias: withoutAppOnly(vite.resolve?.alias) } }),
};

export default config;
