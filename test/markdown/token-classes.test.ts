import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import * as shiki from '@shikijs/core';
import { createJavaScriptRawEngine } from '@shikijs/engine-javascript';
import { classifyTokens, tokenStylesheet } from '../../src/markdown/token-classes.js';

/** Code that reaches every colour and font style of the theme. */
const SAMPLES: Record<string, string> = {
  php: '<?php\n// note\n/** @param int $x */\nfunction f(int $x): string { return "a$x" . \'b\'; }\nclass A extends B { public const X = 1; }',
  javascript: 'const a = `x`; /re/g;\nasync function f(a = 1) { return new Map(); }',
  bash: '# c\ncurl -X POST "https://x/$A" -H \'a: b\' | jq .x && echo $HOME',
  json: '{"a": [1, true, null, "s"], "b": {"c": 2}}',
  yaml: 'a: &x\n  - b: 1\n    c: "s"',
  markdown: '# H\n*i* **b** [l](u) `c`\n> q',
  diff: '+a\n-b\n@@ x',
};

async function highlighter() {
  const h = await shiki.createHighlighterCore({
    themes: [shiki.createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', fontStyle: true })],
    langs: [],
    engine: createJavaScriptRawEngine(),
  });
  for (const lang of Object.keys(SAMPLES)) await h.loadLanguage(...(await import(`@shikijs/langs-precompiled/${lang}`)).default);
  return h;
}

/** Each character of the code with the declarations that colour it (the `<pre>`'s, then its token's). */
function styledText(pre: Element, rules: Map<string, string>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (node: ElementContent, style: string): void => {
    if (node.type === 'text') for (const ch of node.value) out.push([ch, style]);
    if (node.type !== 'element') return;
    const own = [...String(node.properties.style ?? '').split(';'), ...classesOf(node).flatMap((c) => (rules.get(c) ?? '').split(';'))].filter(Boolean);
    const declarations = new Map(
      `${style};${own.join(';')}`
        .split(';')
        .filter(Boolean)
        .map((d) => [d.split(':')[0]!, d] as const),
    );
    for (const child of node.children) walk(child, [...declarations.values()].sort().join(';'));
  };
  walk(pre, '');
  return out;
}

/** shiki writes `class` as a string, hast utilities `className` as a list. */
function classesOf(node: Element): string[] {
  const { class: text, className } = node.properties;
  return [...((className as string[] | undefined) ?? []), ...(typeof text === 'string' ? text.split(' ') : [])];
}

function stylesheetRules(): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, selector, body] of tokenStylesheet().matchAll(/\.([\w-]+)\{([^}]*)\}/g)) rules.set(selector!, body!);
  return rules;
}

describe('token classes', () => {
  it('colour every character as the inline styles did, with no style left', async () => {
    const h = await highlighter();
    const rules = stylesheetRules();
    const seen = new Set<string>();
    for (const [lang, code] of Object.entries(SAMPLES)) {
      const styled = (h.codeToHast(code, { lang, theme: 'css-variables' }) as Root).children[0] as Element;
      const classed = structuredClone(styled);
      classifyTokens(classed);
      assert.deepEqual(styledText(classed, rules), styledText(styled, new Map()), lang);
      const html = toHtml(classed);
      assert.doesNotMatch(html, /style=/, lang);
      for (const [, c] of html.matchAll(/class="(sh-[\w-]+(?: sh-[\w-]+)*)"/g)) for (const name of c!.split(' ')) seen.add(name);
    }
    // The samples reach colours, bold, italic and underline.
    for (const name of ['sh-k', 'sh-s', 'sh-c', 'sh-f', 'sh-n', 'sh-b', 'sh-it', 'sh-ul', 'sh-i', 'sh-d']) assert.ok(seen.has(name), name);
  });

  it('turn a plain-coloured token into text joined with its neighbours', () => {
    const span = (style: string, value: string): Element => ({ type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value }] });
    const pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: { className: ['shiki'], style: 'background-color:var(--shiki-background);color:var(--shiki-foreground)' },
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'span',
              properties: { className: ['line'] },
              children: [
                span('color:var(--shiki-foreground)', '{'),
                span('color:var(--shiki-foreground)', ' '),
                span('color:var(--shiki-token-keyword)', '"a"'),
                span('color:var(--shiki-unknown)', 'x'),
              ],
            },
          ],
        },
      ],
    };
    classifyTokens(pre);
    assert.equal(
      toHtml(pre),
      '<pre class="shiki"><code><span class="line">{ <span class="sh-k">"a"</span><span style="color:var(--shiki-unknown)">x</span></span></code></pre>',
    );
  });
});
