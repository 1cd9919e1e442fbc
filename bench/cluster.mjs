#!/usr/bin/env node
/**
 * The cluster bench (`npm run bench:cluster`): starts the local cluster
 * (bin/lib/cluster.mjs) and runs the same load twice, once pinned to one
 * php-fpm node and once round-robin over both, then prints:
 *
 * - the anonymous page cache hit ratio (home, shop, product),
 * - p50/p95 of home, shop, product, add to cart and checkout per run, and the
 *   two-node/one-node ratio,
 * - visits per second,
 * - cross-visitor leaks found (must be 0): a checkout showing another
 *   visitor's product or nonce, a page without a session that carries one.
 *
 * It prints figures; it is not a test with a time limit. Results also go to
 * bench/results/cluster-<date>.json.
 *
 *   node bench/cluster.mjs [--visitors=24] [--concurrency=6] [--keep]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from '../bin/lib/cluster.mjs';
import { ensureBuild, ensureNodeModules } from '../bin/lib/prepare.mjs';
import {
	ROOT,
	ensureSystemPackages,
	freePort,
	log,
} from '../bin/lib/runtime.mjs';

const args = Object.fromEntries(
	process.argv.slice( 2 ).map( ( a ) => {
		const [ k, v ] = a.replace( /^--/, '' ).split( '=' );
		return [ k, v ?? true ];
	} )
);
const VISITORS = Number( args.visitors || 24 );
const CONCURRENCY = Number( args.concurrency || 6 );

ensureSystemPackages( { mariadb: true } );
ensureNodeModules();
ensureBuild();
const port = await freePort();
log( 'starting the cluster for the bench (install and seed: about a minute)' );
const cluster = await startCluster( {
	port,
	url: `http://127.0.0.1:${ port }`,
	name: 'cluster-bench',
	fresh: ! args.keep,
	cron: 60,
	kind: 'bench',
} );
const base = cluster.url;

/** Simple products to put in carts, one per concurrent visitor, from the shop itself. */
function catalogue() {
	const php = `
		$_SERVER['HTTP_HOST'] = '127.0.0.1:${ port }'; $_SERVER['REQUEST_URI'] = '/';
		require ${ JSON.stringify( cluster.site ) } . '/wp-load.php';
		$out = array( 'shop' => (string) wp_parse_url( wc_get_page_permalink( 'shop' ), PHP_URL_PATH ), 'checkout' => (string) wp_parse_url( wc_get_checkout_url(), PHP_URL_PATH ), 'products' => array() );
		foreach ( wc_get_products( array( 'type' => 'simple', 'limit' => 40, 'status' => 'publish', 'stock_status' => 'instock' ) ) as $p ) {
			if ( $p->is_purchasable() ) {
				$out['products'][] = array( 'id' => $p->get_id(), 'name' => $p->get_name(), 'path' => (string) wp_parse_url( get_permalink( $p->get_id() ), PHP_URL_PATH ) );
			}
		}
		echo "@@" . wp_json_encode( $out );
	`;
	const out = spawnSync( 'php', [ '-r', php ], {
		encoding: 'utf8',
		...( cluster.user
			? { uid: cluster.user.uid, gid: cluster.user.gid }
			: {} ),
	} ).stdout;
	return JSON.parse( out.slice( out.lastIndexOf( '@@' ) + 2 ) );
}

const shop = catalogue();
// Names that contain another product's name would count as false leaks.
const products = shop.products.filter(
	( p ) =>
		! shop.products.some(
			( q ) => q.id !== p.id && p.name.includes( q.name )
		)
);

async function get( url, jar, pin, method = 'GET' ) {
	const headers = {};
	if ( jar.size ) {
		headers.cookie = [ ...jar ]
			.map( ( [ k, v ] ) => `${ k }=${ v }` )
			.join( '; ' );
	}
	if ( pin ) {
		headers[ 'x-tresen-pin' ] = pin;
	}
	const started = performance.now();
	const res = await fetch( base + url, {
		headers,
		method,
		redirect: 'manual',
	} );
	const body = await res.text();
	const ms = performance.now() - started;
	for ( const c of res.headers.getSetCookie?.() || [] ) {
		const [ pair ] = c.split( ';' );
		const at = pair.indexOf( '=' );
		const name = pair.slice( 0, at );
		const value = pair.slice( at + 1 );
		if (
			/expires=Thu, 01 Jan 1970|max-age=0/i.test( c ) ||
			value === '' ||
			value === 'deleted'
		) {
			jar.delete( name );
		} else {
			jar.set( name, value );
		}
	}
	return {
		ms,
		status: res.status,
		body,
		cache: res.headers.get( 'x-tresen-cache' ) || '',
		node: res.headers.get( 'x-tresen-node' ) || '',
	};
}

function percentile( values, p ) {
	if ( ! values.length ) {
		return 0;
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min(
			sorted.length - 1,
			Math.ceil( ( p / 100 ) * sorted.length ) - 1
		)
	];
}

function purgePageCache() {
	fs.rmSync( cluster.cache, { recursive: true, force: true } );
	fs.mkdirSync( cluster.cache, { recursive: true } );
	if ( cluster.user ) {
		fs.chownSync( cluster.cache, cluster.user.uid, cluster.user.gid );
	}
}

/**
 * One visit: home, shop, a product (anonymous), the product into the cart,
 * the checkout.
 * @param n
 * @param pin
 * @param stats
 */
async function visit( n, pin, stats ) {
	const product = products[ n % Math.min( products.length, CONCURRENCY ) ];
	const jar = new Map();
	const step = async ( name, url, method ) => {
		const r = await get( url, jar, pin, method );
		stats.times[ name ].push( r.ms );
		stats.nodes[ r.node ] = ( stats.nodes[ r.node ] || 0 ) + 1;
		if ( r.status >= 500 ) {
			stats.errors++;
		}
		return r;
	};
	for ( const [ name, url ] of [
		[ 'home', '/' ],
		[ 'shop', shop.shop ],
		[ 'product', product.path ],
	] ) {
		const r = await step( name, url );
		stats.anonymous++;
		if ( r.cache === 'HIT' ) {
			stats.hits++;
		}
		stats.pages.push( { url, body: r.body } );
	}
	await step( 'add to cart', `/?add-to-cart=${ product.id }` );
	const checkout = await step( 'checkout', shop.checkout );
	const review = ( checkout.body.match(
		/<table[^>]*woocommerce-checkout-review-order-table[\s\S]*?<\/table>/
	) || [ '' ] )[ 0 ];
	const nonce =
		( checkout.body.match(
			/name="woocommerce-process-checkout-nonce" value="([^"]+)"/
		) || [] )[ 1 ] || '';
	if ( ! review.includes( product.name ) ) {
		stats.leaks.push(
			`visitor ${ n }: own product missing on the checkout (${ checkout.status }, cache ${ checkout.cache })`
		);
	}
	for ( const other of products ) {
		if ( other.id !== product.id && review.includes( other.name ) ) {
			stats.leaks.push(
				`visitor ${ n }: sees ${ other.name } of another visitor`
			);
		}
	}
	if ( nonce ) {
		stats.nonces.push( { nonce, product: product.id, visitor: n } );
	}
	for ( const [ name, value ] of jar ) {
		if ( name.startsWith( 'wp_woocommerce_session_' ) ) {
			stats.sessions.push(
				decodeURIComponent( value ).split( '|' )[ 0 ]
			);
		}
	}
}

async function load( label, pin ) {
	purgePageCache();
	const stats = {
		label,
		times: {
			home: [],
			shop: [],
			product: [],
			'add to cart': [],
			checkout: [],
		},
		nodes: {},
		anonymous: 0,
		hits: 0,
		errors: 0,
		leaks: [],
		nonces: [],
		sessions: [],
		pages: [],
	};
	// Warm the OPcache of both nodes and Redis, not the page cache.
	for ( const node of [ 'a', 'b' ] ) {
		await get( '/wp-login.php', new Map(), node );
	}
	const started = performance.now();
	let next = 0;
	await Promise.all(
		Array.from( { length: CONCURRENCY }, async () => {
			while ( next < VISITORS ) {
				await visit( next++, pin, stats );
			}
		} )
	);
	stats.seconds = ( performance.now() - started ) / 1000;
	// No public page carries any visitor's checkout nonce or session id.
	for ( const page of stats.pages ) {
		for ( const n of stats.nonces ) {
			if ( page.body.includes( n.nonce ) ) {
				stats.leaks.push(
					`${ page.url }: carries visitor ${ n.visitor }'s checkout nonce`
				);
			}
		}
		for ( const id of stats.sessions ) {
			if ( id && page.body.includes( id ) ) {
				stats.leaks.push(
					`${ page.url }: carries a visitor's session id`
				);
			}
		}
	}
	// Two visitors (of different products) never share a nonce.
	const byNonce = new Map();
	for ( const n of stats.nonces ) {
		const seen = byNonce.get( n.nonce );
		if ( seen && seen.product !== n.product ) {
			stats.leaks.push(
				`visitors ${ seen.visitor } and ${ n.visitor } got the same checkout nonce`
			);
		}
		byNonce.set( n.nonce, n );
	}
	return stats;
}

const fmt = ( ms ) => `${ Math.round( ms ) } ms`;
let results;
try {
	const one = await load( '1 node', 'a' );
	const two = await load( '2 nodes', '' );
	results = {
		visitors: VISITORS,
		concurrency: CONCURRENCY,
		runs: [ one, two ],
	};
	const rows = Object.keys( one.times ).map( ( step ) => {
		const p = ( s, q ) => percentile( s.times[ step ], q );
		return {
			step,
			'1 node p50': fmt( p( one, 50 ) ),
			'1 node p95': fmt( p( one, 95 ) ),
			'2 nodes p50': fmt( p( two, 50 ) ),
			'2 nodes p95': fmt( p( two, 95 ) ),
			'p95 2/1': ( p( two, 95 ) / Math.max( 1, p( one, 95 ) ) ).toFixed(
				2
			),
		};
	} );
	const cpus = ( await import( 'node:os' ) ).cpus().length;
	process.stdout.write(
		`\nCluster bench: ${ VISITORS } visits, ${ CONCURRENCY } at once, each home, shop, product, add to cart, checkout (${ cpus } CPU cores on this machine, shared with everything else running)\n`
	);
	console.table( rows );
	for ( const s of [ one, two ] ) {
		process.stdout.write(
			`${ s.label }: ${ ( VISITORS / s.seconds ).toFixed( 2 ) } visits/s, page cache hit ratio ${ ( ( 100 * s.hits ) / Math.max( 1, s.anonymous ) ).toFixed( 1 ) } % of ${ s.anonymous } anonymous pages, requests per node ${ JSON.stringify( s.nodes ) }, 5xx: ${ s.errors }\n`
		);
	}
	process.stdout.write(
		`throughput 2 nodes / 1 node: ${ ( one.seconds / two.seconds ).toFixed( 2 ) }\n`
	);
	const leaks = [ ...one.leaks, ...two.leaks ];
	process.stdout.write( `cross-visitor leaks: ${ leaks.length }\n` );
	for ( const l of leaks.slice( 0, 10 ) ) {
		process.stdout.write( `  ${ l }\n` );
	}
	const dir = path.join( ROOT, 'bench', 'results' );
	fs.mkdirSync( dir, { recursive: true } );
	const file = path.join(
		dir,
		`cluster-${ new Date().toISOString().replace( /[:.]/g, '-' ) }.json`
	);
	for ( const s of results.runs ) {
		delete s.nonces;
		delete s.sessions;
		delete s.pages;
	}
	fs.writeFileSync(
		file,
		JSON.stringify( { ...results, rows, leaks }, null, 2 )
	);
	process.stdout.write( `saved ${ path.relative( ROOT, file ) }\n` );
	process.exitCode = leaks.length ? 1 : 0;
} finally {
	await cluster.stop();
}
