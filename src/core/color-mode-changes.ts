/**
 * Calls `changed` whenever the colour mode (`<html data-theme>`) changes,
 * whoever changes it: how the theme's switch follows code that sets the
 * mode itself (`useColorMode` in an MDX island or a React page). A bundle
 * where no such code runs gets this function empty (theme/site-features.ts),
 * so the switch costs those pages nothing more.
 */
export function onColorModeChange(changed: () => void): (() => void) | undefined {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
