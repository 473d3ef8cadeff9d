import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { can } from '../../../adapters/identity/permissions';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { useSession } from '../../session/SessionContext';
import { useSignOut } from '../../session/useSignOut';
import { LanguageSwitch } from '../LanguageSwitch';

const HeaderButtons = lazy(() => import('./HeaderButtons'));
const SupportModal = lazy(() => import('../support/SupportModal'));
const FrenchFirst = lazy(() => import('../language/FrenchFirst'));

/**
 * The header of every page (docs/requirements.md §11.1): the program's name linking home, the
 * configured buttons (a lazy part: they come with their configuration), who is signed in,
 * sign-in or sign-out, and the language switch. Below 992 px the buttons and the user fold into a
 * panel behind a Menu toggle; the language switch stays outside it, one click away.
 * In the CSR flow the header links nowhere: the CSR banner's links are the ways out (§8.1).
 */
export function Header() {
  const intl = useIntl();
  const base = useBase();
  const { pathname } = useLocation();
  const { session } = useSession();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [support, setSupport] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // a new page closes the menu panel
  useEffect(() => setMenuOpen(false), [pathname]);

  const csrFlow = !!session?.csrCustomerNumber && can.workOnAnyApplication(session.principal);
  const program = intl.formatMessage({ id: `app.program.${base.program.client}` });
  const name = session ? `${session.firstName} ${session.lastName}`.trim() || session.login : undefined;
  const text = (id: string) => intl.formatMessage({ id: `app.shell.${id}` });
  const onAuthPage = ['login', 'auth', 'internal-login'].includes(base.rest[0] ?? '');

  // Escape, from the toggle or inside the panel, closes the panel and gives the focus back to the toggle
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <header className="shell-header" onKeyDown={onKeyDown}>
      {csrFlow ? (
        <span className="shell-brand">{program}</span>
      ) : (
        <Link className="shell-brand" to={base.path}>
          {program}
        </Link>
      )}
      <div className="shell-bar">
        <LanguageSwitch />
        <button ref={toggle} type="button" className="shell-menu-toggle" aria-expanded={menuOpen} aria-controls="shell-menu" onClick={() => setMenuOpen(!menuOpen)}>
          <span className="shell-menu-icon" aria-hidden="true" />
          {text('menu')}
        </button>
      </div>
      <nav id="shell-menu" className={`shell-nav${menuOpen ? ' open' : ''}`} aria-label={text('mainNav')}>
        <Suspense fallback={null}>
          <HeaderButtons onSupport={() => setSupport(true)} />
        </Suspense>
        <div className="shell-tools">
          {name && (
            <span className="shell-user" title={name}>
              {intl.formatMessage({ id: 'app.shell.signedInAs' }, { name })}
            </span>
          )}
          {session ? (
            <button type="button" className="link-button" onClick={() => void signOut()}>
              {text('signOut')}
            </button>
          ) : (
            !onAuthPage && <Link to={paths.login(base.path)}>{text('signIn')}</Link>
          )}
        </div>
      </nav>
      <Suspense fallback={null}>
        {support && <SupportModal onClose={() => setSupport(false)} />}
        {session && can.workOnOwnApplication(session.principal) && <FrenchFirst />}
      </Suspense>
    </header>
  );
}
