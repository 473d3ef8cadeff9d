/**
 * The start page of a site deciding by the application only, not sending the aviation customer back
 * to the dashboard (docs/requirements.md §7.5, §11.4). Beside the dashboard rather than in
 * src/base/paths.ts, which every page downloads (docs/bench.md "Bundle budget").
 */
export const applicationPath = (base: string) => `${base}?application=continue`;
