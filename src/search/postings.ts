/**
 * How a term's postings travel from the build to the browser. MiniSearch
 * serialises them as `{ fieldId: { docId: frequency } }`; for the wire they
 * become `[term, fieldId, [id gaps], frequencies or 1 when all are 1, …]`,
 * about four times smaller once gzipped. Document ids are local to a
 * bucket (see search-index.ts); the reader adds the bucket's offset.
 */

/** MiniSearch's serialised postings of one term. */
export type FieldPostings = Record<string, Record<string, number>>;

export function encodePostings(term: string, fields: FieldPostings): string {
  const out: unknown[] = [term];
  for (const [fieldId, docs] of Object.entries(fields)) {
    // Integer keys enumerate in ascending order: no sort needed.
    const ids = Object.keys(docs).map(Number);
    const gaps = ids.map((id, i) => id - (i === 0 ? 0 : ids[i - 1]!));
    const frequencies = ids.map((id) => docs[id]!);
    out.push(Number(fieldId), gaps, frequencies.every((f) => f === 1) ? 1 : frequencies);
  }
  return JSON.stringify(out);
}

/** Adds one encoded term, its ids moved by `offset`, to MiniSearch's serialised index. */
export function decodePostings(entry: unknown[], offset: number, into: Map<string, FieldPostings>): void {
  const term = entry[0] as string;
  let fields = into.get(term);
  if (!fields) into.set(term, (fields = {}));
  for (let i = 1; i < entry.length; i += 3) {
    const fieldId = String(entry[i]);
    const gaps = entry[i + 1] as number[];
    const frequencies = entry[i + 2] as number[] | 1;
    const docs = (fields[fieldId] ??= {});
    let id = offset;
    gaps.forEach((gap, k) => {
      id += gap;
      docs[id] = frequencies === 1 ? 1 : frequencies[k]!;
    });
  }
}
