import { useIntl } from 'react-intl';
import { useBase } from '../base/BaseContext';

/** The quick-quote header (docs/requirements.md §2.12): title, subtitle, subtext, and the progress bar in place of the stepper. */
export function QuickQuoteHeader({ percent }: { percent: number }) {
  const intl = useIntl();
  const { program } = useBase();
  const text = (id: string) => intl.formatMessage({ id: `quickQuote.header.${id}` });
  return (
    <header className="qq-header">
      <p className="qq-title">{text('title')}</p>
      <p className="qq-subtitle">{intl.formatMessage({ id: `app.program.${program.client}` })}</p>
      <p className="qq-subtext">{text('subtext')}</p>
      <div
        className="stepper-progress"
        role="progressbar"
        aria-label={text('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={intl.formatMessage({ id: 'quickQuote.header.percent' }, { percent })}
      >
        <span className="stepper-progress-done" style={{ width: `${percent}%` }} />
      </div>
    </header>
  );
}
