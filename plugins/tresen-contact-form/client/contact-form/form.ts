/**
 * One contact form: submit, reset and change validation, wired to the
 * REST API with CF7's DOM events (wpcf7submit, wpcf7mailsent, …).
 */
/**
 * Internal dependencies
 */
import { ApiError, apiFetch } from './api';
import {
	clearResponse,
	container,
	focusFirstError,
	invalidFields,
	removeFieldError,
	setFieldError,
	setResponse,
} from './feedback';
import {
	SUBMIT_CONTROLS,
	exclusiveCheckbox,
	normalizeUrl,
	updateCounters,
	updateFreeText,
	updateSubmit,
} from './helpers';
import { applyRefill } from './refill';
import type { ContactFormSettings } from './settings.d';
import { STATUS_EVENTS, getStatus, setStatus } from './status';
import { validate, valuesFromFormData, type Rule } from './swv/engine';
import { isRecord } from '@tresen/common/settings';

/** State kept on the form as `form.wpcf7`, as CF7 add-ons expect. */
export interface FormState {
	id: number;
	status: string;
	pluginVersion: string;
	locale: string;
	unitTag: string;
	containerPost: number;
	parent: HTMLElement;
	schema: Rule[] | null;
	blocked: boolean;
	startedAt: number;
}

type StatefulForm = HTMLFormElement & { wpcf7?: FormState };

function hiddenInput(
	form: HTMLFormElement,
	name: string
): HTMLInputElement | null {
	return form.querySelector< HTMLInputElement >(
		`input[type="hidden"][name="${ name }"]`
	);
}

function hidden( form: HTMLFormElement, name: string ): string {
	return hiddenInput( form, name )?.value ?? '';
}

function setHidden( form: HTMLFormElement, name: string, value: string ): void {
	const input = hiddenInput( form, name );
	if ( input ) {
		input.value = value;
	}
}

/**
 * Reads a form's state (after init).
 * @param form
 */
export function stateOf( form: HTMLFormElement ): FormState | undefined {
	return ( form as StatefulForm ).wpcf7;
}

function fire(
	state: FormState,
	name: string,
	detail: Record< string, unknown >
): void {
	state.parent.dispatchEvent(
		new CustomEvent( name, { bubbles: true, detail } )
	);
}

function baseDetail(
	state: FormState,
	formData: FormData
): Record< string, unknown > {
	return {
		contactFormId: state.id,
		pluginVersion: state.pluginVersion,
		contactFormLocale: state.locale,
		unitTag: state.unitTag,
		containerPostId: state.containerPost,
		status: state.status,
		inputs: Array.from( formData.entries() )
			.filter( ( [ name ] ) => ! name.startsWith( '_' ) )
			.map( ( [ name, value ] ) => ( { name, value } ) ),
		formData,
	};
}

function updateStatus( form: HTMLFormElement, status: string ): void {
	const state = stateOf( form );
	const dom = setStatus( form, status );
	if ( state ) {
		state.status = dom;
	}
}

/**
 * Names of the fields in DOM order.
 * @param form
 */
function fieldOrder( form: HTMLFormElement ): string[] {
	return Array.from(
		form.querySelectorAll< HTMLElement >(
			'.wpcf7-form-control-wrap[data-name]'
		)
	).map( ( wrap ) => wrap.dataset.name ?? '' );
}

/**
 * Runs the schema rules on the given fields and shows or removes errors.
 * Returns the errors found.
 *
 * @param form   Form.
 * @param fields Fields to check (all when omitted).
 */
export function validateFields(
	form: HTMLFormElement,
	fields?: string[]
): Record< string, string > {
	const state = stateOf( form );
	if ( ! state?.schema ) {
		return {};
	}
	const only = new Set( fields ?? fieldOrder( form ) );
	const errors = validate(
		state.schema,
		valuesFromFormData( new FormData( form ) ),
		only
	);
	only.forEach( ( field ) => {
		if ( field in errors ) {
			setFieldError( form, state.unitTag, field, errors[ field ] );
		} else {
			removeFieldError( form, state.unitTag, field );
		}
	} );
	return errors;
}

/**
 * Submits the form through the REST API.
 *
 * @param form      Form.
 * @param settings  Settings.
 * @param submitter Button that submitted.
 */
export async function submit(
	form: HTMLFormElement,
	settings: ContactFormSettings,
	submitter?: HTMLElement | null
): Promise< void > {
	const state = stateOf( form );
	if ( ! state || state.status === 'submitting' ) {
		return; // A second click while submitting sends nothing.
	}
	setHidden(
		form,
		'_tresen_fill_ms',
		String( Math.round( performance.now() - state.startedAt ) )
	);
	const formData = new FormData( form );
	const button = submitter as
		HTMLButtonElement | HTMLInputElement | null | undefined;
	if ( button?.name ) {
		formData.append( button.name, button.value );
	}

	clearResponse( form, state.unitTag );
	updateStatus( form, 'submitting' );
	if ( state.blocked ) {
		return;
	}
	if ( state.schema ) {
		const errors = validateFields( form );
		if ( Object.keys( errors ).length > 0 ) {
			updateStatus( form, 'validation_failed' );
			setResponse( form, settings.messages.validationError );
			focusFirstError( form );
			return;
		}
	}
	updateSubmit( form, true );
	form.setAttribute( 'aria-busy', 'true' );
	fire( state, 'wpcf7beforesubmit', baseDetail( state, formData ) );

	let response: Record< string, unknown >;
	try {
		response = await apiFetch(
			settings,
			`contact-forms/${ state.id }/feedback`,
			{
				method: 'POST',
				body: formData,
			}
		);
	} catch ( error ) {
		const message =
			error instanceof ApiError
				? error.message
				: settings.messages.fetchError;
		// eslint-disable-next-line no-console
		console.error( error );
		updateStatus( form, 'init' );
		setResponse( form, message, true );
		return;
	} finally {
		form.removeAttribute( 'aria-busy' );
		updateSubmit( form, false );
	}

	const status = typeof response.status === 'string' ? response.status : '';
	updateStatus( form, status || 'init' );
	const detail = {
		...baseDetail( state, formData ),
		status: state.status,
		apiResponse: response,
	};
	if ( Array.isArray( response.invalid_fields ) ) {
		for ( const item of response.invalid_fields ) {
			if (
				isRecord( item ) &&
				typeof item.field === 'string' &&
				typeof item.message === 'string'
			) {
				setFieldError( form, state.unitTag, item.field, item.message );
			}
		}
	}
	setHidden(
		form,
		'_wpcf7_posted_data_hash',
		typeof response.posted_data_hash === 'string'
			? response.posted_data_hash
			: ''
	);
	setResponse(
		form,
		typeof response.message === 'string' ? response.message : ''
	);
	applyRefill( form, response );

	const event =
		STATUS_EVENTS[ status ] ??
		`wpcf7${ status.replace( /[^a-z0-9]/gi, '' ) }`;
	fire( state, event, detail );
	fire( state, 'wpcf7submit', detail );
	if ( status === 'mail_sent' ) {
		form.reset();
	} else if ( invalidFields( form ).length > 0 ) {
		focusFirstError( form );
	}
}

/**
 * Handles a reset: clears errors, refills captcha and quiz, then returns to
 * "sent" (after a sent message) or "init".
 *
 * @param form     Form.
 * @param settings Settings.
 */
export async function reset(
	form: HTMLFormElement,
	settings: ContactFormSettings
): Promise< void > {
	const state = stateOf( form );
	if ( ! state ) {
		return;
	}
	const wasSent = state.status === 'sent';
	const message =
		form.querySelector( '.wpcf7-response-output' )?.textContent ?? '';
	updateStatus( form, 'resetting' );
	invalidFields( form ).forEach( ( field ) =>
		removeFieldError( form, state.unitTag, field )
	);
	// The browser resets the values after this event: update helpers then.
	window.setTimeout( () => {
		updateCounters( form );
		updateFreeText( form );
		updateSubmit( form );
	}, 0 );
	try {
		applyRefill(
			form,
			await apiFetch( settings, `contact-forms/${ state.id }/refill` )
		);
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( error );
	}
	updateStatus( form, wasSent ? 'mail_sent' : 'init' );
	setResponse( form, wasSent ? message : '' );
	fire( state, 'wpcf7reset', baseDetail( state, new FormData( form ) ) );
}

/**
 * Wires a form.
 *
 * @param form     The `.wpcf7 > form` element.
 * @param settings Settings.
 */
export function initForm(
	form: HTMLFormElement,
	settings: ContactFormSettings
): FormState {
	const state: FormState = {
		id: Number( hidden( form, '_wpcf7' ) ),
		status: getStatus( form ),
		pluginVersion: hidden( form, '_wpcf7_version' ),
		locale: hidden( form, '_wpcf7_locale' ),
		unitTag: hidden( form, '_wpcf7_unit_tag' ),
		containerPost: Number( hidden( form, '_wpcf7_container_post' ) ) || 0,
		parent: container( form ),
		schema: null,
		blocked: false,
		startedAt: performance.now(),
	};
	( form as StatefulForm ).wpcf7 = state;

	const submitButton = form.querySelector( '.wpcf7-submit' );
	if ( submitButton && ! form.querySelector( '.wpcf7-spinner' ) ) {
		const spinner = document.createElement( 'span' );
		spinner.className = 'wpcf7-spinner';
		submitButton.insertAdjacentElement( 'afterend', spinner );
	}

	/**
	 * Checks the fields up to the one that changed.
	 *
	 * @param wrap Wrap of the changed field.
	 */
	const validateChange = ( wrap: HTMLElement ) => {
		if (
			! state.schema ||
			form.classList.contains( 'novalidate' ) ||
			state.status === 'submitting'
		) {
			return;
		}
		const order = fieldOrder( form );
		const upTo = order.slice(
			0,
			order.indexOf( wrap.dataset.name ?? '' ) + 1
		);
		const prev = state.status;
		updateStatus( form, 'validating' );
		validateFields( form, upTo );
		updateStatus( form, prev === 'validating' ? 'init' : prev );
	};

	// Pressing a submit button takes the focus from the field just edited.
	// Checking that field then would add or remove a tip above the button,
	// move the button away from under the pointer and lose the click. So the
	// check waits until the press is over (a submit checks every field).
	let pressing = false;
	let waiting: HTMLElement | null = null;
	form.addEventListener( 'pointerdown', ( event ) => {
		pressing = !! ( event.target as Element | null )?.closest?.(
			SUBMIT_CONTROLS
		);
	} );
	const release = () => {
		if ( ! pressing ) {
			return;
		}
		pressing = false;
		// After the click this press causes.
		window.setTimeout( () => {
			const wrap = waiting;
			waiting = null;
			if ( wrap ) {
				validateChange( wrap );
			}
		}, 0 );
	};
	window.addEventListener( 'pointerup', release );
	window.addEventListener( 'pointercancel', release );

	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		waiting = null; // The submit checks every field.
		void submit( form, settings, ( event as SubmitEvent ).submitter );
	} );
	form.addEventListener( 'reset', () => void reset( form, settings ) );
	form.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLInputElement;
		if ( target.matches?.( 'input[type="url"]' ) ) {
			target.value = normalizeUrl( target.value );
		}
		if (
			target.matches?.(
				'.wpcf7-exclusive-checkbox input[type="checkbox"]'
			)
		) {
			exclusiveCheckbox( target );
		}
		updateFreeText( form );
		updateSubmit( form, state.status === 'submitting' );
		const wrap = target.closest< HTMLElement >(
			'.wpcf7-form-control-wrap[data-name]'
		);
		if ( ! wrap ) {
			return;
		}
		if ( pressing ) {
			waiting = wrap;
		} else {
			validateChange( wrap );
		}
	} );
	form.addEventListener( 'input', () => updateCounters( form ) );

	updateFreeText( form );
	updateSubmit( form );
	updateCounters( form );

	apiFetch( settings, `contact-forms/${ state.id }/feedback/schema` )
		.then( ( schema ) => {
			state.schema = Array.isArray( schema.rules )
				? ( schema.rules as Rule[] )
				: null;
			// A tip shown before the rules came (the server's, after a submit)
			// may be about a field the shopper has corrected since: check those now.
			const flagged = Array.from(
				form.querySelectorAll< HTMLElement >(
					'.wpcf7-form-control-wrap[data-name]'
				)
			)
				.filter( ( wrap ) =>
					wrap.querySelector( '.wpcf7-not-valid-tip' )
				)
				.map( ( wrap ) => wrap.dataset.name ?? '' );
			if (
				state.schema &&
				flagged.length &&
				state.status !== 'submitting'
			) {
				validateFields( form, flagged );
			}
		} )
		.catch( ( error ) => {
			// Without the schema the server still validates everything.
			// eslint-disable-next-line no-console
			console.error( error );
		} );

	// A cached page carries a stale quiz or a used captcha: fetch fresh ones.
	if ( form.querySelector( '.wpcf7-captchac, .wpcf7-quiz' ) ) {
		apiFetch( settings, `contact-forms/${ state.id }/refill` )
			.then( ( data ) => applyRefill( form, data ) )
			.catch( () => undefined );
	}
	return state;
}
