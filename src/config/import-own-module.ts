import { pathToFileURL } from 'node:url';

/**
 * Imports a module the site owner wrote. A top-level `await` of a promise
 * that nothing will ever resolve would end the process with exit code 13
 * and no word once nothing is left to run; it rejects instead, with an
 * error saying so (the caller names the file).
 */
export function importOwnModule(path: string): Promise<Record<string, unknown>> {
  const imported = import(pathToFileURL(path).href) as Promise<Record<string, unknown>>;
  return new Promise((resolve, reject) => {
    const stalled = () => reject(new Error('its top-level `await` waits for a promise that nothing can settle any more (the program has nothing left to run)'));
    process.once('beforeExit', stalled);
    imported.then(resolve, reject).finally(() => process.off('beforeExit', stalled));
  });
}
