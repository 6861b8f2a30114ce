/**
 * Above a page the locale has no translation of (it is the default locale's
 * page): says so in the reader's language, and links to the original. A doc
 * page shows it in its article column (PageNotices), other pages above their
 * layout (Root).
 */
import { translate, useSite } from 'mysite-ssg/client';

export function UntranslatedNotice({ original }: { original: string }) {
  // The default locale comes first; its hreflang keeps the client router out of another site's page.
  const lang = useSite().locales?.[0]?.htmlLang;
  return (
    <aside className="version-banner untranslated-notice" aria-label={translate('theme.i18n.untranslatedNoticeLabel', 'Translation notice')}>
      <p>
        {translate('theme.i18n.untranslatedNotice', 'This page is not translated yet: it is shown in its original language.')}{' '}
        <a href={original} hrefLang={lang}>
          {translate('theme.i18n.untranslatedOriginal', 'Read the original page')}
        </a>
      </p>
    </aside>
  );
}
