import { FormattedMessage, useIntl } from 'react-intl';
import { quickRenewPercent } from '../../adapters/journey/quick-renew-progress';
import { useBase } from '../base/BaseContext';
import { AreaIntl } from '../i18n/AreaIntl';
import { RENEWAL_MESSAGES } from './renewal-messages';
import './quick-renew.css';

/**
 * What replaces the stepper in quick-renewal mode (docs/requirements.md §2.11): the quick-renew header
 * (title, subtitle, subtext) and a progress bar of the completed percentage, 10 % at the start.
 */
export default function QuickRenewFrame({ step, steps }: { step: number; steps: number }) {
  const { locale } = useBase();
  return (
    <AreaIntl area={RENEWAL_MESSAGES} locale={locale}>
      <QuickRenewHeader percent={quickRenewPercent(step, steps)} />
    </AreaIntl>
  );
}

function QuickRenewHeader({ percent }: { percent: number }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'renewal.progress.value' }, { percent });
  return (
    <header className="quick-renew-header">
      <h2>
        <FormattedMessage id="renewal.header.title" />
      </h2>
      <p className="quick-renew-subtitle">
        <FormattedMessage id="renewal.header.subtitle" />
      </p>
      <p className="quick-renew-subtext">
        <FormattedMessage id="renewal.header.subtext" />
      </p>
      <div className="quick-renew-progress">
        <div
          className="quick-renew-bar"
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'renewal.progress.label' })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={text}
        >
          <span className="quick-renew-bar-done" style={{ width: `${percent}%` }} />
        </div>
        <span className="quick-renew-percent" aria-hidden="true">
          {text}
        </span>
      </div>
    </header>
  );
}
