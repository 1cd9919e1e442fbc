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

/**
 * Waits until the block checkout has sent what was typed: the focused field
 * is left (as a shopper's press of another control does) and WooCommerce's
 * stores are settled (`wc/store/cart` no customer update, `wc/store/checkout`
 * not calculating), twice in a row.
 *
 * Why: the block sends a field's change when the field loses focus and
 * disables the order button while that update and the new shipping rates
 * run. A press that starts in a field with an unsent change therefore
 * disables the button between mouse-down and mouse-up, and the click is lost
 * (WooCommerce's, woocommerce/woocommerce#42235; seen in the real-lane e2e as
 * "no checkout request, no notice").
 *
 * @param page Page.
 */
export async function settleBlockCheckout( page: Page ): Promise< void > {
	await page
		.locator( ':focus' )
		.evaluateAll( ( focused ) =>
			focused.forEach( ( el ) => ( el as HTMLElement ).blur() )
		);
	const busy = () =>
		page.evaluate( () => {
			const data = (
				window as unknown as {
					wp?: {
						data?: {
							select: (
								store: string
							) => Record<
								string,
								( () => boolean ) | undefined
							>;
						};
					};
				}
			 ).wp?.data;
			if ( ! data ) {
				return true;
			}
			const cart = data.select( 'wc/store/cart' );
			const checkout = data.select( 'wc/store/checkout' );
			return Boolean(
				cart.isCustomerDataUpdating?.() ||
				checkout.isCalculating?.() ||
				! checkout.isIdle?.()
			);
		} );
	let quiet = 0;
	await expect
		.poll(
			async () => {
				quiet = ( await busy() ) ? 0 : quiet + 1;
				return quiet;
			},
			{ timeout: 20_000, intervals: [ 300 ] }
		)
		.toBeGreaterThanOrEqual( 3 );
}

/**
 * Presses "Zahlungspflichtig bestellen" once the block checkout has sent
 * what was typed (`settleBlockCheckout()`).
 *
 * @param page Page.
 */
export async function placeBlockOrder( page: Page ): Promise< void > {
	await settleBlockCheckout( page );
	const button = page.locator(
		'.wc-block-components-checkout-place-order-button'
	);
	await expect( button ).toBeEnabled();
	await button.click();
}
