import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { DEFAULT_COUNTDOWN_SECONDS, announcesAt, countdownText, idlePhase, idleTiming, type IdlePhase } from '../../adapters/identity/idle';
import { Modal } from '../../widgets/modals';
import { configKey, getConfig, USER_IDLE_PAGE } from '../api/config';
import { ApiError } from '../api/client';
import { keepAlive } from '../api/keep-alive';
import { useCurrentUser } from '../api/session';
import { useRequestContext } from '../api/useRequestContext';
import { recordActivity, renewDue, renewedAt, sharedActivity } from './activity';
import { useSession } from './SessionContext';
import { useSignOut } from './useSignOut';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
const TICK_MS = 1000;

/** The countdowns of the brand configuration (user_idle: timeout, wizardTimeout), in seconds. */
interface UserIdleConfig {
  timeout?: number;
  wizardTimeout?: number;
}

function useCountdownSeconds(wizard: boolean): number {
  const ctx = useRequestContext();
  const config = useSWR(configKey(ctx.client, USER_IDLE_PAGE), () => getConfig<UserIdleConfig>(ctx, ctx.locale, USER_IDLE_PAGE), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const configured = wizard ? config.data?.content?.wizardTimeout : config.data?.content?.timeout;
  return configured && configured > 0 ? configured : DEFAULT_COUNTDOWN_SECONDS[wizard ? 'wizard' : 'page'];
}

/**
 * Idle handling of a signed-in page (docs/requirements.md §7.8). While the person uses the page
 * (pointer, keys, scrolling, in any tab) the server's idle clock is restarted now and then; after
 * a quiet spell derived from the server's idle timeout a countdown modal asks whether they are
 * still there; "Stay signed in" restarts the server's clock, and at zero they are signed out and
 * sent to the sign-in page with the automatic sign-out banner. `wizard`: the journey's shorter countdown.
 */
export function IdleWatch({ wizard = false }: { wizard?: boolean }) {
  const { session } = useSession();
  const fetched = useCurrentUser(!session?.idle);
  const settings = session?.idle ?? fetched.data?.idle;
  const countdownSeconds = useCountdownSeconds(wizard);
  const timing = useMemo(() => settings && idleTiming(settings, countdownSeconds), [settings, countdownSeconds]);
  const ctx = useRequestContext();
  const signOut = useSignOut();
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });
  const lastActivity = useRef(Date.now());
  const warning = useRef(false);
  const ending = useRef(false);
  useEffect(() => {
    warning.current = phase.phase === 'warning';
  }, [phase]);

  const end = useCallback(() => {
    if (ending.current) return;
    ending.current = true;
    void signOut('autoLogout');
  }, [signOut]);

  const renew = useCallback(
    async (now: number) => {
      renewedAt(now);
      try {
        await keepAlive(ctx);
      } catch (e) {
        // the server already ended the session: nothing left to keep
        if (e instanceof ApiError && e.status === 401) end();
      }
    },
    [ctx, end],
  );

  // activity: counts unless the countdown is showing, where only an answer to the modal does
  useEffect(() => {
    if (!timing) return undefined;
    const onActivity = () => {
      if (warning.current) return;
      const now = Date.now();
      lastActivity.current = now;
      recordActivity(now);
      if (renewDue(now, timing.renewEveryMs)) void renew(now);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [timing, renew]);

  useEffect(() => {
    if (!timing) return undefined;
    const tick = () => {
      const next = idlePhase(timing, Date.now() - Math.max(lastActivity.current, sharedActivity()));
      if (next.phase === 'expired') end();
      // a new state only when what shows changes: no render on a quiet tick
      setPhase((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [timing, end]);

  const stay = () => {
    const now = Date.now();
    lastActivity.current = now;
    recordActivity(now);
    setPhase({ phase: 'active' });
    void renew(now);
  };

  if (!timing || phase.phase !== 'warning') return null;
  return <IdleModal secondsLeft={phase.secondsLeft} firstSecond={Math.round(timing.countdownMs / 1000)} onStay={stay} onSignOut={() => void signOut()} />;
}

function IdleModal({ secondsLeft, firstSecond, onStay, onSignOut }: { secondsLeft: number; firstSecond: number; onStay: () => void; onSignOut: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `app.idle.${id}` }, values);
  // the polite status line changes only at the moments announcesAt names, not every second
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (!announcesAt(secondsLeft, firstSecond)) return;
    const say = (id: string, values: Record<string, string | number>) => intl.formatMessage({ id: `app.idle.${id}` }, values);
    const minutes = Math.floor(secondsLeft / 60);
    const seconds = secondsLeft % 60;
    const time = [minutes ? say('minutes', { count: minutes }) : '', seconds ? say('seconds', { count: seconds }) : ''].filter(Boolean).join(' ');
    setSpoken(say('announce', { time }));
  }, [secondsLeft, firstSecond, intl]);
  return (
    <Modal open role="alertdialog" labelledBy={titleId} describedBy={textId} onDismiss={onStay} className="idle-modal">
      <h2 id={titleId} className="md-title">
        {text('title')}
      </h2>
      <p id={textId}>{text('text')}</p>
      <p className="idle-countdown">
        <span className="idle-countdown-label">{text('countdownLabel')}</span>{' '}
        <span className="idle-countdown-time">
          {countdownText(secondsLeft)}
        </span>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {spoken}
      </p>
      <div className="md-buttons">
        <button type="button" className="jf-button" data-autofocus onClick={onStay}>
          {text('stay')}
        </button>
        <button type="button" className="jf-button jf-button--secondary" onClick={onSignOut}>
          {text('signOut')}
        </button>
      </div>
    </Modal>
  );
}
