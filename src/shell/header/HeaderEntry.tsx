import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { HeaderButton, HeaderItem } from '../../../adapters/shell/header';
import { useBase } from '../../base/BaseContext';

interface Props {
  item: HeaderButton;
  onSupport: () => void;
}

/** One header button: a link, an outside link, an action, or a sub-menu of those (docs/requirements.md §11.1). */
export function HeaderEntry({ item, onSupport }: Props) {
  return item.submenu?.length ? <SubMenu item={item} onSupport={onSupport} /> : <ItemControl item={item} onSupport={onSupport} />;
}

function ItemControl({ item, onSupport, onDone }: { item: HeaderItem; onSupport: () => void; onDone?: () => void }) {
  const intl = useIntl();
  const base = useBase();
  if (item.action === 'support') {
    return (
      <button type="button" className="shell-button" onClick={() => { onDone?.(); onSupport(); }}>
        {item.label}
      </button>
    );
  }
  if (item.href) {
    return (
      <a className="shell-button" href={item.href} target="_blank" rel="noopener noreferrer" onClick={onDone}>
        {item.label}
        <span className="visually-hidden"> {intl.formatMessage({ id: 'app.shell.newTab' })}</span>
      </a>
    );
  }
  return (
    <Link className="shell-button" to={item.route ? `${base.path}/${item.route}` : base.path} onClick={onDone}>
      {item.label}
    </Link>
  );
}

/**
 * A disclosure: the button says whether its list is open; Escape closes it and gives the focus back to
 * the button, as does choosing an item; a click or focus elsewhere closes it.
 */
function SubMenu({ item, onSupport }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // the menu closes, not the panel around it
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="shell-submenu" ref={root} onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="shell-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {item.label}
        <span className="shell-caret" aria-hidden="true" />
      </button>
      <ul id={id} className="shell-submenu-list" hidden={!open}>
        {item.submenu!.map((entry) => (
          <li key={entry.id}>
            <ItemControl item={entry} onSupport={onSupport} onDone={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
