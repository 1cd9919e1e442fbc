/**
 * A shop that sells only to customers with an account (guest checkout off,
 * no registration at checkout): on the checkout a guest is asked in a
 * dialog whether to log in, and "Anmelden" leads to the login page, which
 * returns to the checkout. The page itself names the rule and links the
 * login without JavaScript. Loaded only for that guest
 * (src/Checkout/Checkout.php).
 */
import { createRoot, useCallback, useState } from '@wordpress/element';
import type { Root } from 'react-dom/client';
import { __ } from '@wordpress/i18n';
import { Dialog } from '@tresen/common/dialog';
import { isString, readSettings } from '@tresen/common/settings';

interface LoginSettings extends Record< string, unknown > {
	loginUrl: string;
}

export function LoginRequired( { loginUrl }: { loginUrl: string } ) {
	const [ open, setOpen ] = useState( true );
	const close = useCallback( () => setOpen( false ), [] );
	if ( ! open ) {
		return null;
	}
	return (
		<Dialog
			title={ __( 'Please log in to order', 'tresen-storefront' ) }
			onClose={ close }
		>
			<p>
				{ __(
					'This shop sells to customers with an account only. Log in now? You will come back to the checkout afterwards.',
					'tresen-storefront'
				) }
			</p>
			<p className="tresen-dialog__actions">
				<a className="button alt" href={ loginUrl }>
					{ __( 'Log in', 'tresen-storefront' ) }
				</a>
				<button type="button" className="button" onClick={ close }>
					{ __( 'Cancel', 'tresen-storefront' ) }
				</button>
			</p>
		</Dialog>
	);
}

/**
 * Opens the dialog.
 *
 * @param source Settings (tests pass an object).
 * @return The React root, or null when there is no login address.
 */
export function start( source?: unknown ): Root | null {
	const { loginUrl } = readSettings< LoginSettings >(
		'tresenCheckoutLogin',
		{ loginUrl: { guard: isString, fallback: '' } },
		source
	);
	if ( ! loginUrl ) {
		return null;
	}
	const host = document.createElement( 'div' );
	host.className = 'tresen-checkout-login';
	document.body.append( host );
	const root = createRoot( host );
	root.render( <LoginRequired loginUrl={ loginUrl } /> );
	return root;
}
