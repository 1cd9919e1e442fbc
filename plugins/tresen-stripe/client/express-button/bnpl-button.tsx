/**
 * The buy-now-pay-later express button's look (spec: styles dark, light,
 * outlined; shapes rectangular, rounded, pill; 335 × 50 px by default,
 * height 40 to 60 px). Visual only: this shop has no buy-now-pay-later
 * provider, so nothing renders it on the storefront yet; a provider
 * integration passes its own `onClick` (see docs/express.md).
 */
import { __ } from '@wordpress/i18n';

export type BnplStyle = 'dark' | 'light' | 'outlined';
export type BnplShape = 'rectangular' | 'rounded' | 'pill';

export const BNPL_DEFAULT = { width: 335, height: 50 };
export const BNPL_MIN_HEIGHT = 40;
export const BNPL_MAX_HEIGHT = 60;

export interface BnplButtonProps {
	variant?: BnplStyle;
	shape?: BnplShape;
	height?: number;
	label?: string;
	onClick: () => void;
}

/**
 * A height within 40 to 60 px (50 when not a number).
 *
 * @param height Wanted height.
 */
export function bnplHeight( height: number | undefined ): number {
	if ( typeof height !== 'number' || ! Number.isFinite( height ) ) {
		return BNPL_DEFAULT.height;
	}
	return Math.min( BNPL_MAX_HEIGHT, Math.max( BNPL_MIN_HEIGHT, height ) );
}

export function BnplButton( {
	variant = 'dark',
	shape = 'rectangular',
	height,
	label,
	onClick,
}: BnplButtonProps ): JSX.Element {
	return (
		<button
			type="button"
			className={ `tresen-bnpl tresen-bnpl--${ variant } tresen-bnpl--${ shape }` }
			style={ {
				maxWidth: `${ BNPL_DEFAULT.width }px`,
				height: `${ bnplHeight( height ) }px`,
			} }
			onClick={ onClick }
		>
			{ label ?? __( 'Pay later', 'tresen-stripe' ) }
		</button>
	);
}
