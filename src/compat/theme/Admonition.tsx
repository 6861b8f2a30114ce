/**
 * `@theme/Admonition`: `<Admonition type="tip" title="…">` renders as a
 * `:::tip` block of a Markdown page.
 */
import type { ReactNode } from 'react';

const KINDS: Record<string, { title: string; style: string }> = {
  note: { title: 'Note', style: 'note' },
  tip: { title: 'Tip', style: 'tip' },
  info: { title: 'Info', style: 'info' },
  warning: { title: 'Warning', style: 'warning' },
  caution: { title: 'Caution', style: 'warning' },
  danger: { title: 'Danger', style: 'danger' },
};

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const kind = KINDS[type] ?? KINDS.note!;
  return (
    <div className={`admonition admonition-${kind.style}`}>
      <p className="admonition-heading">
        <span className="admonition-icon" aria-hidden="true" />
        {title ?? kind.title}
      </p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
