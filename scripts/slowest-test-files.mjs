// A node:test reporter that ends the run with the slowest test files, so the suite's time
// (CI must stay under 15 minutes) is watched by file: the sum of each file's top-level tests.
import { relative } from 'node:path';

// SLOWEST_SHOWN=400 lists every file, for work on the suite's time.
const SHOWN = Number(process.env.SLOWEST_SHOWN) || 15;

export default async function* slowestTestFiles(source) {
  const secondsByFile = new Map();
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0) continue;
    const file = event.data.file ? relative(process.cwd(), event.data.file) : '(unknown file)';
    secondsByFile.set(file, (secondsByFile.get(file) ?? 0) + (event.data.details.duration_ms ?? 0) / 1000);
  }
  const slowest = [...secondsByFile].sort((a, b) => b[1] - a[1]).slice(0, SHOWN);
  const total = [...secondsByFile.values()].reduce((sum, seconds) => sum + seconds, 0);
  yield `\nSlowest test files (seconds; all ${secondsByFile.size} files: ${total.toFixed(0)} s of test time):\n`;
  for (const [file, seconds] of slowest) yield `${seconds.toFixed(1).padStart(7)}  ${file}\n`;
}
