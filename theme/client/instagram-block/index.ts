/**
 * The editor side of the "Instagram feed" block (`tresen/instagram`,
 * theme/blocks/instagram/block.json): the server renders it
 * (`Instagram::render_block()`, the same HTML as `[tresen_instagram]`); the
 * editor shows that rendering (ServerSideRender) and a "Posts" number in the
 * sidebar. No React of its own: WordPress's editor packages, as globals.
 */
import { __ } from '@wordpress/i18n';

interface Attributes {
	limit: number;
}

interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

/** The parts of WordPress's editor globals this block uses. */
interface EditorGlobals {
	blocks: {
		registerBlockType: ( name: string, settings: object ) => unknown;
	};
	element: { createElement: ( ...args: unknown[] ) => unknown };
	blockEditor: {
		InspectorControls: unknown;
		useBlockProps: ( props?: object ) => object;
	};
	components: { PanelBody: unknown; RangeControl: unknown };
	serverSideRender: unknown;
}

const wp = ( window as unknown as { wp?: Partial< EditorGlobals > } ).wp;

if (
	wp?.blocks &&
	wp.element &&
	wp.blockEditor &&
	wp.components &&
	wp.serverSideRender
) {
	const { createElement: el } = wp.element;
	const { InspectorControls, useBlockProps } = wp.blockEditor;
	const { PanelBody, RangeControl } = wp.components;
	const ServerSideRender = wp.serverSideRender;
	/**
	 * The block in the editor: the server's rendering and its sidebar setting.
	 *
	 * @param props               Block props.
	 * @param props.attributes    Attributes.
	 * @param props.setAttributes Setter.
	 */
	const Edit = ( { attributes, setAttributes }: EditProps ) =>
		el(
			'div',
			useBlockProps(),
			el(
				InspectorControls,
				null,
				el(
					PanelBody,
					{ title: __( 'Instagram feed', 'tresen' ) },
					el( RangeControl, {
						label: __( 'Posts', 'tresen' ),
						min: 1,
						max: 12,
						value: attributes.limit,
						onChange: ( value?: number ) =>
							setAttributes( { limit: value ?? 6 } ),
					} )
				)
			),
			el( ServerSideRender, {
				block: 'tresen/instagram',
				attributes,
			} )
		);
	wp.blocks.registerBlockType( 'tresen/instagram', {
		title: __( 'Instagram feed', 'tresen' ),
		edit: Edit,
		save: () => null,
	} );
}
