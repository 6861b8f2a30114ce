/**
 * The main thread's end of the card thread (card-worker.ts): sends each
 * run's style once and the cards to draw, and hands back their images.
 */
import { Worker } from 'node:worker_threads';
import type { CardMessage, CardReply } from './card-worker.js';
import type { CardContent, CardStyle } from './draw-card.js';

export class CardThread {
  private readonly worker = new Worker(new URL('./card-worker.js', import.meta.url));
  private readonly pending = new Map<number, { resolve: (image: Buffer) => void; reject: (error: Error) => void }>();
  private readonly stylesSent = new Set<string>();
  private nextId = 0;

  constructor() {
    this.worker.on('message', (reply: CardReply) => {
      const job = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.image) job?.resolve(Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength));
      else job?.reject(new Error(`Social card could not be drawn: ${reply.error}`));
      if (this.pending.size === 0) this.worker.unref();
    });
    this.worker.on('error', (error) => {
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    });
  }

  draw(content: CardContent, style: { key: string; style: CardStyle }): Promise<Buffer> {
    if (!this.stylesSent.has(style.key)) {
      this.worker.postMessage({ type: 'style', key: style.key, style: style.style } satisfies CardMessage);
      this.stylesSent.add(style.key);
    }
    const id = this.nextId++;
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'card', id, styleKey: style.key, content } satisfies CardMessage);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
