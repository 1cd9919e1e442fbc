import { announce, showNotice } from '@tresen/common/notices';

// jsdom has no scrolling; the notices call window.scrollTo.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

describe( 'notices', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML =
			'<header style="height:70px"></header><main><div class="woocommerce-notices-wrapper"></div></main>';
		( window.scrollTo as jest.Mock ).mockClear();
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'moves focus to an error after 500 ms and scrolls it 100 px below the top', () => {
		Object.defineProperty( window, 'scrollY', {
			value: 400,
			configurable: true,
		} );
		const notice = showNotice( 'error', 'Das hat nicht geklappt.' );
		jest.spyOn( notice, 'getBoundingClientRect' ).mockReturnValue( {
			top: 300,
		} as DOMRect );
		expect(
			notice.closest( '.woocommerce-notices-wrapper' )
		).not.toBeNull();
		jest.advanceTimersByTime( 499 );
		expect( notice ).not.toHaveFocus();
		jest.advanceTimersByTime( 1 );
		expect( notice ).toHaveFocus();
		expect( window.scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { top: 600 } )
		);
	} );

	it( 'announces success politely without stealing focus', () => {
		const before = document.body.ownerDocument.activeElement;
		showNotice( 'success', 'Dein Warenkorb wurde aktualisiert.' );
		jest.advanceTimersByTime( 600 );
		expect( before ).toHaveFocus();
		const region = document.querySelector( '[aria-live="polite"]' );
		expect( region ).toHaveTextContent(
			'Dein Warenkorb wurde aktualisiert.'
		);
		expect( region ).toHaveAttribute( 'role', 'status' );
	} );

	it( 'repeats the same announcement (the region is emptied first)', () => {
		announce( 'Artikel entfernt.' );
		jest.advanceTimersByTime( 150 );
		const region = document.querySelector( '[aria-live="polite"]' );
		expect( region ).toHaveTextContent( 'Artikel entfernt.' );
		announce( 'Artikel entfernt.' );
		expect( region ).toHaveTextContent( '' );
		jest.advanceTimersByTime( 150 );
		expect( region ).toHaveTextContent( 'Artikel entfernt.' );
	} );

	it( 'replaces its previous notice instead of stacking them', () => {
		showNotice( 'error', 'Eins' );
		showNotice( 'error', 'Zwei' );
		expect(
			document.querySelectorAll( '.woocommerce-error' )
		).toHaveLength( 1 );
		expect(
			document.querySelector( '.woocommerce-error' )
		).toHaveTextContent( 'Zwei' );
	} );
} );
