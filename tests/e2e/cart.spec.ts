/**
 * Storefront cart against the local shop: add from the list, the mini cart
 * (dropdown and drawer), quantity, removal, a second tab, a failing server,
 * a variable product, and the keyboard alone.
 */
import { test, expect, type Page } from '@playwright/test';
import { declineCookies } from './lib/shopper';

const count = ( page: Page ) =>
	page.locator( 'a.header-cart-link [data-cart-count]' );
const miniCart = ( page: Page ) => page.locator( '.header-mini-cart' );

// A shopper answers the cookie banner on the first visit, before shopping;
// until then it covers part of the page (tests/e2e/cookie-consent.spec.ts
// covers the banner itself).
test.beforeEach( async ( { page } ) => declineCookies( page ) );

async function addFirstSimpleFromShop( page: Page ) {
	await page.goto( '/shop/' );
	const button = page
		.locator( 'a.add_to_cart_button.ajax_add_to_cart[data-product_id]' )
		.first();
	await button.click();
	await expect( button ).toHaveClass( /added/ );
	return button;
}

test( 'add from the shop list: view-cart link, count and the mini cart', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	const button = await addFirstSimpleFromShop( page );
	await expect(
		button.locator(
			'xpath=following-sibling::a[contains(@class,"added_to_cart")]'
		)
	).toHaveText( 'Warenkorb anzeigen' );
	await expect( count( page ) ).toHaveText( '1' );
	await expect( miniCart( page ) ).toBeVisible();
	await expect(
		miniCart( page ).locator( '.woocommerce-mini-cart-item' )
	).toHaveCount( 1 );
	// Dropdown closes by itself after 5 s.
	await page.mouse.move( 5, 5 );
	await expect( miniCart( page ) ).toBeHidden( { timeout: 8000 } );

	// The count survives a reload (from sessionStorage, no request needed).
	await page.reload();
	await expect( count( page ) ).toHaveText( '1' );
	// On the next page the mini cart shows the item when it is opened.
	await page.goto( '/' );
	await page.locator( 'a.header-cart-link' ).focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		miniCart( page ).locator( '.woocommerce-mini-cart-item' )
	).toHaveCount( 1 );
} );

test( 'quantity and removal in the mini cart; a second tab sees the new count', async ( {
	page,
	context,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await addFirstSimpleFromShop( page );
	const other = await context.newPage();
	await other.goto( '/' );
	await expect( count( other ) ).toHaveText( '1' );

	await miniCart( page )
		.getByRole( 'button', { name: 'Menge erhöhen' } )
		.click();
	await expect( count( page ) ).toHaveText( '2' );
	await expect( miniCart( page ).locator( 'input.qty' ) ).toHaveValue( '2' );
	await expect( count( other ) ).toHaveText( '2' );

	const removed = page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				document.addEventListener(
					'tresen:removed-from-cart',
					( e ) => resolve( ( e as CustomEvent ).detail ),
					{ once: true }
				)
			)
	);
	await miniCart( page ).locator( '.remove_from_cart_button' ).click();
	await expect(
		miniCart( page ).locator( '.woocommerce-mini-cart__empty-message' )
	).toBeVisible();
	expect( await removed ).toMatchObject( { quantity: 2 } );
	await expect( count( page ) ).toHaveText( '0' );
	await expect( count( other ) ).toHaveText( '0' );
} );

test( "the mini cart shows the server's German words when the quantity is refused", async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await addFirstSimpleFromShop( page );
	// The quantity endpoint refuses as it does for stock: 400 with its message.
	await page.route(
		/wc-ajax=flatsome_ajax_cart_item_alter_quantity/,
		( route ) =>
			route.fulfill( {
				status: 400,
				contentType: 'application/json',
				body: JSON.stringify( {
					success: false,
					data: {
						code: 'invalid_quantity',
						message: 'Nur noch 3 vorrätig',
					},
				} ),
			} )
	);
	await miniCart( page )
		.getByRole( 'button', { name: 'Menge erhöhen' } )
		.click();
	const notice = page.locator( '.woocommerce-error' );
	await expect( notice ).toContainText( 'Nur noch 3 vorrätig' );
	await expect( notice ).not.toContainText( 'Verbindung' );
	await expect( miniCart( page ).locator( 'input.qty' ) ).toHaveValue( '1' );
	await expect( count( page ) ).toHaveText( '1' );
} );

test( 'a failing server gives a German notice and loses nothing', async ( {
	page,
} ) => {
	await addFirstSimpleFromShop( page );
	await page.route( /wc-ajax=add_to_cart/, ( route ) =>
		route.fulfill( { status: 500, body: 'Internal Server Error' } )
	);
	const second = page
		.locator( 'a.add_to_cart_button.ajax_add_to_cart[data-product_id]' )
		.nth( 1 );
	await second.click();
	const notice = page.locator( '.woocommerce-error' );
	await expect( notice ).toContainText(
		'konnte nicht in den Warenkorb gelegt werden'
	);
	await expect( notice ).toBeFocused();
	await expect( second ).not.toHaveClass( /loading/ );
	await expect( count( page ) ).toHaveText( '1' );
	await page.unroute( /wc-ajax=add_to_cart/ );
	await page.goto( '/warenkorb/' );
	await expect(
		page.locator( 'form.woocommerce-cart-form .cart_item' )
	).toHaveCount( 1 );
} );

test( 'a variable product is added from its page with the chosen variation', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	await page
		.locator(
			'li.product-type-variable a.woocommerce-loop-product__link, li.product-type-variable a'
		)
		.first()
		.click();
	const form = page.locator( 'form.variations_form' );
	await expect( form ).toBeVisible();
	// WooCommerce 10.5 renders the button disabled; the theme's variation form takes over.
	await expect( form.locator( '.single_add_to_cart_button' ) ).toBeEnabled();
	const select = form.locator( '.variations select' ).first();
	const option = select
		.locator( 'option:not([value=""]):not([disabled])' )
		.first();
	const value = await option.getAttribute( 'value' );
	// The shopper sees the option's label ("0,35 l"), not its value (a slug).
	const label = ( ( await option.textContent() ) ?? '' ).trim();
	expect( label ).not.toBe( '' );
	await select.selectOption( value ?? '' );
	await expect(
		form
			.locator(
				'.single_variation .price, .single_variation .woocommerce-Price-amount'
			)
			.first()
	).toBeVisible();
	await expect(
		form.locator( 'input[name="variation_id"]' )
	).not.toHaveValue( /^0?$/ );
	await form.locator( '.single_add_to_cart_button' ).click();
	await expect( count( page ) ).toHaveText( '1' );
	await expect( page ).toHaveURL( /produkt|product/ ); // no page reload to the cart
	await expect(
		miniCart( page ).locator( '.woocommerce-mini-cart-item' )
	).toContainText( label );
} );

test( 'small screens get a drawer that traps focus and closes with Escape', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 800 } );
	await addFirstSimpleFromShop( page );
	const drawer = page.locator( '.header-mini-cart.is-drawer' );
	await expect( drawer ).toBeVisible();
	await expect(
		page.getByRole( 'dialog', { name: 'Warenkorb' } )
	).toHaveAttribute( 'aria-modal', 'true' );
	await expect(
		page.getByRole( 'button', { name: 'Warenkorb schließen' } )
	).toBeFocused();
	for ( let i = 0; i < 12; i++ ) {
		await page.keyboard.press( 'Tab' );
		await expect(
			page.locator( '.header-mini-cart :focus, .header-mini-cart:focus' )
		).toHaveCount( 1 );
	}
	await page.keyboard.press( 'Escape' );
	await expect( drawer ).toBeHidden();
	await expect(
		page.locator( 'a.add_to_cart_button.added' ).first()
	).toBeFocused();
} );

test( 'everything works by keyboard alone', async ( { page } ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/shop/' );
	await page
		.locator( 'a.add_to_cart_button.ajax_add_to_cart[data-product_id]' )
		.first()
		.focus();
	await page.keyboard.press( 'Enter' );
	await expect( count( page ) ).toHaveText( '1' );
	// Open the mini cart from the header link and change the quantity.
	await page.locator( 'a.header-cart-link' ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( miniCart( page ) ).toBeVisible();
	await expect( page.locator( 'a.header-cart-link' ) ).toHaveAttribute(
		'aria-expanded',
		'true'
	);
	const plus = miniCart( page ).getByRole( 'button', {
		name: 'Menge erhöhen',
	} );
	await plus.focus();
	await page.keyboard.press( 'Enter' );
	await expect( count( page ) ).toHaveText( '2' );
	await expect(
		miniCart( page ).getByRole( 'button', { name: 'Menge erhöhen' } )
	).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( miniCart( page ) ).toBeHidden();
	await expect( page.locator( 'a.header-cart-link' ) ).toBeFocused();
} );

test( 'the cart page updates quantities and removes items without a reload', async ( {
	page,
} ) => {
	await addFirstSimpleFromShop( page );
	await page.goto( '/warenkorb/' );
	const marker = await page.evaluate(
		() => ( ( window as unknown as { __m: number } ).__m = 1 )
	);
	const total = page.locator( '.cart_totals .order-total' );
	const before = await total.innerText();
	await page
		.locator( 'form.woocommerce-cart-form' )
		.getByRole( 'button', { name: 'Menge erhöhen' } )
		.first()
		.click();
	await expect( total ).not.toHaveText( before );
	await expect( count( page ) ).toHaveText( '2' );
	await page.locator( 'form.woocommerce-cart-form a.remove' ).first().click();
	await expect(
		page.locator( '.cart-empty, .wc-empty-cart-message' ).first()
	).toBeVisible();
	expect(
		await page.evaluate(
			() => ( window as unknown as { __m?: number } ).__m
		)
	).toBe( marker );
} );
