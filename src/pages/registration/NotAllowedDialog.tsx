import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ErrorModal } from '../../../widgets/modals';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';

/** The restriction dialog of REGISTRATION_NOT_ALLOWED (docs/requirements.md §7.10): quick quote or sign in. */
export function NotAllowedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const base = useBase();
  const navigate = useNavigate();
  const text = (id: string) => intl.formatMessage({ id: `app.registration.notAllowed.${id}` });
  return (
    <ErrorModal
      open={open}
      title={text('title')}
      message={<p>{text('text')}</p>}
      buttons={[
        { id: 'quote', label: text('quickQuote') },
        { id: 'login', label: text('login') },
      ]}
      onClose={(id) => {
        onClose();
        if (id === 'quote') navigate(paths.quickQuote(base.path));
        if (id === 'login') navigate(paths.login(base.path));
      }}
    />
  );
}
