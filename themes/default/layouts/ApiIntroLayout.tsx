/** The API introduction: title, version, description, downloads, servers, authentication, operations. */
import { Link, useBaseUrl, type ApiIntroData, type LayoutProps, translate, translateNodes } from 'mysite-ssg/client';
import { MethodBadge } from '../components/ApiEndpoint.js';
import { SidebarColumn } from '../components/SidebarColumn.js';
import { Markdown } from '../components/Markdown.js';
import { Pager } from '../components/Pager.js';
import { TocColumn } from '../components/TocColumn.js';

export default function ApiIntroLayout({ page }: LayoutProps<ApiIntroData>) {
  const api = page.data;
  const showToc = api.toc.length > 0;
  return (
    <div className="doc-page api-page">
      <SidebarColumn page={page} label={translate('theme.api.sidebar', 'API sidebar')} />
      <main id="main" className="doc-main" tabIndex={-1}>
        <div className={`doc-container${showToc ? ' with-toc' : ''}`}>
          <article className="doc-article api-intro">
            {api.version ? (
              <div className="doc-meta-row">
                <span className="version-badge">{translateNodes('theme.version.label', 'Version: {version}', { version: api.version })}</span>
              </div>
            ) : null}
            {showToc ? <TocColumn items={api.toc} placement="top" /> : null}
            <h1 className="doc-title">{api.title}</h1>
            {api.summary ? <p className="api-lead">{api.summary}</p> : null}
            <Downloads downloads={api.downloads} />
            {api.descriptionHtml ? <Markdown html={api.descriptionHtml} /> : null}
            {api.servers.length > 0 ? <Servers servers={api.servers} /> : null}
            {api.security.length > 0 ? <Security security={api.security} /> : null}
            {api.groups.length > 0 ? <Operations groups={api.groups} /> : null}
            <About api={api} />
            <Pager next={api.next} label={translate('theme.api.pager', 'API pages')} />
          </article>
          {showToc ? <TocColumn items={api.toc} placement="side" /> : null}
        </div>
      </main>
    </div>
  );
}

function Downloads({ downloads }: { downloads: ApiIntroData['downloads'] }) {
  return (
    <p className="api-downloads">
      <span>{translate('theme.api.download', 'Download OpenAPI spec:')}</span>
      {downloads.map((d) => (
        <DownloadLink key={d.href} href={d.href} label={d.label} />
      ))}
    </p>
  );
}

function DownloadLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="api-download" href={useBaseUrl(href)} download>
      {label}
    </a>
  );
}

function Servers({ servers }: { servers: ApiIntroData['servers'] }) {
  return (
    <section aria-labelledby="api-servers">
      <h2 id="api-servers">{servers.length === 1 ? translate('theme.api.server', 'Server') : translate('theme.api.servers', 'Servers')}</h2>
      {servers.map((s) => (
        <div key={s.url} className="api-server">
          <p>
            <code className="api-server-url">{s.url}</code>
          </p>
          {s.descriptionHtml ? <Markdown html={s.descriptionHtml} /> : null}
          {s.variables.length > 0 ? (
            <ul className="api-server-vars">
              {s.variables.map((v) => (
                <li key={v.name}>
                  <code>{`{${v.name}}`}</code>
                  {translate('theme.api.serverDefault', ' default ')}
                  <code>{v.default}</code>
                  {v.enum ? translateNodes('theme.api.serverEnum', ' (one of {values})', { values: v.enum.map((e) => JSON.stringify(e)).join(', ') }) : null}
                  {v.descriptionHtml ? <Markdown html={v.descriptionHtml} /> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}

function Security({ security }: { security: ApiIntroData['security'] }) {
  return (
    <section aria-labelledby="api-authentication">
      <h2 id="api-authentication">{translate('theme.api.authentication', 'Authentication')}</h2>
      {security.map((s) => (
        <div key={s.key} className="api-scheme">
          <h3 id={s.anchor}>
            <code>{s.key}</code> <span className="api-scheme-label">{s.label}</span>
          </h3>
          {s.details.length > 0 ? (
            <ul className="api-scheme-details">
              {s.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
          {s.descriptionHtml ? <Markdown html={s.descriptionHtml} /> : null}
        </div>
      ))}
    </section>
  );
}

function Operations({ groups }: { groups: ApiIntroData['groups'] }) {
  return (
    <section aria-labelledby="api-operations">
      <h2 id="api-operations">{translate('theme.api.operations', 'Operations')}</h2>
      {groups.map((g) => (
        <div key={g.label} className="api-op-group">
          <h3>{g.label}</h3>
          {g.descriptionHtml ? <Markdown html={g.descriptionHtml} /> : null}
          {g.operations.length > 0 ? (
            <ul className="api-op-list">
              {g.operations.map((o) => (
                <li key={o.href}>
                  <MethodBadge method={o.method} />
                  <Link to={o.href}>{o.title}</Link>
                  <code className="api-op-path">{o.path}</code>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}

function About({ api }: { api: ApiIntroData }) {
  if (!api.contact && !api.license && !api.termsOfService && !api.externalDocs) return null;
  const contactHref = api.contact?.url ?? (api.contact?.email ? `mailto:${api.contact.email}` : undefined);
  return (
    <dl className="api-about">
      {api.contact ? (
        <>
          <dt>{translate('theme.api.contact', 'Contact')}</dt>
          <dd>{contactHref ? <a href={contactHref}>{api.contact.name ?? api.contact.email ?? contactHref}</a> : api.contact.name}</dd>
        </>
      ) : null}
      {api.license ? (
        <>
          <dt>{translate('theme.api.license', 'License')}</dt>
          <dd>{api.license.url ? <a href={api.license.url}>{api.license.name}</a> : api.license.name}</dd>
        </>
      ) : null}
      {api.termsOfService ? (
        <>
          <dt>{translate('theme.api.terms', 'Terms of service')}</dt>
          <dd>
            <a href={api.termsOfService}>{api.termsOfService}</a>
          </dd>
        </>
      ) : null}
      {api.externalDocs ? (
        <>
          <dt>{translate('theme.api.documentation', 'Documentation')}</dt>
          <dd>
            <a href={api.externalDocs.url}>{api.externalDocs.description ?? api.externalDocs.url}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
