/**
 * PayPal without the network for e2e specs: the loopback stand-in of
 * PayPal's REST API (tests/paypal/standin.mjs, one per spec file) and a
 * fake PayPal JS SDK served in place of www.(sandbox.)paypal.com/sdk/js. The
 * fake renders one "PayPal" button per Buttons() call; a click runs the
 * page's createOrder, then does what the buyer does in PayPal's window
 * (approves the order at the stand-in) and calls onApprove — or onCancel
 * when `window.__fakePayPal.cancel` is true.
 */
import type { BrowserContext } from '@playwright/test';
import { sitePhp } from './site';
import { launchStandin, shopAddress, type StandinProcess } from './standin';

export const CLIENT_ID = 'tresen-e2e-client';
export const SECRET = 'tresen-e2e-secret';
export const WEBHOOK_ID = '8E2E0001WEBHOOK';

export interface PayPalState {
	orders: Array< {
		id: string;
		status: string;
		purchase_units: Array< {
			amount: { currency_code: string; value: string };
			custom_id?: string;
		} >;
	} >;
	captures: Array< {
		id: string;
		status: string;
		amount: { currency_code: string; value: string };
		custom_id?: string;
	} >;
	deliveries: Array< { type: string; status: number; reply: string } >;
}

export type Standin = StandinProcess< PayPalState >;

/**
 * Starts the stand-in, with webhooks to the e2e shop.
 *
 * @param shopUrl The shop's base URL.
 */
export function startStandin( shopUrl: string ): Promise< Standin > {
	return launchStandin< PayPalState >( 'paypal/standin.mjs', {
		TRESEN_PAYPAL_CLIENT_ID: CLIENT_ID,
		TRESEN_PAYPAL_SECRET: SECRET,
		TRESEN_PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
		TRESEN_PAYPAL_WEBHOOK_URL: shopAddress(
			shopUrl,
			'/wp-json/tresen-paypal/v1/webhook'
		),
	} );
}

/**
 * Points the shop at the stand-in and switches PayPal on (sandbox; for
 * requests with the tresen_e2e_paypal cookie, see the fixture).
 *
 * @param standin The stand-in.
 */
export function connectShop( standin: Standin ): void {
	sitePhp( `
		update_option( 'tresen_e2e_paypal_api_base', ${ JSON.stringify(
			standin.url.replace( '127.0.0.1', 'localhost' )
		) } );
		update_option( 'woocommerce_ppcp-gateway_settings', array(
			'enabled' => 'yes',
			'sandbox' => 'yes',
			'sandbox_client_id' => ${ JSON.stringify( CLIENT_ID ) },
			'sandbox_client_secret' => ${ JSON.stringify( SECRET ) },
			'sandbox_webhook_id' => ${ JSON.stringify( WEBHOOK_ID ) },
		) );
		return true;
	` );
}

/** Takes the shop off the stand-in again. */
export function disconnectShop(): void {
	sitePhp( `
		delete_option( 'tresen_e2e_paypal_api_base' );
		delete_option( 'woocommerce_ppcp-gateway_settings' );
		return true;
	` );
}

/**
 * Serves the fake SDK in this browser context and sets the cookie that
 * shows PayPal. Every SDK request is recorded in `sdkRequests`.
 *
 * @param context     Browser context.
 * @param standin     The stand-in.
 * @param shopUrl     The shop's base URL.
 * @param sdkRequests Collects the SDK addresses requested.
 */
export async function serveFakeSdk(
	context: BrowserContext,
	standin: Standin,
	shopUrl: string,
	sdkRequests: string[] = []
): Promise< void > {
	await context.addCookies( [
		{ name: 'tresen_e2e_paypal', value: '1', url: shopUrl },
	] );
	await context.route(
		/^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/,
		( route ) => {
			sdkRequests.push( route.request().url() );
			return route.fulfill( {
				status: 200,
				contentType: 'application/javascript',
				body: fakeSdk( standin.url ),
			} );
		}
	);
}

/**
 * The fake SDK (plain browser JavaScript).
 *
 * @param api The stand-in's URL.
 */
export function fakeSdk( api: string ): string {
	return `( () => {
	const API = ${ JSON.stringify( api ) };
	const fake = ( window.__fakePayPal = window.__fakePayPal || { renders: 0, styles: [], namespaces: [] } );
	// Like PayPal's SDK: under the script's data-namespace (a second SDK on the page), else window.paypal.
	const script = document.currentScript;
	const namespace = ( script && script.getAttribute( 'data-namespace' ) ) || 'paypal';
	fake.namespaces.push( namespace );
	window[ namespace ] = {
		version: '5.0.0-fake',
		FUNDING: { PAYPAL: 'paypal', CARD: 'card', CREDIT: 'credit', PAYLATER: 'paylater' },
		Buttons( options ) {
			let box = null;
			return {
				isEligible: () => true,
				render( target ) {
					box = typeof target === 'string' ? document.querySelector( target ) : target;
					fake.renders++;
					fake.styles.push( options.style || {} );
					const button = document.createElement( 'button' );
					button.type = 'button';
					button.textContent = 'PayPal';
					button.className = 'fake-paypal-button';
					button.addEventListener( 'click', async () => {
						let orderID;
						try {
							orderID = await options.createOrder( {}, {} );
						} catch ( error ) {
							options.onError && options.onError( error );
							return;
						}
						if ( fake.cancel ) {
							options.onCancel && options.onCancel( { orderID } );
							return;
						}
						const reply = await ( await fetch( API + '/_standin/approve/' + orderID, { method: 'POST' } ) ).json();
						await options.onApprove( { orderID, payerID: reply.payerID, paymentSource: 'paypal' }, {} );
					} );
					box.replaceChildren( button );
					return Promise.resolve();
				},
				close() {
					if ( box ) box.replaceChildren();
					return Promise.resolve();
				},
			};
		},
	};
} )();`;
}
