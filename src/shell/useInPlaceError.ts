import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Failure } from '../../adapters/errors/catalogue';
import { inPlaceMessage, type InPlace } from '../../adapters/errors/in-place';
import { useErrorCatalogue } from '../api/error-catalogue';
import { rememberFailure } from '../api/last-failure';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';

/**
 * What a page shows for a failure it handles in place (docs/requirements.md §10.5): the catalogue's
 * inline or onPage record of the failure's context, or `own` (the page's own words) when there is
 * none or the catalogue cannot be read; undefined while there is no failure or the catalogue is
 * being read. The catalogue is read only once a call has failed (the step page's first paint does
 * without it). An errorPage or redirect record leaves for its address as the error page would.
 */
export function useInPlaceError(failure: Failure | undefined): InPlace | undefined {
  const { path } = useBase();
  const navigate = useNavigate();
  const catalogue = useErrorCatalogue(failure !== undefined);
  const shown: InPlace | undefined = !failure
    ? undefined
    : catalogue.data
      ? inPlaceMessage(catalogue.data, failure, path)
      : catalogue.error
        ? { kind: 'own' }
        : undefined;
  const leave = shown?.kind === 'navigate' ? (shown.mode === 'redirect' ? paths.redirect(path, shown.to) : shown.to) : undefined;
  useEffect(() => {
    if (!leave || !failure) return;
    // the failure the page leaves for is the one its error page reads, whatever failed meanwhile
    rememberFailure(failure);
    navigate(leave);
  }, [leave, failure, navigate]);
  // shown in place, the page scrolls to the top, where the words are (once per failure)
  const showing = shown?.kind === 'show';
  useEffect(() => {
    if (showing) (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [showing, failure]);
  return shown;
}
