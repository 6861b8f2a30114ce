import SwaggerParser from '@apidevtools/swagger-parser';
import { stringify } from 'yaml';
import { writeFileSync, mkdirSync } from 'node:fs';
const doc = await new SwaggerParser().bundle('openapi/openapi.yaml');
const paths = doc.paths;
const ops = Object.values(paths).reduce((n, item) => n + Object.keys(item).filter((k) => ['get','post','put','delete','patch'].includes(k)).length, 0);
const copies = Math.ceil(Number(process.argv[2]) / ops);
const out = {};
for (let i = 0; i < copies; i++) {
  for (const [p, item] of Object.entries(paths)) {
    const copy = structuredClone(item);
    for (const [m, op] of Object.entries(copy)) if (op && typeof op === 'object' && op.operationId) op.operationId += `V${i}`;
    out[`/v${i}${p}`] = copy;
  }
}
doc.paths = out;
const dir = process.argv[3];
mkdirSync(dir, { recursive: true });
const text = stringify(doc);
writeFileSync(`${dir}/openapi.yaml`, text);
console.log(ops, 'ops per copy;', copies, 'copies;', (text.length / 1e6).toFixed(1), 'MB');
