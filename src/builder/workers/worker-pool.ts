/**
 * A small pool of worker threads for the CPU-heavy, independent jobs of a
 * build (compiling Markdown pages), so a build uses every core. Workers are
 * started on the first job, so a build whose pages all come from the cache
 * never starts one.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../../core/engine-package.js';
import { MysiteError } from '../../core/errors.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { WorkerReply, WorkerTask } from './worker-protocol.js';

interface Pending {
  task: WorkerTask;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class WorkerPool {
  /** Each worker with the jobs sent to it, oldest first (it answers them in order). */
  private readonly workers: { worker: Worker; sent: Pending[] }[] = [];
  private readonly queue: Pending[] = [];
  private closed = false;
  private underWay = 0;

  /**
   * `runHereBelow`: how many jobs at once `offload` keeps in this thread; 0
   * sends every job to the threads.
   */
  constructor(
    private readonly size = defaultJobs(),
    private readonly runHereBelow = RUN_HERE_BELOW,
    /** The worker's script (tests give one that misbehaves). */
    private readonly script = workerScript('build-worker.js', new URL('./worker.js', import.meta.url)),
  ) {}

  /**
   * A job that can also run here: it does, unless enough jobs are already
   * under way that the threads pay for their start-up. One page edited in
   * watch mode never waits for a thread to load the whole pipeline.
   */
  async offload<T>(task: WorkerTask, here: () => Promise<T>): Promise<T> {
    this.underWay++;
    try {
      return this.underWay > this.runHereBelow ? await this.run<T>(task) : await here();
    } finally {
      this.underWay--;
    }
  }

  run<T>(task: WorkerTask): Promise<T> {
    if (this.closed) return Promise.reject(new Error('worker pool is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, resolve: resolve as (v: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Threads running now. */
  get threads(): number {
    return this.workers.length;
  }

  /** Starts a thread and has it load the Markdown pipeline, ahead of the pages it will be sent. */
  warmUp(): void {
    this.run({ type: 'warm-up' }).catch(() => {}); // a thread that fails to start fails the jobs sent to it
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.workers.length = 0;
  }

  private dispatch(): void {
    if (this.queue.length > 0 && this.workers.length < this.size && this.workers.every((w) => jobsOf(w.sent) > 0)) this.spawn();
    // Idle workers first, then a second job each, so a worker never waits for the
    // main thread between two jobs.
    for (let depth = 1; depth <= SENT_PER_WORKER; depth++) {
      for (const slot of this.workers) {
        if (jobsOf(slot.sent) >= depth) continue;
        const next = this.queue.shift();
        if (!next) return;
        slot.sent.push(next);
        // A busy worker keeps the process alive; an idle one does not (see spawn).
        slot.worker.ref();
        slot.worker.postMessage(next.task);
      }
    }
  }

  private spawn(): void {
    const worker = new Worker(this.script, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    const slot = { worker, sent: [] as Pending[] };
    worker.on('message', (reply: WorkerReply) => {
      const pending = slot.sent.shift();
      if (slot.sent.length === 0) worker.unref();
      if (pending) {
        if (reply.ok) pending.resolve(reply.value);
        else if (reply.diagnostics) pending.reject(new MysiteError(reply.diagnostics as Diagnostic[]));
        else pending.reject(Object.assign(new Error(reply.message), { stack: reply.stack, code: reply.code, path: reply.path, syscall: reply.syscall }));
      }
      this.dispatch();
    });
    // A thread that ends, with an error or without one (process.exit, out of
    // memory), fails the jobs it had; the next jobs go to a new thread.
    const fail = (error: unknown) => {
      const at = this.workers.indexOf(slot);
      if (at < 0) return;
      this.workers.splice(at, 1);
      for (const pending of slot.sent.splice(0)) pending.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A worker thread stopped (exit code ${code}) before it answered.`)));
    worker.unref();
    this.workers.push(slot);
  }
}

/**
 * The jobs a worker has been sent and not answered, its warm-up aside: a job
 * sent behind a warm-up starts as soon as the pipeline is loaded, which a new
 * thread would have to load too (a one-doc build's page waited 0.15-0.2 s
 * for a second thread to start, its reply from the first unread).
 */
function jobsOf(sent: Pending[]): number {
  return sent.filter((p) => p.task.type !== 'warm-up').length;
}

/** Jobs sent to a worker ahead of its answers: the next one waits in its inbox. */
const SENT_PER_WORKER = 2;

/** By default, up to this many jobs at once run in the main thread. */
const RUN_HERE_BELOW = 8;

/** One worker per core, at least one. */
export function defaultJobs(): number {
  return Math.max(1, availableParallelism());
}

/**
 * Each thread's young generation, smaller than V8's default: a big build's
 * peak memory went down by 20–70 MB (660 API operations; 1,000 docs), with
 * the same CPU time (see docs/PERFORMANCE.md).
 */
const YOUNG_GENERATION_MB = 8;
