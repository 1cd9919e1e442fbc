/**
 * Stripe without the network for e2e specs: the loopback stand-in of
 * Stripe's API (tests/stripe/standin.mjs, one per spec file) and a fake
 * Stripe.js served in place of js.stripe.com that implements the calls the
 * checkout makes (the Payment Element with deferred intent creation:
 * elements( { mode, amount, currency, allowedPaymentMethodTypes or
 * paymentMethodConfiguration, paymentMethodCreation: 'manual' } ),
 * create( 'payment' ) in its own frame with a choice of its methods and the
 * chosen one's fields (card, IBAN, Boleto's CPF/CNPJ; none for redirects), elements.submit() then
 * createPaymentMethod( { elements, params } ); handleNextAction with a 3-D
 * Secure test dialog) and talks to the stand-in. Stripe.js' integration
 * errors (no submit first, a missing billing detail the element was told
 * not to ask for, the legacy card or IBAN Element) are thrown.
 */
import type { BrowserContext } from '@playwright/test';
import Stripe from 'stripe';
import { sitePhp } from './site';
import { launchStandin, shopAddress, type StandinProcess } from './standin';

/** The API version the plugin pins and the stand-in's account is on: the npm package's. */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;

export const PUBLISHABLE_KEY = 'pk_test_tresenE2eStandin01';
export const SECRET_KEY = 'sk_test_tresenE2eStandin01';
export const WEBHOOK_SECRET = 'whsec_tresenE2eStandinSecret';

export type Standin = StandinProcess< StandinState >;

export interface StandinIntent {
	id: string;
	amount: number;
	amount_received: number;
	currency: string;
	status: string;
	metadata: Record< string, string >;
	payment_method_types: string[];
	payment_method: string | null;
	next_action: { type: string; [ key: string ]: unknown } | null;
}

export interface StandinState {
	payment_intents: StandinIntent[];
	charges: Array< { id: string; payment_intent: string; amount: number } >;
	refunds: Array< { amount: number; payment_intent: string } >;
	deliveries: Array< { event: string; type: string; status: number } >;
	events: Array< { id: string; type: string } >;
	payment_methods: Array< {
		id: string;
		type: string;
		customer: string | null;
		billing_details: {
			name?: string;
			email?: string;
			address?: Record< string, string >;
		};
	} >;
	setup_intents: Array< {
		id: string;
		status: string;
		customer: string | null;
		payment_method: string | null;
		next_action: { type: string } | null;
	} >;
	requests: Array< {
		method: string;
		path: string;
		key: string;
		stripe_version: string | null;
		params: Record< string, unknown >;
	} >;
}

/**
 * Starts the stand-in, with webhooks to the e2e shop.
 *
 * @param shopUrl The shop's base URL.
 */
export function startStandin( shopUrl: string ): Promise< Standin > {
	return launchStandin< StandinState >( 'stripe/standin.mjs', {
		TRESEN_STRIPE_WEBHOOK_URL: shopAddress(
			shopUrl,
			'/wp-json/tresen-stripe/v1/webhook'
		),
		TRESEN_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
	} );
}

/**
 * Points the shop at the stand-in and switches card and SEPA on (for
 * requests with the tresen_e2e_stripe cookie; see the fixture).
 *
 * @param standin The stand-in.
 */
export function connectShop( standin: Standin ): void {
	sitePhp( `
		update_option( 'tresen_e2e_stripe_api_base', ${ JSON.stringify( standin.url ) } );
		update_option( 'woocommerce_stripe_settings', array(
			'enabled' => 'yes',
			'testmode' => 'yes',
			'test_publishable_key' => ${ JSON.stringify( PUBLISHABLE_KEY ) },
			'test_secret_key' => ${ JSON.stringify( SECRET_KEY ) },
			'test_webhook_secret' => ${ JSON.stringify( WEBHOOK_SECRET ) },
			'allow_prepaid_card' => 'no',
		) );
		update_option( 'woocommerce_stripe_sepa_settings', array( 'enabled' => 'yes' ) );
		return true;
	` );
}

/**
 * Switches further Stripe methods on (redirect and voucher methods: `eps`,
 * `ideal`, …; `boleto`, `oxxo`), for requests with the cookie as above.
 *
 * @param types Stripe types.
 */
export function enableMethods( ...types: string[] ): void {
	sitePhp( `
		foreach ( ${ JSON.stringify( types ) } as $type ) {
			update_option( 'woocommerce_stripe_' . $type . '_settings', array( 'enabled' => 'yes' ) );
		}
		return true;
	` );
}

/**
 * Where the bank's 3-D Secure check happens (the card settings' "3-D Secure"):
 * `in_page` (the dialog, Stripe.js with use_stripe_sdk) or `redirect`.
 *
 * @param mode in_page or redirect.
 */
export function setThreeDSecure( mode: 'in_page' | 'redirect' ): void {
	sitePhp( `
		// Read without the fixture's filter (it shows the methods off to requests without the e2e cookie).
		remove_all_filters( 'option_woocommerce_stripe_settings' );
		$settings = get_option( 'woocommerce_stripe_settings', array() );
		$settings['three_d_secure'] = ${ JSON.stringify( mode ) };
		update_option( 'woocommerce_stripe_settings', $settings );
		return true;
	` );
}

/** Takes the shop off the stand-in again. */
export function disconnectShop(): void {
	sitePhp( `
		delete_option( 'tresen_e2e_stripe_api_base' );
		delete_option( 'woocommerce_stripe_settings' );
		delete_option( 'woocommerce_stripe_sepa_settings' );
		foreach ( array( 'bancontact', 'ideal', 'eps', 'p24', 'alipay', 'multibanco', 'boleto', 'oxxo' ) as $type ) {
			delete_option( 'woocommerce_stripe_' . $type . '_settings' );
		}
		return true;
	` );
}

/**
 * Serves the fake Stripe.js for js.stripe.com in this browser context and
 * sets the cookie that shows the Stripe methods.
 *
 * @param context Browser context.
 * @param standin The stand-in.
 * @param shopUrl The shop's base URL.
 */
export async function serveFakeStripeJs(
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
			body: fakeStripeJs( standin.url ),
		} )
	);
}

/**
 * The fake Stripe.js (plain browser JavaScript).
 *
 * @param api The stand-in's URL.
 */
export function fakeStripeJs( api: string ): string {
	return `( () => {
	const API = ${ JSON.stringify( api ) };
	const enc = ( obj, prefix, out ) => {
		for ( const [ k, v ] of Object.entries( obj ) ) {
			if ( v === undefined || v === null || v === '' ) continue;
			const key = prefix ? prefix + '[' + k + ']' : k;
			if ( typeof v === 'object' ) enc( v, key, out );
			else out.append( key, String( v ) );
		}
		return out;
	};
	const call = async ( method, path, key, params ) => {
		const res = await fetch( API + path, {
			method,
			headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: method === 'POST' ? enc( params || {}, '', new URLSearchParams() ).toString() : undefined,
		} );
		return res.json();
	};
	const FIELDS = {
		card: '<label>Kartennummer <input name="cardnumber" autocomplete="cc-number" inputmode="numeric"></label>' +
			'<label>MM / JJ <input name="exp-date" autocomplete="cc-exp"></label>' +
			'<label>CVC <input name="cvc" autocomplete="cc-csc"></label>',
		sepa_debit: '<label>IBAN <input name="iban"></label>',
		// The Payment Element asks for Boleto's CPF/CNPJ itself.
		boleto: '<label>CPF/CNPJ <input name="tax_id" inputmode="numeric"></label>',
	};
	const NAMES = {
		card: 'Karte', sepa_debit: 'SEPA-Lastschrift', ideal: 'iDEAL | Wero', bancontact: 'Bancontact', eps: 'EPS',
		p24: 'Przelewy24', alipay: 'Alipay', multibanco: 'Multibanco', boleto: 'Boleto', oxxo: 'OXXO',
		klarna: 'Klarna', paypal: 'PayPal', amazon_pay: 'Amazon Pay', link: 'Link',
	};
	// What each Element holds, by element id (Stripe.js keeps it outside the field's frame too,
	// so an Element unmounted and mounted again keeps what was typed).
	const store = ( window.__fakeStripeStore = {} );
	let nextId = 0;
	const escape = ( v ) => String( v ).replace( /[&<>"]/g, ( c ) => '&#' + c.charCodeAt( 0 ) + ';' );
	// Stripe.js warns of an option it does not know (and ignores it).
	const warn = ( message ) => {
		window.__fakeStripeWarnings = ( window.__fakeStripeWarnings || [] ).concat( message );
	};
	// The methods the element shows: the owner's payment method configuration (Stripe.js asks
	// Stripe for its methods; here the stand-in answers), else allowedPaymentMethodTypes.
	async function methodsOf( o ) {
		if ( o.paymentMethodConfiguration ) {
			const res = await fetch( API + '/_standin/payment_method_configurations/' + encodeURIComponent( o.paymentMethodConfiguration ) + '?currency=' + encodeURIComponent( o.currency || '' ) );
			const reply = await res.json();
			return reply.types || [ 'card' ];
		}
		return o.allowedPaymentMethodTypes || [ 'card' ];
	}
	// The Payment Element: one frame; with several methods a choice of them (the tabs of
	// Stripe's element), then the fields of the chosen one (card → card fields, SEPA → IBAN,
	// Boleto → CPF/CNPJ; the redirect and voucher methods ask for nothing).
	function createElement( group, opts ) {
		const id = 'el' + ++nextId;
		const entry = ( store[ id ] = { values: {}, changed: null, choose: null } );
		let frame = null;
		let methods = null;
		const ready = methodsOf( group.options ).then( ( list ) => { methods = list; return list; } );
		const handlers = {};
		const method = () => entry.values.__method || ( methods || [ 'card' ] )[ 0 ];
		const complete = () => {
			const v = element._values();
			const m = method();
			return m === 'card' ? v.number.length >= 12 && v.exp.length >= 4 && v.cvc.length >= 3 : m === 'sepa_debit' ? v.iban.length >= 15 : m === 'boleto' ? v.tax_id.length >= 11 : true;
		};
		entry.changed = () => {
			( handlers.change || [] ).forEach( ( h ) => h( { elementType: 'payment', complete: complete(), empty: false, value: { type: method() } } ) );
		};
		const render = () => {
			if ( ! frame || ! methods ) return;
			const m = method();
			frame.setAttribute( 'data-method', m );
			frame.setAttribute( 'data-methods', methods.join( ' ' ) );
			const tabs = methods.length > 1
				? '<fieldset><legend>Zahlungsart</legend>' + methods.map( ( t ) => '<label><input type="radio" name="__method" value="' + escape( t ) + '"' + ( t === m ? ' checked' : '' ) + '> ' + escape( NAMES[ t ] || t ) + '</label>' ).join( ' ' ) + '</fieldset>'
				: '';
			const fields = ( FIELDS[ m ] || '<p>' + escape( NAMES[ m ] || m ) + ': Du wirst nach der Bestellung weitergeleitet.</p>' ).replace( /<input name="([^"]+)"/g, ( x, name ) => x + ' value="' + escape( entry.values[ name ] || '' ) + '"' );
			const height = ( m === 'card' ? 120 : 60 ) + ( methods.length > 1 ? 60 : 0 );
			frame.style.cssText = 'width:100%;height:' + height + 'px;border:1px solid #ccc';
			frame.srcdoc = '<!doctype html><html lang="de"><body style="font:15px sans-serif;margin:4px">' +
				'<script>var s = parent.__fakeStripeStore[ "' + id + '" ];' +
				'document.addEventListener( "input", function ( e ) { if ( e.target.name === "__method" ) return; s.values[ e.target.name ] = e.target.value; s.changed(); } );' +
				'document.addEventListener( "change", function ( e ) { if ( e.target.name === "__method" ) s.choose( e.target.value ); } );</' + 'script>' +
				tabs + fields + '</body></html>';
		};
		entry.choose = ( value ) => {
			entry.values.__method = value;
			render();
			entry.changed();
		};
		const element = {
			get _method() { return method(); },
			_options: opts || {},
			_complete: complete,
			_ready: ready,
			_values() {
				const get = ( n ) => entry.values[ n ] || '';
				return { number: get( 'cardnumber' ), exp: get( 'exp-date' ), cvc: get( 'cvc' ), iban: get( 'iban' ), tax_id: get( 'tax_id' ) };
			},
			mount( target ) {
				const el = typeof target === 'string' ? document.querySelector( target ) : target;
				frame = document.createElement( 'iframe' );
				frame.title = 'Sicheres Eingabefenster für Zahlungen';
				frame.setAttribute( 'data-fake-stripe', 'payment' );
				el.appendChild( frame );
				ready.then( () => { render(); entry.changed(); } );
			},
			unmount() { frame && frame.remove(); frame = null; },
			destroy() { frame && frame.remove(); frame = null; entry.values = {}; },
			on( name, handler ) { ( handlers[ name ] = handlers[ name ] || [] ).push( handler ); return this; },
		};
		return element;
	}
	// Stripe.js' integration errors: thrown (and counted, so a test sees a misuse).
	const integrationError = ( message ) => {
		window.__fakeStripeIntegrationErrors = ( window.__fakeStripeIntegrationErrors || [] ).concat( message );
		const error = new Error( 'IntegrationError: ' + message );
		error.name = 'IntegrationError';
		return error;
	};
	const positive = ( n ) => Number.isInteger( n ) && n > 0;
	// stripe.elements( options ) as Stripe.js checks it for deferred intent creation.
	function createGroup( options ) {
		const o = Object.assign( {}, options || {} );
		if ( o.mode === 'payment' && ( ! positive( o.amount ) || ! o.currency ) ) {
			throw integrationError( 'elements( { mode: "payment" } ) needs a positive integer amount and a currency.' );
		}
		if ( o.mode && ! [ 'payment', 'setup', 'subscription' ].includes( o.mode ) ) {
			throw integrationError( 'Invalid mode: ' + o.mode );
		}
		if ( 'paymentMethodTypes' in o ) {
			// Stripe.js 10 (the API's endive release) names it allowedPaymentMethodTypes.
			warn( 'Unrecognized elements() parameter: paymentMethodTypes is not a recognized parameter.' );
		}
		window.__fakeStripeElementsOptions = ( window.__fakeStripeElementsOptions || [] ).concat( [ o ] );
		const group = {
			options: o,
			element: null,
			submitted: false,
			create( type, opts ) {
				// The card and IBAN Elements are Stripe's legacy UI: this shop's checkout uses the Payment Element.
				if ( type !== 'payment' ) throw integrationError( 'elements.create( "' + type + '" ): this fake serves the Payment Element only.' );
				if ( ! o.mode ) throw integrationError( 'the Payment Element without a clientSecret needs elements( { mode, amount, currency } ).' );
				group.element = createElement( group, opts );
				return group.element;
			},
			update( u ) {
				if ( o.mode === 'payment' && 'amount' in u && ! positive( u.amount ) ) return Promise.reject( integrationError( 'amount must be a positive integer.' ) );
				Object.assign( o, u );
				return Promise.resolve();
			},
			submit() {
				const el = group.element;
				if ( ! el ) return Promise.resolve( { error: { type: 'validation_error', message: 'Kein Zahlungsfeld.' } } );
				return el._ready.then( () => {
					const v = el._values();
					const m = el._method;
					const incomplete = m === 'card' ? ! v.number && 'incomplete_number' : m === 'sepa_debit' ? ! v.iban && 'incomplete_iban' : m === 'boleto' ? ! v.tax_id && 'incomplete_tax_id' : false;
					if ( incomplete ) {
						return { error: { type: 'validation_error', code: incomplete, message: 'Unvollständig.' } };
					}
					group.submitted = true;
					return {};
				} );
			},
		};
		group.__fakePayment = group;
		return group;
	}
	function authenticate() {
		return new Promise( ( resolve ) => {
			const modal = document.createElement( 'div' );
			modal.setAttribute( 'role', 'dialog' );
			modal.setAttribute( 'aria-label', '3D Secure 2 Test Page' );
			modal.setAttribute( 'data-fake-stripe', '3ds' );
			modal.style.cssText = 'position:fixed;inset:10%;background:#fff;border:2px solid #000;z-index:99999;padding:1em';
			modal.innerHTML = '<p>3D Secure 2 Test Page</p><button type="button" data-result="succeed">Complete</button> <button type="button" data-result="fail">Fail</button>';
			modal.addEventListener( 'click', ( e ) => {
				const result = e.target && e.target.getAttribute && e.target.getAttribute( 'data-result' );
				if ( result ) { modal.remove(); resolve( result ); }
			} );
			document.body.appendChild( modal );
		} );
	}
	async function confirmVoucher( type, key, clientSecret, data ) {
		const id = clientSecret.split( '_secret_' )[ 0 ];
		const pm = ( data && data.payment_method ) || {};
		const reply = await call( 'POST', '/v1/payment_intents/' + id + '/confirm', key, {
			client_secret: clientSecret,
			payment_method_data: Object.assign( { type, billing_details: pm.billing_details || {} }, pm[ type ] ? { [ type ]: pm[ type ] } : {} ),
		} );
		return reply.error ? { error: reply.error } : { paymentIntent: reply };
	}
	window.Stripe = function Stripe( key ) {
		return {
			elements( options ) { return createGroup( options ); },
			// From the Payment Element (deferred intent): only after elements.submit(), with
			// paymentMethodCreation "manual", and with the billing details the element does not ask for.
			async createPaymentMethod( data ) {
				const group = data && data.elements && data.elements.__fakePayment;
				if ( ! group || ! group.element ) throw integrationError( 'createPaymentMethod needs { elements } with a mounted Payment Element.' );
				if ( group.options.paymentMethodCreation !== 'manual' ) throw integrationError( 'createPaymentMethod with elements needs paymentMethodCreation: "manual".' );
				if ( ! group.submitted ) throw integrationError( 'elements.submit() must be called before createPaymentMethod().' );
				group.submitted = false;
				const billing = ( data.params && data.params.billing_details ) || {};
				const never = group.element._options.fields && group.element._options.fields.billingDetails === 'never';
				if ( never ) {
					for ( const part of [ 'name', 'email', 'phone', 'address' ] ) {
						if ( ! ( part in billing ) ) throw integrationError( 'fields.billingDetails is "never", but params.billing_details.' + part + ' was not passed.' );
					}
				}
				const el = group.element;
				const v = el._values();
				let params;
				if ( el._method === 'card' ) {
					const [ month, year ] = v.exp.split( '/' ).map( ( s ) => s.trim() );
					params = { type: 'card', card: { number: v.number.replace( /\s/g, '' ), exp_month: month, exp_year: year, cvc: v.cvc }, billing_details: billing };
				} else if ( el._method === 'sepa_debit' ) {
					params = { type: 'sepa_debit', sepa_debit: { iban: v.iban }, billing_details: billing };
				} else if ( el._method === 'boleto' ) {
					params = { type: 'boleto', boleto: { tax_id: v.tax_id.replace( /\D/g, '' ) }, billing_details: billing };
				} else {
					// Redirect and voucher methods: only the type and the billing details.
					params = { type: el._method, billing_details: billing };
				}
				const reply = await call( 'POST', '/v1/payment_methods', key, params );
				return reply.error ? { error: reply.error } : { paymentMethod: reply };
			},
			// Boleto and OXXO: confirmed with the server's client_secret and confirm_payment_data
			// (real Stripe.js then shows the voucher in its own dialog; the order page shows its number).
			confirmBoletoPayment( clientSecret, data ) { return confirmVoucher( 'boleto', key, clientSecret, data ); },
			confirmOxxoPayment( clientSecret, data ) { return confirmVoucher( 'oxxo', key, clientSecret, data ); },
			// As Stripe.js: a next action of type use_stripe_sdk opens the bank's dialog in the page;
			// redirect_to_url (and alipay_handle_redirect) sends the browser to the bank and never resolves.
			async handleNextAction( { clientSecret } ) {
				const id = clientSecret.split( '_secret_' )[ 0 ];
				const leave = ( intent ) => {
					const next = intent.next_action || {};
					const url = next.type === 'redirect_to_url' ? next.redirect_to_url.url : next.type === 'alipay_handle_redirect' ? next.alipay_handle_redirect.url : '';
					if ( intent.status !== 'requires_action' || ! url ) return false;
					window.__fakeStripeRedirects = ( window.__fakeStripeRedirects || 0 ) + 1;
					window.location.assign( url );
					return true;
				};
				if ( id.startsWith( 'seti_' ) ) {
					// A SetupIntent (saving a card): the same bank dialog, answered as setupIntent.
					let si = await call( 'GET', '/v1/setup_intents/' + id + '?client_secret=' + encodeURIComponent( clientSecret ), key );
					if ( si.error ) return { error: si.error };
					if ( leave( si ) ) return new Promise( () => {} );
					if ( si.status === 'requires_action' ) {
						const result = await authenticate();
						si = await call( 'POST', '/_standin/3ds/' + id, key, { client_secret: clientSecret, result } );
					}
					if ( si.status === 'requires_payment_method' && si.last_setup_error ) {
						return { error: Object.assign( {}, si.last_setup_error, { setup_intent: si } ) };
					}
					return { setupIntent: si };
				}
				let intent = await call( 'GET', '/v1/payment_intents/' + id + '?client_secret=' + encodeURIComponent( clientSecret ), key );
				if ( intent.error ) return { error: intent.error };
				if ( leave( intent ) ) return new Promise( () => {} );
				if ( intent.status === 'requires_action' ) {
					const result = await authenticate();
					intent = await call( 'POST', '/_standin/3ds/' + id, key, { client_secret: clientSecret, result } );
				}
				if ( intent.status === 'requires_payment_method' && intent.last_payment_error ) {
					return { error: Object.assign( {}, intent.last_payment_error, { payment_intent: intent } ) };
				}
				return { paymentIntent: intent };
			},
		};
	};
	window.Stripe.version = 'endive';
} )();
`;
}

/**
 * Runs a test with the shop in another currency (Boleto: BRL, OXXO: MXN); the
 * currency is put back afterwards, also when the test fails.
 *
 * @param currency ISO code.
 * @param run      The test's steps.
 */
export async function inCurrency(
	currency: string,
	run: () => Promise< void >
): Promise< void > {
	const before = sitePhp< string >(
		`$c = get_option( 'woocommerce_currency' ); update_option( 'woocommerce_currency', ${ JSON.stringify(
			currency
		) } ); return $c;`
	);
	try {
		await run();
	} finally {
		sitePhp(
			`update_option( 'woocommerce_currency', ${ JSON.stringify(
				before
			) } ); return true;`
		);
	}
}
