import { useId } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useDocumentsClient } from '../../api/documents';
import { useBase } from '../../base/BaseContext';
import { AreaIntl } from '../../i18n/AreaIntl';
import { Loading } from '../../shell/Loading';
import { DocumentTable } from '../../../widgets/complex/attachments/DocumentTable';
import { DOCUMENT_MESSAGES } from '../../../widgets/complex/attachments/messages';

/**
 * The documents uploaded with the application (docs/requirements.md §11.5), read only, for staff and
 * the applicant on the csr-review pages: the list 5 a page, each with its download link.
 */
export function ReviewDocuments({ customerNumber }: { customerNumber: string }) {
  const { locale } = useBase();
  return (
    <AreaIntl area={DOCUMENT_MESSAGES} locale={locale}>
      <Documents customerNumber={customerNumber} />
    </AreaIntl>
  );
}

function Documents({ customerNumber }: { customerNumber: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const client = useDocumentsClient(customerNumber);
  const reply = useSWR(['documents', customerNumber], () => client.list(), { revalidateOnFocus: false, shouldRetryOnError: false });
  const headingId = useId();
  return (
    <section className="csr-review-documents" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('documents.review.heading')}</h2>
      {reply.error ? (
        <p className="notice notice-error" role="alert">{t('documents.field.loadFailed')}</p>
      ) : !reply.data ? (
        <Loading />
      ) : reply.data.documents.length === 0 ? (
        <p>{t('documents.review.none')}</p>
      ) : (
        <DocumentTable documents={reply.data.documents} downloadUrl={client.downloadUrl} />
      )}
    </section>
  );
}
