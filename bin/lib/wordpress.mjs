/**
 * WordPress core from Debian's packages, made self-contained.
 *
 * Debian's `wordpress` package is upstream core with a few bundled
 * libraries replaced by symlinks into other Debian packages (getID3,
 * PHPMailer, underscore, lodash, jQuery UI, cropper) and the CA bundle
 * pointing at the system's. We download those packages with `apt-get
 * download` through a private sources list and state folder (the machine's
 * apt configuration is never touched), unpack them with `dpkg-deb -x` and
 * copy the core with every symlink resolved into `.cache/wordpress-<version>`.
 *
 * `wordpress-l10n` (core translations) is unpacked the same way; the site
 * gets its de_DE files. It depends on an older `wordpress`, so it is never
 * installed, only unpacked.
 *
 * Suites move: sid keeps only its newest upload and stable gets security
 * updates, so no Debian revision is pinned. What the suite carries is used,
 * and anything below the suite's declared minimum fails with a clear message.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The oldest WordPress the suite declares (`Requires at least`). */
export const WP_MINIMUM = '6.8';

/** WordPress lines and the Debian suite that carries each. */
export const WP_SUITES = {
	7.1: 'sid',
	6.8: 'trixie',
};

const PACKAGES = [
	'wordpress',
	'wordpress-l10n',
	'php-getid3',
	'libphp-phpmailer',
	'libjs-underscore',
	'libjs-lodash',
	'libjs-jquery-ui',
	'libjs-cropper',
	'ca-certificates',
];

/** The core translation files a German site needs. */
const GERMAN_CORE_FILES = [
	'de_DE.mo',
	'admin-de_DE.mo',
	'admin-network-de_DE.mo',
	'continents-cities-de_DE.mo',
];

/**
 * Which WordPress line to use: `--wp=6.8` / TRESEN_WP=6.8, default 7.1.
 *
 * @param {string} [wanted] A key of WP_SUITES, or a Debian suite name.
 * @return {{ line: string, suite: string }} The line and its suite.
 */
export function wordPressLine( wanted ) {
	const w = String( wanted || process.env.TRESEN_WP || '7.1' );
	if ( WP_SUITES[ w ] ) {
		return { line: w, suite: WP_SUITES[ w ] };
	}
	const byName = Object.entries( WP_SUITES ).find( ( [ , s ] ) => s === w );
	if ( byName ) {
		return { line: byName[ 0 ], suite: w };
	}
	throw new Error(
		`Unknown WordPress line "${ w }". Choose one of: ${ Object.keys(
			WP_SUITES
		).join( ', ' ) }.`
	);
}

/**
 * Compares dotted versions.
 *
 * @param {string} a
 * @param {string} b
 * @return {number} <0, 0 or >0.
 */
export function compareVersions( a, b ) {
	const pa = a.split( /[.-]/ ).map( ( n ) => parseInt( n, 10 ) || 0 );
	const pb = b.split( /[.-]/ ).map( ( n ) => parseInt( n, 10 ) || 0 );
	for ( let i = 0; i < Math.max( pa.length, pb.length ); i++ ) {
		const d = ( pa[ i ] || 0 ) - ( pb[ i ] || 0 );
		if ( d ) {
			return d;
		}
	}
	return 0;
}

/**
 * The `$wp_version` of a core tree.
 *
 * @param {string} core Core directory.
 * @return {string} Version, or '' when unreadable.
 */
export function coreVersion( core ) {
	try {
		const src = fs.readFileSync(
			path.join( core, 'wp-includes', 'version.php' ),
			'utf8'
		);
		return ( src.match( /\$wp_version\s*=\s*'([^']+)'/ ) || [] )[ 1 ] || '';
	} catch {
		return '';
	}
}

/**
 * Downloads and unpacks the suite's packages (once per suite).
 *
 * @param {string}   cache      Cache directory (.cache).
 * @param {string}   suite      Debian suite.
 * @param {Function} log        Logger.
 * @param {string[]} [packages] Debian packages (default: WordPress and its libraries).
 * @param {string}   [base]     Folder for apt's state and the unpacked files.
 * @return {string} The folder the packages were unpacked into.
 */
function unpackSuite(
	cache,
	suite,
	log,
	packages = PACKAGES,
	base = path.join( cache, 'debian', suite )
) {
	const root = path.join( base, 'root' );
	for ( const cmd of [ 'apt-get', 'dpkg-deb' ] ) {
		if ( spawnSync( 'sh', [ '-c', `command -v ${ cmd }` ] ).status !== 0 ) {
			throw new Error(
				`WordPress comes from Debian's packages, which needs ${ cmd } (a Debian or Ubuntu machine).`
			);
		}
	}
	const apt = path.join( base, 'apt' );
	const debs = path.join( base, 'debs' );
	fs.rmSync( base, { recursive: true, force: true } );
	for ( const d of [
		path.join( apt, 'state', 'lists', 'partial' ),
		path.join( apt, 'cache', 'archives', 'partial' ),
		debs,
	] ) {
		fs.mkdirSync( d, { recursive: true } );
	}
	const keyring = [
		'/usr/share/keyrings/debian-archive-keyring.gpg',
		'/usr/share/keyrings/debian-archive-keyring.pgp',
	].find( ( k ) => fs.existsSync( k ) );
	const signedBy = keyring ? ` [signed-by=${ keyring }]` : '';
	const sources = path.join( apt, 'sources.list' );
	fs.writeFileSync(
		sources,
		`deb${ signedBy } http://deb.debian.org/debian ${ suite } main\n`
	);
	// Everything apt reads or writes stays in .cache/debian/<suite>/apt.
	const opts = [
		`-o`,
		`Dir::Etc::SourceList=${ sources }`,
		`-o`,
		`Dir::Etc::SourceParts=/dev/null`,
		`-o`,
		`Dir::State=${ path.join( apt, 'state' ) }`,
		`-o`,
		`Dir::State::status=/dev/null`,
		`-o`,
		`Dir::Cache=${ path.join( apt, 'cache' ) }`,
		`-o`,
		`Debug::NoLocking=1`,
		`-o`,
		`APT::Sandbox::User=${
			typeof process.getuid === 'function' && process.getuid() === 0
				? 'root'
				: String( process.env.USER || 'nobody' )
		}`,
	];
	log(
		`fetching ${ packages.join( ', ' ) } from Debian ${ suite } (apt-get download)`
	);
	execFileSync( 'apt-get', [ ...opts, '-q', 'update' ], {
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	execFileSync( 'apt-get', [ ...opts, '-q', 'download', ...packages ], {
		cwd: debs,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	const tmp = `${ root }.tmp`;
	fs.mkdirSync( tmp, { recursive: true } );
	for ( const deb of fs.readdirSync( debs ) ) {
		if ( deb.endsWith( '.deb' ) ) {
			execFileSync( 'dpkg-deb', [ '-x', path.join( debs, deb ), tmp ] );
		}
	}
	fs.renameSync( tmp, root );
	// The .deb files and apt lists are not needed once unpacked.
	fs.rmSync( debs, { recursive: true, force: true } );
	fs.rmSync( apt, { recursive: true, force: true } );
	return root;
}

/**
 * The CA bundle WordPress ships as wp-includes/certificates/ca-bundle.crt:
 * the host's, or else the Mozilla certificates from the ca-certificates
 * package.
 *
 * @param {string} root Unpacked packages.
 * @return {string} PEM text.
 */
function caBundle( root ) {
	for ( const f of [
		'/etc/ssl/certs/ca-certificates.crt',
		path.join( root, 'etc/ssl/certs/ca-certificates.crt' ),
	] ) {
		if ( fs.existsSync( f ) && fs.statSync( f ).size > 0 ) {
			return fs.readFileSync( f, 'utf8' );
		}
	}
	const dir = path.join( root, 'usr/share/ca-certificates/mozilla' );
	return fs
		.readdirSync( dir )
		.filter( ( f ) => f.endsWith( '.crt' ) )
		.sort()
		.map( ( f ) => fs.readFileSync( path.join( dir, f ), 'utf8' ) )
		.join( '\n' );
}

/**
 * Replaces every symlink under `dir` by a copy of its target inside `root`.
 *
 * @param {string} dir  Core copy.
 * @param {string} root Unpacked packages (the targets' file system root).
 * @return {string[]} Links that could not be resolved.
 */
function resolveLinks( dir, root ) {
	const unresolved = [];
	const walk = ( d ) => {
		for ( const e of fs.readdirSync( d, { withFileTypes: true } ) ) {
			const full = path.join( d, e.name );
			if ( e.isSymbolicLink() ) {
				const target = fs.readlinkSync( full );
				const inRoot = path.isAbsolute( target )
					? path.join( root, target )
					: path.resolve(
							path.join(
								root,
								'usr/share/wordpress',
								path.relative( dir, d )
							),
							target
						);
				fs.rmSync( full );
				if ( fs.existsSync( inRoot ) ) {
					fs.cpSync( inRoot, full, {
						recursive: true,
						dereference: true,
					} );
				} else if ( full.endsWith( 'ca-bundle.crt' ) ) {
					fs.writeFileSync( full, caBundle( root ) );
				} else {
					unresolved.push( `${ full } -> ${ target }` );
				}
			} else if ( e.isDirectory() ) {
				walk( full );
			}
		}
	};
	walk( dir );
	return unresolved;
}

/**
 * A self-contained WordPress core from the Debian suite of `line`, cached
 * in `.cache/wordpress-<version>`.
 *
 * @param {string}   cache    Cache directory (.cache).
 * @param {Function} log      Logger.
 * @param {string}   [wanted] WordPress line (see wordPressLine()).
 * @return {{ core: string, version: string, languages: string }} Core
 *         path, its version and the folder of its de_DE translations.
 */
export function ensureDebianWordPress( cache, log, wanted ) {
	const { line, suite } = wordPressLine( wanted );
	const pointer = path.join( cache, `wordpress-${ suite }.json` );
	try {
		const known = JSON.parse( fs.readFileSync( pointer, 'utf8' ) );
		if (
			fs.existsSync( path.join( known.core, 'wp-settings.php' ) ) &&
			fs.existsSync( known.languages )
		) {
			return known;
		}
	} catch {}
	const root = unpackSuite( cache, suite, log );
	const src = path.join( root, 'usr/share/wordpress' );
	const version = coreVersion( src );
	if ( ! version ) {
		throw new Error( `Debian ${ suite }'s wordpress package has no core` );
	}
	if ( compareVersions( version, WP_MINIMUM ) < 0 ) {
		throw new Error(
			`Debian ${ suite } carries WordPress ${ version }, below the suite's minimum ${ WP_MINIMUM }. Choose another line (TRESEN_WP=${ Object.keys(
				WP_SUITES
			).join( '|' ) }).`
		);
	}
	if ( ! version.startsWith( `${ line }.` ) && version !== line ) {
		log(
			`note: Debian ${ suite } now carries WordPress ${ version } (expected the ${ line } line)`
		);
	}
	const core = path.join( cache, `wordpress-${ version }` );
	const tmp = `${ core }.tmp`;
	fs.rmSync( tmp, { recursive: true, force: true } );
	fs.cpSync( src, tmp, { recursive: true, verbatimSymlinks: true } );
	const unresolved = resolveLinks( tmp, root );
	if ( unresolved.length ) {
		throw new Error(
			`WordPress ${ version } from Debian ${ suite } has links that do not resolve:\n  ${ unresolved.join(
				'\n  '
			) }`
		);
	}
	// Debian's own wp-config.php reads /etc/wordpress; every site writes its own.
	// Its language folder holds every locale: the de_DE files are kept apart.
	const languages = path.join( cache, `wordpress-${ version }-de_DE` );
	fs.rmSync( languages, { recursive: true, force: true } );
	fs.mkdirSync( languages, { recursive: true } );
	const allLanguages = path.join( tmp, 'wp-content', 'languages' );
	for ( const f of GERMAN_CORE_FILES ) {
		if ( fs.existsSync( path.join( allLanguages, f ) ) ) {
			fs.copyFileSync(
				path.join( allLanguages, f ),
				path.join( languages, f )
			);
		}
	}
	for ( const junk of [
		'wp-config.php',
		'.htaccess',
		'wp-content/languages',
		'wp-content/plugins/akismet',
	] ) {
		fs.rmSync( path.join( tmp, junk ), { recursive: true, force: true } );
	}
	fs.rmSync( core, { recursive: true, force: true } );
	fs.renameSync( tmp, core );
	const result = { core, version, languages, suite };
	fs.writeFileSync( pointer, JSON.stringify( result, null, 2 ) );
	// The unpacked packages (every locale's translations) are not needed any more.
	fs.rmSync( path.join( cache, 'debian', suite ), {
		recursive: true,
		force: true,
	} );
	return result;
}

/**
 * Classic themes the tests run the storefront on besides the suite's own,
 * with the Debian suite that still packages each (Twenty Twenty-One left
 * Debian's WordPress after bookworm).
 */
export const DEBIAN_THEMES = { twentytwentyone: 'bookworm' };

/**
 * A default theme from Debian's `wordpress-theme-<slug>` package, fetched like
 * core (private sources list, `apt-get download`, `dpkg-deb -x`) and kept in
 * `.cache/theme-<slug>/`.
 *
 * @param {string}   cache Cache directory (.cache).
 * @param {Function} log   Logger.
 * @param {string}   slug  A key of DEBIAN_THEMES.
 * @return {string} The theme's folder.
 */
export function ensureDebianTheme( cache, log, slug ) {
	const suite = DEBIAN_THEMES[ slug ];
	if ( ! suite ) {
		throw new Error( `no Debian suite known for the theme ${ slug }` );
	}
	const dest = path.join( cache, `theme-${ slug }` );
	if ( fs.existsSync( path.join( dest, 'style.css' ) ) ) {
		return dest;
	}
	const base = path.join( cache, 'debian-themes', suite );
	const root = unpackSuite(
		cache,
		suite,
		log,
		[ `wordpress-theme-${ slug }` ],
		base
	);
	const src = path.join(
		root,
		'usr/share/wordpress/wp-content/themes',
		slug
	);
	if ( ! fs.existsSync( path.join( src, 'style.css' ) ) ) {
		throw new Error(
			`Debian ${ suite }'s wordpress-theme-${ slug } has no theme`
		);
	}
	const tmp = `${ dest }.tmp`;
	fs.rmSync( tmp, { recursive: true, force: true } );
	fs.cpSync( src, tmp, { recursive: true, verbatimSymlinks: true } );
	const unresolved = resolveLinks( tmp, root );
	if ( unresolved.length ) {
		throw new Error(
			`${ slug } from Debian ${ suite } has links that do not resolve:\n  ${ unresolved.join(
				'\n  '
			) }`
		);
	}
	fs.renameSync( tmp, dest );
	fs.rmSync( base, { recursive: true, force: true } );
	return dest;
}
