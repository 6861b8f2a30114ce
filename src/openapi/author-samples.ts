/**
 * The author's own request samples: `x-codeSamples` (Redoc), or its older
 * spelling `x-code-samples`, on an operation. Each is `{ lang, label?,
 * source }`; they are shown before the generated ones, highlighted in their
 * language. A sample without source is skipped.
 */
import type { ApiCodeSample } from '../core/page-data/api.js';
import type { CodeBlocks } from './highlight.js';
import { isObject, str, type JsonObject } from './spec.js';

/** Redoc's language names that are not the highlighter's. */
const LANGUAGE_ALIASES: Record<string, string> = {
  'c#': 'csharp',
  'c++': 'cpp',
  'node.js': 'javascript',
  node: 'javascript',
  curl: 'bash',
  shell: 'bash',
  'objective-c': 'objc',
};

/** The author's samples, then the generated ones; tab labels stay distinct (a generated "Python" after the author's is "Python (generated)"). */
export function withAuthorSamples(author: ApiCodeSample[], generated: ApiCodeSample[]): ApiCodeSample[] {
  const used = new Set<string>();
  const unique = (sample: ApiCodeSample, suffix: string): ApiCodeSample => {
    let label = sample.label;
    for (let n = 2; used.has(label); n++) label = n === 2 && suffix ? `${sample.label} ${suffix}` : `${sample.label} (${n})`;
    used.add(label);
    // Renamed in place: the highlighter fills this very object's html later.
    sample.label = label;
    return sample;
  };
  return [...author.map((s) => unique(s, '')), ...generated.map((s) => unique(s, '(generated)'))];
}

export function authorSamples(op: JsonObject, blocks: CodeBlocks): ApiCodeSample[] {
  const list = Array.isArray(op['x-codeSamples']) ? op['x-codeSamples'] : Array.isArray(op['x-code-samples']) ? op['x-code-samples'] : [];
  return list.filter(isObject).flatMap((entry) => {
    const source = typeof entry.source === 'string' ? entry.source.trimEnd() : undefined;
    if (!source) return [];
    const lang = str(entry.lang)?.trim() ?? 'text';
    const sample = { label: str(entry.label)?.trim() ?? lang, html: '' };
    blocks.add(source, LANGUAGE_ALIASES[lang.toLowerCase()] ?? lang.toLowerCase(), (html) => (sample.html = html));
    return [sample];
  });
}
