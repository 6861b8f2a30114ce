/** What `mysite migrate` prints: what it wrote, what was mapped differently, what was not mapped (grouped by why), and what to run next. */
import type { MigrateResult } from './migrate.js';
import type { SkipKind } from './migration.js';

export const SKIP_GROUPS: Record<SkipKind, string> = {
  'not-needed': 'Not needed: mysite does it itself',
  'not-yet': 'Not supported yet',
  'no-equivalent': 'No equivalent in mysite',
  'missing-package': 'Needs a package that is not installed',
  'not-literal': 'Cannot be written into site.config.ts',
  refused: "Refused by mysite's config schema",
};

/** What `migrate` returned (migrate.ts), and how to show it. */
export interface ReportInput extends Omit<MigrateResult, 'siteDir'> {
  /** How to reach the site folder from where the command ran ('' when it is here). */
  cd: string;
  color: { green(t: string): string; yellow(t: string): string; dim(t: string): string; bold(t: string): string };
}

export function formatMigrationReport(r: ReportInput): string {
  const out: string[] = [];
  const { color } = r;
  out.push(
    `${color.green('✔')} Wrote ${r.written.join(', ')} from ${r.configName}: ${r.mapped} option${r.mapped === 1 ? '' : 's'} mapped, ${r.skipped.length} not mapped.`,
  );
  if (r.adjusted.length > 0) {
    out.push('', color.bold(`Mapped with a difference (${r.adjusted.length}):`));
    out.push(
      ...table(
        r.adjusted.map((a) => [a.path, a.text]),
        '  ',
      ),
    );
  }
  if (r.skipped.length > 0) {
    out.push('', color.bold(`Not mapped (${r.skipped.length}):`));
    for (const [kind, title] of Object.entries(SKIP_GROUPS) as [SkipKind, string][]) {
      const group = r.skipped.filter((s) => s.kind === kind);
      if (group.length === 0) continue;
      out.push(`  ${title} (${group.length}):`);
      out.push(
        ...table(
          group.map((s) => [s.path, s.reason]),
          '    ',
        ),
      );
    }
  }
  if (r.sourced.length > 0) {
    out.push('', color.bold(`Read from the environment or a file, as ${r.configName} did; not written into site.config.ts (${r.sourced.length}):`));
    out.push(
      ...table(
        r.sourced.map((v) => [v.path, v.from]),
        '  ',
      ),
    );
  }
  if (r.secrets.length > 0) {
    out.push('', color.yellow(`Written into site.config.ts as they are, but they look like secrets: check them before you commit it (${r.secrets.length}):`));
    out.push(
      ...table(
        r.secrets.map((v) => [v.path, v.why]),
        '  ',
      ),
    );
  }
  if (r.missing.length > 0) {
    out.push('', `Packages the config imports that are not installed (it ran with stand-ins): ${r.missing.join(', ')}.`);
  }
  if (r.problems.length > 0) {
    out.push('', color.yellow(`site.config.ts needs a fix before it loads:`), ...r.problems.map((p) => `  ${p}`));
  }
  out.push('', 'Next (the Docusaurus commands and package.json scripts keep working):');
  if (r.cd) out.push(`  cd ${r.cd.includes(' ') ? JSON.stringify(r.cd) : r.cd}`);
  for (const p of r.install) out.push(`  npm install ${p.name.padEnd(15)} ${color.dim(`# ${p.why}`)}`);
  out.push(`  npx mysite build            ${color.dim('# builds the site into dist/')}`);
  out.push(`  npx mysite serve --watch    ${color.dim('# serves it on http://127.0.0.1:3000 and rebuilds as you edit')}`);
  out.push(`  ${color.dim('Add dist/ and .mysite-cache/ to .gitignore. docs/MIGRATING.md says what builds unchanged and what to do about the rest.')}`);
  return `${out.join('\n')}\n`;
}

/** Two columns, the first padded to its longest entry (up to a limit), long ones on a line of their own. */
function table(rows: [string, string][], indent: string): string[] {
  const width = Math.min(48, Math.max(...rows.map(([a]) => a.length)));
  return rows.map(([a, b]) => (a.length > width ? `${indent}${a}\n${indent}${' '.repeat(width)}  ${b}` : `${indent}${a.padEnd(width)}  ${b}`));
}
