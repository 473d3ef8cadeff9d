import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReviewGroup } from '../../../adapters/review';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { useCsrCustomer } from '../../session/useCsrCustomer';
import { ReviewAnswers } from './ReviewAnswers';

/**
 * The answers as a CSR reads them: Edit opens the application's customer for the CSR journey, then
 * the step (docs/requirements.md §8.1), and says so when the customer could not be opened.
 */
export function CsrReviewAnswers({ groups, editable, customerNumber }: { groups: readonly ReviewGroup[]; editable: boolean; customerNumber: string }) {
  const { path } = useBase();
  const navigate = useNavigate();
  const csrCustomer = useCsrCustomer();
  const [failed, setFailed] = useState(false);
  const onEdit = (route: string) => {
    setFailed(false);
    csrCustomer.open(customerNumber).then(
      () => navigate(paths.step(path, route)),
      () => setFailed(true),
    );
  };
  return <ReviewAnswers groups={groups} editable={editable} onEdit={onEdit} editFailed={failed} />;
}
