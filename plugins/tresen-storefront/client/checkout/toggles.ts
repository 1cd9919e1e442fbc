/**
 * The checkout's toggles and the coupon form, as WooCommerce's checkout
 * script has them: ship to a different address, create an account, the
 * login and coupon forms above the checkout (opened by their links, with
 * `aria-expanded`). Coupons: coupons.ts (on demand, coupons-lazy.ts).
 */

/**
 * Shows or hides an element.
 *
 * @param el   Element.
 * @param show Whether to show it.
 */
function display( el: HTMLElement | null, show: boolean ): void {
	if ( el ) {
		el.hidden = false;
		el.style.display = show ? '' : 'none';
	}
}

/**
 * The shipping address follows its checkbox.
 *
 * @param form The checkout form.
 */
export function syncShippingAddress( form: HTMLFormElement ): void {
	const box = form.querySelector< HTMLInputElement >(
		'#ship-to-different-address input'
	);
	form.querySelectorAll< HTMLElement >( 'div.shipping_address' ).forEach(
		( el ) => display( el, box?.checked ?? false )
	);
}

/**
 * The account fields follow "Create an account?".
 *
 * @param form The checkout form.
 */
export function syncCreateAccount( form: HTMLFormElement ): void {
	const box = form.querySelector< HTMLInputElement >( 'input#createaccount' );
	if ( ! box ) {
		return;
	}
	const fields = form.querySelector< HTMLElement >( 'div.create-account' );
	if ( box.checked && fields?.style.display === 'none' ) {
		const password =
			fields.querySelector< HTMLInputElement >( '#account_password' );
		if ( password ) {
			password.value = ''; // Never a pre-filled password.
		}
	}
	display( fields, box.checked );
}

/**
 * Opens or closes a form above the checkout from its link.
 *
 * @param link   The toggle link ("Klicke hier, um dich anzumelden").
 * @param target The form it opens.
 * @param focus  Focus the form's first field when it opens.
 */
function toggleForm(
	link: HTMLElement,
	target: HTMLElement | null,
	focus: boolean
): void {
	if ( ! target ) {
		return;
	}
	const open = target.style.display === 'none' || target.hidden;
	display( target, open );
	link.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
	if ( open && focus ) {
		target
			.querySelector< HTMLElement >(
				'input:not([type="hidden"]), select, textarea'
			)
			?.focus();
	}
}

/**
 * Links the login and coupon toggles to what they open.
 */
export function initFormToggles(): void {
	const pairs: Array< [ string, string ] > = [
		[ 'a.showlogin', 'form.woocommerce-form-login' ],
		[ 'a.showcoupon', 'form.checkout_coupon' ],
	];
	for ( const [ linkSelector, formSelector ] of pairs ) {
		const target = document.querySelector< HTMLElement >( formSelector );
		document
			.querySelectorAll< HTMLElement >( linkSelector )
			.forEach( ( link ) => {
				if ( target ) {
					if ( ! target.id ) {
						target.id = `tresen-${ linkSelector.replace( /\W/g, '' ) }`;
					}
					link.setAttribute( 'aria-controls', target.id );
					link.setAttribute(
						'aria-expanded',
						target.style.display === 'none' || target.hidden
							? 'false'
							: 'true'
					);
					if ( link.getAttribute( 'href' ) === '#' ) {
						link.setAttribute( 'role', 'button' );
					}
				}
				link.addEventListener( 'click', ( e ) => {
					e.preventDefault();
					// The coupon form takes focus when it opens; the login form keeps the shopper's place.
					toggleForm( link, target, linkSelector === 'a.showcoupon' );
				} );
			} );
	}
}
