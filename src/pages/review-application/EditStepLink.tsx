import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';

/** A review page's Edit link to one step, named after it; `onEdit` replaces following the link (a CSR's, CsrReviewAnswers). */
export function EditStepLink({ route, title, onEdit }: { route: string; title: string; onEdit?: (route: string) => void }) {
  const intl = useIntl();
  const { path } = useBase();
  return (
    <p className="review-edit">
      <Link
        to={paths.step(path, route)}
        aria-label={intl.formatMessage({ id: 'review.editPage' }, { page: title })}
        onClick={
          onEdit &&
          ((event) => {
            event.preventDefault();
            onEdit(route);
          })
        }
      >
        {intl.formatMessage({ id: 'review.edit' })}
      </Link>
    </p>
  );
}
