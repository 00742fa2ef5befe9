import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../ui/ErrorPage';
import { TimeoutError } from './withTimeout';

type Props = { pathname: string; children: ReactNode };
type State = { pathname: string; error: { thrown: unknown } | null };

/**
 * Error boundary of the pages: a page chunk that timed out or failed to load, or a page that failed while
 * rendering, ends on the error page with a retry button. React keeps a failed lazy component's promise, so
 * the retry reloads the page; a navigation to another path clears the error.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname, error: null };

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, error: null };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[shop] page failed', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPage timedOut={error.thrown instanceof TimeoutError} onRetry={() => window.location.reload()} />
    );
  }
}
