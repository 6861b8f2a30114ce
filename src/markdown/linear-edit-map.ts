/**
 * micromark applies batches of edits to a page's event list with an
 * `EditMap`. Its `consume` copies the whole list and pushes every event
 * back, and micromark calls it each time a list or block quote closes: on a
 * large page (many lists, a few MB) that is quadratic, and a 5 MB file took
 * minutes. This `consume` makes the same edits in place, from the last to
 * the first, so each costs only what follows it (test/markdown/linear-edit-map
 * checks the trees are the same). Installed once, for the whole process.
 */
import { splice } from 'micromark-util-chunked';
import { EditMap } from 'micromark-util-edit-map';

type Events = Parameters<EditMap['consume']>[0];
type Change = [at: number, remove: number, add: Events];

/** micromark's own implementation, kept for the test that compares both. */
export const originalConsume = EditMap.prototype.consume;

export function linearConsume(this: EditMap, events: Events): undefined {
  const map = (this as unknown as { map: Change[] }).map;
  map.sort((a, b) => a[0] - b[0]);
  // Like the original, a change never removes past the start of the next one.
  let end = events.length;
  for (let i = map.length - 1; i >= 0; i--) {
    const [at, remove, add] = map[i]!;
    splice(events, at, Math.max(0, Math.min(remove, end - at)), add);
    end = at;
  }
  map.length = 0;
  (this as unknown as { index: Map<number, Change> }).index.clear();
  return undefined;
}

EditMap.prototype.consume = linearConsume;
