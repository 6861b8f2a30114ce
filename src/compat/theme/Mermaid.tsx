/**
 * `@theme/Mermaid` (`<Mermaid value={…} />`), as Docusaurus's theme-mermaid
 * gives it: the same placeholder as a ```` ```mermaid ```` fence
 * (core/mermaid-markup.ts), which the browser draws.
 */
import { DIAGRAM_CLASSES, DIAGRAM_SOURCE_CLASS } from '../../core/mermaid-markup.js';

export default function Mermaid({ value }: { value: string }) {
  return (
    <div className={DIAGRAM_CLASSES.join(' ')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a source that scrolls is reached by keyboard, as a code block's is */}
      <pre className={DIAGRAM_SOURCE_CLASS} tabIndex={0}>
        {value}
      </pre>
    </div>
  );
}
