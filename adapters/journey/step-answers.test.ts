import { describe, expect, it } from 'vitest';
import { applicationAnswers, otherStepsAnswers } from './index';

describe('otherStepsAnswers: what a page reads as $answers', () => {
  const states = [
    { name: 'LETS_GET_STARTED', form_elements: { coverage_type: 'liability', mailing_province: 'ON' } },
    { name: 'AIRCRAFT', form_elements: { aircraft: [{ registration: 'C-GABC' }], cyber_coverage: 'y' } },
    { name: 'EXTRA', form_elements: { mailing_province: 'QC' } },
  ];

  it('merges every other step in order, a later step winning, and leaves the page’s own step out', () => {
    expect(otherStepsAnswers(states, 'AIRCRAFT')).toEqual({ coverage_type: 'liability', mailing_province: 'QC' });
    expect(otherStepsAnswers(states, 'EXTRA')).toEqual({ coverage_type: 'liability', mailing_province: 'ON', aircraft: [{ registration: 'C-GABC' }], cyber_coverage: 'y' });
    expect(otherStepsAnswers([], 'AIRCRAFT')).toEqual({});
    expect(otherStepsAnswers([{ name: 'A', form_elements: null }, { name: 'B' }], 'C')).toEqual({});
  });

  it('keeps an answer named __proto__ as an answer, never as the prototype', () => {
    const answers = otherStepsAnswers([{ name: 'A', form_elements: JSON.parse('{"__proto__": {"polluted": "y"}}') as Record<string, unknown> }], 'B');
    expect(Object.getPrototypeOf(answers)).toBe(Object.prototype);
    expect((answers as { polluted?: string }).polluted).toBeUndefined();
    expect(Object.keys(answers)).toEqual(['__proto__']);
  });
});

describe('applicationAnswers: what title rules read', () => {
  it('merges every step in order, a later step winning', () => {
    const states = [
      { name: 'A', form_elements: { province: 'ON', limit: 1 } },
      { name: 'B', form_elements: { province: 'QC' } },
    ];
    expect(applicationAnswers(states)).toEqual({ province: 'QC', limit: 1 });
    expect(applicationAnswers([])).toEqual({});
  });
});
