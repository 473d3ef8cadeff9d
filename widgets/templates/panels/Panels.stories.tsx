import type { Meta, StoryObj } from '@storybook/react-vite';
import { compileLayout } from '../../../adapters/compile';
import type { Locale } from '../../../adapters/types';
import { CONTEXT, panelsPage } from '../../journey-form/fixtures/pages';
import { JourneyForm } from '../../journey-form/JourneyForm';
import type { JourneyFormContext } from '../../journey-form/types';
import { localeOf } from '../../stories/story-text';
import { NARROW_VIEWPORT } from '../../stories/viewports';

interface PanelsStoryProps {
  /** set from the locale toolbar */
  locale?: Locale;
  kind: 'custom-accordion' | 'custom-tab';
  data: Record<string, unknown>;
  formContext?: JourneyFormContext;
  role?: 'applicant' | 'csr';
}

function PanelsStory({ kind, data, formContext, role = 'applicant', locale = 'en-CA' }: PanelsStoryProps) {
  const compiled = compileLayout(panelsPage(kind), { ...CONTEXT, locale, role });
  return <JourneyForm key={`${kind}-${locale}-${role}`} compiled={compiled} data={data} locale={locale} formContext={formContext} onSubmit={() => undefined} />;
}

/** Tabs and accordions: Next opens the next panel only when this one is valid; later panels are locked until then. */
const meta = {
  title: 'Templates/Tabs and accordions',
  component: PanelsStory,
  args: { kind: 'custom-accordion', data: {} },
  render: (args, { globals }) => <PanelsStory {...args} locale={localeOf(globals)} />,
} satisfies Meta<PanelsStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accordion: Story = {};
export const Tabs: Story = { args: { kind: 'custom-tab' } };
/** Edit and quote forms: every panel can be opened at once. */
export const EditMode: Story = { args: { formContext: { editMode: true } } };
/** Press Continue: the first invalid panel opens and its field takes focus. */
export const WithErrors: Story = { args: { data: { firm_name: 'Smith LLP' }, formContext: { quoteForm: true } } };
export const CsrReadOnly: Story = { args: { role: 'csr', formContext: { csr: true, editMode: true }, data: { firm_name: 'Smith LLP', staff_count: 4, fee_basis: 'Hourly' } } };
export const NarrowTabs: Story = { args: { kind: 'custom-tab' }, globals: NARROW_VIEWPORT };
