import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { labelled } from '../../../adapters/format';
import type { Locale } from '../../../adapters/types';
import { uniqueMessages } from '../../shared/messages';
import { useItem } from '../../theme/item-context';

/**
 * The theme's FieldErrorTemplate: the messages of one field, or of one part of a complex field,
 * once each, in `${id}__error`, referenced by the control's aria-describedby and read out politely.
 * The field template and the complex fields reach it through RJSF's getTemplate. Inside a
 * multi-field item each message is announced with the item's title ("C-GABC, Cessna 172: This
 * field is required."); the title is on screen already, in the item's heading.
 */
export function FieldErrors({ errors, fieldPathId }: FieldErrorProps) {
  const item = useItem();
  const locale = useIntl().locale as Locale;
  return (
    <div id={errorId(fieldPathId)} className="jf-errors" aria-live="polite">
      {uniqueMessages(errors).map((message) => (
        <p key={message} className="jf-error">
          {item && <span className="jf-visually-hidden">{labelled(item.title, '', locale).trimEnd()}</span>}
          {item ? ` ${message}` : message}
        </p>
      ))}
    </div>
  );
}
