/**
 * Step 1: the company data for the Impressum. The server validates (VAT id,
 * postcode); its German errors appear at their fields.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { StepActions } from './StepActions';
import type { Company, CompanyField } from './types';

export interface CompanyStepProps {
	company: Company;
	errors: Record< string, string >;
	busy: boolean;
	canUndo: boolean;
	onSave: ( company: Company ) => void;
	onSkip: () => void;
	onUndo: () => void;
}

type TextField = Exclude< CompanyField, 'country' >;

function labels(): Record< TextField, string > {
	return {
		name: __( 'Company name', 'tresen-setup' ),
		representative: __( 'Represented by', 'tresen-setup' ),
		street: __( 'Street and number', 'tresen-setup' ),
		postcode: __( 'Postcode', 'tresen-setup' ),
		city: __( 'City', 'tresen-setup' ),
		email: __( 'E-mail', 'tresen-setup' ),
		phone: __( 'Phone', 'tresen-setup' ),
		register_court: __( 'Register court', 'tresen-setup' ),
		register_number: __( 'Register number', 'tresen-setup' ),
		vat_id: __( 'VAT id', 'tresen-setup' ),
	};
}

const AUTOCOMPLETE: Partial< Record< TextField, string > > = {
	name: 'organization',
	street: 'street-address',
	postcode: 'postal-code',
	city: 'address-level2',
	email: 'email',
	phone: 'tel',
};

const REQUIRED: TextField[] = [ 'name', 'street', 'postcode', 'city', 'email' ];

export function CompanyStep( {
	company,
	errors,
	busy,
	canUndo,
	onSave,
	onSkip,
	onUndo,
}: CompanyStepProps ) {
	const [ values, setValues ] = useState< Company >( company );
	useEffect( () => setValues( company ), [ company ] );
	const text = labels();
	const set = ( key: CompanyField ) => ( value: string ) =>
		setValues( ( v ) => ( { ...v, [ key ]: value } ) );
	const field = ( key: TextField ) => (
		<div className="tresen-setup-wizard__field" key={ key }>
			<TextControl
				label={
					REQUIRED.includes( key )
						? text[ key ] + ' ' + __( '(required)', 'tresen-setup' )
						: text[ key ]
				}
				value={ values[ key ] || '' }
				onChange={ set( key ) }
				type={ key === 'email' ? 'email' : 'text' }
				autoComplete={ AUTOCOMPLETE[ key ] || 'off' }
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
				onSave( values );
			} }
		>
			<p>
				{ __(
					'These details fill the Impressum and the other legal page templates. Required by § 5 DDG.',
					'tresen-setup'
				) }
			</p>
			{ field( 'name' ) }
			{ field( 'representative' ) }
			{ field( 'street' ) }
			{ field( 'postcode' ) }
			{ field( 'city' ) }
			<div className="tresen-setup-wizard__field">
				<SelectControl
					label={ __( 'Country', 'tresen-setup' ) }
					value={ values.country || 'DE' }
					options={ [
						{ value: 'DE', label: __( 'Germany', 'tresen-setup' ) },
						{ value: 'AT', label: __( 'Austria', 'tresen-setup' ) },
					] }
					onChange={ set( 'country' ) }
					help={ errors.country }
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
			</div>
			{ field( 'email' ) }
			{ field( 'phone' ) }
			{ field( 'register_court' ) }
			{ field( 'register_number' ) }
			{ field( 'vat_id' ) }
			<StepActions
				busy={ busy }
				canUndo={ canUndo }
				onSkip={ onSkip }
				onUndo={ onUndo }
			/>
		</form>
	);
}
