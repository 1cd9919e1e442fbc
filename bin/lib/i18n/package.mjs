/**
 * The translation pipeline for one package: extract (PHP + built JS),
 * merge into the German PO, compile the MO and the script JSON files.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractJs } from './extract-js.mjs';
import { entryKey, isTranslated, newPo, parsePo, writePot } from './po.mjs';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );
export const LOCALE = 'de_DE';
export const PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';

/**
 * @typedef {Object} Package
 * @property {string}   name     Display name.
 * @property {string}   dir      Package root (plugin folder, theme folder).
 * @property {string}   domain   Text domain.
 * @property {string}   langDir  Folder of the .po/.mo/.json files.
 * @property {string}   [header] File with the plugin or theme header (main PHP file or style.css).
 * @property {string[]} [jsDirs] Folders (relative to dir) with the JavaScript WordPress loads; default ["build"].
 */

function exec( cmd, args ) {
	const res = spawnSync( cmd, args, {
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	} );
	if ( res.error ) {
		throw res.error;
	}
	if ( res.status !== 0 ) {
		throw new Error(
			`${ cmd } ${ args.join( ' ' ) } failed:\n${ res.stderr }`
		);
	}
	return res;
}

/**
 * The JSON file name WordPress looks up for a script of this package.
 * @param domain
 * @param relativeScript
 * @param locale
 */
export function scriptJsonName( domain, relativeScript, locale = LOCALE ) {
	const rel = relativeScript
		.split( path.sep )
		.join( '/' )
		.replace( /\.min\.js$/, '.js' );
	return `${ domain }-${ locale }-${ crypto.createHash( 'md5' ).update( rel ).digest( 'hex' ) }.json`;
}

function listJs( root, sub ) {
	const out = [];
	const base = path.join( root, sub );
	if ( ! fs.existsSync( base ) ) {
		return out;
	}
	const visit = ( dir ) => {
		for ( const name of fs.readdirSync( dir ).sort() ) {
			const full = path.join( dir, name );
			if ( fs.statSync( full ).isDirectory() ) {
				if ( name !== 'node_modules' ) {
					visit( full );
				}
			} else if ( name.endsWith( '.js' ) ) {
				out.push(
					path.relative( root, full ).split( path.sep ).join( '/' )
				);
			}
		}
	};
	visit( base );
	return out;
}

/**
 * Name and description from a plugin or theme header, as WordPress translates them.
 * @param pkg
 */
function headerStrings( pkg ) {
	if ( ! pkg.header || ! fs.existsSync( pkg.header ) ) {
		return [];
	}
	const text = fs.readFileSync( pkg.header, 'utf8' ).slice( 0, 8192 );
	const kind = pkg.header.endsWith( '.css' ) ? 'theme' : 'plugin';
	const out = [];
	const fields =
		kind === 'theme'
			? [ 'Theme Name', 'Description' ]
			: [ 'Plugin Name', 'Description' ];
	for ( const field of fields ) {
		const m = text.match(
			new RegExp( `^[ \\t/*#@]*${ field }:(.*)$`, 'mi' )
		);
		const value = m
			? m[ 1 ].replace( /\s*(?:\*\/|\?>).*$/, '' ).trim()
			: '';
		if ( value ) {
			out.push( {
				msgid: value,
				msgctxt: null,
				msgid_plural: null,
				file: path.relative( pkg.dir, pkg.header ),
				line: text.slice( 0, m.index ).split( '\n' ).length,
				comment: `${ field } of the ${ kind }`,
				lang: 'php',
			} );
		}
	}
	return out;
}

/**
 * The preset names of a theme's theme.json (palette, font families, font
 * sizes, spacing sizes), with the contexts WordPress translates them in.
 * @param pkg
 */
function themeJsonStrings( pkg ) {
	const file = path.join( pkg.dir, 'theme.json' );
	if ( ! pkg.header?.endsWith( '.css' ) || ! fs.existsSync( file ) ) {
		return [];
	}
	const settings =
		JSON.parse( fs.readFileSync( file, 'utf8' ) ).settings || {};
	const presets = [
		[ settings.color?.palette, 'Color name' ],
		[ settings.typography?.fontFamilies, 'Font family name' ],
		[ settings.typography?.fontSizes, 'Font size name' ],
		[ settings.spacing?.spacingSizes, 'Space size name' ],
	];
	return presets.flatMap( ( [ list, context ] ) =>
		( list || [] )
			.filter( ( preset ) => preset && preset.name )
			.map( ( preset ) => ( {
				msgid: preset.name,
				msgctxt: context,
				msgid_plural: null,
				file: 'theme.json',
				line: 1,
				comment: null,
				lang: 'php',
			} ) )
	);
}

/**
 * Every string of a package, and which script uses which.
 *
 * @param {Package} pkg
 */
export function extract( pkg ) {
	const php = JSON.parse(
		exec( 'php', [
			path.join( HERE, 'extract-php.php' ),
			pkg.dir,
			pkg.domain,
		] ).stdout
	);
	const strings = [
		...headerStrings( pkg ),
		...themeJsonStrings( pkg ),
		...php.map( ( s ) => ( { ...s, lang: 'php' } ) ),
	];
	/** @type {Map<string, Array<{key: string, plural: boolean}>>} */
	const scripts = new Map();
	for ( const sub of pkg.jsDirs || [ 'build' ] ) {
		for ( const rel of listJs( pkg.dir, sub ) ) {
			const found = extractJs(
				fs.readFileSync( path.join( pkg.dir, rel ), 'utf8' ),
				rel,
				pkg.domain
			);
			strings.push( ...found );
			const keys = new Map();
			for ( const s of found ) {
				keys.set( entryKey( s.msgctxt, s.msgid ), {
					key: entryKey( s.msgctxt, s.msgid ),
					plural: !! s.msgid_plural,
				} );
			}
			scripts.set( rel, [ ...keys.values() ] );
		}
	}
	return { strings, scripts };
}

/**
 * WordPress loads the translations of a script by its handle, so a lazy chunk
 * (a built file without `.asset.php`, named `<entry>-<name>.js` by its
 * `webpackChunkName`) gets none of its own: its strings go into its entry's
 * JSON instead, and it gets no file. A chunk whose name starts with no entry
 * keeps its own (unused) file, so nothing is lost silently.
 *
 * @param {string}                                             dir     Package folder.
 * @param {Map<string, Array<{key: string, plural: boolean}>>} scripts Keys per built file.
 * @return {Map<string, Array<{key: string, plural: boolean}>>} Keys per file WordPress loads.
 */
export function withChunksInEntries( dir, scripts ) {
	const isEntry = ( rel ) =>
		fs.existsSync( path.join( dir, rel.replace( /\.js$/, '.asset.php' ) ) );
	const entries = [ ...scripts.keys() ].filter( isEntry );
	const out = new Map(
		[ ...scripts ].filter(
			( [ rel ] ) => isEntry( rel ) || ! entries.length
		)
	);
	for ( const [ rel, keys ] of scripts ) {
		if ( isEntry( rel ) || ! entries.length ) {
			continue;
		}
		const base = path.posix.basename( rel, '.js' );
		const owner = entries
			.filter(
				( e ) =>
					path.posix.dirname( e ) === path.posix.dirname( rel ) &&
					base.startsWith( `${ path.posix.basename( e, '.js' ) }-` )
			)
			.sort( ( a, b ) => b.length - a.length )[ 0 ];
		if ( ! owner ) {
			out.set( rel, keys );
			continue;
		}
		const merged = new Map( out.get( owner ).map( ( k ) => [ k.key, k ] ) );
		for ( const k of keys ) {
			merged.set( k.key, k );
		}
		out.set( owner, [ ...merged.values() ] );
	}
	return out;
}

/**
 * Jed 1.x data for one script, as `wp i18n make-json` writes it: only the
 * strings that script uses and that have a translation.
 * @param domainForFile
 * @param rel
 * @param keys
 * @param translations
 * @param header
 */
export function jedFor( domainForFile, rel, keys, translations, header ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: header.Language || LOCALE,
			'plural-forms': header[ 'Plural-Forms' ] || PLURAL_FORMS,
		},
	};
	let count = 0;
	for ( const { key } of keys ) {
		const t = translations.get( key );
		if ( t ) {
			messages[ key ] = t;
			count++;
		}
	}
	if ( count === 0 ) {
		return null;
	}
	return {
		'translation-revision-date': header[ 'PO-Revision-Date' ] || '',
		generator: 'tresen-i18n',
		source: rel,
		domain: 'messages',
		locale_data: { messages },
	};
}

/**
 * Runs the pipeline for one package.
 *
 * @param {Package}             pkg
 * @param {{ check?: boolean }} [opts] check: write nothing, report missing translations and stale files.
 * @return {{ domain: string, skipped?: boolean, missing: string[], stale: string[], written: string[], strings: number }} What was found and done.
 */
export function processPackage( pkg, opts = {} ) {
	const poFile = path.join( pkg.langDir, `${ pkg.domain }-${ LOCALE }.po` );
	const { strings, scripts } = extract( pkg );
	const result = {
		domain: pkg.domain,
		missing: [],
		stale: [],
		written: [],
		strings: strings.length,
	};
	if ( strings.length === 0 && ! fs.existsSync( poFile ) ) {
		return { ...result, skipped: true };
	}

	const moFile = path.join( pkg.langDir, `${ pkg.domain }-${ LOCALE }.mo` );
	const tmp = fs.mkdtempSync(
		path.join( os.tmpdir(), `tresen-i18n-${ pkg.domain }-` )
	);
	try {
		const pot = path.join( tmp, `${ pkg.domain }.pot` );
		fs.writeFileSync( pot, writePot( pkg.domain, strings ) );
		const before = fs.existsSync( poFile )
			? fs.readFileSync( poFile, 'utf8' )
			: newPo( pkg.domain );
		const oldPo = path.join( tmp, 'old.po' );
		const mergedPo = path.join( tmp, 'merged.po' );
		fs.writeFileSync( oldPo, before );
		exec( 'msgmerge', [
			'--quiet',
			'--no-fuzzy-matching',
			'--no-wrap',
			'--previous',
			'-o',
			mergedPo,
			oldPo,
			pot,
		] );
		const merged = fs.readFileSync( mergedPo, 'utf8' );
		const po = parsePo( merged );

		for ( const e of po.entries ) {
			if ( ! isTranslated( e ) ) {
				const where = e.references.length
					? ` (${ e.references.slice( 0, 2 ).join( ' ' ) })`
					: '';
				result.missing.push(
					`${ e.fuzzy ? 'fuzzy' : 'untranslated' }: ${ e.msgctxt ? `[${ e.msgctxt }] ` : '' }${ JSON.stringify( e.msgid ) }${ where }`
				);
			}
		}

		// Outputs, built in the temp folder first.
		const outputs = new Map();
		outputs.set( poFile, Buffer.from( merged ) );
		const tmpMo = path.join( tmp, 'out.mo' );
		exec( 'msgfmt', [
			'--check-format',
			'--check-header',
			'-o',
			tmpMo,
			mergedPo,
		] );
		outputs.set( moFile, fs.readFileSync( tmpMo ) );

		const translations = new Map();
		for ( const e of po.entries ) {
			if ( isTranslated( e ) ) {
				translations.set(
					entryKey( e.msgctxt, e.msgid ),
					e.msgid_plural ? e.msgstr.slice( 0, 2 ) : [ e.msgstr[ 0 ] ]
				);
			}
		}
		for ( const [ rel, keys ] of withChunksInEntries( pkg.dir, scripts ) ) {
			const jed = jedFor(
				pkg.domain,
				rel,
				keys,
				translations,
				po.header
			);
			if ( jed ) {
				outputs.set(
					path.join( pkg.langDir, scriptJsonName( pkg.domain, rel ) ),
					Buffer.from( JSON.stringify( jed ) )
				);
			}
		}
		const jsonPattern = new RegExp(
			`^${ pkg.domain.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) }-${ LOCALE }-[0-9a-f]{32}\\.json$`
		);
		const existingJson = fs.existsSync( pkg.langDir )
			? fs
					.readdirSync( pkg.langDir )
					.filter( ( f ) => jsonPattern.test( f ) )
					.map( ( f ) => path.join( pkg.langDir, f ) )
			: [];
		const leftovers = existingJson.filter( ( f ) => ! outputs.has( f ) );

		for ( const [ file, data ] of outputs ) {
			const same =
				fs.existsSync( file ) && fs.readFileSync( file ).equals( data );
			if ( same ) {
				continue;
			}
			if ( opts.check ) {
				result.stale.push( path.relative( process.cwd(), file ) );
			} else {
				fs.mkdirSync( path.dirname( file ), { recursive: true } );
				fs.writeFileSync( file, data );
				result.written.push( file );
			}
		}
		for ( const file of leftovers ) {
			if ( opts.check ) {
				result.stale.push(
					`${ path.relative( process.cwd(), file ) } (no longer used)`
				);
			} else {
				fs.rmSync( file );
				result.written.push( `${ file } (removed)` );
			}
		}
	} finally {
		fs.rmSync( tmp, { recursive: true, force: true } );
	}
	return result;
}
