/**
 * The product page without WooCommerce's jQuery script: tabs by address and
 * keyboard, the star rating refusing an empty review, the gallery's slides
 * and the sticky bar.
 */
import { setLocaleData } from '@wordpress/i18n';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';
import { localeDataFromPo } from '@tresen/tests/po';
import { initTabs, ProductTabs, tabFromAddress } from '../tabs';
import { initRating } from '../rating';
import { MAX_SLIDES, slidesOf } from '../gallery';
import { initStickyBar, StickyBar } from '../sticky-bar';

beforeAll( () => {
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-storefront-de_DE.po',
			'tresen-storefront'
		),
		'tresen-storefront'
	);
} );

const TABS = `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
	<li class="description_tab" id="tab-title-description"><a href="#tab-description">Beschreibung</a></li>
	<li class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information">Zusätzliche Informationen</a></li>
	<li class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews">Bewertungen (2)</a></li></ul>
	<div class="woocommerce-Tabs-panel" id="tab-description">Text</div>
	<div class="woocommerce-Tabs-panel" id="tab-additional_information">Inhalt</div>
	<div class="woocommerce-Tabs-panel" id="tab-reviews">Rezensionen</div></div>`;

describe( 'tabs', () => {
	it.each( [
		[ '#reviews', '/produkt/gin/', 'reviews' ],
		[ '#tab-reviews', '/produkt/gin/', 'reviews' ],
		[ '#comments', '/produkt/gin/', 'reviews' ],
		[ '#comment-42', '/produkt/gin/', 'reviews' ],
		[ '', '/produkt/gin/comment-page-2/', 'reviews' ],
		[ '', '/produkt/gin/?cpage=2', 'reviews' ],
		[
			'#tab-additional_information',
			'/produkt/gin/',
			'additional_information',
		],
		[ '#tab-description', '/produkt/gin/', null ],
		[ '', '/produkt/gin/', null ],
		// The hash must start with "comment-": these only contain it.
		[ '#no-comment-here', '/produkt/gin/', null ],
		[ '#respond-comment-1', '/produkt/gin/', null ],
	] )( 'address %s %s opens %s', ( hash, url, expected ) => {
		expect(
			tabFromAddress( hash, `https://shop.test${ url }${ hash }` )
		).toBe( expected );
	} );

	it( 'shows one panel, marks the selected tab and moves by arrow keys, Home and End', async () => {
		document.body.innerHTML = TABS;
		const widget = new ProductTabs(
			document.querySelector( '.woocommerce-tabs' ) as HTMLElement
		);
		widget.fromAddress();
		const [ first, second, third ] = screen.getAllByRole( 'tab' );
		expect( first ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByText( 'Text' ) ).toBeVisible();
		expect( screen.getByText( 'Rezensionen' ) ).not.toBeVisible();
		expect( screen.getByRole( 'tabpanel' ) ).toHaveAccessibleName(
			'Beschreibung'
		);

		const user = userEvent.setup();
		first.focus();
		await user.keyboard( '{ArrowRight}' );
		expect( second ).toHaveFocus();
		expect( second ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByText( 'Inhalt' ) ).toBeVisible();
		await user.keyboard( '{End}' );
		expect( third ).toHaveFocus();
		await user.keyboard( '{ArrowRight}' );
		expect( first ).toHaveFocus();
		await user.keyboard( '{ArrowLeft}' );
		expect( third ).toHaveAttribute( 'aria-selected', 'true' );
		expect( first ).toHaveAttribute( 'tabindex', '-1' );
		await user.click( second );
		expect( screen.getByText( 'Inhalt' ) ).toBeVisible();
		expect( screen.getByText( 'Rezensionen' ) ).not.toBeVisible();
	} );
} );

describe( 'tabs after a hash change', () => {
	const goTo = ( hash: string ) => {
		window.location.hash = hash;
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
	};
	afterEach( () => {
		window.history.replaceState( null, '', window.location.pathname );
	} );

	it( 'a skip link (#content) leaves the reviews tab open; a tab address switches', () => {
		window.history.replaceState( null, '', '#reviews' );
		document.body.innerHTML = `<a href="#content">Zum Inhalt springen</a><main id="content">${ TABS }</main>`;
		initTabs();
		expect( screen.getByText( 'Rezensionen' ) ).toBeVisible();

		goTo( '#content' );
		expect( screen.getByText( 'Rezensionen' ) ).toBeVisible();
		expect( screen.getByText( 'Text' ) ).not.toBeVisible();

		goTo( '#tab-additional_information' );
		expect( screen.getByText( 'Inhalt' ) ).toBeVisible();
		expect( screen.getByText( 'Rezensionen' ) ).not.toBeVisible();

		goTo( '#comment-7' );
		expect( screen.getByText( 'Rezensionen' ) ).toBeVisible();

		goTo( '#tab-description' );
		expect( screen.getByText( 'Text' ) ).toBeVisible();
	} );
} );

describe( 'star rating', () => {
	const FORM = `<form id="commentform"><fieldset class="comment-form-rating tresen-rating"><legend>Deine Sternebewertung</legend><span class="tresen-stars">
		${ [ 1, 2, 3, 4, 5 ].map( ( i ) => `<input type="radio" name="rating" value="${ i }" id="rating-${ i }" required><label for="rating-${ i }">${ i } von 5 Sternen</label>` ).join( '' ) }
		</span></fieldset><textarea name="comment"></textarea><button type="submit">Senden</button></form>`;

	it( 'refuses to send without stars with an alert at the group and focus on the first star', () => {
		document.body.innerHTML = FORM;
		initRating();
		const form = document.getElementById(
			'commentform'
		) as HTMLFormElement;
		const sent = jest.fn();
		form.addEventListener( 'submit', ( e ) => {
			if ( ! e.defaultPrevented ) {
				sent();
			}
		} );
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		expect( sent ).not.toHaveBeenCalled();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Bitte wähle eine Bewertung'
		);
		expect(
			screen.getByRole( 'radio', { name: '1 von 5 Sternen' } )
		).toHaveFocus();
		expect(
			screen.getByRole( 'radio', { name: '1 von 5 Sternen' } )
		).toHaveAttribute( 'aria-invalid', 'true' );

		screen.getByRole( 'radio', { name: '4 von 5 Sternen' } ).click();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		expect( sent ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'the browser’s own check shows the same alert instead of its bubble', () => {
		document.body.innerHTML = FORM;
		initRating();
		const first = screen.getByRole( 'radio', {
			name: '1 von 5 Sternen',
		} ) as HTMLInputElement;
		const invalid = new Event( 'invalid', { cancelable: true } );
		first.dispatchEvent( invalid );
		expect( invalid.defaultPrevented ).toBe( true );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Bitte wähle eine Bewertung'
		);
	} );
} );

describe( 'gallery', () => {
	it( 'takes the large images with their sizes, at most 30', () => {
		const item = ( i: number ) =>
			`<div class="woocommerce-product-gallery__image"><a href="/full-${ i }.jpg"><img src="/s-${ i }.jpg" alt="Flasche ${ i }" data-large_image="/full-${ i }.jpg" data-large_image_width="800" data-large_image_height="1000"></a></div>`;
		document.body.innerHTML = `<div class="woocommerce-product-gallery">${ Array.from( { length: 35 }, ( _, i ) => item( i ) ).join( '' ) }</div>`;
		const slides = slidesOf( document.body );
		expect( slides ).toHaveLength( MAX_SLIDES );
		expect( slides[ 1 ] ).toMatchObject( {
			src: '/full-1.jpg',
			width: 800,
			height: 1000,
			alt: 'Flasche 1',
		} );
	} );
} );

describe( 'sticky bar', () => {
	function page( disabled: boolean ) {
		document.body.innerHTML = `<form class="cart"><select name="attribute_pa_groesse"><option value="">Wähle eine Option</option><option value="07">0,7 l</option></select>
			<input class="qty" value="2"><button type="submit" class="single_add_to_cart_button${ disabled ? ' disabled wc-variation-selection-needed' : '' }">In den Warenkorb</button></form>
			<aside class="tresen-sticky-cart" hidden><button type="button" class="tresen-sticky-cart__add">In den Warenkorb</button></aside>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const button = form.querySelector( 'button' ) as HTMLButtonElement;
		const bar = document.querySelector(
			'.tresen-sticky-cart'
		) as HTMLElement;
		form.scrollIntoView = jest.fn();
		return {
			form,
			button,
			bar,
			sticky: new StickyBar( bar, form, button ),
		};
	}

	it( 'shows when asked and adds through the product form', () => {
		const { button, bar, sticky } = page( false );
		const added = jest.fn( ( e: Event ) => e.preventDefault() );
		button.addEventListener( 'click', added );
		sticky.toggle( true );
		expect( bar ).toBeVisible();
		expect( document.documentElement ).toHaveClass(
			'tresen-has-sticky-cart'
		);
		( bar.querySelector( 'button' ) as HTMLButtonElement ).click();
		expect( added ).toHaveBeenCalledTimes( 1 );
		sticky.toggle( false );
		expect( bar ).not.toBeVisible();
	} );

	const rect = ( top: number, bottom: number ) => () =>
		( {
			top,
			bottom,
			left: 0,
			right: 0,
			width: 0,
			height: bottom - top,
			x: 0,
			y: top,
			toJSON: () => ( {} ),
		} ) as DOMRect;
	/**
	 * The form inside the product, where initStickyBar() looks for it.
	 * @param form
	 */
	const inProduct = ( form: HTMLFormElement ) => {
		const product = document.createElement( 'div' );
		product.className = 'product';
		form.before( product );
		product.append( form );
	};

	it( 'appears once the add button is under the stuck header and admin bar, not only above the window', () => {
		const { form, button, bar } = page( false );
		inProduct( form );
		document.body.insertAdjacentHTML(
			'afterbegin',
			'<div id="wpadminbar" style="position: fixed"></div><header id="masthead" class="site-header is-stuck" style="position: fixed"></header>'
		);
		document.getElementById( 'wpadminbar' )!.getBoundingClientRect = rect(
			0,
			32
		);
		document.getElementById( 'masthead' )!.getBoundingClientRect = rect(
			32,
			102
		);
		// Still on the screen, but under the 70 px header below the admin bar.
		button.getBoundingClientRect = rect( 60, 100 );
		initStickyBar();
		expect( bar ).toBeVisible();
	} );

	it( 'stays hidden while the add button is below the stuck header', () => {
		const { form, button, bar } = page( false );
		inProduct( form );
		document.body.insertAdjacentHTML(
			'afterbegin',
			'<header id="masthead" class="site-header is-stuck" style="position: fixed"></header>'
		);
		document.getElementById( 'masthead' )!.getBoundingClientRect = rect(
			0,
			70
		);
		button.getBoundingClientRect = rect( 80, 120 );
		expect( initStickyBar() ).not.toBeNull();
		expect( bar ).not.toBeVisible();
	} );

	it( 'stays hidden at the top of the page while the add button has no box (hidden by a script)', () => {
		const { form, bar } = page( false );
		inProduct( form );
		// jsdom's boxes are all zero, as a display: none button's are.
		expect( initStickyBar() ).not.toBeNull();
		expect( bar ).not.toBeVisible();
	} );

	it( 'leaves a focused element in a fixed layer (lightbox, drawer) where it is', () => {
		const { bar, sticky } = page( false );
		sticky.toggle( true );
		bar.getBoundingClientRect = rect( 600, 700 );
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div class="pswp" style="position: fixed"><div><button type="button" class="pswp__button--close">Schließen</button></div></div><p><a href="#x" id="below">Link</a></p>'
		);
		const close = document.querySelector< HTMLElement >(
			'.pswp__button--close'
		)!;
		close.getBoundingClientRect = rect( 650, 690 );
		const below = document.getElementById( 'below' )!;
		below.getBoundingClientRect = rect( 650, 690 );
		const scrollBy = jest.fn();
		window.scrollBy = scrollBy;
		close.focus();
		expect( scrollBy ).not.toHaveBeenCalled();
		// A page element under the bar is still scrolled above it.
		below.focus();
		expect( scrollBy ).toHaveBeenCalledTimes( 1 );
	} );

	it( "moves focus to the form's add button when the bar hides while its button has it", () => {
		const { button, bar, sticky } = page( false );
		sticky.toggle( true );
		bar.querySelector< HTMLButtonElement >( 'button' )!.focus();
		sticky.toggle( false );
		expect( button ).toHaveFocus();
	} );

	it( 'without a chosen variation it leads to the missing option instead of adding', () => {
		jest.useFakeTimers();
		const { form, button, bar, sticky } = page( true );
		const added = jest.fn();
		button.addEventListener( 'click', added );
		sticky.toggle( true );
		( bar.querySelector( 'button' ) as HTMLButtonElement ).click();
		expect( added ).not.toHaveBeenCalled();
		expect( form.scrollIntoView ).toHaveBeenCalled();
		expect( form.querySelector( 'select' ) ).toHaveFocus();
		jest.advanceTimersByTime( 200 );
		expect(
			document.querySelector( '[aria-live="assertive"]' )
		).toHaveTextContent( 'Bitte wähle zuerst die Produktoptionen aus.' );
		jest.useRealTimers();
	} );
} );
