import { loadApi } from './lib/test/openapi/helpers.js';
const dir = process.argv[2];
const c = process.cpuUsage(); const t = performance.now();
const r = await loadApi('openapi/openapi.yaml', {}, dir);
const u = process.cpuUsage(c);
console.log(dir, r.routes.length, 'routes', Math.round(performance.now() - t), 'ms wall', Math.round((u.user + u.system) / 1000), 'ms cpu', Math.round(process.memoryUsage().rss / 1e6), 'MB rss');
