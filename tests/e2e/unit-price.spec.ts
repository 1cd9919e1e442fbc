/**
 * Unit price refresh (tresen-unit-price) on the seeded shop: a variation
 * shows its own unit price, a burst of quantity changes sends exactly one
 * request 500 ms after the last one, a failing server gives the previous
 * unit price back and ends the loading state, and the endpoint refuses bad
 * input and other sites in German without a PHP warning.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { declineCookies, scriptsOf } from './lib/shopper';
import { sitePhp } from './lib/site';

const REFRESH = /[?&]wc-ajax=gzd_refresh_unit_price/;
const SCRIPT = /\/tresen-unit-price\/build\/unit-price\.js/;

/**
 * Permalink and ids of a seeded product by SKU (variations by their SKUs).
 *
 * @param sku Product SKU.
 */
function seeded( sku: string ): {
	url: string;
	id: number;
	variations: Record< string, number >;
} {
	return sitePhp( `
		$product = wc_get_product( wc_get_product_id_by_sku( ${ JSON.stringify( sku ) } ) );
		$variations = array();
		foreach ( $product->get_children() as $child ) {
			$variations[ wc_get_product( $child )->get_sku() ] = $child;
		}
		return array( 'url' => get_permalink( $product->get_id() ), 'id' => $product->get_id(), 'variations' => (object) $variations );
	` );
}

/**
 * Records the refresh requests a page sends, with the time each one left.
 * @param page
 */
function recordRefreshes( page: Page ) {
	const sent: Array< { at: number; body: URLSearchParams } > = [];
	page.on( 'request', ( request: Request ) => {
		if ( REFRESH.test( request.url() ) ) {
			sent.push( {
				at: Date.now(),
				body: new URLSearchParams( request.postData() ?? '' ),
			} );
		}
	} );
	return sent;
}

/** PHP warnings, notices and fatal errors the shop logged so far. */
function phpProblems(): string[] {
	return sitePhp< string[] >( `
		$file = WP_CONTENT_DIR . '/debug.log';
		if ( ! is_readable( $file ) ) { return array(); }
		$lines = preg_split( '/\\R/', (string) file_get_contents( $file ) );
		return array_values( array_filter( $lines, static fn( $l ) => preg_match( '/PHP (Fatal error|Warning|Notice|Parse error)|Uncaught/', $l ) ) );
	` );
}

test.beforeEach( async ( { page } ) => declineCookies( page ) );

test( 'a variation shows its unit price; a burst of quantity changes sends one request 500 ms after the last', async ( {
	page,
} ) => {
	const gin = seeded( 'TR-GIN-002' );
	const big = gin.variations[ 'TR-GIN-002-070' ];
	const sent = recordRefreshes( page );
	await page.goto( gin.url );
	const form = page.locator( 'form.variations_form' );
	await form
		.locator( '.variations select' )
		.first()
		.selectOption( { label: '0,7 l' } );
	const unit = form.locator( '.woocommerce-variation-price .price-unit' );
	// 34,90 € for 0,7 l.
	await expect( unit ).toHaveText( /^49,86\s€ \/ 1 l$/ );
	await expect( unit ).toBeVisible();
	// The variation's own unit price came with it: nothing to ask the server.
	// eslint-disable-next-line playwright/no-wait-for-timeout -- the absence of a request over time is the behaviour under test.
	await page.waitForTimeout( 800 );
	expect( sent ).toHaveLength( 0 );

	const qty = form.locator( 'input.qty' );
	// A shopper's burst, typed in the page itself so a busy machine cannot stretch
	// it: four changes 120 ms apart; the page's clock at the last one is returned.
	const last = await qty.evaluate( async ( input: HTMLInputElement ) => {
		let at = 0;
		for ( const value of [ '2', '3', '4', '5' ] ) {
			input.value = value;
			input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
			input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
			at = Date.now();
			await new Promise( ( resolve ) => setTimeout( resolve, 120 ) );
		}
		return at;
	} );
	await expect( unit ).toHaveClass( /is-loading/ );
	await expect.poll( () => sent.length ).toBe( 1 );
	expect( sent[ 0 ].at - last ).toBeGreaterThanOrEqual( 450 );
	const body = sent[ 0 ].body;
	expect( body.get( 'products[0][product_id]' ) ).toBe( String( big ) );
	expect( body.get( 'products[0][price]' ) ).toBe( '34.9' );
	expect( body.get( 'products[0][quantity]' ) ).toBe( '5' );
	expect( body.get( 'products[0][key]' ) ).toBe( String( big ) );
	expect( body.get( 'security' ) ).not.toBe( '' );
	await expect( unit ).not.toHaveClass( /is-loading/ );
	await expect( unit ).not.toHaveAttribute( 'aria-busy', 'true' );
	await expect( unit ).toHaveText( /^49,86\s€ \/ 1 l$/ );
	// eslint-disable-next-line playwright/no-wait-for-timeout -- no second request may follow the burst.
	await page.waitForTimeout( 700 );
	expect( sent ).toHaveLength( 1 );

	// The other size: its own unit price.
	await form
		.locator( '.variations select' )
		.first()
		.selectOption( { label: '0,35 l' } );
	await expect( unit ).toHaveText( /^56,86\s€ \/ 1 l$/ );
} );

test( 'a failing server gives the previous unit price back and ends the loading state', async ( {
	page,
} ) => {
	const gin = seeded( 'TR-GIN-001' );
	let release!: () => void;
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	let failed = 0;
	await page.route( REFRESH, async ( route ) => {
		await held;
		failed++;
		await route.fulfill( {
			status: 500,
			contentType: 'text/html',
			body: '<p>Fehler</p>',
		} );
	} );
	await page.goto( gin.url );
	const unit = page.locator( '.summary .price-unit' );
	const before = ( await unit.textContent() ) ?? '';
	expect( before ).toMatch( /74,00\s€ \/ 1 l/ );

	await page.locator( 'form.cart input.qty' ).fill( '3' );
	await expect( unit ).toHaveClass( /is-loading/ );
	await expect( unit ).toHaveAttribute( 'aria-busy', 'true' );
	release();
	await expect.poll( () => failed ).toBe( 1 );
	await expect( unit ).not.toHaveClass( /is-loading/ );
	await expect( unit ).not.toHaveAttribute( 'aria-busy', 'true' );
	await expect( unit ).toHaveText( before );
	await expect( unit ).toBeVisible();
} );

test( 'the script loads where product prices are shown for buying: product pages, and lists with their first quick view; not the cart', async ( {
	page,
} ) => {
	const gin = seeded( 'TR-GIN-001' );
	expect(
		( await scriptsOf( page, gin.url ) ).some( ( u ) => SCRIPT.test( u ) )
	).toBe( true );
	// The shop list's quick view brings product forms whose unit price must follow:
	// the script comes with the first quick view, not with the list.
	expect(
		( await scriptsOf( page, '/shop/' ) ).some( ( u ) => SCRIPT.test( u ) )
	).toBe( false );
	const loaded = page.waitForRequest( ( r ) => SCRIPT.test( r.url() ) );
	await page.locator( 'a.tresen-quick-view-button' ).first().click();
	await loaded;
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	expect(
		await page.evaluate(
			() =>
				typeof (
					window as unknown as {
						tresenUnitPrice?: { ajaxUrl?: unknown };
					}
				 ).tresenUnitPrice?.ajaxUrl
		)
	).toBe( 'string' );
	expect(
		( await scriptsOf( page, '/warenkorb/' ) ).some( ( u ) =>
			SCRIPT.test( u )
		)
	).toBe( false );
	expect(
		( await scriptsOf( page, '/kontakt/' ) ).some( ( u ) =>
			SCRIPT.test( u )
		)
	).toBe( false );
} );

test( 'the endpoint answers the shop, and refuses bad input and other sites in German', async ( {
	page,
} ) => {
	const gin = seeded( 'TR-GIN-001' );
	await page.goto( gin.url );
	const nonce = await page.evaluate(
		() =>
			( window as unknown as { tresenUnitPrice: { nonce: string } } )
				.tresenUnitPrice.nonce
	);
	const before = phpProblems().length;
	const post = ( data: string, headers: Record< string, string > = {} ) =>
		page.request.post( '/?wc-ajax=gzd_refresh_unit_price', {
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				...headers,
			},
			data,
		} );
	const item = `products[0][product_id]=${ gin.id }&products[0][price]=22&products[0][price_sale]=&products[0][quantity]=1&products[0][key]=${ gin.id }`;

	const ok = await post( `security=${ nonce }&queue_id=1&${ item }` );
	expect( ok.status() ).toBe( 200 );
	const json = await ok.json();
	expect( json.products[ gin.id ].product_id ).toBe( gin.id );
	expect( json.products[ gin.id ].unit_price_html ).toMatch( /62,86/ );

	const cases: Array< [ string, Record< string, string >, number ] > = [
		[ `security=${ nonce }&products=alle`, {}, 400 ],
		[
			`security=${ nonce }&products[0][product_id][]=1&products[0][price]=1&products[0][key]=a`,
			{},
			400,
		],
		[
			`security=${ nonce }&products[0][product_id]=${ gin.id }&products[0][price]=1e308&products[0][key]=a`,
			{},
			400,
		],
		[
			`security=${ nonce }&products[0][product_id]=${ gin.id }&products[0][price]=1&products[0][key]=%3Cscript%3E`,
			{},
			400,
		],
		[
			`security=${ nonce }&${ Array.from( { length: 21 }, ( _, i ) => `products[${ i }][product_id]=${ gin.id }&products[${ i }][price]=1&products[${ i }][key]=k${ i }` ).join( '&' ) }`,
			{},
			400,
		],
		[ `security=falsch&${ item }`, {}, 403 ],
		[
			`security=${ nonce }&${ item }`,
			{ 'Sec-Fetch-Site': 'cross-site' },
			403,
		],
		[
			`security=${ nonce }&${ item }`,
			{ Origin: 'https://evil.example' },
			403,
		],
	];
	for ( const [ data, headers, status ] of cases ) {
		const res = await post( data, headers );
		expect( res.status(), data.slice( 0, 80 ) ).toBe( status );
		const text = await res.text();
		expect( text ).not.toContain( '<script>' );
		const message = JSON.parse( text ).data.message as string;
		expect( message ).toMatch( /Anfrage|Sitzung|Preis|Produkte/ );
		expect( message ).not.toMatch( /\b(the|request|please)\b/i );
	}
	expect( phpProblems().slice( before ) ).toEqual( [] );
} );
