/**
 * The banner's options go through the shared settings reader.
 */
import { bannerOptions } from '../index';

jest.mock( '../controller', () => ( { mountBanner: jest.fn() } ) );

it( 'reads the banner options, the defaults for what is missing', () => {
	expect( bannerOptions( { autoHide: true, autoHideDelay: 5000 } ) ).toEqual(
		{
			scrollAccept: false,
			scrollOffset: 100,
			autoHide: true,
			autoHideDelay: 5000,
			animationMs: 500,
		}
	);
} );

it( 'keeps the default for a value of the wrong kind, and says so', () => {
	expect( bannerOptions( { scrollAccept: 'yes' } ).scrollAccept ).toBe(
		false
	);
	expect( console ).toHaveErrored();
} );
