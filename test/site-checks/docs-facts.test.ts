/**
 * Builds the real site and checks the docs section against the plugin facts
 * (../shared/facts): every route in both URL forms, every error code with its
 * message, every hook, every setting, the sidebar of docs.yaml, the parts each
 * task page must have, the routes and parameters used by every code sample,
 * no placeholder text or empty sections, and a build without warnings.
 *
 * Environment (optional):
 *   DOCS_FACTS_DIR  folder holding the facts YAML files (default:
 *                   ../shared/facts beside the repository, else the
 *                   snapshot in test/fixtures/facts; see plugin-facts.ts).
 *                   Skipped, with the reason, when there are none.
 *   DOCS_SITE_ROOT  site to build (default: the repository), e.g. a broken copy
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fg from 'fast-glob';
import type { SidebarItem } from '../../src/core/types.js';
import { REPO_ROOT } from '../support/paths.js';
import { sharedBuild, type SiteBuild } from '../support/shared-build.js';
import { loadFacts, locateFacts, type EndpointFact, type Facts } from './plugin-facts.js';
import { codesInCell, headings, norm, section, tables, toText } from './html-text.js';
import { apiPageOf, endpointErrorCodes, NAMESPACE, TASK_PAGES } from './task-pages.js';

/* ------------------------------------------------------------------------ */
/* Facts                                                                     */
/* ------------------------------------------------------------------------ */

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

interface Endpoint {
  id: string;
  route: string;
  methods: string[];
  /** parameter names from the facts */
  params: string[];
  /** the facts allow any other query parameter ("(any other)") */
  anyParam: boolean;
}

/** The endpoints of the facts, plus the legacy `register` alias of `users`. */
function endpointList(facts: Facts): Endpoint[] {
  const list: Endpoint[] = [];
  for (const e of facts.endpoints.endpoints) {
    const params = (e.parameters ?? []).map((p) => p.name);
    const entry: Endpoint = {
      id: e.id,
      route: e.route,
      methods: (e.methods ?? (e.method ? [e.method] : [])).map((m) => m.toUpperCase()),
      params: params.filter((p) => !p.startsWith('(')),
      anyParam: params.some((p) => p.startsWith('(any')),
    };
    list.push(entry);
    const alias = e.legacy_alias ? /^(GET|POST|PUT|DELETE|PATCH)\s+(\S+)/.exec(e.legacy_alias) : null;
    if (alias) list.push({ ...entry, id: `${entry.id} (legacy alias)`, route: alias[2]!, methods: [alias[1]!] });
  }
  return list;
}

/* ------------------------------------------------------------------------ */
/* Built HTML                                                                */
/* ------------------------------------------------------------------------ */

interface DocPage {
  route: string;
  file: string;
  html: string; // the page's Markdown content
  text: string; // normalised text of the content
  title: string;
}

function readDocPages(outDir: string): Map<string, DocPage> {
  const pages = new Map<string, DocPage>();
  const files = fg.sync(['docs.html', 'docs/**/*.html'], { cwd: outDir });
  for (const file of files) {
    const full = readFileSync(join(outDir, file), 'utf8');
    // The body's element may carry the data-mysite-html mark (src/core/html-islands.ts).
    const start = full.search(/<div class="markdown"(?: data-mysite-html="\d+")?>/);
    if (start < 0) continue;
    let end = full.indexOf('<p class="edit-link">', start);
    if (end < 0) end = full.indexOf('</article>', start);
    const html = full.slice(start, end);
    const title = norm(toText(/<h1 class="doc-title">([\s\S]*?)<\/h1>/.exec(full)?.[1] ?? ''));
    const route = '/' + file.replace(/\.html$/, '');
    pages.set(route, { route, file, html, text: norm(toText(html)), title });
  }
  return pages;
}

/* ------------------------------------------------------------------------ */
/* Code samples in the Markdown sources                                      */
/* ------------------------------------------------------------------------ */

interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  code: string;
  /** the `##` heading the block is under */
  section: string;
}

function fencedBlocks(file: string, source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  let i = 0;
  if (lines[0]?.trim() === '---') {
    i = lines.findIndex((l, n) => n > 0 && l.trim() === '---') + 1;
  }
  let sectionTitle = '';
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (open) {
      const indent = open[1]!.length;
      const fence = open[2]!;
      const body: string[] = [];
      const start = i + 1;
      for (i++; i < lines.length; i++) {
        const l = lines[i]!;
        if (new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(l)) break;
        body.push(l.slice(Math.min(indent, l.length - l.trimStart().length)));
      }
      blocks.push({ file, line: start, lang: open[3]!.toLowerCase(), code: body.join('\n'), section: sectionTitle });
      continue;
    }
    const h2 = /^##\s+(.*?)\s*(\{#[^}]*\})?\s*$/.exec(line);
    if (h2) sectionTitle = h2[1]!;
  }
  return blocks;
}

/** A call of a route found in a code sample. */
interface Call {
  route: string | null; // plugin route, or null for another API (wp/v2, graphql…)
  method: string;
  params: Set<string>;
  line: number;
}

const MENTION = /simple-jwt-login\/v1\/([A-Za-z0-9_/]*)|\/wp\/v2\b[\w/-]*|\/graphql\b|\/wc\/v3\b/g;

/** Splits a code sample into one call per route it mentions, with the method and parameter names used. */
function callsIn(block: CodeBlock): Call[] {
  const code = block.code;
  const mentions = [...code.matchAll(MENTION)];
  const calls: Call[] = [];
  mentions.forEach((m, k) => {
    const lineStart = code.lastIndexOf('\n', m.index!) + 1;
    const nextMention = mentions[k + 1];
    const end = nextMention ? code.lastIndexOf('\n', nextMention.index!) + 1 : code.length;
    const segment = code.slice(lineStart, Math.max(end, m.index! + m[0].length));
    const isPlugin = m[0].startsWith('simple-jwt-login/');
    const route = isPlugin ? m[1]!.replace(/\/+$/, '') : null;
    if (isPlugin && route === '') return; // a placeholder such as {endpoint}
    const params = new Set<string>();
    // query string right after the route
    const url = /^[^\s'"`)]*/.exec(code.slice(m.index! + m[0].length))?.[0] ?? '';
    for (const q of url.matchAll(/[?&]([A-Za-z_]\w*)=/g)) params.add(q[1]!);
    // JSON keys (also escaped inside shell strings), PHP array keys, form fields
    for (const j of segment.matchAll(/\\?"([A-Za-z_]\w*)\\?"\s*:/g)) params.add(j[1]!);
    for (const p of segment.matchAll(/['"]([A-Za-z_]\w*)['"]\s*=>/g)) params.add(p[1]!);
    for (const f of segment.matchAll(/(?:-d|--data(?:-raw|-urlencode)?|-F|--form)\s+['"]?([A-Za-z_]\w*)=/g)) params.add(f[1]!);
    for (const s of segment.matchAll(/\.(?:set|append)\(\s*['"]([A-Za-z_]\w*)['"]/g)) params.add(s[1]!);
    for (const key of objectLiteralKeys(segment, /JSON\.stringify\(\s*\{|new URLSearchParams\(\s*\{/g)) params.add(key);
    calls.push({ route, method: methodOf(segment), params, line: block.line + code.slice(0, m.index!).split('\n').length - 1 });
  });
  return calls;
}

function methodOf(segment: string): string {
  const M = METHODS.join('|');
  const patterns = [
    new RegExp(`(?:-X|--request)\\s+['"]?(${M})\\b`),
    new RegExp(`CURLOPT_CUSTOMREQUEST\\s*=>\\s*['"](${M})['"]`),
    new RegExp(`\\bmethod\\s*:\\s*['"](${M})['"]`, 'i'),
    new RegExp(`\\(\\s*['"](${M})['"]\\s*,`),
    new RegExp(`^\\s*(${M})\\s+\\S`, 'm'),
  ];
  for (const p of patterns) {
    const m = p.exec(segment);
    if (m) return m[1]!.toUpperCase();
  }
  if (/CURLOPT_POST\s*=>\s*true/.test(segment)) return 'POST';
  if (/\bcurl\b/.test(segment) && /\s(?:-d|--data(?:-raw|-urlencode)?|-F|--form)\s/.test(segment)) return 'POST';
  return 'GET';
}

/** Keys of the object literals that follow each match of `opener` (which ends at the `{`). */
function objectLiteralKeys(text: string, opener: RegExp): string[] {
  const keys: string[] = [];
  for (const m of text.matchAll(opener)) {
    let depth = 1;
    let i = m.index! + m[0].length;
    const start = i;
    let quote = '';
    for (; i < text.length && depth > 0; i++) {
      const c = text[i]!;
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = '';
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if ('{[('.includes(c)) depth++;
      else if ('}])'.includes(c)) depth--;
    }
    const body = text.slice(start, i - 1);
    // split at top-level commas
    let level = 0;
    let current = '';
    const items: string[] = [];
    quote = '';
    for (let k = 0; k < body.length; k++) {
      const c = body[k]!;
      if (quote) {
        if (c === '\\') current += c + (body[++k] ?? '');
        else {
          if (c === quote) quote = '';
          current += c;
        }
        continue;
      }
      if (c === '"' || c === "'" || c === '`') quote = c;
      if ('{[('.includes(c)) level++;
      if ('}])'.includes(c)) level--;
      if (c === ',' && level === 0) {
        items.push(current);
        current = '';
      } else current += c;
    }
    items.push(current);
    for (const item of items.map((s) => s.trim()).filter(Boolean)) {
      if (item.startsWith('...')) continue;
      const keyed = /^['"]?([A-Za-z_$][\w$]*)['"]?\s*:/.exec(item);
      if (keyed) keys.push(keyed[1]!);
      else if (/^[A-Za-z_$][\w$]*$/.test(item)) keys.push(item);
    }
  }
  return keys;
}

/** The label of the setting that enables an endpoint: the first quoted name of `enabled_by`. */
function enablingSetting(e: EndpointFact): string {
  const s = e.enabled_by ?? '';
  return /"([^"]+)"/.exec(s)?.[1] ?? s.replace(/\s*\(.*$/, '').trim();
}

/* ------------------------------------------------------------------------ */

const located = locateFacts();

describe('the docs section against the plugin facts', { skip: 'missing' in located ? located.missing : false }, () => {
  let facts: Facts;
  let outDir: string;
  let build: SiteBuild;
  let pages: Map<string, DocPage>;
  let allText: string;
  const siteRoot = resolve(process.env.DOCS_SITE_ROOT ?? REPO_ROOT);

  const page = (route: string): DocPage => {
    const p = pages.get(route);
    assert.ok(p, `no built docs page for ${route}`);
    return p;
  };

  let setupError: unknown;
  /** Every test first checks that the facts were found and the site was built. */
  const ready = () => {
    if (setupError) throw setupError;
  };

  before(async () => {
    try {
      if ('missing' in located) return;
      facts = loadFacts(located.dir); // throws, naming the file and field, when a facts file changed shape
    } catch (error) {
      setupError = error;
      return;
    }
    build = await sharedBuild(siteRoot);
    outDir = build.outDir;
    if (build.status !== 0) {
      setupError = new Error(`The site build failed (exit ${build.status}):\n${build.stderr}`);
      return;
    }
    pages = readDocPages(outDir);
    allText = [...pages.values()].map((p) => p.text).join('\n');
  });

  it('builds without warnings', () => {
    ready();
    assert.equal(build.status, 0, build.stderr);
    const lines = `${build.stdout}\n${build.stderr}`.split('\n').filter((l) => /warn/i.test(l));
    assert.deepEqual(lines, [], `the build printed warnings:\n${build.stderr}`);
  });

  it('has the 26 pages of docs.yaml, in sidebar order, with their titles and categories', () => {
    ready();
    const expected = facts.docs.pages;
    assert.equal(expected.length, facts.docs.counts.doc_pages);
    const titleOf = new Map(expected.map((p) => [p.url, p.title]));
    for (const p of expected) assert.equal(page(p.url).title, p.title, `title of ${p.url}`);
    // the sidebar, flattened in reading order (a category's own page first)
    const sidebar = JSON.parse(readFileSync(join(outDir, '_mysite/sidebars/docs.json'), 'utf8')) as SidebarItem[];
    const flat: { href: string; label: string }[] = [];
    const categories: string[] = [];
    const walk = (items: SidebarItem[]) => {
      for (const item of items) {
        if (item.type === 'category') {
          categories.push(item.label);
          if (item.href !== undefined) flat.push({ href: item.href, label: item.label });
          walk(item.items ?? []);
        } else flat.push({ href: item.href, label: item.label });
      }
    };
    walk(sidebar);
    assert.deepEqual(
      flat.map((f) => f.href),
      facts.docs.sidebar_flat_order,
      'sidebar order differs from docs.yaml sidebar_flat_order',
    );
    for (const f of flat) assert.equal(f.label, titleOf.get(f.href), `sidebar label of ${f.href}`);
    assert.deepEqual(
      categories,
      facts.docs.categories.map((c) => c.label),
      'sidebar categories differ from docs.yaml categories',
    );
  });

  it('names every endpoint route in both URL forms', () => {
    ready();
    const missing: string[] = [];
    for (const e of facts.endpoints.endpoints) {
      const forms: string[] = [];
      for (const field of ['rest_route_form', 'wp_json_form'] as const) {
        const path = /\/simple-jwt-login\/v1\/[A-Za-z0-9_/]+/.exec(e[field] ?? '')?.[0];
        assert.ok(path, `endpoints.yaml: ${e.id}.${field} has no route path`);
        forms.push(field === 'rest_route_form' ? `?rest_route=${path}` : `/wp-json${path}`);
      }
      for (const m of (e.legacy_alias ?? '').matchAll(/\?rest_route=(\/simple-jwt-login\/v1\/[A-Za-z0-9_/]+)/g)) {
        forms.push(`?rest_route=${m[1]}`, `/wp-json${m[1]}`);
      }
      for (const form of forms) if (!allText.includes(form)) missing.push(`${e.id}: ${form}`);
    }
    assert.deepEqual(missing, [], 'routes missing from the built docs');
  });

  it('lists every error code with its message on /docs/error-codes', () => {
    ready();
    const p = page('/docs/error-codes');
    const rows = tables(p.html).flatMap((t) => t.rows);
    const rowsOf = (code: number) => rows.filter((r) => codesInCell(r.cells[0] ?? '').includes(code));
    const problems: string[] = [];
    const check = (code: number, message: string) => {
      const found = rowsOf(code);
      if (!found.length) return problems.push(`${code}: no table row`);
      const text = found.map((r) => r.cells.slice(1).join(' ')).join(' ');
      for (const alternative of message.replace(/^one of:\s*/, '').split(' | ')) {
        const alt = alternative.trim();
        if (/^\(none/.test(alt)) {
          if (!text.includes('(none)')) problems.push(`${code}: should say it has no message ("(none)")`);
          continue;
        }
        if (alt.startsWith('(')) continue; // a description of a runtime message, e.g. WordPress's own
        const literal = norm(alt.split('<')[0]!);
        if (!norm(text).includes(literal)) problems.push(`${code}: message "${literal}" not in its row`);
      }
      return undefined;
    };
    for (const e of facts.errors.api_error_codes) check(e.code, e.message);
    for (const e of facts.errors.settings_validation_codes.codes) check(e.code, e.message);
    for (const u of facts.errors.settings_validation_codes.defined_unused) {
      const code = Number(/^\d+/.exec(u)?.[0]);
      if (!rowsOf(code).length) problems.push(`${code}: no table row (defined but unused)`);
    }
    for (const c of facts.errors.code_0) {
      const literal = /^(.+?[.!])\s+—/.exec(c)?.[1];
      if (literal && !rowsOf(0).some((r) => r.cells.join(' ').includes(literal))) problems.push(`0: message "${literal}" not listed`);
    }
    const protect = facts.errors.protect_endpoints_403;
    if (!rowsOf(protect.code).length && !p.text.includes(protect.message)) problems.push('403: protect endpoints error missing');
    if (!p.text.includes(protect.type)) problems.push(`type ${protect.type} missing`);
    assert.deepEqual(problems, [], 'error codes page');
  });

  it('documents every hook on /docs/hooks with its type and parameters', () => {
    ready();
    const p = page('/docs/hooks');
    const rows = tables(p.html).flatMap((t) => t.rows);
    const problems: string[] = [];
    const pluginHooks = facts.hooks.hooks;
    assert.equal(pluginHooks.length, Number(/^\d+/.exec(facts.hooks.general_rules.total_plugin_hooks)?.[0]));
    for (const h of pluginHooks) {
      const name = h.name;
      const row = rows.find((r) => r.cells.includes(name));
      if (!row) problems.push(`${name}: not in the hooks table`);
      else if (!row.cells.includes(h.type)) problems.push(`${name}: type ${h.type} not in its row`);
      const sec = section(p.html, (hd) => hd.level === 3 && hd.text.includes(name));
      if (!sec) {
        problems.push(`${name}: no ### section`);
        continue;
      }
      const text = norm(toText(sec));
      for (const param of h.parameters ?? []) if (!text.includes(param)) problems.push(`${name}: parameter "${param}" not in its section`);
      if (h.type === 'filter' && !/Returns/.test(text)) problems.push(`${name}: return value not described`);
      if (!/<pre/.test(sec)) problems.push(`${name}: no example`);
    }
    const wp = facts.hooks.wordpress_hooks_used;
    for (const h of [...wp.actions, ...wp.filters]) {
      if (!p.text.includes(h.hook)) problems.push(`WordPress hook ${h.hook} not mentioned`);
    }
    const core = /^(\w+)/.exec(wp.core_action_fired_by_plugin)?.[1];
    if (core && !p.text.includes(core)) problems.push(`core action ${core} not mentioned`);
    assert.deepEqual(problems, [], 'hooks page');
    // and every hook name also appears in the built docs text
    for (const h of pluginHooks) assert.ok(allText.includes(h.name));
  });

  it('covers every setting of settings.yaml on /docs/configuration (option, label, values, default)', () => {
    ready();
    const p = page('/docs/configuration');
    const rows = tables(p.html).flatMap((t) => t.rows.map((r) => ({ ...r, head: t.head })));
    const problems: string[] = [];
    for (const [tab, spec] of Object.entries(facts.settings.tabs)) {
      for (const opt of spec.options ?? []) {
        // "protect_endpoints.whitelist / whitelist_method / whitelist_match" is three keys
        const [first, ...rest] = opt.key.split(/\s*\/\s*/);
        const prefix = first!.includes('.') ? first!.slice(0, first!.lastIndexOf('.') + 1) : '';
        for (const key of [first!, ...rest.map((k) => prefix + k)]) {
          const row = rows.find((r) => r.html.includes(`<code>${key}</code>`));
          if (!row) {
            problems.push(`${tab}: option ${key} not in a settings table`);
            continue;
          }
          const column = (name: string) => {
            const i = row.head.indexOf(name);
            return (i >= 0 ? row.cells[i]! : row.cells.join(' | ')).toLowerCase();
          };
          // the UI label, when the facts give one (not a description such as "parameter name next to REQUEST")
          const label = opt.label
            ? opt.label
                .split(' | ')[0]!
                .replace(/`/g, '')
                .replace(/\.\.\.$/, '')
                .trim()
            : '';
          if (label && /^[A-Z]/.test(label) && !column('Option').includes(label.toLowerCase()))
            problems.push(`${tab}: ${key}: label "${label}" not in its row`);
          // the allowed values
          const allowed = opt.allowed;
          const values: string[] = Array.isArray(allowed)
            ? allowed.map(String)
            : allowed && typeof allowed === 'object'
              ? Object.values(allowed).map(String)
              : [];
          for (const v of values) if (!column('Values').includes(v.toLowerCase())) problems.push(`${tab}: ${key}: value "${v}" not in its row`);
          // the default, when it is a plain value
          const expected = defaultText(opt.default, allowed);
          if (expected !== undefined && !column('Default').includes(expected.toLowerCase()))
            problems.push(`${tab}: ${key}: default "${expected}" not in its row`);
        }
      }
    }
    // row values of protect endpoints, algorithms, claims and storage
    const pe = facts.settings.tabs.protect_endpoints?.row_values;
    assert.ok(pe, 'settings.yaml: tabs.protect_endpoints.row_values is missing');
    for (const v of [...pe.method.allowed, ...Object.values(pe.match.allowed)]) {
      if (!p.text.includes(v)) problems.push(`protect endpoints: row value ${v} missing`);
    }
    for (const alg of Object.keys(facts.settings.jwt.algorithms_supported)) if (!p.text.includes(alg)) problems.push(`algorithm ${alg} missing`);
    for (const claim of Object.keys(facts.settings.jwt.payload_claims_available)) if (!p.text.includes(claim)) problems.push(`claim ${claim} missing`);
    for (const s of [facts.settings.storage.wp_option, 'SIMPLE_JWT_PRIVATE_KEY', 'SIMPLE_JWT_PUBLIC_KEY'])
      if (!p.text.includes(s)) problems.push(`${s} missing`);
    assert.deepEqual(problems, [], 'configuration page');
  });

  it('gives every task page the parts the issue requires', () => {
    ready();
    const endpoints = new Map(facts.endpoints.endpoints.map((e) => [e.id, e]));
    const problems: string[] = [];
    for (const task of TASK_PAGES) {
      const p = page(task.route);
      const say = (msg: string) => problems.push(`${task.route}: ${msg}`);
      const docs = task.endpoints.map((id) => {
        const e = endpoints.get(id);
        assert.ok(e, `endpoints.yaml has no endpoint ${id}`);
        return e;
      });
      // both URL forms
      const paths = task.paths ?? docs.map((e) => `/${NAMESPACE}/${e.route}`);
      for (const path of paths) {
        if (!p.text.includes(`?rest_route=${path}`)) say(`no ?rest_route=${path} URL`);
        if (!p.text.includes(`/wp-json${path}`)) say(`no /wp-json${path} URL`);
      }
      // the setting that enables it
      for (const e of docs) if (!p.text.includes(enablingSetting(e))) say(`does not name the setting "${enablingSetting(e)}"`);
      // a parameters table: name, where, type, required, meaning
      const paramTable = tables(p.html).find((t) => t.head.join('|') === 'Name|Where|Type|Required|Meaning');
      if (!paramTable) say('no parameters table (Name | Where | Type | Required | Meaning)');
      else {
        const names = paramTable.rows.map((r) => r.cells[0] ?? '');
        for (const e of docs) {
          for (const param of (e.parameters ?? []).map((x) => x.name).filter((n) => !n.startsWith('('))) {
            if (!names.includes(param)) say(`parameter ${param} not in the parameters table`);
          }
        }
      }
      // examples in curl, PHP and JavaScript tabs
      const tabLabels = [...p.html.matchAll(/<button[^>]*role="tab"[^>]*data-value="([^"]*)"/g)].map((m) => m[1]);
      for (const label of ['curl', 'PHP', 'JavaScript']) if (!tabLabels.includes(label)) say(`no "${label}" example tab`);
      // success and error responses
      const codeText = [...p.html.matchAll(/<pre[\s\S]*?<\/pre>/g)].map((m) => toText(m[0])).join('\n');
      if (!/"errorCode"/.test(codeText)) say('no example error response');
      if (!headings(p.html).some((h) => /^(200|Success)\b/.test(h.text))) say('no success response section');
      // the error codes and hooks that concern it
      const errSection = section(p.html, (h) => h.id === 'error-codes' || h.text === 'Error codes');
      if (!errSection) say('no "Error codes" section');
      else {
        const listed = new Set(tables(errSection).flatMap((t) => t.rows.flatMap((r) => codesInCell(r.cells[0] ?? ''))));
        for (const e of docs) for (const code of endpointErrorCodes(e)) if (!listed.has(code)) say(`error code ${code} of ${e.id} not listed`);
      }
      if (!p.html.includes('href="/docs/error-codes')) say('no link to /docs/error-codes');
      const hookSection = section(p.html, (h) => h.id === 'hooks' || h.text === 'Hooks');
      if (!hookSection) say('no "Hooks" section');
      else {
        const hookText = toText(hookSection);
        const names = new Set<string>(['simple_jwt_login_before_endpoint']);
        for (const e of docs) for (const m of JSON.stringify([e.hooks ?? [], e.filter ?? '']).matchAll(/simple_jwt_login_\w+/g)) names.add(m[0]);
        if (!docs.length) names.clear();
        for (const n of names) if (!hookText.includes(n)) say(`hook ${n} not listed`);
      }
      if (!p.html.includes('href="/docs/hooks')) say('no link to /docs/hooks');
      // related docs and the API reference page
      const related = section(p.html, (h) => h.level === 2 && /^Related|^Next steps/.test(h.text));
      if (!related || !/href="\/docs\//.test(related)) say('no "Related" section with links to other docs');
      const apiPages = task.api ?? docs.map(apiPageOf).filter((x): x is string => !!x);
      for (const id of apiPages) {
        if (!p.html.includes(`href="/api/${id}"`)) say(`no link to the API reference /api/${id}`);
        if (!existsSync(join(outDir, 'api', `${id}.html`))) say(`API page /api/${id} does not exist`);
      }
    }
    assert.deepEqual(problems, [], 'task pages');
  });

  it('uses only routes, methods and parameters of the facts in code samples', () => {
    ready();
    const list = endpointList(facts);
    const files = fg.sync(['content/docs/**/*.md'], { cwd: siteRoot });
    assert.ok(files.length >= 26, `expected the docs sources in ${siteRoot}/content/docs`);
    const problems: string[] = [];
    let checkedCalls = 0;
    const allowedFor = (route: string, method: string) => list.filter((e) => e.route === route && e.methods.includes(method));
    const paramOk = (name: string, eps: Endpoint[]) =>
      name === 'rest_route' || eps.some((e) => e.anyParam || e.params.some((p) => p === name || (p === 'JWT' && p.toLowerCase() === name.toLowerCase())));
    for (const file of files) {
      const source = readFileSync(join(siteRoot, file), 'utf8');
      const blocks = fencedBlocks(relative(siteRoot, join(siteRoot, file)), source);
      const pageCalls: { route: string; method: string }[] = [];
      for (const block of blocks) {
        for (const call of callsIn(block)) {
          if (call.route === null) continue;
          checkedCalls++;
          const where = `${block.file}:${call.line}`;
          if (!list.some((e) => e.route === call.route)) {
            problems.push(`${where}: route "${call.route}" is not in endpoints.yaml`);
            continue;
          }
          const eps = allowedFor(call.route, call.method);
          if (!eps.length) {
            problems.push(`${where}: ${call.method} ${call.route} is not in endpoints.yaml`);
            continue;
          }
          if (block.section === 'Endpoint') pageCalls.push({ route: call.route, method: call.method });
          for (const name of call.params)
            if (!paramOk(name, eps)) problems.push(`${where}: ${call.method} ${call.route}: parameter "${name}" is not in endpoints.yaml`);
        }
      }
      // JSON request bodies under "## Request" belong to the page's endpoint(s)
      const pageEndpoints = pageCalls.flatMap((c) => allowedFor(c.route, c.method));
      if (!pageEndpoints.length) continue;
      for (const block of blocks) {
        if (block.section !== 'Request' || block.lang !== 'json') continue;
        let body: unknown;
        try {
          body = JSON.parse(block.code);
        } catch {
          problems.push(`${block.file}:${block.line}: request body is not valid JSON`);
          continue;
        }
        checkedCalls++;
        for (const name of Object.keys(body as object)) {
          if (!paramOk(name, pageEndpoints))
            problems.push(
              `${block.file}:${block.line}: request body: parameter "${name}" is not a parameter of ${[...new Set(pageEndpoints.map((e) => e.route))].join(', ')}`,
            );
        }
      }
    }
    assert.ok(checkedCalls > 50, `only ${checkedCalls} calls found in the code samples: is the extraction broken?`);
    assert.deepEqual(problems, [], 'code samples');
  });

  it('has no placeholder text and no empty sections', () => {
    ready();
    const problems: string[] = [];
    for (const p of pages.values()) {
      for (const [re, what] of [
        [/\blorem\b/i, 'lorem'],
        [/\bTODO\b/, 'TODO'],
        [/\bTBD\b/, 'TBD'],
        [/coming soon/i, 'coming soon'],
        [/\bFIXME\b/, 'FIXME'],
      ] as const) {
        if (re.test(p.text)) problems.push(`${p.route}: contains "${what}"`);
      }
      if (p.text.length < 400) problems.push(`${p.route}: only ${p.text.length} characters of content`);
      const hs = headings(p.html);
      hs.forEach((h, i) => {
        if (h.level < 2 || h.level > 3) return;
        const next = hs[i + 1];
        const between = p.html
          .slice(h.end, next ? next.index : p.html.length)
          .replace(/<\/?div[^>]*>/g, '')
          .trim();
        if (!between && (!next || next.level <= h.level)) problems.push(`${p.route}: section "${h.text}" is empty`);
      });
    }
    assert.deepEqual(problems, [], 'placeholders or empty sections');
  });

  it('draws the JWT lifecycle and the Google OAuth flow as diagrams that follow the colour mode', () => {
    ready();
    for (const route of ['/docs/authentication', '/docs/applications/google/login']) {
      const p = page(route);
      const svg = /<figure class="diagram"[^>]*><div class="diagram-scroll"[^>]*>(<svg[\s\S]*?<\/svg>)/.exec(p.html)?.[1];
      assert.ok(svg, `${route}: no inline SVG diagram`);
      assert.match(svg, /role="img"/, `${route}: diagram without role="img"`);
      assert.match(svg, /<title[^>]*>[^<]+<\/title>/, `${route}: diagram without a title`);
      assert.match(svg, /viewBox="/, `${route}: diagram without a viewBox`);
      assert.doesNotMatch(svg, /(fill|stroke)="#|style="[^"]*(fill|stroke|color)\s*:/, `${route}: diagram with fixed colours`);
      assert.match(svg, /class="dg-/, `${route}: diagram without dg-* classes`);
    }
  });
});

/** The default of a setting as it should read in the docs, or undefined when it is not a plain value. */
function defaultText(value: unknown, allowed: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  const head = String(value).split(' (')[0]!.trim();
  if (!head || /^(''|\[\]|none)/.test(head) || head.includes("'")) return undefined;
  if (allowed && typeof allowed === 'object' && !Array.isArray(allowed)) {
    const label = (allowed as Record<string, unknown>)[head];
    if (label !== undefined) return String(label);
  }
  return head;
}
