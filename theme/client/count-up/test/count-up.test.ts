/**
 * Count-up numbers as a visitor meets them: the printed final number stays
 * for screen readers, the visible copy counts from 0 to it in 4 s (ease-out)
 * once in view, German formatting; reduced motion leaves the number alone.
 */
import { DURATION_MS, format, initCountUp, valueAt } from '../index';

let observed: Element[] = [];
let trigger: ( el: Element ) => void = () => undefined;

class FakeObserver {
	constructor( private readonly callback: IntersectionObserverCallback ) {
		trigger = ( el ) =>
			this.callback(
				[
					{
						target: el,
						isIntersecting: true,
					} as unknown as IntersectionObserverEntry,
				],
				this as unknown as IntersectionObserver
			);
	}
	observe( el: Element ) {
		observed.push( el );
	}
	unobserve() {}
	disconnect() {}
}

function reducedMotion( on: boolean ) {
	window.matchMedia = jest.fn( () => ( {
		matches: on,
	} ) ) as unknown as typeof window.matchMedia;
}

beforeEach( () => {
	observed = [];
	document.documentElement.lang = 'de-DE';
	document.body.innerHTML = `<p><span class="count-up" data-count-up="1500" data-decimals="0">1.500</span> Flaschen</p>`;
	(
		window as unknown as { IntersectionObserver: unknown }
	 ).IntersectionObserver = FakeObserver;
	reducedMotion( false );
} );

describe( 'count-up', () => {
	it( 'eases out from 0 to the final number in 4 s', () => {
		expect( DURATION_MS ).toBe( 4000 );
		expect( valueAt( 1500, 0 ) ).toBe( 0 );
		expect( valueAt( 1500, 2000 ) ).toBeGreaterThan( 750 ); // ease-out: past half at half time
		expect( valueAt( 1500, 4000 ) ).toBe( 1500 );
		expect( valueAt( 1500, 9000 ) ).toBe( 1500 );
		expect( format( 1500.5, 1, 'de-DE' ) ).toBe( '1.500,5' );
	} );

	it( 'keeps the final number for screen readers and counts once in view', () => {
		let frame: FrameRequestCallback = () => undefined;
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( cb ) => {
				frame = cb;
				return 1;
			}
		);
		jest.spyOn( window.performance, 'now' ).mockReturnValue( 0 );
		expect( initCountUp( document ) ).toBe( 1 );
		const el = document.querySelector( '.count-up' ) as HTMLElement;
		expect( el ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( el.nextElementSibling ).toHaveClass( 'screen-reader-text' );
		expect( el.nextElementSibling ).toHaveTextContent( '1.500' );
		// Not yet in view: it still shows the final number.
		expect( el ).toHaveTextContent( '1.500' );
		trigger( observed[ 0 ] );
		expect( el ).toHaveTextContent( /^0$/ );
		frame( 2000 );
		expect( el.textContent ).not.toBe( '1.500' );
		frame( 4000 );
		expect( el ).toHaveTextContent( '1.500' );
	} );

	it( 'leaves the number alone with prefers-reduced-motion', () => {
		reducedMotion( true );
		expect( initCountUp( document ) ).toBe( 0 );
		const el = document.querySelector( '.count-up' ) as HTMLElement;
		expect( el ).toHaveTextContent( '1.500' );
		expect( el ).not.toHaveAttribute( 'aria-hidden' );
	} );
} );
