import { describe, expect, it } from 'vitest';
import type { JourneyLink, LayoutPage } from '../types';
import { navTitle, pageTitles, titleRuleReferences } from './title-rules';

const t = (en: string) => ({ 'en-CA': en, 'fr-CA': `${en} (fr)` });
// the accountants' fraud or crime step: its title follows an answer of another page
const fraud: JourneyLink = {
  route_name: 'fraud-employee-dishonesty-coverage',
  category: 'coverage',
  nav_title: t('Crime coverage'),
  nav_title_rules: [
    { when: { '==': [{ var: 'fraud_page_rule' }, 'n'] }, nav_title: t('Fraud coverage') },
    { when: { '==': [{ var: 'fraud_page_rule' }, 'x'] }, nav_title: t('Never reached first') },
  ],
};

describe('navTitle', () => {
  it('takes the first rule whose when is true over the answers, else nav_title', () => {
    expect(navTitle(fraud, { fraud_page_rule: 'n' })).toEqual(t('Fraud coverage'));
    expect(navTitle(fraud, { fraud_page_rule: 'y' })).toEqual(t('Crime coverage'));
    expect(navTitle(fraud, {})).toEqual(t('Crime coverage'));
    expect(navTitle({ ...fraud, nav_title_rules: undefined }, { fraud_page_rule: 'n' })).toEqual(t('Crime coverage'));
  });

  it('a rule that cannot be evaluated is false', () => {
    expect(navTitle({ ...fraud, nav_title_rules: [{ when: { no_such_operation: [1] }, nav_title: t('Broken') }] }, {})).toEqual(t('Crime coverage'));
  });
});

describe('pageTitles', () => {
  const page: Pick<LayoutPage, 'title' | 'heading' | 'title_rules'> = {
    title: t('Crime coverage'),
    title_rules: [{ when: { '==': [{ var: 'fraud_page_rule' }, 'n'] }, title: t('Fraud coverage') }],
  };

  it('the first true rule replaces the title; a page without heading shows its title', () => {
    expect(pageTitles(page, { fraud_page_rule: 'n' })).toEqual({ title: t('Fraud coverage'), heading: t('Fraud coverage') });
    expect(pageTitles(page, { fraud_page_rule: 'y' })).toEqual({ title: t('Crime coverage'), heading: t('Crime coverage') });
  });

  it('the page’s heading stays unless the rule gives one', () => {
    const headed = { ...page, heading: t('Tell us about crime') };
    expect(pageTitles(headed, { fraud_page_rule: 'n' })).toEqual({ title: t('Fraud coverage'), heading: t('Tell us about crime') });
    const both = { ...headed, title_rules: [{ when: true, title: t('Fraud coverage'), heading: t('Tell us about fraud') }] };
    expect(pageTitles(both, {})).toEqual({ title: t('Fraud coverage'), heading: t('Tell us about fraud') });
  });
});

describe('titleRuleReferences', () => {
  it('names the answers the rules of a journey or a page read, with where', () => {
    expect(titleRuleReferences({ links: [{ route_name: 'a' }, fraud] })).toEqual([
      { at: '$.links[1].nav_title_rules[0].when', field: 'fraud_page_rule' },
      { at: '$.links[1].nav_title_rules[1].when', field: 'fraud_page_rule' },
    ]);
    expect(titleRuleReferences({ title_rules: [{ when: { and: [{ var: 'limits.0.amount' }, { var: 'x' }] } }] })).toEqual([
      { at: '$.title_rules[0].when', field: 'limits' },
      { at: '$.title_rules[0].when', field: 'x' },
    ]);
    expect(titleRuleReferences(null)).toEqual([]);
  });
});
