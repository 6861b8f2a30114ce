/**
 * `@theme/Admonition`: `<Admonition type="tip" title="…">` renders as a
 * `:::tip` block of a Markdown page.
 */
import type { ReactNode } from 'react';
import { ADMONITIONS } from '../../core/admonitions.js';
import { siteMessages } from '../../core/site-messages.js';
import { markdownText } from '../../markdown/texts.js';

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const kind = ADMONITIONS[type] ?? ADMONITIONS.note!;
  return (
    <div className={`admonition admonition-${kind.style}`}>
      <p className="admonition-heading">
        <span className="admonition-icon" aria-hidden="true" />
        {title ?? markdownText(siteMessages(), kind.id)}
      </p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
