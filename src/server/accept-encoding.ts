/**
 * The compression a client accepts, from its Accept-Encoding header (RFC 9110
 * §12.5.3): each coding with its weight, `q=0` meaning "not this one", `*`
 * standing for every coding not named. Brotli is preferred at equal weight;
 * the body is sent as it is (identity) only when both codings are refused.
 */
export type Encoding = 'br' | 'gzip';

export function pickEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => /^q\s*=/.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}
