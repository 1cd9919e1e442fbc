/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

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

/**
 * The messages Plugin::settings() prints, translated in the browser: used
 * when the server sent none.
 */
export function fallbackMessages(): ContactFormSettings[ 'messages' ] {
	return {
		fetchError: __( 'You are probably offline.', 'tresen-contact-form' ),
		invalidJson: __(
			'The server sent an answer we could not read. Your entries are still here: please try again.',
			'tresen-contact-form'
		),
		/* translators: %d: HTTP status code. */
		httpError: __(
			'The server could not process your message (error %d). Your entries are still here: please try again later.',
			'tresen-contact-form'
		),
		wrongPlace: __(
			'This contact form is placed in the wrong place.',
			'tresen-contact-form'
		),
		error: __( 'Error:', 'tresen-contact-form' ),
		validationError: __(
			'One or more fields have an error. Please check and try again.',
			'tresen-contact-form'
		),
	};
}

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
			messages: { guard: isMessages, fallback: fallbackMessages() },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
