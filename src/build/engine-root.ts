/** The folder mysite is installed in (holding lib/, src/client/ and node_modules/). */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ENGINE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
