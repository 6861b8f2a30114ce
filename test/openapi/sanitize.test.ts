/** Descriptions are Markdown from data: rendered through the pipeline, with everything executable removed. */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SourceResult } from '../../src/content/content-source.js';
import { sanitizeHtml } from '../../src/openapi/markdown.js';
import type { ApiIntroData } from '../../src/core/page-data/api.js';
import { BAD, loadApi, operation } from './helpers.js';

/** Markup that can run or cover things (inert text mentioning it is fine). */
const EXECUTABLE = /<script|<iframe|<style|<[a-z][^>]*\son[a-z]+=|(?:href|src)="\s*javascript:|style="[^"]*position/i;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('sanitising descriptions', () => {
  let result: SourceResult;
  before(async () => {
    result = await loadApi(BAD('script-description.yaml'));
  });

  it('no script, handler, javascript: URL, frame or foreign style anywhere in the page data', () => {
    for (const route of result.routes) for (const text of strings(route.data)) assert.doesNotMatch(text, EXECUTABLE, route.path);
  });

  it('keeps the Markdown: text, headings with ids, links, emphasis', () => {
    const intro = result.routes[0]!.data as ApiIntroData;
    assert.match(intro.descriptionHtml!, /<p>Intro text\. <\/p>/);
    assert.match(intro.descriptionHtml!, /<h2 id="section">Section <img src="https:\/\/example\.invalid\/x\.png">/);
    assert.match(intro.descriptionHtml!, /<a>click me<\/a> and <a>raw<\/a>/);
    assert.deepEqual(
      intro.toc.map((t) => t.id),
      ['section', 'api-operations'],
    );
    assert.doesNotMatch(intro.toc[0]!.html, EXECUTABLE);
    assert.equal(intro.contact?.url, undefined, 'a javascript: contact URL is dropped');
    const op = operation(result, '/api/list-things');
    assert.match(op.parameters[0]!.items[0]!.descriptionHtml!, /<b>bold<\/b> query/);
  });

  it('keeps the highlighting of code blocks (token classes, no inline style)', () => {
    const op = operation(result, '/api/list-things');
    assert.match(op.descriptionHtml!, /<div class="code-block" data-language="js">/);
    assert.match(op.descriptionHtml!, /<span class="sh-[a-z]+">/);
    assert.doesNotMatch(op.descriptionHtml!, /style=/);
    assert.match(op.descriptionHtml!, /<button type="button" class="copy-button" aria-label="Copy code to clipboard">/);
  });

  it('the sanitiser on its own', () => {
    assert.equal(sanitizeHtml('<p onclick="x()">a<script>b</script></p>'), '<p>a</p>');
    assert.equal(sanitizeHtml('<a href="javascript:alert(1)" class="x">l</a>'), '<a class="x">l</a>');
    assert.equal(sanitizeHtml('<span style="color:red;position:absolute">s</span>'), '<span>s</span>');
    assert.equal(sanitizeHtml('<span style="color:#fff">s</span><pre style="color:red">p</pre>'), '<span>s</span><pre>p</pre>');
    assert.equal(sanitizeHtml('<img src="x" onerror="alert(1)">'), '<img src="x">');
  });
});
