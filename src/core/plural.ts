/**
 * Plural messages in Docusaurus's convention: the forms of one message
 * separated by `|`, in the order zero, one, two, few, many, other, keeping
 * only the forms the locale has (English: "One post|{count} posts"; French
 * the same; Arabic up to six). `Intl.PluralRules` picks the form; a message
 * with fewer forms than the locale has falls back to its last one.
 */
const ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesOf(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

/** The form of `message` for `count` in `locale` (placeholders left as they are). */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  const rules = rulesOf(locale);
  const categories = ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  const at = categories.indexOf(rules.select(count));
  return forms[Math.min(at < 0 ? forms.length - 1 : at, forms.length - 1)]!;
}
