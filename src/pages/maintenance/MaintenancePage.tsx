import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { MaintenanceConfigReply } from '../../../adapters/api/maintenance';
import { getMaintenanceFlag } from '../../api/maintenance';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { AreaIntl } from '../../i18n/AreaIntl';
import { Loading } from '../../shell/Loading';
import { MAINTENANCE_MESSAGES } from './maintenance-messages';
import './maintenance.css';

/**
 * `{base}/maintenance` (docs/requirements.md §11.7): the window's message as staff wrote it and when
 * it should end; once it is over, the way back to the page the person was on.
 */
export default function MaintenancePage() {
  const { locale } = useBase();
  return (
    <AreaIntl area={MAINTENANCE_MESSAGES} locale={locale}>
      <Maintenance />
    </AreaIntl>
  );
}

function Maintenance() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [flag, setFlag] = useState<MaintenanceConfigReply>();
  const [checking, setChecking] = useState(true);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const check = useCallback(() => {
    setChecking(true);
    getMaintenanceFlag(ctx)
      // unreadable: say the maintenance is on rather than send the person into a closed portal
      .then(setFlag, () => setFlag((f) => f ?? { flag: 'Yes', exempt: false }))
      .finally(() => setChecking(false));
  }, [ctx]);
  useEffect(check, [check]);
  const on = flag?.flag === 'Yes';
  const title = flag && t(on ? 'maintenance.title' : 'maintenance.over.title');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!flag) return <Loading />;
  if (!on) {
    return (
      <section className="maintenance-page" aria-labelledby="maintenance-title">
        <h1 id="maintenance-title">{title}</h1>
        <p>{t('maintenance.over.message')}</p>
        <p>
          <Link className="button" to={from ?? base.path}>{t('maintenance.over.continue')}</Link>
        </p>
      </section>
    );
  }
  const end = flag.ends_at && intl.formatDate(flag.ends_at, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return (
    <section className="maintenance-page" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{title}</h1>
      <p>{t('maintenance.intro')}</p>
      {flag.message && (
        <figure className="maintenance-message">
          <figcaption>{t('maintenance.messageLabel')}</figcaption>
          <blockquote>{flag.message}</blockquote>
        </figure>
      )}
      {end && <p>{t('maintenance.until', { end })}</p>}
      <p className="maintenance-actions">
        <button type="button" className="button" onClick={check} disabled={checking} aria-describedby={checking ? 'maintenance-checking' : undefined}>
          {t('maintenance.checkAgain')}
        </button>
        {/* a full page load: staff sign-in leaves for the corporate single sign-on */}
        <a className="button secondary" href={paths.internalLogin(base.program)}>{t('maintenance.staff')}</a>
      </p>
      <p id="maintenance-checking" className="maintenance-status" role="status">{checking ? t('maintenance.checking') : ''}</p>
    </section>
  );
}
