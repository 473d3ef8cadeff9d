import { useState } from 'react';
import { useT } from '../../i18n/use-t';

/**
 * A field rule's `warning` (README "For analysts", Rules): a notice under the field, read out
 * politely, never an error. Its close link hides it until the rule stops holding and holds again
 * (the parent remounts it per message).
 */
export function FieldWarning({ id, message }: { id: string; message: string }) {
  const t = useT();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <div id={id} className="jf-warning" role="status">
      <p className="jf-warning-message">{message}</p>
      <a
        href="#"
        className="jf-link jf-warning-close"
        onClick={(event) => {
          event.preventDefault();
          setClosed(true);
        }}
      >
        {t('widgets.form.warningClose')}
      </a>
    </div>
  );
}
