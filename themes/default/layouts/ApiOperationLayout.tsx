/**
 * An API operation: endpoint, description, code samples, security, parameters,
 * body, responses, pager. One column, the samples after the description; on
 * wide screens the samples move into a column of their own beside the rest.
 */
import { translate } from 'mysite-ssg/client';
import type { ApiOperationData, LayoutProps } from 'mysite-ssg/client';
import { ApiEndpoint } from '../components/ApiEndpoint.js';
import { ApiMediaList } from '../components/ApiMedia.js';
import { ApiParameters } from '../components/ApiParameters.js';
import { ApiResponses } from '../components/ApiResponses.js';
import { ApiSamples } from '../components/ApiSamples.js';
import { SchemasProvider } from '../components/ApiSchemaTree.js';
import { ApiSecurity } from '../components/ApiSecurity.js';
import { SidebarColumn } from '../components/SidebarColumn.js';
import { Markdown } from '../components/Markdown.js';
import { Pager } from '../components/Pager.js';

export default function ApiOperationLayout({ page }: LayoutProps<ApiOperationData>) {
  const op = page.data;
  return (
    <div className="doc-page api-page">
      <SidebarColumn page={page} label={translate('theme.api.sidebar', 'API sidebar')} />
      <main id="main" className="doc-main" tabIndex={-1}>
        {/* Keyed by page: tabs and expanders start fresh on each operation (the sidebar keeps its state). */}
        <SchemasProvider key={page.path} schemas={op.schemas}>
          <article className="api-operation">
            <header className="api-header">
              {op.group ? <p className="api-group">{op.group}</p> : null}
              <h1 className="doc-title api-title">
                {op.title}
                {op.deprecated ? <span className="api-deprecated">{translate('theme.api.deprecatedOp', 'Deprecated')}</span> : null}
              </h1>
              <ApiEndpoint method={op.method} serverUrl={op.serverUrl} path={op.path} />
              {op.webhook ? (
                <p className="api-webhook-note">{translate('theme.api.webhook', 'Webhook: the API sends this request to the URL you registered.')}</p>
              ) : null}
            </header>
            {op.descriptionHtml ? <Markdown html={op.descriptionHtml} className="api-description" /> : null}
            <ApiSamples samples={op.samples} />
            <div className="api-body">
              {op.externalDocs ? (
                <p className="api-external">
                  <a href={op.externalDocs.url} target="_blank" rel="noopener noreferrer">
                    {op.externalDocs.description ?? translate('theme.api.moreDocs', 'More documentation')}
                  </a>
                </p>
              ) : null}
              {op.security ? (
                <section className="api-section" aria-labelledby="api-auth">
                  <h2 id="api-auth">{translate('theme.api.authorization', 'Authorization')}</h2>
                  <ApiSecurity security={op.security} introHref={op.introHref} />
                </section>
              ) : null}
              {op.parameters.length > 0 || op.requestBody ? (
                <section className="api-section" aria-labelledby="api-request">
                  <h2 id="api-request">{translate('theme.api.request', 'Request')}</h2>
                  <ApiParameters groups={op.parameters} />
                  {op.requestBody ? (
                    <div className="api-request-body">
                      <h3 className="api-subtitle">
                        {translate('theme.api.body', 'Body')}
                        {op.requestBody.required ? <span className="schema-flag schema-required">{translate('theme.api.required', 'required')}</span> : null}
                      </h3>
                      {op.requestBody.descriptionHtml ? <Markdown html={op.requestBody.descriptionHtml} /> : null}
                      <ApiMediaList media={op.requestBody.media} label={translate('theme.api.requestBody', 'Request body')} />
                    </div>
                  ) : null}
                </section>
              ) : null}
              {op.responses.length > 0 ? (
                <section className="api-section" aria-labelledby="api-responses">
                  <h2 id="api-responses">{translate('theme.api.responses', 'Responses')}</h2>
                  <ApiResponses responses={op.responses} />
                </section>
              ) : null}
              <Pager prev={op.prev} next={op.next} label={translate('theme.api.pager', 'API pages')} />
            </div>
          </article>
        </SchemasProvider>
      </main>
    </div>
  );
}
