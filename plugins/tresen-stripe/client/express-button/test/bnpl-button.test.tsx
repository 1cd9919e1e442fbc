/**
 * The buy-now-pay-later button's visual variants (spec: dark, light,
 * outlined; rectangular, rounded, pill; 335 × 50 by default, 40–60 high).
 */
import { render, screen, fireEvent } from '@testing-library/react';
import { BnplButton, bnplHeight } from '../bnpl-button';

it( 'defaults to dark, rectangular, 335 × 50', () => {
	const onClick = jest.fn();
	render( <BnplButton onClick={ onClick } /> );
	const button = screen.getByRole( 'button', { name: 'Pay later' } );
	expect( button ).toHaveClass(
		'tresen-bnpl--dark',
		'tresen-bnpl--rectangular'
	);
	expect( button ).toHaveStyle( { maxWidth: '335px', height: '50px' } );
	fireEvent.click( button );
	expect( onClick ).toHaveBeenCalled();
} );

it.each( [
	[ 'light', 'rounded' ],
	[ 'outlined', 'pill' ],
] as const )( 'renders the %s %s variant', ( variant, shape ) => {
	render(
		<BnplButton variant={ variant } shape={ shape } onClick={ jest.fn() } />
	);
	expect( screen.getByRole( 'button' ) ).toHaveClass(
		`tresen-bnpl--${ variant }`,
		`tresen-bnpl--${ shape }`
	);
} );

it( 'keeps the height between 40 and 60 px', () => {
	expect( bnplHeight( 20 ) ).toBe( 40 );
	expect( bnplHeight( 48 ) ).toBe( 48 );
	expect( bnplHeight( 90 ) ).toBe( 60 );
	expect( bnplHeight( Number.NaN ) ).toBe( 50 );
} );
