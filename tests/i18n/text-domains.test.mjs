/**
 * Each package translates with its own text domain only, in PHP and in its
 * built scripts: a string under another package's domain would never be
 * translated once the packages are installed one by one. The theme's
 * WooCommerce template overrides may use WooCommerce's domain for
 * WooCommerce's own strings.
 *
 *   node --test tests/i18n/
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { extractJs } from '../../bin/lib/i18n/extract-js.mjs';
import { repoPackages } from '../../bin/lib/i18n/packages.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
const EXTRACT = path.join( ROOT, 'bin', 'lib', 'i18n', 'extract-php.php' );

/**
 * Built scripts of a package (build/*.js and lazy chunks).
 *
 * @param {string} dir Package folder.
 */
function builtScripts( dir ) {
	const build = path.join( dir, 'build' );
	if ( ! fs.existsSync( build ) ) {
		return [];
	}
	return fs
		.readdirSync( build, { recursive: true } )
		.map( String )
		.filter( ( f ) => f.endsWith( '.js' ) )
		.map( ( f ) => path.join( 'build', f ) );
}

/**
 * Whether a call may use a domain that is not the package's.
 *
 * @param {string}                              domain Package domain.
 * @param {{domain: string|null, file: string}} entry  Gettext call.
 */
function allowed( domain, entry ) {
	if ( entry.domain === domain ) {
		return true;
	}
	return (
		domain === 'tresen' &&
		entry.domain === 'woocommerce' &&
		entry.file.startsWith( 'woocommerce/' )
	);
}

test( 'every gettext call uses its own package’s text domain', () => {
	const foreign = [];
	for ( const pkg of repoPackages( ROOT ) ) {
		if ( pkg.domain === 'woocommerce' ) {
			continue; // The WooCommerce double is WooCommerce.
		}
		const run = spawnSync( 'php', [ EXTRACT, pkg.dir, '*' ], {
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024,
		} );
		assert.equal( run.status, 0, run.stderr );
		const calls = JSON.parse( run.stdout );
		for ( const rel of builtScripts( pkg.dir ) ) {
			calls.push(
				...extractJs(
					fs.readFileSync( path.join( pkg.dir, rel ), 'utf8' ),
					rel,
					'*'
				)
			);
		}
		assert.ok( calls.length > 0 || pkg.domain !== 'tresen', pkg.domain );
		for ( const call of calls ) {
			if ( ! allowed( pkg.domain, call ) ) {
				foreign.push(
					`${ pkg.domain }: ${ call.file }:${ call.line ?? '?' } "${
						call.msgid
					}" uses ${ call.domain ?? 'no domain' }`
				);
			}
		}
	}
	assert.deepEqual( foreign, [] );
} );
