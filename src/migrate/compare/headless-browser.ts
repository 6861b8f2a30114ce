/**
 * Chromium, headless, driven over the DevTools protocol on a pipe (as
 * Puppeteer's `pipe: true`): enough to load a page at a width and take a
 * full-page screenshot, with no browser library in the package. The
 * browser is started with a new empty profile and no background networking.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

export class HeadlessBrowser {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(method: string, params: Record<string, unknown>, sessionId?: string) => void>();
  private buffer = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
  ) {
    const input = child.stdio[4] as Readable;
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => this.receive(chunk));
    child.on('exit', () => {
      for (const { reject } of this.pending.values()) reject(new Error('Chromium exited'));
      this.pending.clear();
    });
  }

  static launch(executable: string): HeadlessBrowser {
    const profile = mkdtempSync(join(tmpdir(), 'mysite-compare-browser-'));
    const args = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      '--mute-audio',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ];
    const child = spawn(executable, args, { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
    return new HeadlessBrowser(child, profile);
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    for (let end = this.buffer.indexOf('\0'); end >= 0; end = this.buffer.indexOf('\0')) {
      const message = JSON.parse(this.buffer.slice(0, end)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
        method?: string;
        params?: Record<string, unknown>;
        sessionId?: string;
      };
      this.buffer = this.buffer.slice(end + 1);
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result ?? {});
      } else if (message.method) {
        for (const listener of this.listeners) listener(message.method, message.params ?? {}, message.sessionId);
      }
    }
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const output = this.child.stdio[3] as Writable;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      output.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  /** Resolves on the first `method` event of `sessionId`, or rejects after `timeout` ms. */
  once(method: string, sessionId: string, timeout: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const listener = (name: string, _params: Record<string, unknown>, from?: string) => {
        if (name !== method || from !== sessionId) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve();
      };
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`${method} did not come within ${timeout} ms`));
      }, timeout);
      this.listeners.add(listener);
    });
  }

  /** A full-page PNG of `url` at `width` CSS pixels (height capped at `maxHeight`). */
  async screenshot(url: string, width: number, maxHeight = 6000): Promise<Buffer> {
    const { targetId } = (await this.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    try {
      await this.send('Page.enable', {}, sessionId);
      await this.send('Emulation.setDeviceMetricsOverride', { width, height: 900, deviceScaleFactor: 1, mobile: width < 600 }, sessionId);
      await this.send(
        'Emulation.setEmulatedMedia',
        {
          features: [
            { name: 'prefers-color-scheme', value: 'light' },
            { name: 'prefers-reduced-motion', value: 'reduce' },
          ],
        },
        sessionId,
      );
      const loaded = this.once('Page.loadEventFired', sessionId, 30_000);
      await this.send('Page.navigate', { url }, sessionId);
      await loaded;
      // Fonts and images that load late shift the layout: wait for them, as a reader's eye would.
      await this.send('Runtime.evaluate', { expression: 'document.fonts.ready.then(() => true)', awaitPromise: true }, sessionId);
      const metrics = (await this.send('Page.getLayoutMetrics', {}, sessionId)) as { cssContentSize: { height: number } };
      const height = Math.min(maxHeight, Math.max(1, Math.ceil(metrics.cssContentSize.height)));
      const { data } = (await this.send(
        'Page.captureScreenshot',
        { format: 'png', captureBeyondViewport: true, clip: { x: 0, y: 0, width, height, scale: 1 } },
        sessionId,
      )) as { data: string };
      return Buffer.from(data, 'base64');
    } finally {
      await this.send('Target.closeTarget', { targetId }).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.send('Browser.close').catch(() => undefined);
    if (this.child.exitCode === null) await new Promise((resolve) => this.child.once('exit', resolve));
    rmSync(this.profile, { recursive: true, force: true });
  }
}
