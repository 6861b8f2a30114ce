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
  link: z
    .union([
      z.null(),
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
      z.strictObject({
        type: z.literal('generated-index'),
        title: z.string().optional(),
        description: z.string().optional(),
        slug: z.string().optional(),
        keywords: z.array(z.string()).optional(),
      }),
    ])
    .optional(),
  /** Shown under the category on generated index pages. */
  description: z.string().optional(),
});

/** A folder's `_category_` file, with the file's site-relative path. */
export type CategoryMeta = z.infer<typeof categorySchema> & { file?: string };

export function parseCategoryFile(text: string, relativePath: string): CategoryMeta {
  let raw: unknown;
  try {
    raw = relativePath.endsWith('.json') ? JSON.parse(text) : parse(text);
  } catch (error) {
    throw MysiteError.of({
      code: 'docs/invalid-category',
      message: `Cannot parse ${relativePath}: ${(error as Error).message.split('\n')[0]}`,
      at: { file: relativePath },
    });
  }
  const parsed = categorySchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw MysiteError.of({
      code: 'docs/invalid-category',
      message: `"${formatKeyPath(issue.path)}" in ${relativePath}: ${issue.message}`,
      at: { file: relativePath },
      hint: 'Keys: label (string), position (number), collapsed, collapsible (booleans), description (string), link ({type: doc, id} or {type: generated-index, title?, description?, slug?}).',
    });
  }
  return { ...parsed.data, file: relativePath };
}
