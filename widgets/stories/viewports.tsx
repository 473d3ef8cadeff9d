import type { Decorator } from '@storybook/react-vite';

/** The narrow layout (docs/requirements.md §2.8: at most 991 px), one of the viewports .storybook/preview.tsx declares. */
export const NARROW_VIEWPORT = { viewport: { value: 'narrow', isRotated: false } };

/** A phone: the phone viewport of .storybook/preview.tsx and a phone-wide frame around the story. */
export const phone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [((Story) => (
    <div style={{ maxWidth: 375 }}>
      <Story />
    </div>
  )) as Decorator],
};

/** A story in French whatever the toolbar says. */
export const french = { globals: { locale: 'fr-CA' } };
