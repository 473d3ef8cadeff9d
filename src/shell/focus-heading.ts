import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (a lazy chunk, a layout, the proposal). */
const WAIT_MS = 15_000;

/** Focuses the page's main heading, making it focusable (not tabbable) first; false when there is none yet. */
export function focusHeading(root: HTMLElement): boolean {
  const heading = root.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * After every route change (not the first page load), focus moves to the new page's <h1> so that
 * keyboard and screen-reader users start there and hear where they are, as a full page load
 * would do. The heading may come later than the URL (data still loading): it is awaited.
 */
export function useFocusHeadingOnRouteChange(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root || focusHeading(root)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(root)) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
