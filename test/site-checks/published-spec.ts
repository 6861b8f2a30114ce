/**
 * The OpenAPI spec as the build publishes it (dist/openapi.json, bundled:
 * one document whose `$ref`s point inside it), read for the site checks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { norm } from './html-text.js';

type Json = unknown;

function isObject(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export class PublishedSpec {
  private constructor(readonly doc: Record<string, Json>) {}

  static read(outDir: string): PublishedSpec {
    return new PublishedSpec(JSON.parse(readFileSync(join(outDir, 'openapi.json'), 'utf8')) as Record<string, Json>);
  }

  /** The value a `$ref` object stands for (followed until it is not a reference). */
  private follow(value: Json): Json {
    let v = value;
    for (let hops = 0; isObject(v) && typeof v.$ref === 'string' && hops < 20; hops++) v = this.at(v.$ref.replace(/^#/, ''));
    return v;
  }

  /** The value at a JSON pointer, following `$ref`s on the way; undefined when there is none. */
  at(pointer: string): Json {
    let v: Json = this.doc;
    for (const raw of pointer.split('/').slice(1)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      v = this.follow(v);
      if (Array.isArray(v)) v = v[Number(key)];
      else if (isObject(v)) v = v[key];
      else return undefined;
    }
    return this.follow(v);
  }

  /** The example values of a response's JSON content (its `examples`, or its single `example`). */
  responseExamples(pointer: string): Json[] {
    const content = this.at(`${pointer}/content/application~1json`);
    if (!isObject(content)) return [];
    if (content.example !== undefined) return [content.example];
    const examples = this.follow(content.examples);
    return isObject(examples)
      ? Object.values(examples).map((e) => (isObject(this.follow(e)) ? (this.follow(e) as Record<string, Json>).value : undefined))
      : [];
  }

  /** Every string of the document with its pointer, Markdown's backticks and asterisks dropped, whitespace collapsed. */
  strings(): { at: string; text: string }[] {
    const out: { at: string; text: string }[] = [];
    const walk = (v: Json, at: string) => {
      if (typeof v === 'string') out.push({ at, text: norm(v.replace(/[`*]/g, '')) });
      else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}/${i}`));
      else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(x, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    };
    walk(this.doc, '');
    return out;
  }
}

/** `errorCode` and `message` of an error-envelope example, if it is one. */
export function errorOf(example: Json): { code: number; message: string } | undefined {
  if (!isObject(example) || !isObject(example.data)) return undefined;
  const { errorCode, message } = example.data;
  return typeof errorCode === 'number' ? { code: errorCode, message: String(message ?? '') } : undefined;
}
