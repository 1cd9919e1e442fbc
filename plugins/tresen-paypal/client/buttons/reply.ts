/**
 * Reads the reply of the start-checkout call:
 * `{ success: true, data: { token } }` or
 * `{ success: false, data: { messages } }`, where messages is either one
 * preformatted HTML string (WooCommerce notices) or a list of strings.
 *
 * Messages come back as plain text, so they are shown with textContent and
 * never as HTML.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '@tresen/common/settings';

export type StartCheckoutResult =
	{ ok: true; token: string } | { ok: false; messages: string[] };

export function genericError(): string {
	return __(
		'An error occurred while processing your PayPal payment. Please contact the store owner for assistance.',
		'tresen-paypal'
	);
}

/**
 * Plain-text messages from a string that may be notice HTML: one message
 * per list item, otherwise the whole text. Parsed inertly (no scripts run,
 * nothing loads).
 *
 * @param html Message string.
 */
export function messagesFromHtml( html: string ): string[] {
	if ( ! /<[a-z!/]/i.test( html ) ) {
		return [ html.trim() ].filter( Boolean );
	}
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const items = Array.from( doc.body.querySelectorAll( 'li' ) );
	const texts = ( items.length ? items : [ doc.body ] ).map( ( el ) =>
		( el.textContent ?? '' ).replace( /\s+/g, ' ' ).trim()
	);
	return texts.filter( Boolean );
}

/**
 * Interprets the parsed JSON reply.
 *
 * @param reply Parsed JSON (anything).
 */
export function parseStartCheckoutReply( reply: unknown ): StartCheckoutResult {
	const data = isRecord( reply ) && isRecord( reply.data ) ? reply.data : {};
	if ( isRecord( reply ) && reply.success === true ) {
		if ( typeof data.token === 'string' && data.token.trim() !== '' ) {
			return { ok: true, token: data.token.trim() };
		}
		return { ok: false, messages: [ genericError() ] };
	}
	let messages: string[] = [];
	if ( typeof data.messages === 'string' ) {
		messages = messagesFromHtml( data.messages );
	} else if ( Array.isArray( data.messages ) ) {
		messages = data.messages
			.filter( ( m ): m is string => typeof m === 'string' )
			.flatMap( messagesFromHtml );
	}
	return {
		ok: false,
		messages: messages.length ? messages : [ genericError() ],
	};
}
