/**
 * PayPal buttons on the checkout, the order-pay page, the cart page, product
 * pages and in the mini cart. This small part is on the page from the start;
 * PayPal's SDK and the React island come when a button box comes into view
 * (cart, product, the mini cart when it opens) or PayPal is chosen
 * (checkout, order-pay). The order
 * review update replaces the checkout's payment section, so boxes are
 * looked for again after every change.
 */
import { onPlaceOrder, placeOrderRefusal } from '@tresen/common/place-order';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { loadScripts } from '@tresen/common/load-scripts';
import { __ } from '@wordpress/i18n';
import { getSettings } from './settings';
import { showErrors } from './errors';
import { genericError } from './reply';
import './buttons.scss';

// webpack's runtime public path (see settings.d.ts: publicPath).
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

const settings = getSettings();

let lazy: Promise< typeof import( './lazy' ) > | null = null;

function load(): Promise< typeof import( './lazy' ) > {
	if ( ! lazy ) {
		const chunks = chunkBaseUrl(
			'tresen-paypal-buttons-js',
			settings.publicPath
		);
		if ( chunks ) {
			// eslint-disable-next-line camelcase
			__webpack_public_path__ = chunks;
		}
		lazy = loadScripts( settings.reactScripts )
			.then(
				() =>
					import( /* webpackChunkName: "buttons-island" */ './lazy' )
			)
			.catch( ( error: unknown ) => {
				lazy = null; // A dropped connection: the next attempt loads again.
				throw error;
			} );
	}
	return lazy;
}

const chosen = ( form: HTMLFormElement | null ) =>
	form?.querySelector< HTMLInputElement >(
		'input[name="payment_method"]:checked'
	)?.value;

/**
 * Renders the buttons into a box (an error in its place when loading failed).
 *
 * @param box The box.
 */
function show( box: HTMLElement ): void {
	load()
		.then( ( l ) => l.mount( box, settings ) )
		.catch( () => showErrors( [ genericError() ], box ) );
}

const seen = new WeakSet< HTMLElement >();

// Off the checkout a box loads PayPal once it comes into view.
const visible =
	typeof IntersectionObserver === 'function'
		? new IntersectionObserver(
				( entries ) => {
					for ( const entry of entries ) {
						if ( entry.isIntersecting ) {
							visible?.unobserve( entry.target );
							const box = entry.target as HTMLElement;
							show( box );
						}
					}
				},
				{ rootMargin: '200px' }
			)
		: null;

/** Renders the buttons into every box that wants them now. */
function scan(): void {
	for ( const box of document.querySelectorAll< HTMLElement >(
		'.tresen-paypal-buttons'
	) ) {
		// The checkout's and the order-pay page's boxes wait for PayPal to be chosen.
		if (
			box.dataset.context !== 'checkout' &&
			box.dataset.context !== 'pay'
		) {
			if ( ! seen.has( box ) ) {
				seen.add( box );
				if ( visible ) {
					visible.observe( box );
				} else {
					show( box );
				}
			}
			continue;
		}
		if ( chosen( box.closest( 'form' ) ) === settings.gatewayId ) {
			show( box );
		}
	}
}

scan();
new MutationObserver( scan ).observe( document.body, {
	childList: true,
	subtree: true,
} );
document.addEventListener( 'change', scan );
document.addEventListener( 'tresen:payment-method-selected', scan );

// The order button with PayPal chosen but not yet approved: the PayPal
// button pays (and then places the order itself). The checkout waits for
// our answer (`waitUntil`), shows nothing more and enables its button again.
onPlaceOrder( ( { paymentMethod, form, waitUntil } ) => {
	if ( paymentMethod !== settings.gatewayId ) {
		return;
	}
	const token = form.querySelector< HTMLInputElement >(
		'input[name="paymentToken"]'
	);
	if ( token && token.value ) {
		return;
	}
	const message = __(
		'Please click the PayPal button to pay with PayPal.',
		'tresen-paypal'
	);
	showErrors( [ message ], form );
	waitUntil( Promise.reject( placeOrderRefusal( message, true ) ) );
} );
