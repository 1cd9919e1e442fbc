/**
 * The cart as the page knows it: fragments kept in sessionStorage with the
 * cart hash and a timestamp, refreshed when the cookie hash differs, after
 * 24 hours, when the page comes back from the back-forward cache, and when
 * another tab changes the cart.
 */
import { emit } from '@tresen/common/events';
import {
	readFragmentsReply,
	type Fragments,
	type FragmentsReply,
} from './cart-reply';
import {
	decide,
	msUntilExpiry,
	readCookie,
	readStored,
	usableStorage,
	writeStored,
	type StoredFragments,
} from './fragment-cache';
import { applyFragments } from './apply-fragments';
import { postForm, wcAjaxUrl } from '@tresen/common/http';
import { fireWc } from '@tresen/common/wc-events';
import { cartQueue, type RequestQueue } from '@tresen/common/queue';

/** Fragment the plugin adds with the per-session nonce of the quantity endpoint. */
export const SESSION_FRAGMENT = 'div.tresen-cart-session';

export interface SessionOptions {
	wcAjaxUrl: string;
	fragmentsKey: string;
	hashKey: string;
	timeoutMs: number;
	maxAgeMs: number;
	queue?: RequestQueue;
	now?: () => number;
	/** Called after fragments were put into the page. */
	onApplied?: ( inserted: Element[] ) => void;
	/** Called when the focused element disappeared in a replacement. */
	onFocusLost?: () => void;
}

export interface CartDetail {
	fragments: Fragments;
	cartHash: string;
}

export class CartSession {
	private readonly session: Storage | null;
	private readonly local: Storage | null;
	private readonly queue: RequestQueue;
	private readonly now: () => number;
	private expiryTimer: ReturnType< typeof setTimeout > | null = null;
	private current: StoredFragments | null = null;
	private refreshing: Promise< boolean > | null = null;

	constructor( private readonly options: SessionOptions ) {
		this.session = usableStorage( () => window.sessionStorage );
		this.local = usableStorage( () => window.localStorage );
		this.queue = options.queue ?? cartQueue;
		this.now = options.now ?? Date.now;
	}

	/** Fills the page from storage or the server, and listens for changes. */
	start(): void {
		const stored = readStored( this.session, this.options.fragmentsKey );
		const decision = decide( {
			stored,
			cookieHash: readCookie( 'woocommerce_cart_hash', document.cookie ),
			now: this.now(),
			maxAgeMs: this.options.maxAgeMs,
		} );
		if ( decision === 'use-cache' && stored ) {
			this.current = stored;
			this.put( stored.fragments );
			this.scheduleExpiry( stored );
			fireWc( 'wc_fragments_loaded' );
			emit< CartDetail >( 'fragments-loaded', {
				fragments: stored.fragments,
				cartHash: stored.hash,
			} );
		} else if ( decision === 'refresh' ) {
			void this.refresh();
		}

		window.addEventListener( 'storage', this.onStorage );
		window.addEventListener( 'pageshow', this.onPageShow );
	}

	/** Removes the listeners and the expiry timer. */
	stop(): void {
		window.removeEventListener( 'storage', this.onStorage );
		window.removeEventListener( 'pageshow', this.onPageShow );
		if ( this.expiryTimer ) {
			clearTimeout( this.expiryTimer );
		}
	}

	private readonly onStorage = ( e: StorageEvent ): void => {
		if (
			e.key === this.options.hashKey &&
			( e.newValue ?? '' ) !== ( this.current?.hash ?? '' )
		) {
			void this.refresh();
		}
	};

	private readonly onPageShow = ( e: PageTransitionEvent ): void => {
		if ( e.persisted ) {
			void this.refresh();
		}
	};

	/**
	 * Puts the fragments this session holds into the page again: for parts
	 * built after the fragments arrived (the mini cart loads on intent).
	 */
	reapply(): void {
		if ( this.current ) {
			this.put( this.current.fragments );
		}
	}

	/** Whether fragments (at least the mini cart) are in the page. */
	get loaded(): boolean {
		return this.current !== null;
	}

	/** The nonce of the mini-cart quantity endpoint, from the session fragment. */
	get nonce(): string {
		const html = this.current?.fragments[ SESSION_FRAGMENT ];
		if ( ! html ) {
			return '';
		}
		const match = /data-nonce="([^"]*)"/.exec( html );
		return match ? match[ 1 ] : '';
	}

	get hash(): string {
		return this.current?.hash ?? '';
	}

	/**
	 * Asks `get_refreshed_fragments` (through the queue; concurrent calls share
	 * one request). Resolves with whether fresh fragments arrived.
	 */
	refresh(): Promise< boolean > {
		if ( this.refreshing ) {
			return this.refreshing;
		}
		this.refreshing = this.queue
			.add( () =>
				postForm(
					wcAjaxUrl(
						this.options.wcAjaxUrl,
						'get_refreshed_fragments'
					),
					{ time: this.now() },
					{ timeoutMs: this.options.timeoutMs }
				)
			)
			.then( ( reply ) => {
				const data = readFragmentsReply( reply );
				if ( ! data ) {
					return false;
				}
				this.receive( data );
				fireWc( 'wc_fragments_refreshed' );
				emit< CartDetail >( 'fragments-refreshed', {
					fragments: data.fragments,
					cartHash: data.cart_hash,
				} );
				return true;
			} )
			.catch( () => {
				fireWc( 'wc_fragments_ajax_error' );
				return false;
			} )
			.finally( () => {
				this.refreshing = null;
			} );
		return this.refreshing;
	}

	/**
	 * Takes a reply with fragments (add, remove, quantity, refresh): puts the
	 * fragments into the page, stores them, and tells other tabs.
	 *
	 * @param data Fragments and cart hash.
	 */
	receive( data: FragmentsReply ): void {
		const stored: StoredFragments = {
			hash: data.cart_hash,
			fragments: {
				...( this.current?.fragments ?? {} ),
				...data.fragments,
			},
			time: this.now(),
		};
		this.current = stored;
		this.put( data.fragments );
		writeStored( this.session, this.options.fragmentsKey, stored );
		try {
			this.local?.setItem( this.options.hashKey, data.cart_hash );
		} catch {
			// Full storage: other tabs will notice on their next page load.
		}
		this.scheduleExpiry( stored );
		emit< CartDetail >( 'cart-updated', {
			fragments: data.fragments,
			cartHash: data.cart_hash,
		} );
	}

	private put( fragments: Fragments ): void {
		applyFragments( fragments, {
			onInserted: this.options.onApplied,
			onFocusLost: this.options.onFocusLost,
		} );
	}

	private scheduleExpiry( stored: StoredFragments ): void {
		if ( this.expiryTimer ) {
			clearTimeout( this.expiryTimer );
		}
		const ms = msUntilExpiry( stored, this.now(), this.options.maxAgeMs );
		// Browsers cap timers at 2^31-1 ms; 24 h fits.
		this.expiryTimer = setTimeout(
			() => void this.refresh(),
			Math.min( ms + 1, 2147483647 )
		);
	}
}
