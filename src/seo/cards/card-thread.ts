/**
 * The main thread's end of the card threads (card-worker.ts). Cards wait
 * in one queue and each thread takes the next when it has drawn one, so
 * a thread added late (`widen`) takes its share of what is left. Each
 * run's style is sent once per thread.
 */
import { Worker } from 'node:worker_threads';
import { workerScript } from '../../core/engine-package.js';
import type { CardMessage, CardReply } from './card-worker.js';
import type { CardContent, CardStyle } from './draw-card.js';

interface Job {
  content: CardContent;
  style: { key: string; style: CardStyle };
  resolve: (image: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  stylesSent: Set<string>;
  job?: Job;
}

export class CardThreads {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 0;

  draw(content: CardContent, style: { key: string; style: CardStyle }): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ content, style, resolve, reject });
      if (this.threads.length === 0) this.start();
      this.next();
    });
  }

  get threadCount(): number {
    return this.threads.length;
  }

  /** Adds threads, up to `count` in all, while enough cards wait for each to pay for its start. */
  widen(count: number): void {
    while (this.threads.length < count && this.queue.length > CARDS_PER_START * this.threads.length) this.start();
    this.next();
  }

  private start(): void {
    const thread: Thread = { worker: new Worker(workerScript('card-worker.js', new URL('./card-worker.js', import.meta.url))), stylesSent: new Set() };
    const fail = (error: Error) => {
      // The thread is gone: its card and the waiting ones fail (the build reports the first).
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      for (const job of [...(thread.job ? [thread.job] : []), ...this.queue.splice(0)]) job.reject(error);
      thread.job = undefined;
    };
    thread.worker.on('message', (reply: CardReply) => {
      const job = thread.job;
      thread.job = undefined;
      if (reply.image) job?.resolve(Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength));
      else job?.reject(new Error(`Social card could not be drawn: ${reply.error}`));
      this.next();
    });
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => {
      if (thread.job) fail(new Error(`The social card thread stopped (exit code ${code}).`));
    });
    this.threads.push(thread);
  }

  /** Gives each idle thread the next card; an idle thread does not keep the process alive. */
  private next(): void {
    for (const thread of this.threads) {
      if (thread.job) continue;
      const job = this.queue.shift();
      if (!job) {
        thread.worker.unref();
        continue;
      }
      const { worker, stylesSent } = thread;
      if (!stylesSent.has(job.style.key)) {
        worker.postMessage({ type: 'style', key: job.style.key, style: job.style.style } satisfies CardMessage);
        stylesSent.add(job.style.key);
      }
      thread.job = job;
      worker.ref();
      worker.postMessage({ type: 'card', id: this.nextId++, styleKey: job.style.key, content: job.content } satisfies CardMessage);
    }
  }

  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    for (const thread of threads) thread.job = undefined;
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }
}

/** A thread costs tens of milliseconds to start (loading Skia and the font): worth it for this many cards. */
const CARDS_PER_START = 20;
