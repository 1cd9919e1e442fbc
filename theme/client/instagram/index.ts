/**
 * The Instagram feed (`[tresen_instagram]`): the page prints a link to the
 * account; the posts are fetched from the shop (`flatsome_load_instagram`,
 * reply `success`, `data` = HTML) and shown above the link once the visitor
 * allowed marketing cookies (the pictures load from Instagram's servers). Administrators also get the shop's note when the feed
 * failed; visitors then keep the link alone.
 */
import { hasConsent, onConsentChange } from '@tresen/common/consent';
import { isRecord, isString, readSettings } from '@tresen/common/settings';
import './instagram.scss';
import { whenReady } from '@tresen/common/ready';

export interface InstagramSettings extends Record< string, unknown > {
	ajaxUrl: string;
	action: string;
}

export const CONSENT_CATEGORY = 'marketing';

/**
 * Fetches one feed's HTML from the shop (first-party; no picture loads yet).
 *
 * @param box      The `.tresen-instagram` element.
 * @param settings Settings.
 */
export async function fetchFeed(
	box: HTMLElement,
	settings: InstagramSettings
): Promise< { success: boolean; html: string } > {
	const url = new URL( settings.ajaxUrl, box.ownerDocument.baseURI );
	url.searchParams.set( 'action', settings.action );
	url.searchParams.set( 'data[limit]', box.dataset.limit ?? '6' );
	try {
		// The reply whatever the status (an administrator's note may come with a failure).
		// The shared client comes with the feed (a lazy chunk), not with the page.
		const { HttpError, requestJson } = await import(
			/* webpackChunkName: "instagram-http" */ '@tresen/common/http'
		);
		const reply: unknown = await requestJson( url.toString(), {
			method: 'GET',
		} ).catch( ( error: unknown ) => {
			if ( error instanceof HttpError ) {
				return error.data;
			}
			throw error;
		} );
		const record = isRecord( reply ) ? reply : {};
		return {
			success: record.success === true,
			html: typeof record.data === 'string' ? record.data : '',
		};
	} catch {
		return { success: false, html: '' };
	}
}

/**
 * Shows a feed's HTML above the account link.
 *
 * @param box  The `.tresen-instagram` element.
 * @param html The shop's HTML (escaped on the server).
 */
export function showFeed( box: HTMLElement, html: string ): void {
	box.querySelector( '.tresen-instagram__consent' )?.remove();
	box.insertAdjacentHTML( 'afterbegin', html );
}

/**
 * Loads one feed: an administrator's failure note at once, the posts once
 * marketing cookies are allowed.
 *
 * @param box      The `.tresen-instagram` element.
 * @param settings Settings.
 * @return Whether posts were shown.
 */
export async function loadFeed(
	box: HTMLElement,
	settings: InstagramSettings
): Promise< boolean > {
	const { success, html } = await fetchFeed( box, settings );
	if ( ! html ) {
		// No posts will come: the note about marketing cookies would promise them.
		box.querySelector( '.tresen-instagram__consent' )?.remove();
		return false;
	}
	if ( ! success ) {
		showFeed( box, html );
		return false;
	}
	if ( hasConsent( CONSENT_CATEGORY ) ) {
		showFeed( box, html );
		return true;
	}
	return new Promise( ( resolve ) => {
		const stop = onConsentChange( CONSENT_CATEGORY, ( allowed ) => {
			if ( allowed ) {
				stop();
				showFeed( box, html );
				resolve( true );
			}
		} );
	} );
}

function start(): void {
	const settings = readSettings< InstagramSettings >( 'tresenInstagram', {
		ajaxUrl: { guard: isString, fallback: '/wp-admin/admin-ajax.php' },
		action: { guard: isString, fallback: 'flatsome_load_instagram' },
	} );
	document
		.querySelectorAll< HTMLElement >( '.tresen-instagram' )
		.forEach( ( box ) => void loadFeed( box, settings ) );
}

whenReady( start );
