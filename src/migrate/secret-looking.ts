/**
 * Whether a text written into site.config.ts looks like a secret: by the
 * name of its key (`apiKey`, `token`, `secret`, `password`…), by a known
 * token prefix, or by being long, unbroken and random (high entropy). Such
 * a text is never written without a warning (write-config.ts, report.ts):
 * site.config.ts is meant to be committed.
 */

/** Words of a key name that say its value is a secret. */
const SECRET_WORDS = new Set(['key', 'apikey', 'token', 'secret', 'password', 'passwd', 'pwd', 'credential', 'credentials', 'auth', 'private', 'dsn']);
/** Prefixes of well-known tokens (GitHub, Slack, OpenAI-like, AWS, npm). */
const TOKEN_PREFIX = /^(gh[pousr]_|github_pat_|xox[abposr]-|sk-|AKIA[0-9A-Z]{12}|npm_)[A-Za-z0-9_-]{8,}/;

/** Why `text`, the value of the key `name`, looks like a secret; undefined if it does not. */
export function secretLooking(name: string | number | undefined, text: string): string | undefined {
  if (text.trim() === '') return undefined;
  if (typeof name === 'string' && wordsOf(name).some((w) => SECRET_WORDS.has(w))) return `its key "${name}" names a secret`;
  if (TOKEN_PREFIX.test(text)) return 'it looks like an access token';
  if (highEntropy(text)) return 'it looks like a random key or token';
  return undefined;
}

/** `apiKey` → api, key; `deploy_token` → deploy, token; `X-Auth` → x, auth. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

/** At least 20 characters without spaces (not a URL or a path), letters and digits mixed, and about 4 bits of randomness a character. */
function highEntropy(text: string): boolean {
  if (text.length < 20 || /\s/.test(text) || /^[./#]|:\/\//.test(text)) return false;
  if (!/[A-Za-z]/.test(text) || !/[0-9]/.test(text)) return false;
  const counts = new Map<string, number>();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / text.length) * Math.log2(n / text.length);
  return bits >= 3.5;
}
