#!/usr/bin/env node
/**
 * Page weight and server time of the main storefront pages, against the
 * running shop (`npm start` first).
 *
 *   node bench/pages.mjs [--url=http://localhost:8888] [--n=20]
 *
 * Prints, and saves to bench/results/pages.json: JS and CSS bytes (raw and
 * gzip) loaded by home, shop, product, cart and checkout, split into
 * first-party (Tresen), WooCommerce, WordPress core, inline and other; and
 * p50/p95 server time per page. Cart and checkout are measured with one
 * product in the cart. Goals: checkout first-party JS <= 22 KB gzip.
 */
import {
	cartCookie,
	pageBytes,
	parseArgs,
	productUrl,
	requireShop,
	save,
	shopUrl,
	timeRequests,
} from './lib.mjs';

const args = parseArgs();
const base = shopUrl( args );
const n = Number( args.n || 20 );

await requireShop( base );

// Find a product page from the shop list.
const productPage = await productUrl( base );

const pages = {
	home: `${ base }/`,
	shop: `${ base }/shop/`,
	product: productPage,
	cart: `${ base }/warenkorb/`,
	checkout: `${ base }/kasse/`,
};

// Cart and checkout as a shopper with an item sees them (an empty cart's checkout redirects).
const cookie = await cartCookie( base );
if ( ! cookie ) {
	console.log(
		'no product to put in the cart: cart and checkout are measured empty'
	);
}
const withCart = new Set( [ 'cart', 'checkout' ] );

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
	const jar = withCart.has( name ) ? cookie : '';
	const bytes = await pageBytes( url, jar );
	const time = await timeRequests( url, n, jar );
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
const file = save( 'pages', { base, n, pages: report } );
console.log( `\nsaved ${ file }` );
