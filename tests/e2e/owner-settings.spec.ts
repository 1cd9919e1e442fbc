/**
 * The owner's settings: what the Customizer panel "Tresen-Design" saves
 * changes the shop (header layout, search button, sticky header, shop
 * columns, card style, accent, footer columns), its live preview follows
 * the controls without reloading, and theme.json's palette (with the
 * accent) reaches the block editor. Both lanes.
 */
import { test, expect, type Page, type Frame } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const KEYS = [
	'tresen_logo_height',
	'tresen_header_layout',
	'tresen_header_search',
	'tresen_header_sticky',
	'tresen_footer_columns',
	'tresen_footer_text_1',
	'tresen_footer_text_2',
	'tresen_shop_columns_phone',
	'tresen_shop_columns_tab',
	'tresen_shop_columns_desk',
	'tresen_card_style',
	'tresen_accent_color',
];

function resetSettings(): void {
	sitePhp(
		`foreach ( json_decode( '${ JSON.stringify( KEYS ) }', true ) as $key ) { remove_theme_mod( $key ); } return true;`
	);
}

test.afterEach( resetSettings );

async function logIn( page: Page ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( 'admin' );
	await page.locator( '#user_pass' ).fill( 'password' );
	await Promise.all( [
		page.waitForURL( /\/wp-admin\// ),
		page.locator( '#wp-submit' ).click(),
	] );
}

/**
 * Columns of the shop grid's first row, as laid out.
 * @param page
 */
function gridColumns( page: Page | Frame ): Promise< number > {
	return page.evaluate(
		() =>
			getComputedStyle(
				document.querySelector( 'ul.products' )!
			).gridTemplateColumns.split( ' ' ).length
	);
}

test.use( { viewport: { width: 1280, height: 900 } } );

test( 'the saved settings change the shop for every shopper', async ( {
	page,
} ) => {
	sitePhp( `
		set_theme_mod( 'tresen_header_layout', 'center' );
		set_theme_mod( 'tresen_header_search', 'button' );
		set_theme_mod( 'tresen_header_sticky', false );
		set_theme_mod( 'tresen_shop_columns_desk', 4 );
		set_theme_mod( 'tresen_card_style', 'boxed' );
		set_theme_mod( 'tresen_accent_color', '#0b5394' );
		set_theme_mod( 'tresen_footer_columns', 2 );
		set_theme_mod( 'tresen_footer_text_1', '<strong>Tresen Getränke</strong><br>Hauptstraße 1, 10115 Berlin' );
		set_theme_mod( 'tresen_footer_text_2', 'Mo–Sa 10–20 Uhr <a href="/kontakt/">Schreib uns</a>' );
		return true;
	` );
	await declineCookies( page );
	await page.goto( '/shop/' );

	// The logo in the middle of the bar.
	const logo = await page.locator( '.site-branding' ).boundingBox();
	expect( Math.abs( logo!.x + logo!.width / 2 - 640 ) ).toBeLessThan( 30 );

	// Four products per row, framed cards, the accent on the buttons.
	expect( await gridColumns( page ) ).toBe( 4 );
	const card = page.locator( 'ul.products li.product' ).first();
	await expect( card ).toHaveCSS( 'border-top-style', 'solid' );
	await expect( card.locator( '.button' ).first() ).toHaveCSS(
		'background-color',
		'rgb(11, 83, 148)'
	);

	// The footer's two text columns side by side.
	const columns = page.locator( '.footer-column' );
	await expect( columns ).toHaveCount( 2 );
	await expect( columns.nth( 0 ) ).toContainText( 'Tresen Getränke' );
	await expect(
		columns.nth( 1 ).getByRole( 'link', { name: 'Schreib uns' } )
	).toBeVisible();
	const [ left, right ] = [
		await columns.nth( 0 ).boundingBox(),
		await columns.nth( 1 ).boundingBox(),
	];
	expect( right!.x ).toBeGreaterThan( left!.x + left!.width );

	// Search as a button: the field opens below it and searches.
	const field = page.locator( '#tresen-search-header' );
	await expect( field ).toBeHidden();
	await page.locator( '.header-search-pop > summary' ).click();
	await expect( field ).toBeVisible();
	await field.fill( 'Gin' );
	await field.press( 'Enter' );
	await expect( page ).toHaveURL( /[?&]s=Gin/ );

	// The header stays in place while scrolling.
	await page.evaluate( () => window.scrollTo( 0, 1500 ) );
	// The sticky code has run: its back-to-top button shows after a screen.
	await expect( page.locator( 'button.back-to-top' ) ).toBeVisible();
	await expect( page.locator( '#masthead' ) ).not.toHaveClass( /is-stuck/ );
	expect(
		await page
			.locator( '#masthead' )
			.evaluate( ( el ) => el.getBoundingClientRect().bottom )
	).toBeLessThan( 0 );

	// Still accessible with the owner's choices.
	await page.goto( '/shop/' );
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'the Customizer previews changes live and saves them', async ( {
	page,
} ) => {
	test.setTimeout( 150_000 );
	await logIn( page );
	const shop = sitePhp< string >( "return wc_get_page_permalink( 'shop' );" );
	await page.goto(
		`/wp-admin/customize.php?url=${ encodeURIComponent( shop ) }`,
		{ timeout: 90_000 }
	);
	const iframe = page.locator( '#customize-preview iframe' );
	await expect( iframe ).toBeAttached( { timeout: 60_000 } );
	const preview = ( await ( await iframe.elementHandle() )!.contentFrame() )!;
	await expect( preview.locator( 'ul.products' ) ).toBeVisible( {
		timeout: 60_000,
	} );
	await preview.evaluate( () => {
		( window as unknown as { tresenMark: number } ).tresenMark = 1;
	} );

	// The panel in German.
	await page.getByRole( 'heading', { name: /Tresen-Design/ } ).click();
	await page.getByRole( 'heading', { name: /Kopfbereich/ } ).click();
	await page
		.locator( '#customize-control-tresen_header_layout' )
		.getByLabel( 'Zentriert' )
		.check();
	await expect( preview.locator( '#masthead' ) ).toHaveClass(
		/site-header--center/
	);

	await page
		.locator( '#customize-control-tresen_logo_height input' )
		.fill( '80' );
	await expect
		.poll( () =>
			preview.evaluate( () =>
				document.documentElement.style.getPropertyValue(
					'--tresen-logo-h'
				)
			)
		)
		.toBe( '80px' );

	// Shop columns and card style.
	await page.locator( '.customize-section-back:visible' ).click();
	await page.getByRole( 'heading', { name: /^Shop/ } ).click();
	await page
		.locator( '#customize-control-tresen_shop_columns_desk select' )
		.selectOption( '2' );
	await expect.poll( () => gridColumns( preview ) ).toBe( 2 );
	await page
		.locator( '#customize-control-tresen_card_style' )
		.getByLabel( 'Text zentriert' )
		.check();
	await expect( preview.locator( 'body' ) ).toHaveClass(
		/tresen-cards-centered/
	);

	// None of this reloaded the preview.
	expect(
		await preview.evaluate(
			() => ( window as unknown as { tresenMark?: number } ).tresenMark
		)
	).toBe( 1 );

	// Saved: every shopper sees it.
	await page.locator( '#save' ).click();
	await expect( page.locator( '#save' ) ).toHaveValue( /Veröffentlicht/, {
		timeout: 30_000,
	} );
	expect(
		sitePhp(
			"return array( get_theme_mod( 'tresen_header_layout' ), (int) get_theme_mod( 'tresen_shop_columns_desk' ), (int) get_theme_mod( 'tresen_logo_height' ) );"
		)
	).toEqual( [ 'center', 2, 80 ] );
	await page.context().clearCookies();
	await declineCookies( page );
	await page.goto( '/shop/' );
	await expect( page.locator( '#masthead' ) ).toHaveClass(
		/site-header--center/
	);
	expect( await gridColumns( page ) ).toBe( 2 );
} );

test( 'theme.json colours and the accent reach the block editor', async ( {
	page,
} ) => {
	test.setTimeout( 150_000 );
	const palette = sitePhp<
		Array< { slug: string; color: string; name: string } >
	>(
		"return wp_get_global_settings( array( 'color', 'palette', 'theme' ) );"
	);
	expect( palette ).toContainEqual( {
		slug: 'accent',
		name: 'Akzent',
		color: '#7b1e3a',
	} );

	sitePhp(
		"set_theme_mod( 'tresen_accent_color', '#0b5394' ); return true;"
	);
	await logIn( page );
	await page.goto( '/wp-admin/post-new.php?post_type=page', {
		timeout: 90_000,
	} );
	const colors = await page.waitForFunction(
		() => {
			const data = (
				window as unknown as {
					wp?: {
						data?: {
							select: ( store: string ) =>
								| {
										getSettings: () => {
											colors?: Array< {
												slug: string;
												color: string;
											} >;
										};
								  }
								| undefined;
						};
					};
				}
			 ).wp?.data;
			const settings = data?.select( 'core/block-editor' )?.getSettings();
			return settings?.colors?.length ? settings.colors : null;
		},
		null,
		{ timeout: 90_000 }
	);
	const list = ( await colors.jsonValue() ) as Array< {
		slug: string;
		color: string;
	} >;
	expect( list.map( ( c ) => c.slug ) ).toEqual( [
		'accent',
		'ink',
		'muted',
		'base',
		'surface',
		'line',
	] );
	expect( list.find( ( c ) => c.slug === 'accent' )?.color ).toBe(
		'#0b5394'
	);
} );
