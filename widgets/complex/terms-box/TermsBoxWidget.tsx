import { useCallback, useLayoutEffect, useRef } from 'react';
import { errorId, type WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { labelId, withLabelKind } from '../../theme/label-kind';
import { MarkdownHtml } from '../../inputs/markdown/markdown-html';
import { describedBy } from '../../shared/aria';
import { stringOption } from '../../shared/ui-options';
import { isScrolledToEnd } from './scroll-end';
import '../complex.css';

/**
 * widget `termsBox` ("y" | "n", docs/requirements.md §2.8): a focusable scroll region holding
 * `ui:options.markdown` as the server rendered it (or `ui:options.text`). The value becomes "y"
 * once the reader is within 40 px of the bottom, or at once when the text fits without scrolling;
 * until then it is "n", and the adapter's rule (value must be "y") keeps the page invalid. Label
 * kind `group`: the field template draws the label (which names the region) and the errors.
 */
function TermsBox(props: WidgetProps) {
  const { id, value, onChange, options, label, disabled, readonly, rawErrors = [] } = props;
  const t = useT();
  const region = useRef<HTMLDivElement>(null);
  const markdown = stringOption(options, 'markdown');
  const text = stringOption(options, 'text');
  const locked = Boolean(disabled || readonly);
  const read = value === 'y';

  const check = useCallback(() => {
    const el = region.current;
    if (!el || locked || read) return;
    if (isScrolledToEnd(el)) onChange('y');
    else if (value !== 'n') onChange('n');
  }, [locked, read, value, onChange]);

  // content that fits needs no scrolling: measure once it is laid out
  useLayoutEffect(check, [check, markdown, text]);

  const hintId = `${id}__hint`;
  return (
    <div className="cx-wrapper">
      <div
        ref={region}
        id={id}
        className="cx-terms"
        role="region"
        tabIndex={0}
        {...(label ? { 'aria-labelledby': labelId(id) } : { 'aria-label': t('widgets.complex.termsBox.region') })}
        aria-invalid={rawErrors.length > 0 || undefined}
        aria-describedby={describedBy(hintId, rawErrors.length > 0 && errorId(id))}
        onScroll={check}
      >
        {markdown ? <MarkdownHtml source={markdown} /> : <p>{text}</p>}
      </div>
      <p id={hintId} className="cx-hint" aria-live="polite">
        {read ? t('widgets.complex.termsBox.read') : locked ? '' : t('widgets.complex.termsBox.scrollHint')}
      </p>
    </div>
  );
}

export const TermsBoxWidget = withLabelKind(TermsBox, 'group');
