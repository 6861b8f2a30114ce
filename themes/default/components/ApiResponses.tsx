/** Responses by status code: description, headers, and the body per media type. */
import { translate } from 'mysite-ssg/client';
import type { ApiResponse } from 'mysite-ssg/client';
import { ApiMediaList } from './ApiMedia.js';
import { ParameterItem } from './ApiParameters.js';

const REASONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '303': 'See Other',
  '304': 'Not Modified',
  '307': 'Temporary Redirect',
  '308': 'Permanent Redirect',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '410': 'Gone',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
};

function statusClass(status: string): string {
  const first = status[0];
  return first === '2' ? 'success' : first === '3' ? 'redirect' : first === '4' ? 'client-error' : first === '5' ? 'server-error' : 'other';
}

export function ApiResponses({ responses }: { responses: ApiResponse[] }) {
  const firstSuccess = responses.findIndex((r) => r.status.startsWith('2'));
  return (
    <div className="api-responses">
      {responses.map((r, i) => (
        <details key={r.status} className="api-response" open={i === (firstSuccess >= 0 ? firstSuccess : 0)}>
          <summary>
            <span className={`api-status api-status-${statusClass(r.status)}`}>{r.status}</span>
            <span className="api-status-reason">
              {r.status === 'default'
                ? translate('theme.api.anyStatus', 'Any other status')
                : (REASONS[r.status] ?? (/^\dXX$/i.test(r.status) ? translate('theme.api.anyNxx', 'Any {n}xx status', { n: r.status[0]! }) : ''))}
            </span>
          </summary>
          <div className="api-response-body">
            {r.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: r.descriptionHtml }} /> : null}
            {r.headers.length > 0 ? (
              <>
                <h3 className="api-subtitle">{translate('theme.api.headers', 'Headers')}</h3>
                <ul className="schema-properties api-param-list">
                  {r.headers.map((h) => (
                    <ParameterItem key={h.name} item={h} />
                  ))}
                </ul>
              </>
            ) : null}
            {r.media.length > 0 ? <ApiMediaList media={r.media} label={translate('theme.api.response', 'Response {status}', { status: r.status })} /> : null}
          </div>
        </details>
      ))}
    </div>
  );
}
