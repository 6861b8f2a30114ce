/**
 * How much garbage a heap may hold. V8 lets the old generation grow to a few
 * times what survived the last full collection before the next one. The
 * flag is the process's: it holds for every thread's heap, from each one's
 * next full collection.
 *
 * - A `mysite build` of a big site (BIG_BUILD_PAGES) that compiles every
 *   page peaked at 1.0 GB at 5,000 + 1,000 pages, with about 200 MB of live
 *   data in its main thread; at 50% it peaks at 610-650 MB, for 3-7% more
 *   CPU time. Set once the threads' heaps have grown (after the content
 *   step), it changed nothing.
 * - The watch server: each run at 5,000 pages leaves about 100 MB of
 *   garbage, and after six quick edits it held 1.4 GB, with as little live
 *   data as after the first. 25% keeps it near what it holds (a full
 *   collection there takes 110-170 ms). Set from the start, that factor made
 *   the first run (reading every cache) a second slower.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Cold builds of sites of this many pages or more have the heap's growth limited (see above). */
export const BIG_BUILD_PAGES = 2_000;

export function limitHeapGrowth(percent: number): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** A full collection now (V8 applies a new growth factor when it next sets its threshold, at one). */
export function collectGarbage(): void {
  // gc() without starting Node with --expose-gc: a context made after the flag is set has it.
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
