#!/usr/bin/env node
/**
 * Translations: extract strings from PHP and the built JS of every package
 * (plugins/<slug> → domain <slug>, theme → tresen, dev/woocommerce →
 * woocommerce), merge them into the German .po files, compile the .mo and
 * the script JSON files WordPress loads for wp_set_script_translations().
 *
 *   node bin/i18n.mjs            update .po, write .mo and .json
 *   node bin/i18n.mjs --check    write nothing; fail on strings without a
 *                                German translation (or fuzzy) and on
 *                                .po/.mo/.json files that are out of date
 *   --only=<domain>              one package
 *
 * Needs gettext (msgmerge, msgfmt) and PHP. Runs `npm run build` first when
 * a package has client code but no build.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processPackage } from './lib/i18n/package.mjs';
import { repoPackages, unbuilt } from './lib/i18n/packages.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const args = process.argv.slice( 2 );
const check = args.includes( '--check' );
const only = args.find( ( a ) => a.startsWith( '--only=' ) )?.slice( 7 );

for ( const tool of [ 'msgmerge', 'msgfmt', 'php' ] ) {
	if (
		spawnSync( 'sh', [ '-c', `command -v ${ tool }` ], { stdio: 'ignore' } )
			.status !== 0
	) {
		console.error(
			`${ tool } is missing. Install it with: sudo apt-get install gettext php-cli`
		);
		process.exit( 2 );
	}
}

let packages = repoPackages( ROOT );
if ( only ) {
	packages = packages.filter( ( p ) => p.domain === only );
}
if ( unbuilt( packages ).length ) {
	console.error(
		`[i18n] no build for ${ unbuilt( packages )
			.map( ( p ) => p.name )
			.join( ', ' ) }: running npm run build`
	);
	const res = spawnSync( 'npm', [ 'run', 'build' ], {
		cwd: ROOT,
		stdio: 'inherit',
	} );
	if ( res.status !== 0 ) {
		process.exit( res.status || 1 );
	}
}

let failed = false;
process.chdir( ROOT );
for ( const pkg of packages ) {
	let r;
	try {
		r = processPackage( pkg, { check } );
	} catch ( e ) {
		console.error( `✗ ${ pkg.domain }: ${ e.message }` );
		failed = true;
		continue;
	}
	if ( r.skipped ) {
		continue;
	}
	const problems = [
		...r.missing,
		...r.stale.map( ( f ) => `out of date: ${ f } (run npm run i18n)` ),
	];
	if ( check && problems.length ) {
		failed = true;
		console.error( `✗ ${ r.domain }: ${ problems.length } problem(s)` );
		for ( const p of problems ) {
			console.error( `    ${ p }` );
		}
	} else {
		const note = r.missing.length
			? `, ${ r.missing.length } without German translation`
			: '';
		console.log(
			`✓ ${ r.domain }: ${ r.strings } string occurrences${ note }${ check ? '' : `, ${ r.written.length } file(s) written` }`
		);
		if ( ! check ) {
			for ( const m of r.missing ) {
				console.log( `    ${ m }` );
			}
		}
	}
}
process.exit( failed ? 1 : 0 );
