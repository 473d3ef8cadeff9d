import { useCallback, useEffect, useState } from 'react';
import type { QuickQuote } from '../../adapters/api';
import { quickQuoteApi } from '../api/quick-quote';
import { useRequestContext } from '../api/useRequestContext';

/**
 * The visitor's quick quote: the live one of the cookie, or a new one (the server answers the live one
 * when there is). `error` is what the server refused; `replace` takes a save's reply.
 */
export function useQuickQuote(): { quickQuote?: QuickQuote; error?: unknown; replace: (q: QuickQuote) => void } {
  const ctx = useRequestContext();
  const [quickQuote, setQuickQuote] = useState<QuickQuote>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let live = true;
    quickQuoteApi.start(ctx).then(
      (q) => live && setQuickQuote(q),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
    // once per page: the context only carries headers
  }, []);
  const replace = useCallback((q: QuickQuote) => setQuickQuote(q), []);
  return { quickQuote, error, replace };
}
