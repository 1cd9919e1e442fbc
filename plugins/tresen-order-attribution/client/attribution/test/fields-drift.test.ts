/**
 * The field list lives twice, typed in TypeScript and in PHP (Fields::NAMES,
 * which prints and saves the inputs). This keeps the two in step.
 */
import { readFileSync } from 'fs';
import path from 'path';

/**
 * Internal dependencies
 */
import { FIELD_NAMES } from '../session';

test( 'the script fills exactly the fields the server prints and saves, in the same order', () => {
	const php = readFileSync(
		path.join( __dirname, '../../../src/Fields.php' ),
		'utf8'
	);
	const list = php.match( /const NAMES = array\(([\s\S]*?)\);/ );
	expect( list ).not.toBeNull();
	const names = [
		...( list as RegExpMatchArray )[ 1 ].matchAll( /'([a-z_]+)'/g ),
	].map( ( m ) => m[ 1 ] );
	expect( names ).toEqual( [ ...FIELD_NAMES ] );
} );
