import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForUpdate } from '../lib/update-reload';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Around each route: a page whose code cannot load (after a redeploy, or while the server is briefly down) or that
 * fails while drawing shows what happened and a Reload button instead of emptying the whole app. A failed chunk
 * reloads once by itself first (a deploy: the new build has other file names). The App keys it by path, so
 * navigating elsewhere starts afresh.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForUpdate()) return;
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const chunk = isChunkLoadError(this.state.error);
    return (
      <section className="page narrow center-text reload-screen" aria-labelledby="reload-title">
        <h1 id="reload-title" tabIndex={-1}>
          {chunk ? 'Spotter was updated' : 'Spotter could not load this page'}
        </h1>
        <p className="muted">
          {chunk
            ? 'This page could not load: Spotter may have been updated, or the server was briefly out of reach. Reload to get the latest version.'
            : 'Something went wrong while showing this page. Reloading usually fixes it; nothing you saved is lost.'}
        </p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </section>
    );
  }
}
