/** Leaves the single-page app for `url` (a server route or another site): one place, so page tests can see it. */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}
