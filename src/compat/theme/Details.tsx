/** `@theme/Details`: a `<details>` block as a `:::details` block of a Markdown page renders it. */
import type { DetailsHTMLAttributes, ReactNode } from 'react';

export default function Details({ summary, children, className, ...rest }: DetailsHTMLAttributes<HTMLDetailsElement> & { summary?: ReactNode }) {
  return (
    <details className={['details', className].filter(Boolean).join(' ')} {...rest}>
      <summary>{summary ?? 'Details'}</summary>
      {children}
    </details>
  );
}
