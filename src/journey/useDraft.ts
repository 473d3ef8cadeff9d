/**
 * Nothing typed is lost (docs/architecture.md "Drafts"): what the applicant types on a step is
 * kept on the server as the step's draft a moment after typing stops and as the page is hidden,
 * and given back, with a notice, when they come back to the step from any device. Only on the
 * server: the browser's storage never holds the answers.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Draft } from '../../adapters/api';
import type { FormData } from '../../adapters/types';
import { ApiError } from '../api/client';
import { deleteDraft, draftsKey, putDraft, useDrafts } from '../api/drafts';
import { useRequestContext } from '../api/useRequestContext';

/** How long after the last change the draft is written. */
export const AUTOSAVE_DELAY_MS = 2000;

interface Options {
  /** an applicant working on an application that exists and is not locked */
  enabled: boolean;
  /** the proposal revision the answers are typed on */
  revision: number | undefined;
  progressState: string;
  /** the step's saved answers */
  saved: FormData;
}

interface Pending {
  name: string;
  revision: number;
  data: FormData;
  saved: FormData;
}

/** Equal answers, whatever the order of their keys. */
export function sameAnswers(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) : v,
  );
}

export function useDraft({ enabled, revision, progressState, saved }: Options) {
  const ctx = useRequestContext();
  const { mutate } = useSWRConfig();
  const drafts = useDrafts(enabled);
  // a failed read costs the restore, never the page
  const loaded = !enabled || drafts.data !== undefined || drafts.error !== undefined;
  /** The draft this visit of the step restored, taken once when the drafts are in: later writes do not reset the form. */
  const [taken, setTaken] = useState<{ step: string; draft: Draft | undefined }>();
  if (loaded && taken?.step !== progressState) {
    const stored = drafts.data?.find((d) => d.name === progressState);
    setTaken({ step: progressState, draft: stored && !sameAnswers(stored.form_elements, saved) ? stored : undefined });
  }
  const [conflict, setConflict] = useState(false);

  const pending = useRef<Pending | undefined>(undefined);
  /** a save of the step is under way: what the form reports meanwhile is not typing */
  const paused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // what the stable callbacks below read
  const latest = useRef({ ctx, mutate, enabled, revision, progressState, saved, stored: drafts.data });
  latest.current = { ctx, mutate, enabled, revision, progressState, saved, stored: drafts.data };

  const cache = useCallback((name: string, draft: Draft | undefined) => {
    const { ctx, mutate } = latest.current;
    void mutate(draftsKey(ctx), (list: Draft[] | undefined) => [...(list ?? []).filter((d) => d.name !== name), ...(draft ? [draft] : [])], { revalidate: false });
  }, []);

  /** Writes what is pending now; `keepalive` as the page goes away. */
  const flush = useCallback(
    async (keepalive = false) => {
      clearTimeout(timer.current);
      const p = pending.current;
      pending.current = undefined;
      if (!p) return;
      const { ctx } = latest.current;
      try {
        if (sameAnswers(p.data, p.saved)) {
          // typed back to what is saved: nothing to restore (and nothing to delete when none is stored)
          if (!latest.current.stored?.some((d) => d.name === p.name)) return;
          await deleteDraft(ctx, p.name);
          cache(p.name, undefined);
          return;
        }
        const stored = await putDraft(ctx, p.revision, p.name, p.data, keepalive);
        cache(p.name, { ...stored, form_elements: p.data });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        // another window saved first: the page says so and offers to reload, keeping what was typed
        if (e.status === 409) setConflict(true);
        // lost on the way: the next change or the page hiding tries again
        else if (e.status === 0 && !pending.current) pending.current = p;
      }
    },
    [cache],
  );

  /** The form changed (on this step, or on `step` the page is leaving): write it a moment after typing stops. */
  const typed = useCallback(
    (data: FormData, step?: { name: string; saved: FormData }) => {
      const { enabled, revision, progressState, saved } = latest.current;
      if (!enabled || revision === undefined || paused.current) return;
      pending.current = { name: step?.name ?? progressState, revision, data, saved: step?.saved ?? saved };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);

  /** A save of the step is under way: it discards the draft itself, so none is written until it has answered. */
  const pause = useCallback(() => {
    cancel();
    paused.current = true;
  }, [cancel]);

  /** The save did not go through: typing is kept as drafts again. */
  const resume = useCallback(() => {
    paused.current = false;
  }, []);

  /** The step was saved: the server discarded its draft with the save. */
  const stepSaved = useCallback(
    (name: string) => {
      paused.current = false;
      cache(name, undefined);
      setTaken((was) => (was?.step === name ? { step: name, draft: undefined } : was));
    },
    [cache],
  );

  /** The applicant discards the restored answers: back to the saved ones. */
  const discard = useCallback(async () => {
    const { ctx, progressState } = latest.current;
    cancel();
    setTaken({ step: progressState, draft: undefined });
    cache(progressState, undefined);
    try {
      await deleteDraft(ctx, progressState);
    } catch (e) {
      // still on the server: it is offered again next visit, which is no loss
      if (!(e instanceof ApiError)) throw e;
    }
  }, [cancel, cache]);

  /**
   * After another window's save (409) and a reload at `newRevision`: what was typed here (undefined:
   * nothing) becomes the step's draft at the new revision and stays on the page, restored with the notice.
   */
  const keep = useCallback(
    async (data: FormData | undefined, newRevision: number, newSaved: FormData) => {
      const { ctx, progressState } = latest.current;
      cancel();
      setConflict(false);
      if (!data || sameAnswers(data, newSaved)) {
        setTaken({ step: progressState, draft: undefined });
        return;
      }
      const now = { name: progressState, form_elements: data, revision: newRevision, saved_at: new Date().toISOString() };
      setTaken({ step: progressState, draft: now });
      try {
        const stored = await putDraft(ctx, newRevision, progressState, data);
        cache(progressState, { ...stored, form_elements: data });
      } catch (e) {
        // still on the page; the next change writes it again
        if (!(e instanceof ApiError)) throw e;
      }
    },
    [cancel, cache],
  );

  // The page is hidden (another tab, the phone's home screen, the tab closing) or left: write now.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush(true);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void flush(true);
    };
  }, [flush]);

  return {
    /** the drafts are in: the form can start (from the restored draft when there is one) */
    ready: taken?.step === progressState,
    /** the draft restored on this visit of the step, if any */
    restored: taken?.step === progressState ? taken.draft : undefined,
    /** a draft write found the application changed elsewhere */
    conflict,
    typed,
    pause,
    resume,
    stepSaved,
    discard,
    keep,
  };
}
