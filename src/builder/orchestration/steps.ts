/**
 * The named steps of a run (load, resolve, render, links…): each is shown
 * on the progress line when it starts and its time is added to the run's
 * timings, which `mysite build --verbose` and the bench print.
 */
import type { Progress, Step } from '../../core/step.js';

export type { Progress, Step };

export function stepper(progress: Progress, timings: Record<string, number>): Step {
  return async (name, fn) => {
    // Each step starts on a new turn of the event loop: a watch server answers the requests that came
    // meanwhile (while its first run builds, it serves the last build; a run is otherwise one long task).
    await new Promise((resolve) => setImmediate(resolve));
    progress(name);
    const started = performance.now();
    try {
      return await fn();
    } finally {
      timings[name] = (timings[name] ?? 0) + Math.round(performance.now() - started);
    }
  };
}
