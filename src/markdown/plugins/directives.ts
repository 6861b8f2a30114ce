/**
 * Our directive syntax (remark-directive): admonitions, tabs and details.
 * Directives we do not know are put back as the text the author wrote, so
 * "10:30" or "a::b" in prose stays prose.
 *
 *   :::note[Optional title]   :::tip   :::info   :::warning   :::danger   :::caution
 *   ::::tabs{groupId="code" queryString}  with  :::tab{label="curl"} … ::: inside
 *   :::details[Summary]
 */
import { ADMONITIONS } from '../../core/admonitions.js';
import { type MarkdownTexts, markdownText } from '../texts.js';
import type { Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Node, Parent } from 'unist';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { element, report, sourceOf } from './mdast-helpers.js';

/** Directives handled by other plugins (kept as they are here). */
const HANDLED_ELSEWHERE = new Set(['diagram']);

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkDirectives(texts?: MarkdownTexts) {
  return (tree: Root, file: VFile) => {
    let tabsCount = 0;
    visit(tree, (node, index, parent) => {
      if (!isDirective(node) || parent === undefined || index === undefined) return;
      if (HANDLED_ELSEWHERE.has(node.name) && node.type === 'leafDirective') return SKIP;
      if (node.type === 'containerDirective' && node.name in ADMONITIONS) {
        parent.children[index] = admonition(node, texts) as RootContent;
        return [SKIP, index]; // visit the replacement, not the replaced node
      }
      if (node.type === 'containerDirective' && node.name === 'tabs') {
        parent.children[index] = tabs(node, ++tabsCount, file) as RootContent;
        return [SKIP, index];
      }
      if (node.type === 'containerDirective' && node.name === 'details') {
        const { label, body } = splitLabel(node);
        parent.children[index] = element('details', { className: ['details'] }, [
          element('summary', {}, label.length > 0 ? label : [text(markdownText(texts, 'theme.details.summary'))]),
          ...body,
        ]) as unknown as RootContent;
        return [SKIP, index];
      }
      if (node.type === 'containerDirective') {
        report(file, node, {
          severity: 'warning',
          code: 'markdown/unknown-directive',
          message: node.name === 'tab' ? '":::tab" outside of a "::::tabs" block.' : `Unknown admonition type ":::${node.name}".`,
          hint: `Use one of ${Object.keys(ADMONITIONS)
            .map((n) => ':::' + n)
            .join(', ')}, or ::::tabs / :::details.`,
        });
        const { body } = splitLabel(node);
        parent.children[index] = element('div', { className: ['directive-unknown'] }, body) as unknown as RootContent;
        return [SKIP, index];
      }
      // Unknown leaf or text directive: it was never meant as one.
      const raw = sourceOf(file, node);
      const replacement: Text = { type: 'text', value: raw };
      parent.children[index] = node.type === 'leafDirective' ? ({ type: 'paragraph', children: [replacement] } as Paragraph) : (replacement as never);
      return SKIP;
    });
  };
}

function isDirective(node: Node): node is Directive {
  return node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective';
}

function text(value: string): Text {
  return { type: 'text', value };
}

/** The `[label]` of a container directive is its first paragraph, flagged by remark-directive. */
function splitLabel(node: ContainerDirective): { label: PhrasingContent[]; body: Node[] } {
  const first = node.children[0] as (Paragraph & { data?: { directiveLabel?: boolean } }) | undefined;
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    return { label: first.children, body: node.children.slice(1) };
  }
  return { label: [], body: node.children };
}

function admonition(node: ContainerDirective, texts: MarkdownTexts | undefined): Node {
  const kind = ADMONITIONS[node.name]!;
  const { label, body } = splitLabel(node);
  return element('div', { className: ['admonition', `admonition-${kind.style}`] }, [
    element('p', { className: ['admonition-heading'] }, [
      element('span', { className: ['admonition-icon'], ariaHidden: 'true' }, []),
      ...(label.length > 0 ? label : [text(markdownText(texts, kind.id))]),
    ]),
    element('div', { className: ['admonition-content'] }, body),
  ]);
}

/**
 * Tabs work without JavaScript: every panel is in the page with its label
 * as a heading; the client script turns the list of buttons on and hides
 * the panels that are not selected.
 */
function tabs(node: ContainerDirective, n: number, file: VFile): Node {
  const groupId = node.attributes?.groupId ?? node.attributes?.groupid ?? undefined;
  const queryString = queryStringKey(node, groupId, file);
  const panels = node.children.filter((child): child is ContainerDirective => {
    if (child.type === 'containerDirective' && child.name === 'tab') return true;
    if (!(child.type === 'paragraph' && (child as Paragraph & { data?: { directiveLabel?: boolean } }).data?.directiveLabel)) {
      report(file, child, {
        severity: 'warning',
        code: 'markdown/tabs-content',
        message: 'Content inside "::::tabs" must be in a ":::tab{label=…}" block; it is left out.',
      });
    }
    return false;
  });
  const labels = panels.map((p, i) => p.attributes?.label ?? (toString(splitLabel(p).label) || `Tab ${i + 1}`));
  // `value` (as in Docusaurus) is what tabs of one group match on; `default` is the tab shown first.
  const values = panels.map((p, i) => p.attributes?.value ?? labels[i]!);
  const selected = Math.max(
    0,
    panels.findIndex((p) => p.attributes?.default !== undefined && p.attributes?.default !== null),
  );
  const id = (i: number, part: 'tab' | 'panel') => `tabs-${n}-${part}-${i}`;
  const buttons = labels.map((label, i) =>
    element(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: id(i, 'tab'),
        ariaSelected: i === selected ? 'true' : 'false',
        ariaControls: id(i, 'panel'),
        tabIndex: i === selected ? 0 : -1,
        dataValue: values[i],
      },
      [text(label)],
    ),
  );
  const bodies = panels.map((p, i) =>
    element(
      'div',
      {
        role: 'tabpanel',
        id: id(i, 'panel'),
        ariaLabelledBy: id(i, 'tab'),
        className: i === selected ? ['tab-panel', 'tab-panel-active'] : ['tab-panel'],
        dataValue: values[i],
        tabIndex: 0,
      },
      [element('p', { className: ['tab-panel-label'] }, [text(labels[i]!)]), ...splitLabel(p).body],
    ),
  );
  return element('div', { className: ['tabs'], dataGroupId: groupId ?? undefined, dataQueryString: queryString }, [
    element('div', { role: 'tablist', className: ['tabs-list'] }, buttons),
    ...bodies,
  ]);
}

/**
 * The URL parameter that holds the tab chosen (`queryString`, as in
 * Docusaurus): its value, or the groupId when it is given alone.
 */
function queryStringKey(node: ContainerDirective, groupId: string | null | undefined, file: VFile): string | undefined {
  const query = node.attributes?.queryString ?? node.attributes?.querystring;
  if (query === undefined || query === null || query === 'false') return undefined;
  if (query !== '' && query !== 'true') return query;
  if (groupId) return groupId;
  report(file, node, {
    severity: 'error',
    code: 'markdown/tabs-query-string',
    message: '`queryString` without a value takes its name from `groupId`, and these tabs have none.',
    hint: 'Name the URL parameter (queryString="os"), or give the tabs a groupId.',
  });
  return undefined;
}

export type { Parent };
