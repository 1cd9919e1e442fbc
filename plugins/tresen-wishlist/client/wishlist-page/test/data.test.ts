/**
 * The wishlist page's shared state: what is read from the server's data,
 * and what a reply, a saved quantity or a new order change.
 */
import { dropped, moved, readPage, readView, reducer } from '../data';

const item = ( id: number, quantity = 1 ) => ( {
	id,
	productId: 100 + id,
	name: `<b>Produkt ${ id }</b>`,
	link: `/p/${ id }`,
	image: '<img alt="">',
	price: '<span class="price">1 €</span>',
	inStock: true,
	quantity,
	cart: {
		href: `/?add-to-cart=${ 100 + id }`,
		label: 'In den Warenkorb',
		ajax: true,
		data: {
			product_id: String( 100 + id ),
			quantity: String( quantity ),
			'bad key': 'x',
		},
	},
} );

const view = {
	id: 7,
	token: 'AAAAAAAAAAAA',
	name: 'Weihnachten',
	privacy: 1,
	owner: true,
	layout: 'grid',
	shareUrl: '/w/?wishlist=AAAAAAAAAAAA',
	page: 2,
	pages: 3,
	perPage: 2,
	pageUrls: [ '/w/1', '/w/2', '/w/3' ],
	items: [ item( 1 ), item( 2, 3 ), { id: 'x' } ],
};

describe( 'reading the server data', () => {
	it( 'keeps well-formed items, names as text, only safe data attributes', () => {
		const page = readPage( {
			nonce: 'n1',
			lists: [
				{
					id: 7,
					token: 'AAAAAAAAAAAA',
					wishlist_name: 'Weihnachten',
					privacy: 1,
					is_default: true,
					url: '/w',
					items: 5,
				},
			],
			view,
		} );
		expect( page.nonce ).toBe( 'n1' );
		expect( page.lists[ 0 ].items ).toBe( 5 );
		expect( page.view?.layout ).toBe( 'grid' );
		expect( page.view?.items ).toHaveLength( 2 );
		expect( page.view?.items[ 0 ].name ).toBe( '<b>Produkt 1</b>' );
		expect( page.view?.items[ 0 ].cart.data ).toEqual( {
			product_id: '101',
			quantity: '1',
		} );
	} );

	it( 'falls back for a missing or broken view', () => {
		expect( readPage( null ) ).toEqual( {
			nonce: '',
			lists: [],
			view: null,
		} );
		expect(
			readView( { token: 'X', layout: 'cards', page: -3 } )
		).toMatchObject( {
			layout: 'table',
			page: 1,
			pages: 1,
			items: [],
			owner: false,
		} );
	} );
} );

describe( 'the reducer', () => {
	const state = readPage( { nonce: 'n', lists: [], view } );

	it( 'takes the lists and the list page a reply brings', () => {
		const next = reducer( state, {
			type: 'reply',
			reply: {
				user_wishlists: [
					{ id: 8, token: 'BBBBBBBBBBBB', wishlist_name: 'Neu' },
				],
				wishlist_view: { ...view, name: 'Umbenannt', items: [] },
			},
		} );
		expect( next.lists.map( ( l ) => l.name ) ).toEqual( [ 'Neu' ] );
		expect( next.view?.name ).toBe( 'Umbenannt' );
		expect( next.view?.items ).toEqual( [] );
		// A reply without them leaves both alone.
		expect(
			reducer( state, { type: 'reply', reply: { result: true } } )
		).toEqual( state );
	} );

	it( 'saves a quantity into the item and its add-to-cart button', () => {
		const next = reducer( state, {
			type: 'quantity',
			itemId: 2,
			quantity: 12,
		} );
		const changed = next.view?.items[ 1 ];
		expect( changed?.quantity ).toBe( 12 );
		expect( changed?.cart.data.quantity ).toBe( '12' );
		expect( next.view?.items[ 0 ] ).toBe( state.view?.items[ 0 ] );
	} );

	it( 'reorders the items, and ignores an order that does not fit', () => {
		const next = reducer( state, { type: 'order', ids: [ 2, 1 ] } );
		expect( next.view?.items.map( ( i ) => i.id ) ).toEqual( [ 2, 1 ] );
		expect( reducer( state, { type: 'order', ids: [ 2 ] } ) ).toBe( state );
	} );
} );

describe( 'orders', () => {
	it( 'moves by a place up or down, not past the ends', () => {
		expect( moved( [ 1, 2, 3 ], 3, -1 ) ).toEqual( [ 1, 3, 2 ] );
		expect( moved( [ 1, 2, 3 ], 1, 1 ) ).toEqual( [ 2, 1, 3 ] );
		expect( moved( [ 1, 2, 3 ], 1, -1 ) ).toBeNull();
		expect( moved( [ 1, 2, 3 ], 3, 1 ) ).toBeNull();
	} );

	it( 'drops an item onto another: it takes that place', () => {
		expect( dropped( [ 1, 2, 3 ], 3, 1 ) ).toEqual( [ 3, 1, 2 ] );
		expect( dropped( [ 1, 2, 3 ], 1, 3 ) ).toEqual( [ 2, 3, 1 ] );
		expect( dropped( [ 1, 2, 3 ], 2, 2 ) ).toBeNull();
		expect( dropped( [ 1, 2, 3 ], 9, 2 ) ).toBeNull();
	} );
} );
