/**
 * One observer per product wrapper (the product page's `.product`, a quick
 * view, a sticky bar, which follows the page's variation form of its
 * product): it watches the wrapper's price blocks (the configured
 * price selectors, each followed by its unit price node) and queues a
 * refresh when a price changes or its quantity does. The product id is the
 * chosen variation's for the variation's price block (and, when the theme
 * replaces the product's price, for the primary one); without a product id
 * the observer does not start.
 */
import { on, onJQuery } from '@tresen/common/events';
import { isRecord } from '@tresen/common/settings';
import { readShownPrice } from './price';
import type { Block, PriceRequest, RefreshQueue } from './refresh-queue';
import type { PriceSelectorArgs, UnitPriceSettings } from './settings.d';

function toId( value: unknown ): number {
	const id = Number.parseInt( String( value ?? '' ), 10 );
	return Number.isFinite( id ) && id > 0 ? id : 0;
}

class PriceBlock implements Block {
	private original = '';
	private loading = false;

	constructor(
		public price: Element,
		readonly unit: HTMLElement,
		public args: PriceSelectorArgs,
		private readonly observer: UnitPriceObserver
	) {}

	/** Loading state: the old text stays (no layout shift), dimmed and busy. */
	begin(): void {
		if ( this.loading ) {
			return;
		}
		this.loading = true;
		this.original = this.unit.innerHTML;
		this.unit.classList.add( 'is-loading' );
		this.unit.setAttribute( 'aria-busy', 'true' );
	}

	request(): PriceRequest | null {
		return this.observer.requestFor( this );
	}

	productId(): number {
		return this.observer.productIdFor( this );
	}

	/** Empties the unit price (its price no longer shows what it was made for). */
	clear(): void {
		this.original = '';
		this.unit.innerHTML = '';
		this.unit.hidden = true;
	}

	finish( html?: string ): void {
		const restore = html === undefined;
		const content = restore ? this.original : html;
		if ( this.unit.innerHTML !== content ) {
			// Markup made on the server for this product (the shop's own reply).
			this.unit.innerHTML = content;
		}
		const shown =
			content.trim() !== '' &&
			( ! restore || this.observer.isShown( this.price ) );
		this.unit.hidden = ! shown;
		this.unit.classList.remove( 'is-loading' );
		this.unit.removeAttribute( 'aria-busy' );
		this.loading = false;
	}
}

export class UnitPriceObserver {
	/** False when no product id was found: nothing is observed. */
	readonly active: boolean;
	private readonly productId: number;
	private variationId = 0;
	/** Whether the variation form followed is outside the wrapper (a sticky bar). */
	private follows = false;
	private readonly blocks = new WeakMap< HTMLElement, PriceBlock >();
	private readonly quantities = new WeakMap< Element, string >();
	private readonly cleanups: Array< () => void > = [];
	private mutations: MutationObserver | null = null;

	constructor(
		readonly wrapper: HTMLElement,
		private readonly settings: UnitPriceSettings,
		private readonly queue: RefreshQueue,
		baseline?: WeakMap< Element, string >
	) {
		const own = this.own< HTMLFormElement >( 'form.variations_form' );
		this.productId = this.findProductId( own );
		this.active = this.productId > 0;
		if ( ! this.active ) {
			return;
		}
		// A sticky bar has no form of its own: it follows the page's variation form
		// of its product, so its price (written by the theme) takes the chosen variation.
		const form = own ?? this.followedForm();
		this.follows = ! own && !! form;
		if ( form ) {
			this.variationId = toId(
				form.querySelector< HTMLInputElement >(
					'input[name="variation_id"], input.variation_id'
				)?.value
			);
			const found = ( variation: unknown ) => {
				if ( isRecord( variation ) ) {
					this.variationId = toId( variation.variation_id );
				}
			};
			const reset = () => {
				this.variationId = 0;
				if ( this.follows ) {
					// The bar's price goes back to the product's: the variation's unit price is wrong now.
					this.findBlocks().forEach( ( block ) => block.clear() );
				}
			};
			this.cleanups.push(
				on< { form?: unknown; variation?: unknown } >(
					'found-variation',
					( detail ) => {
						if ( detail?.form === form ) {
							found( detail.variation );
						}
					}
				),
				on< { form?: unknown } >( 'reset-variation', ( detail ) => {
					if ( detail?.form === form ) {
						reset();
					}
				} ),
				// WooCommerce's own variation script (another theme) fires only these.
				onJQuery( 'found_variation', ( _e, v ) => found( v ), form ),
				onJQuery( 'reset_data', reset, form )
			);
		}

		// A quantity changed before this observer started (the script loads on
		// intent) still counts: compared with the value the page loaded with.
		const changed: HTMLInputElement[] = [];
		for ( const input of this.quantityInputs() ) {
			const before = baseline?.get( input ) ?? input.value;
			this.quantities.set( input, before );
			if ( before !== input.value ) {
				changed.push( input );
			}
		}
		// On the document: a block may name a quantity outside its wrapper
		// (a sticky bar following the product form's quantity).
		const onQuantity = ( e: Event ) => this.onQuantity( e );
		document.addEventListener( 'input', onQuantity );
		document.addEventListener( 'change', onQuantity );
		this.cleanups.push( () => {
			document.removeEventListener( 'input', onQuantity );
			document.removeEventListener( 'change', onQuantity );
		} );

		if ( typeof MutationObserver === 'function' ) {
			this.mutations = new MutationObserver( ( records ) =>
				this.onMutations( records )
			);
			this.mutations.observe( wrapper, {
				childList: true,
				subtree: true,
				characterData: true,
			} );
		}

		if ( settings.refreshOnLoad ) {
			for ( const block of this.findBlocks() ) {
				if ( block.args.is_primary_selector ) {
					this.schedule( block, settings.initialDelayMs );
				}
			}
		}
		changed.forEach( ( input ) =>
			this.onQuantity( { target: input } as unknown as Event )
		);
		// A variation chosen before this observer started, already shown in the
		// bar's price (the bar took it over): its unit price is asked for now.
		if ( this.follows && this.variationId > 0 ) {
			for ( const block of this.findBlocks() ) {
				if ( this.requestFor( block ) ) {
					this.schedule( block, settings.initialDelayMs );
				}
			}
		}
	}

	/**
	 * The variation form on the page of the wrapper's own product (the wrapper
	 * names it with `data-product_id`), when the wrapper has no form itself.
	 */
	private followedForm(): HTMLFormElement | null {
		const id = toId( this.wrapper.getAttribute( 'data-product_id' ) );
		if ( ! id || this.wrapper.querySelector( 'form.cart' ) ) {
			return null;
		}
		return (
			Array.from(
				document.querySelectorAll< HTMLFormElement >(
					'form.variations_form'
				)
			).find(
				( form ) =>
					! this.wrapper.contains( form ) &&
					this.findFormProductId( form ) === id
			) ?? null
		);
	}

	private findFormProductId( form: HTMLFormElement ): number {
		return toId(
			form.querySelector< HTMLInputElement >( 'input[name="product_id"]' )
				?.value ?? form.getAttribute( 'data-product_id' )
		);
	}

	/** Stops observing (the wrapper left the page). */
	destroy(): void {
		this.mutations?.disconnect();
		this.mutations = null;
		this.cleanups.splice( 0 ).forEach( ( stop ) => stop() );
	}

	/**
	 * Whether an element belongs to this wrapper (not to a product inside it,
	 * such as a related product).
	 *
	 * @param el Element.
	 */
	private owns( el: Element ): boolean {
		return el.closest( this.settings.wrapper ) === this.wrapper;
	}

	private own< T extends Element >( selector: string ): T | null {
		for ( const el of Array.from(
			this.wrapper.querySelectorAll< T >( selector )
		) ) {
			if ( this.owns( el ) ) {
				return el;
			}
		}
		return null;
	}

	/**
	 * The product id, as WooCommerce's markup shows it: the wrapper's own
	 * `data-product_id` (a sticky bar), the variation form,
	 * the add-to-cart button or field, the cart form, the wrapper's
	 * `post-<id>` class, or its only add-to-cart link.
	 *
	 * @param form Variation form, if any.
	 */
	private findProductId( form: HTMLFormElement | null ): number {
		const own = toId( this.wrapper.getAttribute( 'data-product_id' ) );
		if ( own ) {
			return own;
		}
		if ( form ) {
			return this.findFormProductId( form );
		}
		const cart = this.own< HTMLFormElement >( 'form.cart' );
		const field = cart?.querySelector<
			HTMLInputElement | HTMLButtonElement
		>( '[name="add-to-cart"]' );
		const fromForm =
			toId( field?.value ) ||
			toId( cart?.getAttribute( 'data-product_id' ) );
		if ( fromForm ) {
			return fromForm;
		}
		for ( const name of Array.from( this.wrapper.classList ) ) {
			const match = /^post-(\d+)$/.exec( name );
			if ( match ) {
				return toId( match[ 1 ] );
			}
		}
		const links = Array.from(
			this.wrapper.querySelectorAll(
				'a.add_to_cart_button[data-product_id], a.ajax_add_to_cart[data-product_id]'
			)
		).filter( ( el ) => this.owns( el ) );
		return links.length === 1
			? toId( links[ 0 ].getAttribute( 'data-product_id' ) )
			: 0;
	}

	private get selectors(): Array< [ string, PriceSelectorArgs ] > {
		return Object.entries( this.settings.priceSelector );
	}

	private isPriceNode( el: Element ): boolean {
		return (
			! el.matches( this.settings.unitSelector ) &&
			this.selectors.some( ( [ selector ] ) => el.matches( selector ) )
		);
	}

	/**
	 * The unit price node of a price: the next sibling that is one (before
	 * any other price).
	 *
	 * @param price Price element.
	 */
	private unitOf( price: Element ): HTMLElement | null {
		for (
			let el = price.nextElementSibling;
			el;
			el = el.nextElementSibling
		) {
			if ( el.matches( this.settings.unitSelector ) ) {
				return el instanceof HTMLElement ? el : null;
			}
			if ( this.isPriceNode( el ) ) {
				return null;
			}
		}
		return null;
	}

	private blockFor(
		price: Element,
		unit: HTMLElement,
		args: PriceSelectorArgs
	): PriceBlock {
		let block = this.blocks.get( unit );
		if ( block ) {
			block.price = price;
			block.args = args;
		} else {
			block = new PriceBlock( price, unit, args, this );
			this.blocks.set( unit, block );
		}
		return block;
	}

	private argsOf( price: Element ): PriceSelectorArgs | null {
		for ( const [ selector, args ] of this.selectors ) {
			if ( price.matches( selector ) ) {
				return args;
			}
		}
		return null;
	}

	/**
	 * The block of a price element, or null when it has no unit price node.
	 *
	 * @param price Price element.
	 */
	private blockOf( price: Element ): PriceBlock | null {
		const unit = this.unitOf( price );
		const args = this.argsOf( price );
		return unit && args ? this.blockFor( price, unit, args ) : null;
	}

	/** Every price block of the wrapper that has a unit price node. */
	private findBlocks(): PriceBlock[] {
		const out: PriceBlock[] = [];
		for ( const [ selector ] of this.selectors ) {
			this.wrapper.querySelectorAll( selector ).forEach( ( price ) => {
				const block =
					this.owns( price ) && this.isPriceNode( price )
						? this.blockOf( price )
						: null;
				if ( block && ! out.includes( block ) ) {
					out.push( block );
				}
			} );
		}
		return out;
	}

	private quantitySelector( args: PriceSelectorArgs ): string {
		return args.quantity_selector || this.settings.qtySelector;
	}

	/**
	 * The quantity input of a block: its own quantity selector (in the
	 * wrapper, else anywhere on the page), or the first qtySelector match in
	 * the wrapper.
	 *
	 * @param args The block's flags.
	 */
	private quantityInput( args: PriceSelectorArgs ): HTMLInputElement | null {
		const selector = this.quantitySelector( args );
		const inside = Array.from(
			this.wrapper.querySelectorAll< HTMLInputElement >( selector )
		).find( ( el ) => this.owns( el ) );
		if ( inside || ! args.quantity_selector ) {
			return inside ?? null;
		}
		return document.querySelector< HTMLInputElement >( selector );
	}

	private quantityInputs(): HTMLInputElement[] {
		const out: HTMLInputElement[] = [];
		for ( const [ , args ] of this.selectors ) {
			const input = this.quantityInput( args );
			if ( input && ! out.includes( input ) ) {
				out.push( input );
			}
		}
		return out;
	}

	private schedule( block: PriceBlock, delayMs: number ): void {
		block.begin();
		this.queue.add( block, delayMs );
	}

	private onQuantity( e: Event ): void {
		const input = e.target;
		if (
			! ( input instanceof HTMLInputElement ) ||
			! this.quantityInputs().includes( input )
		) {
			return;
		}
		// The same value again (a script re-announcing it) changes nothing.
		if ( this.quantities.get( input ) === input.value ) {
			return;
		}
		this.quantities.set( input, input.value );
		for ( const block of this.findBlocks() ) {
			if ( this.quantityInput( block.args ) === input ) {
				this.schedule( block, this.settings.refreshDelayMs );
			}
		}
	}

	private onMutations( records: MutationRecord[] ): void {
		const touched = new Set< Element >();
		const added: Element[] = [];
		const unitSelector = this.settings.unitSelector;
		for ( const record of records ) {
			const target =
				record.target instanceof Element
					? record.target
					: record.target.parentElement;
			if ( ! target || target.closest( unitSelector ) ) {
				continue; // Our own writes, or a unit price node's.
			}
			for ( const [ selector ] of this.selectors ) {
				const price = target.closest( selector );
				if (
					price &&
					this.owns( price ) &&
					this.isPriceNode( price )
				) {
					touched.add( price );
				}
			}
			record.addedNodes.forEach( ( node ) => {
				if ( ! ( node instanceof Element ) ) {
					return;
				}
				added.push( node );
				for ( const [ selector ] of this.selectors ) {
					const inside = Array.from(
						node.querySelectorAll( selector )
					);
					if ( node.matches( selector ) ) {
						inside.push( node );
					}
					inside.forEach( ( price ) => {
						if ( this.owns( price ) && this.isPriceNode( price ) ) {
							touched.add( price );
						}
					} );
				}
			} );
		}
		touched.forEach( ( price ) => {
			if ( ! price.isConnected ) {
				return;
			}
			const block = this.blockOf( price );
			// A unit price that came with its price was made for it on the server.
			if (
				block &&
				! added.some( ( node ) => node.contains( block.unit ) )
			) {
				this.schedule( block, this.settings.refreshDelayMs );
			}
		} );
	}

	/**
	 * The product a block shows: the chosen variation for the variation's
	 * price (and the primary price when the theme replaces it), else the
	 * product; 0 for a variation price without a chosen variation.
	 *
	 * @param block Block.
	 */
	productIdFor( block: PriceBlock ): number {
		const inVariation = !! block.price.closest(
			'form.variations_form, .single_variation'
		);
		if (
			inVariation ||
			this.follows ||
			( this.settings.replacePrice && block.args.is_primary_selector )
		) {
			return this.variationId || ( inVariation ? 0 : this.productId );
		}
		return this.productId;
	}

	/**
	 * What a block sends: its shown price per piece (a total price divided
	 * by its quantity) and the quantity; null when there is none.
	 *
	 * @param block Block.
	 */
	requestFor( block: PriceBlock ): PriceRequest | null {
		const shown = readShownPrice( block.price, this.settings );
		if ( ! shown ) {
			return null;
		}
		const input = this.quantityInput( block.args );
		const typed = input ? Number.parseFloat( input.value ) : NaN;
		const valid = Number.isFinite( typed ) && typed > 0;
		if ( block.args.is_total_price && ! valid ) {
			return null;
		}
		const quantity = valid ? typed : 1;
		const per = block.args.is_total_price ? quantity : 1;
		return {
			productId: this.productIdFor( block ),
			price: shown.price / per,
			sale: shown.sale === null ? null : shown.sale / per,
			quantity,
		};
	}

	/**
	 * Whether a price is on the page and not hidden.
	 *
	 * @param price Price element.
	 */
	isShown( price: Element ): boolean {
		return price.isConnected && ! price.closest( '[hidden]' );
	}
}

/**
 * Starts an observer on every product wrapper on the page and on those added
 * later (a quick view); stops those that leave the page.
 *
 * @param settings Settings.
 * @param queue    The page's refresh queue.
 * @param baseline Quantity values the page loaded with (a change made
 *                 before the observers started is refreshed).
 * @return The running observers, and a function that stops them all.
 */
export function observeProducts(
	settings: UnitPriceSettings,
	queue: RefreshQueue,
	baseline?: WeakMap< Element, string >
): { running: Map< Element, UnitPriceObserver >; stop: () => void } {
	const running = new Map< Element, UnitPriceObserver >();
	const tried = new WeakSet< Element >();
	const start = ( root: Element | Document ) => {
		const found = Array.from(
			root.querySelectorAll< HTMLElement >( settings.wrapper )
		);
		if ( root instanceof HTMLElement && root.matches( settings.wrapper ) ) {
			found.unshift( root );
		}
		for ( const wrapper of found ) {
			if (
				tried.has( wrapper ) ||
				wrapper === document.body ||
				wrapper.parentElement?.closest( settings.wrapper )
			) {
				continue; // Seen, or a product inside a product (related products).
			}
			tried.add( wrapper );
			const observer = new UnitPriceObserver(
				wrapper,
				settings,
				queue,
				baseline
			);
			if ( observer.active ) {
				running.set( wrapper, observer );
			}
		}
	};
	start( document );
	let watcher: MutationObserver | null = null;
	if ( typeof MutationObserver === 'function' ) {
		watcher = new MutationObserver( ( records ) => {
			let removed = false;
			for ( const record of records ) {
				removed = removed || record.removedNodes.length > 0;
				record.addedNodes.forEach( ( node ) => {
					if (
						node instanceof Element &&
						! node.parentElement?.closest( settings.wrapper )
					) {
						start( node );
					}
				} );
			}
			if ( removed ) {
				running.forEach( ( observer, wrapper ) => {
					if ( ! wrapper.isConnected ) {
						observer.destroy();
						running.delete( wrapper );
						tried.delete( wrapper ); // Observed again if it comes back.
					}
				} );
			}
		} );
		watcher.observe( document.body, { childList: true, subtree: true } );
	}
	return {
		running,
		stop: () => {
			watcher?.disconnect();
			running.forEach( ( observer ) => observer.destroy() );
			running.clear();
		},
	};
}
