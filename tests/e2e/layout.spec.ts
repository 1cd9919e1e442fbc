/**
 * Every page type at 390, 768, 1280 and 1920 px: no horizontal scroll, no
 * visible text under 12 px, a screenshot for the record; cart and checkout
 * in two columns on desktops (≥ 1024 px) with the summary box beside the
 * fields, never over them, in view while scrolling, and the legal
 * "Zahlungspflichtig bestellen" button right under the full summary; one
 * column below. Shipping choices are a radio group, and the checkout's
 * section headings share one size. Both lanes.
 */
import { test, expect, type Page } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const WIDTHS = [ 390, 768, 1280, 1920 ];

/** Page name => PHP expression of its URL ($gin: a product's id). */
const PAGES: Record< string, string > = {
	home: "home_url( '/' )",
	shop: "wc_get_page_permalink( 'shop' )",
	product: 'get_permalink( $gin )',
	cart: 'wc_get_cart_url()',
	checkout: 'wc_get_checkout_url()',
	wishlist: "get_permalink( (int) get_option( 'tresen_wishlist_page_id' ) )",
	legal: "( (int) get_option( 'tresen_imprint_page_id' ) ? get_permalink( (int) get_option( 'tresen_imprint_page_id' ) ) : home_url( '/impressum/' ) )",
};

interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

let gin = 0;
let urls: Record< string, string > = {};

test.beforeAll( () => {
	gin = sitePhp< number >( `
		$found = wc_get_products( array( 'name' => 'Tresen Dry Gin 0,35 l', 'limit' => 1, 'return' => 'ids' ) );
		return (int) ( $found[0] ?? 0 );
	` );
	urls = sitePhp< Record< string, string > >(
		`$gin = ${ gin }; return array( ${ Object.entries( PAGES )
			.map( ( [ name, php ] ) => `'${ name }' => (string) ${ php }` )
			.join( ', ' ) } );`
	);
} );

/**
 * Problems a shopper would see: sideways scrolling and text under 12 px.
 * @param page
 */
async function problems( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const out: string[] = [];
		const root = document.documentElement;
		if ( root.scrollWidth > root.clientWidth ) {
			const wide = [ ...document.querySelectorAll( 'body *' ) ]
				.filter(
					( el ) =>
						el.getBoundingClientRect().right >
							root.clientWidth + 1 &&
						el.getBoundingClientRect().width > 0
				)
				.slice( 0, 3 )
				.map(
					( el ) => `${ el.tagName.toLowerCase() }.${ el.className }`
				);
			out.push(
				`horizontal scroll: ${ root.scrollWidth } > ${ root.clientWidth } (${ wide.join( ', ' ) })`
			);
		}
		const walker = document.createTreeWalker(
			document.body,
			NodeFilter.SHOW_TEXT
		);
		while ( walker.nextNode() ) {
			const node = walker.currentNode;
			const el = node.parentElement;
			if ( ! el || ! node.textContent?.trim() ) {
				continue;
			}
			if (
				el.closest(
					'.screen-reader-text, [hidden], script, style, noscript, template'
				) ||
				! el.checkVisibility( {
					checkOpacity: true,
					checkVisibilityCSS: true,
				} )
			) {
				continue;
			}
			const rect = el.getBoundingClientRect();
			if ( rect.width <= 1 || rect.height <= 1 ) {
				continue;
			}
			const size = parseFloat( getComputedStyle( el ).fontSize );
			if ( size < 12 ) {
				out.push(
					`text under 12 px: ${ el.tagName.toLowerCase() }.${
						el.className
					} ${ size }px "${ node.textContent.trim().slice( 0, 30 ) }"`
				);
			}
		}
		return out;
	} );
}

async function box( page: Page, selector: string ): Promise< Box > {
	const found = await page.locator( selector ).first().boundingBox();
	expect( found, `${ selector } has a box` ).not.toBeNull();
	return found as Box;
}

function overlaps( a: Box, b: Box ): boolean {
	return (
		a.x < b.x + b.width &&
		b.x < a.x + a.width &&
		a.y < b.y + b.height &&
		b.y < a.y + a.height
	);
}

/**
 * The cart or checkout: the summary beside the items/fields on desktops
 * (not over them, in view after scrolling), below them otherwise.
 *
 * @param page    Page.
 * @param width   Viewport width.
 * @param fields  Selectors of the left column's parts.
 * @param summary Selector of the summary box.
 */
async function checkColumns(
	page: Page,
	width: number,
	fields: string[],
	summary: string
): Promise< void > {
	const side = await box( page, summary );
	for ( const selector of fields ) {
		const part = await box( page, selector );
		expect(
			overlaps( part, side ),
			`${ summary } does not cover ${ selector }`
		).toBe( false );
		if ( width >= 1024 ) {
			expect(
				side.x,
				`${ summary } right of ${ selector }`
			).toBeGreaterThanOrEqual( part.x + part.width );
		} else {
			expect(
				side.y,
				`${ summary } below ${ selector }`
			).toBeGreaterThanOrEqual( part.y + part.height - 1 );
		}
	}
	if ( width >= 1024 ) {
		// Beside the fields from the top, and still in view further down
		// (when the left column is the longer one, so there is room to scroll).
		const first = await box( page, fields[ 0 ] );
		expect( Math.abs( side.y - first.y ) ).toBeLessThan( 120 );
		const last = await box( page, fields[ fields.length - 1 ] );
		const room = last.y + last.height - ( side.y + side.height );
		if ( room < 200 ) {
			return;
		}
		await page.evaluate(
			( y ) => window.scrollTo( 0, y ),
			side.y + room / 2
		);
		await expect
			.poll( async () => {
				const rect = await page
					.locator( summary )
					.first()
					.evaluate( ( el ) => el.getBoundingClientRect().top );
				return rect >= 0 && rect < 200;
			} )
			.toBe( true );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
	}
}

for ( const width of WIDTHS ) {
	test.describe( `${ width } px`, () => {
		test.use( { viewport: { width, height: width < 768 ? 844 : 900 } } );

		for ( const name of Object.keys( PAGES ) ) {
			test( `${ name }: no sideways scroll, no text under 12 px`, async ( {
				page,
			}, testInfo ) => {
				await declineCookies( page );
				if ( name === 'cart' || name === 'checkout' ) {
					// Over 50 €: standard and free shipping, a choice of two.
					await page.goto(
						`/warenkorb/?add-to-cart=${ gin }&quantity=4`
					);
				}
				await page.goto( urls[ name ] );
				await page.waitForLoadState( 'load' );
				expect( await problems( page ) ).toEqual( [] );
				await page.screenshot( {
					path: testInfo.outputPath( `${ name }-${ width }.png` ),
				} );

				if ( name === 'cart' ) {
					await checkColumns(
						page,
						width,
						[ 'form.woocommerce-cart-form' ],
						'.cart_totals'
					);
				}
				if ( name === 'checkout' ) {
					await checkColumns(
						page,
						width,
						[ '.woocommerce-billing-fields', '#payment' ],
						'.tresen-checkout-summary'
					);
					// The legal button right under the full summary, inside its box.
					const review = await box( page, '#order_review' );
					const button = await box( page, '#place_order' );
					const gap = button.y - ( review.y + review.height );
					expect( gap ).toBeGreaterThanOrEqual( 0 );
					expect( gap ).toBeLessThan( 40 );
					await expect(
						page.locator( '.tresen-checkout-summary #place_order' )
					).toHaveText( 'Zahlungspflichtig bestellen' );
				}
			} );
		}
	} );
}

test( 'shipping choices are a radio group with a legend, no bullets; checkout headings share one size', async ( {
	page,
} ) => {
	await declineCookies( page );
	await page.goto( `/warenkorb/?add-to-cart=${ gin }&quantity=4` );
	await page.goto( urls.checkout );
	const group = page.getByRole( 'group', { name: 'Versandart wählen' } );
	await expect( group.getByRole( 'radio' ) ).toHaveCount( 2 );
	// Polled: the checkout's first review refresh replaces the list, and an
	// element read while it is swapped out has no computed style.
	await expect
		.poll( () =>
			page
				.locator( '#shipping_method li' )
				.first()
				.evaluate( ( li ) =>
					li.isConnected ? getComputedStyle( li ).listStyleType : ''
				)
		)
		.toBe( 'none' );
	// Choosing the other rate changes the total (the choice works).
	const radios = group.getByRole( 'radio' );
	const other = ( await radios.nth( 0 ).isChecked() ) ? 1 : 0;
	await radios.nth( other ).check();
	await expect( radios.nth( other ) ).toBeChecked();

	const sizes = await page.evaluate( () => ( {
		billing: parseFloat(
			getComputedStyle(
				document.querySelector( '.woocommerce-billing-fields h2' )!
			).fontSize
		),
		shipTo: parseFloat(
			getComputedStyle(
				document.querySelector( '#ship-to-different-address span' )!
			).fontSize
		),
		order: parseFloat(
			getComputedStyle(
				document.getElementById( 'order_review_heading' )!
			).fontSize
		),
	} ) );
	expect( sizes.shipTo ).toBeLessThanOrEqual( sizes.billing );
	expect( sizes.order ).toBe( sizes.billing );
} );
