/**
 * The suite's checkout: order review refresh, payment methods, toggles,
 * client checks before gateways, placing the order and every failure.
 */
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { mockFetch } from '@tresen/tests/fetch';
import { onPlaceOrder, placeOrderRefusal } from '@tresen/common/place-order';
import { initCheckout } from '../index';
import { parseCheckoutReply } from '../submit';
import { reviewRequest, OrderReview } from '../review';
import { resetPaymentSelection } from '../payment';
import { checkoutParams, checkoutSettings } from '../settings';

const flush = async ( rounds = 10 ) => {
	for ( let i = 0; i < rounds; i++ ) {
		await Promise.resolve();
	}
};

const REVIEW = ( total: string, shipping = '4,90 €' ) =>
	`<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr class="cart_item"><td>Gin</td></tr></tbody><tfoot>
	<tr class="woocommerce-shipping-totals shipping"><td><ul id="shipping_method"><li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method" checked><label for="shipping_method_0_flat_rate1">Standardversand: ${ shipping }</label></li></ul></td></tr>
	<tr class="order-total"><th>Gesamtsumme</th><td><strong><span class="woocommerce-Price-amount amount">${ total }</span></strong></td></tr></tfoot></table>`;

const PAYMENT = `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">
	<li><input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked><label for="payment_method_bacs">Überweisung</label>
	<div class="payment_box payment_method_bacs"><p>Überweise auf unser Konto.</p></div></li>
	<li><input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod" data-order_button_text="Jetzt per Nachnahme zahlungspflichtig bestellen"><label for="payment_method_cod">Nachnahme</label>
	<div class="payment_box payment_method_cod"><p>Zahle bei Lieferung.</p><input id="cod_note" type="text" name="cod_note" value=""></div></li></ul>
	<div class="form-row place-order"><p class="form-row validate-required"><label for="terms"><input type="checkbox" class="input-checkbox" name="terms" id="terms"> Ich habe die AGB gelesen <span class="required">*</span></label></p>
	<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Zahlungspflichtig bestellen" data-value="Zahlungspflichtig bestellen">Zahlungspflichtig bestellen</button></div></div>`;

function page(): HTMLFormElement {
	document.body.className = 'woocommerce-checkout';
	document.body.innerHTML = `
	<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Hast du einen Gutschein? <a href="#" class="showcoupon">Gib deinen Code ein</a></div></div>
	<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none"><input type="text" name="coupon_code" id="coupon_code" value=""><button type="submit" name="apply_coupon">Gutschein anwenden</button></form>
	<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/kasse/">
	<div id="customer_details"><div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
		<p class="form-row validate-required" id="billing_first_name_field"><label for="billing_first_name">Vorname&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" class="input-text" name="billing_first_name" id="billing_first_name" value=""></p>
		<p class="form-row address-field update_totals_on_change validate-required" id="billing_country_field"><label for="billing_country">Land / Region</label><select name="billing_country" id="billing_country" class="country_to_state"><option value="DE" selected>Deutschland</option><option value="AT">Österreich</option></select></p>
		<p class="form-row address-field validate-required" id="billing_address_1_field"><label for="billing_address_1">Straße</label><input type="text" class="input-text" name="billing_address_1" id="billing_address_1" value="Hauptstraße 1"></p>
		<p class="form-row address-field validate-required validate-postcode" id="billing_postcode_field"><label for="billing_postcode">Postleitzahl</label><input type="text" class="input-text" name="billing_postcode" id="billing_postcode" value="10115"></p>
		<p class="form-row address-field validate-required" id="billing_city_field"><label for="billing_city">Ort / Stadt</label><input type="text" class="input-text" name="billing_city" id="billing_city" value="Berlin"></p>
		<p class="form-row validate-required validate-email" id="billing_email_field"><label for="billing_email">E-Mail-Adresse</label><input type="email" class="input-text" name="billing_email" id="billing_email" value="erika@example.test"></p>
	</div></div>
	<div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"> Lieferung an eine andere Adresse?</label></h3>
	<div class="shipping_address">
		<p class="form-row address-field update_totals_on_change validate-required" id="shipping_country_field"><label for="shipping_country">Land</label><select name="shipping_country" id="shipping_country"><option value="DE">Deutschland</option><option value="AT" selected>Österreich</option></select></p>
		<p class="form-row address-field validate-required" id="shipping_city_field"><label for="shipping_city">Ort</label><input type="text" class="input-text" name="shipping_city" id="shipping_city" value=""></p>
	</div></div></div>
	<div id="order_review" class="woocommerce-checkout-review-order">${ REVIEW( '30,80 €' ) }${ PAYMENT }</div>
	</form>`;
	return document.querySelector( 'form.checkout' ) as HTMLFormElement;
}

type Triggered = Array< [ string, unknown[] ] >;

/**
 * A jQuery stand-in that records triggers and lets handlers answer.
 *
 * @param answers Event name => what its handler returns.
 */
function fakeJQuery( answers: Record< string, unknown > = {} ): Triggered {
	const triggered: Triggered = [];
	const handlers = new Map< string, Array< ( ...a: unknown[] ) => void > >();
	( window as unknown as { jQuery: unknown } ).jQuery = () => ( {
		trigger: ( name: string, args: unknown[] = [] ) => {
			triggered.push( [ name, args ] );
			( handlers.get( name ) ?? [] ).forEach( ( h ) => h( {}, ...args ) );
		},
		triggerHandler: ( name: string, args: unknown[] = [] ) => {
			triggered.push( [ name, args ] );
			return answers[ name ];
		},
		on: ( name: string, h: ( ...a: unknown[] ) => void ) => {
			handlers.set( name, [ ...( handlers.get( name ) ?? [] ), h ] );
		},
		off: () => undefined,
	} );
	return triggered;
}

const names = ( t: Triggered ) => t.map( ( [ n ] ) => n );

beforeAll( () => {
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-storefront-de_DE.po',
			'tresen-storefront'
		),
		'tresen-storefront'
	);
} );

beforeEach( () => {
	jest.useFakeTimers();
	resetPaymentSelection();
	delete ( window as unknown as { jQuery?: unknown } ).jQuery;
	( window as unknown as Record< string, unknown > ).wc_checkout_params = {
		wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		update_order_review_nonce: 'n-review',
		apply_coupon_nonce: 'n-coupon',
		remove_coupon_nonce: 'n-remove',
		option_guest_checkout: 'yes',
		checkout_url: '/?wc-ajax=checkout',
		is_checkout: '0',
		i18n_checkout_error: '',
	};
	( window as unknown as Record< string, unknown > ).tresenCheckout = {
		scrollOffset: 100,
		noticeFocusDelayMs: 0,
		typingDelayMs: 1000,
	};
	window.scrollTo = jest.fn();
} );

afterEach( () => {
	jest.runOnlyPendingTimers();
	jest.useRealTimers();
} );

async function settle() {
	await flush();
	jest.advanceTimersByTime( 10 );
	await flush( 20 );
}

describe( 'order review', () => {
	it( 'sends the billing address, or the shipping address when it differs, with the chosen rate', () => {
		const form = page();
		let data = reviewRequest( form, 'n' );
		expect( data.get( 'security' ) ).toBe( 'n' );
		expect( data.get( 'country' ) ).toBe( 'DE' );
		expect( data.get( 's_country' ) ).toBe( 'DE' );
		expect( data.get( 'address' ) ).toBe( 'Hauptstraße 1' );
		expect( data.get( 'payment_method' ) ).toBe( 'bacs' );
		expect( data.get( 'shipping_method[0]' ) ).toBe( 'flat_rate:1' );
		expect( data.get( 'post_data' ) ).toContain( 'billing_city=Berlin' );

		(
			document.getElementById(
				'ship-to-different-address-checkbox'
			) as HTMLInputElement
		 ).checked = true;
		data = reviewRequest( form, 'n', { update_shipping_method: false } );
		expect( data.get( 's_country' ) ).toBe( 'AT' );
		expect( data.get( 'country' ) ).toBe( 'DE' );
		expect( data.has( 'shipping_method[0]' ) ).toBe( false );
		// The shipping city is empty: not a full address yet.
		expect( data.get( 'has_full_address' ) ).toBe( 'false' );
	} );

	it( 'changing the country refreshes the summary in place, keeps the terms ticked and says the new total', async () => {
		const form = page();
		const triggered = fakeJQuery();
		initCheckout( form );
		const calls = mockFetch( [
			{
				body: {
					result: 'success',
					messages: '',
					reload: false,
					fragments: {
						'.woocommerce-checkout-review-order-table': REVIEW(
							'36,01 €',
							'9,90 €'
						),
						'.woocommerce-checkout-payment': PAYMENT,
					},
				},
			},
		] );
		( document.getElementById( 'terms' ) as HTMLInputElement ).checked =
			true;
		const country = document.getElementById(
			'billing_country'
		) as HTMLSelectElement;
		country.value = 'AT';
		country.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		jest.advanceTimersByTime( 10 );
		expect(
			document.querySelector( '.woocommerce-checkout-review-order-table' )
		).toHaveAttribute( 'aria-busy', 'true' );
		await settle();

		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=update_order_review' );
		expect( calls[ 0 ].body.get( 'country' ) ).toBe( 'AT' );
		expect( document.querySelector( '.order-total' ) ).toHaveTextContent(
			'36,01 €'
		);
		expect(
			document.querySelector( '.woocommerce-checkout-review-order-table' )
		).not.toHaveAttribute( 'aria-busy' );
		expect( document.getElementById( 'terms' ) ).toBeChecked();
		expect( names( triggered ) ).toContain( 'updated_checkout' );
		jest.advanceTimersByTime( 200 );
		expect(
			document.querySelector( '[role="status"][aria-live="polite"]' )
		).toHaveTextContent(
			'Bestellübersicht aktualisiert. Gesamtsumme: 36,01 €'
		);
	} );

	it( 'applies only the reply to the latest address when the shopper changes it twice', async () => {
		const form = page();
		let release: () => void = () => undefined;
		const gate = new Promise< void >( ( r ) => ( release = r ) );
		mockFetch( [
			{
				gate,
				body: {
					result: 'success',
					fragments: {
						'.woocommerce-checkout-review-order-table':
							REVIEW( '1,00 €' ),
					},
				},
			},
			{
				body: {
					result: 'success',
					fragments: {
						'.woocommerce-checkout-review-order-table':
							REVIEW( '2,00 €' ),
					},
				},
			},
		] );
		const review = new OrderReview( form, {
			params: checkoutParams(),
			settings: checkoutSettings(),
			onReplaced: () => undefined,
		} );
		const first = review.run();
		const second = review.run();
		release();
		await Promise.all( [ first, second ] );
		expect( document.querySelector( '.order-total' ) ).toHaveTextContent(
			'2,00 €'
		);
	} );

	it( 'keeps everything and says so in German when the connection drops', async () => {
		const form = page();
		mockFetch( [ { networkError: true } ] );
		const review = new OrderReview( form, {
			params: checkoutParams(),
			settings: checkoutSettings(),
			onReplaced: () => undefined,
		} );
		await review.run();
		expect(
			document.querySelector( '.woocommerce-error' )
		).toHaveTextContent(
			'Die Bestellübersicht konnte nicht aktualisiert werden. Bitte prüfe deine Verbindung – deine Eingaben bleiben erhalten.'
		);
		expect( document.querySelector( '.order-total' ) ).toHaveTextContent(
			'30,80 €'
		);
		expect(
			(
				document.getElementById(
					'billing_address_1'
				) as HTMLInputElement
			 ).value
		).toBe( 'Hauptstraße 1' );
	} );

	it( 'third-party code asks for an update with update_checkout', async () => {
		const form = page();
		const calls = mockFetch( [
			{ body: { result: 'success', fragments: {} } },
		] );
		fakeJQuery();
		initCheckout( form );
		(
			window as unknown as {
				jQuery: ( t: unknown ) => { trigger: ( n: string ) => void };
			}
		 )
			.jQuery( document.body )
			.trigger( 'update_checkout' );
		await settle();
		expect( calls ).toHaveLength( 1 );
	} );
} );

describe( 'payment methods and toggles', () => {
	it( 'opens the chosen method’s box, takes its button text and fires payment_method_selected once per change', () => {
		const form = page();
		const triggered = fakeJQuery();
		initCheckout( form );
		const bacsBox = document.querySelector(
			'.payment_box.payment_method_bacs'
		) as HTMLElement;
		const codBox = document.querySelector(
			'.payment_box.payment_method_cod'
		) as HTMLElement;
		expect( bacsBox ).toBeVisible();
		expect( codBox ).not.toBeVisible();
		(
			document.getElementById( 'payment_method_cod' ) as HTMLInputElement
		 ).click();
		expect( codBox ).toBeVisible();
		expect( bacsBox ).not.toBeVisible();
		expect( document.getElementById( 'place_order' ) ).toHaveTextContent(
			'Jetzt per Nachnahme zahlungspflichtig bestellen'
		);
		(
			document.getElementById( 'payment_method_cod' ) as HTMLInputElement
		 ).click();
		expect(
			names( triggered ).filter(
				( n ) => n === 'payment_method_selected'
			)
		).toHaveLength( 2 );
	} );

	it( 'shows the shipping address only when it differs, and the coupon form from its link', () => {
		const form = page();
		initCheckout( form );
		const shipping = document.querySelector(
			'.shipping_address'
		) as HTMLElement;
		expect( shipping ).not.toBeVisible();
		const box = document.getElementById(
			'ship-to-different-address-checkbox'
		) as HTMLInputElement;
		box.click();
		expect( shipping ).toBeVisible();

		const link = document.querySelector(
			'a.showcoupon'
		) as HTMLAnchorElement;
		expect( link ).toHaveAttribute( 'aria-expanded', 'false' );
		link.click();
		expect( link ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			document.querySelector( 'form.checkout_coupon' )
		).toBeVisible();
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.getElementById( 'coupon_code' )
		);
	} );

	it( 'applies a coupon without a reload and shows the shop’s answer', async () => {
		const form = page();
		initCheckout( form );
		const calls = mockFetch( [
			{
				body: '<ul class="woocommerce-error" role="alert"><li>Gutschein „SOMMER“ existiert nicht!</li></ul>',
			},
			{ body: { result: 'success', fragments: {} } },
		] );
		( document.getElementById( 'coupon_code' ) as HTMLInputElement ).value =
			'SOMMER';
		document
			.querySelector( 'form.checkout_coupon' )
			?.dispatchEvent(
				new Event( 'submit', { bubbles: true, cancelable: true } )
			);
		await settle();
		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=apply_coupon' );
		expect( Object.fromEntries( calls[ 0 ].body ) ).toMatchObject( {
			security: 'n-coupon',
			coupon_code: 'SOMMER',
			billing_email: 'erika@example.test',
		} );
		expect(
			document.querySelector( '.tresen-coupon-notices' )
		).toHaveTextContent( 'Gutschein „SOMMER“ existiert nicht!' );
		expect( calls[ 1 ].url ).toBe( '/?wc-ajax=update_order_review' );
		expect( calls[ 1 ].body.has( 'shipping_method[0]' ) ).toBe( false );
	} );
} );

describe( 'placing the order', () => {
	const submit = ( form: HTMLFormElement ) =>
		form.dispatchEvent(
			new Event( 'submit', { bubbles: true, cancelable: true } )
		);

	it( 'asks for the terms and the empty required fields first, sends nothing and asks no gateway', async () => {
		const form = page();
		const triggered = fakeJQuery();
		initCheckout( form );
		const calls = mockFetch( [] );
		submit( form );
		await settle();
		expect( calls ).toHaveLength( 0 );
		const group = form.querySelector(
			'.woocommerce-NoticeGroup-checkout'
		) as HTMLElement;
		expect( group ).toBe( form.firstElementChild );
		const items = Array.from( group.querySelectorAll( 'li' ) ).map(
			( li ) => li.textContent
		);
		expect( items ).toEqual( [
			'Bitte lies und akzeptiere die AGB, um mit deiner Bestellung fortzufahren.',
			'Vorname ist ein Pflichtfeld.',
		] );
		// Linked to the field and repeated under it.
		expect(
			group.querySelector( 'a[href="#billing_first_name"]' )
		).not.toBeNull();
		const first = document.getElementById(
			'billing_first_name'
		) as HTMLInputElement;
		expect( first ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( first ).toHaveAccessibleDescription(
			'Vorname ist ein Pflichtfeld.'
		);
		// Hidden shipping fields are not asked for.
		expect( items.join( ' ' ) ).not.toContain( 'Ort' );
		expect( names( triggered ) ).toEqual(
			expect.arrayContaining( [ 'checkout_error' ] )
		);
		expect( names( triggered ) ).not.toContain( 'checkout_place_order' );
		jest.advanceTimersByTime( 10 );
		expect( document.body.ownerDocument.activeElement ).toBe(
			group.querySelector( '.woocommerce-error' )
		);
	} );

	function fillIn() {
		(
			document.getElementById( 'billing_first_name' ) as HTMLInputElement
		 ).value = 'Erika';
		( document.getElementById( 'terms' ) as HTMLInputElement ).checked =
			true;
	}

	it( 'lets a gateway stop the order with checkout_place_order_<gateway>', async () => {
		const form = page();
		const triggered = fakeJQuery( { checkout_place_order_bacs: false } );
		initCheckout( form );
		fillIn();
		const calls = mockFetch( [] );
		submit( form );
		await settle();
		expect( names( triggered ) ).toEqual(
			expect.arrayContaining( [
				'checkout_place_order',
				'checkout_place_order_bacs',
			] )
		);
		expect( calls ).toHaveLength( 0 );
		expect( form ).not.toHaveClass( 'processing' );
	} );

	it( 'waits for a gateway’s waitUntil promise, blocked, and then posts once', async () => {
		const form = page();
		const navigate = jest.fn();
		initCheckout( form, { navigate } );
		fillIn();
		let release: () => void = () => undefined;
		const seen: Array< { paymentMethod: string; form: HTMLFormElement } > =
			[];
		const off = onPlaceOrder( ( detail ) => {
			seen.push( {
				paymentMethod: detail.paymentMethod,
				form: detail.form,
			} );
			detail.waitUntil(
				new Promise< void >( ( resolve ) => ( release = resolve ) )
			);
		} );
		try {
			const calls = mockFetch( [
				{ body: { result: 'success', redirect: '/danke/' } },
			] );
			submit( form );
			await settle();
			expect( seen ).toEqual( [ { paymentMethod: 'bacs', form } ] );
			// The gateway is at work: nothing sent, the button blocked, a second press ignored.
			expect( calls ).toHaveLength( 0 );
			expect( form ).toHaveClass( 'processing' );
			expect( document.getElementById( 'place_order' ) ).toHaveAttribute(
				'aria-disabled'
			);
			submit( form );
			await settle();
			expect( seen ).toHaveLength( 1 );
			release();
			await settle();
			expect( calls ).toHaveLength( 1 );
			expect( navigate ).toHaveBeenCalledWith( '/danke/' );
		} finally {
			off();
		}
	} );

	it( 'shows a gateway’s refusal at the top and enables the button again', async () => {
		const form = page();
		const triggered = fakeJQuery();
		initCheckout( form );
		fillIn();
		const off = onPlaceOrder( ( { waitUntil } ) =>
			waitUntil(
				Promise.reject(
					placeOrderRefusal( 'Die Karte wurde abgelehnt.' )
				)
			)
		);
		try {
			const calls = mockFetch( [] );
			submit( form );
			await settle();
			expect( calls ).toHaveLength( 0 );
			expect(
				form.querySelector( '.woocommerce-NoticeGroup-checkout li' )
			).toHaveTextContent( 'Die Karte wurde abgelehnt.' );
			expect( form ).not.toHaveClass( 'processing' );
			expect(
				document.getElementById( 'place_order' )
			).not.toHaveAttribute( 'aria-disabled' );
			expect( names( triggered ) ).toContain( 'checkout_error' );
		} finally {
			off();
		}
	} );

	it( 'shows nothing more when the gateway has shown its message itself, and can be placed again', async () => {
		const form = page();
		initCheckout( form, { navigate: jest.fn() } );
		fillIn();
		let refuse = true;
		const off = onPlaceOrder( ( { waitUntil } ) => {
			if ( refuse ) {
				waitUntil(
					Promise.reject(
						placeOrderRefusal(
							'Unter der Zahlungsart gezeigt.',
							true
						)
					)
				);
			}
		} );
		try {
			const calls = mockFetch( [
				{ body: { result: 'success', redirect: '/danke/' } },
			] );
			submit( form );
			await settle();
			expect( calls ).toHaveLength( 0 );
			expect(
				form.querySelector( '.woocommerce-NoticeGroup-checkout' )
			).toBeNull();
			expect( form ).not.toHaveClass( 'processing' );
			refuse = false;
			submit( form );
			await settle();
			expect( calls ).toHaveLength( 1 );
		} finally {
			off();
		}
	} );

	it( 'tells gateways’ jQuery handlers that the place-order event follows', async () => {
		const form = page();
		const triggered = fakeJQuery( { checkout_place_order_bacs: true } );
		initCheckout( form, { navigate: jest.fn() } );
		fillIn();
		mockFetch( [ { body: { result: 'success', redirect: '/danke/' } } ] );
		submit( form );
		await settle();
		const ask = triggered.find(
			( [ n ] ) => n === 'checkout_place_order_bacs'
		);
		expect( ask?.[ 1 ][ 0 ] ).toMatchObject( {
			tresen_place_order_waits: true,
		} );
	} );

	it( 'posts the form and goes to the order-received page', async () => {
		const form = page();
		const navigate = jest.fn();
		initCheckout( form, { navigate } );
		fillIn();
		const calls = mockFetch( [
			{
				body: {
					result: 'success',
					redirect: '/kasse/bestellung-erhalten/42/?key=wc_order_x',
				},
			},
		] );
		submit( form );
		await flush(); // The submit code arrives (chunk `checkout-submit`).
		expect( form ).toHaveClass( 'processing' );
		submit( form ); // A second press while the first is on its way sends nothing.
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=checkout' );
		expect( Object.fromEntries( calls[ 0 ].body ) ).toMatchObject( {
			billing_first_name: 'Erika',
			terms: 'on',
			payment_method: 'bacs',
		} );
		expect( navigate ).toHaveBeenCalledWith(
			'/kasse/bestellung-erhalten/42/?key=wc_order_x'
		);
	} );

	it( 'shows the server’s refusal at the top, under its field, and fires checkout_error', async () => {
		const form = page();
		const triggered = fakeJQuery();
		initCheckout( form );
		fillIn();
		mockFetch( [
			{
				body: {
					result: 'failure',
					messages:
						'<ul class="woocommerce-error" role="alert"><li data-id="billing_email">Wir verkaufen diesen Artikel nur an Personen ab 18 Jahren.</li></ul>',
					refresh: false,
					reload: false,
				},
			},
		] );
		submit( form );
		await settle();
		const group = form.querySelector(
			'.woocommerce-NoticeGroup-checkout'
		) as HTMLElement;
		expect( group ).toHaveTextContent( 'ab 18 Jahren' );
		expect( group.querySelector( 'ul' ) ).not.toHaveAttribute( 'role' );
		expect( group.querySelector( '[role="alert"]' ) ).not.toBeNull();
		expect(
			document.getElementById( 'billing_email' )
		).toHaveAccessibleDescription(
			'Wir verkaufen diesen Artikel nur an Personen ab 18 Jahren.'
		);
		expect( form ).not.toHaveClass( 'processing' );
		expect( names( triggered ) ).toContain( 'checkout_error' );
	} );

	it( 'keeps every entry and says so in German when the connection drops', async () => {
		const form = page();
		initCheckout( form );
		fillIn();
		mockFetch( [ { networkError: true } ] );
		submit( form );
		await settle();
		expect(
			form.querySelector( '.woocommerce-NoticeGroup-checkout' )
		).toHaveTextContent(
			'Deine Bestellung konnte nicht gesendet werden, weil keine Verbindung zum Shop besteht. Deine Eingaben bleiben erhalten – bitte versuche es noch einmal.'
		);
		expect(
			(
				document.getElementById(
					'billing_first_name'
				) as HTMLInputElement
			 ).value
		).toBe( 'Erika' );
		expect( form ).not.toHaveClass( 'processing' );
	} );

	it( 'a server error without JSON gets WooCommerce’s checkout error text', async () => {
		const form = page();
		(
			window as unknown as {
				wc_checkout_params: Record< string, string >;
			}
		 ).wc_checkout_params.i18n_checkout_error =
			'Beim Verarbeiten deiner Bestellung ist ein Fehler aufgetreten.';
		initCheckout( form );
		fillIn();
		mockFetch( [ { status: 500, body: '<html>Fatal error</html>' } ] );
		submit( form );
		await settle();
		expect(
			form.querySelector( '.woocommerce-NoticeGroup-checkout' )
		).toHaveTextContent(
			'Beim Verarbeiten deiner Bestellung ist ein Fehler aufgetreten.'
		);
	} );

	it( "a refusal with a status shows the server's German words", async () => {
		const form = page();
		initCheckout( form );
		fillIn();
		mockFetch( [
			{
				status: 400,
				body: {
					result: 'failure',
					messages:
						'<ul class="woocommerce-error" role="alert"><li>Wir liefern nicht an Packstationen.</li></ul>',
				},
			},
		] );
		submit( form );
		await settle();
		expect(
			form.querySelector( '.woocommerce-NoticeGroup-checkout' )
		).toHaveTextContent( 'Wir liefern nicht an Packstationen.' );

		mockFetch( [
			{
				status: 429,
				body: {
					code: 'too_many',
					message: 'Zu viele Versuche, warte eine Minute.',
				},
			},
		] );
		submit( form );
		await settle();
		expect(
			form.querySelector( '.woocommerce-NoticeGroup-checkout' )
		).toHaveTextContent( 'Zu viele Versuche, warte eine Minute.' );
		expect( form ).not.toHaveClass( 'processing' );
	} );

	it( 'finds the reply behind output a plugin printed before it', () => {
		expect(
			parseCheckoutReply(
				'Notice: x<br>{"result":"success","redirect":"/ok"}'
			)
		).toMatchObject( { result: 'success', redirect: '/ok' } );
		expect( parseCheckoutReply( 'garbage' ) ).toBeNull();
	} );
} );
