/**
 * `@theme/Layout`: the theme already puts every page between its navbar
 * and footer, so Layout renders its children; its `title` and
 * `description` go to the page's `<head>` (a `<Head>` inside it still wins,
 * as in Docusaurus). In a React page it wraps them in the element that
 * carries the main-content id (the skip link's target, focused after a
 * client-side navigation), where the page's own `<main>` goes, as in
 * Docusaurus; in an MDX page of docs or blog the theme's layout has that
 * element already. `noFooter` is not supported: the footer is the theme's.
 */
import { useContext, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../core/client-contract.js';
import { PageContext } from '../page-context.js';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const page = useContext(PageContext);
  if (page?.head) {
    if (title) page.head.title = title;
    if (description) page.head.description = description;
  }
  if (page?.reactPage) {
    return (
      <div id={MAIN_CONTENT_ID} className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')} tabIndex={-1}>
        {children}
      </div>
    );
  }
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children;
}
