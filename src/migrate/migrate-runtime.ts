/**
 * What the bundled Docusaurus config calls while it runs (see
 * bundle-config.ts): a stand-in for each package that is not installed, and
 * the record of which local module exports which function. Lives on
 * `globalThis` under one symbol, so the bundle reaches it without imports.
 */

export const RUNTIME_KEY = 'mysite.migrate.runtime';

/** Text made from a stand-in (a template literal, `String(x)`) carries this mark, so the option is known to depend on the package. */
const MARK = (name: string) => `\u0000mysite-missing:${name}\u0000`;
const MARKED = /\u0000mysite-missing:([^\u0000]+)\u0000/;

export interface MigrateRuntime {
  /** The value a missing package's module evaluates to. */
  standIn(name: string): unknown;
  /** The name of the missing package a value stands for, if it is a stand-in. */
  missingPackageOf(value: unknown): string | undefined;
  /** The missing package whose stand-in text is in `text`. */
  missingPackageIn(text: string): string | undefined;
  /** `require.resolve` of a package that is not installed: a marked path. */
  markedPath(name: string): string;
  /** Records the functions a local module exports (first module wins: the one that defines it). */
  tag(exports: unknown, module: string): unknown;
  /** The local module and export a function came from. */
  localOrigin(fn: unknown): { module: string; export: string } | undefined;
  /** The packages that got a stand-in. */
  readonly missing: Set<string>;
  /** What a JSON or text file the config imports evaluates to (value-sources.ts records it). */
  dataFile(file: string, text: string): unknown;
}

export function installRuntime(): MigrateRuntime {
  const standIns = new WeakMap<object, string>();
  const origins = new WeakMap<object, { module: string; export: string }>();
  const missing = new Set<string>();

  const make = (name: string): unknown => {
    const children = new Map<PropertyKey, unknown>();
    const proxy: object = new Proxy(function standIn() {}, {
      get(_target, key) {
        if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf' || key === 'toJSON') return () => MARK(name);
        // Not a promise (awaiting it gives itself), not an ES module namespace, iterable as nothing.
        if (key === 'then' || key === '__esModule') return undefined;
        if (key === Symbol.iterator) return function* nothing() {};
        if (typeof key === 'symbol') return undefined;
        if (!children.has(key)) children.set(key, make(name));
        return children.get(key);
      },
      apply: () => make(name),
      construct: () => make(name) as object,
    });
    standIns.set(proxy, name);
    return proxy;
  };

  const record = (value: unknown, module: string, exportName: string) => {
    if (typeof value === 'function' && !origins.has(value) && !standIns.has(value)) origins.set(value, { module, export: exportName });
  };

  const runtime: MigrateRuntime = {
    missing,
    standIn(name) {
      missing.add(name);
      return make(name);
    },
    missingPackageOf: (value) => ((typeof value === 'object' || typeof value === 'function') && value !== null ? standIns.get(value) : undefined),
    missingPackageIn: (text) => MARKED.exec(text)?.[1],
    markedPath(name) {
      missing.add(name);
      return MARK(name);
    },
    tag(exports, module) {
      // A CommonJS module.exports function is what a default import gives.
      record(exports, module, 'default');
      if ((typeof exports === 'object' || typeof exports === 'function') && exports !== null) {
        for (const key of Object.keys(exports)) {
          try {
            record((exports as Record<string, unknown>)[key], module, key);
          } catch {
            // A getter that throws exports nothing we can name.
          }
        }
      }
      return exports;
    },
    localOrigin: (fn) => (typeof fn === 'function' ? origins.get(fn) : undefined),
    dataFile: (file, text) => (file.endsWith('.json') ? JSON.parse(text) : text),
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for(RUNTIME_KEY)] = runtime;
  return runtime;
}
