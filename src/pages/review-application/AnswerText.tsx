import { useIntl } from 'react-intl';
// the module itself, not adapters/review's index: that one brings the layout compiler into the back office's chunks
import { answerLink } from '../../../adapters/review/answer-link';

/** An answer as text, or as a link opening in a new tab when the answer is a web address (docs/requirements.md §8.5). */
export function AnswerText({ text }: { text: string }) {
  const intl = useIntl();
  const href = answerLink(text);
  if (!href) return <>{text}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}{' '}
      <span className="visually-hidden">{intl.formatMessage({ id: 'review.newTab' })}</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
}
