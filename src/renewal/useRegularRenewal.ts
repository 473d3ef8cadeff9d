import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Proposal } from '../../adapters/api';
import { routeForProgressState } from '../../adapters/journey';
import type { Journey } from '../../adapters/types';
import { ApiError } from '../api/client';
import { proposalKey, regularRenewal } from '../api/proposals';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { useSession } from '../session/SessionContext';

/**
 * The claims popup's regular renew (docs/requirements.md §2.11): the server turns the quick renewal
 * into the regular renewal (flag cleared), the tab works as a RENEWAL and opens general information.
 * Once however often it is asked; a refusal is the server's words.
 */
export function useRegularRenewal(journey: Journey, proposal: Proposal | null) {
  const intl = useIntl();
  const ctx = useRequestContext();
  const base = useBase();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { session, signIn } = useSession();
  const [problem, setProblem] = useState<string>();
  const sending = useRef(false);
  const go = useCallback(async () => {
    if (!proposal || sending.current) return;
    sending.current = true;
    setProblem(undefined);
    try {
      const now = await regularRenewal(ctx, proposal.progress_states_revision);
      await mutate(proposalKey(ctx), now, { revalidate: false });
      if (session) signIn({ ...session, applicationType: 'RENEWAL' });
      const route = now.current_progress_state ? routeForProgressState(journey, now.current_progress_state) : undefined;
      navigate(route ? paths.step(base.path, route) : paths.error(base.path, 404));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.redirects) return navigate(paths.error(base.path, e.status));
      setProblem(e.serverMessage ?? intl.formatMessage({ id: e.statusTextId }));
    } finally {
      sending.current = false;
    }
  }, [base.path, ctx, intl, journey, mutate, navigate, proposal, session, signIn]);
  return { go, problem };
}
