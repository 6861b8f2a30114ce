/**
 * What a component override is given, checked by the compiler (`tsc` runs in
 * `npm test`); nothing here runs. Each `@ts-expect-error` fails the type
 * check the day the types stop rejecting that mistake.
 */
import type { RouteData } from '../../src/client/index.js';
import type { ThemeComponentName, ThemeComponentProps } from '../../themes/default/public.js';

/** The components whose props type is `unknown` (nothing can be spread or read from it): none. */
type UnknownProps = { [N in ThemeComponentName]: unknown extends ThemeComponentProps<N> ? N : never }[ThemeComponentName];
export const everyOverrideHasObjectProps: [UnknownProps] extends [never] ? true : UnknownProps = true;

export const footerTakesNone: ThemeComponentProps<'Footer'> = {};
export const tocColumnKeepsItsProps: ThemeComponentProps<'TocColumn'> = { items: [], placement: 'side' };

export function editLink(route: RouteData): string | undefined {
  // @ts-expect-error only a doc's data has an edit link: `layout` must be tested first
  route.data.editUrl;
  return route.layout === 'doc' ? route.data.editUrl : undefined;
}
