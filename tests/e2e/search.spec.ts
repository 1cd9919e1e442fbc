/**
 * The header's live search as a shopper uses it, on both lanes: "gin"
 * shows suggestions with price and unit price, the arrows and Enter open
 * the product, "xyzq" says "Keine Treffer", Escape closes and then clears,
 * no React before the field is used, no axe violations with the list open;
 * and the endpoint itself: the spec's reply on admin-ajax and wc-ajax,
 * cacheable, German 400s for bad input, no PHP warnings.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page, type Request } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const REACT_FILE =
	/\/wp-includes\/js\/dist\/(vendor\/react(-dom|-jsx-runtime)?(\.min)?\.js|element(\.min)?\.js)/;
const ACTION = 'flatsome_ajax_search_products';
/** The storefront plugin's fast route (plugins/tresen-storefront/src/Search/fast.php). */
const FAST_PATH = '/wp-content/plugins/tresen-storefront/src/Search/fast.php';

function phpProblems(): string[] {
	return sitePhp< string[] >( `
		$file = WP_CONTENT_DIR . '/debug.log';
		if ( ! is_readable( $file ) ) { return array(); }
		$lines = preg_split( '/\\R/', (string) file_get_contents( $file ) );
		return array_values( array_filter( $lines, static fn( $l ) => preg_match( '/PHP (Fatal error|Warning|Notice|Parse error)|Uncaught/', $l ) ) );
	` );
}

/**
 * The search field, before and after it became the combobox.
 * @param page
 */
function field( page: Page ) {
	return page.locator( 'header#masthead input.product-search__field' );
}

async function typeInSearch( page: Page, text: string ) {
	const input = field( page );
	await input.click();
	await input.pressSequentially( text, { delay: 40 } );
	return input;
}

test.describe( 'live search', () => {
	test.beforeEach( async ( { page } ) => {
		await declineCookies( page );
	} );

	test( 'loads no React until the search field is used', async ( {
		page,
	} ) => {
		const requests: Request[] = [];
		const onRequest = ( request: Request ) => requests.push( request );
		const scriptUrls = () =>
			requests
				.filter( ( r ) => r.resourceType() === 'script' )
				.map( ( r ) => r.url() );
		page.on( 'request', onRequest );
		await page.goto( '/', { waitUntil: 'load' } );
		const scripts = scriptUrls();
		expect(
			scripts.filter( ( u ) => REACT_FILE.test( u ) ),
			'React before use'
		).toEqual( [] );
		expect(
			scripts.some( ( u ) =>
				/\/plugins\/tresen-storefront\/build\/search\.js/.test( u )
			)
		).toBe( true );
		expect(
			await page.evaluate(
				() => typeof ( window as { React?: unknown } ).React
			)
		).toBe( 'undefined' );
		await expect(
			page.getByRole( 'searchbox', { name: 'Produkte suchen' } )
		).toBeVisible();

		await field( page ).focus();
		await expect(
			page.getByRole( 'combobox', { name: 'Produkte suchen' } )
		).toBeVisible();
		await expect
			.poll(
				() =>
					scriptUrls().filter( ( u ) => REACT_FILE.test( u ) ).length
			)
			.toBeGreaterThanOrEqual( 2 );
		await expect
			.poll( () =>
				scriptUrls().some( ( u ) => /search-combobox\.js/.test( u ) )
			)
			.toBe( true );
		page.off( 'request', onRequest );
	} );

	test( '"gin" shows suggestions with price, the arrows and Enter open the product', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await typeInSearch( page, 'gin' );
		const combobox = page.getByRole( 'combobox', {
			name: 'Produkte suchen',
		} );
		const list = page.getByRole( 'listbox', { name: 'Suchvorschläge' } );
		await expect( list ).toBeVisible();
		await expect( combobox ).toHaveAttribute( 'aria-expanded', 'true' );
		const options = list.getByRole( 'option' );
		const names = await options.allInnerTexts();
		expect( names.length ).toBeGreaterThanOrEqual( 3 );
		expect( names.length ).toBeLessThanOrEqual( 10 );
		const index = names.findIndex( ( n ) =>
			n.includes( 'Tresen Dry Gin 0,35 l' )
		);
		expect( index, names.join( ' | ' ) ).toBeGreaterThanOrEqual( 0 );
		const gin = options.nth( index );
		await expect( gin ).toContainText( /25,90\s€/ );
		await expect( gin ).toContainText( /74,00\s€ \/ 1 l/ );
		expect(
			await list.evaluate( ( el ) => getComputedStyle( el ).maxHeight )
		).toBe( '300px' );
		await expect(
			page.getByRole( 'status' ).filter( { hasText: /Vorschläge?\./ } )
		).toHaveCount( 1 );

		for ( let i = 0; i <= index; i++ ) {
			await page.keyboard.press( 'ArrowDown' );
		}
		await expect( combobox ).toHaveAttribute(
			'aria-activedescendant',
			( await gin.getAttribute( 'id' ) ) as string
		);
		await expect( gin ).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( 'h1' ) ).toHaveText(
			'Tresen Dry Gin 0,35 l'
		);
		expect( page.url() ).toContain( '/produkt/' );
	} );

	test( 'Enter without a chosen suggestion runs the normal product search', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await typeInSearch( page, 'Elbflorenz' );
		await expect(
			page.getByRole( 'listbox', { name: 'Suchvorschläge' } )
		).toBeVisible();
		await page.keyboard.press( 'Enter' );
		await page.waitForLoadState( 'load' );
		// WooCommerce sends a search with a single result straight to the product.
		await expect( page.locator( 'h1' ) ).toContainText( 'Elbflorenz' );
	} );

	test( '"xyzq" says "Keine Treffer"; Escape closes, then clears', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const input = await typeInSearch( page, 'xyzq' );
		const status = page.locator( '.product-search__status' );
		await expect( status ).toHaveText( 'Keine Treffer' );
		await expect( status ).toHaveAttribute( 'role', 'status' );
		await expect( status ).toBeVisible();
		await expect( page.getByRole( 'listbox' ) ).toBeHidden();

		await page.keyboard.press( 'Escape' );
		await expect( status ).toHaveText( '' );
		await expect( status ).not.toHaveClass( /is-visible/ );
		await expect( input ).toHaveValue( 'xyzq' );
		await page.keyboard.press( 'Escape' );
		await expect( input ).toHaveValue( '' );

		await input.pressSequentially( 'gin', { delay: 40 } );
		const list = page.getByRole( 'listbox', { name: 'Suchvorschläge' } );
		await expect( list ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( list ).toBeHidden();
		await expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( input ).toHaveValue( 'gin' );
	} );

	test( 'a click on a suggestion opens the product', async ( { page } ) => {
		await page.goto( '/shop/' );
		await typeInSearch( page, 'whisky 12' );
		const option = page.getByRole( 'option', {
			name: /Highland Single Malt 12 Jahre/,
		} );
		await expect( option ).toBeVisible();
		await option.click();
		await expect( page.locator( 'h1' ) ).toHaveText(
			/Highland Single Malt 12 Jahre/
		);
	} );

	test( 'no axe violations with the suggestions open', async ( { page } ) => {
		await page.goto( '/' );
		await typeInSearch( page, 'gin' );
		await expect(
			page.getByRole( 'listbox', { name: 'Suchvorschläge' } )
		).toBeVisible();
		await page.keyboard.press( 'ArrowDown' );
		// The header with the open list (the rest of the page is axe.spec.ts's).
		const result = await new AxeBuilder( { page } )
			.include( 'header#masthead' )
			.options( {
				runOnly: {
					type: 'tag',
					values: [
						'wcag2a',
						'wcag2aa',
						'wcag21a',
						'wcag21aa',
						'wcag22aa',
					],
				},
				rules: { 'label-content-name-mismatch': { enabled: true } },
			} )
			.analyze();
		expect(
			result.violations.map(
				( v ) =>
					`${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ' | ' ) }`
			)
		).toEqual( [] );
	} );

	test( "the endpoint: the spec's reply on admin-ajax and wc-ajax, cacheable, German 400s", async ( {
		request,
	} ) => {
		const before = phpProblems().length;

		const admin = await request.get(
			`/wp-admin/admin-ajax.php?action=${ ACTION }&query=gin`
		);
		expect( admin.status() ).toBe( 200 );
		expect( admin.headers()[ 'content-type' ] ).toContain(
			'application/json'
		);
		expect( admin.headers()[ 'cache-control' ] ).toBe(
			'public, max-age=300'
		);
		expect( admin.headers()[ 'set-cookie' ] ).toBeUndefined();
		const body = await admin.json();
		expect( body.suggestions.length ).toBeGreaterThan( 0 );
		for ( const s of body.suggestions ) {
			expect( Object.keys( s ) ).toEqual( [
				'value',
				'id',
				'url',
				'img',
				'price',
			] );
			expect( s.price ).not.toMatch( /<a\b|<script/i );
		}

		const wc = await request.get( `/?wc-ajax=${ ACTION }&query=gin` );
		expect( wc.status() ).toBe( 200 );
		expect( wc.headers()[ 'cache-control' ] ).toBe( 'public, max-age=300' );
		expect( await wc.json() ).toEqual( body );

		const miss = await (
			await request.get( `/?wc-ajax=${ ACTION }&query=xyzq` )
		).json();
		expect( miss.suggestions ).toEqual( [
			{ value: 'Keine Treffer', id: -1, url: '', img: '', price: '' },
		] );

		// The seeded category of alcohol-free drinks holds the gin alternative, no gin.
		const slug = sitePhp< string >( `
			$term = get_term_by( 'name', 'Alkoholfrei', 'product_cat' );
			return $term ? $term->slug : '';
		` );
		const inCategory = await (
			await request.get(
				`/?wc-ajax=${ ACTION }&query=gin&product_cat=${ slug }`
			)
		).json();
		expect(
			inCategory.suggestions.map( ( s: { value: string } ) => s.value )
		).toEqual( [ expect.stringMatching( /Gin-Alternative/ ) ] );

		for ( const [ query, message ] of [
			[ 'query[]=gin', 'Deine Suche konnte nicht gelesen werden' ],
			[ `query=${ 'a'.repeat( 101 ) }`, 'höchstens 100 Zeichen' ],
			[ 'query=gin%C3%28', 'Zeichen, die wir nicht lesen können' ],
			[
				'query=gin&product_cat[a]=b',
				'Deine Suche konnte nicht gelesen werden',
			],
		] ) {
			for ( const path of [
				`/wp-admin/admin-ajax.php?action=${ ACTION }&`,
				`/?wc-ajax=${ ACTION }&`,
				// The fast route hands these on to wc-ajax (307).
				`${ FAST_PATH }?`,
			] ) {
				const res = await request.get( path + query );
				expect( res.status(), path + query ).toBe( 400 );
				expect( ( await res.json() ).message, path + query ).toContain(
					message
				);
			}
		}
		expect( phpProblems().slice( before ) ).toEqual( [] );
	} );

	test( 'the fast route gives the same replies without loading WooCommerce, and never an out-of-date one', async ( {
		page,
		request,
	} ) => {
		const before = phpProblems().length;
		await page.goto( '/' );
		const fast = await page.evaluate(
			() =>
				( window as unknown as { tresenSearch: { fast: string } } )
					.tresenSearch.fast
		);
		expect( new URL( fast ).pathname ).toBe( FAST_PATH );

		const wcReply = async ( query: string ) =>
			( await request.get( `/?wc-ajax=${ ACTION }&${ query }` ) ).json();
		const fastGet = ( query: string ) =>
			request.get( `${ FAST_PATH }?${ query }`, { maxRedirects: 0 } );

		// Answered by the fast route itself once wc-ajax has stored the suggestions.
		const slug = sitePhp< string >( `
			$term = get_term_by( 'name', 'Alkoholfrei', 'product_cat' );
			return $term ? $term->slug : '';
		` );
		for ( const query of [
			'query=gin',
			'query=xyzq',
			`query=gin&product_cat=${ slug }`,
			'query=gin&product_cat=keine-solche-kategorie',
			'query=gi',
		] ) {
			const expected = await wcReply( query );
			const res = await fastGet( query );
			expect( res.status(), query ).toBe( 200 );
			expect( res.headers()[ 'server-timing' ], query ).toContain(
				'desc="fast"'
			);
			expect( res.headers()[ 'cache-control' ] ).toBe(
				'public, max-age=300'
			);
			expect( res.headers()[ 'content-type' ] ).toBe(
				'application/json; charset=UTF-8'
			);
			expect( res.headers()[ 'x-content-type-options' ] ).toBe(
				'nosniff'
			);
			expect( res.headers()[ 'set-cookie' ] ).toBeUndefined();
			expect( await res.json(), query ).toEqual( expected );
		}

		// A new product: its first search goes through wc-ajax, which stores its suggestion.
		const word = `schnellsuche${ Math.random()
			.toString( 36 )
			.replace( /[^a-z]/g, '' )
			.slice( 0, 6 ) }`;
		const id = sitePhp< number >( `
			$p = new WC_Product_Simple();
			$p->set_name( 'Testlikör ${ word }' );
			$p->set_regular_price( '12.34' );
			$p->set_status( 'publish' );
			// Decided "no deposit": the Shop-Check of the setup specs, which may run
			// meanwhile, counts only the seed's products as undecided.
			$id = $p->save();
			update_post_meta( $id, '_tresen_deposit_type', '' );
			return $id;
		` );
		try {
			const handed = await fastGet( `query=${ word }` );
			expect( handed.status() ).toBe( 307 );
			expect( handed.headers().location ).toContain(
				`wc-ajax=${ ACTION }&query=${ word }`
			);
			const first = await (
				await request.get( `${ FAST_PATH }?query=${ word }` )
			).json();
			expect( first.suggestions[ 0 ].price ).toContain( '12,34' );
			const stored = await fastGet( `query=${ word }` );
			expect( stored.status() ).toBe( 200 );
			expect( ( await stored.json() ).suggestions[ 0 ].price ).toContain(
				'12,34'
			);

			// A new price is never answered from the old suggestion.
			sitePhp( `
				$p = wc_get_product( ${ id } );
				$p->set_regular_price( '13.45' );
				$p->save();
			` );
			expect( ( await fastGet( `query=${ word }` ) ).status() ).toBe(
				307
			);
			const changed = await (
				await request.get( `${ FAST_PATH }?query=${ word }` )
			).json();
			expect( changed.suggestions[ 0 ].price ).toContain( '13,45' );
			expect( changed.suggestions[ 0 ].price ).not.toContain( '12,34' );

			// Every stored suggestion out of date (a setting changed): handed on again.
			sitePhp( `do_action( 'tresen_search_suggestions_stale' );` );
			expect( ( await fastGet( `query=${ word }` ) ).status() ).toBe(
				307
			);
		} finally {
			sitePhp( `wp_delete_post( ${ id }, true );` );
		}
		// Gone from the shop, gone from the fast route.
		const gone = await fastGet( `query=${ word }` );
		expect( gone.status() ).toBe( 200 );
		expect( ( await gone.json() ).suggestions ).toEqual( [
			{ value: 'Keine Treffer', id: -1, url: '', img: '', price: '' },
		] );
		expect( phpProblems().slice( before ) ).toEqual( [] );
	} );

	test( 'the field asks the fast route, and wc-ajax where the host refuses it', async ( {
		page,
	} ) => {
		const asked: string[] = [];
		page.on( 'request', ( r: Request ) => {
			// As the script asked (not the fast route's hand-on to wc-ajax).
			if (
				! r.redirectedFrom() &&
				/fast\.php|wc-ajax=flatsome_ajax_search_products/.test(
					r.url()
				)
			) {
				asked.push( r.url() );
			}
		} );
		await page.goto( '/' );
		await typeInSearch( page, 'gin' );
		const list = page.getByRole( 'listbox', { name: 'Suchvorschläge' } );
		await expect( list.getByRole( 'option' ).first() ).toBeVisible();
		expect( asked.length ).toBeGreaterThan( 0 );
		expect( asked.every( ( u ) => u.includes( FAST_PATH ) ) ).toBe( true );

		// A host that runs no PHP in themes.
		await page.route( `**${ FAST_PATH }**`, ( route ) =>
			route.fulfill( {
				status: 403,
				contentType: 'text/html',
				body: '<h1>Forbidden</h1>',
			} )
		);
		asked.length = 0;
		await page.goto( '/' );
		await typeInSearch( page, 'whisky' );
		await expect(
			list
				.getByRole( 'option' )
				.filter( { hasText: /whisky/i } )
				.first()
		).toBeVisible();
		expect( asked.some( ( u ) => u.includes( 'wc-ajax=' ) ) ).toBe( true );
		expect(
			await page.evaluate( () =>
				window.sessionStorage.getItem( 'tresen-search-fast-off' )
			)
		).toBe( '1' );
	} );

	test( 'the owner turns the fast route off and on in Werkzeuge, and saving checks that it answers', async ( {
		page,
		baseURL,
	} ) => {
		const password = 'Such-Werkzeug-2026!';
		sitePhp( `
			$user = get_user_by( 'login', 'suchadmin' );
			$id   = $user ? $user->ID : wp_create_user( 'suchadmin', '${ password }', 'suchadmin@example.com' );
			wp_set_password( '${ password }', $id );
			( new WP_User( $id ) )->set_role( 'administrator' );
		` );
		const fastSetting = () =>
			page.evaluate(
				() =>
					( window as unknown as { tresenSearch: { fast: string } } )
						.tresenSearch.fast
			);
		try {
			await page.goto(
				`/wp-login.php?redirect_to=${ encodeURIComponent(
					`${ baseURL }/wp-admin/tools.php`
				) }`
			);
			await page.locator( '#user_login' ).fill( 'suchadmin' );
			await page.locator( '#user_pass' ).fill( password );
			await page.locator( '#wp-submit' ).click();
			await page.waitForURL( /tools\.php/ );
			const box = page.getByRole( 'checkbox', {
				name: /Vorschläge über die schnelle Abfrage/,
			} );
			await expect( box ).toBeChecked();

			await box.uncheck();
			await page
				.getByRole( 'button', { name: 'Speichern und prüfen' } )
				.click();
			await expect(
				page.getByText( 'Die schnelle Abfrage ist aus', {
					exact: false,
				} )
			).toBeVisible();
			await expect( box ).not.toBeChecked();
			await page.goto( '/' );
			expect( await fastSetting() ).toBe( '' );

			await page.goto( '/wp-admin/tools.php' );
			await box.check();
			await page
				.getByRole( 'button', { name: 'Speichern und prüfen' } )
				.click();
			// The server asked the route itself.
			await expect(
				page.getByText( 'Die schnelle Abfrage antwortet', {
					exact: false,
				} )
			).toBeVisible();
			await page.goto( '/' );
			expect( new URL( await fastSetting() ).pathname ).toBe( FAST_PATH );
		} finally {
			sitePhp( `delete_option( 'tresen_search_fast_route' );` );
		}
	} );
} );
