/**
 * Tiny sites for integration tests: written into a fresh temp folder from a
 * map of file → contents, built with the real CLI or the build function.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFile, spawnSync } from 'node:child_process';
import { CLI } from './paths.js';

export interface FixtureSite {
  dir: string;
  write(file: string, contents: string): void;
  read(file: string): string;
  exists(file: string): boolean;
  /** Deletes one file of the site. */
  delete(file: string): void;
  /** Runs `mysite <args>` in the site folder. */
  run(...args: string[]): { code: number; stdout: string; stderr: string };
  /** Like `run`, with extra environment variables. */
  runWithEnv(env: Record<string, string>, ...args: string[]): { code: number; stdout: string; stderr: string };
  /** Like `run`, without blocking this process (a test server here can answer the CLI). */
  runAsync(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  remove(): void;
}

/** The smallest theme-using config; `extra` is spliced into defineConfig({...}). */
export function minimalConfig(extra = ''): string {
  return `import { defineConfig } from 'mysite-ssg';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  ${extra}
});
`;
}

const DEFAULT_HOME = `export const head = { title: 'Home' };
export default function Home() { return <main id="main"><h1>Home</h1></main>; }
`;

/** Every fixture gets a home page (the theme links to "/") unless it brings its own. */
export function createSite(files: Record<string, string>): FixtureSite {
  files = { 'content/pages/index.tsx': DEFAULT_HOME, ...files };
  const site = siteAt(mkdtempSync(join(tmpdir(), 'mysite-test-')));
  for (const [file, contents] of Object.entries(files)) site.write(file, contents);
  return site;
}

/** A site folder that already exists (a copy of another one). */
export function siteAt(dir: string): FixtureSite {
  const runWithEnv = (env: Record<string, string>, ...args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
    return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };
  return {
    dir,
    write(file, contents) {
      const target = join(dir, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, contents);
    },
    read: (file) => readFileSync(join(dir, file), 'utf8'),
    exists: (file) => existsSync(join(dir, file)),
    delete: (file) => rmSync(join(dir, file), { force: true }),
    run: (...args) => runWithEnv({}, ...args),
    runWithEnv,
    runAsync(...args) {
      return new Promise((resolve) => {
        execFile(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
        });
      });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
