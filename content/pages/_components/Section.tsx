/** Building blocks shared by the home, contact and donate pages. */
import type { ReactNode } from 'react';

/** Centred section title (h2) with an optional eyebrow line and intro paragraph. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'start';
}) {
  return (
    <div className={`pg-section-head pg-section-head-${align}`}>
      {eyebrow ? <p className="pg-eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {children ? <p className="pg-section-intro">{children}</p> : null}
    </div>
  );
}

/** Five filled stars with a text equivalent for screen readers. */
export function Stars({ count = 5 }: { count?: number }) {
  return (
    <span className="pg-stars">
      {Array.from({ length: count }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z" />
        </svg>
      ))}
      <span className="visually-hidden">{`Rated ${count} out of 5 stars`}</span>
    </span>
  );
}
