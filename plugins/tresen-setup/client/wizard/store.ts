/**
 * The wizard's shared state (a `@wordpress/data` store, `tresen/setup`):
 * the server's wizard state, what is being saved, the last message and the
 * errors per company field. Actions are thunks over the REST routes; the
 * reducer, actions and selectors are exported for the tests.
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import type {
	Company,
	ConsentInput,
	PaymentsInput,
	RestError,
	StepKey,
	TaxesInput,
	StepStatus,
	WizardState,
} from './types';

export const STORE = 'tresen/setup';
const API = '/tresen-setup/v1/wizard';

export interface Message {
	status: 'success' | 'error';
	text: string;
}

export interface State {
	wizard: WizardState | null;
	busy: boolean;
	message: Message | null;
	fieldErrors: Record< string, string >;
}

export const initialState: State = {
	wizard: null,
	busy: false,
	message: null,
	fieldErrors: {},
};

type Action =
	| { type: 'RECEIVE'; wizard: WizardState }
	| { type: 'BUSY'; busy: boolean }
	| { type: 'MESSAGE'; message: Message | null }
	| { type: 'FIELD_ERRORS'; errors: Record< string, string > };

export function reducer( state: State = initialState, action: Action ): State {
	switch ( action.type ) {
		case 'RECEIVE':
			return { ...state, wizard: action.wizard };
		case 'BUSY':
			return { ...state, busy: action.busy };
		case 'MESSAGE':
			return { ...state, message: action.message };
		case 'FIELD_ERRORS':
			return { ...state, fieldErrors: action.errors };
		default:
			return state;
	}
}

export interface ThunkArgs {
	dispatch: ( action: Action ) => void;
}

/**
 * The German text of a failed request.
 *
 * @param error What apiFetch rejected with.
 */
export function errorText( error: unknown ): string {
	const e = error as RestError;
	// Only the server's own (German) messages; a network error's text is the browser's.
	if (
		e &&
		typeof e.code === 'string' &&
		typeof e.message === 'string' &&
		e.message !== ''
	) {
		return e.message;
	}
	return __(
		'The shop did not answer. Please check your connection and try again.',
		'tresen-setup'
	);
}

/**
 * Runs a request: busy while it runs, the answer's wizard state received,
 * the success text or the German error as the message.
 *
 * @param dispatch Dispatch.
 * @param request  The request.
 * @param success  Message on success ('' for none, null to keep the last one).
 */
async function run(
	dispatch: ThunkArgs[ 'dispatch' ],
	request: () => Promise< WizardState >,
	success: string | null | ( ( wizard: WizardState ) => string )
): Promise< boolean > {
	dispatch( { type: 'BUSY', busy: true } );
	try {
		const wizard = await request();
		const text =
			typeof success === 'function' ? success( wizard ) : success;
		dispatch( { type: 'RECEIVE', wizard } );
		dispatch( { type: 'FIELD_ERRORS', errors: {} } );
		if ( text !== null ) {
			dispatch( {
				type: 'MESSAGE',
				message: text ? { status: 'success', text } : null,
			} );
		}
		return true;
	} catch ( error ) {
		const fields = ( error as RestError )?.data?.fields;
		dispatch( { type: 'FIELD_ERRORS', errors: fields || {} } );
		dispatch( {
			type: 'MESSAGE',
			message: { status: 'error', text: errorText( error ) },
		} );
		return false;
	} finally {
		dispatch( { type: 'BUSY', busy: false } );
	}
}

/**
 * What the taxes step did, in German.
 *
 * @param wizard The answer.
 */
export function taxesMessage( wizard: WizardState ): string {
	const created = wizard.result?.created ?? [];
	const kept = wizard.result?.kept ?? [];
	const parts: string[] = [];
	if ( created.length ) {
		parts.push(
			sprintf(
				/* translators: %s: list of tax rates and shipping zones. */
				__( 'Added: %s.', 'tresen-setup' ),
				created.join( ', ' )
			)
		);
	}
	if ( kept.length ) {
		parts.push(
			sprintf(
				/* translators: %s: list of tax rates and shipping zones. */
				__( 'Already there and left unchanged: %s.', 'tresen-setup' ),
				kept.join( ', ' )
			)
		);
	}
	return [
		__( 'Taxes are on, prices are entered incl. VAT.', 'tresen-setup' ),
		...parts,
	].join( ' ' );
}

/**
 * What the payments step did, in German: the tests' results (from the
 * server, in German) or that nothing was changed.
 *
 * @param wizard The answer.
 */
export function paymentsMessage( wizard: WizardState ): string {
	const messages = wizard.result?.messages ?? [];
	if ( ! messages.length ) {
		return __(
			'Nothing was entered, so the payment settings are unchanged.',
			'tresen-setup'
		);
	}
	return [
		__( 'Saved into the payment methods’ settings.', 'tresen-setup' ),
		...messages,
	].join( ' ' );
}

export const actions = {
	load:
		() =>
		( { dispatch }: ThunkArgs ): Promise< boolean > =>
			run( dispatch, () => apiFetch< WizardState >( { path: API } ), '' ),

	/**
	 * Shows a step (and remembers it, so the wizard resumes there).
	 *
	 * @param step Step.
	 */
	goTo:
		( step: StepKey ) =>
		( { dispatch }: ThunkArgs ): Promise< boolean > =>
			run(
				dispatch,
				async () => {
					await apiFetch( {
						path: API + '/progress',
						method: 'POST',
						data: { current: step },
					} );
					return apiFetch< WizardState >( { path: API } );
				},
				// Moving on keeps the result of the step just saved.
				null
			),

	/**
	 * Marks a step and moves on.
	 *
	 * @param step   Step.
	 * @param status done or skipped.
	 * @param next   The step to show next.
	 */
	mark:
		( step: StepKey, status: StepStatus, next: StepKey ) =>
		( { dispatch }: ThunkArgs ): Promise< boolean > =>
			run(
				dispatch,
				async () => {
					await apiFetch( {
						path: API + '/progress',
						method: 'POST',
						data: { step, status, current: next },
					} );
					return apiFetch< WizardState >( { path: API } );
				},
				status === 'skipped'
					? __(
							'Step skipped. You can come back to it at any time.',
							'tresen-setup'
						)
					: ''
			),

	saveCompany:
		( company: Company ) =>
		( { dispatch }: ThunkArgs ): Promise< boolean > =>
			run(
				dispatch,
				() =>
					apiFetch< WizardState >( {
						path: API + '/company',
						method: 'POST',
						data: company,
					} ),
				__( 'The company data is saved.', 'tresen-setup' )
			),

	/**
	 * Creates or picks the legal pages.
	 *
	 * @param pages Page key => "create" or a page id.
	 */
	savePages:
		( pages: Record< string, string > ) =>
		( { dispatch }: ThunkArgs ): Promise< boolean > =>
			run(
				dispatch,
				() =>
					apiFetch< WizardState >( {
						path: API + '/pages',
						method: 'POST',
						data: { pages },
					} ),
				__(
					'The legal pages are set. Please review the templates before you open the shop.',
					'tresen-setup'
				)
			),

	/**
	 * Taxes and shipping.
	 *
	 * @param input Delivery countries and amounts.
	 */
	saveTaxes:
		( input: TaxesInput ) =>
		( { dispatch }: ThunkArgs ): Promise< boolean > =>
			run(
				dispatch,
				() =>
					apiFetch< WizardState >( {
						path: API + '/taxes',
						method: 'POST',
						data: input,
					} ),
				( wizard ) => taxesMessage( wizard )
			),

	/**
	 * Payments: Stripe, PayPal (each tested on the server first) and bank
	 * transfer.
	 *
	 * @param input The three parts.
	 */
	savePayments:
		( input: PaymentsInput ) =>
		( { dispatch }: ThunkArgs ): Promise< boolean > =>
			run(
				dispatch,
				() =>
					apiFetch< WizardState >( {
						path: API + '/payments',
						method: 'POST',
						data: input,
					} ),
				( wizard ) => paymentsMessage( wizard )
			),

	/**
	 * Consent banner, categories and pixel ids.
	 *
	 * @param input What the step's form holds.
	 */
	saveConsent:
		( input: ConsentInput ) =>
		( { dispatch }: ThunkArgs ): Promise< boolean > =>
			run(
				dispatch,
				() =>
					apiFetch< WizardState >( {
						path: API + '/consent',
						method: 'POST',
						data: input,
					} ),
				__(
					'The consent banner and the marketing pixels are saved.',
					'tresen-setup'
				)
			),

	/**
	 * Undoes a step.
	 *
	 * @param step company, pages, taxes, payments or consent.
	 */
	undo:
		( step: StepKey ) =>
		( { dispatch }: ThunkArgs ): Promise< boolean > =>
			run(
				dispatch,
				() =>
					apiFetch< WizardState >( {
						path: API + '/' + step + '/undo',
						method: 'POST',
					} ),
				__( 'Undone: the previous values are back.', 'tresen-setup' )
			),
};

export const selectors = {
	getWizard: ( state: State ) => state.wizard,
	isBusy: ( state: State ) => state.busy,
	getMessage: ( state: State ) => state.message,
	getFieldErrors: ( state: State ) => state.fieldErrors,
};
