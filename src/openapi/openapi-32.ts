/**
 * OpenAPI 3.2 read as 3.1 plus what 3.2 adds. swagger-parser knows only
 * 3.0 and 3.1, so the document is checked against the 3.1 schema once the
 * additions are taken out of a copy. A tag's `summary` is shown (as its
 * label, operations.ts) and `$self` changes nothing shown; every other
 * addition is named, once per kind, at its first place, since the reference
 * does not draw it.
 */
import { isObject, joinPointer, type JsonObject } from './spec.js';

/** An addition the reference does not draw, and the pointers of where it is used. */
export type Additions32 = Map<string, string[]>;

const METHODS_32 = ['query'];
const MEDIA_TYPE_KEYS = ['itemSchema', 'prefixEncoding', 'itemEncoding'];

/** The copy to check with the 3.1 schema (`openapi: 3.1.2`), and the additions it lost. */
export function as31(bundled: JsonObject): { doc: JsonObject; additions: Additions32 } {
  const doc = structuredClone(bundled);
  const additions: Additions32 = new Map();
  const drop = (node: JsonObject, key: string, pointer: string, what: string | undefined) => {
    if (!(key in node)) return;
    delete node[key];
    if (what) additions.set(what, [...(additions.get(what) ?? []), joinPointer(pointer, key)]);
  };
  doc.openapi = '3.1.2';
  drop(doc, '$self', '#', undefined);
  eachObject(doc.tags, '#/tags', (tag, at) => {
    drop(tag, 'summary', at, undefined);
    drop(tag, 'parent', at, 'nested tags (a tag\'s "parent")');
    drop(tag, 'kind', at, 'tag kinds');
  });
  eachObject(doc.servers, '#/servers', (server, at) => drop(server, 'name', at, 'server names'));
  for (const section of ['paths', 'webhooks']) eachValue(doc[section], `#/${section}`, (item, at) => pathItem(item, at));
  const components = isObject(doc.components) ? doc.components : {};
  drop(components, 'mediaTypes', '#/components', 'reusable media types (components.mediaTypes)');
  eachValue(components.pathItems, '#/components/pathItems', (item, at) => pathItem(item, at));
  eachValue(components.parameters, '#/components/parameters', (p, at) => parameter(p, at));
  eachValue(components.requestBodies, '#/components/requestBodies', (b, at) => content(b, at));
  eachValue(components.responses, '#/components/responses', (r, at) => response(r, at));
  eachValue(components.headers, '#/components/headers', (h, at) => content(h, at));
  eachValue(components.examples, '#/components/examples', (e, at) => example(e, at));
  eachValue(components.securitySchemes, '#/components/securitySchemes', (scheme, at) => {
    drop(scheme, 'oauth2MetadataUrl', at, 'OAuth 2 metadata URLs');
    drop(scheme, 'deprecated', at, 'deprecated security schemes');
    if (isObject(scheme.flows)) drop(scheme.flows, 'deviceAuthorization', joinPointer(at, 'flows'), 'the OAuth 2 device authorization flow');
  });
  return { doc, additions };

  function pathItem(item: JsonObject, at: string): void {
    for (const method of METHODS_32) drop(item, method, at, `the ${method.toUpperCase()} method`);
    drop(item, 'additionalOperations', at, 'additional operations (methods of your own)');
    eachObject(item.parameters, joinPointer(at, 'parameters'), parameter);
    for (const [key, op] of Object.entries(item)) {
      if (!isObject(op) || key === 'parameters') continue;
      const opAt = joinPointer(at, key);
      eachObject(op.parameters, joinPointer(opAt, 'parameters'), parameter);
      if (isObject(op.requestBody)) content(op.requestBody, joinPointer(opAt, 'requestBody'));
      eachValue(op.responses, joinPointer(opAt, 'responses'), response);
    }
  }
  function parameter(p: JsonObject, at: string): void {
    if (p.in === 'querystring') {
      p.in = 'query';
      additions.set('querystring parameters', [...(additions.get('querystring parameters') ?? []), joinPointer(at, 'in')]);
    }
    content(p, at);
    eachValue(p.examples, joinPointer(at, 'examples'), example);
  }
  function response(r: JsonObject, at: string): void {
    drop(r, 'summary', at, 'response summaries');
    content(r, at);
    eachValue(r.headers, joinPointer(at, 'headers'), (h, hAt) => content(h, hAt));
  }
  function content(holder: JsonObject, at: string): void {
    eachValue(holder.content, joinPointer(at, 'content'), (media, mAt) => {
      for (const key of MEDIA_TYPE_KEYS) drop(media, key, mAt, 'sequential media types (itemSchema, prefixEncoding, itemEncoding)');
      eachValue(media.examples, joinPointer(mAt, 'examples'), example);
    });
  }
  function example(e: JsonObject, at: string): void {
    drop(e, 'dataValue', at, 'example dataValue');
    drop(e, 'serializedValue', at, 'example serializedValue');
  }
}

function eachObject(list: unknown, at: string, visit: (node: JsonObject, at: string) => void): void {
  if (Array.isArray(list)) list.forEach((node, i) => isObject(node) && visit(node, joinPointer(at, i)));
}

function eachValue(map: unknown, at: string, visit: (node: JsonObject, at: string) => void): void {
  if (isObject(map)) for (const [key, node] of Object.entries(map)) if (isObject(node)) visit(node, joinPointer(at, key));
}

/** One warning per addition the reference does not draw, at its first place, counting the others. */
export function warnAdditions32(
  additions: Additions32 | undefined,
  locate: (pointer: string) => { file: string; line?: number; column?: number },
  warn: (diagnostic: { code: 'api/not-shown-3.2'; message: string; at: { file: string; line?: number; column?: number }; hint: string }) => void,
): void {
  for (const [what, pointers] of additions ?? []) {
    const others = pointers.length > 1 ? ` (and ${pointers.length - 1} more place${pointers.length > 2 ? 's' : ''})` : '';
    warn({
      code: 'api/not-shown-3.2',
      message: `The API reference does not show ${what}, new in OpenAPI 3.2: used here${others}.`,
      at: locate(pointers[0]!),
      hint: 'The document is published as written (the downloads keep it); describe the feature in a description if readers need it.',
    });
  }
}
