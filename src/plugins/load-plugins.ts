/**
 * The config's `plugins`, each made into an instance as Docusaurus makes it:
 * its module loaded (plugin-module.ts) or its function taken as written, its
 * options validated by its own `validateOptions` when it has one, then the
 * function called with the context and the options; the object it returns
 * (or resolves to) must have a `name`.
 */
import type { SitePluginEntry } from '../config/schema.js';
import { callHook, invalid, type Caller } from './call-hook.js';
import { loadPluginModule } from './plugin-module.js';
import type { PluginContext, PluginInstance, PluginObject } from './plugin-types.js';

export interface LoadedPlugins {
  instances: PluginInstance[];
  /** The local files the plugins are made of (absolute). */
  files: string[];
}

export async function loadPlugins(entries: readonly SitePluginEntry[], context: PluginContext): Promise<LoadedPlugins> {
  const instances: PluginInstance[] = [];
  const files: string[] = [];
  for (const [i, entry] of entries.entries()) {
    if (entry === false || entry === null) continue; // as Docusaurus: a plugin turned off by a condition
    const at = `plugins[${i}]`;
    const [head, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const module = typeof head === 'string' ? await loadPluginModule(head, context.siteDir, at) : undefined;
    files.push(...(module?.files ?? []));
    const fn = module ? module.fn : head;
    const caller: Caller = { label: module ? module.file : `${at} (${functionName(fn)})`, file: module?.file ?? 'site.config.ts', compiled: module?.compiled };
    if (typeof fn !== 'function') throw invalid(caller, 'its module does not export a plugin function (export default function (context, options) { … }).');
    const validated = await validatedOptions((fn as { validateOptions?: unknown }).validateOptions ?? module?.validateOptions, options ?? {}, caller);
    const made = (await callHook(caller, 'its plugin function', () => fn(context, validated))) as PluginObject | undefined | null;
    if (!made || typeof made !== 'object' || typeof made.name !== 'string' || made.name === '') {
      throw invalid(caller, 'its function must return an object with a name ({ name: "my-plugin", … }).');
    }
    const id = typeof (validated as { id?: unknown })?.id === 'string' ? (validated as { id: string }).id : 'default';
    instances.push({ plugin: made, label: id === 'default' ? made.name : `${made.name} (id: ${id})`, id, file: caller.file, compiled: caller.compiled });
  }
  return { instances, files };
}

function functionName(fn: unknown): string {
  return typeof fn === 'function' && fn.name ? `function ${fn.name}` : 'a function';
}

/** The plugin's `validateOptions({ validate, options })` (static on its function, or its module's), as Docusaurus calls it; `validate` runs a Joi-like schema. */
async function validatedOptions(validateOptions: unknown, options: unknown, caller: Caller): Promise<unknown> {
  if (typeof validateOptions !== 'function') return options;
  const validate = (schema: { validate?: (value: unknown) => { value?: unknown; error?: unknown } }, value: unknown) => {
    const result = schema?.validate?.(value);
    if (result?.error) throw result.error;
    return result?.value ?? value;
  };
  return callHook(caller, 'validateOptions', () => validateOptions({ validate, options }));
}
