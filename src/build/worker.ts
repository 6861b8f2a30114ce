/** A build worker thread: runs one task at a time for the WorkerPool. */
import { parentPort } from 'node:worker_threads';
import { MysiteError } from '../core/errors.js';
import type { WorkerReply, WorkerTask } from './worker-protocol.js';

async function run(task: WorkerTask): Promise<unknown> {
  if (task.type === 'compile') return (await import('../markdown/compile-page.js')).compilePage(task.input, task.siteDir);
  return (await import('./render-routes.js')).renderPageHtml(task.setup, task.chunkJson, task.writeTo);
}

parentPort!.on('message', async (task: WorkerTask) => {
  let reply: WorkerReply;
  try {
    reply = { ok: true, value: await run(task) };
  } catch (error) {
    reply =
      error instanceof MysiteError
        ? { ok: false, message: error.message, diagnostics: error.diagnostics }
        : { ok: false, message: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack };
  }
  parentPort!.postMessage(reply);
});
