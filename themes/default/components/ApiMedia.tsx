/** Media types of a body or response: the schema tree and the examples, one tab per media type. */
import { translate } from 'mysite-ssg/client';
import type { ApiExample, ApiMedia } from 'mysite-ssg/client';
import { SchemaTree } from './ApiSchemaTree.js';
import { Tabs } from './Tabs.js';

export function ApiMediaList({ media, label }: { media: ApiMedia[]; label: string }) {
  if (media.length === 0) return null;
  if (media.length === 1) return <MediaView media={media[0]!} single />;
  return (
    <Tabs labels={media.map((m) => m.type)} label={translate('theme.api.mediaTypes', '{label}: media types', { label })} className="api-media-tabs">
      {media.map((m) => (
        <MediaView key={m.type} media={m} />
      ))}
    </Tabs>
  );
}

function MediaView({ media, single = false }: { media: ApiMedia; single?: boolean }) {
  return (
    <div className="api-media">
      {single ? (
        <p className="api-media-type">
          {translate('theme.api.mediaType', 'Media type: ')}
          <code>{media.type}</code>
        </p>
      ) : null}
      {media.schema ? <SchemaTree slot={media.schema} /> : null}
      <Examples examples={media.examples} />
    </div>
  );
}

function Examples({ examples }: { examples: ApiExample[] }) {
  if (examples.length === 0) return null;
  if (examples.length === 1) {
    const ex = examples[0]!;
    return (
      <div className="api-examples">
        <p className="api-examples-title">{ex.label}</p>
        <ExampleView example={ex} />
      </div>
    );
  }
  return (
    <div className="api-examples">
      <p className="api-examples-title">{translate('theme.api.examples', 'Examples')}</p>
      <Tabs labels={examples.map((e) => e.label)} label={translate('theme.api.examples', 'Examples')} className="api-example-tabs">
        {examples.map((ex, i) => (
          <ExampleView key={ex.label + i} example={ex} />
        ))}
      </Tabs>
    </div>
  );
}

function ExampleView({ example }: { example: ApiExample }) {
  return (
    <>
      {example.descriptionHtml ? <div className="api-example-description markdown" dangerouslySetInnerHTML={{ __html: example.descriptionHtml }} /> : null}
      <div className="api-code" dangerouslySetInnerHTML={{ __html: example.html }} />
    </>
  );
}
