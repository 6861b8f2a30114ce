/** Runs axe-core in a page and lists its violations as short lines (rule id and the first three targets). */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

let axeUrl: Promise<string> | undefined;

/**
 * axe's script at a URL of its own, served from this test process, cacheable:
 * a context that loads several pages fetches and compiles it once (Chromium's
 * HTTP and code caches), where a script tag's inline content (560 kB) crossed
 * the protocol and was compiled again on every page load, longer than axe's run.
 */
function servedAxe(): Promise<string> {
  axeUrl ??= new Promise((resolve) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=86400, immutable' });
      response.end(AXE_SOURCE);
    });
    // Neither the server nor Chromium's kept-alive connections hold the test process open.
    server.on('connection', (socket) => socket.unref());
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`);
    });
    server.unref();
  });
  return axeUrl;
}

/**
 * The violations in the page, or in the element `selector` picks. Injects
 * axe once per page load; the page needs `bypassCSP` in its context (the
 * site's CSP refuses injected scripts).
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: await servedAxe() });
  return page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: { run: (context: Document | Element, options: object) => Promise<AxeResult> } }).axe;
    // Only the violations' nodes are wanted: axe then skips building the details of every passing node.
    const result = await axe.run(within ? document.querySelector(within)! : document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  }, selector);
}
