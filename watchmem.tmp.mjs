// Edits a doc N times under the watch server and records memory after GC.
import { get as httpGet } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { createWatchServer } from './lib/src/server/watch-server.js';
process.env.NODE_ENV = 'production';
const [siteDir, docRel, edits] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 258)];
const server = await createWatchServer({ siteDir, port: 0, host: '127.0.0.1', quiet: true });
let events = [];
httpGet(server.url + '/_mysite/live', (res) => { let b = ''; res.on('data', (c) => { b += c; let e; while ((e = b.indexOf('\n\n')) >= 0) { const blk = b.slice(0, e); b = b.slice(e + 2); const n = /^event: (.*)$/m.exec(blk)?.[1]; if (n) events.push(n); } }); });
const wait = async (n) => { while (events.filter((e) => e === 'reload' || e === 'errors').length < n) await new Promise((r) => setTimeout(r, 10)); };
const doc = `${siteDir}/${docRel}`;
const original = readFileSync(doc, 'utf8');
const mem = () => { global.gc(); global.gc(); const m = process.memoryUsage(); return `rss ${Math.round(m.rss / 1e6)} MB heap ${Math.round(m.heapUsed / 1e6)} MB ext ${Math.round((m.external + m.arrayBuffers) / 1e6)} MB`; };
await new Promise((r) => setTimeout(r, 500));
console.log('start', mem());
const t = performance.now();
for (let i = 1; i <= edits; i++) {
  writeFileSync(doc, original + `\n\nEdit number ${i}: ${'word '.repeat(i % 7)}\n`);
  await wait(i);
  // a browser would fetch the page again
  await new Promise((r) => httpGet(server.url + '/docs/cors', { headers: { 'accept-encoding': 'br' } }, (res) => { res.resume(); res.on('end', r); }));
  if (i % 50 === 0) console.log(i, 'edits', mem(), Math.round((performance.now() - t) / i), 'ms/edit');
}
writeFileSync(doc, original);
await server.close();
process.exit(0);
