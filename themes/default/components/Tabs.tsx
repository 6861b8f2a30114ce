/**
 * Tabs owned by React (the Markdown tabs are plain HTML enhanced by the
 * client runtime). With a `groupId` the choice is stored in localStorage
 * under `mysite.tabs.<groupId>` and shared by every tab group with that id,
 * on this page and the next. The server renders the first tab; a stored
 * choice applies right after hydration (and at once on later pages).
 * Without JavaScript every panel shows under its label.
 */
import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { readStored, STORAGE_KEYS, store, tabForKey } from 'mysite-ssg/client';

const CHANGE_EVENT = 'mysite:tabs-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const noSubscribe = () => () => {};

function storedTab(groupId: string | undefined): string | null {
  return groupId ? readStored(STORAGE_KEYS.tabsPrefix + groupId) : null;
}

interface TabsProps {
  labels: string[];
  /** One panel per label. */
  children: ReactNode[];
  groupId?: string;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

export function Tabs({ labels, children, groupId, label, className = '' }: TabsProps) {
  const id = useId();
  const [local, setLocal] = useState<string | null>(null);
  const stored = useSyncExternalStore(
    groupId ? subscribe : noSubscribe,
    () => storedTab(groupId),
    () => null,
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const wanted = local ?? stored;
  const found = wanted === null ? -1 : labels.indexOf(wanted);
  const selected = found >= 0 ? found : 0;

  const choose = (index: number) => {
    const value = labels[index]!;
    // Without storage the choice holds for this tab group only.
    const saved = !!groupId && store(STORAGE_KEYS.tabsPrefix + groupId, value);
    // A stored choice is followed by every group with this id, this one included.
    setLocal(saved ? null : value);
    if (saved) window.dispatchEvent(new Event(CHANGE_EVENT));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const next = tabForKey(e.key, selected, labels.length);
    if (next < 0) return;
    e.preventDefault();
    choose(next);
    const button = buttons.current[next]!;
    button.focus();
    // Focus alone can leave the tab half out of its strip (tab lists scroll sideways on phones).
    button.scrollIntoView({ block: 'nearest' }); // inline: 'nearest' is the default
  };

  return (
    <div className={`api-tabs ${className}`.trim()}>
      <div role="tablist" aria-label={label} className="api-tabs-list" onKeyDown={onKeyDown}>
        {labels.map((text, i) => (
          <button
            key={i}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="api-tab"
            onClick={() => choose(i)}
          >
            {text}
          </button>
        ))}
      </div>
      {children.map((panel, i) => (
        <div key={i} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} className={`api-tab-panel${i === selected ? ' active' : ''}`}>
          <p className="api-tab-panel-label">{labels[i]}</p>
          {panel}
        </div>
      ))}
    </div>
  );
}
