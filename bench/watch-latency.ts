/**
 * `mysite serve --watch`: the time from starting it to Chromium showing the
 * first page, the save-to-reload latency of a number of edits (from writing
 * a doc to Chromium showing the new text), and the server's resident memory
 * after those edits.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../test/support/browser.js';

export interface LatencyInput {
  cli: string;
  siteDir: string;
  /** Site-relative Markdown file to edit. */
  docFile: string;
  /** The route that file builds. */
  route: string;
  edits: number;
}

export interface WatchFigures {
  /** From starting the process to the first page loaded in the browser. */
  startMs: number;
  /** Save-to-reload, one per edit. */
  editsMs: number[];
  /** Resident memory of the server process (worker threads included) after the edits. */
  rssMb: number;
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function watchLatency(input: LatencyInput): Promise<WatchFigures> {
  const port = 4700 + Math.floor(Math.random() * 200);
  const browser = await launchBrowser();
  const spawned = performance.now();
  const child = spawn(process.execPath, [input.cli, '--root', input.siteDir, 'serve', '--watch', '--port', String(port), '--quiet'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const file = join(input.siteDir, input.docFile);
  const original = readFileSync(file, 'utf8');
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('Serving') && resolve());
      child.on('exit', (code) => reject(new Error(`serve --watch exited with ${code}`)));
    });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}${input.route}`);
    const startMs = performance.now() - spawned;
    await page.waitForTimeout(500); // the live-reload stream connects
    const times: number[] = [];
    for (let i = 0; i < input.edits; i++) {
      const marker = `edit-marker-${i}-${Date.now()}`;
      const started = performance.now();
      writeFileSync(file, `${original}\n\n${marker}\n`);
      // Polled every animation frame: the edit shows without a page load (the data is swapped in).
      await page.waitForFunction((m) => document.body.textContent?.includes(m), marker, { timeout: 60000, polling: 'raf' });
      times.push(performance.now() - started);
      await page.waitForTimeout(200);
    }
    return { startMs, editsMs: times, rssMb: residentMb(child.pid!) };
  } finally {
    writeFileSync(file, original);
    await browser.close();
    child.kill('SIGINT');
  }
}
