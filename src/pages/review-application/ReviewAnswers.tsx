import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ReviewEntry, ReviewGroup } from '../../../adapters/review';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';

/**
 * The application's answers: one disclosure per step (closed; a reviewer opens what they check),
 * entries by page section, a disclosure per list item; an Edit link to the step unless approved.
 */
export function ReviewAnswers({ groups, editable }: { groups: readonly ReviewGroup[]; editable: boolean }) {
  const intl = useIntl();
  const { path } = useBase();
  return (
    <section className="review-answers" aria-labelledby="review-answers-title">
      <h2 id="review-answers-title">{intl.formatMessage({ id: 'review.answers' })}</h2>
      {groups.length === 0 && <p>{intl.formatMessage({ id: 'review.noAnswers' })}</p>}
      {groups.map((group) => (
        <details key={group.route} className="review-step">
          <summary>
            <h3>{group.title}</h3>
          </summary>
          <div className="review-step-body">
            {editable && (
              <p className="review-edit">
                <Link to={paths.step(path, group.route)} aria-label={intl.formatMessage({ id: 'review.editPage' }, { page: group.title })}>
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
            {entry.kind === 'answer' && entry.text}
            {entry.kind === 'parts' && (
              <ul className="review-parts">
                {entry.parts.map((part) => (
                  <li key={part.label}>
                    <span>{part.label}</span> <span className="review-part-value">{part.text}</span>
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
