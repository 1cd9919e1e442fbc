/**
 * Variation matching, as WooCommerce's variation data describes it: each
 * variation lists `attribute_*` values; an empty value means "any".
 */
import { isRecord } from '@tresen/common/settings';

export type Attributes = Record< string, string >;

export interface VariationImage {
	src?: string;
	srcset?: string;
	sizes?: string;
	alt?: string;
	title?: string;
	full_src?: string;
	src_w?: number | string;
	src_h?: number | string;
	full_src_w?: number | string;
	full_src_h?: number | string;
	gallery_thumbnail_src?: string;
	caption?: string;
}

export interface Variation {
	variation_id: number;
	attributes: Attributes;
	is_purchasable?: boolean;
	is_in_stock?: boolean;
	variation_is_visible?: boolean;
	variation_is_active?: boolean;
	is_sold_individually?: string;
	price_html?: string;
	availability_html?: string;
	variation_description?: string;
	unit_price_html?: string;
	sku?: string;
	min_qty?: number | string;
	max_qty?: number | string;
	image?: VariationImage;
	[ key: string ]: unknown;
}

export function isVariation( value: unknown ): value is Variation {
	return (
		isRecord( value ) &&
		typeof value.variation_id === 'number' &&
		isRecord( value.attributes ) &&
		Object.values( value.attributes ).every(
			( v ) => typeof v === 'string'
		)
	);
}

/**
 * Reads `data-product_variations`: a list, or `false` when WooCommerce left
 * it out for a large product (then the form asks `get_variation`).
 *
 * @param raw The attribute text.
 * @return The variations, or null for "ask the server".
 */
export function parseVariations(
	raw: string | null | undefined
): Variation[] | null {
	if ( ! raw || raw === 'false' ) {
		return null;
	}
	try {
		const list: unknown = JSON.parse( raw );
		return Array.isArray( list ) ? list.filter( isVariation ) : null;
	} catch {
		return null;
	}
}

/**
 * Whether a variation fits the chosen values. Empty on either side matches.
 *
 * @param variationAttributes The variation's attributes.
 * @param chosen              Chosen values by attribute name.
 */
export function isMatch(
	variationAttributes: Attributes,
	chosen: Attributes
): boolean {
	return Object.keys( variationAttributes ).every( ( name ) => {
		const want = chosen[ name ];
		const have = variationAttributes[ name ];
		return ! want || ! have || want === have;
	} );
}

export function findMatching(
	variations: Variation[],
	chosen: Attributes
): Variation[] {
	return variations.filter( ( v ) => isMatch( v.attributes, chosen ) );
}

/**
 * Every attribute has a value.
 * @param chosen
 */
export function allChosen( chosen: Attributes ): boolean {
	const values = Object.values( chosen );
	return values.length > 0 && values.every( ( v ) => v !== '' );
}

/**
 * The variation for a complete choice, or null.
 *
 * @param variations All variations.
 * @param chosen     Chosen values.
 */
export function findVariation(
	variations: Variation[],
	chosen: Attributes
): Variation | null {
	if ( ! allChosen( chosen ) ) {
		return null;
	}
	return findMatching( variations, chosen )[ 0 ] ?? null;
}

export interface OptionState {
	/** Some variation offers this value together with the other choices. */
	exists: boolean;
	/** …and that variation can be bought (active). */
	active: boolean;
}

/**
 * For one attribute, which values still lead to a variation given the other
 * attributes' choices. `any` is true when a matching variation accepts every value.
 *
 * @param variations All variations.
 * @param chosen     Chosen values.
 * @param name       Attribute name, e.g. "attribute_pa_groesse".
 */
export function optionStates(
	variations: Variation[],
	chosen: Attributes,
	name: string
): { values: Map< string, OptionState >; any: OptionState | null } {
	const others = { ...chosen, [ name ]: '' };
	const values = new Map< string, OptionState >();
	let any = null as OptionState | null;
	for ( const variation of findMatching( variations, others ) ) {
		const value = variation.attributes[ name ] ?? '';
		const active = variation.variation_is_active !== false;
		if ( value === '' ) {
			any = { exists: true, active: ( any?.active ?? false ) || active };
			continue;
		}
		const prev = values.get( value );
		values.set( value, {
			exists: true,
			active: ( prev?.active ?? false ) || active,
		} );
	}
	return { values, any };
}

/**
 * Whether the variation can be put in the cart.
 *
 * @param v Variation.
 */
export function isPurchasable( v: Variation ): boolean {
	return (
		v.is_purchasable !== false &&
		v.is_in_stock !== false &&
		v.variation_is_visible !== false
	);
}

/**
 * Whether the variation leaves an attribute open ("any …"): then the chosen
 * value is only known to the form, and the classic form POST must carry it.
 *
 * @param v Variation.
 */
export function hasOpenAttribute( v: Variation ): boolean {
	return Object.values( v.attributes ).some( ( value ) => value === '' );
}
