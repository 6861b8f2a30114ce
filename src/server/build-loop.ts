/**
 * The states of `serve --watch` and the moves between them.
 *
 *   last-build ─(requests pause, a page it lacks, a save)─▶ first-run
 *   first-run ─▶ idle, or building when saves came meanwhile
 *   idle ─(a save)─▶ building ─(no save waiting)─▶ idle
 *   any ─(close)─▶ stopping
 *
 * - `last-build`: the output of the last `mysite build` (nothing changed
 *   since) is served; nothing is built or watched yet.
 * - `first-run`: the site is built once, whole.
 * - `building`: the saves waiting are built, then those that came meanwhile.
 * - `idle`: the site of the last good run is served (with the errors of a
 *   failed run shown over it until a good one).
 * - `stopping`: nothing starts any more; `stop()` waits for the run under way.
 *
 * The runs themselves are the server's (`LoopRuns`); they report their own
 * errors and never throw, so one failed run does not stop the loop.
 */
export type WatchState = 'last-build' | 'first-run' | 'building' | 'idle' | 'stopping';

export interface LoopRuns {
  first(): Promise<void>;
  /** Builds the site after a change to these files (site-relative). */
  after(changed: string[]): Promise<void>;
}

/** Editors may write several files at once (a temp file, then a rename): their events come within a few ms. */
const SETTLE_MS = 5;

export class BuildLoop {
  private now: WatchState;
  private readonly waiting = new Set<string>();
  /** The run under way, if any. */
  private running?: Promise<void>;

  constructor(
    private readonly runs: LoopRuns,
    servingLastBuild: boolean,
  ) {
    this.now = servingLastBuild ? 'last-build' : 'idle';
    if (!servingLastBuild) this.begin('first-run', () => this.runs.first());
  }

  get state(): WatchState {
    return this.now;
  }

  /** Starts the first run if it has not started; settles when it is over. */
  firstRun(): Promise<void> {
    if (this.now === 'last-build') this.begin('first-run', () => this.runs.first());
    return this.running ?? Promise.resolve();
  }

  /** A source file changed: it is built once the run under way (if any) is over. */
  changed(file: string): void {
    if (this.now === 'stopping') return;
    this.waiting.add(file);
    if (this.now === 'last-build') void this.firstRun();
    else if (this.now === 'idle') this.begin('building', () => this.buildWaiting());
  }

  /** No run starts from now on; settles when the one under way is over. */
  async stop(): Promise<void> {
    this.now = 'stopping';
    // A run may have begun the next one as it ended.
    for (let run = this.running; run; run = this.running === run ? undefined : this.running) await run;
  }

  private begin(state: 'first-run' | 'building', run: () => Promise<void>): void {
    this.now = state;
    this.running = (async () => {
      if (state === 'building') await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      await run();
      if (this.now === 'stopping') return;
      this.running = undefined;
      if (this.waiting.size > 0) this.begin('building', () => this.buildWaiting());
      else this.now = 'idle';
    })();
  }

  private async buildWaiting(): Promise<void> {
    const changed = [...this.waiting];
    this.waiting.clear();
    if (changed.length > 0) await this.runs.after(changed);
  }
}
