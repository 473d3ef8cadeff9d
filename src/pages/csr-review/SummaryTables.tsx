import { useIntl } from 'react-intl';
import type { ReviewEntry, ReviewGroup } from '../../../adapters/review';
import { AnswerText } from '../review-application/AnswerText';
import { EditStepLink } from '../review-application/EditStepLink';

/**
 * The csr-review page (v1) answers: per step, one table per page section (question | answer); a
 * multi-field list's items are small tables of their own inside the answer cell (docs/requirements.md §8.5).
 * `editable`: each step has an Edit link to it (the applicant's review page, while the application may change).
 */
export function SummaryTables({ groups, editable = false }: { groups: readonly ReviewGroup[]; editable?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="review-answers csr-review-tables" aria-labelledby="review-answers-title">
      <h2 id="review-answers-title">{t('review.answers')}</h2>
      {groups.length === 0 && <p>{t('review.noAnswers')}</p>}
      {groups.map((group) => (
        <div key={group.route} className="csr-review-step">
          <h3>{group.title}</h3>
          {editable && <EditStepLink route={group.route} title={group.title} />}
          {group.sections.map((section, i) => (
            <table key={i} className="csr-review-table">
              {/* a section titled as its step: the heading above says it, the caption still names the table */}
              <caption className={!section.title || section.title === group.title ? 'visually-hidden' : undefined}>{section.title ?? group.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('csrReview.question')}</th>
                  <th scope="col">{t('csrReview.answer')}</th>
                </tr>
              </thead>
              <tbody>
                <Rows entries={section.entries} />
              </tbody>
            </table>
          ))}
        </div>
      ))}
    </section>
  );
}

function Rows({ entries }: { entries: readonly ReviewEntry[] }) {
  return entries.map((entry) => (
    <tr key={entry.path}>
      <th scope="row">{entry.label}</th>
      <td>
        <Answer entry={entry} />
      </td>
    </tr>
  ));
}

function Answer({ entry }: { entry: ReviewEntry }) {
  switch (entry.kind) {
    case 'answer':
      return <AnswerText text={entry.text} />;
    case 'parts':
      return (
        <ul className="review-parts">
          {entry.parts.map((part) => (
            <li key={part.label}>
              <span>{part.label}</span> <span className="review-part-value"><AnswerText text={part.text} /></span>
            </li>
          ))}
        </ul>
      );
    case 'list':
      return entry.items.map((item, index) => (
        <table key={index} className="csr-review-table csr-review-item">
          <caption>{item.title}</caption>
          <tbody>
            <Rows entries={item.entries} />
          </tbody>
        </table>
      ));
  }
}
