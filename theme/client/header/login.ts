/**
 * The login popup's trigger. The header's account icon links to the account
 * page (its login form, also without JavaScript). For a guest, a plain click
 * opens the login dialog instead; WordPress's React and the dialog's code
 * load only when the shopper reaches for the icon (pointer over it, focus,
 * touch), never with the page. Logged-in customers follow the link.
 */
import { loadScripts } from '@tresen/common/load-scripts';
import type { LoginSettings } from './settings';

type DialogModule = typeof import( './login-dialog' );

/**
 * Wires the account links. Returns how many were wired.
 *
 * @param settings Login settings.
 * @param react    Addresses of WordPress's React scripts (not yet on the page).
 * @param ajax     admin-ajax.php.
 * @param doc      Document.
 */
export function initLoginPopup(
	settings: LoginSettings,
	react: readonly string[],
	ajax: string,
	doc: Document = document
): number {
	if ( doc.body.classList.contains( 'logged-in' ) || ! settings.action ) {
		return 0;
	}
	const links = Array.from(
		doc.querySelectorAll< HTMLAnchorElement >( 'a.header-account-link' )
	);
	let loading: Promise< DialogModule > | null = null;
	const prepare = (): Promise< DialogModule > => {
		if ( ! loading ) {
			loading = loadScripts( react )
				.then(
					() =>
						import(
							/* webpackChunkName: "header-login" */ './login-dialog'
						)
				)
				.catch( ( error: unknown ) => {
					loading = null;
					throw error;
				} );
		}
		return loading;
	};
	const warmUp = () => {
		prepare().catch( () => undefined );
	};
	links.forEach( ( link ) => {
		link.setAttribute( 'aria-haspopup', 'dialog' );
		link.addEventListener( 'pointerenter', warmUp );
		link.addEventListener( 'focus', warmUp );
		link.addEventListener( 'touchstart', warmUp, { passive: true } );
		link.addEventListener( 'click', ( event ) => {
			if (
				event.defaultPrevented ||
				event.button !== 0 ||
				event.metaKey ||
				event.ctrlKey ||
				event.shiftKey ||
				event.altKey
			) {
				return;
			}
			event.preventDefault();
			if ( link.getAttribute( 'aria-busy' ) === 'true' ) {
				return;
			}
			link.setAttribute( 'aria-busy', 'true' );
			prepare()
				.then( ( dialog ) =>
					dialog.showLogin( { settings, returnTo: link, ajax } )
				)
				.catch( () => {
					// No popup (offline, blocked script): the account page's form.
					doc.defaultView?.location.assign( link.href );
				} )
				.finally( () => link.removeAttribute( 'aria-busy' ) );
		} );
	} );
	return links.length;
}
