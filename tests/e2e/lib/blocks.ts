/**
 * WooCommerce's Cart and Checkout blocks in e2e (real lane only; the
 * WooCommerce double has no blocks). `withBlockCheckout()` in a spec file (or
 * a `test.describe`) gives that file's browser contexts the block cart and
 * checkout: the cookie `tresen_e2e_blocks=1` makes the fixture
 * `tests/e2e/fixtures/block-checkout.php` point WooCommerce's cart and
 * checkout page ids, for those requests only, at pages with WooCommerce's
 * block content. No shop setting changes, so classic-checkout specs running
 * in other workers at the same time keep the classic pages. On the double
 * lane the tests skip with the reason. See docs/block-checkout.md.
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { sitePhp } from './site';

export const REAL = process.env.TRESEN_E2E_WC === 'real';
export const NO_BLOCKS_REASON =
	'WooCommerce’s Cart and Checkout blocks exist only on real WooCommerce (TRESEN_WC=real); the double has none';

/** The block pages' addresses. */
export interface BlockPages {
	cart: string;
	checkout: string;
}

/**
 * Creates the block pages once (any worker may ask first) and returns their addresses.
 */
export function blockPages(): BlockPages {
	return sitePhp< BlockPages >( `
		$ids = tresen_e2e_block_pages();
		if ( ! $ids ) { throw new RuntimeException( 'no blocks in this shop' ); }
		return array( 'cart' => get_permalink( $ids['cart'] ), 'checkout' => get_permalink( $ids['checkout'] ) );
	` );
}

/**
 * Gives a context the block cart and checkout (the fixture's cookie).
 *
 * @param context Browser context.
 */
export async function enableBlocks( context: BrowserContext ): Promise< void > {
	const url = new URL(
		process.env.TRESEN_E2E_URL || 'http://localhost:8888'
	);
	await context.addCookies( [
		{
			name: 'tresen_e2e_blocks',
			value: '1',
			domain: url.hostname,
			path: '/',
		},
	] );
}

/**
 * For the tests of the calling file or describe block: skips them on the
 * double lane, creates the block pages and gives each test's context the
 * block cart and checkout. Returns the pages' addresses (filled in
 * beforeAll).
 */
export function withBlockCheckout(): BlockPages {
	const pages: BlockPages = { cart: '', checkout: '' };
	// eslint-disable-next-line playwright/no-skipped-test -- the WooCommerce double has no blocks.
	test.skip( ! REAL, NO_BLOCKS_REASON );

	test.beforeAll( () => {
		Object.assign( pages, blockPages() );
	} );

	test.beforeEach( async ( { context } ) => {
		await enableBlocks( context );
	} );

	return pages;
}

/**
 * Opens the block checkout and waits until WooCommerce's block has
 * rendered its form (the blocks render in the browser).
 *
 * @param page  Page.
 * @param pages The block pages.
 */
export async function openBlockCheckout(
	page: Page,
	pages: BlockPages
): Promise< void > {
	await page.goto( pages.checkout );
	await expect( page.locator( '.wc-block-checkout__form' ) ).toBeVisible( {
		timeout: 20_000,
	} );
}

/**
 * Opens the block cart and waits for its line items.
 *
 * @param page  Page.
 * @param pages The block pages.
 */
export async function openBlockCart(
	page: Page,
	pages: BlockPages
): Promise< void > {
	await page.goto( pages.cart );
	await expect( page.locator( '.wc-block-cart-items' ) ).toBeVisible( {
		timeout: 20_000,
	} );
}
