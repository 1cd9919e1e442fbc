/**
 * Test helpers: a fetch double that answers in order, German settings.
 */
/**
 * WordPress dependencies
 */
import { setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { localeDataFromPo } from '@tresen/tests/po';
import { getSettings } from '../settings';
import type { CartSettings } from '../settings.d';

export { mockFetch } from '@tresen/tests/fetch';
export type { FakeReply, FetchCall } from '@tresen/tests/fetch';

export const GERMAN = {
	viewCart: 'Warenkorb anzeigen',
	cartTitle: 'Warenkorb',
	close: 'Warenkorb schließen',
	added: 'Der Artikel wurde in deinen Warenkorb gelegt.',
	addedNamed: '„%s“ wurde in deinen Warenkorb gelegt.',
	removed: 'Der Artikel wurde aus deinem Warenkorb entfernt.',
	updated: 'Dein Warenkorb wurde aktualisiert.',
	addFailed:
		'Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte prüfe deine Verbindung und versuche es noch einmal.',
	removeFailed:
		'Der Artikel konnte nicht entfernt werden. Bitte versuche es noch einmal.',
	updateFailed:
		'Dein Warenkorb konnte nicht aktualisiert werden. Bitte prüfe deine Verbindung und versuche es noch einmal.',
	decrease: 'Menge verringern',
	increase: 'Menge erhöhen',
	selectOptions:
		'Bitte wähle die Produktoptionen aus, bevor du den Artikel in den Warenkorb legst.',
	unavailable:
		'Diese Variante ist leider nicht verfügbar. Bitte wähle eine andere Kombination.',
	noMatch:
		'Kein Produkt passt zu dieser Kombination. Bitte wähle eine andere.',
	reset: 'Deine Auswahl wurde zurückgesetzt.',
	loading: 'Wird geladen …',
};

// The theme's shipped German translations, as WordPress hands them to the script.
setLocaleData(
	localeDataFromPo(
		'languages/plugins/tresen-storefront-de_DE.po',
		'tresen-storefront'
	),
	'tresen-storefront'
);

export function settings(
	overrides: Partial< CartSettings > = {}
): CartSettings {
	return getSettings( {
		wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
		cartUrl: 'http://localhost/warenkorb/',
		...overrides,
	} );
}

/**
 * Lets pending promises and microtasks run.
 * @param times
 */
export async function flush( times = 10 ): Promise< void > {
	for ( let i = 0; i < times; i++ ) {
		await Promise.resolve();
	}
}

export function clearCookies(): void {
	for ( const part of document.cookie.split( ';' ) ) {
		const name = part.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
}

// jsdom does not scroll; record the calls instead.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
