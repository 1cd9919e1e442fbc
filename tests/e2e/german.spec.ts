/**
 * Every page a shopper reaches speaks German: no English text, title or
 * label from WordPress core, WooCommerce or the suite. WordPress's German
 * translations here are partial (Debian's wordpress-l10n) and real
 * WooCommerce has no language pack, so this catches any string that would
 * reach a shopper untranslated; runs on both lanes.
 */
import { test, expect, type Page } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

/** Telltale English phrases (case-sensitive, whole words). */
const ENGLISH = [
	'Your email address will not be published',
	'Save my name, email, and website',
	'Search Results for',
	'Leave a Reply',
	'Page not found',
	'Add to cart',
	'Read more',
	'View cart',
	'Proceed to checkout',
	'Required fields are marked',
	'Submit',
	'Search for:',
	'Nothing Found',
	'Previous',
	'Next',
	'Log in',
	'Lost your password',
	'Username or email address',
	'Remember me',
	'Apply coupon',
	'Coupon code',
	'Update cart',
	'Calculate shipping',
	'Place order',
	'Billing details',
	'Your order',
	'Subtotal',
	'Quantity',
	'Select options',
	'Choose an option',
	'Sort by',
	'Showing all',
	'Default sorting',
	'Related products',
	'Additional information',
	'Description',
	'Reviews',
	'Register',
	'Password',
	'Shipping',
	'estimated for',
	'Price range',
];

/**
 * What a shopper reads or hears: title, visible text, and the labels and
 * placeholders of controls.
 *
 * @param page Page.
 */
async function shopperText( page: Page ): Promise< string > {
	return page.evaluate( () => {
		const attrs = Array.from(
			document.querySelectorAll(
				'[placeholder], [aria-label], [title], input[type="submit"], button[value]'
			)
		).map( ( el ) =>
			[
				el.getAttribute( 'placeholder' ),
				el.getAttribute( 'aria-label' ),
				el.getAttribute( 'title' ),
				el instanceof HTMLInputElement && el.type === 'submit'
					? el.value
					: '',
			]
				.filter( Boolean )
				.join( ' | ' )
		);
		return [ document.title, document.body.innerText, ...attrs ].join(
			'\n'
		);
	} );
}

function englishIn( text: string ): string[] {
	return ENGLISH.filter( ( phrase ) =>
		new RegExp(
			`(^|[^A-Za-z])${ phrase.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) }([^A-Za-z]|$)`
		).test( text )
	);
}

test.beforeEach( async ( { page } ) => declineCookies( page ) );

function productUrl( args: string ): string {
	return sitePhp< string >(
		`$ids = wc_get_products( array( ${ args }, 'limit' => 1, 'return' => 'ids' ) ); return get_permalink( $ids[0] );`
	);
}

/**
 * Opens each page and collects English phrases a shopper would see.
 *
 * @param page  Page.
 * @param paths Paths or URLs.
 */
async function englishOn(
	page: Page,
	paths: string[]
): Promise< Record< string, string[] > > {
	const found: Record< string, string[] > = {};
	for ( const path of paths ) {
		await page.goto( path, { waitUntil: 'load' } );
		const english = englishIn( await shopperText( page ) );
		if ( english.length ) {
			found[ path ] = english;
		}
	}
	return found;
}

// A few pages per test, so each test stays short on a busy machine.
const GROUPS: Array< [ string, () => string[] ] > = [
	[ 'home and shop', () => [ '/', '/shop/', '/shop/page/2/' ] ],
	[
		'product pages and search',
		() => [
			productUrl( "'name' => 'Tresen Dry Gin 0,35 l'" ),
			productUrl( "'type' => 'variable'" ),
			'/?s=Gin&post_type=product',
			'/?s=gibtesnicht&post_type=product',
		],
	],
	[
		'cart, account and contact',
		() => [
			'/warenkorb/',
			'/mein-konto/',
			'/mein-konto/lost-password/',
			'/kontakt/',
		],
	],
	[
		'wishlist, legal and missing pages',
		() => [ '/wunschliste/', '/impressum/', '/diese-seite-gibt-es-nicht/' ],
	],
];

for ( const [ name, paths ] of GROUPS ) {
	test( `the storefront pages a guest sees are German: ${ name }`, async ( {
		page,
	} ) => {
		expect( await englishOn( page, paths() ) ).toEqual( {} );
	} );
}

test( 'the cart and the checkout with an item are German', async ( {
	page,
} ) => {
	const gin = productUrl( "'name' => 'Tresen Dry Gin 0,35 l'" );
	await page.goto( gin );
	await page.locator( 'form.cart .single_add_to_cart_button' ).click();
	await expect(
		page.locator( '.cart-count, [data-cart-count]' ).first()
	).toHaveText( '1' );
	expect( await englishOn( page, [ '/warenkorb/', '/kasse/' ] ) ).toEqual(
		{}
	);
} );
