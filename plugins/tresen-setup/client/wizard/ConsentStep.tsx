/**
 * Step 6: consent and marketing. The consent banner's text and its
 * categories (name, description, on/off; "necessary" always on) go into the
 * cookie consent plugin's settings, the pixel ids into the order attribution
 * plugin's; the server checks their formats. A part whose plugin is not
 * active says so.
 */
import {
	CheckboxControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { StepActions } from './StepActions';
import type {
	ConsentCategory,
	ConsentInput,
	ConsentState,
	PixelKey,
} from './types';

export interface ConsentStepProps {
	consent: ConsentState;
	errors: Record< string, string >;
	busy: boolean;
	canUndo: boolean;
	onSave: ( input: ConsentInput ) => void;
	onSkip: () => void;
	onUndo: () => void;
}

function pixelLabels(): Record< PixelKey, { label: string; help: string } > {
	return {
		meta_pixel_id: {
			label: __( 'Meta Pixel ID', 'tresen-setup' ),
			help: __(
				'10 to 20 digits, e.g. 1234567890123456. Empty: no Meta Pixel.',
				'tresen-setup'
			),
		},
		pinterest_tag_id: {
			label: __( 'Pinterest Tag ID', 'tresen-setup' ),
			help: __(
				'10 to 20 digits, e.g. 2612345678901. Empty: no Pinterest Tag.',
				'tresen-setup'
			),
		},
		paypal_tag_id: {
			label: __( 'PayPal tag manager container ID', 'tresen-setup' ),
			// An id's hyphens, not a range.
			// eslint-disable-next-line @wordpress/i18n-hyphenated-range
			help: __(
				'e.g. 72c78d11-9fef-11e7-8e06-e965c75268e8. Empty: no PayPal tag manager.',
				'tresen-setup'
			),
		},
	};
}

export function ConsentStep( {
	consent,
	errors,
	busy,
	canUndo,
	onSave,
	onSkip,
	onUndo,
}: ConsentStepProps ) {
	const [ banner, setBanner ] = useState( consent.consent.banner_text );
	const [ categories, setCategories ] = useState< ConsentCategory[] >(
		consent.consent.categories
	);
	const [ pixels, setPixels ] = useState< Record< PixelKey, string > >(
		consent.pixels.ids
	);
	const setCategory = ( slug: string, change: Partial< ConsentCategory > ) =>
		setCategories( ( list ) =>
			list.map( ( c ) => ( c.slug === slug ? { ...c, ...change } : c ) )
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
	const labels = pixelLabels();
	return (
		<form
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				const input: ConsentInput = {};
				if ( consent.consent.active ) {
					input.banner_text = banner;
					input.categories = Object.fromEntries(
						categories.map( ( { slug, ...rest } ) => [
							slug,
							rest,
						] )
					);
				}
				if ( consent.pixels.active ) {
					input.pixels = pixels;
				}
				onSave( input );
			} }
		>
			<fieldset>
				<legend>
					<h3>{ __( 'Consent banner', 'tresen-setup' ) }</h3>
				</legend>
				{ consent.consent.active ? (
					<>
						<div className="tresen-setup-wizard__field">
							<TextareaControl
								label={ __( 'Banner text', 'tresen-setup' ) }
								value={ banner }
								onChange={ setBanner }
								rows={ 5 }
								help={ errors.banner_text }
								aria-invalid={
									errors.banner_text ? true : undefined
								}
								className={
									errors.banner_text ? 'has-error' : ''
								}
								__nextHasNoMarginBottom
							/>
						</div>
						{ categories.map( ( category ) => (
							<fieldset
								key={ category.slug }
								className="tresen-setup-wizard__category"
							>
								<legend>
									{ sprintf(
										/* translators: %s: category name. */
										__( 'Category “%s”', 'tresen-setup' ),
										category.name || category.slug
									) }
								</legend>
								{ category.slug === 'necessary' ? (
									<p>
										{ __(
											'Always on: the shop cannot work without these cookies.',
											'tresen-setup'
										) }
									</p>
								) : (
									<div className="tresen-setup-wizard__field">
										<CheckboxControl
											label={ __(
												'Offer this category in the banner',
												'tresen-setup'
											) }
											checked={ category.enabled }
											onChange={ ( checked ) =>
												setCategory( category.slug, {
													enabled: checked,
												} )
											}
											__nextHasNoMarginBottom
										/>
									</div>
								) }
								<div className="tresen-setup-wizard__field">
									<TextControl
										label={ __( 'Name', 'tresen-setup' ) }
										value={ category.name }
										onChange={ ( name ) =>
											setCategory( category.slug, {
												name,
											} )
										}
										help={
											errors[
												'category_' + category.slug
											]
										}
										aria-invalid={
											errors[
												'category_' + category.slug
											]
												? true
												: undefined
										}
										className={
											errors[
												'category_' + category.slug
											]
												? 'has-error'
												: ''
										}
										__nextHasNoMarginBottom
										__next40pxDefaultSize
									/>
								</div>
								<div className="tresen-setup-wizard__field">
									<TextareaControl
										label={ __(
											'Description',
											'tresen-setup'
										) }
										value={ category.description }
										onChange={ ( description ) =>
											setCategory( category.slug, {
												description,
											} )
										}
										rows={ 2 }
										__nextHasNoMarginBottom
									/>
								</div>
							</fieldset>
						) ) }
					</>
				) : (
					inactive( 'Tresen Cookie-Einwilligung' )
				) }
			</fieldset>
			<fieldset>
				<legend>
					<h3>{ __( 'Marketing pixels', 'tresen-setup' ) }</h3>
				</legend>
				{ consent.pixels.active ? (
					<>
						<p>
							{ __(
								'The pixels load only after a visitor agrees to marketing cookies.',
								'tresen-setup'
							) }
						</p>
						{ ( Object.keys( labels ) as PixelKey[] ).map(
							( key ) => (
								<div
									className="tresen-setup-wizard__field"
									key={ key }
								>
									<TextControl
										label={ labels[ key ].label }
										value={ pixels[ key ] || '' }
										onChange={ ( value ) =>
											setPixels( ( p ) => ( {
												...p,
												[ key ]: value,
											} ) )
										}
										help={
											errors[ 'pixel_' + key ] ||
											labels[ key ].help
										}
										aria-invalid={
											errors[ 'pixel_' + key ]
												? true
												: undefined
										}
										className={
											errors[ 'pixel_' + key ]
												? 'has-error'
												: ''
										}
										__nextHasNoMarginBottom
										__next40pxDefaultSize
									/>
								</div>
							)
						) }
					</>
				) : (
					inactive( 'Tresen Bestellherkunft' )
				) }
			</fieldset>
			<StepActions
				busy={ busy }
				canUndo={ canUndo }
				onSkip={ onSkip }
				onUndo={ onUndo }
			/>
		</form>
	);
}
