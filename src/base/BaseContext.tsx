import { createContext, useContext } from 'react';
import type { BaseUrl } from '../../adapters/base/base-url';

/** The base URL of the current page (program + locale), set once by the base layout route. */
export const BaseContext = createContext<BaseUrl | undefined>(undefined);

export function useBase(): BaseUrl {
  const base = useContext(BaseContext);
  if (!base) throw new Error('useBase() outside a base route: render the page under <BaseLayout>');
  return base;
}
