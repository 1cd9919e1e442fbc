/**
 * The anchors' front-end contracts for third-party code (docs/compatibility.md),
 * on both lanes. A page that has jQuery (tests/e2e/fixtures/third-party-jquery.php
 * enqueues it and binds a listener written against the anchors) gets YITH
 * Wishlist's events and `yith_wcwl_l10n`, Germanized's
 * `wc_gzd_unit_price_observer_params` where the unit price is refreshed and
 * Cookie Law Info's `Cli_Data`, all read-only; a page without jQuery gets
 * none of them and still no jQuery. After marketing consent WooCommerce's
 * `sbjs_*` cookies are kept for six months; withdrawing deletes them.
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { declineCookies, expectNoJQuery } from './lib/shopper';
import { sitePhp } from './lib/site';

type Logged = {
	type: string;
	jquery?: boolean;
	product?: string;
	wraps?: number;
	ajaxUrl?: string;
	action?: string;
	first?: boolean;
};

const log = ( page: Page ) =>
	page.evaluate(
		() =>
			( window as unknown as { tresenE2eAnchor?: Logged[] } )
				.tresenE2eAnchor ?? []
	);

function productUrl( sku: string ): string {
	return sitePhp< string >(
		`return (string) get_permalink( wc_get_product_id_by_sku( ${ JSON.stringify(
			sku
		) } ) );`
	);
}

async function withJQuery( context: BrowserContext ): Promise< void > {
	const url = new URL( process.env.TRESEN_E2E_URL ?? 'http://localhost' );
	await context.addCookies( [
		{
			name: 'tresen_e2e_jquery',
			value: '1',
			domain: url.hostname,
			path: '/',
		},
	] );
}

test( 'with jQuery on the page, a listener written for YITH Wishlist gets its events and reads yith_wcwl_l10n', async ( {
	context,
	page,
} ) => {
	test.setTimeout( 90_000 );
	await withJQuery( context );
	await declineCookies( page );
	const rum = sitePhp< number >(
		"return (int) wc_get_product_id_by_sku( 'TR-RUM-001' );"
	);
	await page.goto( productUrl( 'TR-RUM-001' ) );
	const l10n = await page.evaluate( () => {
		const o = ( window as unknown as { yith_wcwl_l10n: any } )
			.yith_wcwl_l10n;
		return {
			ajaxUrl: o.ajax_url,
			glue: o.fragments_index_glue,
			load: o.actions.load_fragments,
			nonce: typeof o.nonce.add_to_wishlist_nonce,
			frozen: Object.isFrozen( o ) && Object.isFrozen( o.actions ),
		};
	} );
	expect( l10n ).toEqual( {
		ajaxUrl: '/wp-admin/admin-ajax.php',
		glue: '.',
		load: 'load_fragments',
		nonce: 'string',
		frozen: true,
	} );
	await expect
		.poll( async () => ( await log( page ) ).map( ( e ) => e.type ) )
		.toContain( 'yith_wcwl_init' );

	await page.locator( '.tresen-wishlist-add' ).first().click();
	const dialog = page.getByRole( 'dialog', { name: 'Auf die Wunschliste' } );
	await expect( dialog ).toBeVisible( { timeout: 15000 } );
	await dialog.getByRole( 'button', { name: 'Hinzufügen' } ).click();
	await expect( dialog.getByRole( 'status' ) ).toContainText( 'hinzugefügt' );
	await expect
		.poll( async () =>
			( await log( page ) ).find(
				( e ) => e.type === 'added_to_wishlist'
			)
		)
		.toEqual( {
			type: 'added_to_wishlist',
			jquery: true,
			product: String( rum ),
			// Every add button of that product (YITH's `.add-to-wishlist-<id>`).
			wraps: await page
				.locator( `.tresen-wishlist-add[data-product-id="${ rum }"]` )
				.count(),
			ajaxUrl: '/wp-admin/admin-ajax.php',
			action: 'add_to_wishlist',
		} );

	// The next page knows the visitor's list: the fragments were loaded.
	await page.goto( productUrl( 'TR-GIN-001' ) );
	await expect
		.poll( async () =>
			( await log( page ) ).filter(
				( e ) => e.type === 'yith_wcwl_fragments_loaded'
			)
		)
		.toEqual( [ { type: 'yith_wcwl_fragments_loaded', first: true } ] );

	// Removing from the list page.
	await page.goto( '/wunschliste/' );
	await page.locator( '.tresen-wishlist__remove' ).first().click();
	await expect
		.poll( async () =>
			( await log( page ) ).find(
				( e ) => e.type === 'removed_from_wishlist'
			)
		)
		.toMatchObject( { type: 'removed_from_wishlist', jquery: true } );
} );

test( 'with jQuery, Germanized’s and Cookie Law Info’s objects are there, read-only, only where the anchors printed them', async ( {
	context,
	page,
} ) => {
	await withJQuery( context );
	await declineCookies( page );
	const cli = await page.evaluate( () => {
		const o = ( window as unknown as { Cli_Data: any } ).Cli_Data;
		return {
			strictly: o.strictlyEnabled,
			marketing: o.non_necessary_cookies.marketing,
			ids: o.nn_cookie_ids.includes( '_ga' ),
			frozen: Object.isFrozen( o ),
			gzd: typeof ( window as any ).wc_gzd_unit_price_observer_params,
		};
	} );
	expect( cli ).toEqual( {
		strictly: [ 'necessary' ],
		marketing: [ 'sbjs_*', '_gcl_au', '_fbp' ],
		ids: true,
		frozen: true,
		// The front page refreshes no unit price: Germanized printed nothing there.
		gzd: 'undefined',
	} );

	await page.goto( productUrl( 'TR-GIN-002' ) );
	const gzd = await page.evaluate( () => {
		const o = (
			window as unknown as { wc_gzd_unit_price_observer_params: any }
		 ).wc_gzd_unit_price_observer_params;
		return {
			endpoint: String( o.wc_ajax_url ).replace(
				'%%endpoint%%',
				'gzd_refresh_unit_price'
			),
			decimal: o.price_decimal_sep,
			nonce: typeof o.refresh_unit_price_nonce,
			product: o.product_id,
			frozen: Object.isFrozen( o ) && Object.isFrozen( o.price_selector ),
		};
	} );
	expect( gzd ).toEqual( {
		endpoint: expect.stringContaining( 'wc-ajax=gzd_refresh_unit_price' ),
		decimal: ',',
		nonce: 'string',
		product: sitePhp< number >(
			"return (int) wc_get_product_id_by_sku( 'TR-GIN-002' );"
		),
		frozen: true,
	} );
} );

test( 'without jQuery the pages get none of the anchors’ objects and no jQuery', async ( {
	page,
} ) => {
	await declineCookies( page );
	for ( const path of [
		'/',
		new URL( productUrl( 'TR-GIN-002' ) ).pathname,
	] ) {
		await expectNoJQuery( page, path );
		expect(
			await page.evaluate( () =>
				[
					'yith_wcwl_l10n',
					'wc_gzd_unit_price_observer_params',
					'Cli_Data',
				].filter( ( n ) => n in window )
			)
		).toEqual( [] );
		const html = await page.content();
		expect( html ).not.toContain( 'yith_wcwl_l10n' );
		expect( html ).not.toContain( 'Cli_Data' );
	}
} );

test( 'after marketing consent WooCommerce’s sbjs cookies are kept six months; withdrawing deletes them', async ( {
	context,
	page,
} ) => {
	await page.goto( '/?utm_source=newsletter&utm_medium=email' );
	expect(
		( await context.cookies() ).filter( ( c ) =>
			c.name.startsWith( 'sbjs_' )
		)
	).toEqual( [] );
	const banner = page.locator( '#tresen-cc-banner' );
	await banner
		.getByRole( 'button', { name: 'Alle akzeptieren', exact: true } )
		.click();
	await expect( banner ).toBeHidden();
	await expect
		.poll( async () =>
			( await context.cookies() )
				.map( ( c ) => c.name )
				.filter( ( n ) => n.startsWith( 'sbjs_' ) )
				.sort()
		)
		.toEqual( [
			'sbjs_current',
			'sbjs_current_add',
			'sbjs_first',
			'sbjs_first_add',
			'sbjs_migrations',
			'sbjs_session',
			'sbjs_udata',
		] );
	const jar = Object.fromEntries(
		( await context.cookies() ).map( ( c ) => [ c.name, c ] )
	);
	expect( decodeURIComponent( jar.sbjs_current.value ) ).toContain(
		'typ=utm|||src=newsletter|||mdm=email'
	);
	const months =
		( jar.sbjs_first.expires * 1000 - Date.now() ) / 86_400_000 / 30;
	expect( months ).toBeGreaterThan( 5.9 );
	expect( months ).toBeLessThanOrEqual( 6 );
	const minutes = ( jar.sbjs_session.expires * 1000 - Date.now() ) / 60_000;
	expect( minutes ).toBeLessThanOrEqual( 30 );
	expect( minutes ).toBeGreaterThan( 25 );

	await page.locator( '.tresen-manage-consent' ).first().click();
	await expect( banner ).toBeVisible();
	await banner
		.getByRole( 'button', { name: 'Ablehnen', exact: true } )
		.click();
	await expect
		.poll( async () =>
			( await context.cookies() ).filter( ( c ) =>
				c.name.startsWith( 'sbjs_' )
			)
		)
		.toEqual( [] );
} );
