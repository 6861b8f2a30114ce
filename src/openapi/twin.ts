/**
 * Markdown twins of the API pages, written from the OpenAPI document (its
 * descriptions are Markdown already): the endpoint, parameters, request
 * body and responses with their examples, and for the introduction the
 * servers and a list of the operations.
 */
import { type ApiMessageId, ENGLISH_API_TEXTS, type ApiTexts } from './api-texts.js';
import { exampleFromSchema, explicitExample } from './examples.js';
import type { Operation, OperationGroup } from './operations.js';
import { parametersOf } from './operation-page.js';
import { typesOf } from './schema-flatten.js';
import { isObject, joinPointer, str, type JsonObject, type SpecDoc } from './spec.js';

export interface TwinContext {
  doc: SpecDoc;
  serverUrl: string;
  /** The page's language; English when not given. */
  texts?: ApiTexts;
}

const cell = (text: unknown): string =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

function typeOf(doc: SpecDoc, schema: unknown, pointer: string): string {
  const r = doc.object(schema, pointer);
  const { types } = typesOf(r.value);
  const type = types.join(' | ') || (r.name ?? '');
  return r.value.format ? `${type} (${String(r.value.format)})` : type;
}

/** The first example of a media type object: its own, a named one, the schema's, or one made from the schema. */
function mediaExample(doc: SpecDoc, media: JsonObject, pointer: string, direction: 'request' | 'response'): unknown {
  if (media.example !== undefined) return media.example;
  if (isObject(media.examples)) {
    const [name, first] = Object.entries(media.examples)[0] ?? [];
    if (name) return doc.object(first, joinPointer(pointer, 'examples', name)).value.value;
  }
  if (media.schema === undefined) return undefined;
  const at = joinPointer(pointer, 'schema');
  return explicitExample(doc, media.schema, at)?.value ?? exampleFromSchema(doc, media.schema, at, direction);
}

function contentBlock(ctx: TwinContext, content: unknown, pointer: string, direction: 'request' | 'response'): string[] {
  const { doc, texts = ENGLISH_API_TEXTS } = ctx;
  if (!isObject(content)) return [];
  const out: string[] = [];
  for (const [type, raw] of Object.entries(content)) {
    const at = joinPointer(pointer, type);
    const media = doc.object(raw, at).value;
    const example = mediaExample(doc, media, at, direction);
    out.push(texts.text('theme.api.twin.contentType', { type: `\`${type}\`` }));
    if (example !== undefined) {
      const json = type.includes('json') || typeof example !== 'string';
      out.push(`\`\`\`${json ? 'json' : 'text'}\n${typeof example === 'string' && !json ? example : JSON.stringify(example, null, 2)}\n\`\`\``);
    }
  }
  return out;
}

export function operationTwin(ctx: TwinContext, o: Operation, summary: string | undefined): string {
  const { doc, texts = ENGLISH_API_TEXTS } = ctx;
  const t = (id: ApiMessageId) => texts.text(id);
  const parts: string[] = [`# ${o.title}`];
  if (summary && !str(o.op.description)) parts.push(`> ${summary}`);
  parts.push(`\`${o.method.toUpperCase()} ${ctx.serverUrl}${o.path}\``);
  if (o.op.deprecated === true) parts.push(`**${t('theme.api.twin.deprecated')}**`);
  if (str(o.op.description)) parts.push(String(o.op.description).trim());

  const params = parametersOf(doc, o);
  if (params.length > 0) {
    const rows = params.map(({ value: p, pointer }) => {
      const required = p.in === 'path' || p.required === true;
      const type = p.schema !== undefined ? typeOf(doc, p.schema, joinPointer(pointer, 'schema')) : '';
      return `| ${cell(p.name)} | ${cell(p.in)} | ${cell(type)} | ${t(required ? 'theme.api.twin.yes' : 'theme.api.twin.no')} | ${cell(p.description)} |`;
    });
    const columns = (['name', 'in', 'type', 'required', 'description'] as const).map((c) => t(`theme.api.twin.${c}`));
    parts.push(`## ${t('theme.api.twin.parameters')}`, [`| ${columns.join(' | ')} |`, '|---|---|---|---|---|', ...rows].join('\n'));
  }

  if (o.op.requestBody !== undefined) {
    const body = doc.object(o.op.requestBody, joinPointer(o.pointer, 'requestBody'));
    parts.push(`## ${t('theme.api.twin.requestBody')}`);
    if (body.value.required === true) parts.push(t('theme.api.twin.bodyRequired'));
    if (str(body.value.description)) parts.push(String(body.value.description).trim());
    parts.push(...contentBlock(ctx, body.value.content, joinPointer(body.pointer, 'content'), 'request'));
  }

  const responses = isObject(o.op.responses) ? o.op.responses : {};
  if (Object.keys(responses).length > 0) parts.push(`## ${t('theme.api.twin.responses')}`);
  for (const status of Object.keys(responses)) {
    const r = doc.object(responses[status], joinPointer(o.pointer, 'responses', status));
    parts.push(`### ${status}`);
    if (str(r.value.description)) parts.push(String(r.value.description).trim());
    parts.push(...contentBlock(ctx, r.value.content, joinPointer(r.pointer, 'content'), 'response'));
  }
  return parts.join('\n\n') + '\n';
}

export interface IntroTwinInput {
  title: string;
  version: string;
  description?: string;
  servers: string[];
  groups: OperationGroup[];
  href: (pageId: string) => string;
  /** The page's language; English when not given. */
  texts?: ApiTexts;
}

export function introTwin(input: IntroTwinInput): string {
  const { texts = ENGLISH_API_TEXTS } = input;
  const parts = [`# ${input.title}`];
  if (input.version) parts.push(texts.text('theme.api.twin.version', { version: input.version }));
  if (input.description) parts.push(input.description.trim());
  if (input.servers.length > 0) parts.push(`## ${texts.text('theme.api.twin.servers')}`, input.servers.map((s) => `- \`${s}\``).join('\n'));
  parts.push(`## ${texts.text('theme.api.twin.operations')}`);
  for (const g of input.groups) {
    const list = g.operations.map((o) => `- [${o.title}](${input.href(o.id)}): \`${o.method.toUpperCase()} ${o.path}\``).join('\n');
    parts.push(g.tag === undefined && input.groups.length === 1 ? list : `### ${g.label}\n\n${list}`);
  }
  return parts.join('\n\n') + '\n';
}
