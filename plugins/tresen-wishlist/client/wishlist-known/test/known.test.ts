/**
 * The products on the visitor's lists come through the shared HTTP client
 * and reach the button script as `tresen:wishlist-known`.
 */
import { mockFetch } from '@tresen/tests/fetch';
import { on } from '@tresen/common/events';
import { askKnown } from '../index';

it( 'reports the products and the count the shop names', async () => {
	const calls = mockFetch( [
		{ body: { products: [ '7', 12 ], count: 3 } },
	] );
	const seen: unknown[] = [];
	on( 'wishlist-known', ( detail ) => seen.push( detail ) );
	await askKnown( '/wp-admin/admin-ajax.php' );
	expect( calls[ 0 ].body.get( 'action' ) ).toBe( 'load_fragments' );
	expect( seen ).toEqual( [ { products: [ 7, 12 ], count: 3 } ] );
} );

it( 'reports nothing when the shop refuses', async () => {
	mockFetch( [ { status: 403, body: '-1' } ] );
	const seen: unknown[] = [];
	on( 'wishlist-known', ( detail ) => seen.push( detail ) );
	await askKnown( '/wp-admin/admin-ajax.php' );
	expect( seen ).toEqual( [] );
} );

it( 'marks the products on a list and paints the header count', async () => {
	document.body.innerHTML =
		'<span class="wishlist-count"></span>' +
		'<li class="product"><button class="tresen-wishlist-add" data-product-id="7"><span class="tresen-wishlist-add__text">Auf die Wunschliste</span></button></li>' +
		'<li class="product"><button class="tresen-wishlist-add" data-product-id="8"><span class="tresen-wishlist-add__text">Auf die Wunschliste</span></button></li>';
	mockFetch( [ { body: { products: [ 7 ], count: 2 } } ] );
	await askKnown( '/wp-admin/admin-ajax.php' );
	const [ on7, on8 ] = Array.from(
		document.querySelectorAll< HTMLElement >( '.tresen-wishlist-add' )
	);
	expect( on7.classList.contains( 'exists' ) ).toBe( true );
	expect( on7.dataset.added ).toBe( 'before' );
	expect( on8.classList.contains( 'exists' ) ).toBe( false );
	expect( document.querySelector( '.wishlist-count' )?.textContent ).toBe(
		'2'
	);
	expect( document.documentElement.dataset.tresenWishlistKnown ).toBe( '7' );
} );
