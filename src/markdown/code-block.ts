/**
 * The wrapper around a highlighted `<pre>`: the header bar (title, language),
 * the body and the copy button the client runtime wires up
 * (src/client/enhance.ts). Markdown code blocks and the API pages' examples
 * both use it, so they look and work the same.
 */
import type { Element, ElementContent } from 'hast';
import { type MarkdownTexts, markdownText } from './texts.js';

export interface CodeBlockParts {
  /** `data-language` of the block, for styles and scripts. */
  language?: string;
  /** Shown in the header bar, which is left out when neither is given. */
  title?: string;
  languageLabel?: string;
  /** The site's texts, for the copy button's (texts.ts). */
  texts?: MarkdownTexts;
}

export function codeBlockElement(pre: Element, { language, title, languageLabel, texts }: CodeBlockParts): Element {
  const header: ElementContent[] = [];
  if (title) header.push(h('span', { className: ['code-block-title'] }, [{ type: 'text', value: title }]));
  if (languageLabel) header.push(h('span', { className: ['code-block-lang'] }, [{ type: 'text', value: languageLabel }]));
  const children: ElementContent[] = [];
  if (header.length > 0) children.push(h('div', { className: ['code-block-header'] }, header));
  children.push(
    h('div', { className: ['code-block-body'] }, [
      pre,
      h('button', { type: 'button', className: ['copy-button'], ariaLabel: markdownText(texts, 'theme.CodeBlock.copyButtonAriaLabel') }, [
        { type: 'text', value: markdownText(texts, 'theme.CodeBlock.copy') },
      ]),
    ]),
  );
  return h('div', { className: ['code-block'], dataLanguage: language }, children);
}

function h(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}
