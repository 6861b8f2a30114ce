/**
 * `useColorMode()` of `@docusaurus/theme-common`: `{ colorMode, setColorMode }`
 * over mysite's colour mode, which lives on `<html data-theme>` (set before
 * the first paint by the head script) and in localStorage, as the theme's
 * switch keeps it (themes/default/components/ColorModeToggle.tsx). The
 * server renders the site's default mode and the browser the reader's; the
 * component re-renders when the mode changes, from the switch or from
 * another component. A component that uses it is an island; a React page
 * that uses it makes the theme's switch follow it (theme/bundle-theme.ts).
 */
import { useContext, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, store } from '../../core/storage-keys.js';
import { PageContext } from '../page-context.js';
import { onColorModeChange } from '../../core/color-mode-changes.js';

export type ColorMode = 'light' | 'dark';

function shownMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

// Never the empty stand-in: a bundle with this hook in it gets the real one (theme/bundle-theme.ts).
const onModeChange = (changed: () => void) => onColorModeChange(changed)!;

export function useColorMode() {
  const defaultMode = useContext(PageContext)?.site.defaultColorMode ?? 'light';
  const colorMode = useSyncExternalStore(onModeChange, shownMode, () => defaultMode);
  /** `null` forgets the reader's choice and shows the site's default mode. */
  const setColorMode = (mode: ColorMode | null) => {
    document.documentElement.dataset.theme = mode ?? defaultMode;
    if (mode) store(STORAGE_KEYS.theme, mode);
    else forget(STORAGE_KEYS.theme);
  };
  return {
    colorMode,
    setColorMode,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage blocked: there is nothing stored to forget
  }
}
