/**
 * `@theme/IdealImage` with the config's `idealImage`: with the site's sharp,
 * a responsive `<img>` (srcset, sizes, width and height) and the resized
 * files, named by their contents and kept in the cache under a key of the
 * source's bytes; without it, the image with its header's size and one
 * warning naming the fix. sharp is found as a user's site finds it: in the
 * site's own node_modules (a link to the engine's devDependency, or to
 * `npm install --prefix /tmp/sharp-dev sharp`).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import { imageSize } from '../../src/core/image-size.js';
import { requireFromEngine } from '../../src/core/engine-package.js';
import { imageWidths } from '../../src/mdx/ideal-image/widths.js';
import { idealImagesOf } from '../../src/mdx/ideal-image/ideal-images.js';
import { siteConfigSchema } from '../../src/config/schema.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

/** A PNG of `width` × `height` pixels, every row a gradient of `shade`. */
function png(width: number, height: number, shade: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set([shade, (x * 2) & 255, (y * 4) & 255], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Where sharp is installed for the tests, or undefined. */
function sharpFolder(): string | undefined {
  try {
    return join(requireFromEngine.resolve('sharp/package.json'), '..');
  } catch {
    return existsSync('/tmp/sharp-dev/node_modules/sharp/package.json') ? '/tmp/sharp-dev/node_modules/sharp' : undefined;
  }
}

const PAGE = [
  "import Image from '@theme/IdealImage';",
  '',
  '# Pictures',
  '',
  '<Image img={require(\'./pic.png\')} alt="A gradient" />',
  '',
  '<img id="plain" src={require(\'./pic.png\')} alt="" />',
  '',
].join('\n');

function siteFiles(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'site.config.ts': minimalConfig('idealImage: { sizes: [40, 80, 400] },'),
    'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHi.\n',
    'content/docs/pictures.mdx': PAGE,
    ...extra,
  };
}

describe('the header of an image gives its size', () => {
  it('PNG, GIF, JPEG and WebP', () => {
    assert.deepEqual(imageSize(png(7, 3, 0)), { width: 7, height: 3 });
    const gif = Buffer.from('GIF89a\x05\x00\x09\x00', 'latin1');
    assert.deepEqual(imageSize(gif), { width: 5, height: 9 });
    // SOI, an APP0 segment of 4 bytes, then SOF0: precision, height 0x0102, width 0x0304.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x02, 0x03, 0x04, 0x03, 0, 0, 0, 0]);
    assert.deepEqual(imageSize(jpeg), { width: 0x304, height: 0x102 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    assert.deepEqual(imageSize(webp), { width: 100, height: 50 });
    assert.equal(imageSize(Buffer.from('not an image')), undefined);
  });

  it('the widths: min to max in steps, else sizes, else size, else its own; never wider than the image', () => {
    const base = { steps: 4, quality: 85, disableInDev: true };
    assert.deepEqual(imageWidths({ ...base, min: 100, max: 400 }, 1000), [100, 200, 300, 400]);
    assert.deepEqual(imageWidths({ ...base, sizes: [300, 50, 2000] }, 1000), [50, 300, 1000]);
    assert.deepEqual(imageWidths({ ...base, size: 20 }, 1000), [20]);
    assert.deepEqual(imageWidths(base, 640), [640]);
  });
});

describe("idealImage's disableInDev", () => {
  // A site folder without sharp: whether images are resized shows as the warning's flag.
  const options = (disableInDev: boolean) => siteConfigSchema.parse({ title: 'T', url: 'https://example.com', idealImage: { disableInDev } }).idealImage!;
  const siteDir = join(tmpdir(), 'mysite-site-without-sharp');

  it('leaves images as they are under mysite serve, and says nothing of sharp', () => {
    assert.deepEqual(idealImagesOf({ options: options(true), siteDir, watching: true }), { options: options(true) });
  });

  it('resizes them in a build, and under serve when it is false', () => {
    assert.equal(idealImagesOf({ options: options(true), siteDir, watching: false })?.withoutSharp, true);
    assert.equal(idealImagesOf({ options: options(false), siteDir, watching: true })?.withoutSharp, true);
  });
});

describe('@theme/IdealImage without sharp', () => {
  let site: FixtureSite;
  let stderr: string;
  before(() => {
    site = createSite(siteFiles());
    writeFileSync(join(site.dir, 'content/docs/pic.png'), png(120, 60, 10));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    stderr = r.stderr + r.stdout;
  });
  after(() => site.remove());

  it('is the image as it is, with its width and height, and one warning naming the fix', () => {
    const html = site.read('dist/docs/pictures.html');
    const img = /<img[^>]*alt="A gradient"[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(img, /src="\/assets\/media\/pic\.[0-9a-f]{8}\.png"/, html);
    assert.match(img, /width="120"/);
    assert.match(img, /height="60"/);
    assert.doesNotMatch(img, /srcset/i);
    assert.equal(stderr.match(/config\/ideal-image-sharp/g)?.length, 1, stderr);
    assert.match(stderr, /npm install sharp/);
    // Where a string is wanted, the image is its URL.
    assert.match(html, /id="plain" src="\/assets\/media\/pic\.[0-9a-f]{8}\.png"/);
  });
});

const sharp = sharpFolder();
describe('@theme/IdealImage with the site’s sharp', { skip: sharp ? false : 'sharp is not installed (npm install --prefix /tmp/sharp-dev sharp)' }, () => {
  let site: FixtureSite;
  let first: { code: number; stdout: string; stderr: string };
  before(() => {
    site = createSite(
      siteFiles({
        'content/pages/gallery.tsx': [
          "import Image from '@theme/IdealImage';",
          "import pic from '../docs/pic.png';",
          'export default function Gallery() {',
          '  return <main id="main"><h1>Gallery</h1><Image img={pic} alt="Page picture" /></main>;',
          '}',
          '',
        ].join('\n'),
      }),
    );
    writeFileSync(join(site.dir, 'content/docs/pic.png'), png(120, 60, 10));
    mkdirSync(join(site.dir, 'node_modules'));
    symlinkSync(sharp!, join(site.dir, 'node_modules/sharp'), 'dir');
    first = site.run('build');
    assert.equal(first.code, 0, first.stderr);
  });
  after(() => site.remove());

  const files = () => readdirSync(join(site.dir, 'dist/assets/ideal-img')).sort();

  it('is one <img> with srcset, sizes, width and height, in an MDX page and a React page', () => {
    assert.doesNotMatch(first.stderr + first.stdout, /ideal-image-sharp/);
    for (const [page, alt] of <[string, string][]>[
      ['dist/docs/pictures.html', 'A gradient'],
      ['dist/gallery.html', 'Page picture'],
    ]) {
      const html = site.read(page);
      const img = new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0] ?? '';
      const srcset = /srcSet="([^"]+)"|srcset="([^"]+)"/.exec(img);
      const candidates = (srcset?.[1] ?? srcset?.[2] ?? '').split(', ');
      assert.equal(candidates.length, 3, img);
      for (const [i, width] of [40, 80, 120].entries())
        assert.match(candidates[i]!, new RegExp(`^/assets/ideal-img/pic\\.[0-9a-f]{8}\\.${width}\\.png ${width}w$`));
      assert.match(img, /src="\/assets\/ideal-img\/pic\.[0-9a-f]{8}\.120\.png"/);
      assert.match(img, /sizes="\(max-width: 120px\) 100vw, 120px"/);
      assert.match(img, /width="120"/);
      assert.match(img, /height="60"/);
    }
  });

  it('writes each width, of that width, named by its contents', () => {
    const names = files();
    assert.equal(names.length, 3, names.join());
    for (const name of names) {
      const width = Number(/\.(\d+)\.png$/.exec(name)![1]);
      assert.deepEqual(imageSize(readFileSync(join(site.dir, 'dist/assets/ideal-img', name))), { width, height: width / 2 });
    }
  });

  it('keeps them in the cache, under a key of the source’s bytes: a changed image makes new files', () => {
    const cached = readdirSync(join(site.dir, '.mysite-cache/ideal-img'));
    assert.equal(cached.length, 3);
    const before = files();
    writeFileSync(join(site.dir, 'content/docs/pic.png'), png(120, 60, 200));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const after = files();
    assert.equal(after.length, 3);
    assert.ok(
      after.every((name) => !before.includes(name)),
      `${before} → ${after}`,
    );
    assert.equal(readdirSync(join(site.dir, '.mysite-cache/ideal-img')).length, 6);
  });
});
