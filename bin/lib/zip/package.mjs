/**
 * Builds the installable zip of one plugin or the theme: the package's
 * PHP, templates and build output, its readme and its German translations,
 * without sources, tests and development files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Folders never shipped (at any depth). */
const SKIP_DIRS = new Set( [
	'client',
	'tests',
	'test',
	'__tests__',
	'node_modules',
	'vendor-dev',
	'.git',
	'.github',
	'.wordpress-org',
] );
/** Files never shipped. */
const SKIP_FILES = [
	/\.map$/,
	/^\./, // dotfiles: .gitkeep, .editorconfig, .DS_Store …
	/^(package(-lock)?\.json|tsconfig(\..*)?\.json|phpunit\.xml(\.dist)?|phpcs\.xml(\.dist)?|composer\.(json|lock)|jest\.config\.js|webpack\.config\.js)$/,
	/\.(test|spec)\.[jt]sx?$/,
	/\.tsx?$/,
	/\.scss$/,
	/\.log$/,
];

/**
 * Files of a package that belong in its zip, relative to the package folder.
 *
 * @param {string} dir Package folder.
 * @return {string[]} Relative paths.
 */
export function shippedFiles( dir ) {
	const out = [];
	const visit = ( rel ) => {
		for ( const name of fs.readdirSync( path.join( dir, rel ) ).sort() ) {
			const r = rel ? `${ rel }/${ name }` : name;
			const stat = fs.statSync( path.join( dir, r ) );
			if ( stat.isDirectory() ) {
				// languages/ comes from the repository's languages folder instead.
				if (
					! SKIP_DIRS.has( name ) &&
					! ( rel === '' && name === 'languages' )
				) {
					visit( r );
				}
			} else if ( ! SKIP_FILES.some( ( re ) => re.test( name ) ) ) {
				out.push( r );
			}
		}
	};
	visit( '' );
	return out;
}

/**
 * Translation files of a domain in a languages folder, with the name they get in the zip.
 *
 * @param {string}  langDir Folder with <domain>-de_DE.* files.
 * @param {string}  domain  Text domain.
 * @param {boolean} isTheme Themes load "<locale>.mo" from their own folder.
 * @return {Array<{from: string, to: string}>} Source file and path inside the zip.
 */
export function translationFiles( langDir, domain, isTheme = false ) {
	if ( ! fs.existsSync( langDir ) ) {
		return [];
	}
	const prefix = `${ domain }-`;
	return fs
		.readdirSync( langDir )
		.sort()
		.filter(
			( f ) =>
				f.startsWith( prefix ) &&
				/^[a-z]{2}_[A-Z]{2}(_formal)?(\.po|\.mo|\.l10n\.php|-[0-9a-f]{32}\.json)$/.test(
					f.slice( prefix.length )
				)
		)
		.map( ( f ) => ( {
			from: path.join( langDir, f ),
			// load_theme_textdomain() looks for languages/de_DE.mo inside the theme.
			to: `languages/${ isTheme && ! f.endsWith( '.json' ) ? f.slice( prefix.length ) : f }`,
		} ) );
}

/**
 * Writes <outDir>/<zipName> holding <folder>/… .
 *
 * @param {Object}                            o
 * @param {string}                            o.dir     Package folder.
 * @param {string}                            o.folder  Folder name inside the zip (the plugin slug, or "tresen").
 * @param {string}                            o.zipPath Zip file to write.
 * @param {Array<{from: string, to: string}>} o.extra   Extra files (translations).
 * @return {string[]} The paths inside the zip.
 */
export function buildZip( { dir, folder, zipPath, extra = [] } ) {
	const stage = fs.mkdtempSync( path.join( os.tmpdir(), 'tresen-zip-' ) );
	try {
		const root = path.join( stage, folder );
		const files = [];
		for ( const rel of shippedFiles( dir ) ) {
			fs.mkdirSync( path.dirname( path.join( root, rel ) ), {
				recursive: true,
			} );
			fs.copyFileSync( path.join( dir, rel ), path.join( root, rel ) );
			files.push( `${ folder }/${ rel }` );
		}
		for ( const { from, to } of extra ) {
			fs.mkdirSync( path.dirname( path.join( root, to ) ), {
				recursive: true,
			} );
			fs.copyFileSync( from, path.join( root, to ) );
			files.push( `${ folder }/${ to }` );
		}
		fs.mkdirSync( path.dirname( zipPath ), { recursive: true } );
		fs.rmSync( zipPath, { force: true } );
		const res = spawnSync(
			'zip',
			[ '-q', '-r', '-X', '-9', path.resolve( zipPath ), folder ],
			{ cwd: stage, encoding: 'utf8' }
		);
		if ( res.status !== 0 ) {
			throw new Error(
				`zip failed for ${ folder }: ${ res.stderr || res.error }`
			);
		}
		return files.sort();
	} finally {
		fs.rmSync( stage, { recursive: true, force: true } );
	}
}
