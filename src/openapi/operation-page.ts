/**
 * One operation → the data of its page: endpoint, description, security,
 * parameters by location, request body, responses and code samples. The
 * schemas are walked in the order the page shows them (parameters, body,
 * responses) so each is drawn in full at its first place.
 */
import { exampleFromSchema } from './examples.js';
import { mediaList, parameterExample, type BuildTools } from './media.js';
import type { Operation } from './operations.js';
import { authorSamples, withAuthorSamples } from './author-samples.js';
import { absoluteServerUrl, codeSamples, fillPath, type NameValue, type RequestExample } from './samples.js';
import { PageSchemas } from './schema-page.js';
import { isObject, joinPointer, safeUrl, str, type JsonObject, type SpecDoc } from './spec.js';
import { securityOf, type SecuritySchemes } from './security.js';
import type { ApiHeader, ApiOperationData, ApiParameter, ApiResponse } from '../core/page-data/api.js';

const LOCATIONS: ApiParameter['in'][] = ['path', 'query', 'header', 'cookie'];

export interface OperationContext extends BuildTools {
  root: JsonObject;
  schemes: SecuritySchemes;
  introHref: string;
  /** Told when a code sample cannot be made (the page is built without it). */
  sampleFailed: (o: Operation, error: unknown) => void;
}

export function operationPage(ctx: OperationContext, o: Operation, group: string | undefined): Omit<ApiOperationData, 'prev' | 'next'> {
  const { doc, model, describer } = ctx;
  const page = new PageSchemas(model);
  const server = serverOf(ctx.root, o);
  const example: RequestExample = { method: o.method.toUpperCase(), url: '', query: [], headers: [], cookies: [] };
  const pathValues = new Map<string, string>();

  const params = parametersOf(ctx.doc, o).map(({ value: p, pointer }) => {
    const location = p.in as ApiParameter['in'];
    const required = location === 'path' || p.required === true;
    const schemaHolder = p.schema !== undefined ? { schema: p.schema, at: joinPointer(pointer, 'schema') } : contentSchema(p, pointer);
    const given = parameterExample(ctx, p, pointer);
    // Samples send required parameters, and optional ones the parameter itself gives an example for.
    const ownExample = p.example !== undefined || isObject(p.examples);
    const generated = () => (schemaHolder ? exampleFromSchema(doc, schemaHolder.schema, schemaHolder.at, 'request') : undefined);
    const value = required ? (given ? given.value : generated()) : ownExample ? given?.value : undefined;
    if (value !== undefined) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      const entry: NameValue = { name: String(p.name), value: text };
      if (location === 'path') pathValues.set(entry.name, text);
      else if (location === 'query') example.query.push(entry);
      else if (location === 'header') example.headers.push(entry);
      else if (location === 'cookie') example.cookies.push(entry);
    }
    const out: ApiParameter = { name: String(p.name), in: location };
    if (required) out.required = true;
    if (p.deprecated === true) out.deprecated = true;
    const description = describer.html(p.description);
    if (description) out.descriptionHtml = description;
    if (schemaHolder) out.schema = page.slot(model.key(schemaHolder.schema, schemaHolder.at));
    if (given) out.example = JSON.stringify(given.value);
    return out;
  });
  const parameters = LOCATIONS.map((location) => ({ in: location, items: params.filter((p) => p.in === location) })).filter((g) => g.items.length > 0);

  let requestBody: ApiOperationData['requestBody'];
  if (o.op.requestBody !== undefined) {
    const body = doc.object(o.op.requestBody, joinPointer(o.pointer, 'requestBody'));
    const { media, sample } = mediaList(ctx, page, body.value.content, joinPointer(body.pointer, 'content'), 'request');
    requestBody = { required: body.value.required === true, media };
    const description = describer.html(body.value.description);
    if (description) requestBody.descriptionHtml = description;
    if (sample) example.body = sample;
  }

  const responses: ApiResponse[] = [];
  const rawResponses = isObject(o.op.responses) ? o.op.responses : {};
  for (const status of Object.keys(rawResponses)) {
    const r = doc.object(rawResponses[status], joinPointer(o.pointer, 'responses', status));
    const headers: ApiHeader[] = Object.entries(isObject(r.value.headers) ? r.value.headers : {}).map(([name, raw]) => {
      const h = doc.object(raw, joinPointer(r.pointer, 'headers', name));
      const out: ApiHeader = { name };
      if (h.value.required === true) out.required = true;
      const description = describer.html(h.value.description);
      if (description) out.descriptionHtml = description;
      if (h.value.schema !== undefined) out.schema = page.slot(model.key(h.value.schema, joinPointer(h.pointer, 'schema')));
      const given = parameterExample(ctx, h.value, h.pointer);
      if (given) out.example = JSON.stringify(given.value);
      return out;
    });
    const { media } = mediaList(ctx, page, r.value.content, joinPointer(r.pointer, 'content'), 'response');
    const response: ApiResponse = { status, headers, media };
    const description = describer.html(r.value.description);
    if (description) response.descriptionHtml = description;
    responses.push(response);
  }

  const security = securityOf(ctx.schemes, o.op.security ?? ctx.root.security);
  if (security && !security.optional) ctx.schemes.applyToExample(security.options[0]!, example);
  example.url = absoluteServerUrl(server.url, server.defaults) + fillPath(o.path, pathValues);

  const data: Omit<ApiOperationData, 'prev' | 'next'> = {
    id: o.id,
    method: o.method.toUpperCase(),
    path: o.path,
    serverUrl: o.webhook ? '' : server.url.replace(/\/+$/, ''),
    title: o.title,
    parameters,
    responses,
    // A webhook is sent by the API, not by the reader: no request to copy.
    samples: o.webhook ? [] : withAuthorSamples(authorSamples(o.op, ctx.blocks), samplesOrNone(ctx, o, example)),
    schemas: page.schemas,
    introHref: ctx.introHref,
  };
  if (group) data.group = group;
  if (o.webhook) data.webhook = true;
  const description = describer.html(o.op.description);
  if (description) data.descriptionHtml = description;
  if (o.op.deprecated === true) data.deprecated = true;
  const docs = isObject(o.op.externalDocs) ? o.op.externalDocs : undefined;
  const docsUrl = docs ? safeUrl(docs.url) : undefined;
  if (docs && docsUrl) data.externalDocs = { url: docsUrl, ...(str(docs.description) ? { description: String(docs.description) } : {}) };
  if (requestBody) data.requestBody = requestBody;
  if (security) data.security = security;
  return data;
}

/** A URL or body the snippet library refuses (a server variable without a default…) costs the samples, not the build. */
function samplesOrNone(ctx: OperationContext, o: Operation, example: RequestExample): ApiOperationData['samples'] {
  try {
    return codeSamples(example, ctx.blocks);
  } catch (error) {
    ctx.sampleFailed(o, error);
    return [];
  }
}

/** Path-item parameters, overridden by operation parameters with the same name and location. */
export function parametersOf(doc: SpecDoc, o: Operation): { value: JsonObject; pointer: string }[] {
  const list = new Map<string, { value: JsonObject; pointer: string }>();
  const add = (raw: unknown, base: string) => {
    if (!Array.isArray(raw)) return;
    raw.forEach((p, i) => {
      const r = doc.object(p, joinPointer(base, 'parameters', i));
      if (typeof r.value.name !== 'string' || !LOCATIONS.includes(r.value.in as ApiParameter['in'])) return;
      list.set(`${String(r.value.in)}:${r.value.name}`, { value: r.value, pointer: r.pointer });
    });
  };
  add(o.pathItem.parameters, o.pathItemPointer);
  add(o.op.parameters, o.pointer);
  return [...list.values()];
}

/** A parameter described with `content` instead of `schema`: the first media type's schema. */
function contentSchema(p: JsonObject, pointer: string): { schema: unknown; at: string } | undefined {
  if (!isObject(p.content)) return undefined;
  const [type, media] = Object.entries(p.content)[0] ?? [];
  if (!type || !isObject(media) || media.schema === undefined) return undefined;
  return { schema: media.schema, at: joinPointer(pointer, 'content', type, 'schema') };
}

/** The server of an operation (operation, path item, then document level) and its variables' defaults. */
function serverOf(root: JsonObject, o: Operation): { url: string; defaults: Record<string, string> } {
  const lists = [o.op.servers, o.pathItem.servers, root.servers];
  const list = lists.find((l) => Array.isArray(l) && l.length > 0) as unknown[] | undefined;
  const server = list?.find(isObject);
  if (!server || typeof server.url !== 'string') return { url: '', defaults: {} };
  const defaults: Record<string, string> = {};
  if (isObject(server.variables)) {
    for (const [name, v] of Object.entries(server.variables)) if (isObject(v) && v.default !== undefined) defaults[name] = String(v.default);
  }
  return { url: server.url === '/' ? '' : server.url, defaults };
}
