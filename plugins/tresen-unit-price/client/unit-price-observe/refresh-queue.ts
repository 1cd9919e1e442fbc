/**
 * The refresh queue (Germanized's contract): blocks whose price changed are
 * queued and sent together, one request 500 ms after the last addition
 * (250 ms on load), one entry per product:
 * `POST ?wc-ajax=gzd_refresh_unit_price` with `security`, `products[i]`
 * (`product_id`, `price`, `price_sale`, `quantity`, `key`) and `queue_id`.
 * The reply's `products[key]` (`product_id`, `unit_price_html`) goes into
 * every block of that product that still shows it; on an error, a timeout
 * or a missing entry each block gets its previous display back.
 */
import { postForm, type Payload, type PostOptions } from '@tresen/common/http';
import { isRecord } from '@tresen/common/settings';
import { toPlain } from './price';

export interface PriceRequest {
	productId: number;
	/** Price of one piece (the regular one when on sale). */
	price: number;
	/** Sale price of one piece, or null. */
	sale: number | null;
	quantity: number;
}

/** A unit price block as the queue sees it. */
export interface Block {
	/** The unit price node. */
	readonly unit: HTMLElement;
	/** What to send now, or null when the block's price cannot be read. */
	request: () => PriceRequest | null;
	/** The product the block belongs to now (checked again on the reply). */
	productId: () => number;
	/** Shows the reply's HTML, or the previous display when called without it. */
	finish: ( html?: string ) => void;
}

export type Post = (
	url: string,
	data: Payload,
	options?: PostOptions
) => Promise< unknown >;

export interface QueueOptions {
	ajaxUrl: string;
	nonce: string;
	timeoutMs: number;
	/** Sends the request (tests pass their own). */
	post?: Post;
}

/**
 * The queue key of a product: its id without anything but letters and digits.
 *
 * @param productId Product or variation id.
 */
export function queueKey( productId: number | string ): string {
	return String( productId ).replace( /[^a-zA-Z0-9]/g, '' );
}

export class RefreshQueue {
	private readonly pending = new Set< Block >();
	private readonly tokens = new WeakMap< Block, number >();
	private timer: ReturnType< typeof setTimeout > | null = null;
	private seq = 0;
	private readonly post: Post;

	constructor( private readonly options: QueueOptions ) {
		this.post = options.post ?? postForm;
	}

	/**
	 * Queues a block and (re)starts the timer. A reply to a request sent
	 * before this addition no longer applies to the block.
	 *
	 * @param block   Block.
	 * @param delayMs Time to wait for more changes.
	 */
	add( block: Block, delayMs: number ): void {
		this.tokens.set( block, ++this.seq );
		this.pending.add( block );
		if ( this.timer !== null ) {
			clearTimeout( this.timer );
		}
		this.timer = setTimeout( () => void this.flush(), delayMs );
	}

	/** Whether blocks wait for the timer. */
	get size(): number {
		return this.pending.size;
	}

	/** Sends what is queued: one request, one entry per product. */
	async flush(): Promise< void > {
		if ( this.timer !== null ) {
			clearTimeout( this.timer );
			this.timer = null;
		}
		const blocks = Array.from( this.pending );
		this.pending.clear();
		const groups = new Map<
			string,
			{ request: PriceRequest; blocks: Array< [ Block, number ] > }
		>();
		for ( const block of blocks ) {
			if ( ! block.unit.isConnected ) {
				continue; // Gone meanwhile (variation reset, quick view closed).
			}
			const request = block.request();
			if ( ! request || ! ( request.productId > 0 ) ) {
				block.finish();
				continue;
			}
			const key = queueKey( request.productId );
			const entry: [ Block, number ] = [
				block,
				this.tokens.get( block ) ?? 0,
			];
			const group = groups.get( key );
			if ( group ) {
				group.blocks.push( entry );
			} else {
				groups.set( key, { request, blocks: [ entry ] } );
			}
		}
		if ( groups.size === 0 ) {
			return;
		}

		const body = new URLSearchParams();
		body.append( 'security', this.options.nonce );
		let i = 0;
		for ( const [ key, { request } ] of groups ) {
			const field = `products[${ i++ }]`;
			body.append(
				`${ field }[product_id]`,
				String( request.productId )
			);
			body.append( `${ field }[price]`, toPlain( request.price ) );
			body.append(
				`${ field }[price_sale]`,
				request.sale === null ? '' : toPlain( request.sale )
			);
			body.append( `${ field }[quantity]`, toPlain( request.quantity ) );
			body.append( `${ field }[key]`, key );
		}
		body.append( 'queue_id', String( Date.now() ) );

		let products: Record< string, unknown > | null = null;
		try {
			const reply = await this.post( this.options.ajaxUrl, body, {
				timeoutMs: this.options.timeoutMs,
			} );
			products =
				isRecord( reply ) && isRecord( reply.products )
					? reply.products
					: null;
		} catch {
			products = null; // Error, timeout or abort: restore.
		}

		for ( const [ key, group ] of groups ) {
			const answer = products ? products[ key ] : undefined;
			for ( const [ block, token ] of group.blocks ) {
				if ( this.tokens.get( block ) !== token ) {
					continue; // Changed again: the newer request answers.
				}
				if (
					isRecord( answer ) &&
					typeof answer.unit_price_html === 'string' &&
					Number( answer.product_id ) === block.productId()
				) {
					block.finish( answer.unit_price_html );
				} else {
					block.finish();
				}
			}
		}
	}
}
