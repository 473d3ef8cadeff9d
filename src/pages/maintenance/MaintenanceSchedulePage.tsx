import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MAINTENANCE_MESSAGE_MAX, type MaintenanceWindow } from '../../../adapters/api/maintenance';
import { windowProblem } from '../../../adapters/errors/maintenance-window';
import { can } from '../../../adapters/identity/permissions';
import { ApiError } from '../../api/client';
import { endMaintenance, listMaintenanceWindows, scheduleMaintenance } from '../../api/maintenance-schedule';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import { MAINTENANCE_MESSAGES } from './maintenance-messages';
import './maintenance.css';

/** `{base}/maintenance-schedule` (docs/requirements.md §11.7): staff schedule, end and cancel maintenance windows. */
export default function MaintenanceSchedulePage() {
  return (
    <BackOfficeFrame area={MAINTENANCE_MESSAGES} allowed={(p) => can.scheduleMaintenance(p)}>
      <Schedule />
    </BackOfficeFrame>
  );
}

type Field = 'start' | 'end' | 'messageEn' | 'messageFr';
type Form = Record<Field, string>;
const EMPTY: Form = { start: '', end: '', messageEn: '', messageFr: '' };
const FIELDS: Field[] = ['start', 'end', 'messageEn', 'messageFr'];

/** A datetime-local value (the person's own time) as an instant; '' when it is none. */
const instant = (local: string) => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : '');

function Schedule() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const ids = useId();
  const redirect = useErrorRedirect();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const [windows, setWindows] = useState<MaintenanceWindow[]>();
  const [form, setForm] = useState<Form>(EMPTY);
  const [problem, setProblem] = useState<{ field?: Field; message: string }>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [fatal, setFatal] = useState<unknown>();
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const title = t('maintenance.schedule.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const load = useCallback(() => listMaintenanceWindows(ctx).then((r) => setWindows(r.windows), setFatal), [ctx]);
  useEffect(() => {
    void load();
  }, [load]);

  if (fatal) return redirect(fatal);
  if (!windows) return <Loading />;
  const serverText = (e: unknown) => (e instanceof ApiError ? (e.serverMessage ?? t(e.statusTextId)) : String(e));
  const leaves = (e: unknown) => e instanceof ApiError && e.redirects && (setFatal(e), true);
  const refuse = (message: string, field?: Field) => {
    setProblem({ field, message });
    if (field) refs.current[field]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const empty = FIELDS.find((f) => form[f].trim() === '');
    if (empty) return refuse(t('maintenance.schedule.required', { field: t(`maintenance.schedule.${empty}`) }), empty);
    const body = { starts_at: instant(form.start), ends_at: instant(form.end), message_en: form.messageEn, message_fr: form.messageFr };
    const rule = windowProblem(body, new Date());
    if (rule === 'invalidTime') return refuse(t('maintenance.schedule.required', { field: t(`maintenance.schedule.${body.starts_at ? 'end' : 'start'}`) }), body.starts_at ? 'end' : 'start');
    if (rule) return refuse(t(`maintenance.schedule.${rule}`), 'end');
    setProblem(undefined);
    setBusy(true);
    try {
      const made = await scheduleMaintenance(ctx, body);
      setForm(EMPTY);
      setDone(t('maintenance.schedule.saved', { start: when(made.starts_at), end: when(made.ends_at) }));
      await load();
    } catch (e) {
      if (!leaves(e)) refuse(t('maintenance.schedule.failed', { message: serverText(e) }));
    } finally {
      setBusy(false);
    }
  };

  const end = async (w: MaintenanceWindow) => {
    setBusy(true);
    setDone(undefined);
    try {
      await endMaintenance(ctx, w.id);
      setDone(t('maintenance.schedule.ended', { start: when(w.starts_at), end: when(w.ends_at) }));
    } catch (e) {
      if (!leaves(e)) setProblem({ message: t('maintenance.schedule.endFailed', { message: serverText(e) }) });
    } finally {
      await load();
      setBusy(false);
    }
  };

  const field = (name: Field) => {
    const id = `${ids}-${name}`;
    const text = name === 'messageEn' || name === 'messageFr';
    const invalid = problem?.field === name;
    const hint = `${id}-hint`;
    const props = {
      id,
      value: form[name],
      required: true,
      'aria-invalid': invalid || undefined,
      'aria-describedby': [hint, invalid && `${ids}-problem`].filter(Boolean).join(' '),
      onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    };
    return (
      <div className="field">
        <label htmlFor={id}>{t(`maintenance.schedule.${name}`)}</label>
        {text ? (
          <textarea {...props} ref={(el) => void (refs.current[name] = el)} maxLength={MAINTENANCE_MESSAGE_MAX} lang={name === 'messageFr' ? 'fr-CA' : 'en-CA'} />
        ) : (
          <input {...props} ref={(el) => void (refs.current[name] = el)} type="datetime-local" />
        )}
        <p id={hint} className="hint">
          {text
            ? t('maintenance.schedule.messageHint', { max: MAINTENANCE_MESSAGE_MAX })
            : t('maintenance.schedule.timeHint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        </p>
      </div>
    );
  };

  return (
    <section className="schedule-page" aria-labelledby={`${ids}-title`}>
      <p>
        <Link to={paths.adminPanel(base.path)}>{t('maintenance.schedule.back')}</Link>
      </p>
      <h1 id={`${ids}-title`} tabIndex={-1}>{title}</h1>
      <p className="schedule-intro">{t('maintenance.schedule.intro')}</p>
      <form className="schedule-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-new`}>
        <h2 id={`${ids}-new`}>{t('maintenance.schedule.new')}</h2>
        <div className="schedule-fields">
          {field('start')}
          {field('end')}
          {field('messageEn')}
          {field('messageFr')}
        </div>
        {problem && (
          <p id={`${ids}-problem`} className="schedule-problem" role="alert">{problem.message}</p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t(busy ? 'maintenance.schedule.saving' : 'maintenance.schedule.save')}
        </button>
      </form>
      <p className="schedule-done" role="status">{done ?? ''}</p>
      <section className="schedule-windows" aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`}>{t('maintenance.schedule.list')}</h2>
        {windows.length === 0 ? (
          <p>{t('maintenance.schedule.none')}</p>
        ) : (
          <ul className="schedule-list">
            {windows.map((w) => {
              const values = { start: when(w.starts_at), end: when(w.ends_at) };
              return (
                <li key={w.id}>
                  <span className="when">
                    {t('maintenance.schedule.when', values)}
                    <span className={`badge${w.on ? ' on' : ''}`}>{t(w.on ? 'maintenance.schedule.on' : 'maintenance.schedule.upcoming')}</span>
                  </span>
                  <blockquote lang="en-CA">{w.message_en}</blockquote>
                  <blockquote lang="fr-CA">{w.message_fr}</blockquote>
                  <p className="by">{t('maintenance.schedule.by', { name: w.created_by })}</p>
                  <p>
                    <button
                      type="button"
                      className="button secondary"
                      disabled={busy}
                      aria-label={t(w.on ? 'maintenance.schedule.endLabel' : 'maintenance.schedule.cancelLabel', values)}
                      onClick={() => void end(w)}
                    >
                      {t(w.on ? 'maintenance.schedule.endNow' : 'maintenance.schedule.cancel')}
                    </button>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </section>
  );
}
