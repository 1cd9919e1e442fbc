/**
 * The texts of the live search, translated in the browser from the plugin's
 * script translations (the entry's JSON); the combobox chunk gets them
 * from here, so it needs no translation file of its own.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

export interface SearchStrings {
	/** Accessible name of the suggestion list. */
	listLabel: string;
	/** No product matches. */
	noResults: string;
	/** The request failed (network, timeout, server error). */
	failed: string;
	/** "N suggestions" for screen readers. */
	count: ( n: number ) => string;
}

export function searchStrings(): SearchStrings {
	return {
		listLabel: __( 'Search suggestions', 'tresen-storefront' ),
		noResults: __( 'No results', 'tresen-storefront' ),
		failed: __(
			'The search is not available right now. Please try again.',
			'tresen-storefront'
		),
		count: ( n: number ) =>
			sprintf(
				/* translators: %d: number of suggestions. */
				_n(
					'%d suggestion. Use the arrow keys to choose.',
					'%d suggestions. Use the arrow keys to choose.',
					n,
					'tresen-storefront'
				),
				n
			),
	};
}
