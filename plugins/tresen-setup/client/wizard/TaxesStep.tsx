/**
 * Step 3: taxes and shipping (Germany 19 %/7 %, Austria optional, prices
 * incl. VAT, a DHL zone with age check and free shipping from an amount).
 * Zones and rates the shop has already are kept; the step says so.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { StepActions } from './StepActions';
import type { TaxesInput, TaxesState } from './types';

export interface TaxesStepProps {
	taxes: TaxesState;
	errors: Record< string, string >;
	busy: boolean;
	canUndo: boolean;
	onSave: ( input: TaxesInput ) => void;
	onSkip: () => void;
	onUndo: () => void;
}

export function TaxesStep( {
	taxes,
	errors,
	busy,
	canUndo,
	onSave,
	onSkip,
	onUndo,
}: TaxesStepProps ) {
	const [ input, setInput ] = useState< TaxesInput >( {
		austria: false,
		cost: '4,90',
		free_from: '50,00',
		cost_at: '9,90',
	} );
	const amount = ( key: 'cost' | 'free_from' | 'cost_at', label: string ) => (
		<div className="tresen-setup-wizard__field">
			<TextControl
				label={ label }
				value={ input[ key ] }
				onChange={ ( value ) =>
					setInput( ( i ) => ( { ...i, [ key ]: value } ) )
				}
				help={ errors[ key ] }
				aria-invalid={ errors[ key ] ? true : undefined }
				className={ errors[ key ] ? 'has-error' : '' }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
		</div>
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
					'Switches taxes on with prices entered incl. VAT, adds the German rates 19 % and 7 % (reduced rate) and a shipping zone with DHL age-checked delivery and free shipping from an order value.',
					'tresen-setup'
				) }
			</p>
			{ taxes.de_zone && (
				<p>
					{ __(
						'The shop already has a shipping zone for Germany; it stays as it is.',
						'tresen-setup'
					) }
				</p>
			) }
			<div className="tresen-setup-wizard__field">
				<SelectControl
					label={ __( 'Delivery countries', 'tresen-setup' ) }
					value={ input.austria ? 'DE,AT' : 'DE' }
					options={ [
						{
							value: 'DE',
							label: __( 'Germany only', 'tresen-setup' ),
						},
						{
							value: 'DE,AT',
							label: __( 'Germany and Austria', 'tresen-setup' ),
						},
					] }
					onChange={ ( value ) =>
						setInput( ( i ) => ( {
							...i,
							austria: value === 'DE,AT',
						} ) )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
			</div>
			{ amount(
				'cost',
				__( 'Shipping costs Germany in €', 'tresen-setup' )
			) }
			{ amount(
				'free_from',
				__( 'Free shipping from (order value in €)', 'tresen-setup' )
			) }
			{ input.austria &&
				amount(
					'cost_at',
					__( 'Shipping costs Austria in €', 'tresen-setup' )
				) }
			<StepActions
				busy={ busy }
				canUndo={ canUndo }
				onSkip={ onSkip }
				onUndo={ onUndo }
			/>
		</form>
	);
}
