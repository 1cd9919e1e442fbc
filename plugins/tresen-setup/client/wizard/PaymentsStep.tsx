/**
 * Step 5: payments. Stripe's keys and PayPal's credentials are tested on the
 * server (a read-only call each) before they are saved into the gateways;
 * the bank details go into WooCommerce's bank transfer. Saved secrets come
 * back only masked; an empty secret field keeps the saved one. A section
 * whose plugin is not active says so.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { StepActions } from './StepActions';
import type { PaymentsInput, PaymentsState } from './types';

export interface PaymentsStepProps {
	payments: PaymentsState;
	errors: Record< string, string >;
	busy: boolean;
	canUndo: boolean;
	onSave: ( input: PaymentsInput ) => void;
	onSkip: () => void;
	onUndo: () => void;
}

export function inputOf( payments: PaymentsState ): PaymentsInput {
	return {
		stripe: {
			publishable_key: payments.stripe.publishable_key,
			secret_key: '',
			webhook_secret: '',
		},
		paypal: {
			sandbox: payments.paypal.sandbox,
			client_id: payments.paypal.client_id,
			secret: '',
			webhook_id: payments.paypal.webhook_id,
		},
		bacs: {
			account_name: payments.bacs.account_name,
			iban: payments.bacs.iban,
			bic: payments.bacs.bic,
			bank_name: payments.bacs.bank_name,
		},
	};
}

/**
 * The help under a secret field: the error, else what is saved.
 *
 * @param error  The field's error.
 * @param masked The saved secret, masked ('' when none).
 * @param hint   Where to find it.
 */
function secretHelp( error: string | undefined, masked: string, hint: string ) {
	if ( error ) {
		return error;
	}
	return masked
		? sprintf(
				/* translators: %s: the saved secret, masked (e.g. sk_test_…1234). */
				__( 'Saved: %s. Leave empty to keep it.', 'tresen-setup' ),
				masked
			)
		: hint;
}

export function PaymentsStep( {
	payments,
	errors,
	busy,
	canUndo,
	onSave,
	onSkip,
	onUndo,
}: PaymentsStepProps ) {
	const [ input, setInput ] = useState< PaymentsInput >( () =>
		inputOf( payments )
	);
	const set =
		< S extends keyof PaymentsInput >(
			section: S,
			key: keyof PaymentsInput[ S ]
		) =>
		( value: string ) =>
			setInput( ( i ) => ( {
				...i,
				[ section ]: { ...i[ section ], [ key ]: value },
			} ) );
	const field = (
		name: string,
		label: string,
		value: string,
		onChange: ( value: string ) => void,
		options: { help?: string; secret?: boolean; autoComplete?: string }
	) => (
		<div className="tresen-setup-wizard__field">
			<TextControl
				label={ label }
				value={ value }
				onChange={ onChange }
				type={ options.secret ? 'password' : 'text' }
				autoComplete={
					options.autoComplete ||
					( options.secret ? 'new-password' : 'off' )
				}
				help={ errors[ name ] || options.help }
				aria-invalid={ errors[ name ] ? true : undefined }
				className={ errors[ name ] ? 'has-error' : '' }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
		</div>
	);
	const inactive = ( plugin: string ) => (
		<p>
			{ sprintf(
				/* translators: %s: plugin name. */
				__(
					'The plugin “%s” is not active, so this part is left out. Activate it under Plugins to set it up here.',
					'tresen-setup'
				),
				plugin
			) }
		</p>
	);
	return (
		<form
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				onSave( input );
			} }
		>
			<p>
				{ __(
					'Keys and credentials are tested with a read-only request before they are saved into the payment methods’ settings. Leave a part empty to keep it as it is.',
					'tresen-setup'
				) }
			</p>
			<fieldset>
				<legend>
					<h3>{ __( 'Stripe (cards, SEPA)', 'tresen-setup' ) }</h3>
				</legend>
				{ payments.stripe.active ? (
					<>
						{ field(
							'stripe_publishable_key',
							__( 'Publishable key', 'tresen-setup' ),
							input.stripe.publishable_key,
							set( 'stripe', 'publishable_key' ),
							{
								help: __(
									'Starts with pk_test_ or pk_live_ (Stripe dashboard → Developers → API keys).',
									'tresen-setup'
								),
							}
						) }
						{ field(
							'stripe_secret_key',
							__( 'Secret key', 'tresen-setup' ),
							input.stripe.secret_key,
							set( 'stripe', 'secret_key' ),
							{
								secret: true,
								help: secretHelp(
									undefined,
									payments.stripe.secret_key,
									__(
										'Starts with sk_test_ or sk_live_. The mode (test or live) follows from it.',
										'tresen-setup'
									)
								),
							}
						) }
						{ field(
							'stripe_webhook_secret',
							__( 'Webhook signing secret', 'tresen-setup' ),
							input.stripe.webhook_secret,
							set( 'stripe', 'webhook_secret' ),
							{
								secret: true,
								help: secretHelp(
									undefined,
									payments.stripe.webhook_secret,
									__(
										'Starts with whsec_ (Stripe dashboard → Developers → Webhooks, at your endpoint).',
										'tresen-setup'
									)
								),
							}
						) }
					</>
				) : (
					inactive( 'Tresen Stripe' )
				) }
			</fieldset>
			<fieldset>
				<legend>
					<h3>{ __( 'PayPal', 'tresen-setup' ) }</h3>
				</legend>
				{ payments.paypal.active ? (
					<>
						<div className="tresen-setup-wizard__field">
							<SelectControl
								label={ __( 'PayPal mode', 'tresen-setup' ) }
								value={
									input.paypal.sandbox ? 'sandbox' : 'live'
								}
								options={ [
									{
										value: 'sandbox',
										label: __(
											'Sandbox (test payments)',
											'tresen-setup'
										),
									},
									{
										value: 'live',
										label: __(
											'Live (real payments)',
											'tresen-setup'
										),
									},
								] }
								onChange={ ( value ) =>
									setInput( ( i ) => ( {
										...i,
										paypal: {
											...i.paypal,
											sandbox: value === 'sandbox',
										},
									} ) )
								}
								__nextHasNoMarginBottom
								__next40pxDefaultSize
							/>
						</div>
						{ field(
							'paypal_client_id',
							__( 'Client ID', 'tresen-setup' ),
							input.paypal.client_id,
							set( 'paypal', 'client_id' ),
							{
								help: __(
									'PayPal developer dashboard → Apps & Credentials → your app.',
									'tresen-setup'
								),
							}
						) }
						{ field(
							'paypal_secret',
							__( 'Secret', 'tresen-setup' ),
							input.paypal.secret,
							set( 'paypal', 'secret' ),
							{
								secret: true,
								help: secretHelp(
									undefined,
									payments.paypal.secret,
									__(
										'The secret of the same app and mode.',
										'tresen-setup'
									)
								),
							}
						) }
						{ field(
							'paypal_webhook_id',
							__( 'Webhook ID', 'tresen-setup' ),
							input.paypal.webhook_id,
							set( 'paypal', 'webhook_id' ),
							{
								help: sprintf(
									/* translators: %s: the shop's webhook address. */
									__(
										'In the same app under “Webhooks”, add a webhook with the URL %s and the payment events (or “All events”), then paste its ID here. PayPal is asked whether it knows it.',
										'tresen-setup'
									),
									payments.paypal.webhook_url
								),
							}
						) }
					</>
				) : (
					inactive( 'Tresen PayPal' )
				) }
			</fieldset>
			<fieldset>
				<legend>
					<h3>
						{ __( 'Bank transfer (prepayment)', 'tresen-setup' ) }
					</h3>
				</legend>
				{ field(
					'bacs_account_name',
					__( 'Account holder', 'tresen-setup' ),
					input.bacs.account_name,
					set( 'bacs', 'account_name' ),
					{ autoComplete: 'organization' }
				) }
				{ field(
					'bacs_iban',
					__( 'IBAN', 'tresen-setup' ),
					input.bacs.iban,
					set( 'bacs', 'iban' ),
					{
						help: __(
							'Shown to customers who pay by bank transfer, e.g. DE89 3704 0044 0532 0130 00.',
							'tresen-setup'
						),
					}
				) }
				{ field(
					'bacs_bic',
					__( 'BIC', 'tresen-setup' ),
					input.bacs.bic,
					set( 'bacs', 'bic' ),
					{}
				) }
				{ field(
					'bacs_bank_name',
					__( 'Bank', 'tresen-setup' ),
					input.bacs.bank_name,
					set( 'bacs', 'bank_name' ),
					{}
				) }
			</fieldset>
			<StepActions
				busy={ busy }
				canUndo={ canUndo }
				onSkip={ onSkip }
				onUndo={ onUndo }
				saveLabel={ __( 'Test, save and continue', 'tresen-setup' ) }
			/>
		</form>
	);
}
