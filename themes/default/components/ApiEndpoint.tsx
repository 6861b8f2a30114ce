/** The HTTP method badge and the full URL of an operation (server URL, then the path). */
export function MethodBadge({ method, className = '' }: { method: string; className?: string }) {
  return <span className={`method-badge method-${method.toLowerCase()} ${className}`.trim()}>{method}</span>;
}

export function ApiEndpoint({ method, serverUrl, path }: { method: string; serverUrl: string; path: string }) {
  return (
    <div className="api-endpoint">
      <MethodBadge method={method} className="api-endpoint-method" />
      <code className="api-endpoint-url">
        {serverUrl ? <span className="api-endpoint-server">{serverUrl}</span> : null}
        <span className="api-endpoint-path">
          {path.split(/(\{[^}]+\})/).map((part, i) => (part.startsWith('{') ? <var key={i}>{part}</var> : part))}
        </span>
      </code>
    </div>
  );
}
