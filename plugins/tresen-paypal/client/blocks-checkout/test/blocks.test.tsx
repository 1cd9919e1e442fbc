/**
 * PayPal on the blocks: the Checkout block's payment method (the button
 * pays, then places the order with the approval) and the Cart block's
 * express button (to PayPal, back to the checkout), with a fake SDK.
 */
import { act, render, screen } from '@testing-library/react';
import { HttpError } from '@tresen/common/http';
import { PayPalContent } from '../content';
import { PayPalExpress, returnAddress } from '../express';
import { startCheckout } from '../start';
import type { PayPalBlockData, PaymentProps } from '../types';

const MESSAGES = {
	generic:
		'Bei der Verarbeitung deiner PayPal-Zahlung ist ein Fehler aufgetreten. Bitte wende dich an den Shop.',
	click: 'Bitte klicke auf den PayPal-Button, um mit PayPal zu bezahlen.',
	approved:
		'Du hast die Zahlung bei PayPal bestätigt. Bitte prüfe deine Angaben und schicke die Bestellung ab.',
};

function data( over: Partial< PayPalBlockData > = {} ): PayPalBlockData {
	return {
		title: 'PayPal',
		clientId: 'client',
		environment: 'sandbox',
		locale: 'de_DE',
		currency: 'EUR',
		context: 'checkout',
		commit: true,
		disableFunding: [ 'credit', 'paylater' ],
		nonce: 'n0nce',
		startCheckoutUrl: '/?wc-ajax=tresen_paypal_start_checkout',
		returnUrl: 'http://localhost/kasse/?woo-paypal-return=true',
		approved: null,
		messages: MESSAGES,
		...over,
	};
}

/** A fake SDK: records the options, and clicks go through createOrder and onApprove. */
function fakePayPal() {
	const rendered: any[] = [];
	const paypal: any = {
		Buttons: ( options: any ) => ( {
			render: ( el: HTMLElement ) => {
				rendered.push( options );
				const b = document.createElement( 'button' );
				b.textContent = 'PayPal';
				el.replaceChildren( b );
				return Promise.resolve();
			},
			close: () => Promise.resolve(),
		} ),
	};
	/**
	 * The shopper clicks and approves (or the start fails).
	 * @param approve
	 */
	const click = async ( approve = true ) => {
		const options = rendered[ rendered.length - 1 ];
		let orderID: string;
		try {
			orderID = await options.createOrder( {}, {} );
		} catch ( e ) {
			options.onError( e );
			return;
		}
		if ( approve ) {
			await options.onApprove( { orderID, payerID: 'PAYER1' }, {} );
		} else {
			options.onCancel( { orderID } );
		}
	};
	return { paypal, rendered, click };
}

function reply( body: unknown ): jest.Mock {
	return jest.fn( async () => body );
}

function props() {
	const setup: Array< () => any > = [];
	const p: PaymentProps = {
		eventRegistration: {
			onPaymentSetup: ( o ) => {
				setup.push( o );
				return () => setup.splice( setup.indexOf( o ), 1 );
			},
		},
		emitResponse: {
			responseTypes: {
				SUCCESS: 'success',
				ERROR: 'error',
				FAIL: 'failure',
			},
			noticeContexts: { PAYMENTS: 'wc/payment-area' },
		},
		billing: {
			billingAddress: {
				first_name: 'Erika',
				last_name: 'Mustermann',
				address_1: 'Hauptstraße 1',
				city: 'Berlin',
				state: '',
				postcode: '10115',
				country: 'DE',
				email: 'erika@example.com',
				phone: '',
			},
		},
		shippingData: {
			needsShipping: true,
			shippingAddress: {
				first_name: 'Erika',
				last_name: 'Mustermann',
				address_1: 'Torstraße 1',
				city: 'Berlin',
				state: '',
				postcode: '10119',
				country: 'DE',
				phone: '',
			},
		},
		onSubmit: jest.fn(),
	};
	return { p, setup };
}

describe( 'PayPal on the Checkout block', () => {
	it( 'starts the PayPal order only once the cart has the typed address', async () => {
		const fake = fakePayPal();
		const post = reply( { success: true, data: { token: 'PP-SETTLED' } } );
		let settle: () => void = () => {};
		const settled = () =>
			new Promise< void >( ( r ) => {
				settle = r;
			} );
		const { p } = props();
		render(
			<PayPalContent
				{ ...p }
				data={ data() }
				load={ async () => fake.paypal }
				checks={ { fieldsValid: () => true, settled, post } }
			/>
		);
		await act( async () => {} );
		let clicked: Promise< void > = Promise.resolve();
		await act( async () => {
			clicked = fake.click();
		} );
		expect( post ).not.toHaveBeenCalled();
		await act( async () => {
			settle();
			await clicked;
		} );
		expect( post ).toHaveBeenCalledTimes( 1 );
		expect( p.onSubmit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'starts the PayPal order with the checkout’s address, then places the order with the approval', async () => {
		const fake = fakePayPal();
		const post = reply( {
			success: true,
			data: { token: 'PAYPAL-ORDER-1' },
		} );
		const { p, setup } = props();
		render(
			<PayPalContent
				{ ...p }
				data={ data() }
				load={ async () => fake.paypal }
				checks={ { fieldsValid: () => true, post } }
			/>
		);
		await act( async () => {} );
		expect(
			screen.getByRole( 'button', { name: 'PayPal' } )
		).toBeInTheDocument();
		// Before approval, placing the order is refused in German.
		expect( setup[ 0 ]() ).toEqual( {
			type: 'error',
			message: MESSAGES.click,
			messageContext: 'wc/payment-area',
		} );
		await act( () => fake.click() );
		const body = new URLSearchParams(
			( post.mock.calls[ 0 ] as any )[ 1 ]
		);
		expect( body.get( 'from_checkout' ) ).toBe( 'yes' );
		expect( body.get( 'block' ) ).toBe( 'yes' );
		expect( body.get( 'nonce' ) ).toBe( 'n0nce' );
		expect( body.get( 'billing_last_name' ) ).toBe( 'Mustermann' );
		expect( body.get( 'billing_email' ) ).toBe( 'erika@example.com' );
		// The delivery address the block shows: the server prices the cart for it.
		expect( body.get( 'shipping_address_1' ) ).toBe( 'Torstraße 1' );
		expect( body.get( 'shipping_postcode' ) ).toBe( '10119' );
		expect( body.get( 'shipping_country' ) ).toBe( 'DE' );
		expect( p.onSubmit ).toHaveBeenCalledTimes( 1 );
		expect( setup[ 0 ]() ).toEqual( {
			type: 'success',
			meta: {
				paymentMethodData: {
					paymentToken: 'PAYPAL-ORDER-1',
					payerID: 'PAYER1',
				},
			},
		} );
	} );

	it( 'posts no delivery address when the cart does not ship', async () => {
		const fake = fakePayPal();
		const post = reply( { success: true, data: { token: 'PP-NOSHIP' } } );
		const { p } = props();
		p.shippingData = { ...p.shippingData, needsShipping: false };
		render(
			<PayPalContent
				{ ...p }
				data={ data() }
				load={ async () => fake.paypal }
				checks={ { fieldsValid: () => true, post } }
			/>
		);
		await act( async () => {} );
		await act( () => fake.click() );
		const body = new URLSearchParams(
			( post.mock.calls[ 0 ] as any )[ 1 ]
		);
		expect( body.get( 'billing_postcode' ) ).toBe( '10115' );
		expect( body.get( 'shipping_postcode' ) ).toBeNull();
	} );

	it( 'starts nothing while the checkout’s fields are not valid', async () => {
		const fake = fakePayPal();
		const post = reply( {} );
		const { p } = props();
		render(
			<PayPalContent
				{ ...p }
				data={ data() }
				load={ async () => fake.paypal }
				checks={ { fieldsValid: () => false, post } }
			/>
		);
		await act( async () => {} );
		await act( () => fake.click() );
		expect( post ).not.toHaveBeenCalled();
		expect( p.onSubmit ).not.toHaveBeenCalled();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'shows the server’s German messages and renders the button afresh', async () => {
		const fake = fakePayPal();
		const post = reply( {
			success: false,
			data: {
				messages: [
					'Nachname ist ein Pflichtfeld.',
					'Deine Sitzung ist abgelaufen.',
				],
			},
		} );
		const { p } = props();
		render(
			<PayPalContent
				{ ...p }
				data={ data() }
				load={ async () => fake.paypal }
				checks={ { fieldsValid: () => true, post } }
			/>
		);
		await act( async () => {} );
		await act( () => fake.click() );
		await act( async () => {} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Nachname ist ein Pflichtfeld.'
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Deine Sitzung ist abgelaufen.'
		);
		expect( fake.rendered ).toHaveLength( 2 );
	} );

	it( 'takes an approval from the cart’s express button without a button', async () => {
		const load = jest.fn();
		const { p, setup } = props();
		render(
			<PayPalContent
				{ ...p }
				data={ data( { approved: { token: 'PP-2', payer: 'P2' } } ) }
				load={ load }
				checks={ { fieldsValid: () => true } }
			/>
		);
		expect( screen.getByText( MESSAGES.approved ) ).toBeInTheDocument();
		expect( load ).not.toHaveBeenCalled();
		expect( setup[ 0 ]().meta.paymentMethodData ).toEqual( {
			paymentToken: 'PP-2',
			payerID: 'P2',
		} );
	} );

	it( 'says so when PayPal’s SDK does not load', async () => {
		const { p } = props();
		render(
			<PayPalContent
				{ ...p }
				data={ data() }
				load={ async () => null }
				checks={ { fieldsValid: () => true } }
			/>
		);
		await act( async () => {} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			MESSAGES.generic
		);
	} );
} );

describe( 'PayPal’s express button on the Cart block', () => {
	it( 'starts from the cart and goes to the return address with the approval', async () => {
		const fake = fakePayPal();
		const post = reply( { success: true, data: { token: 'PP-3' } } );
		const navigate = jest.fn();
		const onClick = jest.fn();
		render(
			<PayPalExpress
				data={ data( { context: 'cart', commit: false } ) }
				load={ async () => fake.paypal }
				post={ post }
				navigate={ navigate }
				onClick={ onClick }
			/>
		);
		await act( async () => {} );
		await act( () => fake.click() );
		expect( onClick ).toHaveBeenCalled();
		const body = new URLSearchParams(
			( post.mock.calls[ 0 ] as any )[ 1 ]
		);
		expect( body.get( 'from_checkout' ) ).toBe( 'no' );
		expect( body.get( 'billing_email' ) ).toBeNull();
		expect( navigate ).toHaveBeenCalledWith(
			'http://localhost/kasse/?woo-paypal-return=true&token=PP-3&PayerID=PAYER1'
		);
	} );

	it( 'ends the express payment on cancel', async () => {
		const fake = fakePayPal();
		const onClose = jest.fn();
		render(
			<PayPalExpress
				data={ data( { context: 'cart' } ) }
				load={ async () => fake.paypal }
				post={ reply( { success: true, data: { token: 'PP-4' } } ) }
				navigate={ jest.fn() }
				onClose={ onClose }
			/>
		);
		await act( async () => {} );
		await act( () => fake.click( false ) );
		expect( onClose ).toHaveBeenCalled();
	} );

	it( 'builds the return address', () => {
		expect(
			returnAddress(
				'http://localhost/kasse/?woo-paypal-return=true',
				'T',
				'P'
			)
		).toBe(
			'http://localhost/kasse/?woo-paypal-return=true&token=T&PayerID=P'
		);
	} );
} );

describe( 'starting a PayPal order', () => {
	it( 'answers the generic message when the network fails or the reply is unreadable', async () => {
		const failing = jest.fn( async () => {
			throw new Error( 'offline' );
		} );
		expect(
			await startCheckout( data(), true, null, failing as any )
		).toEqual( {
			ok: false,
			messages: [ MESSAGES.generic ],
		} );
		expect(
			await startCheckout( data(), true, null, reply( 'x' ) )
		).toEqual( {
			ok: false,
			messages: [ MESSAGES.generic ],
		} );
		expect(
			await startCheckout(
				data(),
				true,
				null,
				reply( {
					success: false,
					data: {
						messages: '<ul><li>Dein Warenkorb ist leer.</li></ul>',
					},
				} )
			)
		).toEqual( { ok: false, messages: [ 'Dein Warenkorb ist leer.' ] } );
		// A refusal with an error status still shows the server's words.
		const refused = jest.fn( async () => {
			throw new HttpError( 403, {
				success: false,
				data: {
					messages:
						'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
				},
			} );
		} );
		expect( await startCheckout( data(), true, null, refused ) ).toEqual( {
			ok: false,
			messages: [
				'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
			],
		} );
	} );
} );
