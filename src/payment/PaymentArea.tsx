import type { ReactNode } from 'react';
import { useBase } from '../base/BaseContext';
import { AreaIntl } from '../i18n/AreaIntl';
import { RequireSession } from '../session/RequireSession';
import { PAYMENT_MESSAGES } from './payment-messages';
// the payment pages' styles come with the area every one of them shows (docs/bench.md "Bundle budget")
import './payment.css';

/**
 * The frame of the pages after the quote (payment, its confirmation and failure, the cheque
 * instructions, the policy summary): signed in, with their own messages, so that no other page's
 * language chunk carries them (docs/bench.md "Bundle budget").
 */
export function PaymentArea({ children }: { children: ReactNode }) {
  const { locale } = useBase();
  return (
    <RequireSession>
      <AreaIntl area={PAYMENT_MESSAGES} locale={locale}>
        {children}
      </AreaIntl>
    </RequireSession>
  );
}
