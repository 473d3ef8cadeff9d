import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { FieldError, FormData } from '../../adapters/types';
import type { Proposal } from '../../adapters/api';
import { proposalKey } from '../api/proposals';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { saveStep, type SaveOutcome } from './save-step';

/** What the page shows after a save that did not go through. */
export type SaveProblem =
  | { kind: 'rejected'; message: string | undefined; errors: FieldError[] }
  | { kind: 'conflict' }
  | { kind: 'failed'; status: number; statusTextId: string };

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

  /** Continue (or, with `stay`, Save changes and Done): save the step, then move on unless staying. */
  const save = useCallback(
    async (data: FormData, { stay = false }: { stay?: boolean } = {}) => {
      setBusy(true);
      setProblem(undefined);
      const outcome: SaveOutcome = await saveStep(ctx, proposal, { progressState, data, generateQuote: nextIsQuote });
      setBusy(false);
      switch (outcome.kind) {
        case 'saved':
          await mutate(proposalKey(ctx), outcome.proposal, { revalidate: false });
          if (nextRoute && !stay) navigate(paths.step(path, nextRoute));
          else setSaved((n) => n + 1);
          return;
        case 'redirect':
          navigate(paths.error(path, outcome.status));
          return;
        default:
          setProblem(outcome);
      }
    },
    [ctx, proposal, progressState, nextIsQuote, mutate, nextRoute, navigate, path],
  );

  /**
   * Back, or a step of the stepper: save what is on the page, then go whatever the outcome: an
   * answer that is not valid yet must not trap the applicant on the page (docs/requirements.md §10.4: errors
   * after Back are swallowed; §2.4: a stepper click saves the proposal, then navigates).
   */
  const saveAndGo = useCallback(
    async (data: FormData, route: string) => {
      setBusy(true);
      const outcome = await saveStep(ctx, proposal, { progressState, data });
      setBusy(false);
      if (outcome.kind === 'saved') await mutate(proposalKey(ctx), outcome.proposal, { revalidate: false });
      navigate(paths.step(path, route));
    },
    [ctx, proposal, progressState, mutate, navigate, path],
  );

  /** After a 409: fetch the proposal as it is now and start the page again from it. */
  const reload = useCallback(async () => {
    setProblem(undefined);
    await mutate(proposalKey(ctx));
  }, [mutate, ctx]);

  return { save, saveAndGo, reload, busy, problem, saved };
}
