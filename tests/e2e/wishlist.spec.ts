/**
 * Wishlist: a guest keeps lists from the shop and product pages (simple and
 * variable products, a second list from the popup), moves, renames, sorts,
 * changes quantities (one request once typing stops), sets the privacy,
 * shares the link (another visitor reads it and can change nothing), puts
 * an item into the cart (it leaves the list), asks for an estimate (mail in
 * the outbox), sorts by dragging, makes another list the default (by
 * keyboard), deletes a list (also without JavaScript) and keeps the lists
 * after logging in. The header count
 * follows; markup in names and notes stays text. Both lanes.
 */
import {
	test,
	expect,
	type Browser,
	type Page,
	type Request,
} from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const LIST = '/wunschliste/';

function productId( sku: string ): number {
	return sitePhp< number >(
		`return (int) wc_get_product_id_by_sku( ${ JSON.stringify( sku ) } );`
	);
}

function productUrl( sku: string ): string {
	return sitePhp< string >(
		`return (string) get_permalink( wc_get_product_id_by_sku( ${ JSON.stringify(
			sku
		) } ) );`
	);
}

/**
 * Wishlist ajax requests the page sends, by action.
 * @param page
 */
function ajaxActions( page: Page ): string[] {
	const actions: string[] = [];
	page.on( 'request', ( request: Request ) => {
		if ( request.url().includes( 'admin-ajax.php' ) ) {
			const body = new URLSearchParams( request.postData() ?? '' );
			actions.push( body.get( 'action' ) ?? '' );
		}
	} );
	return actions;
}

const headerCount = ( page: Page ) =>
	page.locator( '.header-wishlist-link .wishlist-count' );

/**
 * Adds the product of a button to the visitor's default list through the popup.
 *
 * @param page   Page.
 * @param button The add button.
 */
async function addWithPopup(
	page: Page,
	button: ReturnType< Page[ 'locator' ] >
) {
	await button.click();
	const dialog = page.getByRole( 'dialog', { name: 'Auf die Wunschliste' } );
	// The popup brings WordPress's React with this first click.
	await expect( dialog ).toBeVisible( { timeout: 15000 } );
	await dialog.getByRole( 'button', { name: 'Hinzufügen' } ).click();
	await expect( dialog.getByRole( 'status' ) ).toContainText( 'hinzugefügt' );
	return dialog;
}

/** Mails to the shop's admin address in the outbox. */
function shopMails(): { subject: string; message: string }[] {
	return sitePhp( `
		$out   = array();
		$files = glob( WP_CONTENT_DIR . '/outbox/*.json' );
		sort( $files );
		foreach ( $files as $file ) {
			$mail = json_decode( (string) file_get_contents( $file ), true );
			if ( in_array( get_option( 'admin_email' ), (array) ( $mail['to'] ?? array() ), true ) ) {
				$out[] = array( 'subject' => (string) $mail['subject'], 'message' => (string) $mail['message'] );
			}
		}
		return $out;
	` );
}

async function secondVisitor( browser: Browser ) {
	const context = await browser.newContext( {
		baseURL: process.env.TRESEN_E2E_URL,
		locale: 'de-DE',
	} );
	return context.newPage();
}

test.describe.configure( { mode: 'serial' } );

test( 'a guest keeps two lists, moves, renames, sorts and shares them', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 120_000 );
	const actions = ajaxActions( page );
	await declineCookies( page );

	// A simple product from a shop list: the popup adds it, then closes by itself.
	await page.goto(
		sitePhp< string >(
			"return (string) get_term_link( 'gin', 'product_cat' );"
		)
	);
	const gin = productId( 'TR-GIN-001' );
	const dialog = await addWithPopup(
		page,
		page.locator( `.tresen-wishlist-add[data-product-id="${ gin }"]` )
	);
	await expect( dialog ).toBeHidden( { timeout: 4500 } );
	await expect( headerCount( page ) ).toHaveText( '1' );
	await expect(
		page.locator( `.tresen-wishlist-add[data-product-id="${ gin }"]` )
	).toHaveClass( /exists/ );

	// A second simple product, then a variable one onto a new list.
	await page.goto( productUrl( 'TR-RUM-001' ) );
	await addWithPopup( page, page.locator( '.tresen-wishlist-add' ).first() );
	await expect( headerCount( page ) ).toHaveText( '2' );

	// Back on the list as a returning visitor: the button knows the gin is on a
	// list and the header shows 2, both from the plugin's one load_fragments
	// request (the header asks nothing of its own there).
	const countAsked: string[] = [];
	page.on( 'request', ( r ) => {
		if ( r.url().includes( 'action=flatsome_update_wishlist_count' ) ) {
			countAsked.push( r.url() );
		}
	} );
	await page.goto(
		sitePhp< string >(
			"return (string) get_term_link( 'gin', 'product_cat' );"
		)
	);
	await expect(
		page.locator( `.tresen-wishlist-add[data-product-id="${ gin }"]` )
	).toHaveClass( /exists/ );
	await expect( headerCount( page ) ).toHaveText( '2' );
	await expect(
		page.locator( '.header-wishlist-link' )
	).toHaveAccessibleName( /\(2 Artikel\)/ );
	expect( countAsked ).toEqual( [] );

	await page.goto( productUrl( 'TR-GIN-002' ) );
	const parent = productId( 'TR-GIN-002' );
	const variation = productId( 'TR-GIN-002-070' );
	const button = page.locator( '.tresen-wishlist-add' ).first();
	await expect( button ).toHaveAttribute(
		'data-parent-id',
		String( parent )
	);
	const select = page
		.locator( 'form.variations_form .variations select' )
		.first();
	const value = await select
		.locator( 'option:not([value=""])' )
		.last()
		.getAttribute( 'value' );
	await select.selectOption( value ?? '' );
	await expect( button ).toHaveAttribute(
		'data-product-id',
		String( variation )
	);
	await select.selectOption( '' );
	await expect( button ).toHaveAttribute(
		'data-product-id',
		String( parent )
	);
	await select.selectOption( value ?? '' );
	await expect( button ).toHaveAttribute(
		'data-product-id',
		String( variation )
	);

	await button.click();
	const popup = page.getByRole( 'dialog', { name: 'Auf die Wunschliste' } );
	await popup.getByRole( 'tab', { name: 'Neue Liste' } ).click();
	const sentBefore = actions.filter(
		( a ) => a === 'add_to_wishlist'
	).length;
	await popup.getByRole( 'button', { name: 'Hinzufügen' } ).click();
	const name = popup.getByLabel( 'Name der neuen Liste' );
	await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( name ).toHaveClass( /is-invalid/ );
	await expect( name ).toBeFocused();
	expect( actions.filter( ( a ) => a === 'add_to_wishlist' ) ).toHaveLength(
		sentBefore
	);
	await name.fill( '<b>Geburtstag</b>' );
	await popup.getByRole( 'button', { name: 'Hinzufügen' } ).click();
	await expect( popup.getByRole( 'status' ) ).toContainText(
		'Produkt zu „<b>Geburtstag</b>“ hinzugefügt.'
	);
	await expect( headerCount( page ) ).toHaveText( '3' );

	// The list page: two lists in the management table, the name as text.
	await page.goto( LIST );
	const manage = page.locator( '.tresen-wishlist-manage' );
	await expect( manage.getByRole( 'row' ) ).toHaveCount( 3 );
	await expect(
		manage.getByRole( 'link', { name: '<b>Geburtstag</b>', exact: true } )
	).toBeVisible();
	await expect( page.locator( '.tresen-wishlist b' ) ).toHaveCount( 0 );
	const list = page.locator( '.tresen-wishlist[data-token]' );
	await expect( list.locator( '.tresen-wishlist__item' ) ).toHaveCount( 2 );
	// Unit price, deposit and age notice beside the price (legal and unit price plugins).
	await expect(
		list.locator( '.tresen-wishlist__price' ).first()
	).toContainText( /€/ );

	// Sort by keyboard: the rum moves up.
	const rumName = sitePhp< string >(
		"return wc_get_product( wc_get_product_id_by_sku( 'TR-RUM-001' ) )->get_name();"
	);
	// The new order shows at once; the reload waits for the server's reply,
	// as a shopper would see "Reihenfolge gespeichert" first.
	const sorted = page.waitForResponse(
		( r ) =>
			r.url().includes( 'admin-ajax.php' ) &&
			( r.request().postData() ?? '' ).includes(
				'action=sort_wishlist_items'
			)
	);
	await list
		.getByRole( 'button', { name: `„${ rumName }“ nach oben schieben` } )
		.press( 'Enter' );
	await expect( list.locator( '.tresen-wishlist__name' ).first() ).toHaveText(
		rumName
	);
	expect( ( await sorted ).ok() ).toBe( true );
	await page.reload();
	await expect(
		page.locator( '.tresen-wishlist .tresen-wishlist__name' ).first()
	).toHaveText( rumName );

	// Quantity: typing "1", "2" quickly sends one request, a second after typing stops.
	const qty = page.locator( '.tresen-wishlist__qty' ).first();
	const before = actions.filter(
		( a ) => a === 'update_item_quantity'
	).length;
	await qty.fill( '1' );
	await qty.pressSequentially( '2', { delay: 100 } );
	await qty.press( 'Enter' ); // blocked: no form post
	await page.waitForTimeout( 400 ); // eslint-disable-line playwright/no-wait-for-timeout -- still inside the 1 s debounce.
	expect(
		actions.filter( ( a ) => a === 'update_item_quantity' )
	).toHaveLength( before );
	await expect
		.poll(
			() => actions.filter( ( a ) => a === 'update_item_quantity' ).length
		)
		.toBe( before + 1 );
	await expect( page ).toHaveURL( /\/wunschliste\/$/ );
	await page.reload();
	await expect( page.locator( '.tresen-wishlist__qty' ).first() ).toHaveValue(
		'12'
	);

	// Bulk action stays disabled until a box is ticked.
	const apply = page.getByRole( 'button', { name: 'Ausführen' } );
	await expect( apply ).toBeDisabled();
	await page.locator( '.tresen-wishlist__check' ).first().check();
	await expect( apply ).toBeEnabled();
	await page.locator( '.tresen-wishlist__check' ).first().uncheck();
	await expect( apply ).toBeDisabled();

	// Move the gin to the other list.
	const ginName = sitePhp< string >(
		`return wc_get_product( ${ gin } )->get_name();`
	);
	await page
		.getByLabel( `„${ ginName }“ auf eine andere Liste verschieben` )
		.selectOption( { label: '<b>Geburtstag</b>' } );
	await expect(
		page.locator( '.tresen-wishlist .tresen-wishlist__item' )
	).toHaveCount( 1 );
	await expect( headerCount( page ) ).toHaveText( '3' );

	// Rename: an empty name is refused and marked, Escape cancels, Enter saves.
	await page.getByRole( 'button', { name: /umbenennen/ } ).click();
	const title = page.getByLabel( 'Name der Wunschliste' );
	await expect( title ).toBeFocused();
	await title.fill( '   ' );
	await title.press( 'Enter' );
	await expect( title ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( title ).toBeFocused();
	await title.press( 'Escape' );
	await expect( title ).toHaveCount( 0 );
	// From the top of the page: scrolling down to the title would stick the
	// header and shift the page under the pointer.
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	await page.locator( '.tresen-wishlist__title' ).click();
	await page
		.getByLabel( 'Name der Wunschliste' )
		.fill( 'Weihnachten <i>2026</i>' );
	await page.getByLabel( 'Name der Wunschliste' ).press( 'Enter' );
	await expect( page.locator( '.tresen-wishlist__title' ) ).toHaveText(
		'Weihnachten <i>2026</i>'
	);

	// Privacy: a new list is private; another visitor reads nothing of it,
	// neither by its token nor by walking list ids.
	const token = ( await list.getAttribute( 'data-token' ) ) ?? '';
	const listId = ( await list.getAttribute( 'data-id' ) ) ?? '';
	const privacy = page.locator(
		`.tresen-wishlist-manage tr[data-id="${ listId }"] select`
	);
	await expect( privacy ).toHaveValue( '2' );
	await expect( page.locator( '.tresen-wishlist__share' ) ).toHaveCount( 0 );
	const other = await secondVisitor( browser );
	await other.goto( `${ LIST }?wishlist=${ token }` );
	await expect( other.locator( '.tresen-wishlist__missing' ) ).toHaveText(
		'Diese Wunschliste ist privat oder existiert nicht.'
	);
	const walked = await other.evaluate( async ( last: number ) => {
		const replies: string[] = [];
		for ( let id = 1; id <= last + 2; id++ ) {
			replies.push(
				await fetch( '/wp-admin/admin-ajax.php', {
					method: 'POST',
					body: new URLSearchParams( {
						action: 'reload_wishlist_and_adding_elem',
						wishlist_id: String( id ),
					} ),
				} ).then( ( r ) => r.text() )
			);
		}
		return replies;
	}, Number( listId ) );
	for ( const reply of walked ) {
		expect( reply ).not.toContain( token );
		expect( reply ).not.toContain( 'tresen-wishlist__item' );
		expect( JSON.parse( reply ).message ).toBe(
			'Diese Wunschliste wurde nicht gefunden oder du darfst sie nicht ändern.'
		);
	}

	// Sharing makes the share token: the link the owner gives out, not the one seen before.
	await privacy.selectOption( { label: 'Per Link teilbar' } );
	const share = page.getByLabel( 'Teile diesen Link:' );
	await expect( share ).toHaveValue( /wishlist=[A-Z0-9]{12}/ );
	const shareUrl = ( await share.inputValue() ) ?? '';
	expect( shareUrl ).not.toContain( token );
	await other.goto( `${ LIST }?wishlist=${ token }` );
	await expect( other.locator( '.tresen-wishlist__missing' ) ).toBeVisible();

	// The shared link: read-only for the second visitor, also without JavaScript's help.
	await other.goto( shareUrl );
	const shared = other.locator( '.tresen-wishlist[data-token]' );
	await expect( shared ).toHaveAttribute( 'data-owner', '0' );
	await expect( shared.locator( '.tresen-wishlist__title' ) ).toHaveText(
		'Weihnachten <i>2026</i>'
	);
	await expect( other.locator( '.tresen-wishlist__remove' ) ).toHaveCount(
		0
	);
	await expect( other.locator( '.tresen-wishlist__qty' ) ).toHaveCount( 0 );
	// Every write with the owner's token and ids is refused.
	const itemId =
		( await page
			.locator( '.tresen-wishlist__item' )
			.first()
			.getAttribute( 'data-item-id' ) ) ?? '';
	const sharedToken =
		new URL( shareUrl ).searchParams.get( 'wishlist' ) ?? '';
	const results = await other.evaluate(
		async ( { token: t, itemId: item, listId: id } ) => {
			const state = await fetch( '/wp-admin/admin-ajax.php', {
				method: 'POST',
				body: new URLSearchParams( { action: 'load_fragments' } ),
			} ).then( ( r ) => r.json() );
			const post = ( fields: Record< string, string > ) =>
				fetch( '/wp-admin/admin-ajax.php', {
					method: 'POST',
					body: new URLSearchParams( {
						...fields,
						nonce: state.nonce,
						context: 'frontend',
					} ),
				} ).then( ( r ) => r.json() );
			return Promise.all( [
				post( {
					action: 'remove_from_wishlist',
					remove_from_wishlist: item,
					wishlist_token: t,
					wishlist_id: id,
				} ),
				post( { action: 'delete_item', item_id: item } ),
				post( { action: 'save_title', wishlist_id: id, title: 'x' } ),
				post( {
					action: 'save_privacy',
					wishlist_id: id,
					privacy: '0',
				} ),
				post( {
					action: 'update_item_quantity',
					wishlist_token: t,
					product_id: '1',
					quantity: '3',
				} ),
				post( {
					action: 'sort_wishlist_items',
					wishlist_token: t,
					'positions[]': item,
				} ),
				post( {
					action: 'ask_an_estimate',
					wishlist_id: id,
					reply_email: 'x@example.de',
				} ),
			] );
		},
		{ token: sharedToken, itemId, listId }
	);
	for ( const reply of results ) {
		expect( reply.result ).toBe( false );
	}
	await page.reload();
	await expect( page.locator( '.tresen-wishlist__title' ) ).toHaveText(
		'Weihnachten <i>2026</i>'
	);
	await expect( page.locator( '.tresen-wishlist__item' ) ).toHaveCount( 1 );
	await other.context().close();
} );

test( 'a link from elsewhere adds nothing to the wishlist and the page says why', async ( {
	page,
} ) => {
	await declineCookies( page );
	const gin = productId( 'TR-GIN-001' );
	await page.goto( `${ LIST }?add_to_wishlist=${ gin }` );
	await expect( page.locator( '.tresen-wishlist__error' ) ).toHaveText(
		'Das Produkt wurde nicht hinzugefügt: Dem Link fehlt ein gültiger Sicherheitscode. Bitte nutze das Herz beim Produkt.'
	);
	await expect( page.locator( '.tresen-wishlist__item' ) ).toHaveCount( 0 );
	await page.goto( productUrl( 'TR-GIN-001' ) );
	await expect(
		page.locator( '.tresen-wishlist-add' ).first()
	).not.toHaveClass( /exists/ );
} );

test( 'add to cart from the list, ask for an estimate, log in and keep the lists', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	await declineCookies( page );
	await page.goto( productUrl( 'TR-GIN-001' ) );
	await addWithPopup( page, page.locator( '.tresen-wishlist-add' ).first() );
	await page.goto( productUrl( 'TR-RUM-001' ) );
	await addWithPopup( page, page.locator( '.tresen-wishlist-add' ).first() );
	await expect( headerCount( page ) ).toHaveText( '2' );

	// Add to cart from the list: the item leaves the owner's list (the default setting).
	await page.goto( LIST );
	const items = page.locator( '.tresen-wishlist__item' );
	await expect( items ).toHaveCount( 2 );
	await items
		.first()
		.getByRole( 'link', { name: 'In den Warenkorb' } )
		.click();
	await expect(
		page.locator( '.header .cart-count, [data-cart-count]' ).first()
	).toHaveText( '1' );
	await expect( items ).toHaveCount( 1 );
	await expect( headerCount( page ) ).toHaveText( '1' );

	// Ask for an estimate: German dialog, mail to the shop with the notes as typed.
	// Only estimate mails count: other specs mail the shop at the same time.
	const estimates = () =>
		shopMails().filter( ( m ) => m.subject.includes( 'Angebotsanfrage' ) );
	const mailsBefore = estimates().length;
	await page.getByRole( 'button', { name: 'Angebot anfragen' } ).click();
	const estimate = page.getByRole( 'dialog', { name: 'Angebot anfragen' } );
	await estimate.getByRole( 'button', { name: 'Anfrage senden' } ).click();
	await expect( estimate.getByRole( 'alert' ) ).toHaveText(
		'Bitte gib eine gültige E-Mail-Adresse ein.'
	);
	await estimate
		.getByLabel( 'Deine E-Mail-Adresse' )
		.fill( 'jana@example.de' );
	await estimate
		.getByLabel( 'Anmerkungen (optional)' )
		.fill( 'Bitte 6 Flaschen <script>alert(1)</script>' );
	await estimate.getByRole( 'button', { name: 'Anfrage senden' } ).click();
	await expect( estimate.getByRole( 'status' ) ).toContainText( 'Danke!' );
	await expect.poll( () => estimates().length ).toBe( mailsBefore + 1 );
	const mail = estimates().pop();
	expect( mail?.subject ).toContain( 'Angebotsanfrage' );
	expect( mail?.message ).toContain(
		'Bitte 6 Flaschen <script>alert(1)</script>'
	);
	expect( mail?.message ).toContain( 'jana@example.de' );
	await page.keyboard.press( 'Escape' );
	await expect( estimate ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Angebot anfragen' } )
	).toBeFocused();

	// Log in: the guest's list becomes the customer's.
	const login = `wunsch${ Date.now() }`;
	sitePhp(
		`return wp_create_user( ${ JSON.stringify( login ) }, 'Geheim-123', ${ JSON.stringify( login + '@example.test' ) } );`
	);
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'Geheim-123' );
	await page.locator( '#wp-submit' ).click();
	await page.goto( LIST );
	await expect( page.locator( '.tresen-wishlist__item' ) ).toHaveCount( 1 );
	await expect( page.locator( '.tresen-wishlist' ) ).toHaveAttribute(
		'data-owner',
		'1'
	);
	await expect( headerCount( page ) ).toHaveText( '1' );
} );

test( 'the popup works by keyboard alone and says so when cookies are off', async ( {
	page,
} ) => {
	await declineCookies( page );
	await page.goto( productUrl( 'TR-WHI-002' ) );
	const button = page.locator( '.tresen-wishlist-add' ).first();
	await button.focus();
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', { name: 'Auf die Wunschliste' } );
	// The popup brings WordPress's React with this first click.
	await expect( dialog ).toBeVisible( { timeout: 15000 } );
	await expect(
		dialog.getByRole( 'tab', { name: 'Vorhandene Liste' } )
	).toBeFocused();
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		dialog.getByRole( 'tab', { name: 'Neue Liste' } )
	).toBeFocused();
	await expect(
		dialog.getByRole( 'tab', { name: 'Neue Liste' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'Tab' );
	await expect( dialog.getByLabel( 'Name der neuen Liste' ) ).toBeFocused();
	await page.keyboard.type( 'Party' );
	await page.keyboard.press( 'Enter' );
	await expect( dialog.getByRole( 'status' ) ).toContainText( 'Party' );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( button ).toBeFocused();
	await expect( headerCount( page ) ).toHaveText( '1' );

	// Cookies switched off: the German alert, nothing sent.
	await page.context().clearCookies();
	await page.addInitScript( () => {
		Object.defineProperty( navigator, 'cookieEnabled', {
			get: () => false,
		} );
	} );
	await page.reload();
	const message = new Promise< string >( ( resolve ) =>
		page.once( 'dialog', ( d ) => {
			resolve( d.message() );
			void d.dismiss();
		} )
	);
	await page.locator( '.tresen-wishlist-add' ).first().click();
	expect( await message ).toBe(
		'Das tut uns leid, aber diese Funktion steht nur zur Verfügung, wenn Cookies in deinem Browser aktiviert sind.'
	);
	await expect(
		page.getByRole( 'dialog', { name: 'Auf die Wunschliste' } )
	).toHaveCount( 0 );
} );

test( 'the wishlist JavaScript stays off pages without a button or list', async ( {
	page,
} ) => {
	const scripts: string[] = [];
	page.on( 'request', ( r ) => {
		if ( r.resourceType() === 'script' ) {
			scripts.push( r.url() );
		}
	} );
	await page.goto( '/warenkorb/' );
	await page.goto( '/kontakt/' );
	expect(
		scripts.filter( ( s ) => s.includes( 'tresen-wishlist' ) )
	).toEqual( [] );
	// On a product page: the entry, but neither React nor the popup until the first click.
	scripts.length = 0;
	await page.goto( productUrl( 'TR-GIN-001' ) );
	expect(
		scripts.some( ( s ) =>
			s.includes( 'tresen-wishlist/build/wishlist.js' )
		)
	).toBe( true );
	expect(
		scripts.some( ( s ) =>
			/wishlist-popup|\/react(-dom)?(\.min)?\.js/.test( s )
		)
	).toBe( false );
} );

test( 'the image grid opens a detail panel, and phones get the mobile list', async ( {
	page,
} ) => {
	await declineCookies( page );
	await page.goto( productUrl( 'TR-GIN-001' ) );
	await addWithPopup( page, page.locator( '.tresen-wishlist-add' ).first() );
	await page.goto( productUrl( 'TR-RUM-001' ) );
	await addWithPopup( page, page.locator( '.tresen-wishlist-add' ).first() );
	sitePhp( "return update_option( 'tresen_wishlist_layout', 'grid' );" );
	try {
		await page.goto( LIST );
		const toggle = page.locator( '.tresen-wishlist__thumb-toggle' ).first();
		const panel = page.locator( '.tresen-wishlist__detail' ).first();
		await expect( panel ).toBeHidden();
		await toggle.click();
		await expect( panel ).toBeVisible();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await panel.getByRole( 'button', { name: 'Schließen' } ).click();
		await expect( panel ).toBeHidden();
		await expect( toggle ).toBeFocused();
		await toggle.press( 'Enter' );
		await expect( panel ).toBeVisible();
		await page.locator( 'h1' ).first().click();
		await expect( panel ).toBeHidden();
		await toggle.click();
		await panel.getByRole( 'link', { name: 'In den Warenkorb' } ).click();
		await expect( page.locator( '.tresen-wishlist__item' ) ).toHaveCount(
			1
		);
		await expect(
			page.locator( '.tresen-wishlist__detail:visible' )
		).toHaveCount( 0 );

		// Below 768 px the list comes as cards, and back above it.
		await page.setViewportSize( { width: 390, height: 800 } );
		await expect(
			page.locator( '.tresen-wishlist[data-token]' )
		).toHaveAttribute( 'data-layout', 'mobile' );
		await expect( page.locator( '.tresen-wishlist__item' ) ).toHaveCount(
			1
		);
		await page.setViewportSize( { width: 1280, height: 800 } );
		await expect(
			page.locator( '.tresen-wishlist[data-token]' )
		).toHaveAttribute( 'data-layout', 'grid' );
	} finally {
		sitePhp( "return update_option( 'tresen_wishlist_layout', 'table' );" );
	}
} );

test( 'items are sorted by dragging, and lists are deleted after a confirmation', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	await declineCookies( page );
	const names: string[] = [];
	for ( const sku of [ 'TR-GIN-001', 'TR-RUM-001', 'TR-WHI-002' ] ) {
		await page.goto( productUrl( sku ) );
		await addWithPopup(
			page,
			page.locator( '.tresen-wishlist-add' ).first()
		);
		names.push(
			sitePhp< string >(
				`return wc_get_product( wc_get_product_id_by_sku( ${ JSON.stringify(
					sku
				) } ) )->get_name();`
			)
		);
	}
	// Tall enough that the first and the last row are on screen together
	// (the page would scroll in the middle of the drag).
	await page.setViewportSize( { width: 1280, height: 1400 } );
	await page.goto( LIST );
	const rows = page.locator( '.tresen-wishlist__item' );
	const order = () => rows.locator( '.tresen-wishlist__name' );
	await expect( order() ).toHaveText( names );

	// The mouse drags the last product onto the first: it takes its place.
	const sorted = page.waitForResponse(
		( r ) =>
			r.url().includes( 'admin-ajax.php' ) &&
			( r.request().postData() ?? '' ).includes(
				'action=sort_wishlist_items'
			)
	);
	// Held by the stock cell (links, images and fields drag themselves).
	await rows
		.nth( 2 )
		.locator( '.tresen-wishlist__stock' )
		.dragTo( rows.nth( 0 ).locator( '.tresen-wishlist__stock' ) );
	await expect( order() ).toHaveText( [
		names[ 2 ],
		names[ 0 ],
		names[ 1 ],
	] );
	expect( ( await sorted ).ok() ).toBe( true );
	await page.reload();
	await expect( order() ).toHaveText( [
		names[ 2 ],
		names[ 0 ],
		names[ 1 ],
	] );

	// A second list, then delete it from the management table (with a confirmation).
	await page
		.getByLabel( `„${ names[ 0 ] }“ auf eine andere Liste verschieben` )
		.selectOption( 'new' );
	const newName = page.getByLabel( 'Name der neuen Liste' );
	await newName.fill( 'Sommerfest' );
	await newName.press( 'Enter' );
	const manage = page.locator( '.tresen-wishlist-manage' );
	await expect( manage.getByRole( 'row' ) ).toHaveCount( 3 );
	await expect( rows ).toHaveCount( 2 );

	// Make "Sommerfest" the default list by keyboard: the table says so at
	// once (focus on its "Standardliste"), and the list page opens with it.
	const sommerfestRow = manage
		.getByRole( 'row' )
		.filter( { hasText: 'Sommerfest' } );
	await manage
		.getByRole( 'button', {
			name: '„Sommerfest“ als Standardliste festlegen',
		} )
		.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		sommerfestRow.getByText( 'Standardliste', { exact: true } )
	).toBeFocused();
	await expect(
		manage.getByRole( 'button', {
			name: '„Meine Wunschliste“ als Standardliste festlegen',
		} )
	).toBeVisible();
	await page.reload();
	await expect( page.locator( '.tresen-wishlist__title' ) ).toHaveText(
		'Sommerfest'
	);
	await expect( manage.getByRole( 'row' ).nth( 1 ) ).toContainText(
		'Sommerfest'
	);
	await expect( manage.getByRole( 'row' ).nth( 1 ) ).toContainText(
		'Standardliste'
	);

	// Delete it: the default list goes only with a new default chosen.
	const remove = manage.getByRole( 'button', {
		name: '„Sommerfest“ löschen',
	} );
	await remove.click();
	let confirm = page.getByRole( 'dialog', { name: 'Wunschliste löschen' } );
	await expect( confirm ).toContainText(
		'Die Liste „Sommerfest“ und alle Produkte darauf werden gelöscht.'
	);
	await confirm.getByRole( 'button', { name: 'Abbrechen' } ).click();
	await expect( confirm ).toHaveCount( 0 );
	await expect( remove ).toBeFocused();
	await expect( manage.getByRole( 'row' ) ).toHaveCount( 3 );
	await remove.click();
	confirm = page.getByRole( 'dialog', { name: 'Wunschliste löschen' } );
	await expect(
		confirm.getByLabel( 'Welche Liste wird deine Standardliste?' )
	).toHaveValue( /\d+/ );
	await expect(
		confirm
			.getByLabel( 'Welche Liste wird deine Standardliste?' )
			.locator( 'option:checked' )
	).toHaveText( 'Meine Wunschliste' );
	await confirm.getByRole( 'button', { name: 'Löschen' } ).click();
	// The list shown was deleted: the new default list's page.
	await expect( page ).toHaveURL( /wishlist=[A-Z0-9]{12}/ );
	await expect( page.locator( '.tresen-wishlist__title' ) ).toHaveText(
		'Meine Wunschliste'
	);
	await expect( manage.getByRole( 'row' ) ).toHaveCount( 2 );
	await expect( manage.getByRole( 'row' ).nth( 1 ) ).toContainText(
		'Standardliste'
	);
	await expect( headerCount( page ) ).toHaveText( '2' );
	// The last list cannot be deleted: no button.
	await expect(
		manage.getByRole( 'button', { name: /löschen/ } )
	).toHaveCount( 0 );
	await page.reload();
	await expect( page.locator( '.tresen-wishlist-manage' ) ).not.toContainText(
		'Sommerfest'
	);
} );

test( 'without JavaScript the owner deletes a list on a confirmation page', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 90_000 );
	await declineCookies( page );
	await page.goto( productUrl( 'TR-GIN-001' ) );
	await addWithPopup( page, page.locator( '.tresen-wishlist-add' ).first() );
	await page.goto( productUrl( 'TR-RUM-001' ) );
	await page.locator( '.tresen-wishlist-add' ).first().click();
	const popup = page.getByRole( 'dialog', { name: 'Auf die Wunschliste' } );
	await popup.getByRole( 'tab', { name: 'Neue Liste' } ).click();
	await popup.getByLabel( 'Name der neuen Liste' ).fill( 'Grillabend' );
	await popup.getByRole( 'button', { name: 'Hinzufügen' } ).click();
	await expect( popup.getByRole( 'status' ) ).toContainText( 'Grillabend' );

	// The same visitor (cookies) in a browser without JavaScript.
	const context = await browser.newContext( {
		baseURL: process.env.TRESEN_E2E_URL,
		locale: 'de-DE',
		javaScriptEnabled: false,
		storageState: await page.context().storageState(),
	} );
	const plain = await context.newPage();
	try {
		await plain.goto( LIST );
		const manage = plain.locator( '.tresen-wishlist-manage' );
		await expect( manage.getByRole( 'row' ) ).toHaveCount( 3 );
		await manage
			.getByRole( 'link', { name: '„Grillabend“ löschen' } )
			.click();
		await expect(
			plain.getByRole( 'heading', { name: 'Wunschliste löschen' } )
		).toBeVisible();
		await expect(
			plain.locator( '.tresen-wishlist-delete-confirm' )
		).toContainText(
			'Die Liste „Grillabend“ und alle Produkte darauf werden gelöscht.'
		);
		// "Abbrechen" leads back and deletes nothing.
		await plain.getByRole( 'link', { name: 'Abbrechen' } ).click();
		await expect( manage.getByRole( 'row' ) ).toHaveCount( 3 );
		await manage
			.getByRole( 'link', { name: '„Grillabend“ löschen' } )
			.click();
		await plain.getByRole( 'button', { name: 'Löschen' } ).click();
		await expect( plain.locator( '.tresen-wishlist__notice' ) ).toHaveText(
			'Die Wunschliste wurde gelöscht.'
		);
		await expect( manage.getByRole( 'row' ) ).toHaveCount( 2 );
		await expect( manage ).not.toContainText( 'Grillabend' );
		await expect(
			manage.getByRole( 'link', { name: /löschen/ } )
		).toHaveCount( 0 );
	} finally {
		await context.close();
	}
	await page.goto( LIST );
	await expect( headerCount( page ) ).toHaveText( '1' );
} );
