import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { ConfirmationModal } from '../../../widgets/modals';
import { getConfig } from '../../api/config';
import { useRequestContext } from '../../api/useRequestContext';

/** What the modal reads of the brand configuration (brandsConfig). */
interface BrandSupport {
  supportEmail?: string;
  forgotEmailMessage?: string;
}

/**
 * "Forgot your email address?": the support contact of the brand configuration, read when the
 * modal opens (docs/requirements.md §7.2); without it, a general text tells the person to
 * contact support.
 */
export function ForgotEmailModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const ctx = useRequestContext();
  const brand = useSWR(open ? ['config', ctx.client, 'brandsConfig', ctx.locale] : null, () => getConfig<BrandSupport>(ctx, ctx.locale, 'brandsConfig'), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const text = (id: string) => intl.formatMessage({ id: `app.login.forgotEmail.${id}` });
  const content = brand.data?.content;
  const email = content?.supportEmail;
  return (
    <ConfirmationModal
      open={open}
      title={text('title')}
      message={<p>{content?.forgotEmailMessage ?? text('fallback')}</p>}
      supportRows={email ? [{ label: text('email'), value: <a href={`mailto:${email}`}>{email}</a> }] : undefined}
      buttons={[{ id: 'close', label: text('close') }]}
      onClose={onClose}
    />
  );
}
