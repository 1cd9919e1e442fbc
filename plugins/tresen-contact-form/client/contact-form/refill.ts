/**
 * Applies captcha and quiz refill data ({captcha: {name: url}, quiz:
 * {name: [question, hash]}}) to a form.
 */
/**
 * External dependencies
 */
import { isRecord } from '@tresen/common/settings';

function byName< T extends HTMLElement >(
	form: HTMLFormElement,
	selector: string,
	name: string
): T[] {
	return Array.from( form.querySelectorAll< T >( selector ) ).filter(
		( el ) => ( el as unknown as HTMLInputElement ).name === name
	);
}

/**
 * Applies refill data.
 *
 * @param form Form.
 * @param data Reply of refill or feedback.
 */
export function applyRefill(
	form: HTMLFormElement,
	data: Record< string, unknown >
): void {
	if ( isRecord( data.captcha ) ) {
		for ( const [ name, url ] of Object.entries( data.captcha ) ) {
			if ( typeof url !== 'string' ) {
				continue;
			}
			form.querySelectorAll< HTMLImageElement >(
				'img.wpcf7-captchac'
			).forEach( ( img ) => {
				if ( img.classList.contains( `wpcf7-captcha-${ name }` ) ) {
					img.src = url;
				}
			} );
			const prefix = /([0-9]+)\.(png|gif|jpeg)$/.exec( url );
			if ( prefix ) {
				byName< HTMLInputElement >(
					form,
					'input[type="hidden"]',
					`_wpcf7_captcha_challenge_${ name }`
				).forEach( ( input ) => ( input.value = prefix[ 1 ] ) );
			}
		}
	}
	if ( isRecord( data.quiz ) ) {
		for ( const [ name, pair ] of Object.entries( data.quiz ) ) {
			if (
				! Array.isArray( pair ) ||
				typeof pair[ 0 ] !== 'string' ||
				typeof pair[ 1 ] !== 'string'
			) {
				continue;
			}
			byName< HTMLInputElement >( form, '.wpcf7-quiz', name ).forEach(
				( input ) => {
					const label = input
						.closest( '.wpcf7-form-control-wrap' )
						?.querySelector( '.wpcf7-quiz-label' );
					if ( label ) {
						label.textContent = pair[ 0 ];
					}
				}
			);
			byName< HTMLInputElement >(
				form,
				'input[type="hidden"]',
				`_wpcf7_quiz_answer_${ name }`
			).forEach( ( input ) => ( input.value = pair[ 1 ] ) );
		}
	}
}
