/** `mysite init [dir]`: start a new site from a template, then say how to run it. */
import type { Command } from 'commander';
import { relative } from 'node:path';
import { MysiteError } from '../core/errors.js';
import { color } from './output.js';
import type { GlobalOptions } from './main.js';

interface InitOptions {
  template: string;
  force?: boolean;
  title?: string;
}

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('create a new site in <dir> (default: the current folder) from a template')
    .argument('[dir]', 'folder of the new site', '.')
    .option('-t, --template <name>', 'default (home page, docs, blog) or docs (docs only)', 'default')
    .option('--title <title>', 'the site title (default: from the folder name)')
    .option('-f, --force', 'write into a folder that is not empty: add the missing files, merge package.json and .gitignore, leave the rest as it was')
    .action(async (dir: string, opts: InitOptions, cmd: Command) => {
      const global = cmd.optsWithGlobals<GlobalOptions>();
      const { scaffold, TEMPLATES, TEMPLATE_DESCRIPTIONS } = await import('../init/scaffold.js');
      const template = TEMPLATES.find((t) => t === opts.template);
      if (!template) {
        const list = TEMPLATES.map((t) => `${t} (${TEMPLATE_DESCRIPTIONS[t]})`).join(', ');
        throw MysiteError.of({ code: 'init/unknown-template', message: `There is no template "${opts.template}".`, hint: `Templates: ${list}.` });
      }
      const result = scaffold({ dir, template, force: opts.force, title: opts.title });
      const where = relative(process.cwd(), result.dir);
      if (!global.quiet) {
        const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
        if (result.merged.length === 0 && result.kept.length === 0) {
          process.stdout.write(`${color.green('✔')} Created a ${template} site in ${where || '.'} (${files(result.created.length)}).\n`);
        } else {
          // Written into a folder that held files: say exactly what was touched.
          const counts = `${result.created.length} created, ${result.merged.length} merged, ${result.kept.length} left as ${result.kept.length === 1 ? 'it was' : 'they were'}`;
          process.stdout.write(`${color.green('✔')} Wrote a ${template} site into ${where || '.'} (${counts}):\n`);
          for (const path of result.created) process.stdout.write(`  created         ${path}\n`);
          for (const { path, changes } of result.merged) process.stdout.write(`  merged          ${path}: ${changes.join('; ')}\n`);
          for (const path of result.kept) process.stdout.write(`  left as it was  ${path}\n`);
        }
        process.stdout.write('\nNext:\n');
        if (where) process.stdout.write(`  cd ${where.includes(' ') ? JSON.stringify(where) : where}\n`);
        process.stdout.write(`  npm run dev      ${color.dim('# builds, serves on http://127.0.0.1:3000 and reloads as you edit')}\n`);
      }
    });
}
