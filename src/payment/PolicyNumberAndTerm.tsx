import { useIntl } from 'react-intl';
import type { Policy } from '../../adapters/api';
import { formatDate } from '../../adapters/format';

/** A policy's number and term (dd/MM/yyyy) as rows of a description list: what the payment page and the policy summary both name it by. */
export function PolicyNumberAndTerm({ policy }: { policy: Pick<Policy, 'number' | 'effective_date' | 'expiration_date'> }) {
  const intl = useIntl();
  return (
    <>
      <div>
        <dt>{intl.formatMessage({ id: 'payment.policyLabel' })}</dt>
        <dd className="identifier">{policy.number}</dd>
      </div>
      {policy.effective_date && policy.expiration_date && (
        <div>
          <dt>{intl.formatMessage({ id: 'payment.termLabel' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'payment.termValue' },
              { start: formatDate(policy.effective_date.slice(0, 10)), end: formatDate(policy.expiration_date.slice(0, 10)) },
            )}
          </dd>
        </div>
      )}
    </>
  );
}
