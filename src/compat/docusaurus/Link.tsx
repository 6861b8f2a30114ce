/**
 * `@docusaurus/Link`: an `<a>` to a path of the site (`to`, base URL added)
 * or to another site (`href`, opened as Docusaurus opens it: in a new tab
 * for external URLs; `pathname:///x` as a plain link, core/pathname-link.ts). mysite's router follows same-site links without a
 * reload, whatever made the `<a>`.
 */
import type { AnchorHTMLAttributes } from 'react';
import { usePageContext } from '../page-context.js';
import { isInternalUrl } from './isInternalUrl.js';
import { withBaseUrl } from './useBaseUrl.js';
import { spellPageHref } from '../../core/trailing-slash.js';
import { isPathnameLink, PLAIN_LINK_REL, pathnameLinkHref, pathnameLinkPath } from '../../core/pathname-link.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  /** Docusaurus's flag to skip the base URL. */
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
}

export default function Link({ to, href, autoAddBaseUrl = true, isNavLink: _nav, activeClassName: _active, ...rest }: LinkProps) {
  const { site } = usePageContext();
  const target = to ?? href ?? '';
  if (isPathnameLink(target))
    return <a href={autoAddBaseUrl ? pathnameLinkHref(target, site.baseUrl) : pathnameLinkPath(target)} target="_blank" rel={PLAIN_LINK_REL} {...rest} />;
  const internal = isInternalUrl(target) && !target.startsWith('mailto:');
  const url = internal && autoAddBaseUrl ? spellPageHref(withBaseUrl(site.baseUrl, target), site.trailingSlash) : target;
  const external = !internal && /^https?:/.test(target);
  return <a href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}
