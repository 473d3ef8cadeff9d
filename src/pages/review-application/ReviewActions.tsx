import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProposalWithApplicant, StatusChangeBody } from '../../../adapters/api';
import { can, type Principal } from '../../../adapters/identity/permissions';
import { allowedActions, type Status } from '../../../adapters/status';
import { ApiError } from '../../api/client';
import { changeStatus } from '../../api/review';
import { useRequestContext } from '../../api/useRequestContext';
import { Notice, type NoticeKind } from '../../shell/Notice';

/** A decision offered on the page: a button, or the status picker of STATUS_UPDATE. */
interface Decision {
  key: 'ASSIGN_TO' | 'APPROVE' | 'REJECT' | 'SEND_TO_CUSTOMER' | 'SEND_TO_SPONSOR' | 'BOUND_MANUALLY';
  body: Omit<StatusChangeBody, 'note'>;
}

/**
 * What this reviewer may decide in `status`, from the transition table (docs/requirements.md §3.3, §8.3):
 * taking the application needs one permission, deciding on it another.
 */
export function decisionsFor(status: Status, client: string | undefined, principal: Principal): { buttons: Decision[]; targets: Status[] } {
  const allowed = allowedActions(status, 'csr', client);
  const has = (action: string) => allowed.some((a) => a.action === action);
  const buttons: Decision[] = [];
  if (can.assignToSelf(principal) && has('ASSIGN_TO')) buttons.push({ key: 'ASSIGN_TO', body: { type: 'ASSIGN_TO' } });
  if (!can.decideAsCsr(principal)) return { buttons, targets: [] };
  for (const key of ['APPROVE', 'REJECT', 'SEND_TO_CUSTOMER'] as const) if (has(key)) buttons.push({ key, body: { type: key } });
  // the applicant chose to pay by cheque: when it arrives the CSR binds the policy (docs/requirements.md §6.4)
  if (status === 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT' && has('BOUND_MANUALLY')) buttons.push({ key: 'BOUND_MANUALLY', body: { type: 'BOUND_MANUALLY' } });
  const targets = allowed.filter((a) => a.action === 'STATUS_UPDATE').map((a) => a.to);
  if (targets.includes('PENDING_SPONSOR_REVIEW')) buttons.push({ key: 'SEND_TO_SPONSOR', body: { type: 'STATUS_UPDATE', status: 'PENDING_SPONSOR_REVIEW' } });
  return { buttons, targets };
}

export function ReviewActions({ proposal, principal, onChanged }: { proposal: ProposalWithApplicant; principal: Principal; onChanged: () => Promise<unknown> }) {
  const intl = useIntl();
  const ctx = useRequestContext();
  const ids = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState<Status | ''>('');
  const [outcome, setOutcome] = useState<{ kind: NoticeKind; text: string }>();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const statusLabel = (code: string) => t(`backoffice.status.${code}`);
  const { buttons, targets } = decisionsFor(proposal.status, proposal.client, principal);

  const decide = async (body: Omit<StatusChangeBody, 'note'>) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const changed = await changeStatus(ctx, proposal.id, proposal.progress_states_revision, { ...body, ...(note.trim() ? { note: note.trim() } : {}) });
      setNote('');
      setTarget('');
      setOutcome({ kind: 'success', text: t('review.done', { status: statusLabel(changed.status) }) });
    } catch (e) {
      const current = e instanceof ApiError ? e.body?.current_status : undefined;
      if (e instanceof ApiError && e.status === 409 && typeof current === 'string') {
        setOutcome({ kind: 'warning', text: t('review.stale', { from: statusLabel(proposal.status), to: statusLabel(current) }) });
      } else {
        const message = e instanceof ApiError ? (e.serverMessage ?? t(e.statusTextId)) : '';
        setOutcome({ kind: 'error', text: t('review.failed', { message }) });
      }
    } finally {
      setBusy(false);
    }
    await onChanged();
  };

  return (
    <section className="review-actions" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('review.decision')}</h2>
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      {buttons.length === 0 && targets.length === 0 ? (
        <p>{t('review.noActions')}</p>
      ) : (
        <form className="review-form" onSubmit={(e) => e.preventDefault()} aria-busy={busy}>
          <div className="field">
            <label htmlFor={`${ids}-note`}>{t('review.note')}</label>
            <p id={`${ids}-hint`} className="hint">{t('review.noteHint')}</p>
            <textarea id={`${ids}-note`} aria-describedby={`${ids}-hint`} rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <div className="review-buttons">
            {buttons.map((b) => (
              <button key={b.key} type="button" className={b.key === 'APPROVE' || b.key === 'BOUND_MANUALLY' ? 'button' : 'button secondary'} disabled={busy} onClick={() => void decide(b.body)}>
                {t(`review.action.${b.key}`)}
              </button>
            ))}
          </div>
          {targets.length > 0 && (
            <div className="review-set-status">
              <div className="field">
                <label htmlFor={`${ids}-status`}>{t('review.newStatus')}</label>
                <select id={`${ids}-status`} value={target} onChange={(e) => setTarget(e.target.value as Status | '')}>
                  <option value="">{t('review.chooseStatus')}</option>
                  {targets.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" className="button secondary" disabled={busy || target === ''} onClick={() => target && void decide({ type: 'STATUS_UPDATE', status: target })}>
                {t('review.action.STATUS_UPDATE')}
              </button>
            </div>
          )}
          {busy && <p role="status">{t('review.saving')}</p>}
        </form>
      )}
    </section>
  );
}
