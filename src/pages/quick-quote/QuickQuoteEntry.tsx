import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { PROGRAMS } from '../../../adapters/base/programs';

/** The program with a quick quote, and its first page (docs/requirements.md §2.12). */
const QUICK_QUOTE = { client: 'CANSILVWING', first: 'aircraft-details' } as const;

/**
 * {base}/quick-quote: the visitor chooses a program (docs/requirements.md §2.12). Silver wings starts
 * its quick quote; the other programs lead to their sign-in and registration.
 */
export default function QuickQuoteEntry() {
  const intl = useIntl();
  const { locale } = useBase();
  const text = (id: string) => intl.formatMessage({ id: `quickQuote.entry.${id}` });
  useEffect(() => {
    document.title = text('title');
  });
  return (
    <section className="qq-entry" aria-labelledby="qq-entry-title">
      <h1 id="qq-entry-title">{text('title')}</h1>
      <p>{text('intro')}</p>
      <ul className="qq-programs" aria-label={text('programs')}>
        {PROGRAMS.map((program) => {
          const base = paths.base(program, locale);
          return (
            <li key={program.client} className="qq-program">
              <h2>{intl.formatMessage({ id: `app.program.${program.client}` })}</h2>
              {program.client === QUICK_QUOTE.client ? (
                <Link className="button" to={paths.step(paths.quickQuote(base), QUICK_QUOTE.first)}>
                  {text('start')}
                </Link>
              ) : (
                <p className="page-links">
                  <Link to={paths.registration(base)}>{text('register')}</Link>
                  <Link to={paths.login(base)}>{text('login')}</Link>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

