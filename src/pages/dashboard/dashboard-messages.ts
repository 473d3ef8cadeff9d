import type { Messages } from '../../../adapters/i18n/catalog';
import type { MessageArea } from '../../i18n/AreaIntl';

/**
 * The dashboard's messages (schemas/content/<locale>/dashboard.json), with the payment area's, which
 * the Renew button of a renewable card speaks (src/renewal/RenewPolicyButton.tsx).
 */
export const DASHBOARD_MESSAGES: MessageArea = {
  'en-CA': async () => {
    const [own, payment] = await Promise.all([import('../../../schemas/content/en-CA/dashboard.json'), import('../../../schemas/content/en-CA/payment.json')]);
    return { default: { ...payment.default, ...own.default } as Messages };
  },
  'fr-CA': async () => {
    const [own, payment] = await Promise.all([import('../../../schemas/content/fr-CA/dashboard.json'), import('../../../schemas/content/fr-CA/payment.json')]);
    return { default: { ...payment.default, ...own.default } as Messages };
  },
};
