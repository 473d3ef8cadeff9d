import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { FOOTER_PAGE, useConfigComponent } from '../../api/shell';
import type { FooterConfig } from './footer-config';
import './footer.css';

const ConsentDrawer = lazy(() => import('./ConsentDrawer'));

/**
 * The footer of every page (docs/requirements.md §11.1), from the configuration: the logo's link,
 * groups of links (outside pages in a new tab, or the consent drawer) and the copyright line.
 * Loaded after the page, with its styles: nothing in it is needed for the first paint.
 */
export default function Footer() {
  const intl = useIntl();
  const config = useConfigComponent<FooterConfig>(FOOTER_PAGE).data?.content;
  const [drawer, setDrawer] = useState(false);
  if (!config) return null;
  const newTab = <span className="visually-hidden"> {intl.formatMessage({ id: 'app.shell.newTab' })}</span>;
  return (
    <footer className="shell-footer">
      <div className="shell-footer-inner">
        {config.logo && (
          <a className="shell-footer-logo" href={config.logo.href} target="_blank" rel="noopener noreferrer">
            {config.logo.label}
            {newTab}
          </a>
        )}
        {config.groups && config.groups.length > 0 && (
          <nav className="shell-footer-groups" aria-label={intl.formatMessage({ id: 'app.shell.footerLinks' })}>
            {config.groups.map((group) => (
              <section key={group.id} aria-labelledby={`footer-${group.id}`}>
                <h2 id={`footer-${group.id}`} className="shell-footer-title">{group.title}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.id}>
                      {link.drawer === 'consent' && config.consent ? (
                        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setDrawer(true)}>
                          {link.label}
                        </button>
                      ) : (
                        <a href={link.href} target="_blank" rel="noopener noreferrer">
                          {link.label}
                          {newTab}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
        {config.copyright && <p className="shell-footer-copyright">{config.copyright.replace('{year}', String(new Date().getFullYear()))}</p>}
      </div>
      {drawer && config.consent && (
        <Suspense fallback={null}>
          <ConsentDrawer words={config.consent} onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </footer>
  );
}
