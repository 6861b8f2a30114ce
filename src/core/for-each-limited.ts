/**
 * Runs `fn` over `items` with at most `limit` calls under way at once, so
 * the work waiting for a thread (and the memory it holds) stays bounded.
 * Rejects with the first error, after the calls under way have settled.
 */
export async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed: { error: unknown } | undefined;
  const runner = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  if (failed) throw failed.error;
}
