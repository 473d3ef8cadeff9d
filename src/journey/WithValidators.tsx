import type { ReactNode } from 'react';
import type { CompiledLayout } from '../../adapters/types';
import { Loading } from '../shell/Loading';
import { useErrorRedirect } from '../shell/useErrorRedirect';
import { useValidators } from './validators';

/** The page's form, once its validator module is loaded (validators.ts); the error page if it cannot be, never a form that cannot validate. */
export function WithValidators({ client, compiled, children }: { client: string; compiled: CompiledLayout; children: ReactNode }) {
  const state = useValidators(client, compiled);
  const redirect = useErrorRedirect();
  if (state.ready) return children;
  if (state.error) return redirect(state.error);
  return <Loading />;
}
