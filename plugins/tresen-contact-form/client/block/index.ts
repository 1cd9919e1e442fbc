/**
 * Editor side of the "Contact form" block (tresen/contact-form): pick one of
 * the store's forms. The block renders on the server, so the editor only
 * stores the form id. Uses the editor's globals (wp.blocks, wp.element,
 * wp.components, wp.blockEditor), declared as dependencies in PHP.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	isArrayOf,
	isNumber,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';

interface FormOption extends Record< string, unknown > {
	id: number;
	title: string;
}

interface BlockSettings extends Record< string, unknown > {
	forms: FormOption[];
	labels: { title: string; choose: string; none: string; hint: string };
}

type El = (
	type: unknown,
	props?: Record< string, unknown > | null,
	...children: unknown[]
) => unknown;

interface WpGlobals {
	blocks: {
		registerBlockType: (
			name: string,
			settings: Record< string, unknown >
		) => unknown;
	};
	element: { createElement: El };
	components: { Placeholder: unknown; SelectControl: unknown };
	blockEditor: {
		useBlockProps: (
			props?: Record< string, unknown >
		) => Record< string, unknown >;
	};
}

const settings = readSettings< BlockSettings >( 'tresenContactFormBlock', {
	forms: {
		guard: isArrayOf(
			isShape< FormOption >( { id: isNumber, title: isString } )
		),
		fallback: [],
	},
	labels: {
		guard: isShape< BlockSettings[ 'labels' ] >( {
			title: isString,
			choose: isString,
			none: isString,
			hint: isString,
		} ),
		fallback: {
			title: __( 'Contact form', 'tresen-contact-form' ),
			choose: __( 'Form', 'tresen-contact-form' ),
			none: __( 'Default form', 'tresen-contact-form' ),
			hint: '',
		},
	},
} );

const wp = ( window as unknown as { wp?: Partial< WpGlobals > } ).wp;

if ( wp?.blocks && wp.element && wp.components && wp.blockEditor ) {
	const el = wp.element.createElement;
	const { Placeholder, SelectControl } = wp.components;
	const { useBlockProps } = wp.blockEditor;
	wp.blocks.registerBlockType( 'tresen/contact-form', {
		apiVersion: 3,
		title: settings.labels.title,
		icon: 'email',
		category: 'widgets',
		attributes: { id: { type: 'integer', default: 0 } },
		edit: function Edit( props: {
			attributes: { id: number };
			setAttributes: ( a: { id: number } ) => void;
		} ) {
			const options = [
				{ value: '0', label: settings.labels.none },
				...settings.forms.map( ( f ) => ( {
					value: String( f.id ),
					label: f.title,
				} ) ),
			];
			return el(
				'div',
				useBlockProps(),
				el(
					Placeholder,
					{
						icon: 'email',
						label: settings.labels.title,
						instructions: settings.labels.hint,
					},
					el( SelectControl, {
						label: settings.labels.choose,
						value: String( props.attributes.id ?? 0 ),
						options,
						onChange: ( value: string ) =>
							props.setAttributes( { id: Number( value ) || 0 } ),
						__nextHasNoMarginBottom: true,
					} )
				)
			);
		},
		save: () => null,
	} );
}
