/** Parameters grouped by location, each with its type, flags, description, limits and example. */
import { translate } from 'mysite-ssg/client';
import type { ApiHeader, ApiOperationData, ApiParameter } from 'mysite-ssg/client';
import { SchemaFacts, SchemaTree, isComposite, typeLabel, useSchemas } from './ApiSchemaTree.js';

/** A function, so the site's texts are set before it runs. */
const titles = (): Record<ApiParameter['in'], string> => ({
  path: translate('theme.api.pathParams', 'Path parameters'),
  query: translate('theme.api.queryParams', 'Query parameters'),
  header: translate('theme.api.headerParams', 'Header parameters'),
  cookie: translate('theme.api.cookies', 'Cookies'),
});

export function ApiParameters({ groups }: { groups: ApiOperationData['parameters'] }) {
  return (
    <>
      {groups.map((g) => (
        <div key={g.in} className="api-params">
          <h3 className="api-subtitle">{titles()[g.in]}</h3>
          <ul className="schema-properties api-param-list">
            {g.items.map((p) => (
              <ParameterItem key={p.name} item={p} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** A parameter or a response header. */
export function ParameterItem({ item }: { item: ApiParameter | ApiHeader }) {
  const schemas = useSchemas();
  const def = item.schema ? schemas[item.schema.ref] : undefined;
  const deprecated = 'deprecated' in item && item.deprecated;
  return (
    <li className="schema-property api-param">
      <span className="schema-head">
        <code className="schema-name">{item.name}</code>
        <span className="schema-type">{typeLabel(def, schemas)}</span>
        {item.required ? <span className="schema-flag schema-required">{translate('theme.api.required', 'required')}</span> : null}
        {deprecated ? <span className="schema-flag schema-deprecated">{translate('theme.api.deprecated', 'deprecated')}</span> : null}
      </span>
      {item.descriptionHtml ? <div className="schema-description markdown" dangerouslySetInnerHTML={{ __html: item.descriptionHtml }} /> : null}
      {def && item.schema && isComposite(def, schemas) ? <SchemaTree slot={item.schema} /> : def ? <SchemaFacts def={def} example={item.example} /> : null}
    </li>
  );
}
