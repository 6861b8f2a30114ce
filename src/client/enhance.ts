/**
 * Behaviour for HTML that comes from Markdown (React does not own it): tab
 * switching with a remembered choice per group (and in the address for tabs
 * with `queryString`), and copy buttons on code (announced to screen readers).
 * Listeners are delegated from the document, so new pages need no setup;
 * `applyStoredTabs` runs after each render to show the remembered tabs.
 */
import { loadPageChange } from './chunks.js';
import { translate } from './translate.js';
import { COPY_BUTTON } from '../core/client-contract.js';
import { readStored, STORAGE_KEYS, store } from '../core/storage-keys.js';
import { tabForKey } from '../core/tab-keys.js';

const TAB_STORAGE_PREFIX = STORAGE_KEYS.tabsPrefix;
/** The <style> the head script adds so remembered tabs show before first paint. */
const EARLY_TAB_STYLE_ID = 'mysite-tab-prefs';

function selectTab(tabs: Element, value: string, focus = false): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  const target = buttons.find((b) => b.dataset.value === value);
  if (!target) return false;
  for (const b of buttons) {
    const on = b === target;
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) {
    panel.classList.toggle('tab-panel-active', panel.dataset.value === value);
  }
  if (focus) target.focus();
  return true;
}

/** Tabs with `queryString` keep the choice in the address, so a shared link opens the same tab. */
function putInAddress(tabs: HTMLElement, value: string): void {
  const key = tabs.dataset.queryString;
  if (!key) return;
  const url = new URL(location.href);
  url.searchParams.set(key, value);
  history.replaceState(history.state, '', url);
}

function chooseEverywhere(tabs: Element, value: string, focus: boolean): void {
  putInAddress(tabs as HTMLElement, value);
  const group = (tabs as HTMLElement).dataset.groupId;
  if (!group) {
    selectTab(tabs, value, focus);
    return;
  }
  store(TAB_STORAGE_PREFIX + group, value);
  for (const other of document.querySelectorAll(`.tabs[data-group-id="${CSS.escape(group)}"]`)) {
    selectTab(other, value, focus && other === tabs);
  }
}

export function applyStoredTabs(root: ParentNode = document): void {
  for (const tabs of root.querySelectorAll<HTMLElement>('.tabs[data-group-id]')) {
    const stored = readStored(TAB_STORAGE_PREFIX + tabs.dataset.groupId);
    if (stored) selectTab(tabs, stored);
  }
  // A tab named in the address wins over the remembered one, and becomes the one remembered.
  const query = new URLSearchParams(location.search);
  for (const tabs of root.querySelectorAll<HTMLElement>('.tabs[data-query-string]')) {
    const value = query.get(tabs.dataset.queryString!);
    if (value === null || !selectTab(tabs, value)) continue;
    if (tabs.dataset.groupId) chooseEverywhere(tabs, value, false);
  }
  document.getElementById(EARLY_TAB_STYLE_ID)?.remove();
}

function onTabClick(e: MouseEvent): void {
  const tab = (e.target as Element).closest?.('.tabs > [role="tablist"] > [role="tab"]') as HTMLElement | null;
  if (!tab) return;
  chooseEverywhere(tab.closest('.tabs')!, tab.dataset.value ?? '', false);
}

function onTabKey(e: KeyboardEvent): void {
  const tab = (e.target as Element).closest?.('.tabs > [role="tablist"] > [role="tab"]') as HTMLElement | null;
  if (!tab) return;
  const buttons = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]')];
  const next = buttons[tabForKey(e.key, buttons.indexOf(tab), buttons.length)];
  if (!next) return;
  e.preventDefault();
  chooseEverywhere(tab.closest('.tabs')!, next.dataset.value ?? '', true);
}

async function onCopyClick(e: MouseEvent): Promise<void> {
  const button = (e.target as Element).closest?.('.code-block .copy-button') as HTMLButtonElement | null;
  if (!button) return;
  const code = button.closest('.code-block')?.querySelector('pre code') ?? button.closest('.code-block')?.querySelector('pre');
  if (!code) return;
  let said = translate('theme.CodeBlock.copiedAnnouncement', 'Copied to clipboard');
  try {
    await navigator.clipboard.writeText((code.textContent ?? '').replace(/\n$/, ''));
    button.textContent = translate('theme.CodeBlock.copied', 'Copied');
    button.dataset.copied = 'true';
  } catch {
    button.textContent = said = translate('theme.CodeBlock.copyFailed', 'Press Ctrl+C');
  }
  // The button keeps its name; what happened is said in a live region (a changed label is not read out).
  loadPageChange().then(
    (m) => m.announce(said),
    () => {},
  );
  window.setTimeout(() => {
    button.textContent = translate('theme.CodeBlock.copy', COPY_BUTTON.text);
    delete button.dataset.copied;
  }, 2000);
}

export function installContentBehaviour(): void {
  document.addEventListener('click', onTabClick);
  document.addEventListener('keydown', onTabKey);
  document.addEventListener('click', (e) => void onCopyClick(e));
}
