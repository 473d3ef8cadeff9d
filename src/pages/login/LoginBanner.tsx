import { useIntl } from 'react-intl';
import { Notice } from '../../shell/Notice';

export type LoginBannerKind = 'autoLogout' | 'authError';

/** The query flags that show a banner on the sign-in page (docs/requirements.md §7.2), first one wins. */
const FLAGS: readonly [string, LoginBannerKind][] = [
  ['autoLogout', 'autoLogout'],
  ['oktaAuthError', 'authError'],
];

export function bannerOf(search: URLSearchParams): LoginBannerKind | undefined {
  return FLAGS.find(([flag]) => search.get(flag) === 'true')?.[1];
}

/** The query without the banner flags: dismissing the banner clears them (a `next` stays). */
export function withoutBannerFlags(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const [flag] of FLAGS) rest.delete(flag);
  return rest;
}

/** The dismissible banner of an automatic sign-out or of a failed sign-in elsewhere. */
export function LoginBanner({ kind, onDismiss }: { kind: LoginBannerKind; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <div className="login-banner">
      <Notice kind={kind === 'authError' ? 'error' : 'info'}>
        <p>{intl.formatMessage({ id: `app.login.banner.${kind}` })}</p>
      </Notice>
      <button type="button" className="login-banner-close" aria-label={intl.formatMessage({ id: 'app.login.banner.dismiss' })} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
