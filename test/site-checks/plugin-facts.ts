/**
 * The plugin facts the docs are checked against (endpoints, error codes,
 * hooks, settings and the docs' own pages), read from their YAML files and
 * checked against the shape the site checks rely on: a facts file that
 * changed shape fails with the file and the field, not deep inside a check.
 * Only the fields the checks read are declared; the rest is dropped.
 * corrections-3.6.1.md overrides older wording in these files: where it
 * changes a value they hold (a message), loadFacts applies it (see
 * corrections-3.6.1.ts), so every check reads the corrected value.
 *
 * Where the facts are: the folder DOCS_FACTS_DIR names; else `shared/facts`
 * beside the repository (the project's checkout), else the snapshot in
 * test/fixtures/facts (a clone on its own, as in CI). Nothing else is searched.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { REPO_ROOT } from '../support/paths.js';
import { withCorrections } from './corrections-3.6.1.js';

const endpointFact = z.object({
  id: z.string(),
  route: z.string(),
  method: z.string().optional(),
  methods: z.array(z.string()).nullish(),
  openapi_operationId: z.string().optional(),
  rest_route_form: z.string().optional(),
  wp_json_form: z.string().optional(),
  enabled_by: z.string().optional(),
  legacy_alias: z.string().optional(),
  parameters: z.array(z.object({ name: z.string() })).optional(),
  processing_order: z.array(z.string()).optional(),
  /** Free-text rules, e.g. "an expired token is accepted (error 14 ignored)". */
  rules: z.array(z.string()).optional(),
  errors: z.array(z.string()).optional(),
  /** Free text and lists; only searched for hook names. */
  hooks: z.unknown().optional(),
  filter: z.unknown().optional(),
});

const codeAndMessage = z.object({ code: z.number(), message: z.string() });
const apiErrorCode = codeAndMessage.extend({ http_status: z.number().optional() });

const release = z.object({
  version: z.string(),
  /** The date the website published the note (its file name's prefix). */
  date: z.string(),
  file: z.string(),
  changes: z.array(z.string()),
});

const settingOption = z.object({
  key: z.string(),
  label: z.string().nullish(),
  /** A list of values, or value → label. */
  allowed: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).nullish(),
  default: z.unknown().optional(),
});

const FILES = {
  endpoints: { file: 'endpoints.yaml', schema: z.object({ endpoints: z.array(endpointFact) }) },
  errors: {
    file: 'error-codes.yaml',
    schema: z.object({
      api_error_codes: z.array(apiErrorCode),
      settings_validation_codes: z.object({ codes: z.array(codeAndMessage), defined_unused: z.array(z.string()) }),
      code_0: z.array(z.string()),
      protect_endpoints_403: codeAndMessage.extend({ type: z.string() }),
    }),
  },
  hooks: {
    file: 'hooks.yaml',
    schema: z.object({
      general_rules: z.object({ total_plugin_hooks: z.string() }),
      hooks: z.array(z.object({ name: z.string(), type: z.string(), parameters: z.array(z.string()).optional() })),
      wordpress_hooks_used: z.object({
        actions: z.array(z.object({ hook: z.string() })),
        filters: z.array(z.object({ hook: z.string() })),
        core_action_fired_by_plugin: z.string(),
      }),
    }),
  },
  settings: {
    file: 'settings.yaml',
    schema: z.object({
      tabs: z.record(
        z.string(),
        z.object({
          options: z.array(settingOption).optional(),
          row_values: z
            .object({ method: z.object({ allowed: z.array(z.string()) }), match: z.object({ allowed: z.record(z.string(), z.string()) }) })
            .optional(),
        }),
      ),
      jwt: z.object({ algorithms_supported: z.record(z.string(), z.unknown()), payload_claims_available: z.record(z.string(), z.unknown()) }),
      storage: z.object({ wp_option: z.string() }),
    }),
  },
  docs: {
    file: 'docs.yaml',
    schema: z.object({
      counts: z.object({ doc_pages: z.number() }),
      pages: z.array(z.object({ url: z.string(), title: z.string() })),
      sidebar_flat_order: z.array(z.string()),
      categories: z.array(z.object({ label: z.string() })),
    }),
  },
  releases: { file: 'releases.yaml', schema: z.object({ releases: z.array(release) }) },
} as const;

type FactFiles = typeof FILES;
export type Facts = { dir: string } & { [K in keyof FactFiles]: z.infer<FactFiles[K]['schema']> };
export type EndpointFact = z.infer<typeof endpointFact>;
export type SettingOption = z.infer<typeof settingOption>;
export type ReleaseFact = z.infer<typeof release>;

const FACT_FILES = Object.values(FILES).map((f) => f.file);

/**
 * The facts folder, or the reason there is none. A folder named by
 * DOCS_FACTS_DIR that lacks the facts is an error (it was asked for); no
 * folder at the default places means the checks cannot run here.
 */
export function locateFacts(): { dir: string } | { missing: string } {
  const env = process.env.DOCS_FACTS_DIR;
  const candidates = env ? [resolve(env)] : [join(REPO_ROOT, '..', 'shared', 'facts'), join(REPO_ROOT, 'test', 'fixtures', 'facts')];
  const dir = candidates.find((d) => FACT_FILES.every((f) => existsSync(join(d, f))));
  if (dir) return { dir };
  const message = `The plugin facts (${FACT_FILES.join(', ')}) were not found in:\n  ${candidates.join('\n  ')}\n`;
  if (env) throw new Error(`${message}DOCS_FACTS_DIR must name a folder that holds them.`);
  return { missing: `${message}Set DOCS_FACTS_DIR to the folder that holds them to run these checks.` };
}

export function loadFacts(dir: string): Facts {
  const read = <K extends keyof FactFiles>(key: K): z.infer<FactFiles[K]['schema']> => {
    const { file, schema } = FILES[key];
    const path = join(dir, file);
    const parsed = schema.safeParse(parseYaml(readFileSync(path, 'utf8')));
    if (parsed.success) return parsed.data as z.infer<FactFiles[K]['schema']>;
    const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(top)'}: ${i.message}`).join('\n');
    throw new Error(`${relative(process.cwd(), path)} does not have the shape the docs checks read:\n${issues}`);
  };
  const facts = {
    dir,
    endpoints: read('endpoints'),
    errors: read('errors'),
    hooks: read('hooks'),
    settings: read('settings'),
    docs: read('docs'),
    releases: read('releases'),
  };
  return withCorrections(facts);
}
