import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { FieldError, FormData } from '../../adapters/types';
import type { Failure } from '../../adapters/errors/catalogue';
import type { Proposal } from '../../adapters/api';
import { proposalKey } from '../api/proposals';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { saveStep, type SaveOutcome } from './save-step';

/** What the page shows after a save that did not go through; `failure`, for the error catalogue, when a call failed. */
export type SaveProblem =
  | { kind: 'rejected'; message: string | undefined; errors: FieldError[]; failure?: Failure }
  /** another window saved first: a save's 409, or the draft's */
  | { kind: 'conflict'; failure?: Failure }
  /** the server could not be reached, even after the retries: the answers stay on the page */
  | { kind: 'offline' }
  | { kind: 'failed'; status: number; statusTextId: string; failure?: Failure };

/** A save the network lost is sent again after each of these pauses, then the page says it failed. */
export const SAVE_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

const lostConnection = (outcome: SaveOutcome) => outcome.kind === 'redirect' && outcome.status === 0;

interface Options {
  proposal: Proposal | null | undefined;
  progressState: string;
  /** where Continue goes after saving; undefined → stay */
  nextRoute: string | undefined;
  nextIsQuote: boolean;
}

/** Continue: save the step, then move on; or keep the page and say what went wrong. */
export function useSaveStep({ proposal, progressState, nextRoute, nextIsQuote }: Options) {
  const ctx = useRequestContext();
  const { path } = useBase();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | undefined>();
  /** counts the saves that stayed on the page (Save changes, Done, the last step): each shows the saved message anew */
  const [saved, setSaved] = useState(0);
  const [retrying, setRetrying] = useState(false);

  /** Sends the save again while the network loses it, saying so ("Connection lost, retrying…"). */
  const withRetries = useCallback(async (send: () => Promise<SaveOutcome>): Promise<SaveOutcome> => {
    let outcome = await send();
    for (const delay of SAVE_RETRY_DELAYS_MS) {
      if (!lostConnection(outcome)) break;
      setRetrying(true);
      await new Promise((resolve) => setTimeout(resolve, delay));
      outcome = await send();
    }
    setRetrying(false);
    return outcome;
  }, []);

  /** Continue (or, with `stay`, Save changes and Done): saves the step, then moves on unless staying; true when saved. */
  const save = useCallback(
    async (data: FormData, { stay = false }: { stay?: boolean } = {}): Promise<boolean> => {
      setBusy(true);
      setProblem(undefined);
      const outcome = await withRetries(() => saveStep(ctx, proposal, { progressState, data, generateQuote: nextIsQuote }));
      setBusy(false);
      if (lostConnection(outcome)) {
        setProblem({ kind: 'offline' });
        return false;
      }
      switch (outcome.kind) {
        case 'saved':
          await mutate(proposalKey(ctx), outcome.proposal, { revalidate: false });
          if (nextRoute && !stay) navigate(paths.step(path, nextRoute));
          else setSaved((n) => n + 1);
          return true;
        case 'redirect':
          navigate(paths.error(path, outcome.status));
          return false;
        default:
          setProblem(outcome);
          return false;
      }
    },
    [ctx, proposal, progressState, nextIsQuote, mutate, nextRoute, navigate, path, withRetries],
  );

  /**
   * Back, or a step of the stepper: save what is on the page, then go whatever the outcome: an
   * answer that is not valid yet must not trap the applicant on the page (docs/requirements.md §10.4: errors
   * after Back are swallowed; §2.4: a stepper click saves the proposal, then navigates). Only a
   * lost connection keeps it here, so the answers it could not send are not left behind. True when
   * the step was saved.
   */
  const saveAndGo = useCallback(
    async (data: FormData, route: string): Promise<boolean> => {
      setBusy(true);
      const outcome = await withRetries(() => saveStep(ctx, proposal, { progressState, data }));
      setBusy(false);
      if (lostConnection(outcome)) {
        setProblem({ kind: 'offline' });
        return false;
      }
      if (outcome.kind === 'saved') await mutate(proposalKey(ctx), outcome.proposal, { revalidate: false });
      navigate(paths.step(path, route));
      return outcome.kind === 'saved';
    },
    [ctx, proposal, progressState, mutate, navigate, path, withRetries],
  );

  /** After a 409: fetch the proposal as it is now (answered) and start the page again from it. */
  const reload = useCallback(async (): Promise<Proposal | null | undefined> => {
    setProblem(undefined);
    return mutate<Proposal | null>(proposalKey(ctx));
  }, [mutate, ctx]);

  return { save, saveAndGo, reload, busy, retrying, problem, saved };
}
