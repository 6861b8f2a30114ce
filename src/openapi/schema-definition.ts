/**
 * The HTML that stands for Redoc's `<SchemaDefinition schemaRef="…" />` in a
 * description: the schema's name, description and a table of its
 * properties (name, type, required, description), one level deep. It goes
 * into description HTML, so it is plain markup made of escaped text and
 * descriptions already sanitised.
 */
import { escapeHtml } from '../core/escape.js';
import { ENGLISH_API_TEXTS, type ApiTexts } from './api-texts.js';
import type { ModelSchema, SchemaModel } from './schema-model.js';
import type { SpecDoc } from './spec.js';

/** Undefined when the reference names nothing in the document. */
export function schemaDefinitionHtml(doc: SpecDoc, model: SchemaModel, schemaRef: string, texts: ApiTexts = ENGLISH_API_TEXTS): string | undefined {
  if (!schemaRef.startsWith('#') || doc.get(schemaRef) === undefined) return undefined;
  const def = model.defs.get(model.key({ $ref: schemaRef }, '#'))!;
  const typeOf = (schema: ModelSchema | undefined): string => {
    if (!schema) return 'any';
    if (schema.items) return texts.text('theme.api.definition.arrayOf', { type: typeOf(model.defs.get(schema.items.ref)) });
    const base = schema.title && schema.type === 'object' ? schema.title : schema.format ? `${schema.type} (${schema.format})` : schema.type;
    return schema.nullable ? `${base} | null` : base;
  };
  const rows = (def.properties ?? []).map((p) => {
    const schema = model.defs.get(p.ref);
    const notes = [schema?.enum ? texts.text('theme.api.definition.oneOf', { values: schema.enum.join(', ') }) : '', ...(schema?.constraints ?? [])].filter(
      Boolean,
    );
    return (
      `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ` <span class="api-required">${escapeHtml(texts.text('theme.api.definition.required'))}</span>` : ''}</td>` +
      `<td>${escapeHtml(typeOf(schema))}</td>` +
      `<td>${schema?.descriptionHtml ?? ''}${notes.length > 0 ? `<p>${escapeHtml(notes.join('; '))}</p>` : ''}</td></tr>`
    );
  });
  const title = def.title ?? schemaRef.split('/').pop() ?? schemaRef;
  const head = (['property', 'type', 'description'] as const).map((column) => `<th>${escapeHtml(texts.text(`theme.api.definition.${column}`))}</th>`).join('');
  return [
    `<div class="api-schema-definition">`,
    `<p><strong>${escapeHtml(title)}</strong> <code>${escapeHtml(typeOf({ ...def, title: undefined }))}</code></p>`,
    def.descriptionHtml ?? '',
    rows.length > 0
      ? `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(texts.text('theme.api.definition.table', { title }))}"><table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`
      : '',
    `</div>`,
  ].join('');
}
