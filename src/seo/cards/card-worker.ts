/**
 * The thread that draws social cards, one after another, so drawing and
 * encoding use a core the main thread (busy compiling Markdown) leaves
 * free. Messages: a style (sent once per run), then cards in that style.
 */
import { parentPort } from 'node:worker_threads';
import { drawCard, type CardContent, type CardStyle } from './draw-card.js';

export type CardMessage = { type: 'style'; key: string; style: CardStyle } | { type: 'card'; id: number; styleKey: string; content: CardContent };
export type CardReply = { id: number; image?: Uint8Array; error?: string };

const styles = new Map<string, CardStyle>();
let queue = Promise.resolve();

parentPort!.on('message', (message: CardMessage) => {
  if (message.type === 'style') {
    styles.set(message.key, { ...message.style, font: Buffer.from(message.style.font), logo: message.style.logo && Buffer.from(message.style.logo) });
    return;
  }
  queue = queue.then(async () => {
    let reply: CardReply;
    try {
      const image = await drawCard(message.content, styles.get(message.styleKey)!);
      reply = { id: message.id, image };
    } catch (error) {
      reply = { id: message.id, error: (error as Error).message ?? String(error) };
    }
    parentPort!.postMessage(reply, reply.image ? [reply.image.buffer as ArrayBuffer] : []);
  });
});
