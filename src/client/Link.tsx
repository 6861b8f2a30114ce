/**
 * Internal links: rendered as plain `<a href>` (they work without
 * JavaScript); the router intercepts clicks on them once the page is hydrated.
 */
import type { AnchorHTMLAttributes } from 'react';
import { usePageHref, useSite } from './context.js';
import { isPathnameLink, PLAIN_LINK_REL, pathnameLinkHref } from '../core/pathname-link.js';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Site-absolute route (`/docs/x#y`), an external URL, or a `pathname:///x` link that bypasses the router. */
  to: string;
}

export function Link({ to, children, ...rest }: LinkProps) {
  const site = useSite();
  const href = usePageHref(to);
  if (isPathnameLink(to))
    return (
      <a href={pathnameLinkHref(to, site.baseUrl)} target="_blank" rel={PLAIN_LINK_REL} {...rest}>
        {children}
      </a>
    );
  const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(to);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
