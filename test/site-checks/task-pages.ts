/**
 * The docs pages that document a task (issue 7, item 1): which endpoints of
 * endpoints.yaml each one covers, and what the facts say about an endpoint
 * (its API page, the error codes of its processing order).
 */
import type { EndpointFact } from './plugin-facts.js';

export const NAMESPACE = 'simple-jwt-login/v1';

/** `getJWT` → `get-jwt` (the API page id rule of docs/AUTHORING.md). */
export function kebab(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export interface TaskPage {
  route: string;
  /** endpoint ids of endpoints.yaml documented on the page */
  endpoints: string[];
  /** URL paths that must appear in both forms when the page documents no plugin endpoint */
  paths?: string[];
  /** the page links to this API reference page */
  api?: string[];
}

export const TASK_PAGES: TaskPage[] = [
  { route: '/docs/authentication', endpoints: ['authenticate'] },
  { route: '/docs/refresh-token', endpoints: ['refresh_jwt'] },
  { route: '/docs/revoke-token', endpoints: ['revoke_jwt'] },
  { route: '/docs/validate-token', endpoints: ['validate_jwt'] },
  { route: '/docs/autologin', endpoints: ['autologin'] },
  { route: '/docs/register-user', endpoints: ['register_user'] },
  { route: '/docs/delete-user', endpoints: ['delete_user'] },
  { route: '/docs/reset-password', endpoints: ['send_reset_password_code'] },
  { route: '/docs/change-password', endpoints: ['change_password'] },
  { route: '/docs/auth-codes', endpoints: [], paths: [`/${NAMESPACE}/users`], api: ['register-user'] },
  { route: '/docs/protect-endpoints', endpoints: [], paths: ['/wp/v2/users'], api: ['get-jwt', 'validate-jwt'] },
  { route: '/docs/applications/google/oauth_code', endpoints: ['oauth_exchange'] },
  { route: '/docs/applications/google/id_token_to_wp_jwt', endpoints: ['oauth_exchange'] },
];

/** The API reference page id of an endpoint, from its operationId in the facts. */
export function apiPageOf(e: EndpointFact): string | undefined {
  const op = e.openapi_operationId;
  if (op === undefined) return undefined;
  if (/^[A-Za-z]+$/.test(op)) return kebab(op);
  return /"([a-z][a-z-]+)"/.exec(op)?.[1];
}

/** Error codes named in the facts for an endpoint: "(26)", "(29/30)" in processing_order, and `errors`. */
export function endpointErrorCodes(e: EndpointFact): number[] {
  const codes = new Set<number>();
  for (const step of e.processing_order ?? []) {
    for (const m of step.matchAll(/\((\d+(?:\/\d+)*)\)/g)) for (const n of m[1]!.split('/')) codes.add(Number(n));
  }
  for (const err of e.errors ?? []) {
    const m = /^(\d+)\b/.exec(err);
    if (m) codes.add(Number(m[1]));
  }
  return [...codes].sort((a, b) => a - b);
}
