import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldHarness } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';

describe('MarkdownText', () => {
  it('shows the sanitised markdown and no label or input', () => {
    renderIntl(
      <FieldHarness
        schema={{ type: 'null', title: 'notice' }}
        uiSchema={{ 'ui:field': 'markdown', 'ui:options': { markdown: '## Before you start\n\nSee [our site](https://example.org).<script>bad()</script>' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our site' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('notice')).not.toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });
});
