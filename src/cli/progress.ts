/**
 * A one-line live progress indicator for a terminal. It redraws at most
 * every 80 ms and only when stderr is a TTY; in CI logs it prints nothing.
 */
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export class Progress {
  private frame = 0;
  private last = 0;
  private shown = false;
  private readonly enabled: boolean;

  constructor(enabled: boolean) {
    this.enabled = enabled && Boolean(process.stderr.isTTY);
  }

  update(phase: string, done?: number, total?: number): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.last < 80 && done !== total) return;
    this.last = now;
    const count = total ? ` ${done ?? 0}/${total}` : '';
    process.stderr.write(`\r\x1b[2K${FRAMES[this.frame++ % FRAMES.length]} ${phase}${count}`);
    this.shown = true;
  }

  clear(): void {
    if (this.shown) process.stderr.write('\r\x1b[2K');
    this.shown = false;
  }
}
