import { useState } from 'react';
import { useT } from '../../i18n/use-t';

/** An info button that shows the field's tooltip text below the label (and hides it on Escape). */
export function Tooltip({ id, label, text }: { id: string; label: string; text: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const tipId = `${id}__tooltip`;
  return (
    <>
      <button
        type="button"
        className="jf-tooltip-button"
        aria-expanded={open}
        aria-controls={tipId}
        aria-label={t('widgets.core.moreInfo', { label })}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <p id={tipId} className="jf-tooltip" hidden={!open}>
        {text}
      </p>
    </>
  );
}
