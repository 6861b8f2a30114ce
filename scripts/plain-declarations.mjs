// Rewrites the config's declarations (lib/types/src/config/schema.d.ts) as
// plain TypeScript: tsc writes the types as zod infers them
// (`z.input<typeof siteConfigSchema>`), which an editor can only read with
// zod installed, and zod is bundled into the engine, not a dependency. Each
// exported type is written out as the object types it resolves to, with the
// documentation of its options; the schemas themselves (values of zod's
// types, which no public entry exports) are left out.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const FILE = 'lib/types/src/config/schema.d.ts';
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

function fromZod(symbol) {
  return symbol?.declarations?.some((d) => ZOD.test(d.getSourceFile().fileName)) ?? false;
}

function fromTypeScriptLib(symbol) {
  return symbol?.declarations?.some((d) => program.isSourceFileDefaultLibrary(d.getSourceFile())) ?? false;
}

let program;

/** The declaration file's text with every exported type plain, or the text unchanged when it does not use zod. */
export function plainSchemaDeclarations(root) {
  const path = join(root, FILE);
  const text = readFileSync(path, 'utf8');
  if (!/from 'zod'/.test(text)) return;
  program = ts.createProgram([path], {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(path);
  const locals = new Map(); // a recursive zod type → the local alias that names it
  const aliases = [];
  const stack = [];

  const doc = (symbol, indent) => {
    const body = ts.displayPartsToString(symbol.getDocumentationComment(checker));
    const tags = symbol.getJsDocTags(checker).map((tag) => `@${tag.name}${tag.text ? ` ${ts.displayPartsToString(tag.text)}` : ''}`);
    const lines = [...(body ? body.split('\n') : []), ...tags];
    if (lines.length === 0) return '';
    return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
  };

  const named = (type) => checker.typeToString(type, file, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType);

  const print = (type, indent, top = false) => {
    if (locals.has(type)) return locals.get(type);
    if (stack.includes(type)) {
      const name = `${type.aliasSymbol?.name ?? 'Recursive'}${locals.size || ''}`.replace(/[^\w]/g, '');
      locals.set(type, name);
      return name;
    }
    stack.push(type);
    const text = printNew(type, indent, top);
    stack.pop();
    if (locals.has(type)) {
      aliases.push(`type ${locals.get(type)} = ${text};`);
      return locals.get(type);
    }
    return text;
  };

  const printNew = (type, indent, top) => {
    if (type.isUnion()) {
      const members = type.types;
      const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
      const rest = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral)).map((t) => print(t, indent));
      const parts = booleans.length === 2 ? ['boolean', ...rest] : [...booleans.map((t) => named(t)), ...rest];
      return parts.map((part) => (/=>/.test(part) ? `(${part})` : part)).join(' | ');
    }
    if (checker.isArrayType(type)) {
      const element = print(checker.getTypeArguments(type)[0], indent);
      const readonly = type.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
      return `${readonly}${/[ |&]/.test(element) ? `(${element})` : element}[]`;
    }
    if (checker.isTupleType(type))
      return `[${checker
        .getTypeArguments(type)
        .map((t) => print(t, indent))
        .join(', ')}]`;
    if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return named(type);
    // A type of its own (an interface of the engine's, RegExp, a function): by its name or signature.
    const own = type.aliasSymbol ?? type.symbol;
    const anonymous = top || !own || own.name === '__type' || own.name === '__object' || fromZod(own) || (fromTypeScriptLib(own) && type.aliasSymbol);
    if (!anonymous || type.getCallSignatures().length > 0) {
      const text = named(type);
      if (/\bz\.|zod/.test(text)) throw new Error(`${FILE}: cannot write ${text} without zod`);
      return text;
    }
    const inner = `${indent}    `;
    const members = [];
    for (const info of checker.getIndexInfosOfType(type)) {
      members.push(`${inner}${info.isReadonly ? 'readonly ' : ''}[key: ${named(info.keyType)}]: ${print(info.type, inner)};`);
    }
    for (const property of checker.getPropertiesOfType(type)) {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const key = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name);
      members.push(`${doc(property, inner)}${inner}${key}${optional ? '?' : ''}: ${print(checker.getTypeOfSymbol(property), inner)};`);
    }
    return members.length ? `{\n${members.join('\n')}\n${indent}}` : '{}';
  };

  const out = [];
  for (const statement of file.statements) {
    const source = statement.getFullText(file);
    if (ts.isImportDeclaration(statement) && statement.moduleSpecifier.text === 'zod') continue;
    if (ts.isTypeAliasDeclaration(statement)) {
      const type = checker.getTypeAtLocation(statement.name);
      const comment = source.slice(0, statement.getStart(file) - statement.getFullStart());
      out.push(`${comment}export type ${statement.name.text} = ${print(type, '', true)};`);
      continue;
    }
    if (ts.isVariableStatement(statement) && /\bz\./.test(source)) continue;
    out.push(source);
  }
  const result = `${out.join('')}\n${aliases.join('\n')}\n`;
  if (/\bz\.|from 'zod'/.test(result)) throw new Error(`${FILE}: zod is still named`);
  writeFileSync(path, result);
}
