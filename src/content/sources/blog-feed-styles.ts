/**
 * XSLT stylesheets that turn the RSS and Atom feeds into a readable page
 * when a visitor opens them in a browser (readers ignore them). They only
 * use text from the feed (no HTML from posts, no scripts), and link a
 * stylesheet file next to the feed, so a strict Content-Security-Policy
 * still applies. Light and dark follow the visitor's system setting.
 */

export const FEED_CSS = `/* Browser view of the feeds (see rss.xsl / atom.xsl). */
:root {
  --bg: #ffffff; --bg-soft: #f6f8fa; --text: #1c1e21; --muted: #525860;
  --border: #dadde1; --link: #1f6e45; --brand: #42b983;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root { --bg: #1b1b1d; --bg-soft: #242526; --text: #e3e3e3; --muted: #b0b3b8; --border: #3a3b3c; --link: #5fd0a0; }
}
* { box-sizing: border-box; }
body {
  margin: 0; background: var(--bg); color: var(--text); line-height: 1.6;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, 'Noto Sans', sans-serif;
}
a { color: var(--link); }
.feed-notice { background: var(--bg-soft); border-bottom: 3px solid var(--brand); padding: 1rem; }
.feed-notice p { max-width: 44rem; margin: 0 auto; }
.feed-notice code { font-size: 0.9em; word-break: break-all; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
.feed-kind { margin: 0; color: var(--muted); font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.05em; }
h1 { margin: 0.25rem 0 0.5rem; font-size: 2rem; line-height: 1.2; }
.feed-description { margin: 0 0 0.5rem; color: var(--muted); }
ol { list-style: none; margin: 2rem 0 0; padding: 0; }
li { padding: 1.1rem 0; border-top: 1px solid var(--border); }
h2 { margin: 0; font-size: 1.25rem; line-height: 1.35; }
.feed-date { margin: 0.2rem 0 0.4rem; color: var(--muted); font-size: 0.9rem; }
.feed-summary { margin: 0; }
`;

/** Where one feed format keeps what the readable page shows (XPath, relative to the item or channel). */
interface FeedShape {
  /** "RSS" or "Atom". */
  name: string;
  file: string;
  channel: string;
  title: string;
  description: string;
  siteLink: string;
  item: string;
  itemLink: string;
  itemTitle: string;
  itemDate: string;
  itemSummary: string;
}

/** An XSLT stylesheet that shows a feed as a readable page in the browser. */
function feedStylesheet(f: FeedShape): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="${f.channel}">
    <xsl:variable name="self" select="atom:link[@rel='self']/@href"/>
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${f.title}"/> (${f.name} feed)</title>
        <link rel="stylesheet" href="${f.file}.css"/>
      </head>
      <body>
        <div class="feed-notice">
          <p><strong>This is an ${f.name} feed.</strong> Subscribe by pasting the address of this page
          (<code><xsl:value-of select="$self"/></code>) into your feed reader.
          Below is what it contains.</p>
        </div>
        <main>
          <p class="feed-kind">${f.name} feed</p>
          <h1><xsl:value-of select="${f.title}"/></h1>
          <p class="feed-description"><xsl:value-of select="${f.description}"/></p>
          <p><a href="{${f.siteLink}}">Visit the website →</a></p>
          <ol>
            <xsl:for-each select="${f.item}">
              <li>
                <h2><a href="{${f.itemLink}}"><xsl:value-of select="${f.itemTitle}"/></a></h2>
                <p class="feed-date"><xsl:value-of select="${f.itemDate}"/></p>
                <p class="feed-summary"><xsl:value-of select="${f.itemSummary}"/></p>
              </li>
            </xsl:for-each>
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

export const RSS_XSL = feedStylesheet({
  name: 'RSS',
  file: 'rss',
  channel: '/rss/channel',
  title: 'title',
  description: 'description',
  siteLink: 'link',
  item: 'item',
  itemLink: 'link',
  itemTitle: 'title',
  itemDate: 'substring(pubDate, 6, 11)',
  itemSummary: 'description',
});

export const ATOM_XSL = feedStylesheet({
  name: 'Atom',
  file: 'atom',
  channel: '/atom:feed',
  title: 'atom:title',
  description: 'atom:subtitle',
  siteLink: "atom:link[@rel='alternate']/@href",
  item: 'atom:entry',
  itemLink: 'atom:link/@href',
  itemTitle: 'atom:title',
  itemDate: 'substring(atom:updated, 1, 10)',
  itemSummary: 'atom:summary',
});
