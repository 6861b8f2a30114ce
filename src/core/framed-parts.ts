/**
 * A file of byte parts, one after the other behind their count and lengths.
 * Caches that keep many entries store each serialised on its own: an entry
 * read and not changed is written back as the bytes it was read from, and
 * the parts are written with writev (see save-file.ts), not joined first.
 */

/** The parts to write, the header first. */
export function frame(parts: Uint8Array[]): Uint8Array[] {
  const header = Buffer.alloc(4 * (parts.length + 1));
  header.writeUInt32LE(parts.length, 0);
  parts.forEach((part, i) => header.writeUInt32LE(part.byteLength, 4 * (i + 1)));
  return [header, ...parts];
}

/** The parts of a framed file (views into `data`); throws on a file that is cut off or not framed. */
export function unframe(data: Buffer): Uint8Array[] {
  const count = data.readUInt32LE(0);
  const parts: Uint8Array[] = [];
  let at = 4 * (count + 1);
  for (let i = 0; i < count; i++) {
    const length = data.readUInt32LE(4 * (i + 1));
    if (at + length > data.length) throw new Error('cut-off file of parts');
    parts.push(data.subarray(at, (at += length)));
  }
  return parts;
}
