/**
 * Markdown twins of the API pages, written from the OpenAPI document (its
 * descriptions are Markdown already): the endpoint, parameters, request
 * body and responses with their examples, and for the introduction the
 * servers and a list of the operations.
 */
import { exampleFromSchema, explicitExample } from './examples.js';
import type { Operation, OperationGroup } from './operations.js';
import { parametersOf } from './operation-page.js';
import { typesOf } from './schema-flatten.js';
import { isObject, joinPointer, str, type JsonObject, type SpecDoc } from './spec.js';

export interface TwinContext {
  doc: SpecDoc;
  serverUrl: string;
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

function contentBlock(doc: SpecDoc, content: unknown, pointer: string, direction: 'request' | 'response'): string[] {
  if (!isObject(content)) return [];
  const out: string[] = [];
  for (const [type, raw] of Object.entries(content)) {
    const at = joinPointer(pointer, type);
    const media = doc.object(raw, at).value;
    const example = mediaExample(doc, media, at, direction);
    out.push(`Content type: \`${type}\``);
    if (example !== undefined) {
      const json = type.includes('json') || typeof example !== 'string';
      out.push(`\`\`\`${json ? 'json' : 'text'}\n${typeof example === 'string' && !json ? example : JSON.stringify(example, null, 2)}\n\`\`\``);
    }
  }
  return out;
}

export function operationTwin(ctx: TwinContext, o: Operation, summary: string | undefined): string {
  const { doc } = ctx;
  const parts: string[] = [`# ${o.title}`];
  if (summary && !str(o.op.description)) parts.push(`> ${summary}`);
  parts.push(`\`${o.method.toUpperCase()} ${ctx.serverUrl}${o.path}\``);
  if (o.op.deprecated === true) parts.push('**Deprecated.**');
  if (str(o.op.description)) parts.push(String(o.op.description).trim());

  const params = parametersOf(doc, o);
  if (params.length > 0) {
    const rows = params.map(({ value: p, pointer }) => {
      const required = p.in === 'path' || p.required === true;
      const type = p.schema !== undefined ? typeOf(doc, p.schema, joinPointer(pointer, 'schema')) : '';
      return `| ${cell(p.name)} | ${cell(p.in)} | ${cell(type)} | ${required ? 'yes' : 'no'} | ${cell(p.description)} |`;
    });
    parts.push('## Parameters', ['| Name | In | Type | Required | Description |', '|---|---|---|---|---|', ...rows].join('\n'));
  }

  if (o.op.requestBody !== undefined) {
    const body = doc.object(o.op.requestBody, joinPointer(o.pointer, 'requestBody'));
    parts.push('## Request body');
    if (body.value.required === true) parts.push('Required.');
    if (str(body.value.description)) parts.push(String(body.value.description).trim());
    parts.push(...contentBlock(doc, body.value.content, joinPointer(body.pointer, 'content'), 'request'));
  }

  const responses = isObject(o.op.responses) ? o.op.responses : {};
  if (Object.keys(responses).length > 0) parts.push('## Responses');
  for (const status of Object.keys(responses)) {
    const r = doc.object(responses[status], joinPointer(o.pointer, 'responses', status));
    parts.push(`### ${status}`);
    if (str(r.value.description)) parts.push(String(r.value.description).trim());
    parts.push(...contentBlock(doc, r.value.content, joinPointer(r.pointer, 'content'), 'response'));
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
}

export function introTwin(input: IntroTwinInput): string {
  const parts = [`# ${input.title}`];
  if (input.version) parts.push(`Version ${input.version}`);
  if (input.description) parts.push(input.description.trim());
  if (input.servers.length > 0) parts.push('## Servers', input.servers.map((s) => `- \`${s}\``).join('\n'));
  parts.push('## Operations');
  for (const g of input.groups) {
    const list = g.operations.map((o) => `- [${o.title}](${input.href(o.id)}): \`${o.method.toUpperCase()} ${o.path}\``).join('\n');
    parts.push(g.tag === undefined && input.groups.length === 1 ? list : `### ${g.label}\n\n${list}`);
  }
  return parts.join('\n\n') + '\n';
}
