/**
 * `@theme/Tabs`: the markup of a Markdown page's `::::tabs`
 * (markdown/plugins/directives.ts): a list of tab buttons, then every panel
 * with its label as a heading. The client's delegated listeners
 * (client/enhance.ts) switch them, remember a group's choice and keep it in
 * the address; without JavaScript every panel shows under its label. No
 * state and no event handler, so the tabs are never an island.
 *
 * Props as in Docusaurus: `groupId`, `queryString` (true: named after the
 * groupId), `defaultValue`, `values` ([{ value, label }], the tabs' order and
 * labels), `className`; `lazy` changes nothing, as every panel is in the
 * page. Each child is a `<TabItem value>`, whose `label` and `default` count
 * when `values` does not say.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { codedError } from '../../core/coded-error.js';
import { usePageState } from '../page-state.js';
import TabItem, { type TabItemProps } from './TabItem.js';

interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
}

export interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  queryString?: boolean | string;
  defaultValue?: string | null;
  values?: TabValue[];
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

interface Tab {
  value: string;
  label: ReactNode;
  attributes: Record<string, unknown>;
  item: TabItemProps;
}

export default function Tabs({ children, groupId, queryString, defaultValue, values, className }: TabsProps) {
  const items = tabItems(children);
  const tabs = values
    ? inOrderOf(values, items)
    : items.map((item) => ({ value: item.value, label: item.label ?? item.value, attributes: item.attributes ?? {}, item }));
  const selected = selectedIndex(tabs, defaultValue);
  const query = queryString === true ? queryNamedAfter(groupId) : queryString || undefined;
  // Numbered while the page renders; Markdown tabs are numbered when compiled (tabs-N), so the two never share an id.
  const n = ++usePageState().tabs;
  const id = (i: number, part: 'tab' | 'panel') => `mdx-tabs-${n}-${part}-${i}`;
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')} data-group-id={groupId} data-query-string={query}>
      <div role="tablist" className="tabs-list">
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            {...tab.attributes}
            type="button"
            role="tab"
            id={id(i, 'tab')}
            aria-selected={i === selected ? 'true' : 'false'}
            aria-controls={id(i, 'panel')}
            tabIndex={i === selected ? 0 : -1}
            data-value={tab.value}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={id(i, 'panel')}
          aria-labelledby={id(i, 'tab')}
          className={['tab-panel', i === selected ? 'tab-panel-active' : '', tab.item.className].filter(Boolean).join(' ')}
          data-value={tab.value}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable, as in the ARIA tabs pattern and Markdown tabs
          tabIndex={0}
        >
          <p className="tab-panel-label">{tab.label}</p>
          {tab.item.children}
        </div>
      ))}
    </div>
  );
}

/**
 * The TabItems among the children. A child is a tab when it has a `value`
 * prop, as Docusaurus decides (so a site's own wrapper of TabItem counts);
 * in an MDX page each is the island wrapper around TabItem, with the same props.
 */
function tabItems(children: ReactNode): TabItemProps[] {
  const items: TabItemProps[] = [];
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' && child.trim() === '') continue;
    const props = isValidElement(child) ? (child.props as Record<string, unknown>) : undefined;
    if (!props || !('value' in props || isTabItem(child as ReactElement))) {
      throw codedError(
        'mdx/tabs-items',
        `<Tabs> takes only <TabItem> children, each with a value; it was given ${describe(child)}. Put that content inside a <TabItem>.`,
      );
    }
    if (typeof props.value !== 'string' || props.value === '') {
      throw codedError('mdx/tabs-items', `A <TabItem> of <Tabs> has no value: give each one a value="…" (what the group remembers and the address holds).`);
    }
    if (items.some((item) => item.value === props.value))
      throw codedError('mdx/tabs-items', `Two <TabItem>s of one <Tabs> have the value "${props.value}": values must differ.`);
    items.push(props as unknown as TabItemProps);
  }
  if (items.length === 0) throw codedError('mdx/tabs-items', '<Tabs> has no <TabItem> inside it.');
  return items;
}

function isTabItem(element: ReactElement): boolean {
  return element.type === TabItem || (element.props as { component?: unknown }).component === TabItem;
}

/** The tabs in the order of `values`, with its labels; every value must have its TabItem and every TabItem its value. */
function inOrderOf(values: TabValue[], items: TabItemProps[]): Tab[] {
  for (const item of items) {
    if (!values.some((v) => v.value === item.value)) {
      throw codedError(
        'mdx/tabs-items',
        `<TabItem value="${item.value}"> is not in the values of its <Tabs> (${values.map((v) => `"${v.value}"`).join(', ')}).`,
      );
    }
  }
  return values.map((v) => {
    const item = items.find((i) => i.value === v.value);
    if (!item) throw codedError('mdx/tabs-items', `The values of <Tabs> name "${v.value}", and no <TabItem value="${v.value}"> is inside it.`);
    return { value: v.value, label: v.label ?? item.label ?? v.value, attributes: { ...item.attributes, ...v.attributes }, item };
  });
}

function selectedIndex(tabs: Tab[], defaultValue: string | null | undefined): number {
  if (defaultValue !== undefined && defaultValue !== null) {
    const i = tabs.findIndex((t) => t.value === defaultValue);
    if (i < 0)
      throw codedError('mdx/tabs-items', `<Tabs defaultValue="${defaultValue}"> names no tab: its values are ${tabs.map((t) => `"${t.value}"`).join(', ')}.`);
    return i;
  }
  return Math.max(
    0,
    tabs.findIndex((t) => t.item.default === true),
  );
}

function queryNamedAfter(groupId: string | undefined): string {
  if (!groupId)
    throw codedError(
      'markdown/tabs-query-string',
      '<Tabs queryString> takes its name from groupId, and these tabs have none: write queryString="name", or give the tabs a groupId.',
    );
  return groupId;
}

function describe(child: ReturnType<typeof Children.toArray>[number]): string {
  if (typeof child === 'string' || typeof child === 'number') return `the text "${String(child).trim().slice(0, 40)}"`;
  if (!isValidElement(child)) return String(child);
  const type = child.type as string | { displayName?: string; name?: string };
  // In an MDX page a component is the island wrapper, whose `island` prop (JSON, or its object) names it.
  const island = (child.props as { island?: string | { name: string } }).island;
  const wrapped = typeof island === 'string' ? (JSON.parse(island) as { name: string }) : island;
  const name = typeof type === 'string' ? type : (wrapped?.name ?? type.displayName ?? type.name ?? 'a component');
  return `<${name}>`;
}
