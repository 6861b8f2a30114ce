/**
 * When a watch server's first run starts. Without an up-to-date build to
 * serve, at once. With one, the run (one long task on the main thread) waits
 * until no request has been under way for a moment, so the pages a browser
 * opens first are not held up behind it; a path that build lacks starts it at
 * once (`start`).
 */
import type { ServerResponse } from 'node:http';

/** Requests must have paused this long; with none yet, this long after the start (a browser opening its first page takes a second or so). */
const AFTER_IDLE_MS = 300;
const AFTER_START_MS = 2000;

export class FirstRun {
  private running?: Promise<void>;
  private idle?: NodeJS.Timeout;
  private underWay = 0;

  constructor(private readonly build: () => Promise<void>) {}

  /** The run, started now if it was not. */
  start(): Promise<void> {
    clearTimeout(this.idle);
    this.running ??= this.build();
    return this.running;
  }

  /** The run if it started (it never fails: its errors are reported where it is built). */
  get started(): Promise<void> | undefined {
    return this.running;
  }

  /** Starts the run once requests pause, or a while after now if none comes. */
  startWhenIdle(ms = AFTER_START_MS): void {
    clearTimeout(this.idle);
    if (!this.running && this.underWay === 0) this.idle = setTimeout(() => void this.start(), ms);
  }

  /** A request being answered: the run waits until it and the others are done. */
  answering(res: ServerResponse): void {
    if (this.running) return;
    this.underWay++;
    clearTimeout(this.idle);
    res.once('close', () => {
      this.underWay--;
      this.startWhenIdle(AFTER_IDLE_MS);
    });
  }

  /** No run will be started (the server stops). */
  cancel(): void {
    clearTimeout(this.idle);
  }
}
