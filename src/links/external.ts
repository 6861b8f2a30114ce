/**
 * Checks external URLs (only with `check-links --external`): a HEAD request,
 * then GET when a server refuses HEAD, a few at a time, each URL once.
 */
export interface ExternalResult {
  url: string;
  ok: boolean;
  reason: string;
}

const CONCURRENCY = 8;
const TIMEOUT_MS = 10_000;

async function probe(url: string): Promise<ExternalResult> {
  for (const method of ['HEAD', 'GET'] as const) {
    try {
      const response = await fetch(url, {
        method,
        redirect: 'follow',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { 'user-agent': 'mysite-check-links' },
      });
      await response.body?.cancel();
      if (response.ok) return { url, ok: true, reason: `HTTP ${response.status}` };
      if (method === 'HEAD' && [403, 405, 501].includes(response.status)) continue;
      return { url, ok: false, reason: `HTTP ${response.status}` };
    } catch (error) {
      if (method === 'HEAD') continue;
      return { url, ok: false, reason: (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message };
    }
  }
  return { url, ok: false, reason: 'no response' };
}

export async function checkExternal(urls: string[]): Promise<Map<string, ExternalResult>> {
  const unique = [...new Set(urls.map((u) => u.split('#')[0]!))];
  const results = new Map<string, ExternalResult>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const url = unique[next++]!;
      results.set(url, await probe(url.startsWith('//') ? 'https:' + url : url));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, worker));
  return results;
}
