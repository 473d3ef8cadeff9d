import { useIntl } from 'react-intl';
import { STATUSES } from '../../../adapters/status/statuses';
import { statusLabelKey } from '../../../adapters/status/labels';
import { PROGRAMS } from '../../../adapters/base/programs';
import { DATE_FILTERS, TEXT_FILTERS, type DateFilter, type Filters, type TextFilter } from './list-state';

const LABEL: Record<TextFilter | DateFilter, string> = {
  name: 'backoffice.workList.filter.name',
  email: 'backoffice.workList.filter.email',
  customer_number: 'backoffice.workList.filter.customerNumber',
  firm_name: 'backoffice.workList.filter.firmName',
  business_province: 'backoffice.workList.filter.businessProvince',
  modified_from: 'backoffice.workList.filter.modifiedFrom',
  modified_to: 'backoffice.workList.filter.modifiedTo',
  referral_from: 'backoffice.workList.filter.referralFrom',
  referral_to: 'backoffice.workList.filter.referralTo',
};

interface Props {
  draft: Filters;
  onChange: (filters: Filters) => void;
  /** apply now, without waiting for the pause */
  onSearch: () => void;
  onReset: () => void;
}

/** The work list's filters: each change applies after a pause; Search applies at once, Reset clears them all. */
export function WorkListFilters({ draft, onChange, onSearch, onReset }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...draft, [key]: value });
  const id = (key: string) => `work-list-${key}`;

  return (
    <form
      className="work-list-filters"
      role="search"
      aria-label={t('backoffice.workList.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <div className="work-list-field">
        <label htmlFor={id('status')}>{t('backoffice.workList.filter.status')}</label>
        <select id={id('status')} value={draft.status} onChange={(e) => set('status', e.target.value)}>
          <option value="">{t('backoffice.workList.filter.anyStatus')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>{t(statusLabelKey(s))}</option>
          ))}
        </select>
      </div>
      <div className="work-list-field">
        <label htmlFor={id('client')}>{t('backoffice.workList.filter.client')}</label>
        <select id={id('client')} value={draft.client} onChange={(e) => set('client', e.target.value)}>
          <option value="">{t('backoffice.workList.filter.anyClient')}</option>
          {PROGRAMS.map((p) => (
            <option key={p.client} value={p.client}>{t(`app.program.${p.client}`)}</option>
          ))}
        </select>
      </div>
      {TEXT_FILTERS.map((key) => (
        <div className="work-list-field" key={key}>
          <label htmlFor={id(key)}>{t(LABEL[key])}</label>
          <input id={id(key)} type="search" maxLength={100} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
        </div>
      ))}
      {DATE_FILTERS.map((key) => (
        <div className="work-list-field" key={key}>
          <label htmlFor={id(key)}>{t(LABEL[key])}</label>
          {/* a date input hands over a real yyyy-MM-dd or nothing */}
          <input id={id(key)} type="date" value={draft[key]} onChange={(e) => set(key, e.target.value)} />
        </div>
      ))}
      <div className="work-list-check">
        <input
          id={id('exclude')}
          type="checkbox"
          checked={draft.exclude_bound_approved}
          onChange={(e) => set('exclude_bound_approved', e.target.checked)}
        />
        <label htmlFor={id('exclude')}>{t('backoffice.workList.filter.excludeBoundApproved')}</label>
      </div>
      <div className="work-list-actions">
        <button type="submit" className="button">{t('backoffice.workList.search')}</button>
        <button type="button" className="button secondary" onClick={onReset}>{t('backoffice.workList.reset')}</button>
      </div>
    </form>
  );
}
