/**
 * Internal dependencies
 */
import { canMove, cleanListName, parseAddReply } from '../rules';
import { getSettings } from '../settings';

describe( 'parseAddReply', () => {
	it( 'reads added, exists and error, keeping the server message', () => {
		expect(
			parseAddReply( {
				result: 'true',
				message: 'Zur Wunschliste hinzugefügt',
				fragments: {},
			} )
		).toMatchObject( {
			status: 'added',
			message: 'Zur Wunschliste hinzugefügt',
		} );
		expect( parseAddReply( { result: true } ).status ).toBe( 'added' );
		expect( parseAddReply( { result: 'exists' } ) ).toMatchObject( {
			status: 'exists',
			message: 'The product is already on your wishlist.',
		} );
		expect(
			parseAddReply( {
				result: 'false',
				message: 'Liste nicht gefunden',
			} )
		).toMatchObject( {
			status: 'error',
			message: 'Liste nicht gefunden',
		} );
		expect( parseAddReply( 'not json' ).status ).toBe( 'error' );
	} );

	it( 'keeps only string fragments', () => {
		const out = parseAddReply( {
			result: 'true',
			fragments: {
				'.tresen-wishlist-count': '<span>3</span>',
				'.broken': { html: 1 },
			},
		} );
		expect( out.fragments ).toEqual( {
			'.tresen-wishlist-count': '<span>3</span>',
		} );
	} );
} );

describe( 'list names and moves', () => {
	it( 'refuses blank list names', () => {
		expect( cleanListName( '   ' ) ).toBeNull();
		expect( cleanListName( '  Geburtstag   Papa ' ) ).toBe(
			'Geburtstag Papa'
		);
	} );

	it( 'needs both lists and an item id, and a name for a new list', () => {
		expect(
			canMove( { fromToken: 'A1', toToken: 'B2', itemId: '17' } )
		).toBe( true );
		expect(
			canMove( { fromToken: 'A1', toToken: 'A1', itemId: '17' } )
		).toBe( false );
		expect(
			canMove( { fromToken: '', toToken: 'B2', itemId: '17' } )
		).toBe( false );
		expect(
			canMove( { fromToken: 'A1', toToken: 'B2', itemId: ' ' } )
		).toBe( false );
		expect(
			canMove( {
				fromToken: 'A1',
				toToken: 'new',
				itemId: '17',
				newListName: '',
			} )
		).toBe( false );
		expect(
			canMove( {
				fromToken: 'A1',
				toToken: 'new',
				itemId: '17',
				newListName: 'Weihnachten',
			} )
		).toBe( true );
	} );
} );

describe( 'getSettings', () => {
	it( 'keeps the 1 s quantity debounce when the server sends nothing', () => {
		expect( getSettings( {} ) ).toEqual( {
			ajaxUrl: '',
			wishlistUrl: '',
			multipleLists: false,
			quantityDebounceMs: 1000,
			popupCloseMs: 3000,
			popupAutoClose: true,
			mobileQuery: '(max-width: 767px)',
		} );
	} );
} );
