/**
 * Loaded on intent: PayPal's JS SDK (through @paypal/paypal-js) and the
 * React island that renders the buttons into each box.
 */
import { createRoot } from '@wordpress/element';
import {
	loadScript,
	type PayPalNamespace,
	type PayPalScriptOptions,
} from '@paypal/paypal-js';
import { PayPalButtons } from './paypal-buttons';
import { showErrors } from './errors';
import { genericError } from './reply';
import type { Context } from './flow';
import type { PayPalSettings } from './settings.d';

let sdk: Promise< PayPalNamespace | null > | null = null;

/**
 * The SDK's options for this page (one SDK per page).
 *
 * @param settings Settings.
 */
export function sdkOptions( settings: PayPalSettings ): PayPalScriptOptions {
	return {
		clientId: settings.clientId,
		environment: settings.environment,
		currency: settings.currency,
		locale: settings.locale,
		intent: 'capture',
		commit: settings.commit,
		components: 'buttons',
		disableFunding: settings.disableFunding,
	};
}

/**
 * Loads the SDK once.
 *
 * @param settings Settings.
 */
export function loadSdk(
	settings: PayPalSettings
): Promise< PayPalNamespace | null > {
	if ( ! sdk ) {
		sdk = loadScript( sdkOptions( settings ) ).catch( () => {
			sdk = null;
			return null;
		} );
	}
	return sdk;
}

const roots = new WeakMap< HTMLElement, ReturnType< typeof createRoot > >();

/**
 * Renders the buttons into a box (once per box).
 *
 * @param box      The `.tresen-paypal-buttons` box.
 * @param settings Settings.
 */
export async function mount(
	box: HTMLElement,
	settings: PayPalSettings
): Promise< void > {
	if ( roots.has( box ) ) {
		return;
	}
	const named = box.dataset.context;
	const context: Context =
		( [ 'checkout', 'product', 'mini-cart', 'pay' ] as const ).find(
			( c ) => c === named
		) ?? 'cart';
	const root = createRoot( box );
	roots.set( box, root );
	const paypal = await loadSdk( settings );
	if ( ! paypal ) {
		roots.delete( box );
		showErrors( [ genericError() ], box );
		return;
	}
	root.render(
		<PayPalButtons
			paypal={ paypal }
			settings={ settings }
			context={ context }
			form={ box.closest( 'form' ) }
		/>
	);
}
