import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../ui/ErrorPage';
import { NotAvailablePage } from '../ui/NotAvailablePage';
import { TimeoutError } from './withTimeout';

/**
 * Error boundary of the pages: a 404 is the not-available page; anything else (a page chunk that timed out
 * or failed to load, a loader error) is the error page with a retry button. React Router keeps a failed
 * lazy route's promise, so the retry reloads the page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotAvailablePage />;
  console.error('[shop] page failed', error);
  return <ErrorPage timedOut={error instanceof TimeoutError} onRetry={() => window.location.reload()} />;
}
