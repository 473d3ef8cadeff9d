import { Fragment, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { can } from '../../adapters/identity/permissions';
import { useBase } from '../base/BaseContext';
import { useSession } from '../session/SessionContext';
import { useSignOut } from '../session/useSignOut';
import { useFocusHeadingOnRouteChange } from './focus-heading';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * Header (program name, language switch, who is signed in) around the page; focus to the new page's heading on navigation.
 * In the CSR flow (a CSR with a customer's application open) the header links nowhere: the banner's
 * links are the only ways out, so the customer is closed on purpose (docs/requirements.md §8.1).
 */
export function Shell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(main);
  const base = useBase();
  const { session } = useSession();
  const signOut = useSignOut();
  const csrFlow = !!session?.csrCustomerNumber && can.workOnAnyApplication(session.principal);
  const program = intl.formatMessage({ id: `app.program.${base.program.client}` });
  const name = session ? `${session.firstName} ${session.lastName}`.trim() || session.login : undefined;
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'app.shell.skipToContent' })}
      </a>
      <header className="shell-header">
        {csrFlow ? (
          <span className="shell-brand">{program}</span>
        ) : (
          <Link className="shell-brand" to={base.path}>
            {program}
          </Link>
        )}
        <div className="shell-tools">
          {name && (
            // on a narrow screen only the name shows; "Signed in as" stays for screen readers (src/styles.css)
            <span className="shell-user" title={name}>
              {intl
                .formatMessage({ id: 'app.shell.signedInAs' }, { name: <span className="shell-user-name">{name}</span> })
                .map((part, i) => (typeof part === 'string' ? <span key={i} className="shell-user-label">{part}</span> : <Fragment key={i}>{part}</Fragment>))}
            </span>
          )}
          {session && (
            <button type="button" className="link-button" onClick={() => void signOut()}>
              {intl.formatMessage({ id: 'app.shell.signOut' })}
            </button>
          )}
          <LanguageSwitch />
        </div>
      </header>
      <main ref={main} id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
