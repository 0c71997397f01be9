import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { renderErrorReport, reportRenderError } from './api/report-render-error';
import { SomethingWentWrong } from './something-went-wrong';

type Props = {
  children: ReactNode;
  /** A change of it (the page's path) starts again: the header's links still lead to pages that work. */
  resetKey?: string | undefined;
};

/**
 * Keeps a page's render error from taking the whole app down to a blank screen: the page is replaced by "Something
 * went wrong" in the reader's language, and the server is told. Inside the providers, so it can translate; the app
 * has one around the routes' pages (the header and footer stay) and one around everything (for the header itself).
 */
export function RenderErrorBoundary({ children, resetKey }: Props) {
  const queryClient = useQueryClient();
  return (
    <CaughtRenderError resetKey={resetKey} queryClient={queryClient}>
      {children}
    </CaughtRenderError>
  );
}

type State = { failed: boolean };

class CaughtRenderError extends Component<Props & { queryClient: QueryClient }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportRenderError(renderErrorReport(error, window.location.pathname, info.componentStack));
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  /**
   * Renders the page again with its data asked anew: the failed page's reads are no longer watched (it is gone), and
   * an answer it could not show would only fail it again, so they are dropped and fetched as the page mounts.
   */
  private retry = () => {
    this.props.queryClient.removeQueries({ type: 'inactive' });
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <SomethingWentWrong onRetry={this.retry} /> : this.props.children;
  }
}
