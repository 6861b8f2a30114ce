// Renders static/assets/favicons/favicon.svg into the PNG and ICO files the
// site links to, with headless Chromium (no image tools needed). The ICO
// holds PNG images, which every current browser reads.
import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../static/assets/favicons/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', dir), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
async function png(size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  return page.screenshot({ omitBackground: true });
}
writeFileSync(new URL('android-chrome-192x192.png', dir), await png(192));
writeFileSync(new URL('apple-touch-icon.png', dir), await png(180));
const sizes = [16, 32, 48];
const images = [];
for (const s of sizes) images.push(await png(s));
await browser.close();
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((s, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(s, e);
  header.writeUInt8(s, e + 1);
  header.writeUInt16LE(1, e + 4);
  header.writeUInt16LE(32, e + 6);
  header.writeUInt32LE(images[i].length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += images[i].length;
});
writeFileSync(new URL('favicon.ico', dir), Buffer.concat([header, ...images]));
console.log('favicons written');
