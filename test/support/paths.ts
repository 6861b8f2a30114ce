import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tests run compiled from lib/test/…). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIXTURES = join(REPO_ROOT, 'test/fixtures');
export const CLI = join(REPO_ROOT, 'bin/mysite.js');
