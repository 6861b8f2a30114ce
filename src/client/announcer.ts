/** Says something to screen readers through one live region: that a client-side navigation happened, that code was copied. */
let region: HTMLElement | undefined;

export function announce(message: string): void {
  if (!region) {
    region = document.createElement('div');
    region.className = 'route-announcer';
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    region.setAttribute('role', 'status');
    document.body.appendChild(region);
  }
  // Clearing first makes repeated identical messages be read again.
  region.textContent = '';
  window.setTimeout(() => (region!.textContent = message), 50);
}
