/**
 * Opening a quick view (lazy chunk "quick-view-open", loaded when the
 * shopper reaches for a "Schnellansicht" link; see index.ts): the
 * product's HTML (`flatsome_quickview`), WordPress's React and the
 * dialog's code load together on the first click.
 */
import { __ } from '@wordpress/i18n';
import { HttpError, postFormText } from '@tresen/common/http';
import { loadScripts } from '@tresen/common/load-scripts';
import { showNotice } from '@tresen/common/notices';
import {
	isArrayOf,
	isRecord,
	isString,
	readSettings,
} from '@tresen/common/settings';

/** The lists' quick view links. */
export const LINK_SELECTOR = 'a.tresen-quick-view-button[data-prod]';

export interface QuickViewSettings extends Record< string, unknown > {
	ajaxUrl: string;
	action: string;
	publicPath: string;
	react: string[];
	/** The unit price plugin's script, its settings and loading style; null when the page has it. */
	unitPrice: Record< string, unknown > | null;
}

/**
 * Loads the unit price plugin's script with the first quick view (its
 * settings first, as WordPress would print them); a failure leaves the
 * unit prices the server made.
 *
 * @param script The plugin's `src`, `settings` and `css`, or null.
 */
export function loadUnitPrice(
	script: Record< string, unknown > | null
): Promise< void > {
	if ( ! script || ! isString( script.src ) || script.src === '' ) {
		return Promise.resolve();
	}
	const w = window as unknown as { tresenUnitPrice?: unknown };
	if ( w.tresenUnitPrice === undefined && isRecord( script.settings ) ) {
		w.tresenUnitPrice = script.settings;
	}
	if (
		isString( script.css ) &&
		! document.getElementById( 'tresen-unit-price-loading-css' )
	) {
		const style = document.createElement( 'style' );
		style.id = 'tresen-unit-price-loading-css';
		style.textContent = script.css;
		document.head.append( style );
	}
	return loadScripts( [ script.src ] ).catch( () => undefined );
}

export function quickViewSettings( source?: unknown ): QuickViewSettings {
	return readSettings< QuickViewSettings >(
		'tresenQuickView',
		{
			ajaxUrl: { guard: isString, fallback: '/wp-admin/admin-ajax.php' },
			action: { guard: isString, fallback: 'flatsome_quickview' },
			publicPath: { guard: isString, fallback: '' },
			react: { guard: isArrayOf( isString ), fallback: [] },
			unitPrice: {
				guard: ( v: unknown ): v is Record< string, unknown > | null =>
					v === null || isRecord( v ),
				fallback: null,
			},
		},
		source
	);
}

/**
 * The product's quick view HTML; a refusal's own (German) HTML for 404.
 *
 * @param settings Settings.
 * @param id       Product id.
 */
export async function fetchQuickView(
	settings: QuickViewSettings,
	id: string
): Promise< string > {
	try {
		return await postFormText(
			settings.ajaxUrl,
			{ action: settings.action, product: id },
			{ timeoutMs: 15000 }
		);
	} catch ( error ) {
		if ( error instanceof HttpError && error.status === 404 ) {
			return `<p class="tresen-quick-view__error">${ __( 'This product cannot be shown. Perhaps it is no longer available.', 'tresen-storefront' ) }</p>`;
		}
		throw error;
	}
}

/**
 * Opens the quick view of a list's link.
 *
 * @param link     The "Schnellansicht" link.
 * @param settings Settings.
 */
export async function openQuickView(
	link: HTMLAnchorElement,
	settings: QuickViewSettings
): Promise< void > {
	if ( link.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	link.setAttribute( 'aria-busy', 'true' );
	link.classList.add( 'loading' );
	try {
		const [ html ] = await Promise.all( [
			fetchQuickView( settings, link.dataset.prod ?? '' ),
			loadScripts( settings.react ),
			loadUnitPrice( settings.unitPrice ),
		] );
		const dialog = await import(
			/* webpackChunkName: "quick-view-dialog" */ './dialog'
		);
		const name = link.dataset.name ?? '';
		dialog.showQuickView( {
			html,
			title: name,
			returnTo: link,
		} );
	} catch {
		showNotice(
			'error',
			__(
				'The quick view could not be loaded. Please check your connection or open the product page.',
				'tresen-storefront'
			)
		);
	} finally {
		link.removeAttribute( 'aria-busy' );
		link.classList.remove( 'loading' );
	}
}

/**
 * Handles clicks on the lists' quick view links from now on.
 *
 * @param doc Document.
 */
export function startQuickView( doc: Document = document ): void {
	const settings = quickViewSettings();
	doc.addEventListener( 'click', ( event ) => {
		const link =
			event.target instanceof Element
				? event.target.closest< HTMLAnchorElement >( LINK_SELECTOR )
				: null;
		if (
			! link ||
			event.defaultPrevented ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey
		) {
			return;
		}
		event.preventDefault();
		void openQuickView( link, settings );
	} );
}
