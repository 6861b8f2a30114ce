/**
 * Request code samples. The operation's example request (server URL,
 * example parameter values, example body) becomes a HAR request, and
 * httpsnippet writes it in each language; the code is highlighted at
 * build time. The site never sends these requests.
 */
import { HTTPSnippet, type HarRequest } from 'httpsnippet';
import type { CodeBlocks } from './highlight.js';
import type { ApiCodeSample } from '../core/page-data/api.js';

export interface NameValue {
  name: string;
  value: string;
}

export interface RequestExample {
  /** Upper case. */
  method: string;
  /** Absolute URL with path parameters filled in, without the query. */
  url: string;
  query: NameValue[];
  headers: NameValue[];
  cookies: NameValue[];
  body?: { mimeType: string; value: unknown };
}

interface SampleTarget {
  label: string;
  target: 'shell' | 'php' | 'javascript' | 'python';
  client: string;
  lang: string;
  options?: Record<string, unknown>;
}

/** The languages offered, in tab order. */
export const SAMPLE_TARGETS: SampleTarget[] = [
  { label: 'curl', target: 'shell', client: 'curl', lang: 'bash', options: { indent: '  ', prettifyJson: true } },
  { label: 'PHP', target: 'php', client: 'curl', lang: 'php', options: { indent: '  ' } },
  { label: 'JavaScript', target: 'javascript', client: 'fetch', lang: 'javascript', options: { indent: '  ' } },
  { label: 'Python', target: 'python', client: 'requests', lang: 'python', options: { indent: '    ' } },
];

/** A file field in a multipart example (format: binary). */
export const BINARY_PLACEHOLDER = '<binary>';

export function toHar(req: RequestExample): HarRequest {
  const headers = [...req.headers];
  let postData: HarRequest['postData'] | undefined;
  if (req.body) {
    const { mimeType, value } = req.body;
    if (/multipart\/form-data/i.test(mimeType) || /x-www-form-urlencoded/i.test(mimeType)) {
      const multipart = /multipart/i.test(mimeType);
      const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
      postData = {
        mimeType,
        params: entries.map(([name, v]) =>
          multipart && v === BINARY_PLACEHOLDER ? { name, fileName: 'path/to/file' } : { name, value: typeof v === 'string' ? v : JSON.stringify(v) },
        ),
      };
      if (!multipart) headers.push({ name: 'Content-Type', value: mimeType });
    } else {
      const text = typeof value === 'string' && !/json/i.test(mimeType) ? value : JSON.stringify(value);
      postData = { mimeType, text };
      headers.push({ name: 'Content-Type', value: mimeType });
    }
  }
  return {
    method: req.method,
    url: req.url,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: req.query,
    cookies: req.cookies,
    headersSize: -1,
    bodySize: -1,
    ...(postData ? { postData } : {}),
  } as HarRequest;
}

/** The code of each sample, not highlighted (for tests and the copy button). */
export function sampleCode(req: RequestExample): { label: string; lang: string; code: string }[] {
  const snippet = new HTTPSnippet(toHar(req));
  return SAMPLE_TARGETS.map((t) => {
    const out = snippet.convert(t.target as never, t.client, t.options);
    const code = Array.isArray(out) ? out.join('\n') : String(out || '');
    return { label: t.label, lang: t.lang, code: code.trimEnd() };
  });
}

/** What httpsnippet refused, in a sentence: `url must match format "uri": "https://<upload_url>/x"`. */
export function sampleErrorReason(error: unknown): string {
  const first = (error as { errors?: { instancePath?: string; message?: string; data?: unknown }[] }).errors?.[0];
  if (!first) return String((error as Error)?.message ?? error).split('\n')[0]!;
  return `${(first.instancePath ?? '').replace(/^\//, '') || 'request'} ${first.message ?? 'is invalid'}: ${JSON.stringify(first.data)}`;
}

/** The samples, their HTML filled in when `blocks` are highlighted. */
export function codeSamples(req: RequestExample, blocks: CodeBlocks): ApiCodeSample[] {
  return sampleCode(req).map((s) => {
    const sample = { label: s.label, html: '' };
    blocks.add(s.code, s.lang, (html) => (sample.html = html));
    return sample;
  });
}

/** Fills `{name}` in a server URL with the variables' defaults; relative URLs get a placeholder host. */
export function absoluteServerUrl(url: string, variables: Record<string, string>): string {
  const filled = url.replace(/\{([^}]+)\}/g, (m, name: string) => variables[name] ?? m).replace(/\/+$/, '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(filled)) return filled;
  return 'https://api.example.com' + (filled.startsWith('/') ? filled : filled ? '/' + filled : '');
}

/** The path with `{name}` replaced by the parameters' example values. */
export function fillPath(path: string, values: Map<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (m, name: string) => (values.has(name) ? encodeURIComponent(values.get(name)!) : m));
}
