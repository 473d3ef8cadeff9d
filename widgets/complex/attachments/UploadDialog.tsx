import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentsReply, DocumentWire } from '../../../adapters/api/documents';
import { joinLabels } from '../../../adapters/format/join';
import {
  DELETE_MESSAGE_MS, acceptAttribute, chooseBlocked, emptyQueue, enqueue, formatFileSize, isSending, removeQueued, roomFor, setState,
  submitBlocked, typeNames, waiting, type Queue, type QueuedFile,
} from '../../../adapters/documents';
import type { Locale } from '../../../adapters/types';
import { ConfirmationModal } from '../../modals/ConfirmationModal';
import { Modal } from '../../modals/Modal';
import { CloseIcon } from '../../modals/parts';
import { DocumentTable } from './DocumentTable';
import type { DocumentsClient } from './documents-client';

type Tab = 'upload' | 'list';

export interface UploadDialogProps {
  open: boolean;
  onClose(): void;
  client: DocumentsClient;
  reply: DocumentsReply;
  /** the list changed on the server: read it again */
  onChanged(): Promise<void>;
  /** read only (a CSR, a locked application): the list alone */
  readOnly: boolean;
}

/**
 * The upload dialog (docs/requirements.md §11.5): two tabs, upload and the uploaded documents.
 * Chosen files are queued; Upload sends them one at a time and each ends as uploaded or refused
 * (a cross and the server's reason). Choosing is disabled while sending and at the maximum; Upload
 * while sending and with nothing waiting. Delete asks first (deleteDocument) and says the outcome
 * for 2 seconds.
 */
export function UploadDialog({ open, onClose, client, reply, onChanged, readOnly }: UploadDialogProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const tabIds = { upload: useId(), list: useId() };
  const [tab, setTab] = useState<Tab>(readOnly ? 'list' : 'upload');
  const [queue, setQueue] = useState<Queue<File>>(emptyQueue);
  const [leftOut, setLeftOut] = useState(0);
  const [confirming, setConfirming] = useState<DocumentWire | null>(null);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const stored = reply.documents.length;
  const blocked = chooseBlocked(queue, stored, reply.max_files);
  const shownTab = readOnly ? 'list' : tab;

  // the deletion's message shows for 2 seconds
  useEffect(() => {
    if (!said) return undefined;
    const timer = setTimeout(() => setSaid(null), DELETE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const close = () => {
    if (isSending(queue)) return;
    // what was sent is in the list now; files still waiting stay for the next opening
    setQueue((q) => ({ ...q, files: waiting(q) }));
    setLeftOut(0);
    onClose();
  };

  const choose = (files: FileList | null) => {
    const list = [...(files ?? [])];
    const room = roomFor(queue, stored, reply.max_files);
    setQueue((q) => enqueue(q, list.slice(0, room).map((file) => ({ fileName: file.name, file }))));
    setLeftOut(Math.max(0, list.length - room));
    if (input.current) input.current.value = '';
  };

  const send = async () => {
    let q = queue;
    const update = (next: Queue<File>) => setQueue((q = next));
    for (const item of waiting(queue)) {
      update(setState(q, item.id, 'sending'));
      try {
        await client.upload(item.file);
        update(setState(q, item.id, 'success'));
      } catch (error) {
        update(setState(q, item.id, 'error', (error as Error).message || t('documents.upload.failed')));
      }
    }
    await onChanged();
  };

  const remove = async (doc: DocumentWire) => {
    setConfirming(null);
    try {
      await client.remove(doc.document_id);
      setSaid({ text: t('documents.delete.done', { name: doc.document_desc }), error: false });
    } catch (error) {
      setSaid({ text: t('documents.delete.failed', { name: doc.document_desc, reason: (error as Error).message || t('documents.upload.failed') }), error: true });
    }
    await onChanged();
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = shownTab === 'upload' ? 'list' : 'upload';
    setTab(next);
    document.getElementById(tabIds[next])?.focus();
  };

  const tabButton = (name: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={tabIds[name]}
      aria-selected={shownTab === name}
      aria-controls={`${tabIds[name]}-panel`}
      tabIndex={shownTab === name ? 0 : -1}
      className="att-tab"
      onClick={() => setTab(name)}
    >
      {label}
    </button>
  );

  return (
    <>
      <Modal open={open && !confirming} onDismiss={close} labelledBy={titleId} className="att-dialog">
        <CloseIcon onClick={close} />
        <h2 id={titleId} className="md-title">{t('documents.dialog.title')}</h2>
        <div role="tablist" aria-label={t('documents.dialog.tabs')} className="att-tabs" onKeyDown={onTabKey}>
          {!readOnly && tabButton('upload', t('documents.tab.upload'))}
          {tabButton('list', t('documents.tab.list', { count: stored }))}
        </div>
        <div role="tabpanel" id={`${tabIds[shownTab]}-panel`} aria-labelledby={tabIds[shownTab]} className="att-panel">
          {shownTab === 'upload' ? (
            <UploadTab
              rules={t('documents.upload.rules', { types: joinLabels(typeNames(reply.allowed_types), locale), size: formatFileSize(reply.max_file_bytes, locale), max: reply.max_files })}
              accept={acceptAttribute(reply.allowed_types)}
              input={input}
              blocked={blocked}
              max={reply.max_files}
              leftOut={leftOut}
              queue={queue}
              onChoose={choose}
              onRemove={(id) => setQueue((q) => removeQueued(q, id))}
              onSubmit={send}
            />
          ) : (
            <>
              <p role="status" className={`att-said${said?.error ? ' att-said--error' : ''}`}>{said?.text ?? ''}</p>
              {stored === 0 ? (
                <p>{reply.empty_message}</p>
              ) : (
                <DocumentTable documents={reply.documents} downloadUrl={client.downloadUrl} onDelete={readOnly ? undefined : setConfirming} />
              )}
            </>
          )}
        </div>
      </Modal>
      <ConfirmationModal
        open={confirming !== null}
        title={t('documents.delete.title')}
        message={t('documents.delete.message', { name: confirming?.document_desc ?? '' })}
        buttons={[
          { id: 'delete', label: t('documents.delete.confirm') },
          { id: 'cancel', label: t('documents.delete.cancel'), variant: 'secondary' },
        ]}
        onClose={(id) => (id === 'delete' && confirming ? void remove(confirming) : setConfirming(null))}
      />
    </>
  );
}

interface UploadTabProps {
  rules: string;
  accept: string;
  input: React.RefObject<HTMLInputElement | null>;
  blocked: 'sending' | 'max' | null;
  max: number;
  leftOut: number;
  queue: Queue<File>;
  onChoose(files: FileList | null): void;
  onRemove(id: number): void;
  onSubmit(): void;
}

function UploadTab({ rules, accept, input, blocked, max, leftOut, queue, onChoose, onRemove, onSubmit }: UploadTabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const inputId = useId();
  const sending = isSending(queue);
  return (
    <>
      <p className="jf-help">{rules}</p>
      <div className="att-choose">
        <label htmlFor={inputId} className="att-hidden">{t('documents.upload.chooseLabel')}</label>
        <input ref={input} id={inputId} type="file" multiple accept={accept} className="att-hidden" tabIndex={-1} disabled={blocked !== null} onChange={(e) => onChoose(e.target.files)} />
        <button type="button" className="jf-button jf-button--secondary" disabled={blocked !== null} onClick={() => input.current?.click()}>
          {t('documents.upload.choose')}
        </button>
      </div>
      {blocked === 'max' && <p className="jf-help">{t('documents.upload.atMax', { max })}</p>}
      {leftOut > 0 && <p className="jf-error" role="alert">{t('documents.upload.leftOut', { count: leftOut, max })}</p>}
      <h3 className="att-queue-title">{t('documents.upload.queue')}</h3>
      {queue.files.length === 0 ? (
        <p className="jf-help">{t('documents.upload.empty')}</p>
      ) : (
        <ul className="att-queue" aria-live="polite">
          {queue.files.map((f) => (
            <QueuedRow key={f.id} file={f} onRemove={onRemove} />
          ))}
        </ul>
      )}
      <div className="md-buttons">
        <button type="button" className="jf-button" disabled={submitBlocked(queue)} aria-busy={sending} onClick={onSubmit}>
          {t(sending ? 'documents.upload.sending' : 'documents.upload.submit')}
        </button>
      </div>
    </>
  );
}

const ICONS = { waiting: '•', sending: '…', success: '✓', error: '✕' } as const;

function QueuedRow({ file, onRemove }: { file: QueuedFile<File>; onRemove(id: number): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <li className={`att-queued att-queued--${file.state}`}>
      <span className="att-icon" aria-hidden="true">{ICONS[file.state]}</span>
      <span className="att-queued-name">{file.fileName}</span>
      <span className="att-queued-state">{t(`documents.state.${file.state}`)}</span>
      {file.state === 'waiting' && (
        <button type="button" className="jf-button jf-button--link att-small" aria-label={t('documents.upload.remove', { name: file.fileName })} onClick={() => onRemove(file.id)}>
          ✕
        </button>
      )}
      {file.state === 'error' && file.message && <p className="jf-error att-queued-message">{file.message}</p>}
    </li>
  );
}
