import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { french, phone } from '../../stories/viewports';
import { preselectQuote, type QuoteTile } from './preselect';
import { QuoteTiles } from './QuoteTiles';

const quotes: QuoteTile[] = [
  { id: 'q-2m', limitAmount: 2000000, fullPremium: 1184.5 },
  { id: 'q-1m', limitAmount: 1000000, fullPremium: 842 },
  { id: 'q-5m', limitAmount: 5000000, fullPremium: 1930.25 },
];

/** The quote page's use: preselect per docs/requirements.md §5.5, then follow the applicant's choice. */
function QuotePageTiles({ disabled, priorTermLimit }: { disabled?: boolean; priorTermLimit?: number }) {
  const [selected, setSelected] = useState(() => preselectQuote(quotes, { priorTermLimit }));
  return (
    <QuoteTiles
      quotes={quotes.map((q) => ({ ...q, selected: q.id === selected }))}
      recommendedIds={['q-2m']}
      onSelect={setSelected}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'Complex/QuoteTiles',
  component: QuotePageTiles,
} satisfies Meta<typeof QuotePageTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PriorTermLimit: Story = { args: { priorTermLimit: 5000000 } };
export const Disabled: Story = { args: { disabled: true } };
export const CsrReadOnly: Story = { args: { disabled: true, priorTermLimit: 1000000 } };
export const NoQuotes: Story = { render: () => <QuoteTiles quotes={[]} onSelect={() => {}} /> };
export const Narrow: Story = { ...phone };
export const French: Story = { ...french };
