/**
 * Media types of a request body or response: the schema slot and the
 * examples, written in the spec (`example`, named `examples`, the schema's
 * own) or, failing those, generated from the schema.
 */
import type { ApiTexts } from './api-texts.js';
import { exampleFromSchema, explicitExample, type Direction } from './examples.js';
import { languageOfMediaType, type CodeBlocks } from './highlight.js';
import type { Describer } from './markdown.js';
import type { SchemaModel } from './schema-model.js';
import type { PageSchemas } from './schema-page.js';
import { isObject, joinPointer, str, type SpecDoc } from './spec.js';
import type { ApiExample, ApiMedia } from '../core/page-data/api.js';

export interface BuildTools {
  doc: SpecDoc;
  model: SchemaModel;
  describer: Describer;
  /** Where examples are highlighted (their HTML is filled in later). */
  blocks: CodeBlocks;
  /** The page's language, for the examples' labels. */
  texts: ApiTexts;
}

export interface MediaResult {
  media: ApiMedia[];
  /** The first example of the first media type (preferring JSON), for code samples. */
  sample?: { mimeType: string; value: unknown };
}

export function mediaList(tools: BuildTools, page: PageSchemas, content: unknown, pointer: string, direction: Direction): MediaResult {
  const { doc, model } = tools;
  const result: MediaResult = { media: [] };
  if (!isObject(content)) return result;
  let sampleRank = Infinity;
  for (const [type, raw] of Object.entries(content)) {
    const at = joinPointer(pointer, type);
    const media = doc.object(raw, at);
    const schema = media.value.schema;
    const schemaAt = joinPointer(media.pointer, 'schema');
    const values = examplesOf(tools, media.value, media.pointer);
    if (values.length === 0 && schema !== undefined) {
      const own = explicitExample(doc, schema, schemaAt);
      if (own) values.push({ label: tools.texts.text('theme.api.exampleLabel'), value: own.value });
      else {
        const generated = exampleFromSchema(doc, schema, schemaAt, direction);
        if (generated !== undefined) values.push({ label: tools.texts.text('theme.api.generatedExampleLabel'), value: generated, generated: true });
      }
    }
    const examples: ApiExample[] = [];
    for (const v of values) {
      const { code, lang } = formatExample(v.value, type);
      if (code === '') continue;
      const example: ApiExample = {
        label: v.label,
        ...(v.descriptionHtml ? { descriptionHtml: v.descriptionHtml } : {}),
        html: '',
        ...(v.generated ? { generated: true as const } : {}),
      };
      tools.blocks.add(code, lang, (html) => (example.html = html));
      examples.push(example);
    }
    result.media.push({ type, ...(schema !== undefined ? { schema: page.slot(model.key(schema, schemaAt)) } : {}), examples });
    const rank = /json/i.test(type) ? 0 : /form/i.test(type) ? 1 : 2;
    if (values[0] && rank < sampleRank) {
      sampleRank = rank;
      result.sample = { mimeType: type, value: values[0].value };
    }
  }
  return result;
}

interface ExampleValue {
  label: string;
  value: unknown;
  descriptionHtml?: string;
  generated?: boolean;
}

/** `example`, or the named `examples` (Example Objects, possibly `$ref`s). */
function examplesOf(tools: BuildTools, holder: Record<string, unknown>, pointer: string): ExampleValue[] {
  if (holder.example !== undefined) return [{ label: tools.texts.text('theme.api.exampleLabel'), value: holder.example }];
  if (!isObject(holder.examples)) return [];
  const out: ExampleValue[] = [];
  for (const [key, raw] of Object.entries(holder.examples)) {
    const ex = tools.doc.object(raw, joinPointer(pointer, 'examples', key)).value;
    const value =
      ex.value !== undefined ? ex.value : str(ex.externalValue) ? tools.texts.text('theme.api.externalExample', { url: String(ex.externalValue) }) : undefined;
    if (value === undefined) continue;
    out.push({ label: str(ex.summary) ?? key, value, descriptionHtml: tools.describer.html(ex.description) });
  }
  return out;
}

/** The first example value of a parameter or header (`example`, `examples`, the schema's). */
export function parameterExample(tools: BuildTools, holder: Record<string, unknown>, pointer: string): { value: unknown } | undefined {
  const own = examplesOf(tools, holder, pointer)[0];
  if (own) return { value: own.value };
  if (holder.schema !== undefined) return explicitExample(tools.doc, holder.schema, joinPointer(pointer, 'schema'));
  return undefined;
}

export function formatExample(value: unknown, mediaType: string): { code: string; lang: string } {
  if (typeof value === 'string' && !/json/i.test(mediaType)) return { code: value, lang: languageOfMediaType(mediaType) };
  return { code: JSON.stringify(value, null, 2) ?? '', lang: 'json' };
}
