/**
 * What `Blocks\ExpressMethod` prints for the blocks
 * (`getSetting( 'tresen_stripe_express_data' )`), checked like every setting.
 */
import { getSetting } from '@woocommerce/settings';
import {
	isRecord,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';
import type { ScriptSpec } from '@tresen/common/load-scripts';

export const NAME = 'tresen_stripe_express';

export interface ExpressTerms extends Record< string, unknown > {
	before: string;
	link: string;
	after: string;
	url: string;
}

export interface ExpressBlockData extends Record< string, unknown > {
	title: string;
	context: 'cart' | 'checkout';
	/** The classic element script's settings (`window.tresenStripeExpress`). */
	settings: Record< string, unknown > & {
		publishableKey?: string;
		scripts?: ScriptSpec[];
	};
	texts: { birth: string; age: string };
	terms: ExpressTerms | null;
}

const isTerms = isShape< ExpressTerms >( {
	before: isString,
	link: isString,
	after: isString,
	url: isString,
} );

/**
 * The block data, or null when the server printed none (express is off here).
 *
 * @param source The raw data (tests pass it).
 */
export function readExpressData(
	source: unknown = getSetting( `${ NAME }_data`, null )
): ExpressBlockData | null {
	if ( ! isRecord( source ) ) {
		return null;
	}
	return readSettings< ExpressBlockData >(
		`${ NAME }_data`,
		{
			title: { guard: isString, fallback: '' },
			context: {
				guard: ( v ): v is 'cart' | 'checkout' =>
					v === 'cart' || v === 'checkout',
				fallback: 'cart',
			},
			settings: { guard: isRecord, fallback: {} },
			texts: {
				guard: isShape< { birth: string; age: string } >( {
					birth: isString,
					age: isString,
				} ),
				fallback: { birth: '', age: '' },
			},
			terms: {
				guard: ( v ): v is ExpressTerms | null =>
					v === null || isTerms( v ),
				fallback: null,
			},
		},
		source
	);
}
