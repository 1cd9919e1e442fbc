/**
 * The shop scaled out (`node bin/e2e.mjs --cluster`): nginx with a page cache
 * in front of two php-fpm nodes, MariaDB, Redis. What a visitor must never
 * notice: another visitor's cart, nonce, wishlist count or checkout coming out
 * of the page cache; an upload missing on the other node; a limit shared with
 * everyone behind the proxy; a scheduled job running twice. Skipped on the
 * single-node shop.
 */
import { execFile } from 'node:child_process';
import {
	test,
	expect,
	type APIResponse,
	type Browser,
	type Page,
} from '@playwright/test';
import { productIdBySku } from './lib/checkout';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

// eslint-disable-next-line playwright/no-skipped-test -- the single-node shop has no cluster to test.
test.skip(
	! process.env.TRESEN_E2E_CLUSTER,
	'runs on the local cluster only: node bin/e2e.mjs --cluster'
);

const nodeOf = ( r: APIResponse ) => r.headers()[ 'x-tresen-node' ] ?? '';
const cacheOf = ( r: APIResponse ) => r.headers()[ 'x-tresen-cache' ] ?? '';

function productUrl( sku: string ): string {
	return sitePhp< string >(
		`return (string) get_permalink( wc_get_product_id_by_sku( ${ JSON.stringify( sku ) } ) );`
	);
}

async function visitor( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: process.env.TRESEN_E2E_URL,
		locale: 'de-DE',
	} );
	const page = await context.newPage();
	await declineCookies( page );
	return page;
}

/**
 * The checkout form's nonce on the page.
 *
 * @param page Page.
 */
function nonceOf( page: Page ): Promise< string > {
	return page
		.locator( '[name="woocommerce-process-checkout-nonce"]' )
		.evaluate( ( el ) => ( el as HTMLInputElement ).value );
}

/**
 * Every page's HTML and node this visitor got, to search them afterwards.
 * @param page
 */
function record( page: Page ) {
	const seen: { url: string; node: string; cache: string; html: string }[] =
		[];
	page.on( 'response', async ( response ) => {
		if ( response.request().resourceType() !== 'document' ) {
			return;
		}
		const headers = response.headers();
		seen.push( {
			url: response.url(),
			node: headers[ 'x-tresen-node' ] ?? '',
			cache: headers[ 'x-tresen-cache' ] ?? '',
			html: await response.text().catch( () => '' ),
		} );
	} );
	return seen;
}

test( 'public pages come from the page cache, requests of one visit land on both nodes', async ( {
	request,
} ) => {
	const paths = [ '/', new URL( productUrl( 'TR-GIN-001' ) ).pathname ];
	const nodes = new Set< string >();
	for ( const path of paths ) {
		const first = await request.get( path );
		expect( first.status() ).toBe( 200 );
		expect( first.headers()[ 'cache-control' ] ).toMatch( /s-maxage=\d+/ );
		expect( first.headers().vary ).toMatch( /Cookie/ );
		const second = await request.get( path );
		expect( cacheOf( second ), path ).toBe( 'HIT' );
	}
	// Not cached: both nodes answer in turn.
	for ( let i = 0; i < 4; i++ ) {
		nodes.add( nodeOf( await request.get( '/wp-login.php' ) ) );
	}
	expect( [ ...nodes ].sort() ).toEqual( [ 'a', 'b' ] );
	// Personal pages never come from the cache.
	for ( const path of [ '/warenkorb/', '/kasse/', '/mein-konto/' ] ) {
		const response = await request.get( path );
		expect( cacheOf( response ), path ).not.toBe( 'HIT' );
		expect( response.headers()[ 'cache-control' ] ?? '' ).toMatch(
			/no-store|private|no-cache/
		);
	}
} );

test( "two visitors' carts, nonces, wishlist counts and checkout pages never cross through the page cache", async ( {
	browser,
} ) => {
	test.setTimeout( 120_000 );
	const gin = productIdBySku( 'TR-GIN-001' );
	const ginName = sitePhp< string >(
		`return wc_get_product( ${ gin } )->get_name();`
	);
	const rum = productIdBySku( 'TR-RUM-001' );
	const rumName = sitePhp< string >(
		`return wc_get_product( ${ rum } )->get_name();`
	);

	// Visitor A: the gin in the cart and on the wishlist, then the checkout.
	const a = await visitor( browser );
	const seenA = record( a );
	await a.goto( `/?add-to-cart=${ gin }` );
	await a.goto(
		sitePhp< string >(
			"return (string) get_term_link( 'gin', 'product_cat' );"
		)
	);
	await a
		.locator( `.tresen-wishlist-add[data-product-id="${ gin }"]` )
		.click();
	const dialog = a.getByRole( 'dialog', { name: 'Auf die Wunschliste' } );
	await expect( dialog ).toBeVisible( { timeout: 15000 } );
	await dialog.getByRole( 'button', { name: 'Hinzufügen' } ).click();
	await expect( dialog.getByRole( 'status' ) ).toContainText( 'hinzugefügt' );
	await expect(
		a.locator( '.header-wishlist-link .wishlist-count' )
	).toHaveText( '1' );
	await a.goto( '/kasse/' );
	const nonceA = await nonceOf( a );
	expect( nonceA ).toMatch( /^[0-9a-f]{10}$/ );
	await expect( a.locator( 'body' ) ).toContainText( ginName );

	// Visitor B, meanwhile, on the same pages (from the cache where public).
	const b = await visitor( browser );
	const seenB = record( b );
	for ( const path of [
		'/',
		new URL( productUrl( 'TR-GIN-001' ) ).pathname,
		sitePhp< string >(
			"return (string) get_term_link( 'gin', 'product_cat' );"
		),
	] ) {
		await b.goto( path );
		await expect(
			b.locator( '.header-wishlist-link .wishlist-count' )
		).not.toHaveText( '1' );
	}
	await b.goto( `/?add-to-cart=${ rum }` );
	await b.goto( '/kasse/' );
	const nonceB = await nonceOf( b );
	await expect( b.locator( 'body' ) ).toContainText( rumName );
	await expect(
		b.locator( '.woocommerce-checkout-review-order' )
	).not.toContainText( ginName );
	expect( nonceB ).toMatch( /^[0-9a-f]{10}$/ );
	expect( nonceB ).not.toBe( nonceA );

	// A's pages, again, show A's, not B's.
	await a.goto( '/kasse/' );
	await expect(
		a.locator( '.woocommerce-checkout-review-order' )
	).not.toContainText( rumName );

	// Nothing of A in any HTML B got, nothing of B in A's; both visits used both nodes.
	for ( const page of seenB ) {
		expect( page.html, page.url ).not.toContain( nonceA );
	}
	for ( const page of seenA ) {
		expect( page.html, page.url ).not.toContain( nonceB );
	}
	const nodes = new Set( [ ...seenA, ...seenB ].map( ( s ) => s.node ) );
	expect( nodes.has( 'a' ) && nodes.has( 'b' ), [ ...nodes ].join() ).toBe(
		true
	);
	// A visitor with a session is never served from nor stored into the cache.
	for ( const page of [ ...seenA, ...seenB ].filter( ( s ) =>
		/kasse|warenkorb/.test( s.url )
	) ) {
		expect( page.cache, page.url ).not.toBe( 'HIT' );
	}
	await a.context().close();
	await b.context().close();
} );

test( 'an upload sent to node A is served by node B', async ( { request } ) => {
	const password = sitePhp< string >( `
		$created = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'cluster-e2e-' . wp_generate_password( 6, false ) ) );
		return is_wp_error( $created ) ? '' : $created[0];
	` );
	expect( password ).not.toBe( '' );
	const login = sitePhp< string >( 'return get_userdata( 1 )->user_login;' );
	// A 1x1 PNG.
	const png = Buffer.from(
		'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
		'base64'
	);
	const upload = await request.post( '/wp-json/wp/v2/media', {
		headers: {
			'X-Tresen-Pin': 'a',
			Authorization: `Basic ${ Buffer.from( `${ login }:${ password }` ).toString( 'base64' ) }`,
			'Content-Type': 'image/png',
			'Content-Disposition': 'attachment; filename="cluster-label.png"',
		},
		data: png,
	} );
	expect( upload.status(), await upload.text() ).toBe( 201 );
	expect( nodeOf( upload ) ).toBe( 'a' );
	const media = ( await upload.json() ) as { id: number; source_url: string };

	const onB = await request.get(
		`/wp-json/tresen-e2e/v1/cluster/file/${ media.id }`,
		{
			headers: { 'X-Tresen-Pin': 'b' },
		}
	);
	expect( nodeOf( onB ) ).toBe( 'b' );
	const file = ( await onB.json() ) as { local: boolean; md5: string };
	expect( file.local ).toBe( true );
	expect( file.md5 ).toBe(
		( await import( 'node:crypto' ) )
			.createHash( 'md5' )
			.update( png )
			.digest( 'hex' )
	);
	const served = await request.get( new URL( media.source_url ).pathname );
	expect( served.status() ).toBe( 200 );
	expect( Buffer.from( await served.body() ).equals( png ) ).toBe( true );
} );

test( 'a limit counts per visitor behind the proxy, on both nodes together', async ( {
	request,
}, testInfo ) => {
	// A retry is a new visitor: the first try's requests still count in their window.
	const visitorIp = `198.51.100.${ 7 + testInfo.retry }`;
	const otherIp = `203.0.113.${ 9 + testInfo.retry }`;
	const ask = ( ip: string, node: string ) =>
		request.get( '/wp-json/tresen-e2e/v1/cluster/visitor', {
			headers: { 'X-Forwarded-For': ip, 'X-Tresen-Pin': node },
		} );
	const first = ( await ( await ask( visitorIp, 'a' ) ).json() ) as {
		address: string;
		allowed: boolean;
	};
	const answers = [ first ];
	for ( const node of [ 'b', 'a', 'b' ] ) {
		answers.push( await ( await ask( visitorIp, node ) ).json() );
	}
	expect( answers.map( ( x ) => x.allowed ) ).toEqual( [
		true,
		true,
		true,
		false,
	] );
	expect( new Set( answers.map( ( x ) => x.address ) ).size ).toBe( 1 );
	// Another visitor behind the same proxy still has all of theirs.
	const other = ( await ( await ask( otherIp, 'b' ) ).json() ) as {
		address: string;
		allowed: boolean;
	};
	expect( other.allowed ).toBe( true );
	expect( other.address ).not.toBe( first.address );
} );

test( 'each due job runs once when both nodes run cron at the same moment', async () => {
	// Several due at once: each runner changes the one stored schedule for each
	// job it takes, and a change made from an older copy would put the other
	// runner's job back on it.
	const probes = [ 'c1', 'c2', 'c3', 'c4' ];
	sitePhp( `
		global $wpdb;
		foreach ( ${ JSON.stringify( probes ) } as $which ) {
			delete_option( 'tresen_e2e_cluster_probe_runs_' . $which );
			wp_schedule_single_event( time() - 5, 'tresen_e2e_cluster_probe', array( $which ) );
		}
		return true;
	` );
	const cron = JSON.parse( process.env.TRESEN_E2E_CRON || '{}' ) as {
		file: string;
		args: string[];
		uid?: number;
		gid?: number;
	};
	const runner = () =>
		new Promise< string >( ( resolve ) => {
			execFile(
				cron.file,
				cron.args,
				{
					...( cron.uid !== undefined
						? { uid: cron.uid, gid: cron.gid }
						: {} ),
				},
				( _e, out, err ) => resolve( `${ out }${ err }` )
			);
		} );
	const outputs = await Promise.all( [ runner(), runner() ] );
	// Between them (and the cluster's own minute loop, which may have been first) no more runs than jobs.
	expect(
		outputs.join( '\n' ).match( /tresen_e2e_cluster_probe/g )?.length ?? 0
	).toBeLessThanOrEqual( probes.length );
	await expect
		.poll(
			() =>
				sitePhp< Record< string, string > >( `
					global $wpdb;
					$runs = array();
					foreach ( ${ JSON.stringify( probes ) } as $which ) {
						$runs[ $which ] = (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'tresen_e2e_cluster_probe_runs_' . $which ) );
					}
					return $runs;
				` ),
			{
				message: `the runners said:\n${ outputs.join( '\n---\n' ) }`,
				// The minute loop may still be running the ones it took.
				timeout: 15_000,
			}
		)
		.toEqual( Object.fromEntries( probes.map( ( p ) => [ p, '1' ] ) ) );
	// Nothing of them is left on the schedule.
	expect(
		sitePhp< boolean >(
			`return false === wp_next_scheduled( 'tresen_e2e_cluster_probe', array( 'c1' ) );`
		)
	).toBe( true );
} );

test( 'a new price shows at once on a cached product page', async ( {
	request,
} ) => {
	const path = new URL( productUrl( 'TR-GIN-001' ) ).pathname;
	await request.get( path );
	expect( cacheOf( await request.get( path ) ) ).toBe( 'HIT' );
	const was = sitePhp< string >( `
		return wc_get_product( wc_get_product_id_by_sku( 'TR-GIN-001' ) )->get_regular_price( 'edit' );
	` );
	const setPrice = ( price: string ) =>
		sitePhp< string >( `
			$product = wc_get_product( wc_get_product_id_by_sku( 'TR-GIN-001' ) );
			$product->set_regular_price( ${ JSON.stringify( price ) } );
			$product->save();
			return wc_price( ${ JSON.stringify( price ) } );
		` );
	try {
		const price = setPrice( '31.17' );
		const after = await request.get( path );
		expect( cacheOf( after ) ).not.toBe( 'HIT' );
		expect( await after.text() ).toContain( '31,17' );
		expect( price ).toContain( '31,17' );
	} finally {
		// The specs after this one (express, checkout …) know the gin at its seeded price.
		setPrice( was );
	}
} );
