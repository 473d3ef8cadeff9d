import type { ReactNode } from 'react';

/**
 * What kind of message a box carries decides its colour and how it is announced: `success`
 * (green: saved), `info` (blue: locked, working), `warning` (amber: nothing to show yet, another
 * window), `error` (red: it failed). Errors are alerts; the others are polite status messages.
 */
export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

export function Notice({ kind, title, children }: { kind: NoticeKind; title?: string; children: ReactNode }) {
  return (
    <div className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title && <h2 className="notice-title">{title}</h2>}
      {children}
    </div>
  );
}
