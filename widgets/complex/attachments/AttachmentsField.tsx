import { useCallback, useEffect, useId, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { FieldProps } from '@rjsf/utils';
import type { DocumentsReply } from '../../../adapters/api/documents';
import { messagesOf, type Messages } from '../../../adapters/i18n/catalog';
import type { Locale } from '../../../adapters/types';
import { withLabelKind } from '../../theme/label-kind';
import type { DocumentsClient } from './documents-client';
import { useDocumentMessages } from './messages';
import { UploadDialog } from './UploadDialog';
import './attachments.css';

/**
 * ui:field `attachments` (stores nothing, docs/requirements.md §11.5): the application's documents,
 * how many are uploaded, and the button that opens the upload dialog. The documents come from
 * `formContext.documents` (a DocumentsClient); a CSR, or a locked application, sees them read only.
 * Label kind `self`: the field's title is drawn here.
 */
function Attachments(props: FieldProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const own = useDocumentMessages(locale);
  return (
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={{ ...messagesOf(locale), ...own } as Messages}>
      <AttachmentsBody {...props} />
    </IntlProvider>
  );
}

function AttachmentsBody({ registry, schema, fieldPathId }: FieldProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const context = registry.formContext as { documents?: DocumentsClient; csr?: boolean } | undefined;
  const client = context?.documents;
  const [reply, setReply] = useState<DocumentsReply | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const headingId = useId();

  const load = useCallback(async () => {
    if (!client) return;
    try {
      setReply(await client.list());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [client]);
  useEffect(() => {
    void load();
  }, [load]);

  const readOnly = Boolean(context?.csr || reply?.locked);
  const count = reply?.documents.length ?? 0;
  return (
    <section className="att-field" id={fieldPathId.$id} aria-labelledby={headingId}>
      <h2 id={headingId} className="jf-section-title">{typeof schema.title === 'string' && schema.title ? schema.title : t('documents.field.title')}</h2>
      {failed || !client ? (
        <p className="jf-error" role="alert">{t('documents.field.loadFailed')}</p>
      ) : !reply ? (
        <p aria-busy="true">{t('documents.field.loading')}</p>
      ) : (
        <>
          <p role="status">{count === 0 ? reply.empty_message : t('documents.field.count', { count, max: reply.max_files })}</p>
          <button type="button" className="jf-button jf-button--secondary" onClick={() => setOpen(true)}>
            {t(readOnly ? 'documents.field.view' : 'documents.field.open')}
          </button>
          <UploadDialog open={open} onClose={() => setOpen(false)} client={client} reply={reply} onChanged={load} readOnly={readOnly} />
        </>
      )}
    </section>
  );
}

export const AttachmentsField = withLabelKind(Attachments, 'self');
