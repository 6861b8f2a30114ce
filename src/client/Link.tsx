/**
 * Internal links: rendered as plain `<a href>` (they work without
 * JavaScript); the router intercepts clicks on them once the page is hydrated.
 */
import type { AnchorHTMLAttributes } from 'react';
import { useBaseUrl, useSite } from './context.js';
import { spellPageHref } from '../core/trailing-slash.js';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Site-absolute route (`/docs/x#y`) or an external URL. */
  to: string;
}

export function Link({ to, children, ...rest }: LinkProps) {
  const href = spellPageHref(useBaseUrl(to), useSite().trailingSlash);
  const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(to);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
