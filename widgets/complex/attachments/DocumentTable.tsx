import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentWire } from '../../../adapters/api/documents';
import { DOCUMENT_PAGE_SIZE, formatFileSize, pageOf } from '../../../adapters/documents';
import { formatDate, toIsoDate } from '../../../adapters/format/date';
import './attachments.css';

export interface DocumentTableProps {
  documents: readonly DocumentWire[];
  downloadUrl(documentId: string): string;
  /** offered per row when given (the applicant's own, not locked) */
  onDelete?(document: DocumentWire): void;
}

/**
 * The uploaded documents (docs/requirements.md §11.5), DOCUMENT_PAGE_SIZE a page: name, kind,
 * date, size, a download link and, for the applicant, Delete. At phone widths each row is a card.
 */
export function DocumentTable({ documents, downloadUrl, onDelete }: DocumentTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [wanted, setPage] = useState(1);
  const { items, page, pages } = pageOf(documents, wanted, DOCUMENT_PAGE_SIZE);
  return (
    <div className="att-list">
      <table className="att-table">
        <caption className="att-hidden">{t('documents.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('documents.list.name')}</th>
            <th scope="col">{t('documents.list.type')}</th>
            <th scope="col">{t('documents.list.date')}</th>
            <th scope="col">{t('documents.list.size')}</th>
            <th scope="col">{t('documents.list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((d) => (
            <tr key={d.document_id}>
              <th scope="row" className="att-name" data-label={t('documents.list.name')}>{d.document_desc}</th>
              <td data-label={t('documents.list.type')}>{d.file_ext.toUpperCase()}</td>
              <td data-label={t('documents.list.date')}>{formatDate(toIsoDate(new Date(d.document_date)))}</td>
              <td data-label={t('documents.list.size')}>{formatFileSize(d.size_bytes, intl.locale)}</td>
              <td className="att-actions">
                <a className="jf-button jf-button--secondary att-small" href={downloadUrl(d.document_id)} download={d.document_desc} aria-label={t('documents.list.download', { name: d.document_desc })}>
                  {t('documents.list.downloadShort')}
                </a>
                {onDelete && (
                  <button type="button" className="jf-button jf-button--secondary att-small" aria-label={t('documents.list.delete', { name: d.document_desc })} onClick={() => onDelete(d)}>
                    {t('documents.delete.confirm')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="att-pager" aria-label={t('documents.list.pager')}>
          <button type="button" className="jf-button jf-button--secondary att-small" disabled={page === 1} onClick={() => setPage(page - 1)}>{t('documents.list.previous')}</button>
          <span aria-live="polite">{t('documents.list.page', { page, pages })}</span>
          <button type="button" className="jf-button jf-button--secondary att-small" disabled={page === pages} onClick={() => setPage(page + 1)}>{t('documents.list.next')}</button>
        </nav>
      )}
    </div>
  );
}
