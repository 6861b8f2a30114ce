/**
 * The URL a link's target, as the Markdown text holds it, became in the
 * page: what the page's link records as written (`ContentLink.written`).
 * Markdown takes the angle brackets off (`<./my file.pdf>`), decodes
 * escapes and character references, and percent-encodes what a URL may not
 * hold (a space, `é`); an HTML or JSX attribute only decodes its character
 * references. A twin looks up the target as the page recorded it.
 */
import { decodeString } from 'micromark-util-decode-string';
import { normalizeUri } from 'micromark-util-sanitize-uri';

/** What a target may hold that its URL holds otherwise: angle brackets, an escape, a reference, a space or a character past ASCII. */
const WRITTEN_OTHERWISE = /^<|[\\&]|[^\x21-\x7e]/;

/** The URL of a Markdown link or image target (after `](` or `]:`), or undefined when it is the target as written. */
export function linkUrlOfTarget(target: string): string | undefined {
  if (!WRITTEN_OTHERWISE.test(target)) return undefined;
  const bare = target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target;
  return normalizeUri(decodeString(bare));
}

/** The URL of an attribute's value (`&amp;` is `&`). */
export function linkUrlOfAttribute(value: string): string {
  return value.includes('&') ? decodeString(value) : value;
}
