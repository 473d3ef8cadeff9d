import type { Meta, StoryObj } from '@storybook/react-vite';
import { compileLayout } from '../../adapters/compile';
import type { FieldError, LayoutPage, Locale } from '../../adapters/types';
import { localeOf, storyText, type StoryText } from '../stories/story-text';
import { NARROW_VIEWPORT } from '../stories/viewports';
import { CONTEXT, DETAILS_PAGE } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import type { JourneyFormContext } from './types';

interface PageStoryProps {
  /** set from the locale toolbar */
  locale?: Locale;
  page: LayoutPage;
  data: Record<string, unknown>;
  role?: 'applicant' | 'csr';
  /** a rejected save's messages, in the toolbar's language */
  serverErrors?(text: StoryText): FieldError[];
  formContext?: JourneyFormContext;
}

/** A layout page compiled in the toolbar's locale and rendered the way a journey step renders it. */
function PageStory({ page, data, role = 'applicant', serverErrors, formContext, locale = 'en-CA' }: PageStoryProps) {
  const compiled = compileLayout(page, { ...CONTEXT, locale, role });
  return (
    <JourneyForm
      key={`${locale}-${role}`}
      compiled={compiled}
      data={data}
      locale={locale}
      serverErrors={serverErrors?.(storyText(locale))}
      formContext={formContext}
      onSubmit={(answers) => console.info('submitted', answers)}
    />
  );
}

const meta = {
  title: 'Templates/Journey page',
  component: PageStory,
  args: { page: DETAILS_PAGE, data: {} },
  render: (args, { globals }) => <PageStory {...args} locale={localeOf(globals)} />,
} satisfies Meta<PageStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of sections; answer "Yes" to see the follow-up question; the total is derived. */
export const Default: Story = {};

export const ServerErrors: Story = {
  args: {
    data: { first_name: 'ANA', email: 'ana@example.org', province: 'ON', has_claims: 'n' },
    serverErrors: (text) => [
      { field: 'email', label: text('Email', 'Courriel'), message: text('This email is already registered.', 'Ce courriel est déjà enregistré.') },
      { field: 'province', label: text('Province', 'Province'), message: text('This program is not offered in this province.', 'Ce programme n’est pas offert dans cette province.') },
    ],
  },
};

/** A CSR sees the applicant's answers, every field read-only (compiled with role csr). */
export const CsrReadOnly: Story = {
  args: { role: 'csr', formContext: { csr: true }, data: { first_name: 'ANA', email: 'ana@example.org', province: 'QC', has_claims: 'y', claim_details: 'Hail' } },
};

export const Narrow: Story = { globals: NARROW_VIEWPORT };
