import { t } from '../../adapters/i18n/format';
import type { Locale } from '../../adapters/types';
import type { MailMessage } from '../mail/message';
import { RECOVERY } from './code';

/** The recovery e-mail in the account's language. */
export function recoveryMessage(locale: Locale, to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: t(locale, 'server.mail.recovery.subject'),
    text: t(locale, 'server.mail.recovery.text', { name, code, minutes: RECOVERY.validMinutes }),
  };
}
