/**
 * How alike two texts are, and which blocks differ. The score is the Dice
 * coefficient of the texts' word pairs (each pair counted as often as it
 * occurs): 1 for the same words in the same order, falling with every word
 * changed, added or moved, and linear in the text's length.
 */

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function pairCounts(list: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  const keys = list.length === 1 ? list : list.slice(1).map((word, i) => `${list[i]} ${word}`);
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

export function textSimilarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.length === 0 && right.length === 0) return 1;
  if (left.length === 0 || right.length === 0) return 0;
  const leftPairs = pairCounts(left);
  const rightPairs = pairCounts(right);
  let shared = 0;
  for (const [key, count] of leftPairs) shared += Math.min(count, rightPairs.get(key) ?? 0);
  const total = Math.max(1, left.length - 1) + Math.max(1, right.length - 1);
  return (2 * shared) / total;
}

export type BlockChange = { kind: 'same' | 'only-docusaurus' | 'only-mysite'; text: string };

/**
 * The two pages' blocks aligned by their longest common subsequence (blocks
 * compared by their words), so a report can show what one page has and the
 * other lacks. Pages past `limit` blocks a side are aligned by position.
 */
export function alignBlocks(docusaurus: string[], mysite: string[], limit = 2000): BlockChange[] {
  const key = (text: string) => words(text).join(' ');
  const a = docusaurus.map(key);
  const b = mysite.map(key);
  if (a.length > limit || b.length > limit) {
    return [...docusaurus.map((text) => ({ kind: 'only-docusaurus' as const, text })), ...mysite.map((text) => ({ kind: 'only-mysite' as const, text }))];
  }
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] = a[i] === b[j] ? table[(i + 1) * width + j + 1]! + 1 : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const changes: BlockChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      changes.push({ kind: 'same', text: mysite[j]! });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || table[i * width + j + 1]! >= table[(i + 1) * width + j]!)) {
      changes.push({ kind: 'only-mysite', text: mysite[j++]! });
    } else {
      changes.push({ kind: 'only-docusaurus', text: docusaurus[i++]! });
    }
  }
  return changes;
}

export function median(values: number[]): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
