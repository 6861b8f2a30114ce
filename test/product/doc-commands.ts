/**
 * The commands a user types from the docs (```bash blocks), and how the
 * docs-examples test runs each one from the installed package.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PROJECT_ENV, runIn, type InstalledPackage } from '../support/installed-package.js';

export interface DocCommand {
  /** Markdown file, relative to the repository. */
  doc: string;
  /** Its line in the file (1-based). */
  line: number;
  /** The section it is in (its `##` heading). */
  section: string;
  /** The command, without its comment. */
  command: string;
}

/** The commands of a Markdown file's bash blocks, one per line, `a && b` as two. */
export function commandsOf(doc: string, markdown: string): DocCommand[] {
  const commands: DocCommand[] = [];
  const lines = markdown.split('\n');
  let section = '';
  for (let i = 0; i < lines.length; i++) {
    const heading = /^##\s+(.*)$/.exec(lines[i]!);
    if (heading) section = heading[1]!.trim();
    const open = /^ *(`{3,})\s*(bash|sh|shell)\s*$/.exec(lines[i]!);
    if (!open) continue;
    for (i++; i < lines.length && !lines[i]!.trim().startsWith(open[1]!); i++) {
      const code = lines[i]!.replace(/(^|\s)#.*$/, '').trim();
      for (const command of code ? code.split('&&') : []) commands.push({ doc, line: i + 1, section, command: command.trim() });
    }
  }
  return commands;
}

/** Where a doc's commands are run: the folder they are in now, in the installed package's project. */
export interface Session {
  cwd: string;
  installed: InstalledPackage;
}

const TARBALL_PLACEHOLDER = '<mysite-ssg tarball or git URL>';

/**
 * Runs one command as a user would, in the session's folder; throws with what went wrong. Installing
 * mysite (and the card packages) is what installed-package.ts did, once for the run: those commands are
 * checked against that install rather than run again, so the shared project never changes.
 */
export async function runDocCommand(session: Session, { command }: DocCommand): Promise<void> {
  const { installed } = session;
  let m: RegExpExecArray | null;
  if ((m = /^mkdir (\S+)$/.exec(command))) {
    mkdirSync(join(session.cwd, m[1]!));
  } else if ((m = /^cd (\S+)$/.exec(command))) {
    session.cwd = join(session.cwd, m[1]!);
    if (!existsSync(session.cwd)) throw new Error(`no folder ${session.cwd}`);
  } else if (command === 'npm init -y') {
    // The project's package.json, which `npm init -y` wrote before the install.
    if (!existsSync(join(installed.project, 'package.json'))) throw new Error('the project has no package.json');
  } else if ((m = /^npm install (\S+|<[^>]+>)$/.exec(command)) && (m[1] === TARBALL_PLACEHOLDER || m[1]!.endsWith('.tgz'))) {
    if (m[1] !== TARBALL_PLACEHOLDER && basename(m[1]!) !== basename(installed.tarball)) {
      throw new Error(`the docs name ${basename(m[1]!)}, npm pack makes ${basename(installed.tarball)}`);
    }
  } else if ((m = /^npm install ((?:@[\w-]+\/[\w-]+ ?)+)$/.exec(command))) {
    for (const name of m[1]!.trim().split(' ')) {
      if (!installed.cardsInstall.includes(`${name}@`)) throw new Error(`${name} is not what the card install puts in`);
      if (!existsSync(join(installed.project, 'node_modules', name, 'package.json'))) throw new Error(`${name} is not installed`);
    }
  } else if (/^(npm run (dev|serve)|npx mysite serve( --watch)?)$/.test(command)) {
    await servesHome(session.cwd, command);
  } else {
    // npx never fetches a package of that name from the registry: mysite must be the installed one.
    const r = runIn(session.cwd, 'sh', ['-c', command], { npm_config_yes: 'false' });
    if (r.code !== 0) throw new Error(`exit code ${r.code}:\n${r.all}`);
  }
}

/** Starts a serving command, waits for "Serving <url>", requests the home page, stops it. */
async function servesHome(cwd: string, command: string): Promise<void> {
  // Any free port; through npm run, after `--`, to the script's command.
  const args = command.startsWith('npm run') ? ' -- --port 0' : ' --port 0';
  const child = spawn('sh', ['-c', `exec ${command}${args}`], {
    cwd,
    env: { ...PROJECT_ENV, npm_config_yes: 'false' },
    detached: true,
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no "Serving" line after 120 s:\n${out}`)), 120_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk;
        const found = /Serving (http:\/\/\S+)/.exec(out)?.[1];
        if (found) {
          clearTimeout(timer);
          resolve(found);
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => (out += chunk));
      child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
    });
    const home = await fetch(`${url}/`);
    if (home.status !== 200) throw new Error(`${url}/ answered ${home.status}`);
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', () => resolve());
      process.kill(-child.pid!, 'SIGINT');
    });
  }
}
