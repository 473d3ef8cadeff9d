import { Navigate, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';

/**
 * A page whose data cannot load goes to {base}/error/{status} (docs/requirements.md §10.4), remembering where
 * it came from so the error page can offer the way back (or sign-in, after a 401).
 */
export function useErrorRedirect() {
  const { path } = useBase();
  const { pathname } = useLocation();
  return (error: unknown) => {
    const status = error instanceof ApiError ? error.status : 500;
    return <Navigate to={paths.error(path, status)} state={{ from: pathname }} replace />;
  };
}
