/**
 * The two error screens of the spec: a page whose rendering throws shows
 * "This page crashed." with Try again; a page whose chunk cannot be loaded
 * on first visit shows "Page Error" with Retry, when it has no content of its
 * own to show (entry.tsx: a server-rendered page stays as it is).
 */
import { Component, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../core/client-contract.js';
import { translate } from './translate.js';

interface BoundaryProps {
  /** Resets the boundary when the page changes. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  key: string;
}

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('mysite: the page crashed while rendering', error);
  }

  override render() {
    if (this.state.error) return <CrashPage error={this.state.error} retry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** The layout both error screens share: a title, a line of explanation, one button, the details. */
function ErrorScreen({ title, text, action, onAction, error }: { title: string; text: string; action: string; onAction: () => void; error: unknown }) {
  return (
    <main id={MAIN_CONTENT_ID} className="error-page" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <button type="button" className="button" onClick={onAction}>
        {action}
      </button>
      <details className="error-details">
        <summary>{translate('theme.error.details', 'Details')}</summary>
        <pre>{error instanceof Error ? error.message : String(error)}</pre>
      </details>
    </main>
  );
}

export function CrashPage({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorScreen
      title={translate('theme.error.crashed', 'This page crashed.')}
      text={translate('theme.error.crashedText', 'Something went wrong while showing this page.')}
      action={translate('theme.error.tryAgain', 'Try again')}
      onAction={retry}
      error={error}
    />
  );
}

export function PageError({ retry, error }: { retry: () => void; error: unknown }) {
  return (
    <ErrorScreen
      title={translate('theme.error.title', 'Page Error')}
      text={translate('theme.error.text', 'This page could not be loaded. Check your connection and try again.')}
      action={translate('theme.error.retry', 'Retry')}
      onAction={retry}
      error={error}
    />
  );
}
