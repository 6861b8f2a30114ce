/**
 * `@theme/SearchMetadata`: the meta tags search crawlers read a page's
 * locale, version and tag from (`docusaurus_locale`, `docusaurus_version`,
 * `docusaurus_tag`, and DocSearch's `docsearch:…`), added to the page's head.
 */
import Head from '../docusaurus/Head.js';

export interface SearchMetadataProps {
  locale?: string;
  version?: string;
  tag?: string;
}

export default function SearchMetadata({ locale, version, tag }: SearchMetadataProps) {
  return (
    <Head>
      {locale && <meta name="docusaurus_locale" content={locale} />}
      {version && <meta name="docusaurus_version" content={version} />}
      {tag && <meta name="docusaurus_tag" content={tag} />}
      {locale && <meta name="docsearch:language" content={locale} />}
      {version && <meta name="docsearch:version" content={version} />}
      {tag && <meta name="docsearch:docusaurus_tag" content={tag} />}
    </Head>
  );
}
