import { Component, type ReactNode } from 'react';

/** A render error shows a way back instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="ui-crash">
        <h1>Something went wrong</h1>
        <p>Please reload the page. Nothing you saved has been lost.</p>
        <button type="button" className="ui-button ui-button--primary ui-button--md" onClick={() => window.location.reload()}>
          <span>Reload</span>
        </button>
      </main>
    );
  }
}
