import type { StorybookConfig } from '@storybook/react-vite';

// Designers browse every widget and template here; the applicant bundle never includes it (docs/architecture.md "Speed rules").
const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
