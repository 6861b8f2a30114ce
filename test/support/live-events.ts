/** The server-sent events of a `serve --watch` server, as a test reads them. */
import { get as httpGet, type IncomingMessage } from 'node:http';

/** Server-sent events as they arrive; `next(name)` waits for the next one of that name. */
export class EventLog {
  events: { name: string; data: unknown }[] = [];
  private response?: IncomingMessage;
  /** Called after each event is added (the waiting `next` calls). */
  private readonly listeners = new Set<() => void>();

  constructor(url: string) {
    httpGet(url + '/_mysite/live', (res) => {
      this.response = res;
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!name) continue;
          this.events.push({ name, data: data ? JSON.parse(data) : undefined });
          for (const listener of this.listeners) listener();
        }
      });
    });
  }

  /** The data of the first event of that name from `start` on (default: now); fails after `timeoutMs` naming what came instead. */
  next(name: string, timeoutMs = 15000, start = this.events.length): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events.slice(start).find((e) => e.name === name);
        if (!found) return;
        done();
        resolve(found.data);
      };
      const timer = setTimeout(() => {
        done();
        const seen = this.events.slice(start).map((e) => e.name);
        reject(new Error(`no "${name}" event; saw ${seen.join(', ')}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
      check();
    });
  }

  /**
   * Waits for a build that clears the errors: its "ok" and then its "reload",
   * which the server sends in that order. A test that waits only for "ok" and
   * then for "reload" could take this build's reload for the next edit's.
   */
  async recovered(timeoutMs = 15000): Promise<void> {
    const start = this.events.length;
    await this.next('ok', timeoutMs, start);
    const ok = this.events.findIndex((e, i) => i >= start && e.name === 'ok');
    await this.next('reload', timeoutMs, ok);
  }

  /**
   * Waits for the reload of a build that published `file` (an output path).
   * A build that changed nothing (a second event for a save already built)
   * sends a reload too, which a test must not take for its edit's.
   */
  async reloadWith(file: string, timeoutMs = 15000): Promise<void> {
    let from = this.events.length;
    for (;;) {
      await this.next('reload', timeoutMs, from);
      const at = this.events.findIndex((e, i) => i >= from && e.name === 'reload');
      const { files = [] } = this.events[at]!.data as { files?: string[] };
      if (files.includes(file)) return;
      from = at + 1;
    }
  }

  close() {
    this.response?.destroy();
  }
}
