import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { ReviewEntry, ReviewGroup } from '../../../adapters/review';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { useCsrCustomer } from '../../session/useCsrCustomer';
import { AnswerText } from './AnswerText';

/**
 * The application's answers: one disclosure per step (closed; a reviewer opens what they check),
 * entries by page section, a disclosure per list item; an Edit link to the step unless approved.
 * Edit opens the step in the CSR journey for the application's customer (docs/requirements.md §8.1).
 */
export function ReviewAnswers({ groups, editable, customerNumber }: { groups: readonly ReviewGroup[]; editable: boolean; customerNumber: string }) {
  const intl = useIntl();
  const { path } = useBase();
  const navigate = useNavigate();
  const csrCustomer = useCsrCustomer();
  const [failed, setFailed] = useState(false);
  const edit = (route: string) => {
    setFailed(false);
    csrCustomer.open(customerNumber).then(
      () => navigate(paths.step(path, route)),
      () => setFailed(true),
    );
  };
  return (
    <section className="review-answers" aria-labelledby="review-answers-title">
      <h2 id="review-answers-title">{intl.formatMessage({ id: 'review.answers' })}</h2>
      {failed && <p role="alert" className="review-edit-failed">{intl.formatMessage({ id: 'review.editFailed' })}</p>}
      {groups.length === 0 && <p>{intl.formatMessage({ id: 'review.noAnswers' })}</p>}
      {groups.map((group) => (
        <details key={group.route} className="review-step">
          <summary>
            <h3>{group.title}</h3>
          </summary>
          <div className="review-step-body">
            {editable && (
              <p className="review-edit">
                <Link
                  to={paths.step(path, group.route)}
                  aria-label={intl.formatMessage({ id: 'review.editPage' }, { page: group.title })}
                  onClick={(event) => {
                    event.preventDefault();
                    edit(group.route);
                  }}
                >
                  {intl.formatMessage({ id: 'review.edit' })}
                </Link>
              </p>
            )}
            {group.sections.map((section, i) => (
              <div key={i} className="review-section">
                {section.title && <h4>{section.title}</h4>}
                <Entries entries={section.entries} />
              </div>
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}

function Entries({ entries }: { entries: readonly ReviewEntry[] }) {
  return (
    <dl className="review-entries">
      {entries.map((entry) => (
        <div key={entry.path} className={`review-entry review-entry-${entry.kind}`}>
          <dt>{entry.label}</dt>
          <dd>
            {entry.kind === 'answer' && <AnswerText text={entry.text} />}
            {entry.kind === 'parts' && (
              <ul className="review-parts">
                {entry.parts.map((part) => (
                  <li key={part.label}>
                    <span>{part.label}</span> <span className="review-part-value"><AnswerText text={part.text} /></span>
                  </li>
                ))}
              </ul>
            )}
            {entry.kind === 'list' &&
              entry.items.map((item, index) => (
                <details key={index} className="review-item">
                  <summary>{item.title}</summary>
                  <Entries entries={item.entries} />
                </details>
              ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
