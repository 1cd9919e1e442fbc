/**
 * The PayPal button island with a fake SDK namespace: what the shopper sees
 * when the start fails, and the product page's greyed state.
 */
import { act } from 'react';
import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import type { PayPalNamespace } from '@paypal/paypal-js';
import { PayPalButtons } from '../paypal-buttons';
import { getSettings } from '../settings';

type Options = Record< string, ( ...args: unknown[] ) => unknown >;

function fakePayPal() {
	const calls: Options[] = [];
	const paypal = {
		Buttons: ( options: Options ) => {
			calls.push( options );
			let box: HTMLElement | null = null;
			return {
				render: ( el: HTMLElement ) => {
					box = el;
					const button = document.createElement( 'button' );
					button.textContent = 'PayPal';
					el.replaceChildren( button );
					return Promise.resolve();
				},
				close: () => {
					box?.replaceChildren();
					return Promise.resolve();
				},
				isEligible: () => true,
			};
		},
	} as unknown as PayPalNamespace;
	return { paypal, calls };
}

const settings = getSettings( {
	startCheckoutUrl: '/?wc-ajax=tresen_paypal_start_checkout',
	nonce: 'n1',
	returnUrl: 'https://shop.test/kasse/?woo-paypal-return=true',
} );

afterEach( () => {
	jest.restoreAllMocks();
	document.body.innerHTML = '';
} );

it( 'shows the list of messages of a failed start above the button and renders the button again', async () => {
	global.fetch = jest.fn().mockResolvedValue( {
		ok: true,
		status: 200,
		text: () =>
			Promise.resolve(
				JSON.stringify( {
					success: false,
					data: { messages: [ 'Eins.', 'Zwei.' ] },
				} )
			),
	} ) as unknown as typeof fetch;
	const { paypal, calls } = fakePayPal();
	render(
		<PayPalButtons
			paypal={ paypal }
			settings={ settings }
			context="cart"
			form={ null }
		/>
	);
	await screen.findByText( 'PayPal' );
	await expect( calls[ 0 ].createOrder() ).rejects.toThrow();
	const items = document.querySelectorAll( '.tresen-paypal-errors li' );
	expect( Array.from( items ).map( ( li ) => li.textContent ) ).toEqual( [
		'Eins.',
		'Zwei.',
	] );
	const body = ( global.fetch as jest.Mock ).mock.calls[ 0 ][ 1 ].body;
	expect( String( body ) ).toContain( 'from_checkout=no' );
	act( () => {
		calls[ 0 ].onError( new Error( 'x' ) );
	} );
	await waitFor( () => expect( calls ).toHaveLength( 2 ) );
} );

it( 'goes to the return address with token and PayerID after approval off the checkout', async () => {
	const navigate = jest.fn();
	const { paypal, calls } = fakePayPal();
	render(
		<PayPalButtons
			paypal={ paypal }
			settings={ settings }
			context="cart"
			form={ null }
			navigate={ navigate }
		/>
	);
	await screen.findByText( 'PayPal' );
	await calls[ 0 ].onApprove( { orderID: 'O1', payerID: 'P1' } );
	const url = new URL( navigate.mock.calls[ 0 ][ 0 ] );
	expect( url.searchParams.get( 'woo-paypal-return' ) ).toBe( 'true' );
	expect( url.searchParams.get( 'token' ) ).toBe( 'O1' );
	expect( url.searchParams.get( 'PayerID' ) ).toBe( 'P1' );
} );

it( 'greys the product button until a variation is chosen; a click then asks for the options', async () => {
	document.body.innerHTML = `<form class="cart variations_form">
		<div class="variations"><select name="attribute_pa_size"><option value="">Wähle</option><option value="s">S</option></select></div>
		<input type="hidden" name="variation_id" value="">
		<button type="submit" class="single_add_to_cart_button disabled">In den Warenkorb</button>
		<div id="box"></div></form>`;
	const form = document.querySelector( 'form' )!;
	const { paypal } = fakePayPal();
	const { container } = render(
		<PayPalButtons
			paypal={ paypal }
			settings={ settings }
			context="product"
			form={ form }
		/>,
		{ container: document.getElementById( 'box' )! }
	);
	const wrap = container.querySelector( '.tresen-paypal-buttons__wrap' )!;
	expect( wrap ).toHaveClass( 'is-disabled' );
	fireEvent.click(
		container.querySelector( '.tresen-paypal-buttons__overlay' )!
	);
	expect(
		form.querySelector( '.tresen-paypal-errors li' )
	).toHaveTextContent(
		'Please choose product options before paying with PayPal.'
	);
	expect( form.ownerDocument.activeElement ).toBe(
		form.querySelector( 'select' )
	);

	form.querySelector( 'select' )!.value = 's';
	form.querySelector< HTMLInputElement >(
		'input[name="variation_id"]'
	)!.value = '41';
	form.querySelector( '.single_add_to_cart_button' )!.classList.remove(
		'disabled'
	);
	fireEvent.change( form.querySelector( 'select' )! );
	await waitFor( () => expect( wrap ).not.toHaveClass( 'is-disabled' ) );
} );
