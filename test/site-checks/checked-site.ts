/**
 * A built site as the corrections checks read it: the facts, every built
 * page and the published spec, with the lookups the checks share (a page's
 * section or error-code row, an endpoint's spec operations and docs pages).
 */
import assert from 'node:assert/strict';
import type { BuiltPage } from './built-site.js';
import { op } from './corrections-3.6.1.js';
import { codesInCell, norm, section, tables, toText } from './html-text.js';
import type { EndpointFact, Facts } from './plugin-facts.js';
import { errorOf, type PublishedSpec } from './published-spec.js';
import { TASK_PAGES } from './task-pages.js';

/** Where in a page a claim looks: a section (by heading text), and in it the table rows of one error code. */
export interface PagePart {
  section?: string;
  row?: number;
}

/** Texts of the paragraphs of an HTML fragment. */
export function paragraphs(html: string): string[] {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => norm(toText(m[1]!)));
}

export class CheckedSite {
  constructor(
    readonly facts: Facts,
    readonly pages: Map<string, BuiltPage>,
    readonly spec: PublishedSpec,
  ) {}

  /** The text a claim is about (the page's main element, a section, or the cells of an error code's rows); undefined after `say`ing why there is none. */
  partOf(route: string, where: PagePart, say: (problem: string) => void): string | undefined {
    const page = this.pages.get(route);
    if (!page) return void say(`${route}: no such built page`);
    let html = page.main;
    if (where.section !== undefined) {
      const part = section(html, (h) => h.text === where.section);
      if (part === undefined) return void say(`${route}: no section "${where.section}"`);
      html = part;
    }
    if (where.row === undefined) return norm(toText(html));
    const code = where.row;
    const rows = tables(html)
      .flatMap((t) => t.rows)
      .filter((r) => codesInCell(r.cells[0] ?? '').includes(code));
    if (!rows.length) return void say(`${route}: no table row for code ${code}`);
    return rows.map((r) => r.cells.join(' ')).join(' ');
  }

  /** Every text of the site (each page's whole body) and of the spec (each string), with where it is. */
  everyText(): { where: string; text: string }[] {
    return [
      ...[...this.pages.values()].map((p) => ({ where: p.route, text: p.bodyText })),
      ...this.spec.strings().map((s) => ({ where: `openapi.json#${s.at}`, text: s.text })),
    ];
  }

  /** The spec operations (JSON pointers) of an endpoint of endpoints.yaml, one per method. */
  operationsOf(e: EndpointFact): string[] {
    const methods = e.methods ?? (e.method ? [e.method] : []);
    return methods.map((m) => op(m.toLowerCase(), e.route)).filter((pointer) => this.spec.at(pointer) !== undefined);
  }

  /** The docs pages that document an endpoint. */
  taskPagesOf(e: EndpointFact): string[] {
    return TASK_PAGES.filter((t) => t.endpoints.includes(e.id)).map((t) => t.route);
  }

  /** The `errorCode`s of a spec response's examples. */
  errorCodesOf(response: string): number[] {
    return this.spec
      .responseExamples(response)
      .map(errorOf)
      .filter((x) => x !== undefined)
      .map((x) => x.code);
  }

  /** An API error code of error-codes.yaml. */
  apiError(code: number) {
    const e = this.facts.errors.api_error_codes.find((x) => x.code === code);
    assert.ok(e, `error-codes.yaml has no code ${code}`);
    return e;
  }

  endpoint(id: string): EndpointFact {
    const e = this.facts.endpoints.endpoints.find((x) => x.id === id);
    assert.ok(e, `endpoints.yaml has no endpoint ${id}`);
    return e;
  }
}
