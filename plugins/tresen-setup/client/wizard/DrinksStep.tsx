/**
 * Step 4: drink data by category (minimum age, deposit, unit price base)
 * through the category rules' REST routes (`Rules\Rest`): preview how many
 * products change, apply, undo, per category.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { errorText } from './store';
import type { Category } from './types';

const API = '/tresen-setup/v1/categories';

export interface DrinksStepProps {
	onDone: () => void;
	onSkip: () => void;
	busy: boolean;
}

interface Rule {
	min_age: string;
	deposit_type: string;
	deposit_amount: string;
	unit: string;
}

function ruleOf( category: Category ): Rule {
	return {
		min_age: String( category.rule.min_age ?? '' ),
		deposit_type: category.rule.deposit_type || '',
		deposit_amount: String( category.rule.deposit_amount ?? '' ).replace(
			'.',
			','
		),
		unit: category.rule.unit || '',
	};
}

function CategoryRule( {
	category,
	onChanged,
}: {
	category: Category;
	onChanged: () => void;
} ) {
	const [ rule, setRule ] = useState< Rule >( () => ruleOf( category ) );
	const [ message, setMessage ] = useState< {
		ok: boolean;
		text: string;
	} | null >( null );
	const [ working, setWorking ] = useState( false );
	const set = ( key: keyof Rule ) => ( value: string ) =>
		setRule( ( r ) => ( { ...r, [ key ]: value } ) );
	const send = async ( what: 'preview' | 'apply' | 'undo' ) => {
		setWorking( true );
		try {
			if ( what === 'preview' ) {
				const res = await apiFetch< { changes: number } >( {
					path: `${ API }/${ category.id }/preview`,
					method: 'POST',
					data: rule,
				} );
				setMessage( {
					ok: true,
					text: sprintf(
						/* translators: 1: category, 2: number of products. */
						_n(
							'%1$s: applying would change %2$d product.',
							'%1$s: applying would change %2$d products.',
							res.changes,
							'tresen-setup'
						),
						category.name,
						res.changes
					),
				} );
			} else if ( what === 'apply' ) {
				const res = await apiFetch< { changed: number } >( {
					path: `${ API }/${ category.id }`,
					method: 'POST',
					data: rule,
				} );
				setMessage( {
					ok: true,
					text: sprintf(
						/* translators: 1: category, 2: number of products. */
						_n(
							'%1$s: %2$d product changed.',
							'%1$s: %2$d products changed.',
							res.changed,
							'tresen-setup'
						),
						category.name,
						res.changed
					),
				} );
				onChanged();
			} else {
				const res = await apiFetch< { restored: number } >( {
					path: `${ API }/${ category.id }/undo`,
					method: 'POST',
				} );
				setMessage( {
					ok: true,
					text: sprintf(
						/* translators: 1: category, 2: number of products. */
						_n(
							'%1$s: %2$d product restored.',
							'%1$s: %2$d products restored.',
							res.restored,
							'tresen-setup'
						),
						category.name,
						res.restored
					),
				} );
				onChanged();
			}
		} catch ( error ) {
			setMessage( { ok: false, text: errorText( error ) } );
		} finally {
			setWorking( false );
		}
	};
	const headingId = `tresen-setup-cat-${ category.id }`;
	return (
		<fieldset
			className="tresen-setup-wizard__category"
			aria-labelledby={ headingId }
		>
			<h3 id={ headingId }>
				{ sprintf(
					/* translators: 1: category, 2: number of products. */
					_n(
						'%1$s (%2$d product)',
						'%1$s (%2$d products)',
						category.products,
						'tresen-setup'
					),
					category.name,
					category.products
				) }
			</h3>
			<SelectControl
				label={ __( 'Minimum age', 'tresen-setup' ) }
				value={ rule.min_age }
				options={ [
					{ value: '', label: __( 'unchanged', 'tresen-setup' ) },
					{ value: '0', label: __( 'none', 'tresen-setup' ) },
					{ value: '16', label: __( 'from 16', 'tresen-setup' ) },
					{ value: '18', label: __( 'from 18', 'tresen-setup' ) },
				] }
				onChange={ set( 'min_age' ) }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			<SelectControl
				label={ __( 'Deposit', 'tresen-setup' ) }
				value={ rule.deposit_type }
				options={ [
					{ value: '', label: __( 'unchanged', 'tresen-setup' ) },
					{
						value: 'none',
						label: __( 'no deposit', 'tresen-setup' ),
					},
					{
						value: 'einweg',
						label: __(
							'EINWEG (single-use) 0,25 €',
							'tresen-setup'
						),
					},
					{
						value: 'mehrweg',
						label: __( 'MEHRWEG (returnable)', 'tresen-setup' ),
					},
				] }
				onChange={ set( 'deposit_type' ) }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			{ rule.deposit_type === 'mehrweg' && (
				<TextControl
					label={ __(
						'Deposit per container in € (e.g. 0,08 or 0,15)',
						'tresen-setup'
					) }
					value={ rule.deposit_amount }
					onChange={ set( 'deposit_amount' ) }
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
			) }
			<SelectControl
				label={ __( 'Unit price base', 'tresen-setup' ) }
				value={ rule.unit }
				options={ [
					{ value: '', label: __( 'unchanged', 'tresen-setup' ) },
					{ value: 'l', label: __( 'per 1 l', 'tresen-setup' ) },
					{ value: 'kg', label: __( 'per 1 kg', 'tresen-setup' ) },
				] }
				onChange={ set( 'unit' ) }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			<div className="tresen-setup-wizard__actions">
				<Button
					variant="secondary"
					onClick={ () => send( 'preview' ) }
					disabled={ working }
					__next40pxDefaultSize
				>
					{ __( 'Preview', 'tresen-setup' ) }
				</Button>
				<Button
					variant="primary"
					onClick={ () => send( 'apply' ) }
					disabled={ working }
					__next40pxDefaultSize
				>
					{ __( 'Apply', 'tresen-setup' ) }
				</Button>
				{ category.can_undo && (
					<Button
						variant="tertiary"
						onClick={ () => send( 'undo' ) }
						disabled={ working }
						__next40pxDefaultSize
					>
						{ __( 'Undo', 'tresen-setup' ) }
					</Button>
				) }
			</div>
			<div role="status" className="tresen-setup-wizard__message">
				{ message && (
					<p className={ message.ok ? 'is-success' : 'is-error' }>
						{ message.text }
					</p>
				) }
			</div>
		</fieldset>
	);
}

export function DrinksStep( { onDone, onSkip, busy }: DrinksStepProps ) {
	const [ categories, setCategories ] = useState< Category[] | null >( null );
	const [ error, setError ] = useState( '' );
	const load = () =>
		apiFetch< Category[] >( { path: API } )
			.then( ( list ) => setCategories( list ) )
			.catch( ( e ) => setError( errorText( e ) ) );
	useEffect( () => {
		load();
	}, [] );
	return (
		<div>
			<p>
				{ __(
					'Set the minimum age, the deposit and the unit price base once per category; it applies to the category’s products now and to products added to it later.',
					'tresen-setup'
				) }
			</p>
			{ error && (
				<p role="alert" className="is-error">
					{ error }
				</p>
			) }
			{ categories === null && ! error && (
				<p>{ __( 'Loading the categories …', 'tresen-setup' ) }</p>
			) }
			{ categories && categories.length === 0 && (
				<p>
					{ __(
						'There are no product categories yet.',
						'tresen-setup'
					) }
				</p>
			) }
			{ categories &&
				categories.map( ( category ) => (
					<CategoryRule
						key={ category.id }
						category={ category }
						onChanged={ load }
					/>
				) ) }
			<div className="tresen-setup-wizard__actions">
				<Button
					variant="primary"
					onClick={ onDone }
					disabled={ busy }
					__next40pxDefaultSize
				>
					{ __( 'Finish step', 'tresen-setup' ) }
				</Button>
				<Button
					variant="secondary"
					onClick={ onSkip }
					disabled={ busy }
					__next40pxDefaultSize
				>
					{ __( 'Skip this step', 'tresen-setup' ) }
				</Button>
			</div>
		</div>
	);
}
