import type { StorybookConfig } from '@storybook/react-vite';

// Designers browse every widget and template here; the applicant bundle never includes it (DESIGN §8).
const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
