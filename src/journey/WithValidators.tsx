import { useEffect, type ReactNode } from 'react';
import type { CompiledLayout } from '../../adapters/types';
import { preloadPage } from '../../widgets/journey-form';
import { Loading } from '../shell/Loading';
import { useErrorRedirect } from '../shell/useErrorRedirect';
import { useValidators } from './validators';

/**
 * The page's form, once its validator module is loaded (validators.ts); the error page if it cannot be,
 * never a form that cannot validate. The code of the lazy widgets the page uses loads meanwhile.
 */
export function WithValidators({ client, compiled, children }: { client: string; compiled: CompiledLayout; children: ReactNode }) {
  useEffect(() => {
    void preloadPage(compiled);
  }, [compiled]);
  const state = useValidators(client, compiled);
  const redirect = useErrorRedirect();
  if (state.ready) return children;
  if (state.error) return redirect(state.error);
  return <Loading />;
}
