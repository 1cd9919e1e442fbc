/**
 * Shared by the scripts that copy a third-party plugin's release into
 * .cache/ for the real-lane e2e tests (bin/cf7.mjs, bin/yith-wishlist.mjs):
 * command-line options, a release's git objects from a URL or a local
 * clone or bare mirror, and replacing the .cache folder in one step.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The value of `--<name>=…` on the command line, or the fallback.
 *
 * @param {string} name
 * @param {string} fallback
 * @return {string} The value.
 */
export const arg = ( name, fallback ) =>
	process.argv
		.slice( 2 )
		.find( ( a ) => a.startsWith( `--${ name }=` ) )
		?.slice( name.length + 3 ) ?? fallback;

/**
 * The git directory and commit of `ref` in `source`: a URL is cloned bare
 * (depth 1) into `tmp`; a local clone or bare mirror is read in place.
 *
 * @param {string} source A URL or a local path.
 * @param {string} ref    A tag or branch.
 * @param {string} tmp    A temporary folder the caller removes.
 * @return {{commit: string, git: (args: string[]) => string, show: (file: string) => string}}
 *         The commit, git on that directory, and a file's text at the commit.
 */
export function openUpstream( source, ref, tmp ) {
	const raw = ( args ) =>
		execFileSync( 'git', args, {
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024,
		} );
	const git = ( args ) => raw( args ).trim();
	let gitDir = source;
	if ( ! fs.existsSync( source ) ) {
		gitDir = path.join( tmp, 'repo.git' );
		git( [
			'clone',
			'--quiet',
			'--bare',
			'--depth',
			'1',
			'--branch',
			ref,
			source,
			gitDir,
		] );
	} else if ( fs.existsSync( path.join( source, '.git' ) ) ) {
		gitDir = path.join( source, '.git' );
	}
	const commit = git( [
		'--git-dir',
		gitDir,
		'rev-parse',
		`${ ref }^{commit}`,
	] );
	return {
		commit,
		git: ( args ) => git( [ '--git-dir', gitDir, ...args ] ),
		show: ( file ) =>
			raw( [ '--git-dir', gitDir, 'show', `${ commit }:${ file }` ] ),
	};
}

/**
 * Replaces `target` with the finished folder `fresh`.
 *
 * @param {string} fresh
 * @param {string} target
 */
export function replaceFolder( fresh, target ) {
	fs.rmSync( target, { recursive: true, force: true } );
	fs.mkdirSync( path.dirname( target ), { recursive: true } );
	fs.cpSync( fresh, target, { recursive: true } );
}
