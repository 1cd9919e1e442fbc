/**
 * The product page's PayPal button: whether the add-to-cart form may be
 * paid now, and putting its product into the cart first (generate cart).
 */
import { __ } from '@wordpress/i18n';
import { postForm, request } from '@tresen/common/http';
import { isRecord } from '@tresen/common/settings';
import { genericError, messagesFromHtml } from './reply';
import type { PayPalSettings } from './settings.d';

interface Hooks {
	applyFilters: (
		name: string,
		value: unknown,
		...args: unknown[]
	) => unknown;
}

/**
 * Whether the form is valid (browser validity, then the filter
 * `tresenPayPal.productFormValid` of `wp.hooks` when it is on the page) and,
 * for a variable product, a purchasable variation is chosen.
 *
 * @param form The add-to-cart form.
 */
export function productFormReady( form: HTMLFormElement ): boolean {
	if ( ! form.checkValidity() ) {
		return false;
	}
	if ( form.classList.contains( 'variations_form' ) ) {
		const id = Number(
			form.querySelector< HTMLInputElement >(
				'input[name="variation_id"]'
			)?.value ?? 0
		);
		const button = form.querySelector( '.single_add_to_cart_button' );
		if ( ! id || button?.classList.contains( 'disabled' ) ) {
			return false;
		}
	}
	const hooks = ( window as unknown as { wp?: { hooks?: Hooks } } ).wp?.hooks;
	if ( hooks ) {
		return (
			hooks.applyFilters(
				'tresenPayPal.productFormValid',
				true,
				form
			) !== false
		);
	}
	return true;
}

/** What the shopper is told when a click on the greyed button finds the form valid but no variation chosen. */
export function chooseOptionsMessage(): string {
	return __(
		'Please choose product options before paying with PayPal.',
		'tresen-paypal'
	);
}

export type GenerateResult =
	| { ok: true; others: number; startNonce: string }
	| { ok: false; messages: string[] };

/**
 * The visitor's nonces, for a page that is cached and so carries none
 * (product pages, the mini cart). Throws when they cannot be had.
 *
 * @param settings Settings.
 */
export async function fetchNonces(
	settings: PayPalSettings
): Promise< { generateCart: string; startCheckout: string } > {
	const nonces: unknown = JSON.parse(
		( await request( settings.noncesUrl, { method: 'GET' } ) ).text
	);
	const data =
		isRecord( nonces ) && isRecord( nonces.data ) ? nonces.data : {};
	if (
		typeof data.generateCart !== 'string' ||
		typeof data.startCheckout !== 'string'
	) {
		throw new Error( 'no nonces' );
	}
	return {
		generateCart: data.generateCart,
		startCheckout: data.startCheckout,
	};
}

/**
 * Fetches the visitor's nonces, then puts the form's product into the cart.
 *
 * @param settings Settings.
 * @param form     The add-to-cart form.
 */
export async function generateCart(
	settings: PayPalSettings,
	form: HTMLFormElement
): Promise< GenerateResult > {
	try {
		const data = await fetchNonces( settings );
		const body = new URLSearchParams();
		for ( const [ name, value ] of new FormData( form ) ) {
			if ( typeof value === 'string' ) {
				body.append( name, value );
			}
		}
		// A simple product names itself on the submit button, which FormData leaves out.
		const submit = form.querySelector< HTMLButtonElement >(
			'button[name="add-to-cart"]'
		);
		if ( ! body.has( 'add-to-cart' ) && submit ) {
			body.set( 'add-to-cart', submit.value );
		}
		body.set( 'nonce', data.generateCart );
		const reply = await postForm( settings.generateCartUrl, body );
		if ( isRecord( reply ) && reply.success === true ) {
			const result = isRecord( reply.data ) ? reply.data : {};
			return {
				ok: true,
				others: typeof result.others === 'number' ? result.others : 0,
				startNonce: data.startCheckout,
			};
		}
		const failed =
			isRecord( reply ) && isRecord( reply.data ) ? reply.data : {};
		let messages: string[] = [];
		if ( typeof failed.messages === 'string' ) {
			messages = messagesFromHtml( failed.messages );
		} else if ( Array.isArray( failed.messages ) ) {
			messages = failed.messages.filter(
				( m ): m is string => typeof m === 'string'
			);
		}
		return {
			ok: false,
			messages: messages.length ? messages : [ genericError() ],
		};
	} catch {
		return { ok: false, messages: [ genericError() ] };
	}
}
