/**
 * How much garbage the watch server's heap may hold. V8 lets the old
 * generation grow to a few times what survived the last full collection
 * before the next one, and each run at 5,000 pages leaves about 100 MB of
 * garbage: after six quick edits the server held 1.4 GB, with as little
 * live data as after the first. A growing factor of 1.25 keeps it near
 * what it holds (a full collection there takes 110-170 ms).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Called once the first run is done: set from the start, the factor made
 * that run (reading every cache) a second slower. V8 applies it when it
 * next sets the threshold, at a full collection: one is made now.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=25');
  // gc() without starting Node with --expose-gc: a context made after the flag is set has it.
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
