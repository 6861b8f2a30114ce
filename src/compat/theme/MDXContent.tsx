/**
 * `@theme/MDXContent` (and `@theme-original/MDXContent`): what goes around
 * the content of every MDX page. mysite's renders the content as it is; a
 * site's `src/theme/MDXContent` (usually wrapping this one) is given every
 * page's content as its children (mdx/provider.ts).
 */
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
