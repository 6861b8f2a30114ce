/** Runs axe-core in a page and lists its violations as short lines (rule id and the first three targets). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/**
 * The violations in the page, or in the element `selector` picks. Injects
 * axe once per page load; the page needs `bypassCSP` in its context (the
 * site's CSP refuses injected scripts).
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
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
