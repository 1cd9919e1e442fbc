/**
 * Runs the shared rule cases (tests/fixtures/rules/*.json), the same files
 * PHPUnit runs against the PHP engine, so the two engines cannot drift.
 */
/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';
/**
 * Internal dependencies
 */
import {
	validate,
	valuesFromData,
	type FileLike,
	type Rule,
} from '../swv/engine';

interface Case {
	value?: string | string[];
	valid?: boolean;
	data?: Record< string, string | string[] >;
	files?: Record< string, FileLike[] >;
	errors?: Record< string, string >;
	note?: string;
}

const dir = path.join( __dirname, '../../../tests/fixtures/rules' );
const suites = fs
	.readdirSync( dir )
	.filter( ( f ) => f.endsWith( '.json' ) )
	.map(
		( f ) =>
			( {
				file: f,
				...JSON.parse( fs.readFileSync( path.join( dir, f ), 'utf8' ) ),
			} ) as {
				file: string;
				description: string;
				rules: Rule[];
				cases: Case[];
			}
	);

function expand( rules: Rule[], c: Case ) {
	if ( c.value !== undefined ) {
		const field = rules[ 0 ].field as string;
		return {
			data: { [ field ]: c.value },
			files: {},
			errors: c.valid ? {} : { [ field ]: rules[ 0 ].error as string },
		};
	}
	return { data: c.data ?? {}, files: c.files ?? {}, errors: c.errors ?? {} };
}

function run( timeZone?: string ) {
	for ( const suite of suites ) {
		describe( `${ suite.file }: ${ suite.description }${ timeZone ? ` (TZ=${ timeZone })` : '' }`, () => {
			it.each(
				suite.cases.map(
					( c, i ) =>
						[
							i,
							JSON.stringify( c.value ?? c.data ?? c.files ),
							c,
						] as const
				)
			)( 'case %i: %s', ( _i, _label, c ) => {
				const { data, files, errors } = expand( suite.rules, c );
				expect(
					validate( suite.rules, valuesFromData( data, files ) )
				).toEqual( errors );
			} );
		} );
	}
}

it( 'has cases for every rule of the spec', () => {
	const used = new Set< string >();
	const walk = ( rules: Rule[] ) =>
		rules.forEach( ( r ) => {
			used.add( r.rule );
			walk( r.rules ?? [] );
		} );
	suites.forEach( ( s ) => walk( s.rules ) );
	expect( [ ...used ].sort() ).toEqual(
		[
			'all',
			'any',
			'date',
			'dayofweek',
			'email',
			'enum',
			'file',
			'maxdate',
			'maxfilesize',
			'maxitems',
			'maxlength',
			'maxnumber',
			'mindate',
			'minfilesize',
			'minitems',
			'minlength',
			'minnumber',
			'number',
			'required',
			'requiredfile',
			'stepnumber',
			'tel',
			'time',
			'url',
		].sort()
	);
} );

run();

describe( 'in a browser west of UTC', () => {
	it( 'still reads 2024-01-01 as a Monday', () => {
		// Local time west of UTC: midnight UTC is still the day before.
		const spy = jest
			.spyOn( Date.prototype, 'getDay' )
			.mockImplementation( function ( this: Date ) {
				return ( this.getUTCDay() + 6 ) % 7;
			} );
		const rules: Rule[] = [
			{ rule: 'dayofweek', field: 'd', accept: [ 1 ], error: 'x' },
		];
		expect(
			validate( rules, valuesFromData( { d: '2024-01-01' } ) )
		).toEqual( {} );
		expect(
			validate( rules, valuesFromData( { d: '2024-01-07' } ) )
		).toEqual( { d: 'x' } );
		spy.mockRestore();
	} );
} );
