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
