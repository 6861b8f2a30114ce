/**
 * The theme's English texts in a right-to-left locale that lacks them are
 * isolated (core/translate-text.ts): between U+2066 and U+2069, so an English
 * sentence keeps its full stop at its end. A text the locale has, a site's
 * own message (in its default locale's language) and every text of a
 * left-to-right locale are left as they are.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setSiteMessages } from '../../src/core/site-messages.js';
import { translate, translateNodes } from '../../src/core/translate-text.js';

const LRI = '\u2066';
const PDI = '\u2069';

describe("the theme's English texts in a right-to-left locale", () => {
  afterEach(() => setSiteMessages(undefined, 'ltr'));

  it('are isolated left to right where the locale has no text of its own', () => {
    setSiteMessages({ 'theme.docs.paginator.next': 'הבא' }, 'rtl');
    assert.equal(translate('theme.i18n.untranslatedNotice', 'Not translated yet.'), `${LRI}Not translated yet.${PDI}`);
    assert.equal(translate('theme.docs.paginator.next', 'Next'), 'הבא');
    // Also with no texts at all (a language mysite has no catalogue of), and with values filled in.
    setSiteMessages(undefined, 'rtl');
    assert.equal(translate('theme.blog.post.readingTime', '{n} min read', { n: 3 }), `${LRI}3 min read${PDI}`);
    assert.deepEqual(translateNodes('theme.x', 'Read {link}.', { link: 1 }), [LRI, 'Read ', 1, '.', PDI]);
  });

  it("leave the site's own messages, and left-to-right locales, as they are", () => {
    setSiteMessages(undefined, 'rtl');
    assert.equal(translate('promo.upgrade', 'اقرأ الدليل.'), 'اقرأ الدليل.');
    setSiteMessages(undefined, 'ltr');
    assert.equal(translate('theme.i18n.untranslatedNotice', 'Not translated yet.'), 'Not translated yet.');
    assert.deepEqual(translateNodes('theme.x', 'Read {link}.', { link: 1 }), ['Read ', 1, '.']);
  });
});
