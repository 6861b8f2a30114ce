/**
 * mysite as users install it, for the tests that need the package itself:
 * the tarball `npm pack` makes (lib/ comes from the compile that precedes
 * the tests, as `prepare` makes it), installed with npm into an empty
 * project of a temporary folder, where nothing of this repository's
 * node_modules is reachable.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const npmEnv = { ...process.env, NO_COLOR: '1', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = npmEnv) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env, timeout: 300_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, all: `${r.stdout}\n${r.stderr}` };
}

/** An empty project `work/<name>` with the tarball installed, and `packages` (`react@18`…) beside it. */
export function installedProject(work: string, name: string, tarball: string, packages: string[] = []): string {
  const project = join(work, name);
  mkdirSync(project);
  assert.equal(run('npm', ['init', '-y'], project).code, 0);
  const install = run('npm', ['install', tarball, ...packages, '--prefer-offline'], project);
  assert.equal(install.code, 0, install.all);
  return project;
}

/** The installed `mysite` command's script, to run with any `node` binary. */
export function mysiteScript(project: string): string {
  return join(project, 'node_modules/mysite-ssg/bin/mysite.js');
}

/**
 * A small site that reaches each lazily loaded part of the engine: front
 * matter beyond the simple form (yaml), an API reference (the schema check),
 * an MDX page with an island (the MDX compiler and the islands' bundle), and
 * a React page that says which React rendered it.
 */
export const SMALL_SITE: Record<string, string> = {
  'site.config.ts': `import { defineConfig } from 'mysite-ssg';
export default defineConfig({
  title: 'Small',
  url: 'https://example.com',
  api: { specPath: 'openapi.yaml', routeBasePath: '/api' },
});
`,
  'openapi.yaml': `openapi: 3.0.3
info:
  title: Small API
  version: 1.0.0
paths:
  /items:
    get:
      summary: List the items
      responses:
        '200':
          description: The items
`,
  'content/pages/index.tsx': `import { version } from 'react';
export const head = { title: 'Home' };
export default function Home() {
  return <main id="main"><h1>Home</h1><p id="react">Rendered by React {version}</p><a href="/docs/guide">Guide</a></main>;
}
`,
  'content/docs/guide.mdx': `---
title: Guide
date: 2024-03-05
tags:
  - start
  - "quoted \\"tag\\""
---
import Counter from '@site/src/components/Counter';

Press it: <Counter />
`,
  'src/components/Counter.jsx': `import { useState } from 'react';
export default function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}
`,
};

export function writeSite(dir: string, files: Record<string, string>): void {
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), contents);
  }
}
