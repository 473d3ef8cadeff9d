import { Link } from 'react-router-dom';
import { can } from '../../../adapters/identity/permissions';
import { dashboardButtonTarget, pageKind, visibleButtons } from '../../../adapters/shell/header';
import { useHeaderConfig } from '../../api/shell';
import { useBase } from '../../base/BaseContext';
import { useSession } from '../../session/SessionContext';
import { HeaderEntry } from './HeaderEntry';
import './header-buttons.css';

/**
 * The configured header buttons the person may see and the dashboard button during a renewal
 * (docs/requirements.md §11.1). Loaded beside their configuration, after the first paint.
 */
export default function HeaderButtons({ onSupport }: { onSupport: () => void }) {
  const base = useBase();
  const { session } = useSession();
  const config = useHeaderConfig();
  const principal = session?.principal;
  const csrFlow = !!session?.csrCustomerNumber && !!principal && can.workOnAnyApplication(principal);
  const applicant = !!principal && can.workOnOwnApplication(principal);
  const buttons = visibleButtons(config?.buttons ?? [], { signedIn: !!session, staff: !!session && !applicant, csrFlow, page: pageKind(base.rest) });
  const dashboard = config?.dashboardButton && !csrFlow
    ? dashboardButtonTarget({ applicant, applicationType: session?.applicationType, programHasDashboard: !!base.program.dashboard, route: base.rest[0] ?? '' })
    : undefined;
  if (buttons.length === 0 && !dashboard) return null;
  return (
    <ul className="shell-buttons">
      {dashboard && (
        <li>
          <Link className="shell-button" to={`${base.path}/${dashboard}`}>
            {config!.dashboardButton!.label}
          </Link>
        </li>
      )}
      {buttons.map((button) => (
        <li key={button.id}>
          <HeaderEntry item={button} onSupport={onSupport} />
        </li>
      ))}
    </ul>
  );
}
