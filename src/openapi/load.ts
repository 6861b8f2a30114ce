/**
 * Loads the OpenAPI document with @apidevtools/swagger-parser: bundle (all
 * files into one document with internal `$ref`s, circular ones kept as
 * references), then validate against the OpenAPI 3.0/3.1 JSON Schema (3.2
 * as 3.1 without its additions, openapi-32.ts).
 * Every failure becomes a diagnostic naming the source file, line, JSON
 * pointer and what is wrong.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { aliasBudgetError, isAliasBudgetError, MAX_ALIAS_EXPANSION, SpecSources } from './source-map.js';
import { refsOutside, specBoundary } from './ref-boundary.js';
import { outsideReasonText, type SiteBoundary } from '../core/site-boundary.js';
import { isObject, SpecDoc, type JsonObject } from './spec.js';
import { validateSchema } from './validate-schema.js';
import { refLoops } from './ref-loops.js';
import { inlineMapRefs } from './map-refs.js';
import { conventionHint } from './conventions.js';
import { as31, type Additions32 } from './openapi-32.js';
import { quoted } from '../core/quoted.js';

export interface LoadedSpec {
  doc: SpecDoc;
  /** The bundled document as loaded (published as the download). */
  bundled: JsonObject;
  version: '3.0' | '3.1' | '3.2';
  /** In a 3.2 document, what 3.2 adds that the reference does not draw. */
  additions32?: Additions32;
  /** Site-relative path of the root document. */
  file: string;
  sources: SpecSources;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

export async function loadSpec(siteDir: string, specPath: string): Promise<LoadedSpec> {
  const abs = resolve(siteDir, specPath);
  const sources = new SpecSources(siteDir, abs);
  const file = sources.relative(abs);
  if (!existsSync(abs)) {
    throw MysiteError.of({ code: 'api/missing-spec', message: `The OpenAPI document ${file} does not exist.`, at: { file } });
  }
  // Before anything else reads a referenced file.
  const boundary = specBoundary(abs);
  const outside = refsOutside(sources, boundary);
  if (outside.length > 0) throw new MysiteError(outside);
  // Before bundling, which turns such loops into self-references or overflows its stack.
  const loops = refLoops(sources);
  if (loops.length > 0) throw new MysiteError(loops);
  let bundled: JsonObject;
  // swagger-parser refuses 3.2: it bundles the root file as 3.1 and gets its version back after.
  const asRead: { version?: unknown } = {};
  try {
    bundled = (await new SwaggerParser().bundle(abs, parserOptions(boundary, sources, abs, asRead))) as unknown as JsonObject;
    if (asRead.version !== undefined) bundled.openapi = asRead.version;
  } catch (error) {
    if (error instanceof MysiteError) throw error;
    throw new MysiteError([describeLoadError(error, file, sources)], { cause: error });
  }
  const version = String(bundled.openapi ?? '');
  if (!/^3\.[012]\.\d+/.test(version)) {
    const was = bundled.swagger ? `Swagger ${String(bundled.swagger)}` : `"openapi: ${version}"`;
    throw MysiteError.of({
      code: 'api/unsupported-version',
      message: `${file} is ${was}; only OpenAPI 3.0, 3.1 and 3.2 are supported.`,
      at: { file, line: 1 },
    });
  }
  const doc = new SpecDoc(bundled);
  inlineMapRefs(doc);
  const is32 = version.startsWith('3.2');
  const checked = is32 ? as31(bundled) : { doc: bundled, additions: undefined };
  try {
    // The bundled document as written ($refs in place): linear in its size.
    validateSchema(structuredClone(checked.doc));
    // Then, when that is affordable, swagger-parser's full check, which also validates
    // each $ref target where it is used. It expands every reference, so a document
    // whose references fan out (a schema used many times by a schema used many
    // times…) would take exponential time: those keep the first check only.
    if (expandedSize(doc, MAX_EXPANDED) <= MAX_EXPANDED) await SwaggerParser.validate(structuredClone(checked.doc) as never);
  } catch (error) {
    const details = (error as { details?: AjvError[] }).details;
    if (!Array.isArray(details)) throw new MysiteError([describeLoadError(error, file, sources)], { cause: error });
    throw new MysiteError(
      // 3.2 is checked as 3.1, so 3.1's advice holds.
      schemaErrors(details, sources, (path) => conventionHint(doc, path, is32 ? '3.1' : version)),
      { cause: error },
    );
  }
  return {
    doc,
    bundled,
    version: is32 ? '3.2' : version.startsWith('3.1') ? '3.1' : '3.0',
    ...(checked.additions ? { additions32: checked.additions } : {}),
    file,
    sources,
  };
}

/**
 * swagger-parser reads only what the checks above allowed: files of the
 * spec's folder (checked again as they are read), parsed as YAML or JSON
 * with the same alias budget, never as raw text or bytes, never a URL.
 */
function parserOptions(boundary: SiteBoundary, sources: SpecSources, root: string, asRead: { version?: unknown }) {
  return {
    parse: {
      text: false,
      binary: false,
      json: false,
      yaml: {
        order: 200,
        allowEmpty: true,
        canParse: ['.yaml', '.yml', '.json'],
        parse(file: { url: string; data: Buffer | string }) {
          const path = fileURLToPath(pathToFileURL(file.url));
          try {
            const value = parseYaml(String(file.data), { maxAliasCount: MAX_ALIAS_EXPANSION, logLevel: 'error' });
            if (path === root && isObject(value) && typeof value.openapi === 'string' && /^3\.2\.\d+/.test(value.openapi)) {
              asRead.version = value.openapi;
              value.openapi = '3.1.2';
            }
            return value;
          } catch (error) {
            if (isAliasBudgetError(error)) throw aliasBudgetError(sources.relative(path));
            throw error;
          }
        },
      },
    },
    resolve: {
      http: false,
      file: {
        order: 100,
        canRead: true,
        read(file: { url: string }) {
          const path = fileURLToPath(pathToFileURL(file.url));
          const refused = boundary.check(path);
          if (refused)
            throw new Error(
              `${quoted(sources.relative(path))} may not be read: ${outsideReasonText(refused, quoted(sources.relative(path)), "the spec's folder")}.`,
            );
          return readFileSync(path);
        },
      },
    },
  } as const;
}

/** Nodes of the document with every (non-circular) reference expanded, counted up to `limit`. */
const MAX_EXPANDED = 200_000;

export function expandedSize(doc: SpecDoc, limit: number): number {
  const memo = new Map<string, number>();
  const onStack = new Set<string>();
  const count = (node: unknown): number => {
    if (Array.isArray(node)) {
      let n = 1;
      for (const item of node) if ((n += count(item)) > limit) break;
      return n;
    }
    if (!isObject(node)) return 1;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
      const target = node.$ref;
      if (onStack.has(target)) return 1;
      let n = memo.get(target);
      if (n === undefined) {
        onStack.add(target);
        n = count(doc.get(target));
        onStack.delete(target);
        memo.set(target, n);
      }
      return n;
    }
    let n = 1;
    for (const value of Object.values(node)) if ((n += count(value)) > limit) break;
    return n;
  };
  return count(doc.root);
}

/** Errors from parsing and resolving (before validation). */
function describeLoadError(error: unknown, file: string, sources: SpecSources): Diagnostic {
  const e = error as { name?: string; message?: string; source?: string; parentPath?: string; targetRef?: string; targetFound?: string; targetToken?: string };
  const message = String(e.message ?? error);
  if (e.name === 'ResolverError' && e.source) {
    const missing = sources.relative(e.source);
    const at = sources.findRefTo(e.source);
    return {
      severity: 'error',
      code: 'api/missing-ref-file',
      message: `A $ref points to a file that does not exist: ${missing}${at ? ` (in ${at.file} at ${at.pointer})` : ''}.`,
      at: at ?? { file },
      hint: '$ref paths are relative to the file that contains them.',
    };
  }
  if (e.name === 'MissingPointerError') {
    const at = e.parentPath ? sources.locate(`${e.parentPath}/$ref`) : undefined;
    const target = e.source ? sources.relative(e.source) : file;
    return {
      severity: 'error',
      code: 'api/missing-ref-target',
      message: `$ref "${e.targetRef}" points to nothing: ${target} has no "${e.targetToken}"${e.targetFound && e.targetFound !== '#' ? ` under ${e.targetFound}` : ''}${at ? ` (the $ref is at ${at.pointer})` : ''}.`,
      at: at ?? { file: target },
      hint: 'Check the spelling of the JSON pointer after "#", and that the target is defined.',
    };
  }
  if (e.name === 'ParserError') {
    const pos = /\((\d+):(\d+)\)/.exec(message);
    const first = message
      .split('\n')[0]!
      .replace(/^Error parsing [^:]+: /, '')
      .replace(/\s*\(\d+:\d+\)$/, '');
    return {
      severity: 'error',
      code: 'api/invalid-syntax',
      message: `The OpenAPI document cannot be parsed: ${first}`,
      at: { file: e.source ? sources.relative(e.source) : file, line: pos ? Number(pos[1]) : undefined, column: pos ? Number(pos[2]) : undefined },
    };
  }
  if (/is not a valid (Openapi|Swagger) API definition/i.test(message)) {
    const version = sources.rootField('openapi');
    if (version !== undefined && sources.rootField('paths') === undefined) return missingPaths(String(version), file);
    return {
      severity: 'error',
      code: 'api/not-openapi',
      message: `${file} is not an OpenAPI document: it has no "openapi" version field.`,
      at: { file, line: 1 },
      hint: 'api.specPath must point to the root OpenAPI document, which starts with "openapi: 3.1.0" (or 3.0.x).',
    };
  }
  return { severity: 'error', code: 'api/invalid-spec', message: `The OpenAPI document cannot be loaded: ${message.split('\n')[0]}`, at: { file } };
}

/** swagger-parser refuses a document without `paths` as "not a valid API definition": say what is missing. */
function missingPaths(version: string, file: string): Diagnostic {
  const is31 = version.startsWith('3.1');
  return {
    severity: 'error',
    code: 'api/missing-paths',
    message: is31
      ? `${file} (OpenAPI ${version}) has neither "paths" nor "webhooks": there are no operations to document.`
      : `${file} (OpenAPI ${version}) has no "paths" object, which OpenAPI ${version.slice(0, 3)} requires.`,
    at: { file, line: 1 },
    hint: is31
      ? 'Add a "paths:" map with the operations (or "webhooks:").'
      : 'Add a "paths:" map with the operations; an API with none yet can write "paths: {}".',
  };
}

/** Noise from the OpenAPI JSON Schema's own structure, dropped when a more precise error exists. */
const META_KEYWORDS = new Set(['if', 'then', 'else', 'oneOf', 'anyOf', 'not', '$ref', '$dynamicRef']);

/** The most precise schema validation errors, located in the source files. */
export function schemaErrors(details: AjvError[], sources: SpecSources, hintFor: (instancePath: string) => string | undefined = () => undefined): Diagnostic[] {
  let errors = details.filter((d) => !(d.keyword === 'required' && d.params?.missingProperty === '$ref'));
  const precise = errors.filter((d) => !META_KEYWORDS.has(d.keyword));
  if (precise.length > 0) errors = precise;
  if (errors.length === 0) errors = details;
  // The deepest path is the most precise; one message per path.
  errors.sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length);
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const e of errors) {
    const text = ajvMessage(e);
    const key = `${e.instancePath} ${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = sources.locate(e.instancePath);
    out.push({
      severity: 'error',
      code: 'api/invalid-spec',
      message: `Invalid OpenAPI document at #${e.instancePath}: ${text}${at.pointer !== '#' + e.instancePath ? ` (${at.file}${at.pointer})` : ''}.`,
      at,
      hint: hintFor(e.instancePath) ?? 'See https://spec.openapis.org/oas/ for what is allowed here.',
    });
    if (out.length === 5) break;
  }
  return out;
}

function ajvMessage(e: AjvError): string {
  const p = e.params ?? {};
  if (e.keyword === 'additionalProperties' && p.additionalProperty) return `unknown property "${String(p.additionalProperty)}"`;
  if (e.keyword === 'required' && p.missingProperty) return `required property "${String(p.missingProperty)}" is missing`;
  if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) return `must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  return e.message ?? e.keyword;
}
