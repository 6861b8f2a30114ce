/** The server-sent events of a `serve --watch` server, as a test reads them. */
import { get as httpGet, type IncomingMessage } from 'node:http';

/** Server-sent events as they arrive; `next(name)` waits for the next one of that name. */
export class EventLog {
  events: { name: string; data: unknown }[] = [];
  private response?: IncomingMessage;
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
          if (name) this.events.push({ name, data: data ? JSON.parse(data) : undefined });
        }
      });
    });
  }
  async next(name: string, timeoutMs = 15000): Promise<unknown> {
    const start = this.events.length;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.events.slice(start).find((e) => e.name === name);
      if (found) return found.data;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(
      `no "${name}" event; saw ${this.events
        .slice(start)
        .map((e) => e.name)
        .join(', ')}`,
    );
  }
  close() {
    this.response?.destroy();
  }
}
