/**
 * Internal dependencies
 */
import { isShape, isString, readSettings } from '@tresen/common/settings';
import type { ContactFormSettings } from './settings.d';

const isApi = isShape< ContactFormSettings[ 'api' ] >( {
	root: isString,
	namespace: isString,
} );
const isMessages = isShape< ContactFormSettings[ 'messages' ] >( {
	fetchError: isString,
	invalidJson: isString,
	httpError: isString,
	wrongPlace: isString,
	error: isString,
	validationError: isString,
} );

export const FALLBACK_MESSAGES: ContactFormSettings[ 'messages' ] = {
	fetchError: 'Du bist vermutlich offline.',
	invalidJson:
		'Die Antwort des Servers war ungültig. Deine Eingaben sind noch da: bitte versuche es noch einmal.',
	httpError:
		'Der Server konnte deine Nachricht nicht verarbeiten (Fehler %d). Deine Eingaben sind noch da: bitte versuche es später noch einmal.',
	wrongPlace:
		'Dieses Kontaktformular wurde an der falschen Stelle platziert.',
	error: 'Fehler:',
	validationError:
		'Mindestens ein Feld ist nicht korrekt ausgefüllt. Bitte prüfe deine Eingaben und versuche es erneut.',
};

/**
 * Reads window.wpcf7. `api.root` is empty when the server printed nothing.
 *
 * @param source Where to read from (tests pass an object).
 */
export function getSettings( source?: unknown ): ContactFormSettings {
	return readSettings< ContactFormSettings >(
		'wpcf7',
		{
			api: {
				guard: isApi,
				fallback: { root: '', namespace: 'contact-form-7/v1' },
			},
			messages: { guard: isMessages, fallback: FALLBACK_MESSAGES },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
