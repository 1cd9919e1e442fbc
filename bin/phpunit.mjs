#!/usr/bin/env node
/**
 * PHPUnit against a real WordPress: prepares a throwaway test site (SQLite
 * by default, or MariaDB), installs WordPress with WooCommerce (real or the
 * double), the suite and the theme, then runs Debian's phpunit with
 * tests/php/phpunit.xml. Each test runs in a transaction that is rolled back.
 *
 *   node bin/phpunit.mjs [--db=sqlite|mariadb] [any phpunit arguments]
 *
 * TRESEN_WC=real runs it on real WooCommerce from .cache/woocommerce (on
 * MariaDB: the SQLite drop-in cannot run WooCommerce's stock-reservation
 * SQL); TRESEN_WP=6.8 on WordPress 6.8 instead of 7.1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureNodeModules, hasCommand } from './lib/prepare.mjs';
import {
	ROOT,
	dbOption,
	ensureSystemPackages,
	freePort,
	log,
	mariadbPaths,
	prepareSite,
	run,
	startMariaDb,
} from './lib/runtime.mjs';

const { db, passthrough } = dbOption( process.argv.slice( 2 ) );

ensureSystemPackages( { mariadb: db === 'mariadb', redis: true } );
if ( ! hasCommand( 'phpunit' ) ) {
	run(
		'apt-get',
		[ 'install', '-y', '-q', '--no-install-recommends', 'phpunit' ],
		{ env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }
	);
}
ensureNodeModules();
ensureBuild();

// Everything of this run is its own (runs may overlap): the site, and for
// MariaDB a private server with a fresh data directory. Both are removed
// afterwards unless TRESEN_KEEP_SITE is set.
const runId = `${ db }-${ process.pid }`;
let mariadb = null;
if ( db === 'mariadb' ) {
	mariadb = await startMariaDb( {
		port: await freePort(),
		databases: [ 'tresen_tests' ],
		name: `mariadb-phpunit-${ process.pid }`,
	} );
}
const url = 'http://example.test';
const dir = prepareSite( {
	name: `phpunit-${ runId }`,
	url,
	fresh: true,
	db,
	mariadb: mariadb
		? { port: mariadb.port, database: 'tresen_tests' }
		: undefined,
} );
log( `installing the ${ db } test site` );
run( 'php', [ path.join( ROOT, 'bin/php/install.php' ), dir, url ], {
	stdio: [ 'ignore', 'ignore', 'inherit' ],
} );
// Set up as the shop is (Germany, EUR, German, taxes, shipping, pages), not
// left on WooCommerce's defaults; the tests make their own products.
run( 'php', [ path.join( ROOT, 'bin/php/seed.php' ), dir, '--settings' ], {
	stdio: [ 'ignore', 'ignore', 'inherit' ],
} );

const res = spawnSync(
	'phpunit',
	// --stderr: PHPUnit's progress on stdout would count as output already
	// sent, and real WooCommerce's wc_setcookie() refuses to set cookies then.
	[
		'-c',
		path.join( ROOT, 'tests/php/phpunit.xml' ),
		'--stderr',
		...passthrough,
	],
	{
		stdio: 'inherit',
		env: { ...process.env, TRESEN_TEST_SITE: dir, TRESEN_TEST_DB: db },
	}
);
await mariadb?.stop();
const keep = process.env.TRESEN_KEEP_SITE;
const debugLog = path.join( dir, 'wp-content', 'debug.log' );
if ( fs.existsSync( debugLog ) && fs.statSync( debugLog ).size > 0 ) {
	const messages = fs.readFileSync( debugLog, 'utf8' ).trim().split( '\n' );
	log(
		`${ messages.length } PHP message(s) were logged during the run; the last ones:`
	);
	process.stderr.write( messages.slice( -5 ).join( '\n' ) + '\n' );
}
if ( ! keep ) {
	fs.rmSync( dir, { recursive: true, force: true } );
	if ( mariadb ) {
		fs.rmSync( mariadbPaths( `mariadb-phpunit-${ process.pid }` ).dir, {
			recursive: true,
			force: true,
		} );
	}
}
process.exit( res.status ?? 1 );
