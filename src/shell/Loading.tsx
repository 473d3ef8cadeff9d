import { useIntl } from 'react-intl';

export function Loading() {
  const intl = useIntl();
  return (
    <p className="loading" role="status">
      {intl.formatMessage({ id: 'app.loading' })}
    </p>
  );
}
