/**
 * The Einrichtung: the list of steps (each one reachable at any time, with
 * its status), the current step with its form, and one live region for the
 * results. Resumes at the step stored on the server; focus moves to the
 * step's heading when the step changes.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { CompanyStep } from './CompanyStep';
import { ConsentStep } from './ConsentStep';
import { DrinksStep } from './DrinksStep';
import { PagesStep } from './PagesStep';
import { PaymentsStep } from './PaymentsStep';
import { STORE, type Message } from './store';
import { TaxesStep } from './TaxesStep';
import type {
	ConsentInput,
	PaymentsInput,
	StepKey,
	StepStatus,
	TaxesInput,
	WizardState,
} from './types';

export const STEPS: StepKey[] = [
	'company',
	'pages',
	'taxes',
	'drinks',
	'payments',
	'consent',
];

export function stepTitle( step: StepKey ): string {
	switch ( step ) {
		case 'company':
			return __( 'Company data', 'tresen-setup' );
		case 'pages':
			return __( 'Legal pages', 'tresen-setup' );
		case 'taxes':
			return __( 'Taxes and shipping', 'tresen-setup' );
		case 'payments':
			return __( 'Payments', 'tresen-setup' );
		case 'consent':
			return __( 'Consent and marketing', 'tresen-setup' );
		default:
			return __( 'Drinks by category', 'tresen-setup' );
	}
}

export function statusText( status: StepStatus ): string {
	switch ( status ) {
		case 'done':
			return __( 'done', 'tresen-setup' );
		case 'skipped':
			return __( 'skipped', 'tresen-setup' );
		default:
			return __( 'open', 'tresen-setup' );
	}
}

export interface WizardViewProps {
	wizard: WizardState | null;
	busy: boolean;
	message: Message | null;
	fieldErrors: Record< string, string >;
	checkUrl: string;
	actions: {
		goTo: ( step: StepKey ) => unknown;
		mark: ( step: StepKey, status: StepStatus, next: StepKey ) => unknown;
		saveCompany: (
			company: WizardState[ 'company' ]
		) => Promise< unknown >;
		savePages: ( choice: Record< string, string > ) => Promise< unknown >;
		saveTaxes: ( input: TaxesInput ) => Promise< unknown >;
		savePayments: ( input: PaymentsInput ) => Promise< unknown >;
		saveConsent: ( input: ConsentInput ) => Promise< unknown >;
		undo: ( step: StepKey ) => unknown;
	};
}

/**
 * The wizard without the store (the tests render it with props).
 *
 * @param props             Props.
 * @param props.wizard
 * @param props.busy
 * @param props.message
 * @param props.fieldErrors
 * @param props.checkUrl
 * @param props.actions
 */
export function WizardView( {
	wizard,
	busy,
	message,
	fieldErrors,
	checkUrl,
	actions,
}: WizardViewProps ) {
	const heading = useRef< HTMLHeadingElement >( null );
	const current = wizard?.progress.current;
	const first = useRef( true );
	useEffect( () => {
		if ( first.current ) {
			first.current = false;
			return;
		}
		heading.current?.focus();
	}, [ current ] );

	if ( ! wizard ) {
		return (
			<div>
				{ message ? (
					<p role="alert">{ message.text }</p>
				) : (
					<p>
						<Spinner />
						{ __( 'Loading the setup …', 'tresen-setup' ) }
					</p>
				) }
			</div>
		);
	}
	const step = wizard.progress.current;
	const index = STEPS.indexOf( step );
	const next = STEPS[ Math.min( index + 1, STEPS.length - 1 ) ];
	const allDecided = STEPS.every(
		( s ) => wizard.progress.steps[ s ] !== 'open'
	);
	const saveThen = async ( saved: Promise< unknown > ) => {
		if ( ( await saved ) === true && step !== next ) {
			await actions.goTo( next );
		}
	};

	return (
		<div className="tresen-setup-wizard__body">
			<nav aria-label={ __( 'Setup steps', 'tresen-setup' ) }>
				<ol className="tresen-setup-wizard__steps">
					{ STEPS.map( ( s, i ) => (
						<li key={ s }>
							<button
								type="button"
								className="button-link"
								aria-current={ s === step ? 'step' : undefined }
								onClick={ () => actions.goTo( s ) }
								disabled={ busy }
							>
								{ sprintf(
									/* translators: 1: step number, 2: step title, 3: status (done, skipped, open). */
									__( '%1$d. %2$s (%3$s)', 'tresen-setup' ),
									i + 1,
									stepTitle( s ),
									statusText( wizard.progress.steps[ s ] )
								) }
							</button>
						</li>
					) ) }
				</ol>
			</nav>
			{ /* The Notice announces itself (wp.a11y.speak). */ }
			<div className="tresen-setup-wizard__live">
				{ message && (
					<Notice
						status={ message.status }
						isDismissible={ false }
						politeness="polite"
					>
						{ message.text }
					</Notice>
				) }
			</div>
			{ allDecided && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'Every step is done or skipped. Run the Shop-Check to see which duties are still unmet.',
						'tresen-setup'
					) }{ ' ' }
					<a href={ checkUrl }>
						{ __( 'Open the Shop-Check', 'tresen-setup' ) }
					</a>
				</Notice>
			) }
			<section aria-labelledby="tresen-setup-step-heading">
				<h2
					id="tresen-setup-step-heading"
					ref={ heading }
					tabIndex={ -1 }
				>
					{ sprintf(
						/* translators: 1: step number, 2: number of steps, 3: step title. */
						__( 'Step %1$d of %2$d: %3$s', 'tresen-setup' ),
						index + 1,
						STEPS.length,
						stepTitle( step )
					) }
				</h2>
				{ step === 'company' && (
					<CompanyStep
						company={ wizard.company }
						errors={ fieldErrors }
						busy={ busy }
						canUndo={ !! wizard.can_undo.company }
						onSave={ ( c ) => saveThen( actions.saveCompany( c ) ) }
						onSkip={ () =>
							actions.mark( 'company', 'skipped', next )
						}
						onUndo={ () => actions.undo( 'company' ) }
					/>
				) }
				{ step === 'pages' && (
					<PagesStep
						pages={ wizard.pages }
						busy={ busy }
						canUndo={ !! wizard.can_undo.pages }
						onSave={ ( c ) => saveThen( actions.savePages( c ) ) }
						onSkip={ () =>
							actions.mark( 'pages', 'skipped', next )
						}
						onUndo={ () => actions.undo( 'pages' ) }
					/>
				) }
				{ step === 'taxes' && (
					<TaxesStep
						taxes={ wizard.taxes }
						errors={ fieldErrors }
						busy={ busy }
						canUndo={ !! wizard.can_undo.taxes }
						onSave={ ( c ) => saveThen( actions.saveTaxes( c ) ) }
						onSkip={ () =>
							actions.mark( 'taxes', 'skipped', next )
						}
						onUndo={ () => actions.undo( 'taxes' ) }
					/>
				) }
				{ step === 'payments' && (
					<PaymentsStep
						payments={ wizard.payments }
						errors={ fieldErrors }
						busy={ busy }
						canUndo={ !! wizard.can_undo.payments }
						onSave={ ( c ) =>
							saveThen( actions.savePayments( c ) )
						}
						onSkip={ () =>
							actions.mark( 'payments', 'skipped', next )
						}
						onUndo={ () => actions.undo( 'payments' ) }
					/>
				) }
				{ step === 'consent' && (
					<ConsentStep
						consent={ wizard.consent }
						errors={ fieldErrors }
						busy={ busy }
						canUndo={ !! wizard.can_undo.consent }
						onSave={ ( c ) => saveThen( actions.saveConsent( c ) ) }
						onSkip={ () =>
							actions.mark( 'consent', 'skipped', next )
						}
						onUndo={ () => actions.undo( 'consent' ) }
					/>
				) }
				{ step === 'drinks' && (
					<DrinksStep
						busy={ busy }
						onDone={ () => actions.mark( 'drinks', 'done', next ) }
						onSkip={ () =>
							actions.mark( 'drinks', 'skipped', next )
						}
					/>
				) }
			</section>
		</div>
	);
}

/**
 * The wizard on the store.
 *
 * @param props          Props.
 * @param props.checkUrl The Shop-Check page.
 */
export function Wizard( { checkUrl }: { checkUrl: string } ) {
	const state = useSelect( ( select ) => {
		const s = select( STORE );
		return {
			wizard: s.getWizard() as WizardState | null,
			busy: s.isBusy() as boolean,
			message: s.getMessage() as Message | null,
			fieldErrors: s.getFieldErrors() as Record< string, string >,
		};
	}, [] );
	const dispatch = useDispatch( STORE );
	useEffect( () => {
		dispatch.load();
	}, [ dispatch ] );
	return (
		<WizardView
			{ ...state }
			checkUrl={ checkUrl }
			actions={ {
				goTo: ( s ) => dispatch.goTo( s ),
				mark: ( s, st, n ) => dispatch.mark( s, st, n ),
				saveCompany: ( c ) => dispatch.saveCompany( c ),
				savePages: ( c ) => dispatch.savePages( c ),
				saveTaxes: ( c ) => dispatch.saveTaxes( c ),
				savePayments: ( c ) => dispatch.savePayments( c ),
				saveConsent: ( c ) => dispatch.saveConsent( c ),
				undo: ( s ) => dispatch.undo( s ),
			} }
		/>
	);
}
