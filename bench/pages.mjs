#!/usr/bin/env node
/**
 * Page weight and server time of the main storefront pages, against the
 * running shop (`npm start` first).
 *
 *   node bench/pages.mjs [--url=http://localhost:8888] [--n=20] [--browser]
 *                        [--block-checkout=<address of a page with the Checkout block>]
 *
 * Prints, and saves to bench/results/pages.json: JS and CSS bytes (raw and
 * gzip) loaded by home, shop, product, cart, checkout and the wishlist page, split into
 * first-party (Tresen), WooCommerce, WordPress core, inline and other; and
 * p50/p95 server time per page. Cart and checkout are measured with one
 * product in the cart. Goal (issue 25): first-party JS at load (gzip) <= 15 KB
 * (15,360 bytes) on home, shop, product, cart and checkout for a new visitor
 * (docs/header.md, "Page budget"); on real WooCommerce also
 * the block checkout (a published page holding the Checkout block, row
 * blockCheckout), WooCommerce's JS and the suite's apart, the suite's
 * <= 25 KB. Counted: the script
 * files the HTML loads (an inert `type="text/plain"` one, waiting for
 * consent, is not fetched and not counted); code a bundle imports later
 * (on intent) is not part of the load. Also printed: the first-party
 * scripts of each page. With --browser it also loads each page in Chromium
 * (no interaction, until the network is quiet) and counts every first-party
 * script that arrived, lazy chunks a bundle imported at load included,
 * twice: as a new visitor and as a returning guest whose wishlist holds a
 * product (the session and `tresen_wishlist_count` cookies of a real
 * `add_to_wishlist`, so everything a returning visitor loads after `load`
 * is counted: the header's count code, the wishlist's "on a list" script),
 * and a third time as that returning guest after declining the optional
 * cookies (the consent cookies `tresenConsent.decide( 'reject' )` writes:
 * the banner's script stays away). With BENCH_STRIPE / BENCH_PAYPAL the
 * browser has the stand-ins' cookies too, and the block checkout row is the
 * checkout page there as well.
 *
 * BENCH_STRIPE=1 measures with the Stripe card gateway switched on (test
 * mode, the loopback stand-in's test keys; tests/stripe/standin.mjs runs
 * meanwhile, and the option the e2e fixture reads points the shop at it),
 * as a shopper sees the pages before choosing a Stripe method, and with
 * Stripe's express button at the top of the Checkout block (the setting
 * "Kasse", `express_checkout`; it adds nothing to the classic pages). It needs the
 * site's folder to run PHP there: BENCH_SITE=<dir>, else the .sites folder
 * whose name ends in the URL's port. The Stripe options are put back
 * afterwards; requests off this machine (js.stripe.com) are refused and
 * listed, not counted.
 *
 * BENCH_PAYPAL=1 does the same for PayPal (sandbox, the loopback PayPal
 * stand-in of tests/paypal/standin.mjs). The block checkout row is measured
 * as the shop's checkout: for that row WooCommerce's checkout page id points
 * at the block page (put back afterwards), so everything WooCommerce and the
 * suite load on their checkout page (is_checkout()) is counted. Real-lane
 * figures for docs/block-checkout.md: BENCH_STRIPE=1 BENCH_PAYPAL=1.
 */
import {
	gz,
	launchChromium,
	sizeOf,
	party,
	cartCookie,
	pageBytes,
	parseArgs,
	productUrl,
	requireShop,
	save,
	shopUrl,
	timeRequests,
} from './lib.mjs';

/** The suite's additions on the block checkout (JS + CSS, gzip): docs/block-checkout.md. */
const BLOCK_BUDGET = 25 * 1024;

const args = parseArgs();
const base = shopUrl( args );
const n = Number( args.n || 20 );

await requireShop( base );

const stripe = process.env.BENCH_STRIPE === '1' ? await stripeOn( base ) : null;
const paypal = process.env.BENCH_PAYPAL === '1' ? await paypalOn( base ) : null;

// Find a product page from the shop list.
const productPage = await productUrl( base );

const pages = {
	home: `${ base }/`,
	shop: `${ base }/shop/`,
	product: productPage,
	cart: `${ base }/warenkorb/`,
	checkout: `${ base }/kasse/`,
	wishlist: `${ base }/wunschliste/`,
};

// WooCommerce's Checkout block (real WooCommerce only): a published page that holds it.
const blockCheckout =
	args[ 'block-checkout' ] || ( await blockCheckoutUrl( base ) );
if ( blockCheckout ) {
	pages.blockCheckout = blockCheckout;
}

// Cart and checkout as a shopper with an item sees them (an empty cart's checkout redirects).
const cookie = await cartCookie( base );
if ( ! cookie ) {
	console.log(
		'no product to put in the cart: cart and checkout are measured empty'
	);
}
const withCart = new Set( [ 'cart', 'checkout', 'blockCheckout' ] );

const kb = ( b ) => ( b / 1024 ).toFixed( 1 ).padStart( 7 );
const report = {};
console.log( `Tresen page weight and server time (${ base }, n=${ n })\n` );
console.log(
	'page       status  JS 1st-party gz  JS WC gz  JS core gz  JS inline gz  CSS 1st gz  CSS other gz   p50 ms   p95 ms'
);
for ( const [ name, url ] of Object.entries( pages ) ) {
	if ( ! url ) {
		console.log( `${ name.padEnd( 10 ) } (not found)` );
		continue;
	}
	// On a shop with the e2e fixtures the stand-in gateways show only to
	// requests with their cookies (harmless elsewhere).
	const jar = [
		withCart.has( name ) ? cookie : '',
		stripe ? 'tresen_e2e_stripe=1' : '',
		paypal ? 'tresen_e2e_paypal=1' : '',
	]
		.filter( Boolean )
		.join( '; ' );
	const asCheckout =
		name === 'blockCheckout' ? await checkoutPageIs( base, url ) : null;
	const bytes = await pageBytes( url, jar );
	const time = await timeRequests( url, n, jar );
	if ( asCheckout ) {
		asCheckout.restore();
	}
	const t = ( k ) => bytes.totals[ k ] || { raw: 0, gzip: 0, files: 0 };
	const cssOther = [
		'css:woocommerce',
		'css:wordpress-core',
		'css:other',
		'css:inline',
	].reduce( ( s, k ) => s + t( k ).gzip, 0 );
	report[ name ] = {
		url,
		status: bytes.status,
		totals: bytes.totals,
		files: bytes.files,
		serverMs: time,
	};
	console.log(
		`${ name.padEnd( 10 ) } ${ String( bytes.status ).padEnd( 6 ) } ${ kb( t( 'js:first-party' ).gzip ) } KB ${ kb( t( 'js:woocommerce' ).gzip ) } KB ${ kb( t( 'js:wordpress-core' ).gzip ) } KB   ${ kb( t( 'js:inline' ).gzip ) } KB ${ kb( t( 'css:first-party' ).gzip ) } KB   ${ kb( cssOther ) } KB ${ String( time.p50 ).padStart( 8 ) } ${ String( time.p95 ).padStart( 8 ) }`
	);
}
if ( report.blockCheckout ) {
	// The suite's budget on the block checkout: its JS at load (as the other pages' goals),
	// apart from WooCommerce's; its CSS printed beside.
	const t = ( k ) =>
		report.blockCheckout.totals[ k ] || { raw: 0, gzip: 0, files: 0 };
	const suite = t( 'js:first-party' ).gzip;
	report.blockCheckout.budget = {
		woocommerceJsGzip: t( 'js:woocommerce' ).gzip,
		woocommerceJsFiles: t( 'js:woocommerce' ).files,
		suiteJsGzip: t( 'js:first-party' ).gzip,
		suiteCssGzip: t( 'css:first-party' ).gzip,
		limitGzip: BLOCK_BUDGET,
		ok: suite <= BLOCK_BUDGET,
	};
	console.log(
		`\nblock checkout (${ report.blockCheckout.url }): WooCommerce JS ${ kb(
			t( 'js:woocommerce' ).gzip
		).trim() } KB gzip in ${ t( 'js:woocommerce' ).files } files; the suite's JS ${ kb(
			suite
		).trim() } KB gzip (its CSS ${ kb(
			t( 'css:first-party' ).gzip
		).trim() } KB), budget ${ BLOCK_BUDGET / 1024 } KB: ${
			suite <= BLOCK_BUDGET ? 'ok' : 'OVER'
		}`
	);
} else {
	console.log(
		'\nblock checkout: no published page holds the Checkout block (real WooCommerce only): not measured'
	);
}
console.log( '\nfirst-party JS at load, per script (gzip KB)' );
for ( const [ name, page ] of Object.entries( report ) ) {
	const list = page.files
		.filter( ( f ) => f.kind === 'js' && f.party === 'first-party' )
		.map(
			( f ) =>
				`${ f.url.replace( /^.*\/(plugins|themes)\/([^/]+)\/build\//, '$2/' ) } ${ ( f.gzip / 1024 ).toFixed( 1 ) }`
		);
	console.log( `${ name.padEnd( 10 ) } ${ list.join( ', ' ) }` );
}
if ( args.browser ) {
	const returning = await wishlistCookie( base );
	if ( ! returning ) {
		console.log(
			'\nno product could be put on a wishlist: the returning visitor is not measured'
		);
	}
	const browser = await launchChromium();
	try {
		const decided = await consentCookies( browser );
		for ( const [ visitor, key, extra ] of [
			[ 'new visitor', 'browserFirstPartyJsGzip', null ],
			[
				'returning visitor with a wishlist item',
				'browserReturningFirstPartyJsGzip',
				returning,
			],
			[
				'returning visitor with a wishlist item who declined optional cookies',
				'browserDecidedFirstPartyJsGzip',
				returning && decided ? `${ returning }; ${ decided }` : '',
			],
		] ) {
			if ( extra === '' ) {
				continue;
			}
			console.log(
				`\nfirst-party JS that arrived without interaction, ${ visitor } (Chromium, chunks included)`
			);
			await measureInBrowser( browser, key, extra );
		}
	} finally {
		await browser.close();
	}
}

/**
 * Loads every page in Chromium without interaction and counts the
 * first-party scripts that arrived (report[ page ][ key ], gzip bytes).
 *
 * @param {import('playwright').Browser} browser Chromium.
 * @param {string}                       key     Report field.
 * @param {string|null}                  extra   Cookies of the visitor ('' or null: a new one).
 */
async function measureInBrowser( browser, key, extra ) {
	{
		for ( const [ name, url ] of Object.entries( pages ) ) {
			if ( ! url ) {
				continue;
			}
			const context = await browser.newContext();
			if ( stripe ) {
				// BENCH_STRIPE: js.stripe.com and other hosts are not reached.
				await context.route(
					( u ) =>
						! /^(localhost|127\.0\.0\.1|\[::1\])$/.test(
							u.hostname
						),
					( route ) => route.abort()
				);
			}
			// As the HTML pass: the stand-in gateways' cookies, and the block page as the checkout.
			const jar = [
				withCart.has( name ) ? cookie : '',
				extra || '',
				stripe ? 'tresen_e2e_stripe=1' : '',
				paypal ? 'tresen_e2e_paypal=1' : '',
			]
				.filter( Boolean )
				.join( '; ' );
			const asCheckout =
				name === 'blockCheckout'
					? await checkoutPageIs( base, url )
					: null;
			if ( jar ) {
				await context.addCookies(
					jar.split( '; ' ).map( ( c ) => {
						const i = c.indexOf( '=' );
						return {
							name: c.slice( 0, i ),
							value: c.slice( i + 1 ),
							url: base,
						};
					} )
				);
			}
			const page = await context.newPage();
			const seen = new Set();
			page.on( 'response', ( res ) => {
				if (
					res.request().resourceType() === 'script' &&
					party( res.url() ) === 'first-party'
				) {
					seen.add( res.url() );
				}
			} );
			await page.goto( url, { waitUntil: 'networkidle' } );
			await page.waitForTimeout( 500 );
			if ( asCheckout ) {
				asCheckout.restore();
			}
			let total = 0;
			const list = [];
			for ( const u of seen ) {
				const s = await sizeOf( u );
				total += s.gzip;
				list.push(
					`${ new URL( u ).pathname.replace( /^.*\/build\//, '' ) } ${ ( s.gzip / 1024 ).toFixed( 1 ) }`
				);
			}
			// A suite bundle printed in the page (the consent gate) arrived with the HTML.
			const printed = await page.evaluate( () =>
				[
					...document.querySelectorAll(
						'script[id^="tresen-"][id$="-js-after"]'
					),
				].map( ( el ) => [ el.id, el.textContent || '' ] )
			);
			for ( const [ id, code ] of printed ) {
				const g = gz( code ).gzip;
				total += g;
				list.push(
					`${ id } (in the page) ${ ( g / 1024 ).toFixed( 1 ) }`
				);
			}
			report[ name ][ key ] = total;
			console.log(
				`${ name.padEnd( 10 ) } ${ kb( total ) } KB (${ total } B): ${ list.join( ', ' ) }`
			);
			await context.close();
		}
	}
}

/**
 * The consent cookies of a visitor who declined the optional categories,
 * as the gate writes them (`window.tresenConsent.decide( 'reject' )` in
 * Chromium); '' when the page has no gate.
 *
 * @param {import('playwright').Browser} browser Chromium.
 * @return {Promise<string>} Cookie header.
 */
async function consentCookies( browser ) {
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		await page.goto( `${ base }/`, { waitUntil: 'domcontentloaded' } );
		const ok = await page.evaluate( () => {
			const gate = window.tresenConsent;
			if ( ! gate || typeof gate.decide !== 'function' ) {
				return false;
			}
			gate.decide( 'reject' );
			return true;
		} );
		if ( ! ok ) {
			return '';
		}
		return ( await context.cookies() )
			.map( ( c ) => `${ c.name }=${ c.value }` )
			.join( '; ' );
	} finally {
		await context.close();
	}
}

/**
 * A returning guest with a product on the wishlist: asks `load_fragments`
 * for a nonce and adds the shop list's first wishlist product with
 * `add_to_wishlist`, as the heart button does. Returns the cookies the shop
 * set (the guest's session, `tresen_wishlist_count`), '' when it cannot.
 *
 * @param {string} shop The shop's base URL.
 * @return {Promise<string>} Cookie header.
 */
async function wishlistCookie( shop ) {
	const html = await ( await fetch( `${ shop }/shop/` ) ).text();
	const id = /class="tresen-wishlist-add"[^>]*data-product-id="(\d+)"/.exec(
		html
	);
	if ( ! id ) {
		return '';
	}
	const ajax = `${ shop }/wp-admin/admin-ajax.php`;
	const jar = new Map();
	const post = async ( fields ) => {
		const res = await fetch( ajax, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Origin: new URL( shop ).origin,
				Cookie: [ ...jar ]
					.map( ( [ k, v ] ) => `${ k }=${ v }` )
					.join( '; ' ),
			},
			body: new URLSearchParams( fields ),
		} );
		for ( const c of res.headers.getSetCookie() ) {
			const [ pair ] = c.split( ';' );
			const i = pair.indexOf( '=' );
			jar.set( pair.slice( 0, i ), pair.slice( i + 1 ) );
		}
		return res.json().catch( () => ( {} ) );
	};
	const { nonce } = await post( { action: 'load_fragments' } );
	const added = await post( {
		action: 'add_to_wishlist',
		nonce: String( nonce || '' ),
		add_to_wishlist: id[ 1 ],
		wishlist_id: '',
		quantity: '1',
	} );
	if ( ! /^[1-9]/.test( jar.get( 'tresen_wishlist_count' ) || '' ) ) {
		console.log(
			`add_to_wishlist did not give items: ${ JSON.stringify( added ) }`
		);
		return '';
	}
	return [ ...jar ]
		.filter( ( [ , v ] ) => v !== '' && v !== 'deleted' )
		.map( ( [ k, v ] ) => `${ k }=${ v }` )
		.join( '; ' );
}
if ( stripe ) {
	await stripe.off();
}
if ( paypal ) {
	await paypal.off();
}
const file = save( 'pages', {
	base,
	n,
	...( stripe ? { stripe: stripe.summary() } : {} ),
	...( paypal ? { paypal: paypal.summary() } : {} ),
	pages: report,
} );
console.log( `\nsaved ${ file }` );

/**
 * Switches the Stripe card gateway on for the run (BENCH_STRIPE=1): starts
 * the Stripe stand-in, stores test-mode settings with its keys through PHP
 * on the site, refuses this process's requests to other hosts, and puts the
 * previous options back when done (or when the process exits).
 *
 * @param {string} shop The shop's base URL.
 * @return {Promise<{off: () => Promise<void>, summary: () => object}>} Switch.
 */
/**
 * The address of a published page holding WooCommerce's Checkout block, or
 * '' (the WooCommerce double has no blocks). WordPress's search looks in the
 * content, so the block's comment finds the page.
 *
 * @param {string} shop The shop's address.
 * @return {Promise<string>} The page's address.
 */
async function blockCheckoutUrl( shop ) {
	try {
		const res = await fetch(
			`${ shop }/?rest_route=/wp/v2/pages&search=${ encodeURIComponent(
				'wp:woocommerce/checkout'
			) }&_fields=link&per_page=1`
		);
		const list = res.ok ? await res.json() : [];
		return Array.isArray( list ) && typeof list[ 0 ]?.link === 'string'
			? list[ 0 ].link
			: '';
	} catch {
		return '';
	}
}

/**
 * Runs PHP on the shop's site (BENCH_SITE, else the .sites folder whose
 * name ends in the URL's port); exits with the reason when there is none.
 *
 * @param {string}  shop     The shop's base URL.
 * @param {string}  reason   Who asks (for the message).
 * @param {Object}  [o]      Options.
 * @param {boolean} [o.exit] Exit when there is no site (default); else null.
 * @return {Promise<((code: string) => any)|null>} Runs a function body, returns its JSON result.
 */
async function sitePhp( shop, reason, o = { exit: true } ) {
	const { execFileSync } = await import( 'node:child_process' );
	const fs = await import( 'node:fs' );
	const path = await import( 'node:path' );
	const { fileURLToPath } = await import( 'node:url' );
	const root = path.resolve(
		path.dirname( fileURLToPath( import.meta.url ) ),
		'..'
	);
	const port = new URL( shop ).port || '80';
	const sites = path.join( root, '.sites' );
	const site =
		process.env.BENCH_SITE ||
		( fs.existsSync( sites )
			? fs
					.readdirSync( sites )
					.filter( ( d ) => d.endsWith( `-${ port }` ) )
					.map( ( d ) => path.join( sites, d ) )
					.find( ( d ) =>
						fs.existsSync( path.join( d, 'wp-load.php' ) )
					)
			: undefined );
	if ( ! site || ! fs.existsSync( path.join( site, 'wp-load.php' ) ) ) {
		if ( ! o.exit ) {
			return null;
		}
		console.error(
			`${ reason }: no WordPress site for ${ shop } (set BENCH_SITE=<dir>)`
		);
		process.exit( 1 );
	}
	const php = ( code ) => {
		const host = new URL( shop ).host;
		const out = execFileSync(
			'php',
			[
				'-r',
				`error_reporting( E_ALL & ~E_DEPRECATED );
				$_SERVER['HTTP_HOST'] = ${ JSON.stringify( host ) };
				$_SERVER['REQUEST_URI'] = '/';
				$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
				$_SERVER['REQUEST_METHOD'] = 'GET';
				require ${ JSON.stringify( site ) } . '/wp-load.php';
				echo "\n@@RESULT@@" . wp_json_encode( ( static function () { ${ code } } )() );`,
			],
			{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'pipe' ] }
		);
		return JSON.parse( out.slice( out.lastIndexOf( '@@RESULT@@' ) + 10 ) );
	};
	php.site = site;
	return php;
}

async function stripeOn( shop ) {
	const php = await sitePhp( shop, 'BENCH_STRIPE' );
	const site = php.site;
	const { startStandin } = await import( '../tests/stripe/standin.mjs' );
	const standin = await startStandin();
	const names = [
		'woocommerce_stripe_settings',
		'tresen_e2e_stripe_api_base',
	];
	const before = php(
		`$o = array(); foreach ( ${ JSON.stringify( names ) } as $n ) { $o[ $n ] = get_option( $n, null ); } return $o;`
	);
	let restored = false;
	const restore = () => {
		if ( restored ) {
			return;
		}
		restored = true;
		php(
			`foreach ( json_decode( ${ JSON.stringify(
				JSON.stringify( before )
			) }, true ) as $n => $v ) { null === $v ? delete_option( $n ) : update_option( $n, $v ); } return true;`
		);
	};
	process.on( 'exit', restore );
	php( `
		update_option( 'tresen_e2e_stripe_api_base', ${ JSON.stringify( standin.url ) } );
		update_option( 'woocommerce_stripe_settings', array(
			'enabled' => 'yes',
			'testmode' => 'yes',
			'test_publishable_key' => 'pk_test_tresenBenchStandin01',
			'test_secret_key' => 'sk_test_tresenBenchStandin01',
			'express_checkout' => 'yes',
		) );
		return true;
	` );
	// Nothing leaves this machine: other hosts get an empty 503, listed below.
	const blocked = new Set();
	const loopback = new Set( [ 'localhost', '127.0.0.1', '[::1]' ] );
	const realFetch = globalThis.fetch;
	globalThis.fetch = ( input, init ) => {
		const url = new URL(
			input instanceof Request ? input.url : String( input )
		);
		if ( ! loopback.has( url.hostname ) ) {
			blocked.add( url.href );
			return Promise.resolve( new Response( '', { status: 503 } ) );
		}
		return realFetch( input, init );
	};
	console.log(
		`Stripe card gateway on (test mode, stand-in ${ standin.url }), express on the Checkout block ("Kasse"), site ${ site }\n`
	);
	return {
		summary: () => ( {
			standin: standin.url,
			standinRequests: standin.state.requests.length,
			blocked: [ ...blocked ],
		} ),
		off: async () => {
			restore();
			globalThis.fetch = realFetch;
			if ( blocked.size ) {
				console.log(
					`\nrefused (off this machine, not counted): ${ [ ...blocked ].join( ', ' ) }`
				);
			}
			console.log(
				`Stripe API requests the shop made to the stand-in: ${ standin.state.requests.length }`
			);
			await standin.stop();
		},
	};
}

/**
 * Sets options on the site for a while and puts the previous values back
 * (also when the process exits early).
 *
 * @param {(code: string) => any} php    The site's PHP runner.
 * @param {Object}                values Option name => value (null deletes).
 * @return {() => void} Puts the previous values back (once).
 */
function optionsFor( php, values ) {
	const names = Object.keys( values );
	const before = php(
		`$o = array(); foreach ( ${ JSON.stringify( names ) } as $n ) { $o[ $n ] = get_option( $n, null ); } return $o;`
	);
	const write = ( map ) =>
		php(
			`foreach ( json_decode( ${ JSON.stringify(
				JSON.stringify( map )
			) }, true ) as $n => $v ) { null === $v ? delete_option( $n ) : update_option( $n, $v ); } return true;`
		);
	write( values );
	let restored = false;
	const restore = () => {
		if ( ! restored ) {
			restored = true;
			write( before );
		}
	};
	process.on( 'exit', restore );
	return restore;
}

/**
 * For the block checkout row: WooCommerce's checkout page id points at the
 * block page while it is measured, so the page is the shop's checkout for
 * WooCommerce and the suite alike. Null when the page is not found or the
 * site cannot be reached through PHP (then it is measured as it is, and said).
 *
 * @param {string} shop The shop's base URL.
 * @param {string} url  The block page's address.
 * @return {Promise<{restore: () => void}|null>} Switch.
 */
async function checkoutPageIs( shop, url ) {
	const php = await sitePhp( shop, 'block checkout', { exit: false } );
	if ( ! php ) {
		console.log(
			'block checkout: no site folder to run PHP in (BENCH_SITE): measured as a page with the block, not as the checkout page'
		);
		return null;
	}
	const id = php( `return url_to_postid( ${ JSON.stringify( url ) } );` );
	if ( ! id ) {
		return null;
	}
	return {
		restore: optionsFor( php, {
			woocommerce_checkout_page_id: String( id ),
		} ),
	};
}

/**
 * Switches PayPal on for the run (BENCH_PAYPAL=1): the loopback PayPal
 * stand-in (sandbox credentials it knows), the option the e2e fixture reads
 * to point the plugin at it, previous options back afterwards.
 *
 * @param {string} shop The shop's base URL.
 * @return {Promise<{off: () => Promise<void>, summary: () => object}>} Switch.
 */
async function paypalOn( shop ) {
	const php = await sitePhp( shop, 'BENCH_PAYPAL' );
	const { startStandin } = await import( '../tests/paypal/standin.mjs' );
	const standin = await startStandin();
	const restore = optionsFor( php, {
		tresen_e2e_paypal_api_base: standin.url.replace(
			'127.0.0.1',
			'localhost'
		),
		'woocommerce_ppcp-gateway_settings': {
			enabled: 'yes',
			sandbox: 'yes',
			sandbox_client_id: 'tresen-standin-client',
			sandbox_client_secret: 'tresen-standin-secret',
		},
	} );
	console.log( `PayPal on (sandbox, stand-in ${ standin.url })\n` );
	return {
		summary: () => ( { standin: standin.url } ),
		off: async () => {
			restore();
			await standin.close();
		},
	};
}
