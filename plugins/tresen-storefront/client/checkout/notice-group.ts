/**
 * The checkout's errors, as WooCommerce's checkout shows them: one notice
 * group at the top of the form, scrolled to and focused, each error that
 * names a field linked to it and repeated under that field.
 */
import { scrollToElement } from '@tresen/common/notices';
import { clearNotices } from './clear-notices';

export { clearNotices };

export const GROUP_CLASS = 'woocommerce-NoticeGroup';

/**
 * Parses notice HTML from the server (WooCommerce's notice templates).
 *
 * @param html Markup.
 */
function parse( html: string ): DocumentFragment {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return template.content;
}

/**
 * Errors that name a field (`<li data-id="billing_email">`) link to it and
 * are repeated under it, referenced by `aria-describedby`.
 *
 * @param notices The parsed notices.
 * @param form    The checkout form.
 */
function linkFieldErrors( notices: ParentNode, form: HTMLFormElement ): void {
	notices
		.querySelectorAll< HTMLElement >( 'li[data-id]' )
		.forEach( ( li ) => {
			const id = li.dataset.id ?? '';
			const field = id
				? form.querySelector< HTMLElement >( `#${ CSS.escape( id ) }` )
				: null;
			if ( ! field ) {
				return;
			}
			const text = ( li.textContent ?? '' ).trim();
			if ( ! li.querySelector( 'a' ) ) {
				const link = document.createElement( 'a' );
				link.href = `#${ id }`;
				link.append( ...Array.from( li.childNodes ) );
				li.append( link );
			}
			const row = field.closest( '.form-row' );
			if ( row && text ) {
				row.querySelector( '.checkout-inline-error-message' )?.remove();
				const message = document.createElement( 'p' );
				message.className = 'checkout-inline-error-message';
				message.id = `${ id }_description`;
				message.textContent = text;
				row.append( message );
				field.setAttribute( 'aria-describedby', message.id );
				field.setAttribute( 'aria-invalid', 'true' );
				row.classList.add( 'woocommerce-invalid' );
			}
		} );
}

export interface ShowOptions {
	scrollOffset: number;
	focusDelayMs: number;
	/** `checkout` for the order's errors, `updateOrderReview` for the totals'. */
	kind?: 'checkout' | 'updateOrderReview';
}

/**
 * Puts the server's notices (HTML) at the top of the form, scrolls to them
 * and focuses the first error. Returns the group.
 *
 * @param form                 The checkout form.
 * @param html                 WooCommerce's notice markup.
 * @param options              Scroll offset, focus delay, kind.
 * @param options.scrollOffset
 * @param options.focusDelayMs
 * @param options.kind
 */
export function showNoticeGroup(
	form: HTMLFormElement,
	html: string,
	{ scrollOffset, focusDelayMs, kind = 'checkout' }: ShowOptions
): HTMLElement {
	clearNotices( form );
	const group = document.createElement( 'div' );
	group.className = `${ GROUP_CLASS } ${ GROUP_CLASS }-${ kind }`;
	// One alert for the whole group; the lists inside stay lists for screen readers.
	const alert = document.createElement( 'div' );
	alert.setAttribute( 'role', 'alert' );
	const notices = parse( html );
	notices
		.querySelectorAll( '[role="alert"]' )
		.forEach( ( el ) => el.removeAttribute( 'role' ) );
	notices
		.querySelectorAll< HTMLElement >(
			'.woocommerce-error, .woocommerce-message, .woocommerce-info'
		)
		.forEach( ( el ) => el.setAttribute( 'tabindex', '-1' ) );
	linkFieldErrors( notices, form );
	alert.append( notices );
	group.append( alert );
	form.prepend( group );
	const first =
		group.querySelector< HTMLElement >( '.woocommerce-error' ) ??
		group.querySelector< HTMLElement >( '[tabindex="-1"]' );
	scrollToElement( group, scrollOffset );
	setTimeout( () => first?.focus( { preventScroll: true } ), focusDelayMs );
	return group;
}

/**
 * WooCommerce-style error list markup from plain texts (escaped).
 *
 * @param errors Texts, each optionally naming its field's id.
 */
export function errorListHtml(
	errors: Array< { text: string; id?: string } >
): string {
	const list = document.createElement( 'ul' );
	list.className = 'woocommerce-error';
	for ( const { text, id } of errors ) {
		const li = document.createElement( 'li' );
		if ( id ) {
			li.dataset.id = id;
		}
		li.textContent = text;
		list.append( li );
	}
	return list.outerHTML;
}
