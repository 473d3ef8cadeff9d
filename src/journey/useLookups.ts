import { useMemo, useRef } from 'react';
import { AIRCRAFT_REGISTRY_LOOKUP } from '../../adapters/field-types/registration-mark';
import type { Lookup } from '../../widgets/complex/typeahead/lookup';
import { ApiError } from '../api/client';
import { lookupAircraft } from '../api/lookups';
import { lookupAddresses } from '../api/registration';
import { useRequestContext } from '../api/useRequestContext';

/**
 * The look-ups a step's fields name (docs/requirements.md §11.6): `address` for the address
 * typeaheads, `aircraft_registry` for registration marks (an unknown mark is no entry). One object
 * for the page's life: a new one would re-render every field.
 */
export function useLookups(): Readonly<Record<string, Lookup>> {
  const ctx = useRequestContext();
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  return useMemo(
    () => ({
      address: async (text) => (await lookupAddresses(ctxRef.current, text)).map((s) => ({ key: s.addressId, value: s.addressText, extended: s })),
      [AIRCRAFT_REGISTRY_LOOKUP]: async (mark) => {
        try {
          const record = await lookupAircraft(ctxRef.current, mark);
          return [{ key: record.mark, value: record.COMMON_NAME, extended: record }];
        } catch (e) {
          if (e instanceof ApiError && e.status === 404) return [];
          throw e;
        }
      },
    }),
    [],
  );
}
