/**
 * Add to cart by ajax: the archive buttons (`.add_to_cart_button.ajax_add_to_cart`)
 * and, through `addToCart()`, the product page form.
 */
import { emit } from '@tresen/common/events';
import { readFragmentsReply, readProductRedirect } from './lib/cart-reply';
import { postForm, wcAjaxUrl } from '@tresen/common/http';
import { fireWc } from '@tresen/common/wc-events';
import { announce } from '@tresen/common/notices';
import { showError } from '@tresen/common/dialog-notices';
import { cartQueue } from '@tresen/common/queue';
import type { CartSession } from './lib/session';
import type { CartSettings } from './settings.d';

export interface AddedDetail {
	productId: string;
	quantity: number;
	cartHash: string;
	button: HTMLElement;
}

export interface AddContext {
	settings: CartSettings;
	session: CartSession;
	/** Opens the mini cart after a successful add. */
	openMiniCart: ( opener: HTMLElement ) => void;
	/** Sends the browser elsewhere (tests replace it). */
	navigate?: ( url: string ) => void;
}

const go = ( url: string ) => window.location.assign( url );

function setBusy( button: HTMLElement, busy: boolean ): void {
	button.classList.toggle( 'loading', busy );
	if ( busy ) {
		button.classList.remove( 'added' );
		button.setAttribute( 'aria-busy', 'true' );
	} else {
		button.removeAttribute( 'aria-busy' );
	}
}

function addViewCartLink( button: HTMLElement, settings: CartSettings ): void {
	if (
		settings.isCart ||
		button.parentElement?.querySelector( '.added_to_cart' )
	) {
		return;
	}
	const link = document.createElement( 'a' );
	link.href = settings.cartUrl;
	link.className = 'added_to_cart wc-forward';
	link.textContent = settings.i18n.viewCart;
	button.after( link );
}

/**
 * Sends one add request through the cart queue and handles every reply:
 * `{error, product_url}` → product page; redirect-after-add → cart page;
 * fragments → update the page; empty reply → nothing; failure → notice
 * (inside the dialog when the button is in one, such as a quick view).
 * Resolves with whether the product was added.
 *
 * @param data    Fields for `?wc-ajax=add_to_cart` (product_id, quantity, …).
 * @param button  The clicked button (gets loading/added).
 * @param ctx     Settings, cart session, mini cart.
 * @param message Announcement on success.
 */
export async function addToCart(
	data: URLSearchParams,
	button: HTMLElement,
	ctx: AddContext,
	message?: string
): Promise< boolean > {
	const { settings, session } = ctx;
	const navigate = ctx.navigate ?? go;
	setBusy( button, true );
	const plain = Object.fromEntries( data.entries() );
	fireWc( 'adding_to_cart', [ button, plain ] );
	emit( 'adding-to-cart', { button, data: plain } );

	let reply: unknown;
	try {
		reply = await cartQueue.add( () =>
			postForm( wcAjaxUrl( settings.wcAjaxUrl, 'add_to_cart' ), data )
		);
	} catch {
		setBusy( button, false );
		showError( settings.i18n.addFailed, settings, button );
		return false;
	}

	if ( reply === null || reply === undefined || reply === '' ) {
		setBusy( button, false );
		return false;
	}
	const productUrl = readProductRedirect( reply );
	if ( productUrl ) {
		navigate( productUrl );
		return false;
	}
	const result = readFragmentsReply( reply );
	if ( ! result ) {
		setBusy( button, false );
		showError( settings.i18n.addFailed, settings, button );
		return false;
	}
	if ( settings.redirectAfterAdd ) {
		navigate( settings.cartUrl );
		return true;
	}

	session.receive( result );
	setBusy( button, false );
	button.classList.add( 'added' );
	addViewCartLink( button, settings );
	fireWc( 'added_to_cart', [ result.fragments, result.cart_hash, button ] );
	fireWc( 'wc_cart_button_updated', [ button ] );
	emit< AddedDetail >( 'added-to-cart', {
		productId: data.get( 'product_id' ) ?? '',
		quantity: Number( data.get( 'quantity' ) ?? 1 ) || 1,
		cartHash: result.cart_hash,
		button,
	} );
	announce(
		message || button.dataset.success_message || settings.i18n.added
	);
	ctx.openMiniCart( button );
	return true;
}

/**
 * Every `data-*` attribute of the button, named as `dataset` names them
 * (as WooCommerce sends them).
 *
 * @param button Button.
 */
export function buttonData( button: HTMLElement ): URLSearchParams {
	const data = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( button.dataset ) ) {
		if ( value !== undefined ) {
			data.set( key, value );
		}
	}
	return data;
}

/**
 * Wires the archive buttons (delegated: works for buttons added later).
 *
 * @param ctx Settings, session, mini cart.
 */
export function initAddToCartButtons( ctx: AddContext ): void {
	document.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const button = target?.closest< HTMLElement >(
			'.add_to_cart_button.ajax_add_to_cart'
		);
		if ( ! button || button.classList.contains( 'wc-interactive' ) ) {
			return;
		}
		// Without a product id the link simply leads to the product.
		if ( ! button.getAttribute( 'data-product_id' ) ) {
			return;
		}
		event.preventDefault();
		// A second click while the first is on its way (double click) adds nothing more.
		if ( button.getAttribute( 'aria-busy' ) === 'true' ) {
			return;
		}
		void addToCart( buttonData( button ), button, ctx );
	} );
}
