/**
 * URLs that come from data (authors.yml, front matter, the config) are
 * written into href and src attributes. Only http(s), mailto and paths of
 * the site are allowed there, so that no `javascript:` or `data:` URL (or a
 * `//other-host` one) written by mistake or by someone else runs in a
 * reader's browser.
 */

/** What is wrong with a URL from data, or undefined when it is safe. */
export function unsafeUrlReason(url: string): string | undefined {
  const value = url.trim();
  // Browsers drop tabs and newlines inside URLs ("java\tscript:"), so none are allowed.
  if (/[\x00-\x1f\x7f]/.test(value)) return 'it contains a control character (tab, newline…)';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/\\]/i.test(value) ? undefined : 'it has no host after "//"';
  if (scheme === 'mailto') return undefined;
  if (scheme) return `the "${scheme}:" scheme is not allowed`;
  if (/^[/\\]{2}|^\/\\/.test(value)) return 'it leads to another host without saying https:';
  return undefined;
}

export function isSafeUrl(url: string): boolean {
  return unsafeUrlReason(url) === undefined;
}

export const SAFE_URL_HINT = 'Use an https:// (or http://) URL, a mailto: address, or a path of the site such as /img/photo.png.';
