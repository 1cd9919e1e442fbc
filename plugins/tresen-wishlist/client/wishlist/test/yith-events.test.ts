/**
 * A listener written against YITH WooCommerce Wishlist 4.x receives the
 * wishlist's events through the page's jQuery (WordPress's own copy), and
 * nothing is fired — and nothing breaks — without jQuery.
 */
import { readdirSync, readFileSync, existsSync } from 'fs';
import { join } from 'path';
import { emit } from '@tresen/common/events';
import { yithRemoved } from '../../shared/yith-events';
import { startYithEvents } from '../yith';

const cache = join( __dirname, '../../../../../.cache' );
const wordpress = existsSync( cache )
	? readdirSync( cache ).find( ( d ) =>
			existsSync(
				join( cache, d, 'wp-includes/js/jquery/jquery.min.js' )
			)
		)
	: undefined;

type JQ = ( ( target: unknown ) => {
	on: ( name: string, fn: ( ...args: unknown[] ) => void ) => void;
	off: () => void;
} ) & { fn: { jquery: string } };

( wordpress ? describe : describe.skip )(
	`with WordPress's jQuery (${ wordpress ?? 'not in .cache/' })`,
	() => {
		let jQuery: JQ;
		beforeAll( () => {
			// As a page runs it: a classic script, which sets window.jQuery.
			const source = readFileSync(
				join(
					cache,
					wordpress as string,
					'wp-includes/js/jquery/jquery.min.js'
				),
				'utf8'
			);
			new Function( source ).call( window );
			jQuery = ( window as unknown as { jQuery: JQ } ).jQuery;
		} );
		afterAll( () => {
			delete ( window as unknown as { jQuery?: JQ } ).jQuery;
		} );

		it( 'fires yith_wcwl_init, added_to_wishlist with YITH’s arguments, yith_wcwl_fragments_loaded and removed_from_wishlist on body', () => {
			document.body.innerHTML = `<button class="tresen-wishlist-add" data-product-id="12">A</button><button class="tresen-wishlist-add" data-product-id="12">B</button><button class="tresen-wishlist-add" data-product-id="123">C</button>`;
			const seen: Array< [ string, unknown[] ] > = [];
			const log =
				( name: string ) =>
				( _event: unknown, ...args: unknown[] ) =>
					seen.push( [ name, args ] );
			// As themes bind them: on body, and on document where YITH triggers its own.
			jQuery( document.body ).on( 'added_to_wishlist', log( 'added' ) );
			jQuery( document.body ).on(
				'removed_from_wishlist',
				log( 'removed' )
			);
			jQuery( document ).on( 'yith_wcwl_init', log( 'init' ) );
			jQuery( document ).on(
				'yith_wcwl_fragments_loaded',
				log( 'fragments' )
			);

			startYithEvents();
			expect( seen.map( ( s ) => s[ 0 ] ) ).toEqual( [ 'init' ] );

			const clicked = document.querySelectorAll( 'button' )[ 1 ];
			emit( 'wishlist-open', { button: clicked } );
			emit( 'wishlist-added', 12 );
			const [ name, [ $t, $wrap ] ] = seen[ 1 ] as [
				string,
				[
					{ jquery: string; get: () => Element[] },
					{ get: () => Element[] },
				],
			];
			expect( name ).toBe( 'added' );
			expect( $t.jquery ).toBe( jQuery.fn.jquery );
			expect( $t.get() ).toEqual( [ clicked ] );
			// Product 12's buttons only, not 123's (YITH's prefix trap).
			expect( $wrap.get().map( ( b ) => b.textContent ) ).toEqual( [
				'A',
				'B',
			] );

			emit( 'wishlist-known', { products: [ 12 ], count: 1 } );
			emit( 'wishlist-known', { products: [ 12 ], count: 1 } );
			expect( seen.slice( 2 ) ).toEqual( [
				[ 'fragments', [ {}, {}, true ] ],
				[ 'fragments', [ {}, {}, false ] ],
			] );

			document.body.innerHTML += `<table><tr data-item-id="7"><td><button class="tresen-wishlist__remove">x</button></td></tr></table>`;
			const row = document.querySelector( '[data-item-id="7"]' );
			yithRemoved( row?.querySelector( 'button' ) ?? null, row );
			const [ removed, [ $btn, $row ] ] = seen[ 4 ] as [
				string,
				[ { get: () => Element[] }, { get: () => Element[] } ],
			];
			expect( removed ).toBe( 'removed' );
			expect( $btn.get()[ 0 ]?.textContent ).toBe( 'x' );
			expect( $row.get() ).toEqual( [ row ] );
		} );
	}
);

it( 'fires nothing and throws nothing without jQuery', () => {
	expect(
		( window as unknown as { jQuery?: unknown } ).jQuery
	).toBeUndefined();
	expect( () => {
		startYithEvents();
		emit( 'wishlist-added', 12 );
	} ).not.toThrow();
	expect( yithRemoved( null, null ) ).toBe( false );
} );
