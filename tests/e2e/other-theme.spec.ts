/**
 * The storefront plugin on another classic theme: Debian's Twenty Twenty-One
 * instead of the Tresen theme (chosen per shopper by a cookie,
 * fixtures/other-theme.php, so the specs running beside this one keep the
 * Tresen theme). Add to cart, WooCommerce's classic mini cart widget filled
 * by the fragments, the cart page, a bank-transfer order through the
 * checkout, the live search on WooCommerce's product search form, the quick
 * view and the cross-site guard all come from the plugin there. Both lanes.
 *
 * `node bin/e2e.mjs --zips` runs this file on a shop installed from the
 * zips in dist/ instead: every plugin unpacked and activated as an owner
 * does, Twenty Twenty-One the site's active theme, no Tresen theme and none
 * of the repo's mu-plugins (the first test checks that install).
 */
import { test, expect, type Page } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import {
	addToCart,
	choosePaymentMethod,
	fillGuestAddress,
	openCheckout,
	placeOrder,
	productIdBySku,
} from './lib/checkout';
import { sitePhp } from './lib/site';

const PLUGIN_BUILD = '/wp-content/plugins/tresen-storefront/build/';

test.beforeEach( async ( { page, baseURL } ) => {
	expect(
		sitePhp< boolean >(
			"return is_readable( WP_CONTENT_DIR . '/themes/twentytwentyone/style.css' );"
		),
		'Debian’s Twenty Twenty-One is in the e2e shop (bin/lib/wordpress.mjs ensureDebianTheme)'
	).toBe( true );
	await page.context().addCookies( [
		{
			name: 'tresen_e2e_theme',
			value: 'twentytwentyone',
			url: baseURL ?? '',
		},
	] );
	await declineCookies( page );
} );

const FROM_ZIPS = Boolean( process.env.TRESEN_E2E_ZIPS );

test( 'the shop under test: plugins installed from their zips with Twenty Twenty-One active (bin/e2e.mjs --zips), or linked from the repo', async () => {
	const site = sitePhp< {
		stylesheet: string;
		tresenTheme: boolean;
		plugins: Record< string, { link: boolean; active: boolean } >;
		muPlugins: string[];
		searchTable: boolean;
		wc: string;
	} >( `
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$plugins = array();
		foreach ( glob( WP_PLUGIN_DIR . '/tresen-*', GLOB_ONLYDIR ) as $dir ) {
			$slug = basename( $dir );
			$plugins[ $slug ] = array( 'link' => is_link( $dir ), 'active' => is_plugin_active( "{$slug}/{$slug}.php" ) );
		}
		$table = $wpdb->prefix . 'tresen_search_index';
		return array(
			'stylesheet'  => get_option( 'stylesheet' ),
			'tresenTheme' => wp_get_theme( 'tresen' )->exists(),
			'plugins'     => $plugins,
			'muPlugins'   => array_map( 'basename', glob( WPMU_PLUGIN_DIR . '/*.php' ) ),
			'searchTable' => $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ),
			'wc'          => WC()->version,
		);
	` );
	expect( site.wc ).toMatch( /^10\.5/ );
	expect( site.plugins[ 'tresen-storefront' ]?.active ).toBe( true );
	expect(
		Object.entries( site.plugins )
			.filter( ( [ , p ] ) => ! p.active )
			.map( ( [ slug ] ) => slug ),
		'every plugin of the suite is active'
	).toEqual( [] );
	// The storefront plugin's search index table, made on its activation.
	expect( site.searchTable ).toBe( true );
	// From the zips: Twenty Twenty-One is the site's theme, no Tresen theme, every
	// plugin unpacked (none linked from the repo), none of the repo's mu-plugins.
	// Otherwise the e2e shop as always: the Tresen theme, plugins linked from the repo.
	expect( site.stylesheet ).toBe( FROM_ZIPS ? 'twentytwentyone' : 'tresen' );
	expect( site.tresenTheme, 'the Tresen theme installed' ).toBe(
		! FROM_ZIPS
	);
	const linked = Object.entries( site.plugins )
		.filter( ( [ , p ] ) => p.link )
		.map( ( [ slug ] ) => slug );
	expect( linked, 'plugins linked from the repo' ).toHaveLength(
		FROM_ZIPS ? 0 : Object.keys( site.plugins ).length
	);
	expect(
		site.muPlugins.some( ( f ) => f.startsWith( 'tresen-shop' ) ),
		'the repo’s mu-plugins'
	).toBe( ! FROM_ZIPS );
} );

/**
 * Opens a page and returns the script URLs it requested.
 *
 * @param page Page.
 * @param path Path.
 */
async function scriptsOn( page: Page, path: string ): Promise< string[] > {
	const urls: string[] = [];
	const onRequest = ( r: {
		resourceType: () => string;
		url: () => string;
	} ) => {
		if ( r.resourceType() === 'script' ) {
			urls.push( r.url() );
		}
	};
	page.on( 'request', onRequest );
	await page.goto( path, { waitUntil: 'load' } );
	page.off( 'request', onRequest );
	return urls;
}

test( 'Twenty Twenty-One: add to cart from the shop list fills WooCommerce’s mini cart widget, and the cart page changes the quantity', async ( {
	page,
} ) => {
	const scripts = await scriptsOn( page, '/shop/' );
	await expect(
		page.locator( 'link#twenty-twenty-one-style-css' )
	).toHaveCount( 1 );
	expect(
		scripts.filter( ( u ) => u.includes( '/themes/tresen/' ) ),
		'nothing of the Tresen theme'
	).toEqual( [] );
	expect(
		scripts.some( ( u ) => u.includes( `${ PLUGIN_BUILD }cart.js` ) ),
		'the plugin’s cart script'
	).toBe( true );
	expect(
		scripts.filter( ( u ) =>
			/frontend\/(add-to-cart|cart-fragments)/.test( u )
		),
		'none of WooCommerce’s jQuery cart scripts'
	).toEqual( [] );

	// The theme's cart widget (the plugin's mini cart under the menu's cart link
	// holds a second copy).
	const widget = page.locator(
		'.widget_shopping_cart .widget_shopping_cart_content'
	);
	await expect( widget.locator( '.woocommerce-mini-cart-item' ) ).toHaveCount(
		0
	);
	const button = page
		.locator( 'a.add_to_cart_button.ajax_add_to_cart[data-product_id]' )
		.first();
	const name = (
		( await button
			.locator( 'xpath=ancestor::li[contains(@class,"product")]' )
			.locator( '.woocommerce-loop-product__title' )
			.textContent() ) ?? ''
	).trim();
	await button.click();
	await expect( button ).toHaveClass( /added/ );
	// The fragment reached the theme's widget without a reload.
	await expect( widget.locator( '.woocommerce-mini-cart-item' ) ).toHaveCount(
		1
	);
	await expect( widget ).toContainText( name );

	await page.goto( '/warenkorb/' );
	const row = page.locator( 'tr.cart_item' );
	await expect( row ).toHaveCount( 1 );
	const total = page.locator( '.cart_totals .order-total' );
	const before = await total.innerText();
	await page
		.locator( 'form.woocommerce-cart-form' )
		.getByRole( 'button', { name: 'Menge erhöhen' } )
		.first()
		.click();
	// Updated in place, and stored: the next visit sees 2.
	await expect( total ).not.toHaveText( before );
	await page.reload();
	await expect( page.locator( 'tr.cart_item input.qty' ) ).toHaveValue( '2' );
} );

/** WooCommerce's jQuery scripts and jQuery itself, by address. */
const JQUERY_SCRIPT = /\/woocommerce\/assets\/js\/|\/wp-includes\/js\/jquery\//;

test( 'Twenty Twenty-One: the cart, the checkout and a product page load none of WooCommerce’s jQuery scripts, nor jQuery', async ( {
	page,
} ) => {
	const id = productIdBySku( 'TR-GIN-001' );
	const product = sitePhp< string >(
		`return (string) get_permalink( ${ id } );`
	);
	const onProduct = await scriptsOn( page, product );
	expect(
		onProduct.some( ( u ) => u.includes( `${ PLUGIN_BUILD }product.js` ) ),
		'the plugin’s product script'
	).toBe( true );
	expect(
		onProduct.filter( ( u ) => JQUERY_SCRIPT.test( u ) ),
		'product page (also no jQuery zoom, slider or PhotoSwipe of WooCommerce’s gallery)'
	).toEqual( [] );
	// The gallery's image opens the plugin's lightbox instead.
	await page
		.locator( '.woocommerce-product-gallery__image a' )
		.first()
		.focus();
	await page.keyboard.press( 'Enter' );
	const lightbox = page.getByRole( 'dialog', { name: 'Produktbilder' } );
	await expect( lightbox ).toBeVisible();
	await expect( lightbox ).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( lightbox ).toBeHidden();
	await addToCart( page, 'TR-GIN-001' );
	expect(
		( await scriptsOn( page, '/warenkorb/' ) ).filter( ( u ) =>
			JQUERY_SCRIPT.test( u )
		),
		'cart page'
	).toEqual( [] );
	const onCheckout = await scriptsOn( page, '/kasse/' );
	expect(
		onCheckout.filter( ( u ) => JQUERY_SCRIPT.test( u ) ),
		'checkout'
	).toEqual( [] );
} );

test( 'Twenty Twenty-One: a bank-transfer order goes through the plugin’s checkout', async ( {
	page,
} ) => {
	await addToCart( page, 'TR-GIN-001' );
	const scripts: string[] = [];
	page.on( 'request', ( r ) => {
		if ( r.resourceType() === 'script' ) {
			scripts.push( r.url() );
		}
	} );
	await openCheckout( page );
	await expect(
		page.locator( 'link#twenty-twenty-one-style-css' )
	).toHaveCount( 1 );
	expect(
		scripts.some( ( u ) => u.includes( `${ PLUGIN_BUILD }checkout.js` ) ),
		'the plugin’s checkout script'
	).toBe( true );
	expect(
		scripts.filter( ( u ) => /frontend\/checkout(\.min)?\.js/.test( u ) ),
		'not WooCommerce’s jQuery checkout'
	).toEqual( [] );
	await fillGuestAddress( page, 'tt1' );
	await choosePaymentMethod( page, 'Vorkasse per Banküberweisung' );
	await placeOrder( page );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		timeout: 20_000,
	} );
	const match = /(?:order-received|bestellung-erhalten)\/(\d+)/.exec(
		page.url()
	);
	const id = Number( match?.[ 1 ] ?? 0 );
	expect( id ).toBeGreaterThan( 0 );
	expect(
		sitePhp< string[] >(
			`$o = wc_get_order( ${ id } ); return array( $o->get_payment_method(), $o->get_status() );`
		)
	).toEqual( [ 'bacs', 'on-hold' ] );
} );

test( 'Twenty Twenty-One: the live search suggests products in WooCommerce’s product search form', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const input = page.locator(
		'form.woocommerce-product-search input.search-field'
	);
	await input.click();
	await input.pressSequentially( 'gin', { delay: 40 } );
	const listbox = page.getByRole( 'listbox' );
	await expect( listbox ).toBeVisible( { timeout: 15_000 } );
	await expect( listbox.getByRole( 'option' ).first() ).toContainText(
		/Gin/
	);
	await expect( input ).toHaveAttribute( 'role', 'combobox' );
} );

test( 'Twenty Twenty-One: the quick view opens from the shop list and closes with Escape', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const card = page.locator( 'li.product' ).first();
	const name = (
		( await card
			.locator( '.woocommerce-loop-product__title' )
			.textContent() ) ?? ''
	).trim();
	const link = card.getByRole( 'link', {
		name: `Schnellansicht: ${ name }`,
	} );
	await link.click();
	const dialog = page.getByRole( 'dialog', { name } );
	await expect( dialog ).toBeVisible();
	await expect( dialog.locator( 'form.cart' ) ).toHaveCount( 1 );
	await page.keyboard.press( 'Escape' );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await expect( link ).toBeFocused();
} );

test( 'Twenty Twenty-One: a cross-site POST to ?wc-ajax=add_to_cart is refused', async ( {
	page,
} ) => {
	const id = productIdBySku( 'TR-GIN-001' );
	const refused = await page.request.post( '/?wc-ajax=add_to_cart', {
		headers: { Origin: 'https://evil.example' },
		form: { product_id: String( id ), quantity: '5' },
	} );
	expect( refused.status() ).toBe( 403 );
	expect( ( await refused.json() ).data.message ).toContain(
		'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.'
	);
	// The shop's own request still adds.
	const own = await page.request.post( '/?wc-ajax=add_to_cart', {
		form: { product_id: String( id ), quantity: '1' },
	} );
	expect( own.status() ).toBe( 200 );
	await page.goto( '/warenkorb/' );
	await expect( page.locator( 'tr.cart_item' ) ).toHaveCount( 1 );
	await expect( page.locator( 'tr.cart_item input.qty' ) ).toHaveValue( '1' );
} );

test( 'Twenty Twenty-One: cross-site POSTs to the Stripe and PayPal endpoints and to the checkout are refused, and change nothing', async ( {
	page,
	baseURL,
} ) => {
	const id = productIdBySku( 'TR-GIN-001' );
	const orders = () =>
		sitePhp< number >(
			"return count( wc_get_orders( array( 'limit' => -1, 'return' => 'ids', 'status' => array_keys( wc_get_order_statuses() ) ) ) );"
		);
	const before = orders();
	const evil = { Origin: 'https://evil.example' };
	const endpoints: Array< [ string, Record< string, string > ] > = [
		// Stripe: express payment (add to cart, order), card setup, Klarna's token.
		[
			'wc_stripe_add_to_cart',
			{ product_id: String( id ), qty: '3', security: 'x' },
		],
		[ 'wc_stripe_create_order', { payment_method: 'stripe' } ],
		[ 'wc_stripe_get_cart_details', {} ],
		[ 'wc_stripe_create_setup_intent', { stripe_source_id: 'pm_x' } ],
		[ 'kp_wc_set_interoperability_token', { token: 'x' } ],
		// PayPal: the product button's cart and the start of a PayPal order.
		[
			'tresen_paypal_generate_cart',
			{ 'add-to-cart': String( id ), quantity: '3', nonce: 'x' },
		],
		[ 'tresen_paypal_start_checkout', { from_checkout: 'no', nonce: 'x' } ],
	];
	for ( const [ action, form ] of endpoints ) {
		const reply = await page.request.post( `/?wc-ajax=${ action }`, {
			headers: evil,
			form,
		} );
		expect( reply.status(), action ).toBe( 403 );
		expect( await reply.text(), action ).toContain(
			'von einer anderen Website'
		);
	}
	// A Stripe or PayPal checkout posted from another site makes no order.
	for ( const method of [ 'stripe', 'ppcp-gateway' ] ) {
		const reply = await page.request.post( '/?wc-ajax=checkout', {
			headers: { 'Sec-Fetch-Site': 'cross-site' },
			form: {
				payment_method: method,
				billing_first_name: 'Eve',
				billing_last_name: 'Evil',
				billing_email: 'eve@evil.example',
				billing_country: 'DE',
				billing_address_1: 'Weg 1',
				billing_postcode: '10115',
				billing_city: 'Berlin',
				terms: 'on',
			},
		} );
		expect( await reply.text(), method ).toContain(
			'von einer anderen Website'
		);
	}
	expect( orders(), 'no order was made' ).toBe( before );
	await page.goto( '/warenkorb/' );
	await expect( page.locator( 'tr.cart_item' ) ).toHaveCount( 0 );

	// The shop's own page reaches the endpoints (refused for other reasons, if at all).
	const own = await page.request.post(
		'/?wc-ajax=tresen_paypal_start_checkout',
		{
			headers: { Origin: new URL( baseURL ?? '' ).origin },
			form: { from_checkout: 'no', nonce: 'x' },
		}
	);
	expect( own.status() ).not.toBe( 403 );
	expect( await own.text() ).not.toContain( 'von einer anderen Website' );
} );

test( 'Twenty Twenty-One: the cart link in the theme’s main menu shows the count and opens the storefront’s mini cart; a phone gets it as a drawer', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const menu = page.locator( '#site-navigation' );
	const link = menu.locator( 'li.tresen-menu-cart a.header-cart-link' );
	await expect( link, 'one cart link, in the main menu' ).toHaveCount( 1 );
	await expect( page.locator( 'a.header-cart-link' ) ).toHaveCount( 1 );
	await expect( link ).toHaveAttribute( 'href', /\/warenkorb\/$/ );
	await expect( link ).toHaveText( /Warenkorb\s*0/ );

	const button = page
		.locator( 'a.add_to_cart_button.ajax_add_to_cart[data-product_id]' )
		.first();
	const name = (
		( await button
			.locator( 'xpath=ancestor::li[contains(@class,"product")]' )
			.locator( '.woocommerce-loop-product__title' )
			.textContent() ) ?? ''
	).trim();
	await button.click();
	// The count came with the fragments, and the mini cart opened under the link.
	await expect( link.locator( '[data-cart-count]' ) ).toHaveText( '1' );
	const miniCart = page.getByRole( 'dialog', { name: 'Warenkorb' } );
	await expect( miniCart ).toBeVisible();
	await expect( miniCart ).toContainText( name );
	const linkBox = await link.boundingBox();
	const cartBox = await miniCart.boundingBox();
	expect(
		( cartBox?.y ?? 0 ) >=
			( linkBox?.y ?? 0 ) + ( linkBox?.height ?? 0 ) - 1 &&
			( cartBox?.y ?? 9999 ) < ( linkBox?.y ?? 0 ) + 200,
		'the dropdown sits right under the menu’s cart link'
	).toBe( true );
	await page.keyboard.press( 'Escape' );
	await expect( miniCart ).toBeHidden();

	// Next page (cached HTML prints 0; the fragments say 1): the link opens it.
	await page.goto( '/' );
	await expect( link.locator( '[data-cart-count]' ) ).toHaveText( '1' );
	await link.click();
	await expect( miniCart ).toBeVisible();
	await expect(
		miniCart.locator( '.woocommerce-mini-cart-item' )
	).toHaveCount( 1 );
	await expect( miniCart ).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( miniCart ).toBeHidden();
	await expect( link ).toBeFocused();

	// A phone: the theme's menu button reveals the link, the mini cart is a modal drawer.
	await page.setViewportSize( { width: 390, height: 800 } );
	await page.goto( '/' );
	await page.locator( '#primary-mobile-menu' ).click();
	await link.click();
	await expect( miniCart ).toBeVisible();
	await expect( page.locator( '.tresen-mini-cart.is-drawer' ) ).toHaveCount(
		1
	);
	await expect( miniCart ).toContainText( name );
	await page.keyboard.press( 'Escape' );
	await expect( miniCart ).toBeHidden();
} );
