/**
 * The message of `count`'s plural form, out of `'one lamp|many lamps'`, as
 * Docusaurus's usePluralForm picks it: the forms are in the order of the
 * locale's plural categories (zero, one, two, few, many, other, those the
 * locale has), the last form standing for any category past it.
 */
/** Intl's plural categories in Docusaurus's order. */
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function pluralMessage(locale: string, count: number, message: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = new Intl.PluralRules(locale);
  const categories = rules
    .resolvedOptions()
    .pluralCategories.slice()
    .sort((a, b) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b));
  const index = categories.indexOf(rules.select(count));
  // Fewer forms than the locale has: the last one, as Docusaurus does.
  return forms[Math.min(index, forms.length - 1)]!;
}
