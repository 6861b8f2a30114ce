/**
 * A schema as an expandable tree: properties with type, required marker,
 * flags and limits; nested objects and arrays as <details>; oneOf/anyOf as
 * switchable alternatives. A `lazy` slot (a schema already drawn on the
 * page, or nested past the depth limit) is drawn only when opened.
 */
import { translate, translateNodes } from 'mysite-ssg/client';
import { useState, type ReactNode } from 'react';
import type { ApiProperty, ApiSchema, ApiSlot } from 'mysite-ssg/client';
import { Flags, isComposite, SchemaFacts, typeLabel, useSchema, useSchemas } from './ApiSchemaFacts.js';
import { Tabs } from './Tabs.js';

export { SchemaFacts, SchemasProvider, isComposite, typeLabel, useSchemas } from './ApiSchemaFacts.js';

/** The tree of a top-level schema (a body, a response, a parameter). */
export function SchemaTree({ slot }: { slot: ApiSlot }) {
  const schemas = useSchemas();
  const def = schemas[slot.ref];
  if (!def) return null;
  return (
    <div className="schema-tree">
      <p className="schema-root-type">
        <code>{typeLabel(def, schemas)}</code>
        <Flags def={def} />
      </p>
      <SchemaFacts def={def} />
      {!isComposite(def, schemas) ? null : slot.lazy ? <Lazy slot={slot} depth={0} facts={false} /> : <SchemaBody def={def} depth={0} />}
    </div>
  );
}

/** What is inside a schema: alternatives, properties, extra properties, array items. */
function SchemaBody({ def, depth }: { def: ApiSchema; depth: number }) {
  const schemas = useSchemas();
  if (def.type === 'array' && def.items) {
    const item = schemas[def.items.ref];
    if (!isComposite(item, schemas)) return null;
    return (
      <div className="schema-array-items">
        <p className="schema-items-label">Items ({typeLabel(item, schemas)}):</p>
        {def.items.lazy ? <Lazy slot={def.items} depth={depth + 1} /> : <SchemaBody def={item!} depth={depth + 1} />}
      </div>
    );
  }
  return (
    <>
      {def.variants ? <Variants def={def} depth={depth} /> : null}
      {def.properties?.length ? (
        <ul className="schema-properties">
          {def.properties.map((p) => (
            <Property key={p.name} prop={p} depth={depth} />
          ))}
        </ul>
      ) : null}
      {def.additionalProperties ? <Additional def={def} depth={depth} /> : null}
    </>
  );
}

function Property({ prop, depth }: { prop: ApiProperty; depth: number }) {
  const schemas = useSchemas();
  const def = schemas[prop.ref];
  if (!def) return null;
  const head = (
    <span className="schema-head">
      <code className="schema-name">{prop.name}</code>
      <span className="schema-type">{typeLabel(def, schemas)}</span>
      <Flags def={def} required={prop.required} />
    </span>
  );
  if (!isComposite(def, schemas)) {
    return (
      <li className="schema-property">
        {head}
        <SchemaFacts def={def} />
      </li>
    );
  }
  return (
    <li className="schema-property schema-nested">
      <Expander summary={head} lazy={prop.lazy === true} initiallyOpen={!prop.lazy && depth < 1}>
        <SchemaFacts def={def} />
        <SchemaBody def={def} depth={depth + 1} />
      </Expander>
    </li>
  );
}

/** A <details>; when `lazy`, its content exists only while it is open. */
function Expander({ summary, lazy, initiallyOpen, children }: { summary: ReactNode; lazy: boolean; initiallyOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className="schema-expander" open={initiallyOpen} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      <div className="schema-children">{!lazy || open ? children : null}</div>
    </details>
  );
}

function Lazy({ slot, depth, facts = true }: { slot: ApiSlot; depth: number; facts?: boolean }) {
  const def = useSchema(slot);
  if (!def) return null;
  return (
    <Expander
      summary={
        <span className="schema-lazy-label">
          {translateNodes('theme.api.show', 'Show {name}', { name: def.title ?? translate('theme.api.schema', 'schema') })}
        </span>
      }
      lazy
      initiallyOpen={false}
    >
      {facts ? <SchemaFacts def={def} /> : null}
      <SchemaBody def={def} depth={depth} />
    </Expander>
  );
}

function Variants({ def, depth }: { def: ApiSchema; depth: number }) {
  const schemas = useSchemas();
  const v = def.variants!;
  return (
    <div className="schema-variants">
      <p className="schema-variants-title">
        {v.kind === 'oneOf'
          ? translateNodes('theme.api.oneOf', 'One of {count} schemas', { count: v.options.length })
          : translateNodes('theme.api.anyOf', 'Any of {count} schemas', { count: v.options.length })}
        {v.discriminator ? (
          <>
            {translate('theme.api.chosenBy', ', chosen by ')}
            <code>{v.discriminator.property}</code>
            {v.discriminator.mapping.length > 0 ? ': ' : null}
            {v.discriminator.mapping.map((m, i) => (
              <span key={m.value}>
                {i > 0 ? ', ' : null}
                <code>{m.value}</code> → {m.label}
              </span>
            ))}
          </>
        ) : null}
      </p>
      <Tabs
        labels={v.options.map((o) => o.label)}
        label={v.kind === 'oneOf' ? translate('theme.api.oneOfTabs', 'One of the schemas') : translate('theme.api.anyOfTabs', 'Any of the schemas')}
        className="schema-variant-tabs"
      >
        {v.options.map((o) => {
          const option = schemas[o.ref];
          if (!option) return null;
          return (
            <div key={o.ref} className="schema-variant">
              {o.lazy ? (
                <Lazy slot={o} depth={depth + 1} />
              ) : (
                <>
                  <SchemaFacts def={option} />
                  <SchemaBody def={option} depth={depth + 1} />
                </>
              )}
            </div>
          );
        })}
      </Tabs>
    </div>
  );
}

function Additional({ def, depth }: { def: ApiSchema; depth: number }) {
  const schemas = useSchemas();
  const extra = def.additionalProperties!;
  if (extra === true) return <p className="schema-values">{translate('theme.api.anyProps', 'Other properties of any type are allowed.')}</p>;
  const item = schemas[extra.ref];
  return <ul className="schema-properties">{item ? <Property prop={{ ...extra, name: '[name]' }} depth={depth} /> : null}</ul>;
}
