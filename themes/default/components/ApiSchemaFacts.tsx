/**
 * What schema trees share: the page's schemas (a context), type labels, and
 * the facts of one schema (description, flags, limits, values, example).
 */
import { translate } from 'mysite-ssg/client';
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiSchema, ApiSlot } from 'mysite-ssg/client';

const SchemasContext = createContext<Record<string, ApiSchema>>({});

export function SchemasProvider({ schemas, children }: { schemas: Record<string, ApiSchema>; children: ReactNode }) {
  return <SchemasContext.Provider value={schemas}>{children}</SchemasContext.Provider>;
}

export function useSchemas(): Record<string, ApiSchema> {
  return useContext(SchemasContext);
}

export function useSchema(slot: ApiSlot | undefined): ApiSchema | undefined {
  const schemas = useContext(SchemasContext);
  return slot ? schemas[slot.ref] : undefined;
}

/** `Pet`, `string<uuid>`, `FeedingEntry[]`, `Mammal | Bird`. */
export function typeLabel(def: ApiSchema | undefined, schemas: Record<string, ApiSchema>, depth = 0): string {
  if (!def) return 'any';
  if (def.type === 'array') {
    const item = def.items ? schemas[def.items.ref] : undefined;
    return depth > 3 ? 'array' : `${item?.title ?? typeLabel(item, schemas, depth + 1)}[]`;
  }
  if (def.title && (def.type === 'object' || def.variants)) return def.title;
  if (!def.type && def.variants) return def.variants.options.map((o) => o.label).join(' | ');
  return (def.type || 'any') + (def.format ? `<${def.format}>` : '');
}

/** Has something to expand: properties, alternatives, or items that do. */
export function isComposite(def: ApiSchema | undefined, schemas: Record<string, ApiSchema>, depth = 0): boolean {
  if (!def) return false;
  if (def.properties?.length || def.variants || (def.additionalProperties && def.additionalProperties !== true)) return true;
  if (def.type === 'array' && def.items && depth < 4) return isComposite(schemas[def.items.ref], schemas, depth + 1);
  return false;
}

export function Flags({ def, required }: { def: ApiSchema; required?: boolean }) {
  return (
    <>
      {required ? <span className="schema-flag schema-required">{translate('theme.api.required', 'required')}</span> : null}
      {def.nullable ? <span className="schema-flag">{translate('theme.api.nullable', 'nullable')}</span> : null}
      {def.readOnly ? <span className="schema-flag">{translate('theme.api.readOnly', 'read-only')}</span> : null}
      {def.writeOnly ? <span className="schema-flag">{translate('theme.api.writeOnly', 'write-only')}</span> : null}
      {def.deprecated ? <span className="schema-flag schema-deprecated">{translate('theme.api.deprecated', 'deprecated')}</span> : null}
    </>
  );
}

/** Description, limits and values of one schema. */
export function SchemaFacts({ def, example }: { def: ApiSchema; example?: string }) {
  const schemas = useContext(SchemasContext);
  const item = def.type === 'array' && def.items ? schemas[def.items.ref] : undefined;
  const shownExample = example ?? def.example;
  return (
    <>
      {def.descriptionHtml ? <div className="schema-description markdown" dangerouslySetInnerHTML={{ __html: def.descriptionHtml }} /> : null}
      <Values def={def} />
      {shownExample !== undefined ? (
        <p className="schema-values">
          {translate('theme.api.example', 'Example: ')}
          <Clipped value={shownExample} />
        </p>
      ) : null}
      {item && !isComposite(item, schemas) && (item.constraints || item.enum || item.descriptionHtml) ? (
        <div className="schema-items">
          <span className="schema-items-label">{translate('theme.api.items', 'Items:')}</span> <code>{typeLabel(item, schemas)}</code>
          <SchemaFacts def={item} />
        </div>
      ) : null}
      {def.notes?.map((n) => (
        <p key={n} className="schema-note">
          {n}
        </p>
      ))}
    </>
  );
}

/** A JSON value; a long one is cut (in full in its tooltip and in the examples). */
function Clipped({ value }: { value: string }) {
  const long = value.length > 90;
  return <code title={long ? value : undefined}>{long ? `${value.slice(0, 72)}…` : value}</code>;
}

function Values({ def }: { def: ApiSchema }) {
  return (
    <>
      {def.constraints ? (
        <p className="schema-constraints">
          {def.constraints.map((c) => (
            <span key={c} className="schema-constraint">
              {c}
            </span>
          ))}
        </p>
      ) : null}
      {def.enum ? (
        <p className="schema-values">
          {def.enum.length === 1 ? translate('theme.api.enumValue', 'Value') : translate('theme.api.enumValues', 'Possible values')}:{' '}
          {def.enum.map((v, i) => (
            <span key={v + i}>
              {i > 0 ? ', ' : null}
              <code>{v}</code>
            </span>
          ))}
        </p>
      ) : null}
      {def.const !== undefined ? (
        <p className="schema-values">
          {translate('theme.api.value', 'Value: ')}
          <code>{def.const}</code>
        </p>
      ) : null}
      {def.default !== undefined ? (
        <p className="schema-values">
          {translate('theme.api.default', 'Default: ')}
          <Clipped value={def.default} />
        </p>
      ) : null}
    </>
  );
}
