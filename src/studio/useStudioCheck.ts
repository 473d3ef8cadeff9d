import { useEffect, useState } from 'react';
import type { StudioCheckReply } from '../../adapters/api/studio';
import { checkStudioChanges } from '../api/studio';
import type { RequestContext } from '../api/client';
import type { Change } from './working-set';

/** How long typing pauses before the server checks the program with the changes. */
export const CHECK_PAUSE_MS = 700;

export type CheckState = { state: 'idle' } | { state: 'checking'; last?: StudioCheckReply } | { state: 'done'; reply: StudioCheckReply } | { state: 'failed'; last?: StudioCheckReply };

const lastOf = (s: CheckState) => (s.state === 'done' ? s.reply : s.state === 'idle' ? undefined : s.last);

/**
 * The program's published files with the studio's changes, checked by the server as a publish would
 * be (layouts:check's problems, and every fixture run), once typing pauses. The browser cannot run
 * the whole check: it compiles schemas with Ajv, which the browser never does (docs/architecture.md
 * "Speed rules").
 */
export function useStudioCheck(ctx: RequestContext, client: string | undefined, changes: readonly Change[]): CheckState {
  const [check, setCheck] = useState<CheckState>({ state: 'idle' });
  const key = JSON.stringify(changes);
  useEffect(() => {
    if (!client) return;
    let live = true;
    setCheck((s) => ({ state: 'checking', last: lastOf(s) }));
    const timer = setTimeout(() => {
      checkStudioChanges(ctx, { client, changes: changes.map(({ path, text }) => ({ path, text })) }).then(
        (reply) => live && setCheck({ state: 'done', reply }),
        () => live && setCheck((s) => ({ state: 'failed', last: lastOf(s) })),
      );
    }, CHECK_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `key` stands for `changes`: a new array with the same texts is no new check
  }, [ctx, client, key]);
  return check;
}

export { lastOf as lastCheck };
