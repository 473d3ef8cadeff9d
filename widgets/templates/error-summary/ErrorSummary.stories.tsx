import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { FieldError } from '../../../adapters/types';
import { localeOf, storyText, type StoryText } from '../../stories/story-text';
import { NARROW_VIEWPORT } from '../../stories/viewports';
import { ErrorSummary } from './ErrorSummary';

interface SummaryStoryArgs {
  /** the page's errors in the toolbar's language */
  errors(text: StoryText): FieldError[];
}

const required = (text: StoryText, field: string, label: string): FieldError => ({ field, label, message: text.message('validation.required') });

function SummaryStory({ errors }: SummaryStoryArgs, { globals }: Pick<StoryContext, 'globals'>) {
  const locale = localeOf(globals);
  return (
    <div className="jf-form">
      <ErrorSummary errors={errors(storyText(locale))} locale={locale} idFor={(path) => `root.${path}`} onSelect={() => undefined} />
    </div>
  );
}

const meta = {
  title: 'Templates/Error summary',
  args: {
    errors: (text) => [
      required(text, 'first_name', text('First name', 'Prénom')),
      { field: 'email', label: text('Email', 'Courriel'), message: text('Enter a valid email address.', 'Entrez une adresse courriel valide.') },
      required(text, 'province', text('Province', 'Province')),
    ],
  },
  render: SummaryStory,
} satisfies Meta<SummaryStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeFields: Story = {};
export const French: Story = { globals: { locale: 'fr-CA' } };
export const OneField: Story = {
  args: { errors: (text) => [{ field: 'email', label: text('Email', 'Courriel'), message: text('This email is already registered.', 'Ce courriel est déjà enregistré.') }] },
};
export const Narrow: Story = { globals: NARROW_VIEWPORT };
/** Errors inside list items name their item; a question label keeps its mark (no "?." or "?:"). */
export const ItemsAndQuestions: Story = {
  args: {
    errors: (text) => [
      required(text, 'insured', text('Who is the named insured?', 'Qui est l’assuré désigné?')),
      required(text, 'aircraft.0.registration', text('Registration mark (Cessna 172)', 'Marque d’immatriculation (Cessna 172)')),
      required(text, 'aircraft.1.registration', text('Registration mark (Aircraft 2)', 'Marque d’immatriculation (Aéronef 2)')),
    ],
  },
};
export const ManyFields: Story = {
  args: { errors: (text) => ['a', 'b', 'c', 'd', 'e'].map((f) => required(text, f, text(`Field ${f.toUpperCase()}`, `Champ ${f.toUpperCase()}`))) },
};
