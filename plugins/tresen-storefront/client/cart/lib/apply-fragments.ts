/**
 * Replaces fragment elements with the server's markup, keeping keyboard
 * focus on the equivalent element when the focused one was replaced.
 */
import type { Fragments } from './cart-reply';
import { cssEscape, focusedElement } from './css-escape';

/**
 * A selector that finds the focused element again in new markup.
 * @param el
 */
function focusKey( el: Element ): string | null {
	const item = el.closest(
		'[data-cart_item_key], .woocommerce-mini-cart-item'
	);
	const key =
		el.getAttribute( 'data-cart_item_key' ) ||
		item?.getAttribute( 'data-cart_item_key' ) ||
		item
			?.querySelector( '[data-cart_item_key]' )
			?.getAttribute( 'data-cart_item_key' );
	const role = el.matches( 'input.qty' )
		? 'input.qty'
		: [ 'tresen-qty__minus', 'tresen-qty__plus', 'remove' ].find( ( c ) =>
				el.classList.contains( c )
			);
	if ( key && role ) {
		const k = cssEscape( key );
		return `[data-cart_item_key="${ k }"] ${ role.startsWith( 'input' ) ? role : '.' + role }, ${ role.startsWith( 'input' ) ? role : '.' + role }[data-cart_item_key="${ k }"]`;
	}
	return el.id ? `#${ cssEscape( el.id ) }` : null;
}

export interface ApplyHooks {
	/** Enhances the inserted elements (before focus is restored into them). */
	onInserted?: ( inserted: Element[] ) => void;
	/** The focused element was replaced and has no equivalent in the new markup. */
	onFocusLost?: () => void;
}

/**
 * Applies fragments. Returns the elements that were inserted.
 *
 * @param fragments         Selector → markup.
 * @param hooks             Enhancement and focus fallback.
 * @param hooks.onInserted
 * @param hooks.onFocusLost
 */
export function applyFragments(
	fragments: Fragments,
	{ onInserted, onFocusLost }: ApplyHooks = {}
): Element[] {
	const active = focusedElement();
	const inserted: Element[] = [];
	let focusWasReplaced = false;
	let key: string | null = null;

	for ( const [ selector, html ] of Object.entries( fragments ) ) {
		let targets: NodeListOf< Element >;
		try {
			targets = document.querySelectorAll( selector );
		} catch {
			continue;
		}
		targets.forEach( ( target ) => {
			if ( active && target.contains( active ) ) {
				focusWasReplaced = true;
				key = key ?? focusKey( active );
			}
			const template = document.createElement( 'template' );
			template.innerHTML = html.trim();
			const nodes = Array.from( template.content.children );
			target.replaceWith( template.content );
			inserted.push( ...nodes );
		} );
	}

	onInserted?.( inserted );
	if ( focusWasReplaced ) {
		const again = key ? document.querySelector< HTMLElement >( key ) : null;
		if ( again ) {
			again.focus();
		} else if ( onFocusLost ) {
			onFocusLost();
		}
	}
	return inserted;
}
