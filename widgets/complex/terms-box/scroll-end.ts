/** docs/requirements.md §2.8: the terms count as read within this many pixels of the bottom. */
export const SCROLL_END_TOLERANCE_PX = 40;

export interface ScrollMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** Content that fits without scrolling is read at once; otherwise the bottom must come within the tolerance. */
export function isScrolledToEnd({ scrollTop, clientHeight, scrollHeight }: ScrollMetrics, tolerance = SCROLL_END_TOLERANCE_PX): boolean {
  if (scrollHeight <= clientHeight) return true;
  return scrollTop + clientHeight >= scrollHeight - tolerance;
}
