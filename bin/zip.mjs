#!/usr/bin/env node
/**
 * Installable zips: dist/<slug>.zip for every plugin (folder <slug>/ inside)
 * and dist/tresen-theme.zip for the theme (folder tresen/ inside).
 *
 * Each zip holds the PHP, templates, build/ (JS, CSS, asset.php, common/),
 * readme.txt and the package's German translations in languages/; never
 * client/, tests, source maps or development files. Runs `npm run build`
 * and `npm run i18n` first when the build is missing.
 *
 *   node bin/zip.mjs [--only=<slug>|theme]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoPackages, unbuilt } from './lib/i18n/packages.mjs';
import { buildZip, translationFiles } from './lib/zip/package.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const DIST = path.join( ROOT, 'dist' );
const only = process.argv
	.find( ( a ) => a.startsWith( '--only=' ) )
	?.slice( 7 );

function npm( script ) {
	const res = spawnSync( 'npm', [ 'run', script ], {
		cwd: ROOT,
		stdio: 'inherit',
	} );
	if ( res.status !== 0 ) {
		process.exit( res.status || 1 );
	}
}

const packages = repoPackages( ROOT ).filter(
	// Development infrastructure and site configuration are never shipped as zips.
	( p ) =>
		p.dir.includes( `${ path.sep }plugins${ path.sep }` ) ||
		p.domain === 'tresen'
);
if ( unbuilt( packages ).length ) {
	npm( 'build' );
	npm( 'i18n' );
}

let failed = false;
for ( const pkg of packages ) {
	const isTheme = pkg.name === 'theme';
	const slug = isTheme ? 'theme' : pkg.name;
	if ( only && only !== slug ) {
		continue;
	}
	if ( isTheme && ! fs.existsSync( path.join( pkg.dir, 'style.css' ) ) ) {
		console.error( '✗ theme: no style.css, skipped' );
		failed = true;
		continue;
	}
	if ( ! isTheme && ! fs.existsSync( path.join( pkg.dir, 'readme.txt' ) ) ) {
		console.error( `! ${ slug }: no readme.txt` );
	}
	const zipPath = path.join(
		DIST,
		isTheme ? 'tresen-theme.zip' : `${ slug }.zip`
	);
	const files = buildZip( {
		dir: pkg.dir,
		folder: isTheme ? 'tresen' : slug,
		zipPath,
		extra: translationFiles( pkg.langDir, pkg.domain, isTheme ),
	} );
	const kb = Math.round( fs.statSync( zipPath ).size / 1024 );
	console.log(
		`✓ ${ path.relative( ROOT, zipPath ) } (${ files.length } files, ${ kb } KB)`
	);
}
process.exit( failed ? 1 : 0 );
