/**
 * WooCommerce's coming-soon footer banner (shown to the shop's owners while
 * the shop is in coming-soon mode). WooCommerce prints its dismiss control
 * as an empty link without an address; here it becomes a named button
 * (keyboard: Enter, Space) that sends the dismissal as WooCommerce's script
 * does: `POST` to the REST URL on the control with
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes` and the nonce in the
 * `X-WP-Nonce` header. The banner hides once the shop has stored it (so it
 * stays hidden after a reload); a failure keeps it and says so.
 */
import { __ } from '@wordpress/i18n';
import './coming-soon.scss';
import { whenReady } from '@tresen/common/ready';

export const BANNER_ID = 'coming-soon-footer-banner';

/**
 * Sends the dismissal. Resolves with whether the shop stored it.
 *
 * @param url   REST URL of the user.
 * @param nonce REST nonce.
 */
export async function dismiss(
	url: string,
	nonce: string
): Promise< boolean > {
	const body = new URLSearchParams();
	body.set( 'woocommerce_meta[coming_soon_banner_dismissed]', 'yes' );
	try {
		// The shared client comes on the click (a lazy chunk), not with the page.
		const { request } = await import(
			/* webpackChunkName: "coming-soon-http" */ '@tresen/common/http'
		);
		await request( url, {
			headers: { 'X-WP-Nonce': nonce, Accept: 'application/json' },
			body,
		} );
		return true;
	} catch {
		return false;
	}
}

/**
 * Enhances the banner. Returns the dismiss control, or null without a banner.
 *
 * @param doc Document.
 */
export function initComingSoonBanner(
	doc: Document = document
): HTMLElement | null {
	const banner = doc.getElementById( BANNER_ID );
	const control = banner?.querySelector< HTMLElement >(
		'.coming-soon-footer-banner-dismiss'
	);
	if ( ! banner || ! control ) {
		return null;
	}
	banner.setAttribute( 'role', 'region' );
	banner.setAttribute( 'aria-label', __( 'Coming soon mode', 'tresen' ) );
	control.setAttribute( 'role', 'button' );
	control.setAttribute( 'tabindex', '0' );
	control.setAttribute( 'aria-label', __( 'Dismiss this notice', 'tresen' ) );
	doc.documentElement.classList.add( 'has-coming-soon-banner' );
	const status = doc.createElement( 'p' );
	status.className = 'coming-soon-footer-banner__status';
	status.setAttribute( 'role', 'status' );
	banner.append( status );

	let busy = false;
	const run = async () => {
		if ( busy ) {
			return;
		}
		busy = true;
		control.setAttribute( 'aria-disabled', 'true' );
		status.textContent = '';
		const ok = await dismiss(
			control.dataset.restUrl ?? '',
			control.dataset.restNonce ?? ''
		);
		busy = false;
		control.removeAttribute( 'aria-disabled' );
		if ( ! ok ) {
			status.textContent = __(
				'The notice could not be dismissed. Please check your connection and try again.',
				'tresen'
			);
			return;
		}
		banner.hidden = true;
		doc.documentElement.classList.remove( 'has-coming-soon-banner' );
		// Focus was on the control, which is gone: continue at the content.
		const main = doc.getElementById( 'content' );
		main?.focus( { preventScroll: true } );
	};
	control.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		void run();
	} );
	control.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			void run();
		}
	} );
	return control;
}

whenReady( () => initComingSoonBanner() );
