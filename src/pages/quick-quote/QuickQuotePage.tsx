import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { QuickQuoteArea } from '../../quick-quote/QuickQuoteArea';

// each part in a chunk of its own: the route table, in every page's bundle, then names few files to preload (docs/bench.md "Bundle budget")
const QuickQuoteEntry = lazy(() => import('./QuickQuoteEntry'));
const QuickQuoteLoader = lazy(() => import('./QuickQuoteLoader'));
const QuickQuoteRegistration = lazy(() => import('./QuickQuoteRegistration'));

/**
 * {base}/quick-quote: the program choice; {base}/quick-quote/{route}: a quick-quote page or one of its
 * qq- registration pages; for a visitor without an account (docs/requirements.md §2.12).
 */
export default function QuickQuotePage() {
  const { routeName } = useParams();
  const page = !routeName ? <QuickQuoteEntry /> : routeName.startsWith('qq-') ? <QuickQuoteRegistration page={routeName} /> : <QuickQuoteLoader routeName={routeName} />;
  return <QuickQuoteArea>{page}</QuickQuoteArea>;
}
