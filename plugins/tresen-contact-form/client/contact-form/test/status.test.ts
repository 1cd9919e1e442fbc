/**
 * Internal dependencies
 */
import { domStatus, setStatus } from '../status';

describe( 'status machine', () => {
	it( 'maps every API status to the DOM status themes style', () => {
		expect(
			[
				'validation_failed',
				'acceptance_missing',
				'spam',
				'aborted',
				'mail_sent',
				'mail_failed',
				'payment_required',
			].map( domStatus )
		).toEqual( [
			'invalid',
			'unaccepted',
			'spam',
			'aborted',
			'sent',
			'failed',
			'payment-required',
		] );
		expect(
			[ 'init', 'validating', 'submitting', 'resetting' ].map( domStatus )
		).toEqual( [ 'init', 'validating', 'submitting', 'resetting' ] );
		expect( domStatus( 'Waiting for PayPal!' ) ).toBe(
			'custom-waiting-for-paypal'
		);
	} );

	it( 'swaps the class, sets data-status, toggles inert-on-<status> and reports the change', () => {
		document.body.innerHTML =
			'<form class="wpcf7-form init" data-status="init"><fieldset class="inert-on-submitting"></fieldset></form>';
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const seen: unknown[] = [];
		form.addEventListener( 'wpcf7statuschanged', ( e ) =>
			seen.push( ( e as CustomEvent ).detail )
		);
		setStatus( form, 'submitting' );
		expect( form.className ).toBe( 'wpcf7-form submitting' );
		expect( form.dataset.status ).toBe( 'submitting' );
		expect( form.querySelector( 'fieldset' ) ).toHaveAttribute( 'inert' );
		setStatus( form, 'mail_sent' );
		expect( form.className ).toBe( 'wpcf7-form sent' );
		expect( form.querySelector( 'fieldset' ) ).not.toHaveAttribute(
			'inert'
		);
		expect( seen ).toEqual( [
			{ prevStatus: 'init', status: 'submitting' },
			{ prevStatus: 'submitting', status: 'sent' },
		] );
	} );
} );
