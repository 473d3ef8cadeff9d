import { describe, expect, it } from 'vitest';
import type { ProgressState } from '../../adapters/api';
import { changesRatedAnswers } from './rated-answers';

const step = (name: string, form_elements: Record<string, unknown>): ProgressState => ({ name, completed: true, form_elements, content_hash: 'h', saved_at: '' });
const rated = (name: string) => name !== 'QUOTE_FINAL';

describe('changesRatedAnswers', () => {
  const saved = [step('FINANCIAL', { revenue: 400000, split: { audit: 40, tax: 60 } })];
  it('is false for the same answers in another key order, or with keys holding undefined', () => {
    expect(changesRatedAnswers(saved, [step('FINANCIAL', { split: { tax: 60, audit: 40 }, revenue: 400000, note: undefined })], rated)).toBe(false);
  });
  it('is true for another answer, or a rated step not saved before', () => {
    expect(changesRatedAnswers(saved, [step('FINANCIAL', { revenue: 4000000, split: { audit: 40, tax: 60 } })], rated)).toBe(true);
    expect(changesRatedAnswers(saved, [step('LIMIT', { limit: '1000000' })], rated)).toBe(true);
  });
  it('ignores steps the quotes are not priced on', () => {
    expect(changesRatedAnswers(saved, [step('QUOTE_FINAL', { qa_confirm_information: 'y' })], rated)).toBe(false);
  });
});
