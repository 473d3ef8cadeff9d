import { useIntl } from 'react-intl';
import type { ReviewEntry, ReviewGroup } from '../../../adapters/review';
import { AnswerText } from './AnswerText';
import { EditStepLink } from './EditStepLink';

interface Props {
  groups: readonly ReviewGroup[];
  /** whether each step has its Edit link */
  editable: boolean;
  /**
   * What Edit does instead of following the link to the step (a CSR: open the customer first,
   * useCsrStepEdit); without it Edit is a plain link to the step, as the applicant's review page has it.
   */
  onEdit?: (route: string) => void;
  /** a message that Edit failed, shown under the heading */
  editFailed?: boolean;
}

/**
 * The application's answers: one disclosure per step (closed; a reviewer opens what they check),
 * entries by page section, a disclosure per list item; an Edit link to the step where editing is allowed.
 */
export function ReviewAnswers({ groups, editable, onEdit, editFailed = false }: Props) {
  const intl = useIntl();
  return (
    <section className="review-answers" aria-labelledby="review-answers-title">
      <h2 id="review-answers-title">{intl.formatMessage({ id: 'review.answers' })}</h2>
      {editFailed && <p role="alert" className="review-edit-failed">{intl.formatMessage({ id: 'review.editFailed' })}</p>}
      {groups.length === 0 && <p>{intl.formatMessage({ id: 'review.noAnswers' })}</p>}
      {groups.map((group) => (
        <details key={group.route} className="review-step">
          <summary>
            <h3>{group.title}</h3>
          </summary>
          <div className="review-step-body">
            {editable && <EditStepLink route={group.route} title={group.title} onEdit={onEdit} />}
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
