import { useIntl } from 'react-intl';

/** Previous / "Page X of Y" / Next under a back-office list (docs/requirements.md §8.2). */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <nav className="work-list-pager" aria-label={t('backoffice.workList.pager')}>
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('backoffice.workList.previous')}
      </button>
      <span>{t('backoffice.workList.page', { page, pages })}</span>
      <button type="button" className="button secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('backoffice.workList.next')}
      </button>
    </nav>
  );
}
