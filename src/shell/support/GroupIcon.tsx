/** The decorative icon of a support group: an envelope, a wrench, a book. */
const PATHS = {
  contact: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm0 2v.5l9 5.5 9-5.5V7l-9 5.5z',
  technical: 'M21 7.5a5.5 5.5 0 0 1-7.6 5.1l-7 7a2 2 0 0 1-2.9-2.9l7-7A5.5 5.5 0 0 1 17.6 2l-3.3 3.3 1.4 3 3 1.4L22 6.4c-.1.4-1 .7-1 1.1z',
  resources: 'M4 4.5A2.5 2.5 0 0 1 6.5 2H20v16H6.5a1.5 1.5 0 0 0 0 3H20v1H6.5A2.5 2.5 0 0 1 4 19.5z',
} as const;

export function GroupIcon({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <svg className="support-icon" aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24">
      <path fill="currentColor" d={PATHS[kind]} />
    </svg>
  );
}
