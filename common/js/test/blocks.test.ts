/**
 * The block integrations' shared helpers: settings from WooCommerce's script
 * data, extension data and price formats.
 */
import {
	appendToPriceFormat,
	extensionData,
	readBlockSettings,
	text,
} from '../blocks';
import { isString } from '../settings';

afterEach( () => {
	delete ( globalThis as unknown as { wcSettings?: unknown } ).wcSettings;
} );

test( 'settings come from wcSettings["<name>_data"], checked, with fallbacks', () => {
	( globalThis as unknown as { wcSettings: unknown } ).wcSettings = {
		'tresen-test_data': { label: 'Zahlungspflichtig bestellen', other: 1 },
	};
	const schema = {
		label: { guard: isString, fallback: '' },
		missing: { guard: isString, fallback: 'x' },
	};
	expect( readBlockSettings( 'tresen-test', schema ) ).toEqual( {
		label: 'Zahlungspflichtig bestellen',
		missing: 'x',
	} );
	expect( readBlockSettings( 'tresen-none', schema ) ).toEqual( {
		label: '',
		missing: 'x',
	} );
} );

test( 'extension data of one namespace, and its texts', () => {
	const ext = { 'tresen-legal': { marker: 'EINWEG', n: 3 }, other: 'x' };
	expect( extensionData( ext, 'tresen-legal' ) ).toEqual( {
		marker: 'EINWEG',
		n: 3,
	} );
	expect( extensionData( ext, 'other' ) ).toEqual( {} );
	expect( extensionData( null, 'tresen-legal' ) ).toEqual( {} );
	expect( text( { marker: 'EINWEG', n: 3 }, 'marker' ) ).toBe( 'EINWEG' );
	expect( text( { marker: 'EINWEG', n: 3 }, 'n' ) ).toBe( '' );
} );

test( 'price formats keep <price/> and lose markup in what is added', () => {
	expect(
		appendToPriceFormat( '<price/>', 'EINWEG', '', ' zzgl. 0,25 € Pfand ' )
	).toBe( '<price/> EINWEG · zzgl. 0,25 € Pfand' );
	expect( appendToPriceFormat( '<price/>', '<img src=x>' ) ).toBe(
		'<price/> img src=x'
	);
	expect( appendToPriceFormat( '<price/>' ) ).toBe( '<price/>' );
} );
