/**
 * The product page without WooCommerce's jQuery script, on both lanes:
 * tabs by address, the gallery's lightbox (keys, close, a broken image),
 * the star rating, the sticky add-to-cart bar and no jQuery.
 */
import { test, expect, type Page } from '@playwright/test';
import { declineCookies, expectNoJQuery } from './lib/shopper';
import { sitePhp } from './lib/site';

test.beforeEach( async ( { page } ) => declineCookies( page ) );

/**
 * A seeded product's page path by SKU.
 *
 * @param sku SKU.
 */
function productPath( sku: string ): string {
	return new URL(
		sitePhp< string >(
			`return (string) get_permalink( wc_get_product_id_by_sku( ${ JSON.stringify( sku ) } ) );`
		)
	).pathname;
}

const GIN = 'TR-GIN-001'; // three images, reviews

async function visiblePanel( page: Page ): Promise< string > {
	return page
		.locator( '.woocommerce-Tabs-panel:visible' )
		.getAttribute( 'id' ) as Promise< string >;
}

test( 'the product page loads no jQuery and its first image waits for no script', async ( {
	page,
} ) => {
	const scripts = await expectNoJQuery( page, productPath( GIN ) );
	expect(
		scripts.some( ( url ) => /\/build\/product\.js/.test( url ) )
	).toBe( true );
	expect(
		scripts.filter( ( url ) => /woocommerce\/assets\/js/.test( url ) )
	).toEqual( [] );
	// PhotoSwipe only when the lightbox opens.
	expect(
		scripts.filter( ( url ) => /lightbox|\/build\/\d+\.js/.test( url ) )
	).toEqual( [] );
	const image = page
		.locator( '.woocommerce-product-gallery__image img' )
		.first();
	await expect( image ).toHaveAttribute( 'fetchpriority', 'high' );
	await expect( image ).not.toHaveAttribute( 'loading', 'lazy' );
} );

test( 'the address chooses the tab', async ( { page } ) => {
	const path = productPath( GIN );
	const cases: Array< [ string, string ] > = [
		[ '', 'tab-description' ],
		[ '#reviews', 'tab-reviews' ],
		[ '#tab-reviews', 'tab-reviews' ],
		[ '#comments', 'tab-reviews' ],
		[ '#comment-1', 'tab-reviews' ],
		[ '#tab-additional_information', 'tab-additional_information' ],
		[ '#tab-description', 'tab-description' ],
	];
	for ( const [ hash, panel ] of cases ) {
		await page.goto(
			`${ path }?v=${ encodeURIComponent( hash ) }${ hash }`
		);
		await expect
			.poll( () => visiblePanel( page ), `${ hash || 'no hash' }` )
			.toBe( panel );
	}
	await page.goto( `${ path }?cpage=1` );
	await expect.poll( () => visiblePanel( page ) ).toBe( 'tab-reviews' );
	// By keyboard: arrows move between tabs and show their panels.
	await page.goto( path );
	await page.getByRole( 'tab', { name: 'Beschreibung' } ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		page.getByRole( 'tab', { name: 'Lebensmittelinformationen' } )
	).toBeFocused();
	await expect(
		page.getByRole( 'tab', { name: 'Lebensmittelinformationen' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await expect( page.locator( '#tab-description' ) ).toBeHidden();
} );

test( 'the lightbox opens on the image, goes on with the arrow keys, closes with Escape', async ( {
	page,
} ) => {
	await page.goto( productPath( GIN ) );
	const first = page
		.locator( '.woocommerce-product-gallery__image a' )
		.first();
	await first.focus();
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', { name: 'Produktbilder' } );
	await expect( dialog ).toBeVisible();
	const counter = dialog.locator( '.pswp__counter' );
	await expect( counter ).toHaveText( '1 von 3' );
	// Keys work once it has opened and taken focus.
	await expect( dialog ).toBeFocused();
	await page.keyboard.press( 'ArrowRight' );
	await expect( counter ).toHaveText( '2 von 3' );
	await expect(
		dialog.getByRole( 'button', { name: 'Schließen (Esc)' } )
	).toBeVisible();
	await expect(
		dialog.getByRole( 'button', { name: /vergrößern|Zoom/i } )
	).toHaveCount( 0 );
	// What a screen reader says of its parts: German, too.
	await expect(
		dialog.locator( '[aria-roledescription="Karussell"]' )
	).toHaveCount( 1 );
	await expect(
		dialog.locator( '[aria-roledescription="Folie"]' )
	).toHaveCount( 3 );
	await expect(
		dialog.locator(
			'[aria-roledescription="carousel"], [aria-roledescription="slide"]'
		)
	).toHaveCount( 0 );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( first ).toBeFocused();
	expect( page.url() ).not.toContain( '#&gid' );
} );

test( 'an image that cannot be loaded says so in German with a link to it', async ( {
	page,
} ) => {
	await page.goto( productPath( GIN ) );
	const large =
		( await page
			.locator( '.woocommerce-product-gallery__image img' )
			.first()
			.getAttribute( 'data-large_image' ) ) ?? '';
	expect( large.length ).toBeGreaterThan( 0 );
	await page.route( large, ( route ) =>
		route.fulfill( { status: 404, body: '' } )
	);
	await page
		.locator( '.woocommerce-product-gallery__image a' )
		.first()
		.click();
	const message = page.locator( '.pswp__error-msg' );
	await expect( message ).toContainText(
		'Das Bild konnte nicht geladen werden.'
	);
	await expect(
		message.getByRole( 'link', { name: 'Bild öffnen' } )
	).toHaveAttribute( 'href', large );
} );

test( 'a review without stars is refused at the stars and nothing is sent', async ( {
	page,
} ) => {
	await page.goto( `${ productPath( GIN ) }#reviews` );
	const posts: string[] = [];
	page.on( 'request', ( r ) => {
		if ( r.method() === 'POST' ) {
			posts.push( r.url() );
		}
	} );
	const stars = page.getByRole( 'group', { name: /Deine Sternebewertung/ } );
	await expect( stars.getByRole( 'radio' ) ).toHaveCount( 5 );
	await expect(
		stars.getByRole( 'radio', { name: '5 von 5 Sternen' } )
	).toBeAttached();
	await page.locator( '#comment' ).fill( 'Sehr guter Gin.' );
	await page.locator( '#author' ).fill( 'Erika' );
	await page.locator( '#email' ).fill( 'erika@example.test' );
	await page.locator( '#commentform [type="submit"]' ).click();
	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: 'Bitte wähle eine Bewertung' } )
	).toBeVisible();
	await expect(
		stars.getByRole( 'radio', { name: '1 von 5 Sternen' } )
	).toBeFocused();
	expect( posts.filter( ( u ) => u.includes( 'wp-comments-post' ) ) ).toEqual(
		[]
	);
	// Stars by keyboard, then it goes.
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		stars.getByRole( 'radio', { name: '2 von 5 Sternen' } )
	).toBeChecked();
	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: 'Bitte wähle eine Bewertung' } )
	).toHaveCount( 0 );
} );

test( 'the sticky bar appears once the add button has scrolled away and adds to the cart', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 740 } );
	await page.goto( productPath( GIN ) );
	const bar = page.getByRole( 'complementary', { name: 'Schnellkauf' } );
	await expect( bar ).toBeHidden();
	await page.locator( '.woocommerce-tabs' ).scrollIntoViewIfNeeded();
	await page.evaluate( () => window.scrollBy( 0, 600 ) );
	await expect( bar ).toBeVisible();
	// Price, deposit-free unit price as on the page: 25,90 € for 0,35 l.
	await expect( bar.locator( '.price-unit' ) ).toContainText(
		/74,00\s€ \/ 1 l/
	);
	await bar.getByRole( 'button', { name: 'In den Warenkorb' } ).click();
	await expect(
		page.locator( 'a.header-cart-link [data-cart-count]' )
	).toHaveText( '1' );
	// A focused field is never under the bar.
	await page.locator( '#comment' ).focus();
	const [ field, barTop ] = await Promise.all( [
		page.locator( '#comment' ).boundingBox(),
		bar.boundingBox(),
	] );
	expect( ( field?.y ?? 0 ) + ( field?.height ?? 0 ) ).toBeLessThanOrEqual(
		barTop?.y ?? 0
	);
} );

test( "the sticky bar of a variable product shows the chosen variation's price with its unit price", async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 740 } );
	await page.goto( productPath( 'TR-GIN-002' ) );
	const form = page.locator( 'form.variations_form' );
	await form
		.locator( '.variations select' )
		.first()
		.selectOption( { label: '0,7 l' } );
	await expect(
		form.locator( '.woocommerce-variation-price .price-unit' )
	).toHaveText( /49,86\s€ \/ 1 l/ );
	await page.locator( '.woocommerce-tabs' ).scrollIntoViewIfNeeded();
	await page.evaluate( () => window.scrollBy( 0, 600 ) );
	const bar = page.getByRole( 'complementary', { name: 'Schnellkauf' } );
	await expect( bar ).toBeVisible();
	// Price law: wherever the price is shown, its unit price is beside it.
	await expect( bar.locator( '.price' ) ).toHaveText( /^34,90\s€/ );
	const unit = bar.locator( '.price-unit' );
	await expect( unit ).toBeVisible();
	await expect( unit ).toHaveText( /^49,86\s€ \/ 1 l$/ );

	// The other size: the bar's unit price follows.
	await form
		.locator( '.variations select' )
		.first()
		.selectOption( { label: '0,35 l' } );
	await expect( bar.locator( '.price' ) ).toHaveText( /^19,90\s€/ );
	await expect( unit ).toHaveText( /^56,86\s€ \/ 1 l$/ );

	// Back to no choice: the range has no unit price, and none is left over.
	await form.locator( '.variations select' ).first().selectOption( '' );
	await expect( bar.locator( '.price' ) ).toContainText( '–' );
	await expect( unit ).toBeHidden();
} );

test( 'quick view of a variable product from the shop list adds the chosen variation', async ( {
	page,
} ) => {
	const scripts: string[] = [];
	page.on( 'request', ( r ) => {
		if ( r.resourceType() === 'script' ) {
			scripts.push( r.url() );
		}
	} );
	await page.goto( '/shop/' );
	expect(
		scripts.filter( ( u ) => /react|wp-element|element\.min/.test( u ) )
	).toEqual( [] );
	const card = page.locator( 'li.product-type-variable' ).first();
	const name = (
		( await card
			.locator( '.woocommerce-loop-product__title' )
			.textContent() ) ?? ''
	).trim();
	const link = card.getByRole( 'link', {
		name: `Schnellansicht: ${ name }`,
	} );
	await link.click();
	const dialog = page.getByRole( 'dialog', { name } );
	await expect( dialog ).toBeVisible();
	await expect( page ).toHaveURL( /\/shop\/$/ );
	const form = dialog.locator( 'form.variations_form' );
	const select = form.locator( '.variations select' ).first();
	const value = await select
		.locator( 'option:not([value=""]):not([disabled])' )
		.first()
		.getAttribute( 'value' );
	await select.selectOption( value ?? '' );
	await expect(
		form.locator( 'input[name="variation_id"]' )
	).not.toHaveValue( /^0?$/ );
	await expect(
		dialog.locator( '.single_variation .woocommerce-Price-amount' ).first()
	).toBeVisible();
	// The chosen variation's unit price, as on the product page.
	await expect(
		dialog.locator( '.single_variation .price-unit, .price-unit' ).first()
	).toContainText( /€ \/ 1 l/ );
	await form.locator( '.single_add_to_cart_button' ).click();
	await expect(
		page.locator( 'a.header-cart-link [data-cart-count]' )
	).toHaveText( '1' );
	await expect( dialog ).toHaveCount( 0 );

	// Opened again and closed with Escape: focus back on the link.
	await link.click();
	await expect( page.getByRole( 'dialog', { name } ) ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await expect( link ).toBeFocused();
} );

test( 'a failed add to cart in the quick view says so inside the dialog, where focus stays', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const card = page.locator( 'li.product-type-simple' ).first();
	const name = (
		( await card
			.locator( '.woocommerce-loop-product__title' )
			.textContent() ) ?? ''
	).trim();
	await card
		.getByRole( 'link', { name: `Schnellansicht: ${ name }` } )
		.click();
	const dialog = page.getByRole( 'dialog', { name } );
	await expect( dialog ).toBeVisible();
	await page.route( /[?&]wc-ajax=add_to_cart/, ( route ) =>
		route.fulfill( { status: 500, body: '<html>Fehler</html>' } )
	);
	await dialog.locator( '.single_add_to_cart_button' ).click();
	const alert = dialog.getByRole( 'alert' );
	await expect( alert ).toHaveText(
		/konnte nicht in den Warenkorb gelegt werden/
	);
	await expect( alert ).toBeFocused();
	await expect( dialog ).toBeVisible();
	await expect(
		page.locator( 'main .woocommerce-notices-wrapper .woocommerce-error' )
	).toHaveCount( 0 );
} );

test( 'quick view never shows a product that is not published', async ( {
	request,
} ) => {
	const id = sitePhp< number >( `
		$p = new WC_Product_Simple();
		$p->set_name( 'Geheimer Entwurf' );
		$p->set_regular_price( '9.90' );
		$p->set_status( 'draft' );
		return $p->save();
	` );
	const response = await request.post( '/wp-admin/admin-ajax.php', {
		form: { action: 'flatsome_quickview', product: String( id ) },
	} );
	expect( response.status() ).toBe( 404 );
	const body = await response.text();
	expect( body ).not.toContain( 'Geheimer Entwurf' );
	expect( body ).toContain( 'Dieses Produkt kann nicht angezeigt werden' );
} );
