/**
 * Reading a content file as text. A file that cannot be read, is not text
 * (a NUL byte: an image or archive saved as `.md`) or is not UTF-8 (saved
 * as Latin-1 or Windows-1252) is an error at the place of the problem, not
 * a page of garbage or of U+FFFD characters.
 */
import { isUtf8 } from 'node:buffer';
import { readFileSync, statSync } from 'node:fs';
import { MysiteError } from '../core/errors.js';
import { asFileSystemError } from '../core/file-system-errors.js';
import type { SourcePosition } from '../core/types.js';

import { MAX_CONTENT_FILE_BYTES } from '../core/content-limits.js';

/**
 * `file` is the site-relative path, for messages. Read synchronously: a
 * content file is small, and five thread-pool round trips per file (stat,
 * open, fstat, read, close) cost more than the read itself. The content
 * step of a one-doc build at 6,000 pages: 2.5-2.8 s → 1.7-2.1 s.
 */
export async function readTextFile(absolutePath: string, file: string): Promise<string> {
  let bytes: Buffer;
  try {
    const { size } = statSync(absolutePath);
    if (size > MAX_CONTENT_FILE_BYTES) throw tooLarge(file, size);
    bytes = readFileSync(absolutePath);
  } catch (error) {
    throw asFileSystemError(error);
  }
  return decodeText(bytes, file);
}

function tooLarge(file: string, size: number): MysiteError {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return MysiteError.of({
    code: 'content/file-too-large',
    message: `${file} is ${mb(size)}; content files may be at most ${mb(MAX_CONTENT_FILE_BYTES)}.`,
    at: { file },
    hint: 'Split it into several pages (a page this long is also slow for readers), or move data files to the static folder.',
  });
}

export function decodeText(bytes: Buffer, file: string): string {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    throw MysiteError.of({
      code: 'content/binary-file',
      message: `${file} is not a text file: it holds a NUL byte (it may be an image or an archive with a text extension).`,
      at: positionOf(bytes, nul, file),
      hint: 'Content files must be text in UTF-8. Put other files in the static folder, or give them their own extension.',
    });
  }
  const text = bytes.toString('utf8');
  if (isUtf8(bytes)) return text;
  throw MysiteError.of({
    code: 'content/invalid-utf8',
    message: `${file} is not valid UTF-8 text: the bytes here are not UTF-8.`,
    at: positionOf(bytes, firstInvalidByte(bytes, text), file),
    hint: 'Save the file as UTF-8 (it was likely saved as Latin-1 or Windows-1252; most editors can "reopen with encoding" and save again).',
  });
}

/** The offset of the first byte that is not part of valid UTF-8 (a real U+FFFD in the text is not one). */
function firstInvalidByte(bytes: Buffer, text: string): number {
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
    const offset = Buffer.byteLength(text.slice(0, i));
    if (!(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) return offset;
  }
  return 0;
}

function positionOf(bytes: Buffer, offset: number, file: string): SourcePosition {
  const before = bytes.subarray(0, offset);
  let line = 1;
  let lineStart = 0;
  for (let i = before.indexOf(10); i >= 0; i = before.indexOf(10, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { file, line, column: before.subarray(lineStart).toString('utf8').length + 1 };
}
