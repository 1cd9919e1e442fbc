/**
 * The zips install on a clean WordPress that has only WooCommerce: each
 * plugin activates and the theme switches without a PHP notice, warning or
 * deprecation from our files, and the front page and a product page load
 * cleanly with our scripts on them.
 *
 *   node --test tests/zip/
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
	ROOT,
	freePort,
	installSite,
	prepareSite,
	serveSite,
} from '../../bin/lib/runtime.mjs';

const DIST = path.join( ROOT, 'dist' );
const pluginSlugs = fs
	.readdirSync( path.join( ROOT, 'plugins' ) )
	.filter( ( s ) =>
		fs.existsSync( path.join( ROOT, 'plugins', s, `${ s }.php` ) )
	)
	.sort();

let site;
let server;
let url;
let report;

function sh( cmd, args, opts = {} ) {
	const res = spawnSync( cmd, args, {
		encoding: 'utf8',
		maxBuffer: 32 * 1024 * 1024,
		...opts,
	} );
	assert.equal(
		res.status,
		0,
		`${ cmd } ${ args.join( ' ' ) }\n${ res.stdout }\n${ res.stderr }`
	);
	return res.stdout;
}

function zipEntries( zip ) {
	return sh( 'unzip', [ '-Z1', zip ] ).split( '\n' ).filter( Boolean );
}

/** Lines of the site's PHP logs that point at our unzipped packages. */
function ourLogLines() {
	const lines = [];
	for ( const f of [ 'debug.log', 'server.log' ] ) {
		const file = path.join( site, 'wp-content', f );
		if ( fs.existsSync( file ) ) {
			lines.push(
				...fs
					.readFileSync( file, 'utf8' )
					.split( '\n' )
					.filter( ( l ) =>
						/wp-content\/(plugins\/tresen-|themes\/tresen\/)/.test(
							l
						)
					)
			);
		}
	}
	return lines;
}

before( () => {
	// Fresh zips from the current build and translations.
	sh( process.execPath, [ path.join( ROOT, 'bin', 'zip.mjs' ) ], {
		cwd: ROOT,
	} );
} );

async function installZips() {
	const port = await freePort();
	url = `http://127.0.0.1:${ port }`;
	site = prepareSite( { name: 'zip-test', url, fresh: true, bare: true } );
	installSite( site, url, { TRESEN_INSTALL_BARE: '1' } );
	for ( const slug of pluginSlugs ) {
		sh( 'unzip', [
			'-q',
			'-o',
			path.join( DIST, `${ slug }.zip` ),
			'-d',
			path.join( site, 'wp-content', 'plugins' ),
		] );
	}
	sh( 'unzip', [
		'-q',
		'-o',
		path.join( DIST, 'tresen-theme.zip' ),
		'-d',
		path.join( site, 'wp-content', 'themes' ),
	] );
	const out = sh( 'php', [
		path.join( ROOT, 'tests', 'zip', 'activate.php' ),
		site,
		url,
		pluginSlugs.map( ( s ) => `${ s }/${ s }.php` ).join( ',' ),
		'tresen',
	] );
	report = JSON.parse( out.trim().split( '\n' ).pop() );
	server = await serveSite( site, port );
}

test( 'every zip holds one folder with the package, build and translations, and no sources', () => {
	for ( const slug of pluginSlugs ) {
		const entries = zipEntries( path.join( DIST, `${ slug }.zip` ) );
		assert.ok(
			entries.every( ( e ) => e.startsWith( `${ slug }/` ) ),
			`${ slug }: one top folder`
		);
		assert.ok(
			entries.includes( `${ slug }/${ slug }.php` ),
			`${ slug }: main file`
		);
		assert.ok(
			entries.includes( `${ slug }/build/common/Assets.php` ),
			`${ slug }: shared asset helper`
		);
		// Every script entry of the package (client/<entry>/index.ts) is built; a
		// package without scripts ships none.
		const client = path.join( ROOT, 'plugins', slug, 'client' );
		const expected = fs.existsSync( client )
			? fs
					.readdirSync( client )
					.filter( ( name ) =>
						[ 'index.ts', 'index.tsx' ].some( ( f ) =>
							fs.existsSync( path.join( client, name, f ) )
						)
					)
			: [];
		for ( const name of expected ) {
			assert.ok(
				entries.includes( `${ slug }/build/${ name }.asset.php` ),
				`${ slug }: built entry ${ name }`
			);
		}
		assert.deepEqual(
			entries
				.filter( ( e ) => /^[^/]+\/build\/[^/]+\.js$/.test( e ) )
				.map( ( e ) => path.basename( e, '.js' ) )
				// Lazy chunks: numbered vendor chunks and `<entry>-<name>` chunks of an entry.
				.filter( ( n ) => ! /^\d|chunk/.test( n ) )
				.filter(
					( n ) =>
						! expected.some( ( entry ) =>
							n.startsWith( `${ entry }-` )
						) ||
						entries.includes( `${ slug }/build/${ n }.asset.php` )
				)
				.filter( ( n ) => ! expected.includes( n ) )
				// A package's shared webpack runtime (tresen-storefront), and lazy
				// chunks of shared code (common/js/<name>.ts) its entries load.
				.filter(
					( n ) =>
						! (
							n === 'runtime' &&
							entries.includes(
								`${ slug }/build/runtime.asset.php`
							)
						) &&
						! fs.existsSync(
							path.join( ROOT, 'common', 'js', `${ n }.ts` )
						) &&
						// The suite's shared intent loader (common/js/intent-loader, handle
						// tresen-intent-1): each package that uses it ships a copy, with its asset file.
						! (
							fs.existsSync(
								path.join( ROOT, 'common', 'js', n, 'index.ts' )
							) &&
							entries.includes(
								`${ slug }/build/${ n }.asset.php`
							)
						)
				),
			[],
			`${ slug }: no script without its source entry`
		);
		assert.ok(
			entries.includes( `${ slug }/languages/${ slug }-de_DE.mo` ),
			`${ slug }: German .mo`
		);
		const junk = entries.filter( ( e ) =>
			/\/(client|tests?|node_modules)\/|\.map$|\.tsx?$|\/\.[^/]+$/.test(
				e
			)
		);
		assert.deepEqual(
			junk,
			[],
			`${ slug }: no sources, tests or dotfiles`
		);
	}
	const theme = zipEntries( path.join( DIST, 'tresen-theme.zip' ) );
	assert.ok(
		theme.includes( 'tresen/style.css' ) &&
			theme.includes( 'tresen/functions.php' )
	);
	assert.deepEqual(
		theme.filter( ( e ) => /\/(client|tests?)\/|\.map$/.test( e ) ),
		[]
	);
} );

describe( 'installed from the zips on WordPress with only WooCommerce', () => {
	before( installZips );
	after( () => server?.stop() );

	test( 'each plugin activates and the theme switches without PHP errors from our files', () => {
		assert.deepEqual( report.errors, [] );
		assert.deepEqual(
			report.activated.sort(),
			pluginSlugs.map( ( s ) => `${ s }/${ s }.php` )
		);
		assert.equal( report.theme, 'tresen' );
		assert.notEqual(
			report.searchRows,
			-1,
			'the storefront plugin made its search index table on activation'
		);
		assert.deepEqual( ourLogLines(), [] );
	} );

	test( 'the front page and a product page load cleanly with our scripts', async () => {
		const front = await fetch( `${ url }/` );
		const frontHtml = await front.text();
		assert.equal( front.status, 200 );
		assert.match(
			frontHtml,
			/build\/attribution\.js/,
			'order attribution recorder on every storefront page'
		);

		assert.ok( report.productUrl, 'a product was created' );
		const product = await fetch( report.productUrl );
		const productHtml = await product.text();
		assert.equal( product.status, 200 );
		assert.match( productHtml, /Zip-Test Gin 0,5 l/ );
		// The wishlist button's script is on the product page (the unit price's only
		// where a product has unit data; this one has none).
		assert.match(
			productHtml,
			/tresen-wishlist\/build\/wishlist\.js/,
			'the wishlist button script on the product page'
		);

		assert.deepEqual(
			ourLogLines(),
			[],
			'no PHP notice, warning or deprecation from our files'
		);
	} );
} );
