/**
 * The express calls (`POST ?wc-ajax=wc_stripe_*`, each with its nonce in
 * `security`) and their replies. Product pages are cached, so the nonces
 * come by one GET when the button starts.
 */
import { __ } from '@wordpress/i18n';
import { HttpError, postForm, request } from '@tresen/common/http';
import { isRecord } from '@tresen/common/settings';
import type { ExpressSettings } from './settings.d';

export type Action =
	| 'wc_stripe_get_cart_details'
	| 'wc_stripe_get_selected_product_data'
	| 'wc_stripe_add_to_cart'
	| 'wc_stripe_clear_cart'
	| 'wc_stripe_get_shipping_options'
	| 'wc_stripe_update_shipping_method'
	| 'wc_stripe_create_order'
	| 'kp_wc_set_interoperability_token';

export type Fields = Record<
	string,
	string | string[] | Record< string, string >
>;

/**
 * One line from the server (amounts in minor units). `key` says what it is:
 * `item`, `fee` (deposit), `discount`, `shipping` or `vat` (the VAT
 * included in the lines above: a note, never added).
 */
export interface SheetItem {
	label: string;
	amount: number;
	pending?: boolean;
	key?: string;
}

/** What the payment interface is told. */
export interface SheetData {
	total: SheetItem;
	displayItems: SheetItem[];
	requestShipping: boolean;
}

/** The shopper's generic message when a reply cannot be read. */
export function genericError(): string {
	return __(
		'Sorry, we could not start the payment. Please try again or use the checkout.',
		'tresen-stripe'
	);
}

const isItem = ( v: unknown ): v is SheetItem =>
	isRecord( v ) &&
	typeof v.label === 'string' &&
	typeof v.amount === 'number' &&
	Number.isInteger( v.amount ) &&
	( v.key === undefined || typeof v.key === 'string' );

/**
 * Reads total and lines from a reply (or its `order_data`).
 *
 * @param reply           Reply.
 * @param requestShipping Whether the goods need shipping.
 */
export function sheetData(
	reply: Record< string, unknown >,
	requestShipping: boolean
): SheetData | null {
	const data = isRecord( reply.order_data ) ? reply.order_data : reply;
	if ( ! isItem( data.total ) ) {
		return null;
	}
	const items = Array.isArray( data.displayItems )
		? data.displayItems.filter( isItem )
		: [];
	return {
		total: data.total,
		displayItems: items,
		requestShipping,
	};
}

/**
 * Messages of a failed reply: `error` (text) or WooCommerce's `messages`
 * (an HTML notice list), as plain text.
 *
 * @param reply Reply.
 */
export function replyMessages( reply: unknown ): string[] {
	if ( ! isRecord( reply ) ) {
		return [ genericError() ];
	}
	if ( typeof reply.error === 'string' && reply.error.trim() !== '' ) {
		return [ reply.error.trim() ];
	}
	if ( typeof reply.messages === 'string' && reply.messages.trim() !== '' ) {
		const doc = new DOMParser().parseFromString(
			reply.messages,
			'text/html'
		);
		const items = [ ...doc.querySelectorAll( 'li' ) ]
			.map( ( li ) => ( li.textContent ?? '' ).trim() )
			.filter( Boolean );
		const text = ( doc.body.textContent ?? '' ).trim();
		if ( items.length ) {
			return items;
		}
		if ( text ) {
			return [ text ];
		}
	}
	return [ genericError() ];
}

/**
 * Adds fields to a form body (arrays and maps with brackets).
 *
 * @param body   Body.
 * @param fields Fields.
 */
function append( body: URLSearchParams, fields: Fields ): void {
	for ( const [ key, value ] of Object.entries( fields ) ) {
		if ( typeof value === 'string' ) {
			body.append( key, value );
		} else if ( Array.isArray( value ) ) {
			value.forEach( ( v, i ) => body.append( `${ key }[${ i }]`, v ) );
		} else {
			for ( const [ k, v ] of Object.entries( value ) ) {
				body.append( `${ key }[${ k }]`, v );
			}
		}
	}
}

export class ExpressApi {
	private nonces: Promise< Record< string, string > > | null = null;

	constructor( private readonly settings: ExpressSettings ) {}

	/** The visitor's nonces (fetched once; again after a failure). */
	getNonces(): Promise< Record< string, string > > {
		if ( ! this.nonces ) {
			this.nonces = request( this.settings.noncesUrl, { method: 'GET' } )
				.then( ( reply ) => {
					const parsed: unknown = JSON.parse( reply.text );
					const nonces =
						isRecord( parsed ) && isRecord( parsed.nonces )
							? parsed.nonces
							: {};
					const out: Record< string, string > = {};
					for ( const [ k, v ] of Object.entries( nonces ) ) {
						if ( typeof v === 'string' ) {
							out[ k ] = v;
						}
					}
					return out;
				} )
				.catch( ( error: unknown ) => {
					this.nonces = null;
					throw error;
				} );
		}
		return this.nonces;
	}

	/**
	 * One call. Resolves with the reply object (a German `error` in it when
	 * the server refused); a network failure or unreadable reply becomes
	 * `{ result: 'fail', error: <generic> }`.
	 *
	 * @param action Call.
	 * @param fields Fields.
	 */
	async call(
		action: Action,
		fields: Fields = {}
	): Promise< Record< string, unknown > > {
		try {
			const nonces = await this.getNonces();
			const url =
				action === 'kp_wc_set_interoperability_token'
					? this.settings.tokenUrl
					: this.settings.urls[ action ];
			const body = new URLSearchParams();
			append( body, fields );
			body.set(
				action === 'kp_wc_set_interoperability_token'
					? 'nonce'
					: 'security',
				nonces[ action ] ?? ''
			);
			const reply = await postForm( url ?? '', body );
			return isRecord( reply )
				? reply
				: { result: 'fail', error: genericError() };
		} catch ( error ) {
			if ( error instanceof HttpError && error.status === 403 ) {
				this.nonces = null;
				return {
					result: 'fail',
					error: __(
						'Your session has expired. Please reload the page and try again.',
						'tresen-stripe'
					),
				};
			}
			return { result: 'fail', error: genericError() };
		}
	}
}
