import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '../api/payments';
import { readCard } from './card-input';

interface Props {
  /** "$1,234.50" in the page's locale */
  amount: string;
  busy: boolean;
  /** a failed charge's words from the server, shown above the fields */
  problem: string | undefined;
  onPay(card: Card): Promise<void>;
}

/**
 * Card number, expiry and security code. The number lives only in this form's state until the one
 * charge call; the fields are cleared after every attempt, so nothing keeps it (docs/rating.md).
 */
export function CardForm({ amount, busy, problem, onPay }: Props) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [cvc, setCvc] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = readCard(number, month, year, cvc);
    setInvalid(card === null);
    if (!card) return;
    setNumber('');
    setCvc('');
    await onPay(card);
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, autoComplete: string, size: number) => (
    <div className="jf-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" inputMode="numeric" autoComplete={autoComplete} size={size} value={value} onChange={(e) => set(e.target.value)} />
    </div>
  );

  return (
    <form className="card-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="card-form-title">
      <h2 id="card-form-title">{m('app.payment.card')}</h2>
      {(invalid || problem) && (
        <div className="page-alert failed" role="alert">
          <p>{invalid ? m('app.payment.invalid') : problem}</p>
        </div>
      )}
      {field('card-number', m('app.payment.cardNumber'), number, setNumber, 'cc-number', 23)}
      {field('card-month', m('app.payment.expiryMonth'), month, setMonth, 'cc-exp-month', 2)}
      {field('card-year', m('app.payment.expiryYear'), year, setYear, 'cc-exp-year', 4)}
      {field('card-cvc', m('app.payment.cvc'), cvc, setCvc, 'cc-csc', 4)}
      <p className="journey-subheading">{m('app.payment.cardNote')}</p>
      <div className="jf-actions">
        <button type="submit" className="button" disabled={busy}>
          {m('app.payment.pay', { amount })}
        </button>
        {busy && <span role="status">{m('app.payment.paying')}</span>}
      </div>
    </form>
  );
}
