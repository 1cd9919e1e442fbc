/**
 * The fallback runtime where PHP is missing: WordPress Playground CLI
 * (PHP compiled to WebAssembly, from npm). About ten times slower per
 * request than PHP's own server, so never the default.
 *
 * The site directory is the same one `prepareSite()` lays out; Playground
 * mounts it as /wordpress and the repository at its own path (so the
 * symlinked plugins, theme and the SQLite drop-in resolve), then runs our
 * installer and seeder as blueprint steps.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE, ROOT, log, run, waitForHttp } from './runtime.mjs';

export const PLAYGROUND_PACKAGE = '@wp-playground/cli@3.1.56';
const PREFIX = path.join( CACHE, 'playground' );
const BIN = path.join( PREFIX, 'node_modules', '.bin', 'wp-playground-cli' );

/** Installs the Playground CLI into .cache/playground (about 600 MB, once). */
export function ensurePlaygroundCli() {
	if ( fs.existsSync( BIN ) ) {
		return BIN;
	}
	log( `installing ${ PLAYGROUND_PACKAGE } (the PHP-less fallback runtime)` );
	fs.mkdirSync( PREFIX, { recursive: true } );
	fs.writeFileSync(
		path.join( PREFIX, 'package.json' ),
		'{ "private": true }\n'
	);
	run( 'npm', [ 'install', '--no-audit', '--no-fund', PLAYGROUND_PACKAGE ], {
		cwd: PREFIX,
	} );
	return BIN;
}

/**
 * A blueprint that installs (and, unless bare, seeds) the site with our own
 * PHP scripts. Both are idempotent, so it runs on every start.
 *
 * @param dir  Site directory (mounted as /wordpress).
 * @param url  Site URL.
 * @param bare Only install, no seed.
 */
function blueprint( dir, url, bare ) {
	const php = ( code ) => ( { step: 'runPHP', code: `<?php ${ code }` } );
	const steps = [
		php(
			`$argv = array( 'install.php', '/wordpress', ${ JSON.stringify( url ) } ); $argc = 3; require ${ JSON.stringify( path.join( ROOT, 'bin/php/install.php' ) ) };`
		),
	];
	if ( ! bare ) {
		steps.push(
			php(
				`define( 'TRESEN_SEED_EMBEDDED', true ); $argv = array( 'seed.php', '/wordpress' ); $argc = 2; require ${ JSON.stringify( path.join( ROOT, 'bin/php/seed.php' ) ) };`
			)
		);
	}
	// The last step leaves a marker the host can see: the site is ready.
	steps.push(
		php(
			"file_put_contents( '/wordpress/wp-content/.tresen-ready', (string) time() );"
		)
	);
	const file = path.join( dir, 'wp-content', 'tresen-blueprint.json' );
	fs.writeFileSync(
		file,
		JSON.stringify(
			{ preferredVersions: { php: '8.2', wp: 'latest' }, steps },
			null,
			2
		)
	);
	return file;
}

/**
 * Serves (installing and seeding first) a prepared site with Playground.
 *
 * @param dir  Site directory from prepareSite().
 * @param port Port.
 * @param url  Site URL (must match the one prepareSite() wrote).
 * @param opts { bare?: boolean }
 */
export async function servePlayground( dir, port, url, opts = {} ) {
	const bin = ensurePlaygroundCli();
	const logFile = path.join( dir, 'wp-content', 'server.log' );
	const ready = path.join( dir, 'wp-content', '.tresen-ready' );
	fs.rmSync( ready, { force: true } );
	const out = fs.openSync( logFile, 'a' );
	const child = spawn(
		bin,
		[
			'server',
			`--port=${ port }`,
			'--php=8.2',
			`--site-url=${ url }`,
			'--wordpress-install-mode=do-not-attempt-installing',
			'--skip-sqlite-setup',
			`--mount-before-install=${ dir }:/wordpress`,
			`--mount=${ ROOT }:${ ROOT }`,
			'--follow-symlinks',
			`--blueprint=${ blueprint( dir, url, opts.bare ) }`,
		],
		{ detached: true, stdio: [ 'ignore', out, out ] }
	);
	let stopped = false;
	const stop = () => {
		if ( ! stopped ) {
			stopped = true;
			try {
				process.kill( -child.pid, 'SIGTERM' );
			} catch {}
		}
	};
	log(
		'starting WordPress Playground (first start installs and seeds: a few minutes)'
	);
	// Playground may listen before its blueprint (install, seed) has finished.
	const end = Date.now() + 900000;
	while ( ! fs.existsSync( ready ) ) {
		if ( Date.now() > end || child.exitCode !== null ) {
			stop();
			throw new Error(
				`Playground did not get the site ready; see ${ logFile }`
			);
		}
		await new Promise( ( r ) => setTimeout( r, 250 ) );
	}
	await waitForHttp( `${ url }/wp-login.php`, 60000 );
	return { url, port, pid: child.pid, stop, child };
}
