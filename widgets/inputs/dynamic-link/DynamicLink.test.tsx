import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';

const link = (href: string): HarnessField => ({ schema: { type: 'null' }, uiSchema: { 'ui:field': 'dynamicLink', 'ui:options': { href, text: 'Privacy policy' } } });

describe('DynamicLink', () => {
  it('links inside the site in the same tab', () => {
    renderIntl(<FieldHarness {...link('/en-ca/privacy')} />);
    const a = screen.getByRole('link', { name: 'Privacy policy' });
    expect(a).toHaveAttribute('href', '/en-ca/privacy');
    expect(a).not.toHaveAttribute('target');
  });

  it('opens another site in a new tab, says so, and keeps no opener', () => {
    renderIntl(<FieldHarness {...link('https://example.org/privacy')} />, 'fr-CA');
    const a = screen.getByRole('link', { name: 'Privacy policy (s’ouvre dans un nouvel onglet)' });
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses a javascript: address and shows the text only', () => {
    renderIntl(<FieldHarness {...link('javascript:alert(1)')} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Privacy policy')).toBeInTheDocument();
  });
});
