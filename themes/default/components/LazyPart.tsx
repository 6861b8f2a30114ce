/**
 * A part of the page whose code loads when it is first shown (the side
 * menu's docs sidebar, the search dialog). If its chunk does not load
 * (offline, a deploy that removed it), the rest of the page stays: the part
 * says it could not load, with a Retry that loads it again (`failed` may show
 * something else instead, as the search button does). Without this, the
 * failed import would reach the page's root and leave it blank. `load`
 * imports through `retryImport` (mysite-ssg/client): most browsers keep a
 * failed import, and Retry would fail again at once without a new URL.
 */
import { Component, type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { translate } from 'mysite-ssg/client';

type Loader<P> = () => Promise<ComponentType<P>>;

// One lazy component per loader, so a part shown again renders at once; dropped when its load fails, so a retry loads anew.
const parts = new Map<unknown, ComponentType<object>>();

function lazyPart<P extends object>(load: Loader<P>): ComponentType<P> {
  let part = parts.get(load);
  if (!part) parts.set(load, (part = lazy(() => load().then((component) => ({ default: component as ComponentType<object> })))));
  return part as ComponentType<P>;
}

interface LazyPartProps<P> {
  load: Loader<P>;
  props: P;
  /** What shows instead of the part when it did not load; `retry` loads it again. */
  failed?: (retry: () => void) => ReactNode;
}

export function LazyPart<P extends object>({ load, props, failed = (retry) => <LoadFailed retry={retry} /> }: LazyPartProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Part = lazyPart(load);
  return (
    <LoadBoundary key={attempt} onError={() => parts.delete(load)} failed={failed(() => setAttempt((n) => n + 1))}>
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <p className="lazy-part-failed" role="alert">
      {translate('theme.lazyPart.failed', 'This part of the page could not be loaded.')}{' '}
      <button type="button" className="button" onClick={retry}>
        {translate('theme.error.retry', 'Retry')}
      </button>
    </p>
  );
}

class LoadBoundary extends Component<{ onError: () => void; failed: ReactNode; children: ReactNode }, { error: boolean }> {
  override state = { error: false };

  static getDerivedStateFromError(): { error: boolean } {
    return { error: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError();
    console.error('mysite: a part of this page could not load its code', error);
  }

  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}
