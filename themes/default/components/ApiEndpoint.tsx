/** The HTTP method badge and the full URL of an operation (server URL, then the path). */
import { Fragment } from 'react';

export function MethodBadge({ method, className = '' }: { method: string; className?: string }) {
  return <span className={`method-badge method-${method.toLowerCase()} ${className}`.trim()}>{method}</span>;
}

/** A URL that may wrap after each "/" (and nowhere else) on narrow screens; `{params}` marked. */
function BreakableUrl({ text }: { text: string }) {
  return (
    <>
      {text.split(/(?<=\/)/).map((segment, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {segment.split(/(\{[^}]+\})/).map((part, j) => (part.startsWith('{') ? <var key={j}>{part}</var> : part))}
        </Fragment>
      ))}
    </>
  );
}

export function ApiEndpoint({ method, serverUrl, path }: { method: string; serverUrl: string; path: string }) {
  return (
    <div className="api-endpoint">
      <MethodBadge method={method} className="api-endpoint-method" />
      <code className="api-endpoint-url">
        {serverUrl ? (
          <span className="api-endpoint-server">
            <BreakableUrl text={serverUrl} />
          </span>
        ) : null}
        <span className="api-endpoint-path">
          <BreakableUrl text={path} />
        </span>
      </code>
    </div>
  );
}
