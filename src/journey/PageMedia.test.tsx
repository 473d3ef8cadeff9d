/** The page's header image or video link (docs/requirements.md §2.8). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../adapters/types';
import { AppIntlProvider } from '../i18n/AppIntlProvider';
import { PageMedia, safeMediaUrl } from './PageMedia';

const draw = (tags: Record<string, unknown>, locale: Locale = 'en-CA') =>
  render(
    <AppIntlProvider locale={locale}>
      <PageMedia tags={tags} title="How to apply" />
    </AppIntlProvider>,
  );

describe('PageMedia', () => {
  it('a video link opens the video in a dialog titled by the page, closed again with Escape', async () => {
    draw({ video_url: 'https://video.example.org/embed/1' });
    await userEvent.click(screen.getByRole('button', { name: 'Watch the video' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to apply' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://video.example.org/embed/1');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with an image, the image is part of the link', () => {
    draw({ video_url: 'https://video.example.org/embed/1', image: '/assets/pilot.jpg' }, 'fr-CA');
    const link = screen.getByRole('button', { name: 'Regarder la vidéo' });
    expect(link.querySelector('img')).toHaveAttribute('src', '/assets/pilot.jpg');
  });

  it('an image alone is decorative; no tag, nothing', () => {
    const { container } = draw({ image: 'https://cdn.example.org/header.png' });
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const empty = draw({});
    expect(empty.container).toBeEmptyDOMElement();
  });

  it('loads only https addresses, or for an image a path of this site', () => {
    expect(safeMediaUrl('https://video.example.org/embed/1')).toBe('https://video.example.org/embed/1');
    expect(['javascript:alert(1)', 'http://video.example.org', 'data:text/html,x', '//evil.example', '/local', 42].map((u) => safeMediaUrl(u))).toEqual([
      undefined, undefined, undefined, undefined, undefined, undefined,
    ]);
    expect(safeMediaUrl('/assets/a.png', { sitePath: true })).toBe('/assets/a.png');
    expect(safeMediaUrl('//evil.example/a.png', { sitePath: true })).toBeUndefined();
  });
});
