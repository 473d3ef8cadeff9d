import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

// The video's dialog is code of its own, loaded the first time a video is opened.
const VideoModal = lazy(() => import('../../widgets/modals/VideoModal').then((m) => ({ default: m.VideoModal })));

/** An address the page may load: https, or a path of this site (never javascript:, data: or another scheme). */
export function safeMediaUrl(value: unknown, { sitePath = false } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (sitePath && url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https:\/\/[^\s]+$/i.test(url) ? url : undefined;
}

/**
 * The page's header image or video link (docs/requirements.md §2.8), from the page tags `image` and
 * `video_url`: the image alone is decorative; with a video, the image (or a text link) opens the
 * video in a dialog titled by the page.
 */
export function PageMedia({ tags, title }: { tags: Record<string, unknown>; title: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const video = safeMediaUrl(tags.video_url);
  const image = safeMediaUrl(tags.image, { sitePath: true });
  if (!video && !image) return null;
  const picture = image && <img className="journey-header-image" src={image} alt="" />;
  if (!video) return <div className="journey-header-media">{picture}</div>;
  const watch = intl.formatMessage({ id: 'app.journey.video' });
  return (
    <div className="journey-header-media">
      <button type="button" className="journey-video-link" onClick={() => setOpen(true)}>
        {picture}
        <span>{watch}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <VideoModal open title={title} src={video} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
