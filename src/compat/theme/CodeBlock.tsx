/**
 * `@theme/CodeBlock`: the wrapper of a fenced code block
 * (markdown/code-block.ts: header with title and language, the copy
 * button the client wires up). Code written in the page as a string
 * (`<CodeBlock language="js">{\`…\`}</CodeBlock>`) never reaches this
 * component: it becomes a fenced block when the page is compiled, and is
 * highlighted (mdx/code-block-literals.ts). Code that only exists while the
 * page renders (a variable, an imported file's text) is shown here as plain
 * text, with the lines `metastring` or magic comments mark, and line numbers.
 * Children that are not text are shown as they are, inside the `<pre>`.
 */
import { Fragment, type ReactNode } from 'react';
import { siteMessages } from '../../core/site-messages.js';
import { markdownText } from '../../markdown/texts.js';
import { parseCodeMeta } from '../../markdown/code-meta.js';
import { applyMagicComments } from '../../markdown/plugins/magic-comments.js';
import { codeBlockLanguage, codeBlockText } from '../code-block-text.js';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  /** `language-js` also names the language. */
  className?: string;
  title?: ReactNode;
  /** What follows the language of a fence: `{1,3} title="x.js" showLineNumbers`. */
  metastring?: string;
  showLineNumbers?: boolean | number;
}

export default function CodeBlock({ children, language, className, title, metastring, showLineNumbers }: CodeBlockProps) {
  const lang = codeBlockLanguage(language, className);
  const meta = parseCodeMeta(metastring);
  const heading = title ?? meta.title;
  const numbered = Boolean(showLineNumbers) || meta.showLineNumbers;
  const text = textOf(children);
  return (
    <div className="code-block" data-language={lang || undefined}>
      {heading || lang ? (
        <div className="code-block-header">
          {heading ? <span className="code-block-title">{heading}</span> : null}
          {lang ? <span className="code-block-lang">{lang}</span> : null}
        </div>
      ) : null}
      <div className="code-block-body">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: code that scrolls sideways must be reachable by keyboard, as the highlighter's <pre> is */}
        <pre className={numbered ? 'shiki css-variables line-numbers' : 'shiki css-variables'} tabIndex={0}>
          <code>{text === undefined ? children : lines(text, meta.highlightLines, numbered)}</code>
        </pre>
        <button type="button" className="copy-button" aria-label={markdownText(siteMessages(), 'theme.CodeBlock.copyButtonAriaLabel')}>
          {markdownText(siteMessages(), 'theme.CodeBlock.copy')}
        </button>
      </div>
    </div>
  );
}

/** The children as one string, when they are only text. */
function textOf(children: ReactNode): string | undefined {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children) && children.every((c) => typeof c === 'string' || typeof c === 'number')) return children.join('');
  return undefined;
}

/** The code; each line in its own `<span class="line">` when some are marked or numbered, as the highlighter makes them. */
function lines(text: string, marked: Set<number>, numbered: boolean): ReactNode {
  const highlighted = new Set(marked);
  const code = applyMagicComments(codeBlockText(text), highlighted);
  if (highlighted.size === 0 && !numbered) return code;
  return code.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? '\n' : null}
      <span className={highlighted.has(i + 1) ? 'line highlighted' : 'line'}>{line}</span>
    </Fragment>
  ));
}
