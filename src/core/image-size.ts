/**
 * An image's intrinsic width and height, read from its header (PNG, JPEG,
 * GIF, WebP), without decoding it: what an `<img>` needs so that nothing
 * shifts while it loads. Undefined for a file it cannot read.
 */

export interface ImageSize {
  width: number;
  height: number;
}

export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('latin1', 12, 16) === 'IHDR') {
    return positive(data.readUInt32BE(16), data.readUInt32BE(20));
  }
  if (data.length >= 10 && (data.toString('latin1', 0, 6) === 'GIF87a' || data.toString('latin1', 0, 6) === 'GIF89a')) {
    return positive(data.readUInt16LE(6), data.readUInt16LE(8));
  }
  if (data.length >= 30 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return webpSize(data);
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) return jpegSize(data);
  return undefined;
}

function positive(width: number, height: number): ImageSize | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The first start-of-frame segment holds the size; the segments before it are skipped by their lengths. */
function jpegSize(data: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    // Fill bytes, and markers without a length (restart, start and end of image).
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // SOF0–SOF15, except DHT (c4), JPG (c8) and DAC (cc), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return positive(data.readUInt16BE(at + 7), data.readUInt16BE(at + 5));
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return undefined;
}

function webpSize(data: Buffer): ImageSize | undefined {
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return positive(1 + data.readUIntLE(24, 3), 1 + data.readUIntLE(27, 3));
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return positive(1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff));
  }
  if (chunk === 'VP8 ') return positive(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff);
  return undefined;
}
