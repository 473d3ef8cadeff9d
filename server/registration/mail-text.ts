import { t } from '../../adapters/i18n/format';
import type { Locale } from '../../adapters/types';
import type { MailMessage } from '../mail/message';
import { ONE_TIME_CODE } from '../one-time-code/rules';

/** The registration code e-mail, in the language the person registers in; the same whether or not the e-mail has an account. */
export function registrationCodeMessage(locale: Locale, to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: t(locale, 'server.mail.registration.subject'),
    text: t(locale, 'server.mail.registration.text', { name, code, minutes: ONE_TIME_CODE.validMinutes }),
  };
}
