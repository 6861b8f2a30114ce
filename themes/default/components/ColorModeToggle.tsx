/**
 * Light/dark switch. The mode lives on <html data-theme>, set before first
 * paint by the head script from localStorage; this button flips it.
 */
import { useEffect, useState } from 'react';
import { onColorModeChange, STORAGE_KEYS, store, useSite, translate } from 'mysite-ssg/client';
import { MoonIcon, SunIcon } from './Icons.js';

export function ColorModeToggle() {
  const site = useSite();
  const [mode, setMode] = useState<'light' | 'dark'>(site.colorMode.defaultMode);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setMode(root.dataset.theme === 'dark' ? 'dark' : 'light');
    read();
    // Page code may change the mode too (useColorMode in an MDX island or a React page): the switch follows it.
    return onColorModeChange(read);
  }, []);
  const next = mode === 'dark' ? 'light' : 'dark';
  const switchTo =
    next === 'dark' ? translate('theme.colorToggle.toDark', 'Switch to dark mode') : translate('theme.colorToggle.toLight', 'Switch to light mode');
  const modeName = mode === 'dark' ? translate('theme.colorToggle.dark', 'dark') : translate('theme.colorToggle.light', 'light');
  return (
    <button
      type="button"
      className="color-mode-toggle"
      title={switchTo}
      aria-label={translate('theme.colorToggle.ariaLabel', '{switchTo} (currently {mode} mode)', { switchTo, mode: modeName })}
      onClick={() => {
        document.documentElement.dataset.theme = next;
        store(STORAGE_KEYS.theme, next);
        setMode(next);
      }}
    >
      <SunIcon className="icon-light-mode" />
      <MoonIcon className="icon-dark-mode" />
    </button>
  );
}
