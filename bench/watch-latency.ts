/**
 * Save-to-reload latency of `mysite serve --watch`: from writing a doc to
 * Chromium showing the new text, for a number of edits.
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

export async function watchLatency(input: LatencyInput): Promise<number[]> {
  const port = 4700 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, [input.cli, '--root', input.siteDir, 'serve', '--watch', '--port', String(port), '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const file = join(input.siteDir, input.docFile);
  const original = readFileSync(file, 'utf8');
  const browser = await launchBrowser();
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('Serving') && resolve());
      child.on('exit', (code) => reject(new Error(`serve --watch exited with ${code}`)));
    });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}${input.route}`);
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
    return times;
  } finally {
    writeFileSync(file, original);
    await browser.close();
    child.kill('SIGINT');
  }
}
