/**
 * What every entry command needs before it runs: npm packages installed
 * and the suite built. Uses only Node built-ins so it runs before
 * `npm install`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, log, run } from './runtime.mjs';

function newestMtime(
	dir,
	skip = /(^|\/)(node_modules|build|vendor|test)(\/|$)/
) {
	let newest = 0;
	if ( ! fs.existsSync( dir ) ) {
		return 0;
	}
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( skip.test( full.slice( ROOT.length + 1 ) ) ) {
			continue;
		}
		if ( entry.isDirectory() ) {
			newest = Math.max( newest, newestMtime( full, skip ) );
		} else {
			newest = Math.max( newest, fs.statSync( full ).mtimeMs );
		}
	}
	return newest;
}

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureNodeModules() {
	const marker = path.join( ROOT, 'node_modules', '.package-lock.json' );
	const lock = path.join( ROOT, 'package-lock.json' );
	const stale =
		! fs.existsSync( marker ) ||
		( fs.existsSync( lock ) &&
			fs.statSync( lock ).mtimeMs >
				fs.statSync( marker ).mtimeMs + 1000 );
	if ( ! stale ) {
		return;
	}
	log( 'installing npm packages' );
	// `npm install` follows package-lock.json; `npm ci` would refuse the lock
	// because npm leaves other platforms' optional packages out of it.
	run( 'npm', [ 'install', '--no-audit', '--no-fund' ], {
		cwd: ROOT,
	} );
}

/** Every package folder that has TypeScript sources. */
export function packageDirs() {
	const dirs = fs
		.readdirSync( path.join( ROOT, 'plugins' ) )
		.map( ( s ) => path.join( ROOT, 'plugins', s ) );
	dirs.push( path.join( ROOT, 'theme' ) );
	return dirs.filter( ( d ) => fs.existsSync( path.join( d, 'client' ) ) );
}

/**
 * Build with webpack when a source is newer than the last build (or `force`).
 * @param force
 */
export function ensureBuild( force = false ) {
	if ( process.env.TRESEN_SKIP_BUILD ) {
		return false;
	}
	const stamp = path.join( ROOT, '.cache', 'build-stamp' );
	const built = fs.existsSync( stamp ) ? fs.statSync( stamp ).mtimeMs : 0;
	const sources = Math.max(
		newestMtime( path.join( ROOT, 'common' ) ),
		...packageDirs().map( ( d ) =>
			newestMtime( path.join( d, 'client' ) )
		),
		fs.statSync( path.join( ROOT, 'webpack.config.js' ) ).mtimeMs
	);
	const missing = packageDirs().some(
		( d ) => ! fs.existsSync( path.join( d, 'build' ) )
	);
	if ( ! force && ! missing && built > sources ) {
		return false;
	}
	log( 'building the suite (webpack)' );
	run( 'npx', [ 'wp-scripts', 'build', '--config', 'webpack.config.js' ], {
		cwd: ROOT,
	} );
	fs.mkdirSync( path.dirname( stamp ), { recursive: true } );
	fs.writeFileSync( stamp, new Date().toISOString() );
	return true;
}

export function hasCommand( cmd ) {
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ cmd }` ], { stdio: 'ignore' } )
			.status === 0
	);
}
