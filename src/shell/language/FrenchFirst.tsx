import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { can } from '../../../adapters/identity/permissions';
import { pageKind } from '../../../adapters/shell/header';
import { getLanguageOffer } from '../../api/shell';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { useSession } from '../../session/SessionContext';

/** Per tab and per person: asked once, then done (the person's choice stands). */
const KEY = 'portal.frenchFirst';
type Step = 'asked' | 'done';

function read(login: string): Step | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { login?: string; step?: Step } | null;
    return stored?.login === login ? stored.step : undefined;
  } catch {
    return undefined;
  }
}

function write(login: string, step: Step): void {
  sessionStorage.setItem(KEY, JSON.stringify({ login, step }));
}

const ChangeLanguageModal = lazy(() => import('./ChangeLanguageModal'));

/**
 * Quebec French first (docs/requirements.md §9.5): on the first page an applicant opens after signing
 * in (not the start page, which decides where they go), the server says whether they are offered
 * French first; on an English page they are moved to the same page in French and the change-language
 * modal says why, with English one click away. Asked once per tab: their choice then stands.
 */
function useFrenchFirst(): { offer: boolean; dismiss: () => void } {
  const { session } = useSession();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const login = session && can.workOnOwnApplication(session.principal) ? session.login : undefined;
  const [offer, setOffer] = useState(false);

  useEffect(() => {
    if (!login || read(login) || base.rest.length === 0 || pageKind(base.rest) !== 'other') return;
    write(login, 'asked');
    getLanguageOffer(ctx).then(
      (reply) => {
        write(login, 'done');
        if (!reply.french_first || base.locale === 'fr-CA') return;
        // the page the person is on by now, in French; the header stays mounted through the move, so
        // the offer shows there (a reload meanwhile only loses the explanation: the choice is made)
        setOffer(true);
        void navigate(paths.switchLocale(window.location.pathname, window.location.search, 'fr-CA'), { replace: true });
      },
      // not known now: asked again on the next page
      () => sessionStorage.removeItem(KEY),
    );
  }, [login, pathname, base, ctx, navigate]);

  return { offer, dismiss: () => setOffer(false) };
}

/** The header's lazy part for a signed-in applicant: the offer, then the change-language modal once. */
export default function FrenchFirst() {
  const { offer, dismiss } = useFrenchFirst();
  const { locale } = useBase();
  // shown once the page is French, never in English while the move is on its way
  return offer && locale === 'fr-CA' ? (
    <Suspense fallback={null}>
      <ChangeLanguageModal onClose={dismiss} />
    </Suspense>
  ) : null;
}
