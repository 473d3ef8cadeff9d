import { useCallback, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import type { QuickQuote } from '../../../adapters/api';
import { MarkdownHtmlContext } from '../../../widgets/inputs/markdown/markdown-html';
import { ApiError } from '../../api/client';
import { useLayoutPage } from '../../api/config';
import { useQuickQuoteJourney } from '../../api/quick-quote';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { QuickQuoteStep } from './QuickQuoteStep';
import { useJourneyKit } from './journey-kit';
import { useQuickQuote } from '../../quick-quote/use-quick-quote';
import { Loading } from '../../shell/Loading';
import { Notice } from '../../shell/Notice';
import ErrorPage from '../error/ErrorPage';

/** A quick-quote page: its journey link, layout and the visitor's quick quote, then the step. */
export default function QuickQuoteLoader({ routeName }: { routeName: string }) {
  const base = useBase();
  const journey = useQuickQuoteJourney();
  const link = journey.data?.content.links.find((l) => l.route_name === routeName);
  const { kit, failed } = useJourneyKit();
  const layout = useLayoutPage(link && kit?.pageOfLink(link));
  const markdown = layout.data?.markdown;
  const markdownHtml = useCallback((source: string) => markdown?.[source], [markdown]);
  const { quickQuote, error, replace } = useQuickQuote();
  // the error page of a failed load (docs/requirements.md §10.4)
  const redirect = (e: unknown) => <Navigate to={paths.error(base.path, e instanceof ApiError ? e.status : 500)} replace />;
  const onSaved = useCallback((q: QuickQuote) => replace(q), [replace]);
  const first = useMemo(() => journey.data?.content.links[0]?.route_name, [journey.data]);

  if (journey.error) return journey.error instanceof ApiError && journey.error.status === 404 ? <ErrorPage status={404} /> : redirect(journey.error);
  if (error) {
    // the quick quote became an application, or the program offers none: say so rather than fail
    if (error instanceof ApiError && error.status < 500 && error.serverMessage) return <Notice kind="warning"><p>{error.serverMessage}</p></Notice>;
    return redirect(error);
  }
  if (journey.data && !link) return first ? <Navigate to={paths.step(paths.quickQuote(base.path), first)} replace /> : <ErrorPage status={404} />;
  if (layout.error) return redirect(layout.error);
  if (failed) return <ErrorPage status={0} />;
  if (!journey.data || !link || !layout.data || !quickQuote || !kit) return <Loading />;
  // a page past an unsaved one goes back to the first page not saved
  const index = journey.data.content.links.indexOf(link);
  const missing = journey.data.content.links.slice(0, index).find((l) => !quickQuote.progress_states.some((s) => s.name === kit.progressStateName(l)));
  if (missing) return <Navigate to={paths.step(paths.quickQuote(base.path), missing.route_name)} replace />;
  return (
    <MarkdownHtmlContext.Provider value={markdownHtml}>
      <QuickQuoteStep journey={journey.data.content} link={link} page={layout.data.content} quickQuote={quickQuote} onSaved={onSaved} kit={kit} />
    </MarkdownHtmlContext.Provider>
  );
}

