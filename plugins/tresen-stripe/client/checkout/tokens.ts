/**
 * The tokenized payment form (saved cards and bank accounts) inside each
 * Stripe method's box, rendered by the server with WooCommerce's markup:
 *
 * - choosing "new" shows the card (or IBAN) form and the save checkbox;
 *   choosing a saved method hides both;
 * - the save checkbox shows when the customer is logged in, registration is
 *   required, or "create an account" is ticked;
 * - when no saved method is chosen, the last entry is chosen (as
 *   WooCommerce's tokenization form does).
 */

/**
 * The radios of a box's saved-methods list.
 * @param box
 */
function tokenInputs( box: Element ): HTMLInputElement[] {
	return Array.from(
		box.querySelectorAll< HTMLInputElement >(
			'input.woocommerce-SavedPaymentMethods-tokenInput'
		)
	);
}

/**
 * The saved method chosen for a gateway ('' for a new one or none).
 *
 * @param form    Checkout or order-pay form.
 * @param gateway Gateway id.
 */
export function chosenToken( form: HTMLFormElement, gateway: string ): string {
	const value =
		form.querySelector< HTMLInputElement >(
			`input[name="wc-${ gateway }-payment-token"]:checked`
		)?.value ?? '';
	return value === 'new' ? '' : value;
}

/**
 * Brings every Stripe box of the form into the state its inputs ask for.
 *
 * @param form Checkout or order-pay form.
 */
export function syncTokenForms( form: HTMLFormElement ): void {
	const createAccount =
		form.querySelector< HTMLInputElement >( 'input#createaccount' )
			?.checked ?? false;
	form.querySelectorAll< HTMLElement >( '.tresen-stripe' ).forEach(
		( box ) => {
			const inputs = tokenInputs( box );
			if (
				inputs.length &&
				! inputs.some( ( input ) => input.checked )
			) {
				inputs[ inputs.length - 1 ].checked = true;
			}
			const saved = inputs.some(
				( input ) => input.checked && input.value !== 'new'
			);
			const fresh = box.querySelector< HTMLElement >(
				'.tresen-stripe__new'
			);
			if ( fresh ) {
				fresh.hidden = saved;
			}
			const save = box.querySelector< HTMLElement >(
				'.tresen-stripe__save'
			);
			if ( save ) {
				const offered =
					save.dataset.loggedIn === '1' ||
					save.dataset.registrationRequired === '1' ||
					createAccount;
				save.hidden = saved || ! offered;
				const checkbox = save.querySelector< HTMLInputElement >(
					'input[type="checkbox"]'
				);
				if ( checkbox && save.hidden ) {
					checkbox.checked = false;
				}
			}
		}
	);
}
