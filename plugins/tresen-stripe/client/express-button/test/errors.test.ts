/**
 * Where the express box's errors go: above the product form or the cart on
 * the classic pages; to the box's own listener (the blocks' notice) when a
 * block holds the box.
 */
import { clearErrors, showErrors } from '../errors';

beforeEach( () => {
	window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	document.body.innerHTML =
		'<form class="woocommerce-cart-form"></form><div class="tresen-express" data-context="cart"></div>';
} );

const box = () => document.querySelector< HTMLElement >( '.tresen-express' )!;

it( 'a classic box gets the German list above the cart', () => {
	showErrors( box(), [ 'Die Karte wurde abgelehnt.' ] );
	const list = document.querySelector( '.tresen-express-errors' );
	expect( list?.textContent ).toBe( 'Die Karte wurde abgelehnt.' );
	expect( list?.getAttribute( 'role' ) ).toBe( 'alert' );
	expect(
		list?.nextElementSibling?.matches( '.woocommerce-cart-form' )
	).toBe( true );
	clearErrors( box() );
	expect( document.querySelector( '.tresen-express-errors' ) ).toBeNull();
} );

it( 'a box whose block takes the messages gets no list on the page', () => {
	const seen: string[][] = [];
	box().addEventListener( 'tresen:express-errors', ( event ) => {
		event.preventDefault();
		seen.push( ( event as CustomEvent< string[] > ).detail );
	} );
	showErrors( box(), [ 'Die Karte wurde abgelehnt.' ] );
	clearErrors( box() );
	expect( seen ).toEqual( [ [ 'Die Karte wurde abgelehnt.' ], [] ] );
	expect( document.querySelector( '.tresen-express-errors' ) ).toBeNull();
} );
