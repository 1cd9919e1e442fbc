/**
 * The Express Checkout Element in the fake Stripe.js (for
 * tests/e2e/express.spec.ts): served after the base fake of
 * tests/e2e/lib/stripe.ts, it wraps `window.Stripe` so that
 *
 * - `stripe.elements( { mode: 'payment', amount, currency,
 *   paymentMethodCreation: 'manual', … } )` keeps the group's amount
 *   (`update( { amount } )`) and `submit()`;
 * - `elements.create( 'expressCheckout', options )` mounts a frame with one
 *   button per wallet the test device has (`window.__fakeStripeWallet = {
 *   canPay: false | 'google' | 'apple', card, address, email, methods }`;
 *   `methods` lists the account's other methods the buyer can use: `link`,
 *   `klarna`, `paypal`, `amazon_pay`, each shown only when the element's
 *   `paymentMethods` does not say `never` and the group's
 *   `allowedPaymentMethodTypes` holds its type, as Stripe shows only the
 *   methods the Elements may create), fires
 *   `ready` with `availablePaymentMethods`, and on a press fires `click`
 *   (which must be answered within one second), then opens a test payment
 *   sheet: `shippingaddresschange` with the wallet's partial address,
 *   `shippingratechange` when another rate is chosen, `confirm` on "Bezahlen"
 *   (with `paymentFailed`), `cancel` on "Abbrechen";
 * - `stripe.createPaymentMethod( { elements } )` creates the PaymentMethod
 *   at the stand-in (a card for Apple Pay and Google Pay, else the method's
 *   own type with the sheet's billing details), only after
 *   `elements.submit()` in a confirm; `confirm` carries the pressed
 *   button's `expressPaymentType`.
 *
 * The deprecated `stripe.paymentRequest()` is refused.
 * Like Stripe it refuses what Stripe refuses: an amount that is not a
 * positive integer, a group not in payment mode, PaymentMethods from a group
 * without `paymentMethodCreation: 'manual'`, a shipping address without
 * rates, line items that do not make the amount with the chosen rate.
 * Each refusal is logged in `window.__fakeStripeSheet.errors` (and on the
 * console); `completions` records every `paymentFailed()`.
 */
import type { BrowserContext } from '@playwright/test';
import { fakeStripeJs, type Standin } from './stripe';

/**
 * Serves the fake Stripe.js with the Express Checkout Element for
 * js.stripe.com in this browser context and sets the cookie that shows
 * the Stripe methods.
 *
 * @param context Browser context.
 * @param standin The stand-in.
 * @param shopUrl The shop's base URL.
 */
export async function serveFakeStripeJsWithExpress(
	context: BrowserContext,
	standin: Standin,
	shopUrl: string
): Promise< void > {
	await context.addCookies( [
		{ name: 'tresen_e2e_stripe', value: '1', url: shopUrl },
	] );
	await context.route( /^https:\/\/js\.stripe\.com\//, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'application/javascript',
			body:
				fakeStripeJs( standin.url ) +
				fakeExpressCheckoutJs( standin.url ),
		} )
	);
}

/** What the test sheet recorded (window.__fakeStripeSheet). */
export interface FakeSheetLog {
	shown: number;
	rejected: number;
	created: number;
	completions: Array< { status: string; reason?: string; total: number } >;
	errors: string[];
}

/**
 * The Express Checkout Element part of the fake Stripe.js (plain browser
 * JavaScript, after the base fake).
 *
 * @param api The stand-in's URL.
 */
export function fakeExpressCheckoutJs( api: string ): string {
	return `
( () => {
	const API = ${ JSON.stringify( api ) };
	const Base = window.Stripe;
	// (Replaces the base fake's Payment Request log.)
	const log = ( window.__fakeStripeSheet = { shown: 0, rejected: 0, created: 0, completions: [], errors: [] } );
	const escape = ( v ) => String( v ).replace( /[&<>"]/g, ( c ) => '&#' + c.charCodeAt( 0 ) + ';' );
	const euro = ( minor ) => ( minor / 100 ).toFixed( 2 ).replace( '.', ',' ) + ' €';
	const refuse = ( message ) => {
		log.errors.push( message );
		console.error( 'IntegrationError: ' + message );
		return new Error( 'IntegrationError: ' + message );
	};
	const positive = ( amount ) => Number.isInteger( amount ) && amount > 0;
	const enc = ( obj, prefix, out ) => {
		for ( const [ k, v ] of Object.entries( obj ) ) {
			if ( v === undefined || v === null || v === '' ) continue;
			const key = prefix ? prefix + '[' + k + ']' : k;
			if ( typeof v === 'object' ) enc( v, key, out );
			else out.append( key, String( v ) );
		}
		return out;
	};
	const post = async ( path, key, params ) => {
		const res = await fetch( API + path, {
			method: 'POST',
			headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: enc( params, '', new URLSearchParams() ).toString(),
		} );
		return res.json();
	};
	const WALLETS = { google_pay: [ 'googlePay', 'Google Pay' ], apple_pay: [ 'applePay', 'Apple Pay' ], link: [ 'link', 'Link' ], klarna: [ 'klarna', 'Klarna' ], paypal: [ 'paypal', 'PayPal' ], amazon_pay: [ 'amazonPay', 'Amazon Pay' ] };
	// The PaymentMethod type each express payment type creates.
	const PM_TYPE = { google_pay: 'card', apple_pay: 'card', link: 'link', klarna: 'klarna', paypal: 'paypal', amazon_pay: 'amazon_pay' };
	const frames = ( window.__fakeStripeExpress = window.__fakeStripeExpress || {} );
	let nextId = 0;

	function createExpress( state, opts ) {
		const o = state.options;
		if ( o.mode !== 'payment' ) throw refuse( 'the Express Checkout Element needs elements( { mode: "payment" } ) here.' );
		if ( ! positive( o.amount ) ) throw refuse( 'amount must be a positive integer, got ' + o.amount + '.' );
		if ( typeof o.currency !== 'string' || ! o.currency ) throw refuse( 'currency is required in payment mode.' );
		const options = Object.assign( {}, opts );
		const handlers = {};
		const id = 'ece' + ++nextId;
		let frame = null;
		let sheet = null;
		let session = null;
		let destroyed = false;
		const wallet = () => window.__fakeStripeWallet || {};
		const fire = ( name, ev ) => ( handlers[ name ] || [] ).forEach( ( h ) => h( ev ) );
		const available = () => {
			const w = wallet();
			if ( w.canPay === false ) return undefined;
			const apple = w.canPay === 'apple';
			const allowed = ( name ) => ( options.paymentMethods || {} )[ name ] !== 'never';
			// A method the Elements may not create is not shown (Stripe: paymentMethodTypes / allowedPaymentMethodTypes).
			const types = o.allowedPaymentMethodTypes || o.paymentMethodTypes || [ 'card' ];
			const other = ( type, name ) => ( w.methods || [] ).includes( type ) && allowed( name ) && types.includes( PM_TYPE[ type ] );
			const card = types.includes( 'card' );
			const out = { applePay: card && apple && allowed( 'applePay' ), googlePay: card && ! apple && allowed( 'googlePay' ), link: other( 'link', 'link' ), paypal: other( 'paypal', 'paypal' ), amazonPay: other( 'amazon_pay', 'amazonPay' ), klarna: other( 'klarna', 'klarna' ) };
			return Object.values( out ).some( Boolean ) ? out : undefined;
		};
		const closeSheet = () => { if ( sheet ) { sheet.remove(); sheet = null; } };
		const rateOf = () => session && session.rates.find( ( r ) => r.id === session.chosen );
		// Stripe's sum: the line items and the chosen rate make the amount.
		const check = () => {
			if ( ! session || ! session.lines.length ) return '';
			const sum = session.lines.reduce( ( t, l ) => t + l.amount, 0 ) + ( session.shipping && rateOf() ? rateOf().amount : 0 );
			if ( sum !== o.amount ) {
				refuse( 'the line items (' + sum + ') do not make the amount (' + o.amount + ').' );
				return 'Die Beträge passen nicht zusammen.';
			}
			return '';
		};
		const render = () => {
			if ( ! sheet || ! session ) return;
			const items = session.lines.map( ( l ) => '<li data-amount="' + l.amount + '">' + escape( l.name ) + ': ' + euro( l.amount ) + '</li>' ).join( '' );
			const ship = session.shipping ? '<fieldset><legend>Versandart</legend>' + session.rates.map( ( r ) => '<label><input type="radio" name="fake-shipping" value="' + escape( r.id ) + '"' + ( session.chosen === r.id ? ' checked' : '' ) + '> ' + escape( r.displayName ) + ' (' + euro( r.amount ) + ')</label>' ).join( ' ' ) + '</fieldset>' : '';
			const message = session.message;
			sheet.innerHTML = '<h2>Zahlungsblatt (Test, ' + escape( session.type ) + ')</h2><ul data-sheet="items">' + items + '</ul>' + ship +
				'<p data-sheet="total" data-amount="' + o.amount + '">Gesamt: ' + euro( o.amount ) + '</p>' +
				( message ? '<p data-sheet="error" role="alert">' + escape( message ) + '</p>' : '' ) +
				'<button type="button" data-sheet="pay"' + ( session.busy || message || ! session.addressDone ? ' disabled' : '' ) + '>Bezahlen</button> <button type="button" data-sheet="cancel">Abbrechen</button>';
		};
		// An address or rate event: waits for resolve() or reject().
		const step = ( name, ev ) => new Promise( ( done ) => {
			let answered = false;
			ev.resolve = ( details ) => { if ( answered ) throw refuse( name + ' answered twice.' ); answered = true; done( { ok: true, details: details || {} } ); };
			ev.reject = () => { if ( answered ) throw refuse( name + ' answered twice.' ); answered = true; done( { ok: false } ); };
			if ( ! ( handlers[ name ] || [] ).length ) ev.resolve();
			else fire( name, ev );
		} );
		const changed = async ( name, ev ) => {
			const current = session;
			current.busy = true; render();
			const answer = await step( name, ev );
			current.busy = false;
			if ( session !== current || ! sheet ) return;
			if ( ! answer.ok ) {
				session.message = name === 'shippingaddresschange' ? 'Diese Adresse wird nicht beliefert.' : 'Diese Versandart ist nicht möglich.';
			} else {
				session.message = '';
				const d = answer.details;
				if ( d.shippingRates ) {
					if ( ! d.shippingRates.length ) refuse( 'shippingRates must not be empty.' );
					session.rates = d.shippingRates;
					session.chosen = d.shippingRates.length ? d.shippingRates[ 0 ].id : null;
				}
				if ( d.lineItems ) session.lines = d.lineItems;
				session.addressDone = true;
				// Checked when answered (an amount update may come first).
				session.message = check();
			}
			render();
		};
		const open = ( type, details ) => {
			const shipping = details.shippingAddressRequired !== undefined ? details.shippingAddressRequired : !! options.shippingAddressRequired;
			const rates = details.shippingRates || options.shippingRates || [];
			if ( shipping && ! rates.length ) { refuse( 'shippingRates are required when shippingAddressRequired is true.' ); return; }
			session = { type, shipping, rates, chosen: rates.length ? rates[ 0 ].id : null, lines: details.lineItems || options.lineItems || [], message: '', busy: false, addressDone: ! shipping, address: null };
			log.shown++;
			sheet = document.createElement( 'div' );
			sheet.setAttribute( 'role', 'dialog' );
			sheet.setAttribute( 'aria-label', 'Zahlungsblatt (Test)' );
			sheet.setAttribute( 'data-fake-stripe', 'sheet' );
			sheet.style.cssText = 'position:fixed;inset:5%;background:#fff;border:2px solid #000;z-index:99999;padding:1em;overflow:auto';
			sheet.addEventListener( 'click', ( e ) => {
				const what = e.target && e.target.getAttribute && e.target.getAttribute( 'data-sheet' );
				if ( what === 'cancel' ) { closeSheet(); session = null; fire( 'cancel', { elementType: 'expressCheckout' } ); }
				if ( what === 'pay' && session && ! session.busy ) pay();
			} );
			sheet.addEventListener( 'change', ( e ) => {
				if ( e.target && e.target.name === 'fake-shipping' && session ) {
					session.chosen = e.target.value;
					changed( 'shippingratechange', { elementType: 'expressCheckout', shippingRate: rateOf() } );
				}
			} );
			document.body.appendChild( sheet );
			session.message = check();
			render();
			if ( shipping ) {
				const a = Object.assign( { recipient: 'Erika Musterfrau', line1: 'Hauptstraße 1', city: 'Berlin', postal_code: '10115', country: 'DE', state: '' }, wallet().address || {} );
				session.address = a;
				// Until the shopper pays, wallets share only a partial address.
				changed( 'shippingaddresschange', { elementType: 'expressCheckout', name: a.recipient, address: { city: a.city, state: a.state, postal_code: a.postal_code, country: a.country } } );
			}
		};
		const pay = () => {
			session.busy = true; render();
			const w = wallet();
			const a = session.address || { line1: 'Hauptstraße 1', city: 'Berlin', postal_code: '10115', country: 'DE', state: '' };
			const address = { line1: a.line1, line2: null, city: a.city, state: a.state || '', postal_code: a.postal_code, country: a.country };
			session.billing = { name: a.recipient || 'Erika Musterfrau', email: w.email || 'express@example.test', phone: '+49301234567', address };
			session.confirming = true;
			const current = session;
			fire( 'confirm', {
				elementType: 'expressCheckout',
				expressPaymentType: session.type,
				billingDetails: session.billing,
				shippingAddress: session.shipping ? { name: a.recipient, address } : undefined,
				shippingRate: session.shipping ? rateOf() : undefined,
				paymentFailed( payload ) {
					log.completions.push( { status: 'fail', reason: payload && payload.reason, total: o.amount } );
					current.confirming = false;
					if ( session === current ) { closeSheet(); session = null; }
				},
			} );
		};
		const press = ( type ) => {
			if ( destroyed || sheet ) return;
			let answered = false;
			const timer = setTimeout( () => { if ( ! answered ) refuse( 'click was not answered within 1 second.' ); }, 1000 );
			const ev = {
				elementType: 'expressCheckout',
				expressPaymentType: type,
				resolve( details ) {
					if ( answered ) throw refuse( 'click answered twice.' );
					answered = true; clearTimeout( timer ); open( type, details || {} );
				},
				reject() {
					if ( answered ) throw refuse( 'click answered twice.' );
					answered = true; clearTimeout( timer ); log.rejected++;
				},
			};
			if ( ! ( handlers.click || [] ).length ) { ev.resolve(); return; }
			fire( 'click', ev );
		};
		const element = {
			mount( target ) {
				const el = typeof target === 'string' ? document.querySelector( target ) : target;
				if ( ! el ) throw refuse( 'mount target not found.' );
				const av = available();
				frames[ id ] = { press };
				const buttons = Object.entries( WALLETS ).filter( ( [ , [ key ] ] ) => av && av[ key ] ).map( ( [ type, [ key, label ] ] ) =>
					'<button type="button" data-type="' + type + '" data-button-type="' + escape( ( options.buttonType || {} )[ key ] || 'plain' ) + '" data-theme="' + escape( ( options.buttonTheme || {} )[ key ] || 'black' ) + '"' +
					' style="display:block;width:100%;height:' + ( options.buttonHeight || 44 ) + 'px;margin:0 0 4px">' + label + '</button>' ).join( '' );
				frame = document.createElement( 'iframe' );
				frame.title = 'Sicheres Fenster für Express-Zahlungen';
				frame.setAttribute( 'data-fake-stripe', 'express' );
				frame.style.cssText = 'width:100%;border:0;height:' + ( ( options.buttonHeight || 44 ) + 8 ) + 'px';
				frame.srcdoc = '<!doctype html><html lang="de"><body style="margin:0">' +
					'<script>document.addEventListener( "click", function ( e ) { var t = e.target.getAttribute( "data-type" ); if ( t ) parent.__fakeStripeExpress[ "' + id + '" ].press( t ); } );</' + 'script>' +
					buttons + '</body></html>';
				el.appendChild( frame );
				setTimeout( () => destroyed || fire( 'ready', { elementType: 'expressCheckout', availablePaymentMethods: av } ), 0 );
			},
			on( name, h ) { ( handlers[ name ] = handlers[ name ] || [] ).push( h ); return element; },
			once( name, h ) { const w = ( ev ) => { element.off( name, w ); h( ev ); }; return element.on( name, w ); },
			off( name, h ) { handlers[ name ] = h ? ( handlers[ name ] || [] ).filter( ( x ) => x !== h ) : []; return element; },
			update( u ) { Object.assign( options, u ); return element; },
			unmount() { if ( frame ) { frame.remove(); frame = null; } },
			destroy() { destroyed = true; element.unmount(); closeSheet(); session = null; delete frames[ id ]; },
			// For the group: a payment being confirmed, and an amount change.
			_session: () => session,
			_render: render,
			_close: closeSheet,
		};
		return element;
	}

	window.Stripe = function Stripe( key, stripeOptions ) {
		const stripe = Base( key, stripeOptions );
		const baseElements = stripe.elements.bind( stripe );
		const baseCreatePaymentMethod = stripe.createPaymentMethod.bind( stripe );
		// Deprecated by Stripe for the Express Checkout Element: refused here.
		stripe.paymentRequest = function () {
			throw refuse( 'paymentRequest() is deprecated: use the Express Checkout Element.' );
		};
		stripe.elements = function ( options ) {
			const base = baseElements( options );
			const state = { options: Object.assign( {}, options ), element: null, submitted: false };
			const group = Object.create( base );
			return Object.assign( group, {
				__fakeExpress: state,
				create( type, opts ) {
					if ( type !== 'expressCheckout' ) return base.create( type, opts );
					state.element = createExpress( state, opts );
					return state.element;
				},
				update( u ) {
					if ( state.element && 'amount' in u && ! positive( u.amount ) ) return Promise.reject( refuse( 'amount must be a positive integer, got ' + u.amount + '.' ) );
					Object.assign( state.options, u );
					if ( state.element ) state.element._render();
					return typeof base.update === 'function' ? Promise.resolve( base.update( u ) ) : Promise.resolve();
				},
				submit() {
					if ( ! state.element ) return typeof base.submit === 'function' ? base.submit() : Promise.resolve( {} );
					const s = state.element._session();
					if ( ! s || ! s.confirming ) return Promise.resolve( { error: { type: 'validation_error', message: 'Es wird gerade keine Zahlung bestätigt.' } } );
					state.submitted = s;
					return Promise.resolve( { selectedPaymentMethod: s.type } );
				},
			} );
		};
		stripe.createPaymentMethod = async function ( data ) {
			const state = data && data.elements && data.elements.__fakeExpress;
			if ( ! state || ! state.element ) return baseCreatePaymentMethod( data );
			if ( state.options.paymentMethodCreation !== 'manual' ) {
				refuse( 'createPaymentMethod with elements needs paymentMethodCreation: "manual".' );
				return { error: { type: 'invalid_request_error', message: 'paymentMethodCreation: manual fehlt.' } };
			}
			const s = state.element._session();
			if ( ! s || state.submitted !== s ) {
				refuse( 'elements.submit() must be called before createPaymentMethod().' );
				return { error: { type: 'invalid_request_error', message: 'elements.submit() fehlt.' } };
			}
			const w = window.__fakeStripeWallet || {};
			const type = PM_TYPE[ s.type ] || 'card';
			const reply = await post( '/v1/payment_methods', key, type === 'card' ? {
				type: 'card',
				card: { number: w.card || '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
				billing_details: s.billing,
			} : { type, billing_details: s.billing } );
			if ( reply.error ) return { error: reply.error };
			// The wallet has handed over its payment data: its sheet closes.
			log.created++;
			state.element._close();
			return { paymentMethod: reply };
		};
		return stripe;
	};
	window.Stripe.version = Base.version;
} )();
`;
}
