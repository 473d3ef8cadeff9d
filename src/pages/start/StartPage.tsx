import { Navigate } from 'react-router-dom';
import { useJourney } from '../../api/config';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { routeLinks } from '../../../adapters/journey';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';

/** A blank base path goes to the journey's first link (docs/requirements.md §2.1). */
export default function StartPage() {
  const base = useBase();
  const { session } = useSession();
  const journey = useJourney();
  const redirect = useErrorRedirect();
  if (journey.error) return redirect(journey.error);
  if (!journey.data) return <Loading />;
  const first = routeLinks(journey.data.content, session?.applicationType ?? 'NEW')[0];
  return <Navigate to={first ? paths.step(base.path, first.route_name) : paths.error(base.path, 404)} replace />;
}
