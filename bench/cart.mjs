#!/usr/bin/env node
/**
 * Cart benchmark against the running shop (`npm start` first).
 *
 *   node bench/cart.mjs [--url=http://localhost:8888] [--n=20]
 *
 * 1. First-party JavaScript of the cart features, gzipped, on the shop and a
 *    product page: the theme's cart bundle plus the lazy chunks the page
 *    loads (cart-product on product pages). Target: at most 15 KB.
 * 2. Time from a click on an add-to-cart button to the updated mini cart
 *    (in Chromium, fresh cart each run), p50 and p95.
 *
 * Saves bench/results/cart.json.
 */
/* global MutationObserver */
import {
	assetsOf,
	launchChromium,
	parseArgs,
	percentiles,
	productUrl,
	requireShop,
	save,
	shopUrl,
	sizeOf,
} from './lib.mjs';

const args = parseArgs();
if ( args.help || args.h ) {
	console.log( `Cart benchmark against a running shop.

Usage: node bench/cart.mjs [--url=http://localhost:8888] [--n=20]

  --url   the shop (default: $TRESEN_URL or http://localhost:8888;
          start one with \`npm start\` or \`node bin/start.mjs --port=…\`)
  --n     add-to-cart runs in Chromium, a fresh cart each (default 20)
  --help  this text

Prints the first-party cart JavaScript (gzip, target ≤ 15 KB) on the shop
and a product page, and click → updated mini cart p50/p95; saves
bench/results/cart.json.` );
	process.exit( 0 );
}
const base = shopUrl( args );
const n = Number( args.n ?? 20 );
if ( ! Number.isInteger( n ) || n < 1 ) {
	console.error( `--n must be a positive whole number (got ${ args.n }).` );
	process.exit( 1 );
}
const TARGET_GZIP = 15 * 1024;

await requireShop( base );
// A product page from the shop list, a variable product if there is one.
const productPage = await productUrl( base, [
	'product-type-variable',
	'product',
] );

/**
 * Cart scripts of a page: cart.js from the HTML plus the lazy chunks it would load.
 * @param url
 */
async function cartBytes( url ) {
	const html = await ( await fetch( url ) ).text();
	const scripts = assetsOf( html, url ).scripts.filter( ( s ) =>
		/\/plugins\/tresen-storefront\/build\/cart[^/]*\.js/.test( s )
	);
	const main = scripts[ 0 ];
	if ( main ) {
		if ( /<form[^>]*class="[^"]*\bcart\b/.test( html ) ) {
			scripts.push( main.replace( /cart\.js/, 'cart-product.js' ) );
		}
		if ( /woocommerce-cart-form/.test( html ) ) {
			scripts.push( main.replace( /cart\.js/, 'cart-page.js' ) );
		}
	}
	const files = [];
	let raw = 0;
	let gzip = 0;
	for ( const s of scripts ) {
		const size = await sizeOf( s );
		files.push( { url: new URL( s ).pathname, ...size } );
		raw += size.raw;
		gzip += size.gzip;
	}
	return { url, raw, gzip, files, withinTarget: gzip <= TARGET_GZIP };
}

const bytes = {
	shop: await cartBytes( `${ base }/shop/` ),
	product: productPage ? await cartBytes( productPage ) : null,
};

console.log(
	`Cart JavaScript (first party, gzip; target ≤ ${ TARGET_GZIP / 1024 } KB)`
);
for ( const [ name, b ] of Object.entries( bytes ) ) {
	if ( b ) {
		console.log(
			`  ${ name.padEnd( 8 ) } ${ ( b.gzip / 1024 ).toFixed( 1 ).padStart( 6 ) } KB gz  ${ ( b.raw / 1024 ).toFixed( 1 ).padStart( 6 ) } KB raw  ${ b.withinTarget ? 'ok' : 'OVER TARGET' }  (${ b.files.map( ( f ) => f.url.split( '/' ).pop() ).join( ', ' ) })`
		);
	}
}

const browser = await launchChromium();
const times = [];
try {
	for ( let i = 0; i < n; i++ ) {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		const page = await context.newPage();
		await page.goto( `${ base }/shop/`, { waitUntil: 'load' } );
		await page.waitForFunction(
			() => !! document.querySelector( '.tresen-mini-cart__panel' )
		);
		const ms = await page.evaluate(
			() =>
				new Promise( ( resolve, reject ) => {
					const button = document.querySelector(
						'a.add_to_cart_button.ajax_add_to_cart[data-product_id]'
					);
					if ( ! button ) {
						reject(
							new Error( 'no add-to-cart button on /shop/' )
						);
						return;
					}
					const start = performance.now();
					const observer = new MutationObserver( () => {
						if (
							document.querySelector(
								'.header-mini-cart .woocommerce-mini-cart-item'
							)
						) {
							observer.disconnect();
							resolve( performance.now() - start );
						}
					} );
					observer.observe( document.body, {
						childList: true,
						subtree: true,
					} );
					button.click();
					setTimeout(
						() =>
							reject(
								new Error( 'mini cart not updated within 10 s' )
							),
						10000
					);
				} )
		);
		times.push( ms );
		await context.close();
	}
} finally {
	await browser.close();
}
const timing = percentiles( times );
console.log(
	`\nClick → updated mini cart (n=${ timing.n }): p50 ${ timing.p50 } ms, p95 ${ timing.p95 } ms`
);
console.log(
	`Saved ${ save( 'cart', { base, bytes, clickToMiniCart: timing, targetGzip: TARGET_GZIP } ) }`
);
