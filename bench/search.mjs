#!/usr/bin/env node
/**
 * Live search benchmark: server time of `flatsome_ajax_search_products` on
 * every route, with a large catalogue. Goal: p95 < 50 ms on the route the
 * storefront uses (the fast route, or wc-ajax when it is off).
 *
 *   node bench/search.mjs [--url=http://localhost:8888] [--n=50] [--site=.sites/<name>]
 *
 * The shop to measure needs many products. Seed a separate site with 10000
 * (about 10 minutes here; your everyday shop on :8888 stays as it is):
 *
 *   SEED_PRODUCTS=10000 node bin/start.mjs --reset --port=8897
 *   node bench/search.mjs --url=http://localhost:8897 --site=.sites/local-sqlite-8897
 *
 * (`SEED_PRODUCTS=10000 npm run reset` does the same for the shop on :8888;
 * `--db=mariadb` seeds MariaDB instead of SQLite; with TRESEN_WC=real the
 * site gets real WooCommerce from .cache/woocommerce.) The local server runs
 * PHP with OPcache, as production PHP does; without it every request
 * compiles WordPress anew and the figures say little.
 *
 * For each query ("gin", "whisky 12", a three-letter prefix that matches
 * thousands of products, and a miss) and each route (admin-ajax, the
 * spec's; wc-ajax; the theme's fast route, `window.tresenSearch.fast`,
 * which the storefront asks first) it sends n GET requests one after
 * another (after 3 warm-up requests; the routes take turns, so a busy
 * machine slows them alike) and prints p50/p95 of:
 *   - total: the whole request as the client sees it (localhost),
 *   - php:   the request inside PHP, from WordPress's start (Server-Timing "wp"),
 *   - search: the endpoint's own work, index query and suggestions (Server-Timing "search").
 * A request the fast route handed on to wc-ajax (307) is counted and timed whole.
 * With --site it also compares, in one PHP process, the suggestions made
 * from the products (as before the index stored them) with those stored in
 * the index (same reply?), and times a full rebuild of the index (wp-admin's
 * "Suchindex neu aufbauen") through PHP. Bytes: the entry every page loads and
 * the chunk loaded on intent (gzip). Saves bench/results/search.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs, percentiles, requireShop, save, shopUrl } from './lib.mjs';

const args = parseArgs();
const base = shopUrl( args );
const n = Number( args.n || 50 );
const ACTION = 'flatsome_ajax_search_products';
const GOAL_P95_MS = 50;
const QUERIES = [ 'gin', 'whisky 12', 'alt', 'xyzq' ];
const ROUTES = {
	'admin-ajax': ( q ) =>
		`${ base }/wp-admin/admin-ajax.php?action=${ ACTION }&query=${ encodeURIComponent( q ) }`,
	'wc-ajax': ( q ) =>
		`${ base }/?wc-ajax=${ ACTION }&query=${ encodeURIComponent( q ) }`,
};

/**
 * The fast route's address as the theme gives it to the search script
 * (`window.tresenSearch.fast`), or null when it is off.
 */
async function fastRoute() {
	const html = await fetch( `${ base }/` ).then( ( r ) => r.text() );
	const m = /"fast":"((?:[^"\\]|\\.)*)"/.exec( html );
	return m && m[ 1 ] ? JSON.parse( `"${ m[ 1 ] }"` ) : null;
}

function serverTiming( header, name ) {
	const m = new RegExp( `${ name };dur=([\\d.]+)` ).exec( header || '' );
	return m ? Number( m[ 1 ] ) : NaN;
}

/**
 * Times every route for one query, the routes taking turns request by
 * request, so a busy machine slows them alike.
 *
 * @param query Query.
 */
async function measureQuery( query ) {
	const runs = Object.fromEntries(
		Object.keys( ROUTES ).map( ( r ) => [
			r,
			{ total: [], php: [], search: [], count: 0, handedOn: 0 },
		] )
	);
	for ( let i = 0; i < n + 3; i++ ) {
		for ( const [ route, url ] of Object.entries( ROUTES ) ) {
			const t = performance.now();
			const res = await fetch( url( query ) );
			const body = await res.json();
			const ms = performance.now() - t;
			if ( res.status !== 200 ) {
				throw new Error( `${ url( query ) } answered ${ res.status }` );
			}
			if ( i < 3 ) {
				continue;
			}
			const run = runs[ route ];
			const timing = res.headers.get( 'server-timing' );
			run.total.push( ms );
			run.php.push( serverTiming( timing, 'wp' ) );
			run.search.push( serverTiming( timing, 'search' ) );
			run.count = body.suggestions.filter( ( s ) => s.id > 0 ).length;
			// The fast route passed the request to wc-ajax (307).
			run.handedOn += res.redirected ? 1 : 0;
		}
	}
	return Object.fromEntries(
		Object.entries( runs ).map( ( [ route, run ] ) => [
			route,
			{
				suggestions: run.count,
				handedOn: run.handedOn,
				total: percentiles( run.total ),
				php: percentiles( run.php.filter( Number.isFinite ) ),
				search: percentiles( run.search.filter( Number.isFinite ) ),
			},
		] )
	);
}

/**
 * The suggestions' share of a search, both ways, taking turns in one PHP
 * process with WordPress's caches emptied before each (as in a fresh
 * request): "made" renders every suggestion from its product (the way
 * before the index stored them: `Endpoint::suggestions()` on the found ids),
 * "stored" answers from the index rows (`Endpoint::from_rows()`). A busy
 * machine slows both alike.
 *
 * @param site Site folder.
 */
function suggestionAb( site ) {
	const dir = path.resolve( site );
	const host = new URL( base ).host;
	const out = execFileSync(
		'php',
		[
			'-r',
			`error_reporting( E_ALL & ~E_DEPRECATED );
			$_SERVER['HTTP_HOST'] = ${ JSON.stringify( host ) };
			$_SERVER['REQUEST_URI'] = '/';
			$_SERVER['REQUEST_METHOD'] = 'GET';
			require ${ JSON.stringify( dir ) } . '/wp-load.php';
			$n = ${ Number( n ) };
			$res = array();
			foreach ( ${ JSON.stringify( QUERIES ) } as $q ) {
				$tokens = Tresen\\Theme\\Search\\Text::tokens( $q );
				Tresen\\Theme\\Search\\Endpoint::from_rows( Tresen\\Theme\\Search\\Index::search_rows( $tokens, 0, false, Tresen\\Theme\\Search\\Endpoint::LIMIT ), false );
				$made = array(); $stored = array(); $same = true;
				for ( $i = 0; $i < $n; $i++ ) {
					wp_cache_flush();
					$t = microtime( true );
					$a = Tresen\\Theme\\Search\\Endpoint::suggestions( Tresen\\Theme\\Search\\Index::search( $tokens, 0, false, Tresen\\Theme\\Search\\Endpoint::LIMIT ), false );
					$made[] = ( microtime( true ) - $t ) * 1000;
					wp_cache_flush();
					$t = microtime( true );
					$b = Tresen\\Theme\\Search\\Endpoint::from_rows( Tresen\\Theme\\Search\\Index::search_rows( $tokens, 0, false, Tresen\\Theme\\Search\\Endpoint::LIMIT ), false );
					$stored[] = ( microtime( true ) - $t ) * 1000;
					$same = $same && $a === $b;
				}
				$res[ $q ] = array( 'made' => $made, 'stored' => $stored, 'same' => $same );
			}
			echo wp_json_encode( $res );`,
		],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	const data = JSON.parse( out.slice( out.indexOf( '{' ) ) );
	return Object.fromEntries(
		Object.entries( data ).map( ( [ q, r ] ) => [
			q,
			{
				made: percentiles( r.made ),
				stored: percentiles( r.stored ),
				sameReply: r.same,
			},
		] )
	);
}

function rebuildTime( site ) {
	const dir = path.resolve( site );
	if ( ! fs.existsSync( path.join( dir, 'wp-load.php' ) ) ) {
		throw new Error( `no WordPress in ${ dir }` );
	}
	const host = new URL( base ).host;
	const out = execFileSync(
		'php',
		[
			'-r',
			`error_reporting( E_ALL & ~E_DEPRECATED );
			$_SERVER['HTTP_HOST'] = ${ JSON.stringify( host ) };
			$_SERVER['REQUEST_URI'] = '/';
			$_SERVER['REQUEST_METHOD'] = 'GET';
			require ${ JSON.stringify( dir ) } . '/wp-load.php';
			global $wpdb;
			$products = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product' AND post_status = 'publish'" );
			$t = microtime( true );
			$rows = Tresen\\Storefront\\Search\\Admin::rebuild();
			echo wp_json_encode( array( 'products' => $products, 'rows' => $rows, 'ms' => round( ( microtime( true ) - $t ) * 1000 ) ) );`,
		],
		{ encoding: 'utf8' }
	);
	return JSON.parse( out.slice( out.indexOf( '{' ) ) );
}

function gzipOfBuilt( file ) {
	const full = path.join(
		path.dirname( fileURLToPath( import.meta.url ) ),
		'../plugins/tresen-storefront/build',
		file
	);
	return fs.existsSync( full )
		? zlib.gzipSync( fs.readFileSync( full ), { level: 9 } ).length
		: null;
}

await requireShop( base );
const result = { url: base, n, goalP95Ms: GOAL_P95_MS, routes: {} };
const fast = await fastRoute();
if ( fast ) {
	ROUTES.fast = ( q ) => {
		const url = new URL( fast );
		url.searchParams.set( 'query', q );
		return url.href;
	};
}

const products = await fetch( `${ base }/wp-json/wp/v2/product?per_page=1` )
	.then( ( r ) => Number( r.headers.get( 'x-wp-total' ) ) || null )
	.catch( () => null );
result.products = products;

if ( args.site ) {
	result.suggestionAb = suggestionAb( args.site );
	console.log(
		'\nsuggestions in PHP, both ways in turn (ms): made from the products / stored in the index'
	);
	for ( const [ q, r ] of Object.entries( result.suggestionAb ) ) {
		console.log(
			`${ JSON.stringify( q ).padEnd( 12 ) } made p50 ${ r.made.p50 } p95 ${ r.made.p95 }   stored p50 ${ r.stored.p50 } p95 ${ r.stored.p95 }   same reply: ${ r.sameReply ? 'yes' : 'NO' }`
		);
	}
	result.rebuild = rebuildTime( args.site );
}

console.log(
	`Live search (${ base }, ${ products ?? '?' } published products, n=${ n })\n`
);
console.log(
	'route       query        hits   total p50  total p95   php p50   php p95   search p50  search p95'
);
const f = ( v ) => String( v ).padStart( 9 );
for ( const route of Object.keys( ROUTES ) ) {
	result.routes[ route ] = {};
}
for ( const q of QUERIES ) {
	const byRoute = await measureQuery( q );
	for ( const [ route, r ] of Object.entries( byRoute ) ) {
		result.routes[ route ][ q ] = r;
	}
}
for ( const [ route, qs ] of Object.entries( result.routes ) ) {
	for ( const [ q, r ] of Object.entries( qs ) ) {
		console.log(
			`${ route.padEnd( 11 ) } ${ JSON.stringify( q ).padEnd( 12 ) } ${ String( r.suggestions ).padStart( 4 ) } ${ f( r.total.p50 ) }  ${ f( r.total.p95 ) } ${ f( r.php.p50 ) } ${ f( r.php.p95 ) }   ${ f( r.search.p50 ) }   ${ f( r.search.p95 ) }${ r.handedOn ? `   (${ r.handedOn } handed on to wc-ajax)` : '' }`
		);
	}
}

if ( ! fast ) {
	console.log( '(the fast route is off: the theme gives no `fast` address)' );
}
// The storefront asks the fast route first (wc-ajax when it is off); the goal is about what shoppers wait for.
const used = fast ? 'fast' : 'wc-ajax';
const worstOf = ( route ) =>
	Math.max(
		...Object.values( result.routes[ route ] ).map( ( r ) => r.total.p95 )
	);
const worst = worstOf( used );
result.storefrontRoute = used;
result.worstP95Ms = Object.fromEntries(
	Object.keys( result.routes ).map( ( route ) => [ route, worstOf( route ) ] )
);
result.bytes = {
	entryGzip: gzipOfBuilt( 'search.js' ),
	comboboxChunkGzip: gzipOfBuilt( 'search-combobox.js' ),
	// The suggestion list's styles come with the entry's stylesheet.
	entryCssGzip: gzipOfBuilt( 'search.css' ),
};

console.log(
	`\nworst p95 over all queries, whole request: ${ Object.entries(
		result.worstP95Ms
	)
		.map( ( [ route, ms ] ) => `${ route } ${ ms } ms` )
		.join(
			', '
		) }\nthe storefront's route (${ used }): ${ worst } ms (goal < ${ GOAL_P95_MS } ms: ${ worst < GOAL_P95_MS ? 'met' : 'NOT met' })`
);
if ( result.rebuild ) {
	console.log(
		`index rebuild: ${ result.rebuild.rows } of ${ result.rebuild.products } products in ${ result.rebuild.ms } ms`
	);
}
console.log(
	`bytes (gzip): search.js on every page ${ result.bytes.entryGzip } B (+ search.css ${ result.bytes.entryCssGzip } B); on intent: search-combobox.js ${ result.bytes.comboboxChunkGzip } B (+ WordPress's React)`
);
console.log( `saved ${ save( 'search', result ) }` );
