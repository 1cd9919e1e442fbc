/**
 * The header and site chrome a shopper meets on every page: dropdown menus
 * by keyboard and mouse, the mobile slide menu, the sticky header (never
 * covering the focused element), back-to-top, the wishlist count, the login
 * popup, and the owner's coming-soon banner. Both lanes.
 */
import { test, expect, type Page } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const PASSWORD = 'Kopf-Zeile-2024!';

function ensureUser( login: string, role: string ): number {
	return sitePhp< number >( `
		$user = get_user_by( 'login', '${ login }' );
		$id   = $user ? $user->ID : wp_create_user( '${ login }', '${ PASSWORD }', '${ login }@example.com' );
		wp_set_password( '${ PASSWORD }', $id );
		( new WP_User( $id ) )->set_role( '${ role }' );
		delete_user_meta( $id, 'woocommerce_admin_coming_soon_banner_dismissed' );
		return $id;
	` );
}

/**
 * Presses Shift+Tab until focus reaches the header (at most `steps` times)
 * and returns a description of every focused element the stuck header covered.
 *
 * @param page  Page.
 * @param steps Most presses.
 */
async function coveredWhileTabbingBack(
	page: Page,
	steps: number
): Promise< string[] > {
	const covered: string[] = [];
	for ( let i = 0; i < steps; i++ ) {
		await page.keyboard.press( 'Shift+Tab' );
		const state = await page.evaluate( () => {
			const header = document.getElementById( 'masthead' )!;
			const active = header.ownerDocument.activeElement as HTMLElement;
			return {
				inHeader: header.contains( active ),
				stuck: header.classList.contains( 'is-stuck' ),
				bottom: header.getBoundingClientRect().bottom,
				top: active.getBoundingClientRect().top,
				name: active.outerHTML.slice( 0, 80 ),
			};
		} );
		if ( state.inHeader ) {
			break;
		}
		if ( state.stuck && state.top < state.bottom - 1 ) {
			covered.push(
				`${ state.name } at ${ state.top } < ${ state.bottom }`
			);
		}
	}
	return covered;
}

test( 'dropdown menu opens by keyboard on its button and Escape closes it', async ( {
	page,
} ) => {
	await declineCookies( page );
	await page.mouse.move( 10, 600 );
	await page.reload();
	// Until the menu code runs a chevron marks the parents: no button that does nothing yet.
	const toggles = page.locator( '#site-navigation .submenu-toggle' );
	await expect( toggles.first() ).toBeHidden();
	// The pointer reaching the menu brings its code, and with it the buttons.
	await page
		.locator( '#site-navigation' )
		.getByRole( 'link', { name: 'Kontakt', exact: true } )
		.hover();
	await page.mouse.move( 10, 600 );
	const button = page.getByRole( 'button', { name: 'Untermenü: Shop' } );
	await expect( button ).toBeVisible();
	await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	const submenu = page.locator(
		`#${ await button.getAttribute( 'aria-controls' ) }`
	);
	await expect( submenu ).toBeHidden();

	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( submenu.getByRole( 'link' ).first() ).toBeVisible();
	// Into the dropdown and out again with Escape: focus returns to its button.
	await page.keyboard.press( 'Tab' );
	await expect( submenu.getByRole( 'link' ).first() ).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( submenu ).toBeHidden();
	await expect( button ).toBeFocused();

	// Space opens it too; ArrowDown moves through it.
	await page.keyboard.press( 'Space' );
	await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	await page.keyboard.press( 'Escape' );
	await page.keyboard.press( 'ArrowDown' );
	await expect( submenu.getByRole( 'link' ).first() ).toBeFocused();
	await page.keyboard.press( 'ArrowDown' );
	await expect( submenu.getByRole( 'link' ).nth( 1 ) ).toBeFocused();

	// A mouse opens it by hovering and it closes when the mouse leaves.
	await page.keyboard.press( 'Escape' );
	await page.getByRole( 'link', { name: 'Shop', exact: true } ).hover();
	await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	await page.mouse.move( 10, 600 );
	await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
} );

test( 'mobile slide menu: a sub-level slides in with focus, Back returns', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 800 } );
	await declineCookies( page );
	await page.getByRole( 'button', { name: 'Menü', exact: true } ).click();
	const nav = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
	const open = nav.getByRole( 'button', { name: 'Untermenü: Shop' } );
	await open.click();
	await expect( open ).toHaveAttribute( 'aria-expanded', 'true' );
	const back = nav.getByRole( 'button', { name: 'Zurück' } ).first();
	await expect( back ).toBeFocused();
	const submenu = nav.locator(
		`#${ await open.getAttribute( 'aria-controls' ) }`
	);
	await expect( submenu.getByRole( 'link' ).first() ).toBeVisible();
	// The level behind is out of the focus order while covered.
	await expect(
		nav.locator( 'li.menu-item:has(> a:text-is("Kontakt"))' )
	).toHaveAttribute( 'inert', '' );

	await page.keyboard.press( 'Enter' );
	await expect( open ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( open ).toBeFocused();
	await expect( submenu ).toBeHidden();
	// Escape in a sub-level goes back one level; the next Escape closes the menu.
	await open.click();
	await page.keyboard.press( 'Escape' );
	await expect( open ).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect(
		page.getByRole( 'button', { name: 'Menü', exact: true } )
	).toBeFocused();
} );

test( 'mobile slide menu: a third level covers its parent level with one "Zurück" row', async ( {
	page,
} ) => {
	// The seeded menu has two levels; a third one under Shop's last entry, for this test only.
	const added = sitePhp< { ids: number[]; parent: string } >( `
		$menu  = wp_get_nav_menu_object( 'Hauptmenü' );
		$items = wp_get_nav_menu_items( $menu->term_id );
		$shop  = current( wp_list_filter( $items, array( 'title' => 'Shop' ) ) );
		$kids  = wp_list_filter( $items, array( 'menu_item_parent' => (string) $shop->ID ) );
		$last  = end( $kids );
		$ids   = array();
		foreach ( array( 'Rotwein', 'Weißwein' ) as $title ) {
			$ids[] = wp_update_nav_menu_item( $menu->term_id, 0, array(
				'menu-item-title'     => $title,
				'menu-item-url'       => home_url( '/?s=' . rawurlencode( $title ) . '&post_type=product' ),
				'menu-item-type'      => 'custom',
				'menu-item-parent-id' => $last->ID,
				'menu-item-status'    => 'publish',
			) );
		}
		return array( 'ids' => $ids, 'parent' => $last->title );
	` );
	try {
		await page.setViewportSize( { width: 390, height: 800 } );
		await declineCookies( page );
		await page.getByRole( 'button', { name: 'Menü', exact: true } ).click();
		const nav = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
		await nav.getByRole( 'button', { name: 'Untermenü: Shop' } ).click();
		const second = nav.locator( 'ul.sub-menu.is-open' ).first();
		await expect( second ).toBeVisible();
		const deeper = nav.getByRole( 'button', {
			name: `Untermenü: ${ added.parent }`,
		} );
		await deeper.click();
		await expect( deeper ).toHaveAttribute( 'aria-expanded', 'true' );
		const third = nav.locator(
			`#${ await deeper.getAttribute( 'aria-controls' ) }`
		);
		await expect(
			third.getByRole( 'link', { name: 'Rotwein' } )
		).toBeVisible();
		// The third level starts where the second does: one "Zurück" row in view, its own, with focus.
		await expect
			.poll( async () => ( await third.boundingBox() )?.x )
			.toBe( ( await second.boundingBox() )?.x );
		expect( ( await third.boundingBox() )?.y ).toBe(
			( await second.boundingBox() )?.y
		);
		const back = third.getByRole( 'button', { name: 'Zurück' } );
		await expect( back ).toBeFocused();
		const backBox = ( await back.boundingBox() )!;
		const backs = nav.getByRole( 'button', { name: 'Zurück' } );
		let inView = 0;
		for ( const b of await backs.all() ) {
			const box = await b.boundingBox();
			const visible = await b.isVisible();
			// A row the third level does not cover (same spot as its own).
			inView += Number(
				visible && !! box && box.y + box.height <= backBox.y
			);
		}
		expect( inView ).toBe( 0 );
		// Zurück returns to the second level, focus on the button.
		await page.keyboard.press( 'Enter' );
		await expect( deeper ).toBeFocused();
		await expect( third ).toBeHidden();
	} finally {
		sitePhp( `
			foreach ( ${ JSON.stringify( added.ids ) } as $id ) {
				wp_delete_post( $id, true );
			}
			return true;
		` );
	}
} );

test( 'sticky header after scrolling never hides the focused element; back to top', async ( {
	page,
} ) => {
	await declineCookies( page );
	await page.goto( '/shop/' );
	const header = page.locator( 'header#masthead' );
	await expect( header ).not.toHaveClass( /is-stuck/ );
	await page.mouse.wheel( 0, 1500 );
	await expect( header ).toHaveClass( /is-stuck/ );
	// After its slide-in: at the top, 70 px high.
	await expect
		.poll( async () => ( await header.boundingBox() )?.y )
		.toBe( 0 );
	expect( Math.round( ( await header.boundingBox() )?.height ?? 0 ) ).toBe(
		70
	);

	// Walk backwards through the page from the footer: whatever gets focus is below the header.
	await page.locator( 'footer a' ).first().focus();
	expect( await coveredWhileTabbingBack( page, 25 ) ).toEqual( [] );

	// Back to top: keyboard usable, scrolls up and focus starts at the top again.
	await page.mouse.wheel( 0, 3000 );
	const top = page.getByRole( 'button', { name: 'Nach oben' } );
	await expect( top ).toBeVisible();
	await top.focus();
	await page.keyboard.press( 'Enter' );
	await expect.poll( () => page.evaluate( () => window.scrollY ) ).toBe( 0 );
	const skip = page.getByRole( 'link', { name: 'Zum Inhalt springen' } );
	await expect( skip ).toBeFocused();
	const skipWidth = () =>
		skip.evaluate( ( el ) => el.getBoundingClientRect().width );
	// Reached by keyboard, the skip link shows.
	expect( await skipWidth() ).toBeGreaterThan( 20 );
	await expect( top ).toBeHidden();
	await expect( header ).not.toHaveClass( /is-stuck/ );

	// By mouse: the focus goes back to the start too, but no skip link box covers the logo.
	await page.mouse.wheel( 0, 3000 );
	await expect( top ).toBeVisible();
	await top.click();
	await expect.poll( () => page.evaluate( () => window.scrollY ) ).toBe( 0 );
	await expect( skip ).toBeFocused();
	expect( await skipWidth() ).toBeLessThanOrEqual( 1 );
} );

test( 'stuck header: the menu and the search stay in reach of the keyboard', async ( {
	page,
} ) => {
	await declineCookies( page );
	await page.goto( '/shop/' );
	const header = page.locator( 'header#masthead' );
	await page.mouse.wheel( 0, 1500 );
	await expect( header ).toHaveClass( /is-stuck/ );
	await expect
		.poll( async () => ( await header.boundingBox() )?.y )
		.toBe( 0 );
	// Wide screens: the menu sits in the 70 px bar.
	const nav = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
	await expect( nav ).toBeVisible();
	expect( Math.round( ( await header.boundingBox() )?.height ?? 0 ) ).toBe(
		70
	);
	// Tab from the search field on reaches the menu, visible in the bar.
	await page.locator( '#tresen-search-header' ).focus();
	let inMenu = false;
	for ( let i = 0; i < 8 && ! inMenu; i++ ) {
		await page.keyboard.press( 'Tab' );
		inMenu = await nav.evaluate( ( el ) =>
			el.contains( el.ownerDocument.activeElement )
		);
	}
	expect( inMenu ).toBe( true );
	await expect( header ).toHaveClass( /is-stuck/ );
	const focused = page.locator( ':focus' );
	await expect( focused ).toBeVisible();
	expect(
		await focused.evaluate( ( el ) =>
			document.getElementById( 'site-navigation' )!.contains( el )
		)
	).toBe( true );
	const box = ( await focused.boundingBox() )!;
	expect( box.y + box.height ).toBeLessThanOrEqual( 70 );
	// A dropdown opens from the stuck bar.
	const shop = page.getByRole( 'button', { name: 'Untermenü: Shop' } );
	await shop.focus();
	await page.keyboard.press( 'Enter' );
	await expect( shop ).toHaveAttribute( 'aria-expanded', 'true' );
	await page.keyboard.press( 'Tab' );
	const first = page
		.locator( `#${ await shop.getAttribute( 'aria-controls' ) }` )
		.getByRole( 'link' )
		.first();
	await expect( first ).toBeFocused();
	await expect( first ).toBeVisible();
	await page.keyboard.press( 'Escape' );

	// Phones: the menu button and a search button in the bar.
	await page.setViewportSize( { width: 390, height: 800 } );
	await expect( header ).toHaveClass( /is-stuck/ );
	await expect(
		page.getByRole( 'button', { name: 'Menü', exact: true } )
	).toBeVisible();
	const field = page.locator( '#tresen-search-header' );
	await expect( field ).toBeHidden();
	const searchButton = page.getByRole( 'button', {
		name: 'Produkte suchen',
		exact: true,
	} );
	await expect( searchButton ).toBeVisible();
	await searchButton.focus();
	await page.keyboard.press( 'Enter' );
	await expect( searchButton ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( field ).toBeFocused();
	await expect( field ).toBeVisible();
	await page.keyboard.type( 'gin' );
	await expect( page.getByRole( 'option' ).first() ).toBeVisible();
	// Leaving the search closes the row again.
	await page.locator( 'footer a' ).first().focus();
	await expect( field ).toBeHidden();
	await expect( searchButton ).toHaveAttribute( 'aria-expanded', 'false' );
} );

test( 'the wishlist count: 0 without a request for a new visitor; once the visitor has items the wishlist plugin brings it, elsewhere the header asks', async ( {
	page,
	context,
} ) => {
	const asked: string[] = [];
	page.on( 'request', ( r ) => {
		if ( r.url().includes( 'action=flatsome_update_wishlist_count' ) ) {
			asked.push( r.url() );
		}
	} );
	await page.goto( '/' );
	await page.waitForLoadState( 'load' );
	const link = page.locator( 'header#masthead a.header-wishlist-link' );
	await expect( link.locator( '.wishlist-count' ) ).toHaveAttribute(
		'data-count',
		'0'
	);
	await expect( link ).toHaveAccessibleName( /Wunschliste \(0 Artikel\)/ );
	expect( asked ).toEqual( [] );

	// The wishlist plugin's cookie says the lists hold items. Where the plugin's
	// buttons are (the home page lists products) its own request brings the
	// count, so the header sends none (and loads no HTTP client); the server
	// knows this visitor has none and says 0.
	const origin = new URL( page.url() ).origin;
	const countCookie = {
		name: 'tresen_wishlist_count',
		value: '2',
		url: origin,
	};
	await context.addCookies( [ countCookie ] );
	const fragments = page.waitForResponse(
		( r ) =>
			r.url().includes( 'admin-ajax.php' ) &&
			r.request().postData()?.includes( 'action=load_fragments' ) === true
	);
	await page.reload();
	await fragments;
	await expect( link.locator( '.wishlist-count' ) ).toHaveAttribute(
		'data-count',
		'0'
	);
	await expect( link ).toHaveAccessibleName( /Wunschliste \(0 Artikel\)/ );
	expect( asked ).toEqual( [] );

	// A page without the plugin's buttons (the cart): the header asks itself.
	await context.addCookies( [ countCookie ] );
	const reply = page.waitForResponse( ( r ) =>
		r.url().includes( 'action=flatsome_update_wishlist_count' )
	);
	await page.goto( '/warenkorb/' );
	const response = await reply;
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'no-cache' );
	expect( await response.json() ).toBe( 0 );
	await expect( link.locator( '.wishlist-count' ) ).toHaveAttribute(
		'data-count',
		'0'
	);
	// Nothing per visitor in the page's HTML.
	const html = await ( await page.request.get( '/' ) ).text();
	expect( html ).toContain( '<span class="wishlist-count" data-count=""' );
} );

test( 'login popup: German error for a wrong password, then logs in', async ( {
	page,
} ) => {
	ensureUser( 'popupkunde', 'customer' );
	await declineCookies( page );
	expect(
		await page.evaluate(
			() => typeof ( window as { React?: unknown } ).React
		)
	).toBe( 'undefined' );
	const account = page.locator( 'header#masthead a.header-account-link' );
	await expect( account ).toHaveAttribute( 'href', /\/mein-konto\/$/ );
	await account.click();
	const dialog = page.getByRole( 'dialog', { name: 'Anmelden' } );
	await expect( dialog ).toBeVisible();
	const user = dialog.getByLabel( 'Benutzername oder E-Mail-Adresse' );
	await expect( user ).toBeFocused();
	await user.fill( 'popupkunde' );
	const password = dialog.locator( '#tresen-login-password' );
	await password.fill( 'falsch' );
	await dialog.getByRole( 'button', { name: 'Passwort anzeigen' } ).click();
	await expect( password ).toHaveAttribute( 'type', 'text' );
	await dialog.getByRole( 'button', { name: 'Passwort verbergen' } ).click();
	await expect( password ).toHaveAttribute( 'type', 'password' );
	await dialog.getByRole( 'button', { name: 'Anmelden' } ).click();
	await expect( dialog.getByRole( 'alert' ) ).toHaveText(
		'Benutzername, E-Mail-Adresse oder Passwort ist falsch. Bitte prüfe deine Eingaben.'
	);
	await expect(
		dialog.getByRole( 'link', { name: 'Passwort vergessen?' } )
	).toBeVisible();

	// Escape closes it; focus returns to the account icon.
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( account ).toBeFocused();

	await page.keyboard.press( 'Enter' );
	await expect( dialog ).toBeVisible();
	await dialog
		.getByLabel( 'Benutzername oder E-Mail-Adresse' )
		.fill( 'popupkunde@example.com' );
	await dialog.locator( '#tresen-login-password' ).fill( PASSWORD );
	await dialog.getByLabel( 'Angemeldet bleiben' ).check();
	await dialog.getByRole( 'button', { name: 'Anmelden' } ).click();
	// The page reloads as the logged-in customer.
	await expect( page.locator( 'body' ) ).toHaveClass( /logged-in/ );
	await expect( page ).toHaveURL( /\/$/ );
	// Logged in, the icon leads to the account page.
	await account.click();
	await expect( page ).toHaveURL( /\/mein-konto\/$/ );
} );

test( 'coming-soon banner: the owner dismisses it by keyboard and it stays dismissed', async ( {
	page,
	context,
	baseURL,
} ) => {
	ensureUser( 'kopfadmin', 'administrator' );
	await context.addCookies( [
		{ name: 'tresen_e2e_coming_soon', value: '1', url: baseURL! },
	] );
	// Straight back to the shop: real WooCommerce's wp-admin dashboard is heavy on a busy machine.
	await page.goto(
		`/wp-login.php?redirect_to=${ encodeURIComponent( `${ baseURL }/shop/` ) }`
	);
	await page.locator( '#user_login' ).fill( 'kopfadmin' );
	await page.locator( '#user_pass' ).fill( PASSWORD );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /\/shop\/?$/ );
	const banner = page.locator( '#coming-soon-footer-banner' );
	await expect( banner ).toBeVisible();
	// The sticky header sits below the fixed admin bar.
	await page.mouse.wheel( 0, 1500 );
	const header = page.locator( 'header#masthead' );
	await expect( header ).toHaveClass( /is-stuck/ );
	const adminBar = await page.locator( '#wpadminbar' ).boundingBox();
	await expect
		.poll( async () => ( await header.boundingBox() )?.y )
		.toBe( adminBar?.height );

	const dismiss = banner.getByRole( 'button', {
		name: 'Hinweis ausblenden',
	} );
	const request = page.waitForRequest(
		( r ) => r.method() === 'POST' && /wp\/v2\/users\/\d+/.test( r.url() )
	);
	await dismiss.focus();
	await page.keyboard.press( 'Enter' );
	const sent = await request;
	expect( sent.headers()[ 'x-wp-nonce' ] ).toBeTruthy();
	expect( decodeURIComponent( sent.postData() ?? '' ) ).toContain(
		'woocommerce_meta[coming_soon_banner_dismissed]=yes'
	);
	await expect( banner ).toBeHidden();
	await page.reload();
	await expect( page.locator( '#coming-soon-footer-banner' ) ).toHaveCount(
		0
	);
} );
