/**
 * Plural messages in Docusaurus's convention ("One post|{count} posts"),
 * chosen by the locale's plural rules, and messages cut at their
 * placeholders for values that are elements.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pluralForm } from '../../src/core/plural.js';
import { messageParts, messageText } from '../../src/core/messages.js';
import { pageTexts } from '../../src/content/page-texts.js';

describe('pluralForm', () => {
  it('picks the form of the locale: one and other in English and French', () => {
    assert.equal(pluralForm('One post|{count} posts', 1, 'en-US'), 'One post');
    assert.equal(pluralForm('One post|{count} posts', 0, 'en-US'), '{count} posts');
    assert.equal(pluralForm('Un article|{count} articles', 2, 'fr'), '{count} articles');
    assert.equal(pluralForm('Un article|{count} articles', 1, 'fr'), 'Un article');
  });

  it('follows the order zero, one, two, few, many, other for a language with six forms', () => {
    const arabic = 'zero|one|two|few|many|other';
    assert.deepEqual(
      [0, 1, 2, 3, 11, 100].map((n) => pluralForm(arabic, n, 'ar')),
      ['zero', 'one', 'two', 'few', 'many', 'other'],
    );
  });

  it('takes the last form when the message has fewer than the locale, and a message without forms as it is', () => {
    assert.equal(pluralForm('one|other', 11, 'ar'), 'other');
    assert.equal(pluralForm('{count} posts', 1, 'en-US'), '{count} posts');
  });
});

describe('messageParts', () => {
  it('cuts the message at the placeholders it has values for, in the order of the translation', () => {
    const link = { element: 'a' };
    assert.deepEqual(messageParts(undefined, 'x', 'Read {link}.', { link }), ['Read ', link, '.']);
    assert.deepEqual(messageParts({ x: '{link} lesen ({other})' }, 'x', 'Read {link}.', { link }), [link, ' lesen ({other})']);
    assert.equal(messageText({ x: 'Version : {version}' }, 'x', 'Version: {version}', { version: '2.0' }), 'Version : 2.0');
  });
});

describe('pageTexts', () => {
  it("writes dates and counts in the site's language, with the site's texts", () => {
    const texts = pageTexts('fr', { 'theme.blog.post.plurals': 'Un article|{count} articles' });
    const day = new Date(Date.UTC(2024, 2, 5));
    assert.equal(texts.longDate(day), '5 mars 2024');
    assert.equal(texts.plural('theme.blog.post.plurals', 1200), '1\u202f200 articles');
    assert.equal(pageTexts('en-US', undefined).longDate(day), 'March 5, 2024');
  });
});
