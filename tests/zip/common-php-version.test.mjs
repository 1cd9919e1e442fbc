/**
 * common/php ships inside every zip as Tresen\Common\V<n>, and the first
 * plugin loaded wins: two zips with different code under the same
 * namespace would run whichever came first. So its files may only change
 * together with a new namespace version, recorded in common/php/versions.json.
 *
 *   node --test tests/zip/
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
const DIR = path.join( ROOT, 'common', 'php' );

/** SHA-256 over the PHP files' names and contents, in name order. */
function fingerprint() {
	const hash = crypto.createHash( 'sha256' );
	for ( const file of fs
		.readdirSync( DIR )
		.filter( ( f ) => f.endsWith( '.php' ) )
		.sort() ) {
		hash.update( `${ file }\n` );
		hash.update( fs.readFileSync( path.join( DIR, file ) ) );
	}
	return hash.digest( 'hex' );
}

test( 'common/php changes only together with a new namespace version', () => {
	const namespaces = new Set();
	for ( const file of fs
		.readdirSync( DIR )
		.filter( ( f ) => f.endsWith( '.php' ) ) ) {
		const m = fs
			.readFileSync( path.join( DIR, file ), 'utf8' )
			.match( /^namespace Tresen\\Common\\(V\d+);/m );
		assert.ok( m, `${ file } declares a Tresen\\Common\\V<n> namespace` );
		namespaces.add( m[ 1 ] );
	}
	assert.equal( namespaces.size, 1, 'one namespace version for all files' );
	const [ version ] = namespaces;
	const recorded = JSON.parse(
		fs.readFileSync( path.join( DIR, 'versions.json' ), 'utf8' )
	);
	assert.ok(
		recorded[ version ],
		`common/php is ${ version }: add "${ version }": "${ fingerprint() }" to common/php/versions.json`
	);
	assert.equal(
		fingerprint(),
		recorded[ version ],
		`common/php changed under ${ version }: move it to the next namespace version (Tresen\\Common\\V${
			Number( version.slice( 1 ) ) + 1
		}, in every package that uses it) and record that version's fingerprint in common/php/versions.json`
	);
} );
