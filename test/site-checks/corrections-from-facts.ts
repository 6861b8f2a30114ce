/**
 * The checks of corrections-3.6.1.md that read structured facts, item by
 * item: error numbers and HTTP statuses (error-codes.yaml, endpoints.yaml),
 * messages, the settings default (settings.yaml) and the release items
 * (releases.yaml), checked against the built pages and the published spec.
 * Each returns the problems it finds.
 */
import assert from 'node:assert/strict';
import { sentences } from './built-site.js';
import { type CheckedSite, paragraphs } from './checked-site.js';
import {
  CHANGELOG_ONLY_INTRO,
  CORRECTED_SETTINGS_MESSAGES,
  FOREIGN_RELEASE_ITEMS,
  NOT_IN_README,
  OAUTH_CHECKED_BEFORE_REDIRECT,
  op,
} from './corrections-3.6.1.js';
import { codesInCell, listItemsAfter, norm, section, tables, toText } from './html-text.js';
import type { EndpointFact } from './plugin-facts.js';
import { errorOf } from './published-spec.js';
import { endpointErrorCodes } from './task-pages.js';

/** The error number an endpoint gives for a bad auth code: "auth code (N)" in its processing order. */
const authCodeError = (e: EndpointFact): number | undefined => {
  for (const step of e.processing_order ?? []) {
    const m = /^auth code \((\d+)\)$/.exec(step);
    if (m) return Number(m[1]);
  }
  return undefined;
};

export const FROM_FACTS: Record<number, (site: CheckedSite) => string[]> = {
  // corrections item 2: each route's own number, on its page, on the Auth Codes page and in the spec
  2: (site) => {
    const problems: string[] = [];
    const byRoute = site.facts.endpoints.endpoints.flatMap((e) => {
      const code = authCodeError(e);
      return code === undefined ? [] : [{ e, code }];
    });
    assert.ok(byRoute.length >= 6, 'endpoints.yaml: too few "auth code (N)" steps found');
    const schemeText = String(site.spec.at('/components/securitySchemes/authCode/description') ?? '');
    // The Auth Codes page names every route's number where it explains expiry and where it shows the error answer.
    const authCodesParts = ['Expired codes', '400'].map((name) => ({
      name,
      text: site.partOf('/docs/auth-codes', { section: name }, (m) => problems.push(m)) ?? '',
    }));
    for (const { e, code } of byRoute) {
      const rows = [...site.taskPagesOf(e), '/docs/auth-codes'].map((route) => ({ route, section: 'Error codes' as string | undefined }));
      for (const { route, section: name } of [...rows, { route: '/docs/error-codes', section: undefined }]) {
        const row = site.partOf(route, { section: name, row: code }, (m) => problems.push(`${e.id}: ${m}`));
        if (row !== undefined && !/\bexpired\b/i.test(row)) problems.push(`${route}: the row of error ${code} does not say that an expired code gives it`);
      }
      for (const part of authCodesParts)
        if (!new RegExp(`\\b${code}\\b`).test(part.text)) problems.push(`/docs/auth-codes § ${part.name}: does not name error ${code} (${e.id})`);
      if (!new RegExp(`\\b${code}\\b`).test(schemeText)) problems.push(`openapi.json: the authCode scheme does not name error ${code} (${e.id})`);
      for (const pointer of site.operationsOf(e)) {
        if (!site.errorCodesOf(`${pointer}/responses/400`).includes(code)) problems.push(`openapi.json#${pointer}: no 400 example with error ${code}`);
      }
    }
    // Wherever the site explains a refused auth code, it names expiry among the reasons.
    const explanations = [
      ...[...site.pages.values()].map((p) => ({ where: p.route, text: p.proseText })),
      ...site.spec
        .strings()
        .filter((x) => x.at.endsWith('/description'))
        .map((x) => ({ where: `openapi.json#${x.at}`, text: x.text })),
    ];
    for (const { where, text } of explanations) {
      for (const sentence of sentences(text)) {
        const s = sentence.replace(/Invalid Auth Code \([^)]*\) provided\.?|Missing AUTH KEY \([^)]*\)\.?/g, '');
        if (/\bauth code\b/i.test(s) && /\b(missing|invalid|wrong|unknown|not valid)\b/i.test(s) && !/\bexpir/i.test(s))
          problems.push(`${where}: "${sentence}" leaves out that an expired auth code is refused too`);
      }
    }
    return problems;
  },

  // corrections item 3: 401 for the codes error-codes.yaml marks so, 400 for the others, on every route that reads a JWT
  3: (site) => {
    const problems: string[] = [];
    const unauthorized = site.facts.errors.api_error_codes.filter((e) => e.http_status === 401).map((e) => e.code);
    assert.ok(unauthorized.length >= 4, 'error-codes.yaml: too few codes with http_status 401');
    // The JWT library's codes, "(1-22, ...)" in a decode step, can come from any decode step.
    const libraryRange = site.facts.endpoints.endpoints
      .flatMap((e) => e.processing_order ?? [])
      .map((s) => /decode[^(]*\((\d+)-(\d+)/i.exec(s))
      .find((m) => m !== null);
    assert.ok(libraryRange, 'endpoints.yaml: no decode step names the JWT library codes');
    const fromLibrary = (c: number) => c >= Number(libraryRange[1]) && c <= Number(libraryRange[2]);
    const jwtRoutes = site.facts.endpoints.endpoints.filter((e) => (e.processing_order ?? []).some((s) => /\bdecode\b/i.test(s)));
    assert.ok(jwtRoutes.length >= 6, 'endpoints.yaml: too few routes that decode a JWT');
    for (const e of jwtRoutes) {
      const ignored = new Set((e.rules ?? []).flatMap((r) => [...r.matchAll(/\berror (\d+) ignored\b/g)].map((m) => Number(m[1]))));
      const produced = unauthorized.filter((c) => !ignored.has(c) && (fromLibrary(c) || endpointErrorCodes(e).includes(c)));
      for (const route of site.taskPagesOf(e)) {
        const part = section(site.pages.get(route)?.main ?? '', (h) => h.text === 'Error codes');
        if (part === undefined) {
          problems.push(`${route}: no "Error codes" section`);
          continue;
        }
        const rows = tables(part).flatMap((t) => t.rows);
        for (const code of produced) {
          const row = rows.find((r) => codesInCell(r.cells[0] ?? '').includes(code));
          if (!row) problems.push(`${route}: error ${code} (HTTP 401) is not listed`);
          else if (!/\bHTTP 401\b/.test(row.cells.join(' '))) problems.push(`${route}: the row of error ${code} does not say HTTP 401`);
        }
        for (const row of rows) {
          const codes = codesInCell(row.cells[0] ?? '');
          if (codes.length && !codes.some((c) => unauthorized.includes(c)) && /\b401\b/.test(row.cells.join(' ')))
            problems.push(`${route}: error ${codes.join(', ')} is said to answer 401`);
        }
        // The sentence with the rule: names 401 and every code that gets it.
        const prose = paragraphs(part).join(' ');
        const rule = sentences(prose).filter((s) => /\b400\b/.test(s));
        if (!rule.length) problems.push(`${route}: no sentence gives the HTTP status rule`);
        for (const s of rule) {
          if (!/\b401\b/.test(s)) problems.push(`${route}: "${s}" gives 400 without naming the codes that get 401`);
          for (const code of produced) if (!new RegExp(`\\b${code}\\b`).test(s)) problems.push(`${route}: "${s}" does not name ${code} among the 401 codes`);
        }
      }
      // Elsewhere on the page, a sentence that lists codes answering 401 lists them all.
      for (const route of site.taskPagesOf(e)) {
        const main = site.pages.get(route)?.main ?? '';
        const under401 = section(main, (h) => h.text === '401');
        const candidates = [
          ...paragraphs(main).flatMap((p) => sentences(p).filter((x) => /\b401\b/.test(x))),
          ...(under401 ? paragraphs(under401).flatMap(sentences) : []),
        ];
        for (const x of candidates) {
          const named = produced.filter((c) => new RegExp(`\\b(errors?|codes?)\\b[^.]*\\b${c}\\b`).test(x));
          const missing = produced.filter((c) => !named.includes(c));
          if (named.length >= 2 && missing.length) problems.push(`${route}: "${x}" lists codes that answer 401 without ${missing.join(', ')}`);
        }
      }
      for (const pointer of site.operationsOf(e)) {
        const bad = site.errorCodesOf(`${pointer}/responses/400`).filter((c) => unauthorized.includes(c));
        if (bad.length) problems.push(`openapi.json#${pointer}: 400 examples with ${bad.join(', ')}, which answer 401`);
        const in401 = site.errorCodesOf(`${pointer}/responses/401`);
        if (!in401.length) problems.push(`openapi.json#${pointer}: no 401 response with examples`);
        const wrong = in401.filter((c) => !unauthorized.includes(c));
        if (wrong.length) problems.push(`openapi.json#${pointer}: 401 examples with ${wrong.join(', ')}, which answer 400`);
      }
    }
    for (const at of ['/info/description', '/components/schemas/ErrorResponse/description']) {
      const text = String(site.spec.at(at) ?? '');
      for (const code of unauthorized)
        if (!new RegExp(`\\b${code}\\b`).test(text)) problems.push(`openapi.json#${at}: does not name ${code} among the 401 codes`);
    }
    return problems;
  },

  // corrections item 4: protected routes answer the 403 of error-codes.yaml; a second revoke answers its code-0 message
  4: (site) => {
    const problems: string[] = [];
    const protect = site.facts.errors.protect_endpoints_403;
    for (const route of ['/docs/protect-endpoints', '/docs/error-codes']) {
      const text = site.pages.get(route)?.mainText ?? '';
      for (const part of [`"errorCode": ${protect.code}`, protect.message, protect.type])
        if (!text.includes(part)) problems.push(`${route}: does not show ${part}`);
    }
    const revoked = site.facts.errors.code_0.map((c) => /^(.+?[.!])\s+—/.exec(c)?.[1]).find((m) => m !== undefined && /revoked/i.test(m));
    assert.ok(revoked, 'error-codes.yaml: no code_0 message about a revoked token');
    const revokePage = site.pages.get('/docs/revoke-token')?.mainText ?? '';
    if (!revokePage.includes(revoked) || !revokePage.includes('"errorCode": 0'))
      problems.push(`/docs/revoke-token: does not show "${revoked}" with errorCode 0`);
    const revoke = site.endpoint('revoke_jwt');
    for (const pointer of site.operationsOf(revoke)) {
      const examples = site.spec.responseExamples(`${pointer}/responses/400`).map(errorOf);
      if (!examples.some((x) => x?.code === 0 && x.message === revoked))
        problems.push(`openapi.json#${pointer}: no 400 example with errorCode 0 and "${revoked}"`);
    }
    // A sentence that gives protected routes a revoked token's answer must give them 403.
    for (const { where, text } of site.everyText()) {
      for (const s of sentences(text)) {
        if (/\b55\b/.test(s) && /\bprotected (routes?|endpoints?)\b/i.test(s) && !/\b403\b/.test(s))
          problems.push(`${where}: "${s}" gives protected routes error 55`);
      }
    }
    return problems;
  },

  // corrections item 5: the GET callback's 400 JSON for the checks made before any redirect, and its redirects
  5: (site) => {
    const problems: string[] = [];
    const callback = site.endpoint('oauth_callback');
    const [pointer] = site.operationsOf(callback);
    if (!pointer) return [`openapi.json: no GET ${callback.route} operation`];
    const examples = site.spec.responseExamples(`${pointer}/responses/400`).map(errorOf);
    for (const code of OAUTH_CHECKED_BEFORE_REDIRECT) {
      const { message } = site.apiError(code);
      if (!examples.some((x) => x?.code === code && x.message === message))
        problems.push(`openapi.json#${pointer}: no 400 JSON example with error ${code} "${message}"`);
    }
    const location = site.spec.at(`${pointer}/responses/302/headers/Location/examples`);
    const urls = Object.values((location ?? {}) as Record<string, { value?: unknown }>).map((x) => new URL(String(x.value ?? ''), 'https://example.com'));
    const toLogin = urls.filter((u) => u.pathname.endsWith('/wp-login.php'));
    if (!toLogin.some((u) => !u.searchParams.has('error'))) problems.push(`openapi.json#${pointer}: no 302 Location example to the login page without error`);
    if (!toLogin.some((u) => u.searchParams.has('error')))
      problems.push(`openapi.json#${pointer}: no 302 Location example to the login page with Google's error`);
    return problems;
  },

  // corrections item 6: error 72's message (error-codes.yaml) with Google's error capitalised
  6: (site) => {
    const problems: string[] = [];
    const start = site.apiError(72).message.split('<')[0]!;
    const refused = `${start}Bad Request.Invalid_grant`;
    const mismatch = `${start}Bad Request.Redirect_uri_mismatch`;
    const page = site.pages.get('/docs/applications/google/oauth_code')?.mainText ?? '';
    for (const m of [refused, mismatch]) if (!page.includes(m)) problems.push(`/docs/applications/google/oauth_code: does not show "${m}"`);
    for (const route of ['/docs/applications/google/oauth_code', '/docs/error-codes']) {
      const row = site.partOf(route, { row: 72 }, (m) => problems.push(m)) ?? '';
      if (!row.includes(refused)) problems.push(`${route}: the row of error 72 does not show "${refused}"`);
    }
    const exchange = site.endpoint('oauth_exchange');
    for (const pointer of site.operationsOf(exchange)) {
      if (
        !site.spec
          .responseExamples(`${pointer}/responses/400`)
          .map(errorOf)
          .some((x) => x?.code === 72 && x.message === refused)
      )
        problems.push(`openapi.json#${pointer}: no 400 example with error 72 "${refused}"`);
    }
    return problems;
  },

  // corrections item 7: the corrected settings messages, word for word on the error codes page
  7: (site) =>
    CORRECTED_SETTINGS_MESSAGES.flatMap(({ code }) => {
      const { message } = site.facts.errors.settings_validation_codes.codes.find((c) => c.code === code) ?? { message: '' };
      const row = site.partOf('/docs/error-codes', { row: code }, () => undefined) ?? '';
      return row.includes(message) ? [] : [`/docs/error-codes: the row of ${code} does not read "${message}"`];
    }),

  // corrections item 8: the failure redirect's query string, built from error 14's message as http_build_query does
  8: (site) => {
    const query = new URLSearchParams({ error_message: site.apiError(14).message, error_code: '14' }).toString();
    const values = Object.values((site.spec.at('/components/responses/Redirect/headers/Location/examples') ?? {}) as Record<string, { value?: unknown }>);
    return values.some((x) => String(x.value).endsWith(`?${query}`)) ? [] : [`openapi.json: the Redirect response has no failure example ending in ?${query}`];
  },

  // corrections item 10: the default list of settings.yaml, on both pages that give it
  10: (site) => {
    const option = site.facts.settings.tabs.login?.options?.find((o) => o.key === 'login_remove_request_parameters');
    assert.ok(option, 'settings.yaml: no login_remove_request_parameters');
    const list = String(option.default).split(' (')[0]!;
    const problems: string[] = [];
    const row = tables(site.pages.get('/docs/configuration')?.main ?? '')
      .flatMap((t) => t.rows)
      .find((r) => r.html.includes('<code>login_remove_request_parameters</code>'));
    if (!row?.cells.join(' ').includes(list)) problems.push(`/docs/configuration: the row of login_remove_request_parameters does not give "${list}"`);
    if (!(site.pages.get('/docs/autologin')?.mainText ?? '').includes(list)) problems.push(`/docs/autologin: does not give "${list}"`);
    return problems;
  },

  // corrections item 12: the refresh time to live's default, where the pages say how long a revoked JWT stays refused
  12: (site) => {
    const option = Object.values(site.facts.settings.tabs)
      .flatMap((t) => t.options ?? [])
      .find((o) => o.key === 'jwt_auth_refresh_ttl');
    const minutes = /^\d+/.exec(String(option?.default ?? ''))?.[0];
    if (!minutes) return ['settings.yaml: no default for jwt_auth_refresh_ttl'];
    const problems: string[] = [];
    for (const route of ['/docs/revoke-token', '/docs/refresh-token'])
      if (!(site.pages.get(route)?.mainText ?? '').includes(`${minutes} minutes`))
        problems.push(`${route}: does not give the refresh time to live's default, ${minutes} minutes`);
    const revoke = site.spec.at(`${op('post', 'auth/revoke')}/description`);
    if (typeof revoke !== 'string' || !norm(revoke).includes(`${minutes} minutes`))
      problems.push(`openapi.json: the revoke operation does not give ${minutes} minutes`);
    return problems;
  },

  // corrections item 15: a Google id_token with the wrong Action is refused with error 24, in its words
  15: (site) => {
    const { message } = site.apiError(24);
    const text = site.partOf('/docs/applications/google/setup', { section: 'Use a Google id_token on all endpoints' }, () => {}) ?? '';
    return text.includes(message) ? [] : [`/docs/applications/google/setup: does not give error 24's message "${message}"`];
  },

  // corrections item 11: every release note lists the changes of releases.yaml for its version, and only those
  11: (site) => {
    const problems: string[] = [];
    for (const r of site.facts.releases.releases) {
      const route = `/releases/simple-jwt-login-release-${r.version}`;
      const page = site.pages.get(route);
      if (!page) {
        problems.push(`${route}: no such built page`);
        continue;
      }
      const extras = NOT_IN_README.filter((x) => x.note === r.version);
      const own = r.changes.filter((c) => !/^release post also lists\b/i.test(c) && !extras.some((x) => x.change.test(c)));
      const items = listItemsAfter(page.main, 'Changes deployed in this release:');
      if (!items) {
        problems.push(`${route}: no list after "Changes deployed in this release:"`);
        continue;
      }
      if (items.length !== own.length) problems.push(`${route}: ${items.length} changes listed, releases.yaml has ${own.length}`);
      const changes = own.join(' | ');
      for (const item of items.map((i) => norm(toText(i)))) {
        for (const m of item.matchAll(/\bWordPress (\d+\.\d+(?:\.\d+)?)/g))
          if (!changes.includes(m[1]!)) problems.push(`${route}: "${item}" names WordPress ${m[1]}, not a change of ${r.version}`);
        for (const m of item.matchAll(/#(\d+)\b/g))
          if (!changes.includes(`#${m[1]}`)) problems.push(`${route}: "${item}" names #${m[1]}, not a change of ${r.version}`);
      }
      // corrections item 11, the rest: what readme.txt does not list is not among the release's changes
      const changelogOnly = (listItemsAfter(page.main, CHANGELOG_ONLY_INTRO) ?? []).map((i) => norm(toText(i)));
      let elsewhere = page.mainText;
      for (const item of changelogOnly) elsewhere = elsewhere.replace(item, ' ');
      for (const x of extras) {
        for (const item of (items ?? []).map((i) => norm(toText(i))))
          if (x.change.test(item)) problems.push(`${route}: lists "${item}" as a change of ${r.version}; readme.txt does not`);
        if (!x.changelogMd && x.change.test(page.mainText))
          problems.push(`${route}: names ${x.change}, which neither readme.txt nor Changelog.md lists for ${r.version}`);
        else if (x.change.test(elsewhere)) problems.push(`${route}: names ${x.change} outside the list after "${CHANGELOG_ONLY_INTRO}"`);
      }
      const date = /<time dateTime="(\d{4}-\d{2}-\d{2})/.exec(page.main)?.[1];
      if (date !== r.date) problems.push(`${route}: dated ${date}, releases.yaml says ${r.date}`);
    }
    for (const f of FOREIGN_RELEASE_ITEMS) {
      const route = `/releases/simple-jwt-login-release-${f.note}`;
      const items = listItemsAfter(site.pages.get(route)?.main ?? '', 'Changes deployed in this release:') ?? [];
      for (const item of items.map((i) => norm(toText(i)))) if (f.change.test(item)) problems.push(`${route}: lists "${item}", a change of ${f.belongsTo}`);
    }
    return problems;
  },
};
