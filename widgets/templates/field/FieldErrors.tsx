import { useIntl } from 'react-intl';
import { labelled } from '../../../adapters/format';
import type { Locale } from '../../../adapters/types';
import { useItem } from '../../theme/item-context';

/**
 * The messages of one field, referenced by its control's aria-describedby and read out politely.
 * Inside a multi-field item each message is announced with the item's title ("C-GABC, Cessna 172:
 * This field is required."); the title is on screen already, in the item's heading.
 */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  const item = useItem();
  const locale = useIntl().locale as Locale;
  return (
    <div id={id} className="jf-errors" aria-live="polite">
      {errors.map((message) => (
        <p key={message} className="jf-error">
          {item && <span className="jf-visually-hidden">{labelled(item.title, '', locale).trimEnd()}</span>}
          {item ? ` ${message}` : message}
        </p>
      ))}
    </div>
  );
}
