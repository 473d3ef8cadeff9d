import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { COVERAGE_TYPE_NAMES, type CoverageType } from '../../../adapters/policies';
import { Modal } from '../../../widgets/modals';

/**
 * The add-policy form (form id multi-policy, docs/requirements.md §11.4): the coverage type to
 * add, chosen from radio buttons; Cancel or Escape closes it. `problem` is a refusal to show in it.
 */
export function AddPolicyModal({ typeLabels, busy, problem, onCancel, onSubmit }: {
  typeLabels: Partial<Record<CoverageType, string>>;
  busy: boolean;
  problem?: string;
  onCancel: () => void;
  onSubmit: (type: CoverageType) => void;
}) {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  const titleId = useId();
  const [type, setType] = useState<CoverageType>();
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type) return setMissing(true);
    onSubmit(type);
  };
  return (
    <Modal open onDismiss={onCancel} labelledBy={titleId} className="add-policy-modal">
      <h2 id={titleId} className="md-title">{m('dashboard.add.title')}</h2>
      <form id="multi-policy" onSubmit={submit} noValidate>
        <p>{m('dashboard.add.subheading')}</p>
        <fieldset className="add-policy-types" aria-describedby={missing ? `${titleId}-missing` : undefined}>
          <legend>{m('dashboard.add.legend')}</legend>
          {COVERAGE_TYPE_NAMES.map((name) => (
            <label key={name} className="add-policy-type">
              <input type="radio" name="coverage_type" value={name} checked={type === name} onChange={() => { setType(name); setMissing(false); }} />
              <span>{typeLabels[name] ?? name}</span>
            </label>
          ))}
        </fieldset>
        {missing && <p id={`${titleId}-missing`} className="dashboard-field-error" role="alert">{m('dashboard.add.required')}</p>}
        {problem && <p className="notice notice-error" role="alert">{problem}</p>}
        <div className="md-buttons">
          <button type="button" className="button secondary" onClick={onCancel}>{m('dashboard.add.cancel')}</button>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>{m(busy ? 'dashboard.add.adding' : 'dashboard.add.submit')}</button>
        </div>
      </form>
    </Modal>
  );
}
