/**
 * Contact form frontend: boots every `.wpcf7 > form` on the page.
 * Loaded only on pages that contain a form.
 */
/**
 * Internal dependencies
 */
import { initForm } from './form';
import { getSettings } from './settings';
import type { ContactFormSettings } from './settings.d';
import './contact-form.scss';
import { whenReady } from '@tresen/common/ready';

/**
 * What the script needs; without it the plain form keeps working.
 * @param settings
 */
export function missingFeatures( settings: ContactFormSettings ): string[] {
	const missing: string[] = [];
	if ( typeof window.fetch !== 'function' ) {
		missing.push( 'fetch' );
	}
	if ( typeof window.FormData !== 'function' ) {
		missing.push( 'FormData' );
	}
	if (
		typeof NodeList === 'undefined' ||
		typeof NodeList.prototype.forEach !== 'function'
	) {
		missing.push( 'NodeList.forEach' );
	}
	if (
		typeof ( String.prototype as { replaceAll?: unknown } ).replaceAll !==
		'function'
	) {
		missing.push( 'String.replaceAll' );
	}
	if ( settings.api.root === '' ) {
		missing.push( 'wpcf7 config' );
	}
	return missing;
}

/**
 * Boots every form below root.
 *
 * @param root     Where to look.
 * @param settings Settings.
 */
export function boot(
	root: ParentNode = document,
	settings: ContactFormSettings = getSettings()
): void {
	const missing = missingFeatures( settings );
	if ( missing.length > 0 ) {
		// eslint-disable-next-line no-console
		console.error(
			`Contact form: the browser lacks ${ missing.join( ', ' ) }; the form is sent without script.`
		);
		return;
	}
	root.querySelectorAll< HTMLElement >( '.wpcf7' ).forEach( ( wrapper ) => {
		const form =
			wrapper.querySelector< HTMLFormElement >( ':scope > form' );
		if (
			wrapper.parentElement?.closest( 'form' ) ||
			( form && form.parentElement?.closest( 'form' ) !== null )
		) {
			const notice = document.createElement( 'p' );
			notice.className = 'wpcf7-form-in-wrong-place';
			const strong = document.createElement( 'strong' );
			strong.textContent = settings.messages.error;
			notice.append( strong, ` ${ settings.messages.wrongPlace }` );
			( form ?? wrapper ).replaceWith( notice );
			return;
		}
		if (
			! form ||
			( form as HTMLFormElement & { wpcf7?: unknown } ).wpcf7
		) {
			return;
		}
		initForm( form, settings );
		wrapper.classList.replace( 'no-js', 'js' );
	} );
}

if (
	typeof document !== 'undefined' &&
	! ( window as { __tresenNoAutoBoot?: boolean } ).__tresenNoAutoBoot
) {
	whenReady( boot );
}
