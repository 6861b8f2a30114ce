/**
 * Live reload over server-sent events. Pages served in watch mode get one
 * extra script (an external file, so the pages' CSP still allows it) that
 * reloads on a new build and shows build errors as an overlay.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatDiagnostic, type Diagnostic } from '../core/diagnostics.js';
import { fileUrl } from '../core/urls.js';
import { REFRESH_HOOK } from '../core/client-contract.js';

const LIVE_EVENTS = '_mysite/live';
const LIVE_SCRIPT = '_mysite/live.js';

export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  private errors: string[] = [];
  private build = 0;
  private readonly keepAlive: NodeJS.Timeout;

  constructor(private baseUrl: string) {
    this.keepAlive = setInterval(() => this.send(': keep-alive\n\n'), 15000);
    this.keepAlive.unref();
  }

  setBaseUrl(baseUrl: string): void {
    this.baseUrl = baseUrl;
  }

  /** Serves the event stream and the client script; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? '').split('?')[0];
    if (path === fileUrl(this.baseUrl, LIVE_EVENTS)) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(`event: hello\ndata: ${JSON.stringify({ build: this.build })}\n\n`);
      if (this.errors.length) res.write(this.event('errors', this.errors));
      this.clients.add(res);
      req.on('close', () => this.clients.delete(res));
      return true;
    }
    if (path === fileUrl(this.baseUrl, LIVE_SCRIPT)) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(clientScript(this.baseUrl));
      return true;
    }
    return false;
  }

  inject(html: string): string {
    const tag = `<script src="${fileUrl(this.baseUrl, LIVE_SCRIPT)}"></script>`;
    return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : html + tag;
  }

  setErrors(diagnostics: Diagnostic[]): void {
    this.errors = diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    this.send(this.errors.length ? this.event('errors', this.errors) : this.event('ok', {}));
  }

  /** A new build is being served. */
  reload(changedFiles: string[]): void {
    this.build++;
    // The full list, so the page can tell a content edit from a change of the theme's code.
    this.send(this.event('reload', { build: this.build, files: changedFiles }));
  }

  close(): void {
    clearInterval(this.keepAlive);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private event(name: string, data: unknown): string {
    return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  }

  private send(text: string): void {
    for (const client of this.clients) client.write(text);
  }
}

function clientScript(baseUrl: string): string {
  return `(function () {
  var source = new EventSource(${JSON.stringify(fileUrl(baseUrl, LIVE_EVENTS))});
  var seenBuild = null;
  function overlay() { return document.getElementById('mysite-error-overlay'); }
  function hide() { var o = overlay(); if (o) o.remove(); }
  function show(errors) {
    hide();
    var o = document.createElement('div');
    o.id = 'mysite-error-overlay';
    o.setAttribute('role', 'alertdialog');
    o.setAttribute('aria-label', 'Build error');
    o.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(20,20,20,.92);color:#f5f5f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:32px';
    var h = document.createElement('h2');
    h.textContent = 'Build failed';
    h.style.cssText = 'margin:0 0 8px;color:#ff6b6b;font:600 20px system-ui,sans-serif';
    var p = document.createElement('p');
    p.textContent = 'Fix the problem and save: this page reloads by itself. The last good version is still served.';
    p.style.cssText = 'margin:0 0 16px;font:14px system-ui,sans-serif;color:#ccc';
    var pre = document.createElement('pre');
    pre.textContent = errors.join('\\n\\n');
    pre.style.cssText = 'white-space:pre-wrap;margin:0';
    o.append(h, p, pre);
    document.body.appendChild(o);
  }
  source.addEventListener('hello', function (e) {
    var build = JSON.parse(e.data).build;
    if (seenBuild !== null && build !== seenBuild) location.reload();
    seenBuild = build;
  });
  // A content edit swaps the page's data in place (scroll kept); anything else reloads.
  source.addEventListener('reload', function (e) {
    var files = JSON.parse(e.data).files || [];
    var codeChanged = files.some(function (f) { return f.indexOf('assets/') === 0 || f === '_headers'; });
    if (!codeChanged && window.${REFRESH_HOOK}) {
      window.${REFRESH_HOOK}().then(hide, function () { location.reload(); });
    } else {
      location.reload();
    }
  });
  source.addEventListener('errors', function (e) { show(JSON.parse(e.data)); });
  source.addEventListener('ok', hide);
})();
`;
}
