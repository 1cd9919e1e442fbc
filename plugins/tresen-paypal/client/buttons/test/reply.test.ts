/**
 * Internal dependencies
 */
import { parseStartCheckoutReply } from '../reply';
import { getSettings } from '../settings';

const GENERIC =
	'An error occurred while processing your PayPal payment. Please contact the store owner for assistance.';

describe( 'parseStartCheckoutReply', () => {
	it( 'returns the PayPal token on success', () => {
		expect(
			parseStartCheckoutReply( {
				success: true,
				data: { token: 'EC-8AB12345CD678901E' },
			} )
		).toEqual( {
			ok: true,
			token: 'EC-8AB12345CD678901E',
		} );
	} );

	it( 'treats success without a token as a failure', () => {
		expect(
			parseStartCheckoutReply( { success: true, data: {} } )
		).toEqual( { ok: false, messages: [ GENERIC ] } );
	} );

	it( 'reads one message per list item from WooCommerce notice HTML, as text', () => {
		const html =
			'<ul class="woocommerce-error" role="alert"><li><strong>Rechnung Vorname</strong> ist ein Pflichtfeld.</li>' +
			'<li>Bitte akzeptiere die AGB.<img src=x onerror="alert(1)"></li></ul>';
		expect(
			parseStartCheckoutReply( {
				success: false,
				data: { messages: html },
			} )
		).toEqual( {
			ok: false,
			messages: [
				'Rechnung Vorname ist ein Pflichtfeld.',
				'Bitte akzeptiere die AGB.',
			],
		} );
	} );

	it( 'accepts a list of messages and a plain string', () => {
		expect(
			parseStartCheckoutReply( {
				success: false,
				data: { messages: [ 'Erste Meldung', 42, 'Zweite Meldung' ] },
			} )
		).toEqual( {
			ok: false,
			messages: [ 'Erste Meldung', 'Zweite Meldung' ],
		} );
		expect(
			parseStartCheckoutReply( {
				success: false,
				data: { messages: 'Sitzung abgelaufen.' },
			} )
		).toEqual( {
			ok: false,
			messages: [ 'Sitzung abgelaufen.' ],
		} );
	} );

	it( 'falls back to the generic message for empty or malformed replies', () => {
		for ( const reply of [
			null,
			'oops',
			{ success: false },
			{ success: false, data: { messages: [] } },
			{ data: { token: 'x' } },
		] ) {
			expect( parseStartCheckoutReply( reply ) ).toEqual( {
				ok: false,
				messages: [ GENERIC ],
			} );
		}
	} );
} );

describe( 'getSettings', () => {
	it( 'uses the printed settings and falls back per key to the spec constants', () => {
		const spy = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		const settings = getSettings( {
			gatewayId: 'ppcp-gateway',
			clientId: 'abc',
			environment: 'staging',
			locale: 5,
		} );
		expect( settings ).toMatchObject( {
			gatewayId: 'ppcp-gateway',
			clientId: 'abc',
			environment: 'production',
			locale: 'de_DE',
			currency: 'EUR',
			style: {
				color: 'gold',
				shape: 'rect',
				label: 'paypal',
				layout: 'horizontal',
			},
			disableFunding: [ 'credit', 'paylater' ],
			cancelUrl: '',
		} );
		expect( spy ).toHaveBeenCalled();
		spy.mockRestore();
	} );
} );
