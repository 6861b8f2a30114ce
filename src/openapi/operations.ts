/**
 * The operations of the document in order (paths, then methods, as
 * written), each with its page id, grouped by tag for the sidebar.
 *
 * Page id: the operationId in kebab case (`getJWT` → `get-jwt`), else a slug
 * of the summary, else method + path (`get-users-id`). Ids must be unique
 * and differ from the introduction page's id.
 */
import { slug } from 'github-slugger';
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { ENGLISH_API_TEXTS, type ApiTexts } from './api-texts.js';
import type { LoadedSpec } from './load.js';
import { isObject, joinPointer, str, type JsonObject } from './spec.js';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  /** Pointer of the operation object (through the path item's `$ref`, if any). */
  pointer: string;
  op: JsonObject;
  pathItem: JsonObject;
  pathItemPointer: string;
  id: string;
  title: string;
  /** A 3.1 webhook: a request the API sends; `path` is the webhook's name. */
  webhook?: true;
}

export interface OperationGroup {
  /** Tag name; undefined for the operations without a tag. */
  tag?: string;
  label: string;
  description?: string;
  operations: Operation[];
}

/** The webhooks' group's tag (its label is in the page's language). */
export const WEBHOOKS_TAG = 'Webhooks';

/** `getJWT` → `get-jwt`, `listAnimals` → `list-animals`, `send_reset` → `send-reset`. */
export function kebabCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function slugText(value: string): string {
  return slug(value.trim())
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function operationPageId(method: string, path: string, op: JsonObject): string {
  const fromId = str(op.operationId) ? kebabCase(String(op.operationId)) : '';
  if (fromId) return fromId;
  const fromSummary = str(op.summary) ? slugText(String(op.summary)) : '';
  if (fromSummary) return fromSummary;
  return kebabCase(`${method} ${path.replace(/[{}]/g, '')}`) || method;
}

export function introPageId(spec: LoadedSpec, introId: string | undefined): string {
  const info = isObject(spec.bundled.info) ? spec.bundled.info : {};
  return introId ?? (slugText(String(info.title ?? '')) || 'introduction');
}

/** `texts`: the page's language, for the labels of the untagged operations' and the webhooks' groups. */
export function collectOperations(
  spec: LoadedSpec,
  introId: string,
  texts: ApiTexts = ENGLISH_API_TEXTS,
): { operations: Operation[]; groups: OperationGroup[] } {
  const { doc } = spec;
  const operations: Operation[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    const items = isObject(spec.bundled[section]) ? (spec.bundled[section] as JsonObject) : {};
    for (const path of Object.keys(items)) {
      const item = doc.object(items[path], joinPointer('#', section, path));
      // Methods in the order the document lists them.
      for (const key of Object.keys(item.value)) {
        const method = key.toLowerCase() as Operation['method'];
        const raw = item.value[key];
        if (!METHODS.includes(method) || !isObject(raw)) continue;
        const pointer = joinPointer(item.pointer, key);
        const op = doc.object(raw, pointer).value;
        const title = (str(op.summary) ?? str(op.operationId) ?? (section === 'webhooks' ? `${path} webhook` : `${method.toUpperCase()} ${path}`)).trim();
        const id = operationPageId(method, section === 'webhooks' ? `webhook ${path}` : path, op);
        operations.push({
          method,
          path,
          pointer,
          op,
          pathItem: item.value,
          pathItemPointer: item.pointer,
          id,
          title,
          ...(section === 'webhooks' ? { webhook: true as const } : {}),
        });
      }
    }
  }
  checkIds(spec, operations, introId);
  return { operations, groups: groupByTag(spec, operations, texts) };
}

function checkIds(spec: LoadedSpec, operations: Operation[], introId: string): void {
  const problems: Diagnostic[] = [];
  const name = (o: Operation) => `${o.method.toUpperCase()} ${o.path}`;
  const byOperationId = new Map<string, Operation>();
  const byPageId = new Map<string, Operation>();
  for (const o of operations) {
    const at = spec.sources.locate(o.pointer);
    const operationId = str(o.op.operationId);
    const sameOperationId = operationId ? byOperationId.get(operationId) : undefined;
    if (operationId && sameOperationId) {
      problems.push({
        severity: 'error',
        code: 'api/duplicate-operation-id',
        message: `operationId "${operationId}" is used twice: by ${name(sameOperationId)} and by ${name(o)}. OpenAPI requires unique operationIds.`,
        at,
        hint: 'Rename one of them; the operationId is also the page id (in kebab case).',
      });
      continue;
    }
    if (operationId) byOperationId.set(operationId, o);
    const samePage = byPageId.get(o.id);
    if (samePage) {
      problems.push({
        severity: 'error',
        code: 'api/duplicate-page-id',
        message: `${name(samePage)} and ${name(o)} both get the page id "${o.id}".`,
        at,
        hint: 'Give the operations distinct operationIds (or summaries, if they have no operationId).',
      });
    } else if (o.id === introId) {
      problems.push({
        severity: 'error',
        code: 'api/page-id-collision',
        message: `${name(o)} gets the page id "${o.id}", which is the id of the API introduction page.`,
        at,
        hint: 'Change the operationId, or set api.introId in site.config.ts to another id.',
      });
    } else {
      byPageId.set(o.id, o);
    }
  }
  if (problems.length > 0) throw new MysiteError(problems);
}

/**
 * Declared tags without operations that have a description: Redoc's way of
 * showing a model (`<SchemaDefinition>`) or a chapter. The introduction
 * shows them after the others; the sidebar, which lists pages, does not.
 */
export function descriptionOnlyTags(spec: LoadedSpec, groups: OperationGroup[]): OperationGroup[] {
  const used = new Set(groups.map((g) => g.tag));
  const declared = Array.isArray(spec.bundled.tags) ? spec.bundled.tags.filter(isObject) : [];
  return declared.flatMap((tag) => {
    const name = str(tag.name);
    const description = str(tag.description);
    if (!name || !description || used.has(name)) return [];
    used.add(name);
    return [{ tag: name, label: str(tag['x-displayName']) ?? str(tag.summary) ?? name, description, operations: [] }];
  });
}

/** Tags in the order the document declares them, then undeclared ones as met; an operation goes under its first tag. */
function groupByTag(spec: LoadedSpec, operations: Operation[], texts: ApiTexts): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  const declared = Array.isArray(spec.bundled.tags) ? spec.bundled.tags.filter(isObject) : [];
  for (const tag of declared) {
    const tagName = str(tag.name);
    if (!tagName || groups.has(tagName)) continue;
    groups.set(tagName, { tag: tagName, label: str(tag['x-displayName']) ?? str(tag.summary) ?? tagName, description: str(tag.description), operations: [] });
  }
  const untagged: Operation[] = [];
  const webhooks: Operation[] = [];
  for (const o of operations) {
    const first = Array.isArray(o.op.tags) ? o.op.tags.map(String).find((t) => t.trim() !== '') : undefined;
    if (!first) {
      (o.webhook ? webhooks : untagged).push(o);
      continue;
    }
    let group = groups.get(first);
    if (!group) {
      group = { tag: first, label: first, operations: [] };
      groups.set(first, group);
    }
    group.operations.push(o);
  }
  const list = [...groups.values()].filter((g) => g.operations.length > 0);
  if (untagged.length > 0) list.push({ label: texts.text('theme.api.group.untagged'), operations: untagged });
  if (webhooks.length > 0) list.push({ tag: WEBHOOKS_TAG, label: texts.text('theme.api.group.webhooks'), operations: webhooks });
  return list;
}
