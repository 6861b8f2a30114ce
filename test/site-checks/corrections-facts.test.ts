/**
 * Builds the real site and checks every item of corrections-3.6.1.md (shared
 * facts) against the built pages of every section (docs, blog, release
 * notes, API reference, the React pages) and the published OpenAPI spec:
 * the pages that discuss an item say what the plugin does, and no page and
 * no spec string says the older, wrong thing. Item by item, the values come
 * from the structured facts where they hold them (error numbers, HTTP
 * statuses, messages, defaults, release items); corrections-3.6.1.ts encodes
 * the rest of the prose.
 *
 * Environment (optional): DOCS_FACTS_DIR and DOCS_SITE_ROOT, as for
 * docs-facts.test.ts.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../support/paths.js';
import { sharedBuild } from '../support/shared-build.js';
import { readBuiltPages } from './built-site.js';
import { CheckedSite } from './checked-site.js';
import { CORRECTIONS, type Correction } from './corrections-3.6.1.js';
import { FROM_FACTS } from './corrections-from-facts.js';
import { norm } from './html-text.js';
import { loadFacts, locateFacts } from './plugin-facts.js';
import { PublishedSpec } from './published-spec.js';

const located = locateFacts();

describe('the site against corrections-3.6.1.md', { skip: 'missing' in located ? located.missing : false }, () => {
  let site: CheckedSite;
  let setupError: unknown;
  const siteRoot = resolve(process.env.DOCS_SITE_ROOT ?? REPO_ROOT);

  before(async () => {
    try {
      if ('missing' in located) return;
      const facts = loadFacts(located.dir);
      const build = await sharedBuild(siteRoot);
      if (build.status !== 0) throw new Error(`The site build failed (exit ${build.status}):\n${build.stderr}`);
      site = new CheckedSite(facts, readBuiltPages(build.outDir), PublishedSpec.read(build.outDir));
    } catch (error) {
      setupError = error;
    }
  });
  const ready = () => {
    if (setupError) throw setupError;
  };

  /* -------------------------------------------------------------------- */
  /* The table's claims                                                    */
  /* -------------------------------------------------------------------- */

  /** What the table of corrections-3.6.1.ts says about an item, checked. */
  function tableProblems(c: Correction): string[] {
    const problems: string[] = [];
    const say = (m: string) => problems.push(m);
    for (const claim of c.pages) {
      const text = site.partOf(claim.route, claim, say);
      if (text === undefined) continue;
      const where = `${claim.route}${claim.section ? ` § ${claim.section}` : ''}${claim.row !== undefined ? ` row ${claim.row}` : ''}`;
      for (const re of claim.says) if (!re.test(text)) say(`${where}: does not say ${re}`);
      for (const re of claim.saysNot ?? []) if (re.test(text)) say(`${where}: says ${re}`);
    }
    for (const claim of c.spec) {
      const value = site.spec.at(claim.at);
      if (typeof value !== 'string') {
        say(`openapi.json#${claim.at}: no such string`);
        continue;
      }
      const text = norm(value.replace(/[`*]/g, ''));
      for (const re of claim.says) if (!re.test(text)) say(`openapi.json#${claim.at}: does not say ${re}`);
    }
    for (const { where, text } of site.everyText()) {
      for (const re of c.never) {
        const m = re.exec(text);
        if (m) say(`${where}: still says "${m[0]}"`);
      }
    }
    return problems;
  }

  /* -------------------------------------------------------------------- */

  it('encodes every item of corrections-3.6.1.md, each with something to check', (t) => {
    ready();
    if ('missing' in located) return;
    const file = join(located.dir, 'corrections-3.6.1.md');
    if (!existsSync(file)) return void t.skip(`no ${file}`);
    const numbers = [...readFileSync(file, 'utf8').matchAll(/^(\d+)\.\s+\*\*/gm)].map((m) => Number(m[1]));
    assert.ok(numbers.length > 0, `${file}: no numbered items found`);
    assert.deepEqual(
      CORRECTIONS.map((c) => c.item),
      numbers,
      'corrections-3.6.1.ts must have one entry per item of the corrections file',
    );
    const empty = CORRECTIONS.filter((c) => !c.pages.length && !c.spec.length && !c.never.length && !FROM_FACTS[c.item]);
    assert.deepEqual(
      empty.map((c) => c.item),
      [],
      'items with nothing to check',
    );
  });

  for (const c of CORRECTIONS) {
    it(`item ${c.item}: ${c.claim}`, () => {
      ready();
      const problems = [...tableProblems(c), ...(FROM_FACTS[c.item]?.(site) ?? [])];
      assert.deepEqual(problems, [], `corrections item ${c.item}`);
    });
  }
});
