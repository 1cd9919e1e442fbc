#!/usr/bin/env node
/**
 * Puts Contact Form 7 6.0.6 (Takayuki Miyoshi, GPL-2.0-or-later) into
 * .cache/contact-form-7/ for the e2e test that runs CF7's own front-end
 * script against the suite's server (tests/e2e/contact-form.spec.ts,
 * "Contact Form 7's own script"). Never committed: .cache/ is ignored.
 *
 *   node bin/cf7.mjs [--from=<git repository: URL or local path>] [--ref=v6.0.6]
 *
 * The default source is https://github.com/rocklobster-in/contact-form-7.git
 * (tag v6.0.6). --from (or TRESEN_CF7_SOURCE) takes a local clone or bare
 * mirror instead, for machines without internet. The release's built
 * scripts are checked: includes/js/index.js and includes/swv/js/index.js.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, openUpstream, replaceFolder } from './lib/upstream.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const TARGET = path.join( ROOT, '.cache', 'contact-form-7' );

const source = arg(
	'from',
	process.env.TRESEN_CF7_SOURCE ||
		'https://github.com/rocklobster-in/contact-form-7.git'
);
const ref = arg( 'ref', 'v6.0.6' );

const tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'tresen-cf7-' ) );
try {
	const { commit, git } = openUpstream( source, ref, tmp );
	const tar = path.join( tmp, 'cf7.tar' );
	git( [ 'archive', '--format=tar', '-o', tar, commit ] );
	const fresh = path.join( tmp, 'contact-form-7' );
	fs.mkdirSync( fresh );
	execFileSync( 'tar', [ '-xf', tar, '-C', fresh ] );

	const main = fs.readFileSync(
		path.join( fresh, 'wp-contact-form-7.php' ),
		'utf8'
	);
	const version = /^\s*\*\s*Version:\s*(\S+)/m.exec( main )?.[ 1 ];
	for ( const built of [
		'includes/js/index.js',
		'includes/swv/js/index.js',
	] ) {
		if ( ! fs.existsSync( path.join( fresh, built ) ) ) {
			throw new Error(
				`${ ref } has no built ${ built } (only sources?)`
			);
		}
	}
	fs.writeFileSync(
		path.join( fresh, '.tresen-source.json' ),
		JSON.stringify( { source, ref, commit, version }, null, '\t' ) + '\n'
	);
	replaceFolder( fresh, TARGET );
	process.stdout.write(
		`Contact Form 7 ${ version } (${ ref }, ${ commit }) in ${ TARGET }\n`
	);
} finally {
	fs.rmSync( tmp, { recursive: true, force: true } );
}
