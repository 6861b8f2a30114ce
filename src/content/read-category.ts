/** Parses `_category_.json` / `_category_.yml` metadata of a docs folder. */
import { parse } from 'yaml';
import { z } from 'zod';
import { MysiteError } from '../core/errors.js';
import { formatKeyPath } from '../config/friendly-errors.js';

const categorySchema = z.object({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  link: z.union([z.null(), z.object({ type: z.literal('doc'), id: z.string() })]).optional(),
});

export type CategoryMeta = z.infer<typeof categorySchema>;

export function parseCategoryFile(text: string, relativePath: string): CategoryMeta {
  let raw: unknown;
  try {
    raw = relativePath.endsWith('.json') ? JSON.parse(text) : parse(text);
  } catch (error) {
    throw MysiteError.of('docs/invalid-category', `Cannot parse ${relativePath}: ${(error as Error).message.split('\n')[0]}`, { file: relativePath });
  }
  const parsed = categorySchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw MysiteError.of('docs/invalid-category', `"${formatKeyPath(issue.path)}" in ${relativePath}: ${issue.message}`, { file: relativePath }, 'Keys: label (string), position (number), collapsed, collapsible (booleans), link ({type: doc, id}).');
  }
  return parsed.data;
}
