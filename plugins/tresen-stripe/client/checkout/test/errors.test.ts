/**
 * The German message map for Stripe's errors (§8).
 */
import { setLocaleData } from '@wordpress/i18n';
import { GENERIC_TYPES, messageFor, prepaidMessage } from '../errors';

// German as the shop serves it (the strings the .po file translates).
beforeAll( () => {
	setLocaleData(
		{
			'': { domain: 'tresen-stripe' },
			'The card was declined.': [ 'Die Karte wurde abgelehnt.' ],
			'Your card has insufficient funds.': [
				'Auf deiner Karte ist nicht genügend Guthaben.',
			],
			'The card has expired.': [ 'Deine Karte ist abgelaufen.' ],
			'The security code is incorrect.': [
				'Der Sicherheitscode ist falsch.',
			],
			'An error occurred while processing the card. Please try again.': [
				'Beim Verarbeiten der Karte ist ein Fehler aufgetreten. Bitte versuche es noch einmal.',
			],
			'Unfortunately we could not complete this payment. Please try again or choose another payment method.':
				[
					'Leider konnten wir diese Zahlung nicht abschließen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.',
				],
			'Unfortunately we do not accept prepaid cards yet.': [
				'Leider akzeptieren wir zurzeit noch keine Prepaid-Karten.',
			],
		},
		'tresen-stripe'
	);
} );

describe( 'Stripe error messages', () => {
	it.each( [
		[
			{
				type: 'card_error',
				code: 'card_declined',
				decline_code: 'generic_decline',
			},
			'Die Karte wurde abgelehnt.',
		],
		[
			{
				type: 'card_error',
				code: 'card_declined',
				decline_code: 'insufficient_funds',
			},
			'Auf deiner Karte ist nicht genügend Guthaben.',
		],
		[
			{ type: 'card_error', code: 'expired_card' },
			'Deine Karte ist abgelaufen.',
		],
		[
			{ type: 'card_error', code: 'incorrect_cvc' },
			'Der Sicherheitscode ist falsch.',
		],
		[
			{ type: 'card_error', code: 'processing_error' },
			'Beim Verarbeiten der Karte ist ein Fehler aufgetreten. Bitte versuche es noch einmal.',
		],
	] )( '%o shows "%s"', ( error, message ) => {
		expect( messageFor( error ) ).toBe( message );
	} );

	it.each( GENERIC_TYPES.map( ( type ) => [ type ] ) )(
		'the error type %s shows the generic message, never Stripe’s English',
		( type ) => {
			expect(
				messageFor( { type, message: 'No such payment_intent' } )
			).toBe(
				'Leider konnten wir diese Zahlung nicht abschließen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.'
			);
		}
	);

	it( 'spells the prepaid refusal correctly', () => {
		expect( prepaidMessage() ).toBe(
			'Leider akzeptieren wir zurzeit noch keine Prepaid-Karten.'
		);
	} );
} );
