#!/usr/bin/env node
/**
 * Cookie consent benchmark against the running shop (`npm start` first).
 *
 *   node bench/cookie-consent.mjs [--url=http://localhost:8888] [--n=10]
 *
 * 1. Bytes a first visit loads for the banner, measured in Chromium from a
 *    fresh profile (every response under plugins/tresen-cookie-consent/,
 *    gzipped at level 9), plus the inline settings and the banner markup.
 *    Target: at most 8 KB of first-party JavaScript (gzip), with no React.
 * 2. Bytes loaded when the settings dialog is first opened (lazy chunks).
 * 3. Time from navigation start until the banner is shown, p50 and p95.
 *
 * Without a running shop (or with --static) only the built files are
 * measured. Saves bench/results/cookie-consent.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
	buildDir,
	builtFiles,
	gz,
	gzipOf,
	kb,
	launchChromium,
	parseArgs,
	percentiles,
	reachable,
	save,
	shopUrl,
	sizeOf,
} from './lib.mjs';

const args = parseArgs();
const base = shopUrl( args );
const n = Number( args.n || 10 );
const TARGET_JS_GZIP = 8 * 1024;
const PLUGIN = '/wp-content/plugins/tresen-cookie-consent/';
const BUILD = buildDir( 'tresen-cookie-consent' );

/** Built files only: gate.js + banner.js + banner.css. */
function staticBytes() {
	const files = builtFiles( BUILD, [ 'gate.js', 'banner.js', 'banner.css' ] );
	const deps = [ 'gate', 'banner' ]
		.map( ( e ) =>
			fs.readFileSync( path.join( BUILD, `${ e }.asset.php` ), 'utf8' )
		)
		.join( '' );
	return {
		files,
		jsGzip: gzipOf( files, 'js' ),
		cssGzip: gzipOf( files, 'css' ),
		needsReact: /'react'|'wp-element'/.test( deps ),
	};
}

async function liveBytes( browser ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const urls = new Set();
	const everyScript = [];
	page.on( 'response', ( res ) => {
		const url = res.url();
		const type = res.request().resourceType();
		if ( type === 'script' ) {
			everyScript.push( new URL( url ).pathname );
		}
		if (
			url.includes( PLUGIN ) &&
			( type === 'script' || type === 'stylesheet' )
		) {
			urls.add( url );
		}
	} );
	await page.goto( `${ base }/` );
	await page.locator( '#tresen-cc-banner:not([hidden])' ).waitFor();
	await page.waitForLoadState( 'networkidle' );
	const firstVisit = new Set( urls );

	await page
		.locator( '#tresen-cc-banner [data-tresen-cc-action="settings"]' )
		.click();
	await page.locator( '[data-tresen-cc="modal"]:not([hidden])' ).waitFor();
	await page.waitForLoadState( 'networkidle' );
	const onOpen = [ ...urls ].filter( ( u ) => ! firstVisit.has( u ) );

	const html = await ( await fetch( `${ base }/` ) ).text();
	const markup = ( html.match(
		/<section class="tresen-cc-banner"[\s\S]*?<\/section>\s*<div class="tresen-cc-modal"[\s\S]*?<\/div><\/div>/
	) || [ '' ] )[ 0 ];
	const inline = ( html.match(
		/window\.tresenCookieConsent = [\s\S]*?;\s*\n?\/\/# sourceURL|window\.tresenCookieConsent = [^\n<]*/
	) || [ '' ] )[ 0 ];
	await context.close();

	const measure = async ( list ) => {
		const files = [];
		for ( const u of list ) {
			files.push( {
				url: new URL( u ).pathname,
				kind: /\.css(\?|$)/.test( u ) ? 'css' : 'js',
				...( await sizeOf( u ) ),
			} );
		}
		return files;
	};
	const files = await measure( [ ...firstVisit ] );
	const lazy = await measure( onOpen );
	return {
		files,
		jsGzip: gzipOf( files, 'js' ),
		cssGzip: gzipOf( files, 'css' ),
		lazyOnOpen: lazy,
		lazyJsGzip: gzipOf( lazy, 'js' ),
		inlineSettings: gz( inline ),
		markup: gz( markup ),
		reactLoaded: everyScript.some( ( p ) =>
			/\/react(-dom)?(\.min)?\.js/.test( p )
		),
	};
}

async function timeToBanner( browser ) {
	const times = [];
	for ( let i = 0; i < n; i++ ) {
		const context = await browser.newContext();
		const page = await context.newPage();
		await page.goto( `${ base }/`, { waitUntil: 'commit' } );
		await page.locator( '#tresen-cc-banner:not([hidden])' ).waitFor();
		times.push( await page.evaluate( () => performance.now() ) );
		await context.close();
	}
	return percentiles( times );
}

const result = {
	url: base,
	targetJsGzip: TARGET_JS_GZIP,
	static: staticBytes(),
};
console.log(
	`Built files: JS ${ kb( result.static.jsGzip ) } gzip, CSS ${ kb( result.static.cssGzip ) } gzip, React needed: ${ result.static.needsReact ? 'yes' : 'no' }`
);

if ( ! args.static && ( await reachable( `${ base }/` ) ) ) {
	const browser = await launchChromium();
	try {
		result.firstVisit = await liveBytes( browser );
		result.timeToBannerMs = await timeToBanner( browser );
	} finally {
		await browser.close();
	}
	const f = result.firstVisit;
	console.log( `First visit (${ base }/):` );
	for ( const file of f.files ) {
		console.log(
			`  ${ file.kind.padEnd( 3 ) } ${ kb( file.gzip ).padStart( 9 ) } gzip  ${ kb( file.raw ).padStart( 9 ) } raw  ${ file.url }`
		);
	}
	console.log(
		`  first-party JS ${ kb( f.jsGzip ) } gzip (target ≤ ${ kb( TARGET_JS_GZIP ) }): ${ f.jsGzip <= TARGET_JS_GZIP ? 'OK' : 'OVER' }`
	);
	console.log(
		`  CSS ${ kb( f.cssGzip ) } gzip; inline settings ${ kb( f.inlineSettings.gzip ) } gzip; banner + dialog markup ${ kb( f.markup.gzip ) } gzip`
	);
	console.log(
		`  React loaded on the page: ${ f.reactLoaded ? 'yes (by some script)' : 'no' }`
	);
	console.log(
		`  opening the settings dialog loads ${ f.lazyOnOpen.length } more file(s), ${ kb( f.lazyJsGzip ) } JS gzip`
	);
	console.log(
		`Time to banner shown: p50 ${ result.timeToBannerMs.p50 } ms, p95 ${ result.timeToBannerMs.p95 } ms (n=${ n })`
	);
	result.withinTarget = f.jsGzip <= TARGET_JS_GZIP;
} else {
	console.log(
		`No shop at ${ base } (or --static): measured the built files only.`
	);
	result.withinTarget = result.static.jsGzip <= TARGET_JS_GZIP;
}
console.log( `Saved ${ save( 'cookie-consent', result ) }` );
process.exit( result.withinTarget ? 0 : 1 );
