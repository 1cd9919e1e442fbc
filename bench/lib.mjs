/**
 * Shared helpers for the benchmarks: options and the shop's address, fetch a
 * page, list the JS and CSS it loads, measure raw and gzip bytes (served or
 * built files), time requests, launch Chromium, save results.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BENCH = path.dirname( fileURLToPath( import.meta.url ) );

export function parseArgs( argv = process.argv.slice( 2 ) ) {
	return Object.fromEntries(
		argv.map( ( a ) => {
			const [ k, v ] = a.replace( /^--/, '' ).split( '=' );
			return [ k, v ?? true ];
		} )
	);
}

/**
 * The shop to measure: --url, else $TRESEN_URL, else http://localhost:8888,
 * without a trailing slash.
 *
 * @param args Parsed options (see parseArgs).
 */
export function shopUrl( args ) {
	return (
		args.url ||
		process.env.TRESEN_URL ||
		'http://localhost:8888'
	).replace( /\/$/, '' );
}

export async function reachable( url ) {
	try {
		const res = await fetch( url, { redirect: 'manual' } );
		return res.status < 500;
	} catch {
		return false;
	}
}

/**
 * Exits with status 1 and a hint unless a shop answers at base.
 *
 * @param base Shop URL without a trailing slash.
 */
export async function requireShop( base ) {
	if ( ! ( await reachable( `${ base }/` ) ) ) {
		console.error(
			`No shop answers at ${ base }. Start it with \`npm start\` (or pass --url=…).`
		);
		process.exit( 1 );
	}
}

/**
 * Absolute URL of a product page linked from the shop list, or null: the
 * first product whose list item has the first of the classes that matches.
 *
 * @param base    Shop URL without a trailing slash.
 * @param classes Classes of the product list item, in order of preference.
 */
export async function productUrl( base, classes = [ 'product' ] ) {
	const html = await ( await fetch( `${ base }/shop/` ) ).text();
	for ( const cls of classes ) {
		const m = html.match(
			new RegExp(
				`<li[^>]*class="[^"]*\\b${ cls }\\b[^"]*"[\\s\\S]*?<a[^>]*href="([^"]+)"`
			)
		);
		if ( m ) {
			return new URL( m[ 1 ], base ).href;
		}
	}
	return null;
}

/**
 * Which party a URL belongs to.
 *
 * @param url Absolute URL.
 * @return 'first-party' | 'woocommerce' | 'wordpress-core' | 'other'
 */
export function party( url ) {
	const p = new URL( url ).pathname;
	if (
		/\/wp-content\/plugins\/tresen-|\/wp-content\/themes\/tresen\//.test(
			p
		)
	) {
		return 'first-party';
	}
	if ( /\/wp-content\/plugins\/woocommerce\//.test( p ) ) {
		return 'woocommerce';
	}
	if ( /\/wp-includes\/|\/wp-admin\//.test( p ) ) {
		return 'wordpress-core';
	}
	return 'other';
}

/**
 * The scripts and stylesheets an HTML page loads, plus its inline code.
 * @param html
 * @param base
 */
export function assetsOf( html, base ) {
	// A script whose type is text/plain (one waiting for consent) is neither
	// fetched nor run: it is not part of the page's load.
	const inert = ( tag ) => /\btype=["']text\/plain["']/i.test( tag );
	const scripts = [
		...html.matchAll( /<script\b[^>]*?\ssrc=["']([^"']+)["'][^>]*>/gi ),
	]
		.filter( ( m ) => ! inert( m[ 0 ] ) )
		.map( ( m ) => new URL( m[ 1 ].replace( /&amp;/g, '&' ), base ).href );
	const styles = [
		...html.matchAll( /<link\b[^>]*rel=["']stylesheet["'][^>]*>/gi ),
	]
		.map( ( m ) => ( m[ 0 ].match( /href=["']([^"']+)["']/ ) || [] )[ 1 ] )
		.filter( Boolean )
		.map( ( h ) => new URL( h.replace( /&amp;/g, '&' ), base ).href );
	// Inline elements as [ match, opening tag's attributes, text ]: what
	// a script is (inert, JSON) is read from its attributes only, never from
	// its code (the consent gate's code names `type="text/plain"` itself).
	const inlineScripts = [
		...html.matchAll(
			/<script\b((?![^>]*?\ssrc=)[^>]*)>([\s\S]*?)<\/script>/gi
		),
	].filter(
		( m ) =>
			! inert( m[ 1 ] ) && ! /application\/(ld\+)?json/i.test( m[ 1 ] )
	);
	const styleBlocks = [
		...html.matchAll( /<style\b([^>]*)>([\s\S]*?)<\/style>/gi ),
	];
	// A suite bundle printed in the page instead of its file (the consent
	// gate: `<script id="tresen-…-js-after">`) counts as first-party JS, as
	// its file would; settings (`…-js-before`) stay inline code. The suite's
	// own stylesheets printed in the page (the theme's whole sheet and the
	// small bundles' rules, `<style id="tresen-…-inline-css">`) count as
	// first-party CSS.
	const [ inlineJs, ownInlineJs ] = textsApart(
		inlineScripts,
		/\bid=["']tresen-[^"']*-js-after["']/i
	);
	const [ inlineCss, ownInlineCss ] = textsApart(
		styleBlocks,
		/\bid=["']tresen-/i
	);
	return { scripts, styles, inlineJs, ownInlineJs, inlineCss, ownInlineCss };
}

/**
 * The texts of inline elements joined: those whose attributes do not match
 * `own`, then those that do.
 *
 * @param {Array<Array<string>>} blocks [ match, attributes, text ] each.
 * @param {RegExp}               own    Attributes of the suite's own code.
 * @return {[string, string]} Others' texts, own texts.
 */
function textsApart( blocks, own ) {
	const text = ( list ) => list.map( ( m ) => m[ 2 ] ).join( '\n' );
	return [
		text( blocks.filter( ( m ) => ! own.test( m[ 1 ] ) ) ),
		text( blocks.filter( ( m ) => own.test( m[ 1 ] ) ) ),
	];
}

const sizeCache = new Map();
export async function sizeOf( url ) {
	if ( ! sizeCache.has( url ) ) {
		const res = await fetch( url );
		const buf = Buffer.from( await res.arrayBuffer() );
		sizeCache.set( url, {
			raw: buf.length,
			gzip: zlib.gzipSync( buf, { level: 9 } ).length,
			status: res.status,
		} );
	}
	return sizeCache.get( url );
}

export function gz( text ) {
	return {
		raw: Buffer.byteLength( text ),
		gzip: text ? zlib.gzipSync( text, { level: 9 } ).length : 0,
	};
}

/**
 * Sum of the gzip bytes of the files of one kind.
 *
 * @param files List of { kind, gzip }.
 * @param kind  'js' or 'css'.
 */
export function gzipOf( files, kind ) {
	return files
		.filter( ( f ) => f.kind === kind )
		.reduce( ( t, f ) => t + f.gzip, 0 );
}

/** @param bytes Byte count, shown as e.g. "5.50 KB". */
export const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 2 ) } KB`;

/**
 * Build folder of a plugin of this repository.
 *
 * @param plugin Plugin folder name, e.g. 'tresen-contact-form'.
 */
export function buildDir( plugin ) {
	return path.join( BENCH, '../plugins', plugin, 'build' );
}

/**
 * Raw and gzip bytes of built files (no shop needed).
 *
 * @param dir   Build folder (see buildDir).
 * @param names File names in it; kind is 'css' for .css, else 'js'.
 * @return List of { url: name, kind, raw, gzip }.
 */
export function builtFiles( dir, names ) {
	return names.map( ( f ) => {
		const file = path.join( dir, f );
		if ( ! fs.existsSync( file ) ) {
			throw new Error( `${ file } is missing: run npm run build` );
		}
		return {
			url: f,
			kind: f.endsWith( '.css' ) ? 'css' : 'js',
			...gz( fs.readFileSync( file, 'utf8' ) ),
		};
	} );
}

/**
 * Sums bytes of a page's assets by kind and party.
 * @param url
 * @param cookie
 */
export async function pageBytes( url, cookie = '' ) {
	const res = await fetch( url, { headers: cookie ? { cookie } : {} } );
	const html = await res.text();
	const a = assetsOf( html, url );
	const totals = {};
	const add = ( kind, who, s ) => {
		const key = `${ kind }:${ who }`;
		totals[ key ] = totals[ key ] || { raw: 0, gzip: 0, files: 0 };
		totals[ key ].raw += s.raw;
		totals[ key ].gzip += s.gzip;
		totals[ key ].files += 1;
	};
	const files = [];
	for ( const [ kind, list ] of [
		[ 'js', a.scripts ],
		[ 'css', a.styles ],
	] ) {
		for ( const u of list ) {
			const s = await sizeOf( u );
			add( kind, party( u ), s );
			files.push( {
				kind,
				party: party( u ),
				url: new URL( u ).pathname,
				...s,
			} );
		}
	}
	add( 'js', 'inline', gz( a.inlineJs ) );
	add( 'css', 'inline', gz( a.inlineCss ) );
	if ( a.ownInlineJs ) {
		add( 'js', 'first-party', gz( a.ownInlineJs ) );
	}
	if ( a.ownInlineCss ) {
		add( 'css', 'first-party', gz( a.ownInlineCss ) );
	}
	return { status: res.status, html, totals, files };
}

export async function timeRequests( url, n = 20, cookie = '' ) {
	const times = [];
	for ( let i = 0; i < n; i++ ) {
		const t = performance.now();
		const res = await fetch( url, { headers: cookie ? { cookie } : {} } );
		await res.arrayBuffer();
		times.push( performance.now() - t );
	}
	return percentiles( times );
}

export function percentiles( values ) {
	const s = [ ...values ].sort( ( x, y ) => x - y );
	const at = ( p ) =>
		s[ Math.min( s.length - 1, Math.ceil( ( p / 100 ) * s.length ) - 1 ) ];
	return {
		n: s.length,
		p50: Math.round( at( 50 ) * 10 ) / 10,
		p95: Math.round( at( 95 ) * 10 ) / 10,
	};
}

/** Headless Chromium ($CHROMIUM_PATH, default /usr/bin/chromium). */
export async function launchChromium() {
	const { chromium } = await import( 'playwright-core' );
	return chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [ '--headless', '--no-sandbox', '--disable-gpu' ],
	} );
}

export function save( name, data ) {
	const dir = path.join( BENCH, 'results' );
	fs.mkdirSync( dir, { recursive: true } );
	const file = path.join( dir, `${ name }.json` );
	fs.writeFileSync(
		file,
		JSON.stringify( { date: new Date().toISOString(), ...data }, null, 2 )
	);
	return file;
}

/**
 * A shopper's session with one product in the cart (the checkout needs one):
 * the first simple product of the shop list is added with WooCommerce's
 * `?add-to-cart=` link. Returns the Cookie header, or '' when none was found.
 *
 * @param base Shop URL.
 */
export async function cartCookie( base ) {
	const shop = await ( await fetch( `${ base }/shop/` ) ).text();
	const id = shop.match(
		/ajax_add_to_cart[^>]*data-product_id="(\d+)"|data-product_id="(\d+)"[^>]*ajax_add_to_cart/
	);
	if ( ! id ) {
		return '';
	}
	const res = await fetch( `${ base }/?add-to-cart=${ id[ 1 ] || id[ 2 ] }`, {
		redirect: 'manual',
	} );
	return res.headers
		.getSetCookie()
		.map( ( c ) => c.split( ';' )[ 0 ] )
		.join( '; ' );
}
