import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MarkdownHtml, MarkdownHtmlContext } from './markdown-html';

it('shows the HTML the server rendered for the source', () => {
  render(
    <MarkdownHtmlContext.Provider value={(source) => (source === '**Read**' ? '<p><strong>Read</strong></p>' : undefined)}>
      <MarkdownHtml source="**Read**" />
    </MarkdownHtmlContext.Provider>,
  );
  expect(screen.getByText('Read', { selector: 'strong' })).toBeInTheDocument();
});

it('without rendered HTML, shows the source as written and never as HTML', () => {
  const source = '**Read** <img src=x onerror="alert(1)">';
  const { container } = render(<MarkdownHtml source={source} />);
  expect(screen.getByText(source)).toBeInTheDocument();
  expect(container.querySelector('img, strong')).toBeNull();
});
