/**
 * Writes docs/CONFIG.md, the reference of every `site.config.ts` option,
 * from the config schema itself: types and defaults from the zod schema (as
 * JSON Schema), descriptions, `@default` and `@example` from the JSDoc
 * comments on its keys. A test compares the file with a fresh run, so the
 * reference cannot drift from the schema.
 *
 *   node lib/scripts/config-reference.js        rewrites docs/CONFIG.md
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import { siteConfigSchema } from '../src/config/schema.js';

const ROOT = join(fileURLToPath(import.meta.url), '../../..');
const SCHEMA_FILE = join(ROOT, 'src/config/schema.ts');
export const REFERENCE_FILE = join(ROOT, 'docs/CONFIG.md');

interface KeyDoc {
  text: string;
  default?: string;
  example?: string;
}

/** JSDoc of every key of the schema, by key path (`navbar.items[].label`). */
export function schemaDocs(source = readFileSync(SCHEMA_FILE, 'utf8')): Map<string, KeyDoc> {
  const file = ts.createSourceFile(SCHEMA_FILE, source, ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  file.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
  });
  const docs = new Map<string, KeyDoc>();
  const walk = (node: ts.Expression, path: string): void => {
    if (ts.isIdentifier(node)) {
      const target = consts.get(node.text);
      if (target) walk(target, path);
      return;
    }
    if (!ts.isCallExpression(node)) return;
    const callee = node.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    // `base.extend({ ... })`: the base's keys, then the added ones.
    if (name === 'extend' && ts.isPropertyAccessExpression(callee)) walk(callee.expression, path);
    if (name === 'strictObject' || name === 'object' || name === 'extend') {
      const shape = node.arguments[0];
      if (!shape || !ts.isObjectLiteralExpression(shape)) return;
      const visit = (properties: ts.NodeArray<ts.ObjectLiteralElementLike>): void => {
        for (const prop of properties) {
          // `...pipelinePlugins`: keys shared by several objects, written once.
          if (ts.isSpreadAssignment(prop) && ts.isIdentifier(prop.expression)) {
            const shared = consts.get(prop.expression.text);
            if (shared && ts.isObjectLiteralExpression(shared)) visit(shared.properties);
            continue;
          }
          if (!ts.isPropertyAssignment(prop) || !(ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))) continue;
          const key = path ? `${path}.${prop.name.text}` : prop.name.text;
          docs.set(key, jsDoc(prop));
          walk(prop.initializer, key);
        }
      };
      visit(shape.properties);
    } else if (name === 'array') {
      walk(node.arguments[0]!, `${path}[]`);
    } else if (name === 'preprocess' || name === 'union') {
      for (const arg of node.arguments) {
        if (ts.isArrayLiteralExpression(arg)) arg.elements.forEach((e) => walk(e, path));
        else walk(arg, path);
      }
    } else if (ts.isPropertyAccessExpression(callee)) {
      walk(callee.expression, path); // .default(), .optional(), .regex()…: the schema they are called on
    }
  };
  walk(consts.get('siteConfigSchema')!, '');
  return docs;
}

function jsDoc(node: ts.Node): KeyDoc {
  const doc: KeyDoc = { text: '' };
  for (const block of ts.getJSDocCommentsAndTags(node)) {
    if (!ts.isJSDoc(block)) continue;
    doc.text = (ts.getTextOfJSDocComment(block.comment) ?? '').replace(/\s*\n\s*/g, ' ').trim();
    for (const tag of block.tags ?? []) {
      const value = (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
      if (tag.tagName.text === 'default') doc.default = value;
      if (tag.tagName.text === 'example') doc.example = value;
    }
  }
  return doc;
}

type Json = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  items?: Json;
  properties?: Record<string, Json>;
  default?: unknown;
  required?: string[];
  additionalProperties?: Json | boolean;
};

function typeOf(s: Json): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' \\| ');
  if (s.type === 'array') return `${s.items ? wrap(typeOf(s.items)) : 'unknown'}[]`;
  if (s.type === 'object')
    return s.properties ? 'object' : `Record<string, ${typeof s.additionalProperties === 'object' ? typeOf(s.additionalProperties) : 'unknown'}>`;
  if (s.type === 'integer') return 'number';
  return Array.isArray(s.type) ? s.type.join(' \\| ') : (s.type ?? 'any');
}

const wrap = (t: string) => (t.includes(' ') ? `(${t})` : t);

export interface Row {
  key: string;
  type: string;
  required: boolean;
  default?: string;
  example?: string;
  text: string;
}

/** One row per option, depth first, in the order of the schema. */
export function optionRows(): Row[] {
  const docs = schemaDocs();
  const root = z.toJSONSchema(siteConfigSchema, { io: 'input', unrepresentable: 'any' }) as Json;
  const rows: Row[] = [];
  const visit = (schema: Json, prefix: string) => {
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const key = prefix ? `${prefix}.${name}` : name;
      const doc = docs.get(key) ?? { text: '' };
      const value =
        prop.default !== undefined && !(typeof prop.default === 'object' && prop.default !== null && !Array.isArray(prop.default))
          ? JSON.stringify(prop.default)
          : undefined;
      rows.push({
        key,
        type: typeOf(prop),
        required: schema.required?.includes(name) ?? false,
        default: value ?? doc.default,
        example: doc.example,
        text: doc.text,
      });
      // A union (`api`: one object or a list of them) documents each form.
      for (const inner of prop.anyOf ?? [prop]) {
        if (inner.properties) visit(inner, key);
        if (inner.type === 'array' && inner.items?.properties) visit(inner.items, `${key}[]`);
      }
    }
  };
  visit(root, '');
  return rows;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function configReference(): string {
  const lines = [
    '# Configuration reference',
    '',
    '<!-- Generated from src/config/schema.ts by scripts/config-reference.ts: edit the schema, then run `npm run docs:config`. -->',
    '',
    '`site.config.ts` default-exports `defineConfig({ ... })`, imported from `mysite-ssg`, so editors complete and check every option.',
    'mysite validates the config on every build: a wrong type is reported with its key path, an unknown key with the closest known one.',
    'Paths are relative to the site folder. Options marked **required** have no default.',
    '',
    '| Option | Type | Default | Description |',
    '|---|---|---|---|',
  ];
  for (const row of optionRows()) {
    const def = row.required ? '**required**' : row.default ? `\`${cell(row.default)}\`` : '—';
    const example = row.example ? ` Example: \`${cell(row.example)}\`.` : '';
    lines.push(`| \`${row.key}\` | \`${row.type}\` | ${def} | ${cell(row.text)}${example} |`);
  }
  return lines.join('\n') + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REFERENCE_FILE, configReference());
  process.stdout.write(`Wrote ${REFERENCE_FILE}\n`);
}
