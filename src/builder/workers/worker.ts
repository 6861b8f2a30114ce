/** A build worker thread: runs one task at a time for the WorkerPool. */
import { parentPort } from 'node:worker_threads';
import { MysiteError } from '../../core/errors.js';
import type { WorkerReply, WorkerTask } from './worker-protocol.js';

async function run(task: WorkerTask): Promise<unknown> {
  if (task.type === 'compile') return (await import('../../mdx/compile-file.js')).compileFile(task.input, task.siteDir);
  if (task.type === 'search') return (await import('../../search/index-bucket.js')).indexBucket(task.docs, task.key, task.translated);
  if (task.type === 'highlight') return (await import('../../openapi/highlight.js')).highlightBlocks(task.blocks, task.texts);
  if (task.type === 'warm-up') return warmUp();
  return (await import('../phases/render-routes.js')).renderPageHtml(task.setup, task.chunkJson, task.writeTo);
}

/** Loads the Markdown pipeline and the highlighter (its grammars are loaded by the pages that use them). */
async function warmUp(): Promise<void> {
  await Promise.all([import('../../mdx/compile-file.js'), import('../../markdown/compile-page.js')]);
  await (await import('../../markdown/highlighter.js')).prepareHighlighter([]);
}

/** Jobs run one after another, so answers go back in the order the jobs came. */
let queue = Promise.resolve();

parentPort!.on('message', (task: WorkerTask) => {
  queue = queue.then(async () => {
    const reply = await answer(task);
    try {
      parentPort!.postMessage(reply);
    } catch (error) {
      // A value that cannot be sent still gets an answer, or the build would wait forever.
      parentPort!.postMessage({ ok: false, message: `could not send a ${task.type} result: ${(error as Error).message}` } satisfies WorkerReply);
    }
  });
});

async function answer(task: WorkerTask): Promise<WorkerReply> {
  try {
    return { ok: true, value: await run(task) };
  } catch (error) {
    return error instanceof MysiteError
      ? { ok: false, message: error.message, diagnostics: error.diagnostics }
      : { ok: false, message: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack, ...errnoFields(error) };
  }
}

/** A file system error keeps what says which file and why (so it is reported as such, not as a bug). */
function errnoFields(error: unknown): { code?: string; path?: string; syscall?: string } {
  const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  return { code, path, syscall };
}
