/**
 * The top progress bar: it appears only when a route takes longer than
 * 200 ms to load, so fast navigations show nothing. No spinner.
 */
export const PROGRESS_DELAY_MS = 200;

let bar: HTMLDivElement | undefined;
let timer: number | undefined;

function element(): HTMLDivElement {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    bar.hidden = true;
    document.body.appendChild(bar);
  }
  return bar;
}

export function startProgress(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    const el = element();
    el.hidden = false;
    el.dataset.state = 'loading';
  }, PROGRESS_DELAY_MS);
}

export function finishProgress(): void {
  window.clearTimeout(timer);
  timer = undefined;
  if (!bar || bar.hidden) return;
  bar.dataset.state = 'done';
  window.setTimeout(() => {
    if (bar && bar.dataset.state === 'done') bar.hidden = true;
  }, 250);
}
