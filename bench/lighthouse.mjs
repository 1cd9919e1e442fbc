#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile, the default throttling) on home, shop, a product
 * page and the checkout (one product in the cart) of the running shop (`npm start` first), several runs per
 * page, with Debian's chromium. Prints the medians and saves them to
 * bench/results/lighthouse.json. A measurement, not a test.
 *
 *   node bench/lighthouse.mjs [--url=http://localhost:8888] [--n=7]
 *
 * First visit as a shopper sees it: no cookies, so the consent banner is
 * open. CHROME_PATH overrides the browser.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
	cartCookie,
	parseArgs,
	productUrl,
	requireShop,
	save,
	shopUrl,
} from './lib.mjs';

const args = parseArgs();
const base = shopUrl( args );
const n = Number( args.n || 7 );

await requireShop( base );
const pages = {
	home: `${ base }/`,
	shop: `${ base }/shop/`,
	product: await productUrl( base ),
	checkout: `${ base }/kasse/`,
};
// The checkout with one product in the cart (empty, it redirects to the cart).
const checkoutCookie = await cartCookie( base );

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
};

const chrome = await chromeLauncher.launch( {
	chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
	chromeFlags: [ '--headless=new', '--no-sandbox', '--disable-gpu' ],
} );
const results = {};
try {
	for ( const [ name, url ] of Object.entries( pages ) ) {
		const runs = [];
		for ( let i = 0; i < n; i++ ) {
			const { lhr } = await lighthouse( url, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				extraHeaders:
					name === 'checkout' && checkoutCookie
						? { Cookie: checkoutCookie }
						: undefined,
				onlyCategories: [
					'performance',
					'accessibility',
					'best-practices',
					'seo',
				],
			} );
			runs.push( {
				performance: lhr.categories.performance.score * 100,
				accessibility: lhr.categories.accessibility.score * 100,
				bestPractices: lhr.categories[ 'best-practices' ].score * 100,
				seo: lhr.categories.seo.score * 100,
				lcpMs: lhr.audits[ 'largest-contentful-paint' ].numericValue,
				tbtMs: lhr.audits[ 'total-blocking-time' ].numericValue,
				cls: lhr.audits[ 'cumulative-layout-shift' ].numericValue,
			} );
		}
		results[ name ] = Object.fromEntries(
			Object.keys( runs[ 0 ] ).map( ( k ) => [
				k,
				median( runs.map( ( r ) => r[ k ] ) ),
			] )
		);
	}
} finally {
	await chrome.kill();
}

console.log(
	`Lighthouse ${ n } runs per page, medians (mobile, simulated throttling):`
);
console.log( 'page      perf  a11y  best   seo    LCP ms   TBT ms    CLS' );
for ( const [ name, r ] of Object.entries( results ) ) {
	console.log(
		`${ name.padEnd( 8 ) } ${ String(
			Math.round( r.performance )
		).padStart(
			5
		) } ${ String( Math.round( r.accessibility ) ).padStart( 5 ) } ${ String(
			Math.round( r.bestPractices )
		).padStart( 5 ) } ${ String( Math.round( r.seo ) ).padStart(
			5
		) } ${ String( Math.round( r.lcpMs ) ).padStart( 9 ) } ${ String(
			Math.round( r.tbtMs )
		).padStart( 8 ) } ${ r.cls.toFixed( 3 ).padStart( 6 ) }`
	);
}
console.log( `saved ${ save( 'lighthouse', { base, n, results } ) }` );
