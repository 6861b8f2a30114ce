/**
 * What `injectHtmlTags` returns, as Docusaurus takes it: `headTags`,
 * `preBodyTags` (first in `<body>`) and `postBodyTags` (last in it), each a
 * list of HTML strings or `{ tagName, attributes, innerHTML }` objects. The
 * head's objects join the config's `headTags` (so the Content-Security-Policy
 * allows what they load, as it does the config's); the rest is HTML, and an
 * inline script in a body tag object is allowed by its hash.
 */
import { VOID_ELEMENTS, type HeadTag } from '../config/schema.js';
import { escapeAttribute } from '../core/escape.js';
import { invalid, type Caller } from './call-hook.js';

export interface PluginHtml {
  /** Objects, added to the config's headTags. */
  headTags: HeadTag[];
  /** HTML strings for the head, after the head tags. */
  headHtml: string[];
  preBody: string[];
  postBody: string[];
  /** The inline scripts of body tag objects, whose hashes the policy allows. */
  inlineScripts: string[];
}

export function emptyHtml(): PluginHtml {
  return { headTags: [], headHtml: [], preBody: [], postBody: [], inlineScripts: [] };
}

interface TagObject {
  tagName: string;
  attributes?: Record<string, string | boolean | undefined>;
  innerHTML?: string;
}

export function addInjectedTags(html: PluginHtml, injected: unknown, caller: Caller): void {
  if (injected === undefined || injected === null) return;
  if (typeof injected !== 'object') throw invalid(caller, 'injectHtmlTags must return { headTags, preBodyTags, postBodyTags }.');
  const { headTags, preBodyTags, postBodyTags } = injected as Record<string, unknown>;
  for (const tag of listOf(headTags, 'headTags', caller)) {
    if (typeof tag === 'string') html.headHtml.push(tag);
    else html.headTags.push({ tagName: tag.tagName, attributes: attributesOf(tag), ...(tag.innerHTML !== undefined ? { innerHTML: tag.innerHTML } : {}) });
  }
  for (const [list, into] of [
    [preBodyTags, html.preBody],
    [postBodyTags, html.postBody],
  ] as const) {
    for (const tag of listOf(list, list === preBodyTags ? 'preBodyTags' : 'postBodyTags', caller)) {
      if (typeof tag === 'string') into.push(tag);
      else {
        into.push(elementHtml(tag));
        if (tag.tagName === 'script' && !tag.attributes?.src && tag.innerHTML) html.inlineScripts.push(tag.innerHTML);
      }
    }
  }
}

function listOf(value: unknown, key: string, caller: Caller): Array<string | TagObject> {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  for (const tag of list) {
    const ok =
      typeof tag === 'string' ||
      (tag && typeof tag === 'object' && typeof (tag as TagObject).tagName === 'string' && /^[a-z][a-z0-9-]*$/.test((tag as TagObject).tagName));
    if (!ok) throw invalid(caller, `injectHtmlTags ${key}: each tag is an HTML string or { tagName, attributes, innerHTML } with a lower-case tagName.`);
  }
  return list as Array<string | TagObject>;
}

function attributesOf(tag: TagObject): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(tag.attributes ?? {}))
    if (value !== undefined && value !== false) out[name] = value === true ? true : String(value);
  return out;
}

function elementHtml(tag: TagObject): string {
  let out = `<${tag.tagName}`;
  for (const [name, value] of Object.entries(attributesOf(tag))) out += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`;
  out += '>';
  return VOID_ELEMENTS.has(tag.tagName) ? out : `${out}${tag.innerHTML ?? ''}</${tag.tagName}>`;
}
