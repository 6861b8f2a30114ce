/** `@docusaurus/isInternalUrl`: whether a URL is a path of this site (no scheme, no `//host`). */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

export function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}

export default isInternalUrl;
