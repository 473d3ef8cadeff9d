import { useIntl } from 'react-intl';
import type { StatusEvent } from '../../../adapters/api';
import { formatDate, toIsoDate } from '../../../adapters/format';

const pad = (n: number) => String(n).padStart(2, '0');
/** dd/MM/yyyy HH:mm in the reader's time zone. */
const when = (iso: string) => {
  const at = new Date(iso);
  return `${formatDate(toIsoDate(at))} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/** The status history, oldest first: who, when, from, to, the action and the note. */
export function StatusHistory({ events }: { events: readonly StatusEvent[] | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const status = (code: string | null | undefined) => (code ? t(`backoffice.status.${code}`) : '—');
  return (
    <section className="review-history" aria-labelledby="review-history-title">
      <h2 id="review-history-title">{t('review.history')}</h2>
      {events && events.length === 0 && <p>{t('review.history.none')}</p>}
      {events && events.length > 0 && (
        <div className="review-table-scroll">
          <table>
            <thead>
              <tr>
                {['when', 'who', 'from', 'to', 'action', 'note'].map((c) => (
                  <th key={c} scope="col">{t(`review.history.${c}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.map((e, i) => (
                <tr key={i}>
                  <td data-label={t('review.history.when')}>{when(e.at)}</td>
                  <td data-label={t('review.history.who')}>{e.actor_name ?? (e.actor === 'system' ? t('review.history.system') : e.actor)}</td>
                  <td data-label={t('review.history.from')}>{status(e.from_status)}</td>
                  <td data-label={t('review.history.to')}>{status(e.to_status)}</td>
                  <td data-label={t('review.history.action')}>{t(`review.event.${e.action}`)}</td>
                  <td data-label={t('review.history.note')}>{e.note_text ?? e.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
