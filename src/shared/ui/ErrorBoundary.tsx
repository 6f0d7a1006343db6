import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button';
import './ErrorBoundary.css';

interface ErrorBoundaryProps {
  children: ReactNode;
  /**
   * True (default) around the whole app: the card is the page, in its own <main>. False inside
   * a page that already has a <main> (a section that may fail on its own).
   */
  fullPage?: boolean;
}

/**
 * A render error shows a friendly card with a way out instead of a blank page. A reload is the
 * remedy that always works: it also fetches a new build when the error came from a stale one.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const fullPage = this.props.fullPage ?? true;
    const Wrapper = fullPage ? 'main' : 'div';
    const Title = fullPage ? 'h1' : 'h2';
    return (
      <Wrapper className={`ui-crash ${fullPage ? 'ui-crash--page' : ''}`}>
        <div className="ui-crash__card" role="alert" aria-labelledby="ui-crash-title">
          <span className="ui-crash__icon" aria-hidden>
            <TriangleAlert />
          </span>
          <Title id="ui-crash-title" className="ui-crash__title">
            Something went wrong
          </Title>
          <p className="ui-crash__text">
            This page couldn't be shown. Nothing you saved has been lost: reload the page to try
            again.
          </p>
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      </Wrapper>
    );
  }
}
