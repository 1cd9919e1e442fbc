/**
 * YITH WooCommerce Wishlist 4.16's own script (`jquery.yith-wcwl.js`, from
 * .cache/yith-wishlist, see `node bin/yith-wishlist.mjs`) in place of the
 * suite's, on the markup YITH's templates give it (the fixture
 * tests/e2e/fixtures/yith-wishlist-script.php): its first-load fragments,
 * add, the German message of a refusal, rename, move, remove and
 * `reload_wishlist_and_adding_elem` all work against the suite's
 * admin-ajax actions. Both lanes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page, type Response } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const YITH_DIR = path.resolve( __dirname, '../../.cache/yith-wishlist' );
const LIST = '/wunschliste/';

function product( sku: string ): { id: number; url: string; name: string } {
	return sitePhp< { id: number; url: string; name: string } >(
		`$id = (int) wc_get_product_id_by_sku( ${ JSON.stringify(
			sku
		) } ); return array( 'id' => $id, 'url' => (string) get_permalink( $id ), 'name' => wc_get_product( $id )->get_name() );`
	);
}

/**
 * The next reply of a wishlist action YITH's script posts.
 *
 * @param page   Page.
 * @param action Action name.
 */
function reply( page: Page, action: string ): Promise< Response > {
	return page.waitForResponse(
		( r ) =>
			r.url().includes( 'admin-ajax.php' ) &&
			new URLSearchParams( r.request().postData() ?? '' ).get(
				'action'
			) === action
	);
}

/** SKUs of simple products of the seed (the first three). */
function simpleSkus(): string[] {
	return sitePhp< string[] >(
		`return array_values( array_filter( array_map( static fn( $p ) => $p->get_sku(), wc_get_products( array( 'type' => 'simple', 'status' => 'publish', 'limit' => 20, 'orderby' => 'ID', 'order' => 'ASC' ) ) ) ) );`
	).slice( 0, 4 );
}

test.describe( "YITH Wishlist's own script in place of the suite's", () => {
	// eslint-disable-next-line playwright/no-skipped-test -- needs the fetched copy, never committed.
	test.skip(
		! fs.existsSync( path.join( YITH_DIR, 'jquery.yith-wcwl.js' ) ),
		'YITH Wishlist is not in .cache/yith-wishlist: run `node bin/yith-wishlist.mjs` (see docs/wishlist.md)'
	);

	test.beforeAll( () => {
		sitePhp(
			`update_option( 'tresen_e2e_yith_dir', ${ JSON.stringify(
				YITH_DIR
			) } ); delete_option( 'tresen_e2e_yith_fbt' ); return true;`
		);
	} );

	test.beforeEach( async ( { context, baseURL } ) => {
		await context.addCookies( [
			{ name: 'tresen_e2e_yith', value: '1', url: baseURL ?? '' },
		] );
	} );

	test.afterAll( () => {
		sitePhp( `delete_option( 'tresen_e2e_yith_fbt' ); return true;` );
	} );

	test( 'adds, refuses with the German message, renames, moves, removes and reloads', async ( {
		page,
	} ) => {
		// One flow of some 20 page loads and admin-ajax round trips, each a whole
		// WordPress request: Playwright's slow budget (90 s), as the fuzz flows have.
		test.slow();
		const [ gin, rum, vodka, fourth ] = simpleSkus().map( product );
		await declineCookies( page );

		// Product page: YITH's script runs, the suite's does not; the fragment loads on first load.
		const first = reply( page, 'load_fragments' );
		await page.goto( gin.url );
		await expect(
			page.locator( 'script[src*="tresen_e2e_yith_asset=1"]' )
		).toHaveCount( 1 );
		await expect(
			page.locator( 'script[src*="tresen-wishlist/build/wishlist"]' )
		).toHaveCount( 0 );
		expect( ( await first ).status() ).toBe( 200 );
		const fragment = page.locator( `.add-to-wishlist-${ gin.id }` );
		const add = fragment.locator(
			`a.add_to_wishlist[data-product-id="${ gin.id }"]`
		);
		await expect( add ).toHaveText( 'Auf die Wunschliste' );

		// Add: the message shows and the fragment is swapped for "on your wishlist".
		const added = reply( page, 'add_to_wishlist' );
		await add.click();
		expect( ( await added ).status() ).toBe( 200 );
		await expect( page.locator( '#yith-wcwl-message' ) ).toHaveText(
			'Produkt zu „Meine Wunschliste“ hinzugefügt.'
		);
		await expect( fragment ).toHaveClass( /\bexists\b/ );
		await expect( fragment ).toContainText( 'Auf deiner Wunschliste' );

		// Two more products; the fourth is unpublished after its page was shown.
		for ( const p of [ rum, vodka ] ) {
			await page.goto( p.url );
			const link = page.locator(
				`.add-to-wishlist-${ p.id } a.add_to_wishlist`
			);
			const r = reply( page, 'add_to_wishlist' );
			await link.click();
			await r;
		}
		await page.goto( fourth.url );
		const refusedLink = page.locator(
			`.add-to-wishlist-${ fourth.id } a.add_to_wishlist`
		);
		await expect( refusedLink ).toBeVisible();
		sitePhp(
			`wp_update_post( array( 'ID' => ${ fourth.id }, 'post_status' => 'draft' ) ); return true;`
		);
		try {
			const refused = reply( page, 'add_to_wishlist' );
			await refusedLink.click();
			const response = await refused;
			expect( response.status() ).toBe( 200 );
			expect( ( await response.json() ).result ).toBe( 'error' );
			await expect( page.locator( '#yith-wcwl-message' ) ).toHaveText(
				'Dieses Produkt kann nicht auf eine Wunschliste gesetzt werden.'
			);
			await expect(
				page.locator(
					`.add-to-wishlist-${ fourth.id } a.add_to_wishlist`
				)
			).toBeVisible();
		} finally {
			sitePhp(
				`wp_update_post( array( 'ID' => ${ fourth.id }, 'post_status' => 'publish' ) ); return true;`
			);
		}

		// A second list, as YITH's popup creates it (its add nonce, wishlist_id "new").
		const party = await page.evaluate( async ( id ) => {
			const l10n = ( window as any ).yith_wcwl_l10n;
			const body = new URLSearchParams( {
				action: 'add_to_wishlist',
				nonce: l10n.nonce.add_to_wishlist_nonce,
				context: 'frontend',
				add_to_wishlist: String( id ),
				wishlist_id: 'new',
				wishlist_name: 'Party',
			} );
			const r = await fetch( l10n.ajax_url, { method: 'POST', body } );
			return ( await r.json() ).result as string;
		}, fourth.id );
		expect( party ).toBe( 'true' );

		// Wishlist page as YITH's template lays it out.
		await page.goto( LIST );
		const table = page.locator( '.cart.wishlist_table' );
		await expect( table.locator( '[data-row-id]' ) ).toHaveCount( 3 );

		// Rename: YITH's title form sends the list's token.
		await page.locator( '.show-title-form' ).click();
		await page
			.locator( '.hidden-title-form input[name="wishlist_name"]' )
			.fill( 'Sommer' );
		const renamed = reply( page, 'save_title' );
		await page.locator( '.save-title-form' ).click();
		expect( ( await ( await renamed ).json() ).result ).toBe( true );
		// The list's fragment comes back swapped (the suite's list HTML) under the new name.
		await expect( page.locator( '.yith-wcwl-form h2' ) ).toHaveText(
			'Sommer'
		);

		// Move: the row's data-row-id (a product id) goes to "Party".
		await page.goto( LIST );
		const moved = reply( page, 'move_to_another_wishlist' );
		await page
			.locator( `[data-row-id="${ rum.id }"] select.change-wishlist` )
			.selectOption( { label: 'Party' } );
		const moveReply = await moved;
		expect( moveReply.status() ).toBe( 200 );
		expect( ( await moveReply.json() ).message ).toBe(
			'Produkt nach „Party“ verschoben.'
		);

		// Remove by product id: the list fragment is swapped without the product.
		await page.goto( LIST );
		await expect( page.locator( '.wishlist-title h2' ) ).toHaveText(
			'Sommer'
		);
		await expect( table.locator( '[data-row-id]' ) ).toHaveCount( 2 );
		const removed = reply( page, 'remove_from_wishlist' );
		await table
			.locator( `[data-row-id="${ gin.id }"] .remove_from_wishlist` )
			.click();
		const removeReply = await removed;
		expect( removeReply.status() ).toBe( 200 );
		const list = page.locator( '.yith-wcwl-form.wishlist-fragment' );
		await expect( list ).not.toContainText( gin.name );
		await expect( list ).toContainText( vodka.name );
		await page.goto( LIST );
		await expect( table.locator( '[data-row-id]' ) ).toHaveCount( 1 );
		await expect(
			table.locator( `[data-row-id="${ vodka.id }"]` )
		).toHaveCount( 1 );

		// reload_wishlist_and_adding_elem: the form is replaced by the server's, with the product on it.
		sitePhp(
			`update_option( 'tresen_e2e_yith_fbt', ${ gin.id } ); return true;`
		);
		await page.goto( LIST );
		const reloaded = reply( page, 'reload_wishlist_and_adding_elem' );
		await page.locator( '.yith-wfbt-add-wishlist' ).click();
		expect( ( await reloaded ).status() ).toBe( 200 );
		const swapped = page.locator( '#yith-wcwl-form' );
		await expect( swapped ).toHaveCount( 1 );
		await expect( swapped ).toContainText(
			'Produkt zu „Sommer“ hinzugefügt.'
		);
		await expect( swapped ).toContainText( gin.name );
	} );
} );
