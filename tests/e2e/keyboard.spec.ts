/**
 * Keyboard journeys: home → product → cart → checkout with the cookie banner
 * open and closed, on a phone (390 px) and on a desktop (1280 px). Every Tab
 * stop is checked at the moment it has focus: the focused element may not be
 * more than half hidden under the banner or any other fixed or sticky part
 * (the stuck header, the sticky add-to-cart bar, back-to-top …), WCAG 2.2
 * 2.4.11 Focus Not Obscured. Runs on both lanes.
 */
import {
	test,
	expect,
	type Browser,
	type BrowserContextOptions,
	type Page,
} from '@playwright/test';
import { axeViolations } from './lib/axe';
import { sitePhp } from './lib/site';

const PHONE: BrowserContextOptions = {
	viewport: { width: 390, height: 844 },
	isMobile: true,
	hasTouch: true,
};
const DESKTOP: BrowserContextOptions = {
	viewport: { width: 1280, height: 800 },
};

/** A Tab stop that was more than half hidden. */
interface Obscured {
	element: string;
	hiddenBy: string;
	share: number;
}

/**
 * How much of the focused element is hidden under fixed or sticky parts of
 * the page right now: the share of its box (sampled on a 12 × 12 grid, inside
 * the viewport) that lies under the box of a fixed or sticky element that is
 * neither the focused element's ancestor nor inside it and paints above it.
 *
 * @param page Page.
 */
function focusedCover( page: Page ): Promise< Obscured | null > {
	return page.evaluate( () => {
		const el = document.body.ownerDocument
			.activeElement as HTMLElement | null;
		if ( ! el || el === document.body ) {
			return null;
		}
		const box = el.getBoundingClientRect();
		if ( box.width === 0 || box.height === 0 ) {
			return null;
		}
		const covers: Array< { rect: DOMRect; name: string } > = [];
		for ( const node of Array.from(
			document.querySelectorAll( 'body *' )
		) ) {
			const style = getComputedStyle( node );
			if (
				( style.position !== 'fixed' && style.position !== 'sticky' ) ||
				node.contains( el ) ||
				el.contains( node ) ||
				style.display === 'none' ||
				style.visibility === 'hidden' ||
				Number( style.opacity ) === 0 ||
				style.pointerEvents === 'none'
			) {
				continue;
			}
			const rect = node.getBoundingClientRect();
			if ( rect.width === 0 || rect.height === 0 ) {
				continue;
			}
			// Only what paints above the focused element covers it.
			const x = Math.min(
				Math.max( box.left + box.width / 2, rect.left + 1 ),
				rect.right - 1
			);
			const y = Math.min(
				Math.max( box.top + box.height / 2, rect.top + 1 ),
				rect.bottom - 1
			);
			const top = document.elementFromPoint( x, y );
			if ( top && ! node.contains( top ) && ! top.contains( node ) ) {
				continue;
			}
			covers.push( {
				rect,
				name: `${ node.tagName.toLowerCase() }${
					node.id ? '#' + node.id : ''
				}${
					typeof node.className === 'string' && node.className
						? '.' + node.className.trim().split( /\s+/ )[ 0 ]
						: ''
				}`,
			} );
		}
		const steps = 12;
		let hidden = 0;
		const by = new Set< string >();
		for ( let i = 0; i < steps; i++ ) {
			for ( let j = 0; j < steps; j++ ) {
				const px = box.left + ( ( i + 0.5 ) * box.width ) / steps;
				const py = box.top + ( ( j + 0.5 ) * box.height ) / steps;
				const cover = covers.find(
					( c ) =>
						px >= c.rect.left &&
						px <= c.rect.right &&
						py >= c.rect.top &&
						py <= c.rect.bottom
				);
				if ( cover ) {
					hidden++;
					by.add( cover.name );
				}
			}
		}
		const share = hidden / ( steps * steps );
		if ( share <= 0.5 ) {
			return null;
		}
		const label = (
			el.getAttribute( 'aria-label' ) ||
			el.textContent ||
			( el as HTMLInputElement ).name ||
			''
		)
			.replace( /\s+/g, ' ' )
			.trim()
			.slice( 0, 40 );
		return {
			element: `${ el.tagName.toLowerCase() } "${ label }"`,
			hiddenBy: Array.from( by ).join( ', ' ),
			share: Math.round( share * 100 ),
		};
	} );
}

/**
 * Tabs through the page from its top to its last stop (or `limit` stops) and
 * returns every stop that was more than half hidden.
 *
 * @param page  Page.
 * @param where Name of the page for the report.
 * @param limit Most Tab presses.
 * @param key   Tab, or Shift+Tab to walk back up from where the focus is.
 */
async function tabThrough(
	page: Page,
	where: string,
	limit = 160,
	key: 'Tab' | 'Shift+Tab' = 'Tab'
): Promise< string[] > {
	const found: string[] = [];
	let previous = '';
	let stops = 0;
	for ( let i = 0; i < limit; i++ ) {
		await page.keyboard.press( key );
		// Smooth scrolling and the header's stick run for a frame or two.
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( resolve )
					)
				)
		);
		const id = await page.evaluate( () => {
			const el = document.body.ownerDocument.activeElement;
			if ( ! el || el === document.body ) {
				return 'body';
			}
			const path: number[] = [];
			let node: Element | null = el;
			while ( node && node.parentElement ) {
				path.unshift(
					Array.prototype.indexOf.call(
						node.parentElement.children,
						node
					)
				);
				node = node.parentElement;
			}
			return path.join( '.' );
		} );
		if ( id === 'body' || ( i > 0 && id === previous ) ) {
			break;
		}
		previous = id;
		stops++;
		const obscured = await focusedCover( page );
		if ( obscured ) {
			found.push(
				`${ where }: ${ obscured.element } ${ obscured.share } % under ${ obscured.hiddenBy }`
			);
		}
	}
	expect( stops, `${ where }: Tab reaches the page` ).toBeGreaterThan( 5 );
	return found;
}

/**
 * Starts on the home page; with `decide`, the banner is answered by keyboard
 * first ("Ablehnen"), so the journey runs with the banner closed.
 *
 * @param browser Browser.
 * @param options Context options.
 * @param decide  Whether to answer the banner first.
 */
async function start(
	browser: Browser,
	options: BrowserContextOptions,
	decide: boolean
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: test.info().project.use.baseURL as string,
		...options,
	} );
	const page = await context.newPage();
	await page.goto( '/' );
	const banner = page.locator( '#tresen-cc-banner' );
	await expect( banner ).toBeVisible();
	await page.evaluate( () =>
		Promise.all(
			document
				.getAnimations()
				.filter(
					( a ) => a.effect?.getComputedTiming().endTime !== Infinity
				)
				.map( ( a ) => a.finished )
		)
	);
	if ( decide ) {
		const reject = banner.getByRole( 'button', {
			name: 'Ablehnen',
			exact: true,
		} );
		for ( let i = 0; i < 10; i++ ) {
			await page.keyboard.press( 'Tab' );
			if (
				await reject.evaluate(
					( b ) => b === b.ownerDocument.activeElement
				)
			) {
				break;
			}
		}
		await page.keyboard.press( 'Enter' );
		await expect( banner ).toBeHidden();
		await page.reload();
		await expect( banner ).toBeHidden();
	}
	return page;
}

/**
 * The journey: home, a product (added to the cart with the keyboard), the
 * cart and the checkout, each tabbed through from its top.
 *
 * @param page       Page on the home page.
 * @param bannerOpen Whether the banner is expected open on every page.
 */
async function journey( page: Page, bannerOpen: boolean ): Promise< string[] > {
	const product = sitePhp< string >(
		"return get_permalink( wc_get_product_id_by_sku( 'TR-GIN-001' ) );"
	);
	const banner = page.locator( '#tresen-cc-banner' );
	const found: string[] = [];
	const visit = async ( path: string, where: string ) => {
		if ( path ) {
			await page.goto( path );
		}
		await ( bannerOpen
			? expect( banner ).toBeVisible()
			: expect( banner ).toBeHidden() );
		found.push( ...( await tabThrough( page, where ) ) );
		// And back up from the last stop: what scrolls in from above meets the stuck header.
		found.push(
			...( await tabThrough(
				page,
				`${ where } (Shift+Tab)`,
				160,
				'Shift+Tab'
			) )
		);
	};
	await visit( '', 'home' );
	await visit( new URL( product ).pathname, 'product' );
	// Into the cart by keyboard: Tab to the add-to-cart button, Enter.
	await page.evaluate( () =>
		( document.body.ownerDocument.activeElement as HTMLElement )?.blur()
	);
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	const add = page
		.locator( 'form.cart' )
		.getByRole( 'button', { name: /In den Warenkorb/ } )
		.first();
	for ( let i = 0; i < 80; i++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await add.evaluate( ( b ) => b === b.ownerDocument.activeElement )
		) {
			break;
		}
	}
	await expect( add ).toBeFocused();
	const added = page.waitForResponse(
		( r ) =>
			/add[-_]to[-_]cart|add-to-cart|wc-ajax|tresen/.test( r.url() ) &&
			r.request().method() === 'POST'
	);
	await page.keyboard.press( 'Enter' );
	await added.catch( () => undefined );
	await visit( '/warenkorb/', 'cart' );
	await expect(
		page.locator( '.cart_item, .woocommerce-cart-form' ).first()
	).toBeVisible();
	await visit( '/kasse/', 'checkout' );
	await expect( page.locator( 'form.checkout' ) ).toBeVisible();
	return found;
}

for ( const [ device, options ] of [
	[ 'phone', PHONE ],
	[ 'desktop', DESKTOP ],
] as const ) {
	for ( const bannerOpen of [ true, false ] ) {
		test( `${ device }, banner ${
			bannerOpen ? 'open' : 'closed'
		}: no focused element is more than half hidden from home to checkout`, async ( {
			browser,
		} ) => {
			test.setTimeout( 240_000 );
			const page = await start( browser, options, ! bannerOpen );
			const found = await journey( page, bannerOpen );
			expect( found ).toEqual( [] );
			await page.context().close();
		} );
	}
}

test( 'the skip link is inside a landmark and leads to the content', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const skip = page.locator( '.skip-link' );
	await expect( skip ).toHaveCount( 1 );
	const landmark = await skip.evaluate(
		( a ) =>
			a.closest(
				'header, nav, main, footer, aside, section[aria-label], section[aria-labelledby], [role="banner"], [role="navigation"], [role="main"], [role="contentinfo"], [role="region"]'
			)?.tagName ?? ''
	);
	expect( landmark.toLowerCase() ).toBe( 'header' );
	// axe's "region" (all content inside landmarks) names nothing outside one.
	const outside = (
		await axeViolations( page, { rules: [ 'region' ] } )
	).filter( ( line ) => line.startsWith( 'region:' ) );
	expect( outside ).toEqual( [] );
	await skip.focus();
	await page.keyboard.press( 'Enter' );
	await expect( page ).toHaveURL( /#content$/ );
} );
