/**
 * axe-core in e2e specs: the WCAG 2.2 AA rule set the shop is held to
 * (tests/e2e/axe.spec.ts scans every page with it).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels checked. */
export const WCAG_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22aa',
];

/**
 * axe-core's violations on the page as it is now, one line each
 * (`rule: selector | selector`), so that a failure names them.
 *
 * @param page            Page.
 * @param options
 * @param options.include Only this part of the page (a selector).
 * @param options.rules   Rules switched on beyond the tags (axe's rule ids).
 */
export async function axeViolations(
	page: Page,
	{ include, rules = [] }: { include?: string; rules?: string[] } = {}
): Promise< string[] > {
	let builder = new AxeBuilder( { page } );
	if ( include ) {
		builder = builder.include( include );
	}
	// One options object: AxeBuilder#options() replaces what withTags() set.
	const result = await builder
		.options( {
			runOnly: { type: 'tag', values: WCAG_TAGS },
			rules: Object.fromEntries(
				rules.map( ( id ) => [ id, { enabled: true } ] )
			),
		} )
		.analyze();
	return result.violations.map(
		( v ) =>
			`${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ' | ' ) }`
	);
}
