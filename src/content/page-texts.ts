/**
 * The texts the engine writes into pages (blog titles, reading time, dates),
 * in the site's language: each has the message id and English text the
 * theme would use (core/messages.ts), so one `i18n/<locale>/code.json`
 * translates the theme and the engine alike. Dates are formatted here, at
 * build time, with the config's `locale`: the page data carries the text,
 * so the server and the browser show the same.
 */
import { type Messages, type MessageValues, messageText } from '../core/messages.js';
import { pluralForm } from '../core/plural.js';
import { ENGINE_MESSAGES, type EngineMessageId } from './engine-messages.js';
import type { BuildContext } from './content-source.js';

export interface PageTexts {
  locale: string;
  /** The site's text for `id`, else the engine's (engine-messages.ts), filled from `values`. */
  text(id: EngineMessageId, values?: MessageValues): string;
  /** A plural message ("One post|{count} posts"): the form for `count`, with `{count}` filled. */
  plural(id: EngineMessageId, count: number, values?: MessageValues): string;
  /** "March 5, 2024" in the site's language (UTC: the day written in the file). */
  longDate(date: Date): string;
}

export function pageTexts(locale: string, messages: Messages | undefined): PageTexts {
  const long = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(locale);
  return {
    locale,
    text: (id, values) => messageText(messages, id, ENGINE_MESSAGES[id], values),
    plural: (id, n, values) => messageText(undefined, id, pluralForm(messages?.[id] ?? ENGINE_MESSAGES[id], n, locale), { count: count.format(n), ...values }),
    longDate: (date) => long.format(date),
  };
}

const ofContext = new WeakMap<object, PageTexts>();

/** The texts of a build (made once per build context: sources share them). */
export function pageTextsOf(ctx: Pick<BuildContext, 'config' | 'messages'>): PageTexts {
  let texts = ofContext.get(ctx.messages ?? ctx.config);
  if (!texts) ofContext.set(ctx.messages ?? ctx.config, (texts = pageTexts(ctx.config.locale, ctx.messages)));
  return texts;
}

/** A part of a cache key for what the site's texts change ('' without any, so a key stays as it was). */
export function textsKey(ctx: Pick<BuildContext, 'messages'>): string {
  return ctx.messages && Object.keys(ctx.messages).length > 0 ? `|texts:${JSON.stringify(ctx.messages)}` : '';
}

/** English, for callers and tests without a site. */
export const ENGLISH_TEXTS: PageTexts = pageTexts('en-US', undefined);
