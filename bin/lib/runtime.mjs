/**
 * The local WordPress runtime: system packages, WordPress core, the SQLite
 * drop-in, MariaDB, the site directory and the `php -S` server.
 *
 * Everything here is idempotent: a second call reuses what the first made.
 */
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianTheme, ensureDebianWordPress } from './wordpress.mjs';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const CACHE = path.join( ROOT, '.cache' );
export const SITES = path.join( ROOT, '.sites' );

export const SQLITE_PACKAGE = '@wp-playground/cli@3.1.56';

const PHP_EXTENSIONS = {
	pdo_sqlite: 'php8.2-sqlite3',
	mysqli: 'php8.2-mysql',
	curl: 'php8.2-curl',
	gd: 'php8.2-gd',
	intl: 'php8.2-intl',
	mbstring: 'php8.2-mbstring',
	dom: 'php8.2-xml',
	zip: 'php8.2-zip',
};

export function log( ...args ) {
	process.stderr.write( `[tresen] ${ args.join( ' ' ) }\n` );
}

export function run( cmd, args, opts = {} ) {
	const res = spawnSync( cmd, args, { stdio: 'inherit', ...opts } );
	if ( res.status !== 0 ) {
		throw new Error(
			`${ cmd } ${ args.join( ' ' ) } failed (exit ${ res.status })`
		);
	}
	return res;
}

function has( cmd ) {
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ cmd }` ], { stdio: 'ignore' } )
			.status === 0
	);
}

function phpModules() {
	if ( ! has( 'php' ) ) {
		return new Set();
	}
	const out = spawnSync( 'php', [ '-m' ], { encoding: 'utf8' } ).stdout || '';
	return new Set( out.split( '\n' ).map( ( l ) => l.trim().toLowerCase() ) );
}

/**
 * Make sure PHP (with WordPress's extensions), chromium, gettext and,
 * when asked, MariaDB and Redis (the server and php-redis, for the object
 * cache's PHPUnit tests) are present. Installs with apt as root, otherwise
 * says exactly what to install.
 *
 * @param {{ mariadb?: boolean, chromium?: boolean, redis?: boolean }} want
 */
export function ensureSystemPackages( want = {} ) {
	const missing = new Set();
	if ( ! has( 'php' ) ) {
		missing.add( 'php8.2-cli' );
	}
	const mods = phpModules();
	for ( const [ mod, pkg ] of Object.entries( PHP_EXTENSIONS ) ) {
		if ( ! mods.has( mod ) ) {
			missing.add( pkg );
		}
	}
	if ( ! has( 'msgfmt' ) ) {
		missing.add( 'gettext' );
	}
	if ( ! has( 'unzip' ) ) {
		missing.add( 'unzip' );
	}
	if ( ! has( 'zip' ) ) {
		missing.add( 'zip' );
	}
	if ( want.chromium && ! fs.existsSync( '/usr/bin/chromium' ) ) {
		missing.add( 'chromium' );
	}
	if ( want.mariadb && ! fs.existsSync( '/usr/sbin/mariadbd' ) ) {
		missing.add( 'mariadb-server' );
	}
	if ( want.redis && ! fs.existsSync( '/usr/bin/redis-server' ) ) {
		missing.add( 'redis-server' );
	}
	if ( want.redis && ! mods.has( 'redis' ) ) {
		missing.add( 'php8.2-redis' );
	}
	if ( missing.size === 0 ) {
		return;
	}
	const pkgs = [ ...missing ];
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! isRoot || ! has( 'apt-get' ) ) {
		throw new Error(
			`Missing system packages. Install them with:\n  sudo apt-get install --no-install-recommends ${ pkgs.join( ' ' ) }`
		);
	}
	log( `installing system packages: ${ pkgs.join( ' ' ) }` );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	run( 'apt-get', [ 'update', '-q' ], { env } );
	run(
		'apt-get',
		[ 'install', '-y', '-q', '--no-install-recommends', ...pkgs ],
		{ env }
	);
}

/**
 * Download an npm package tarball (no dependencies) into the cache and unpack it.
 * @param spec
 */
function npmPackage( spec ) {
	const dir = path.join( CACHE, 'npm', spec.replace( /[@/]/g, '_' ) );
	if ( fs.existsSync( path.join( dir, 'package', 'package.json' ) ) ) {
		return path.join( dir, 'package' );
	}
	fs.mkdirSync( dir, { recursive: true } );
	log( `fetching ${ spec } from the npm registry` );
	const out = execFileSync(
		'npm',
		[ 'pack', spec, '--silent', '--pack-destination', dir ],
		{
			encoding: 'utf8',
		}
	)
		.trim()
		.split( '\n' )
		.pop();
	run( 'tar', [ 'xzf', path.join( dir, out ), '-C', dir ] );
	fs.rmSync( path.join( dir, out ) );
	return path.join( dir, 'package' );
}

/**
 * WordPress core from Debian (see wordpress.mjs), cached: `{ core, version,
 * languages }`. The line comes from TRESEN_WP (7.1 by default, 6.8).
 */
export function ensureWordPressCore() {
	return ensureDebianWordPress( CACHE, log );
}

/**
 * Which WooCommerce a site gets: the double in dev/woocommerce (default,
 * CI) or real WooCommerce unpacked into .cache/woocommerce (TRESEN_WC=real).
 *
 * @return {{ kind: 'double'|'real', dir: string, version: string }} The plugin.
 */
export function wooCommerce() {
	const kind = process.env.TRESEN_WC === 'real' ? 'real' : 'double';
	const dir =
		kind === 'real'
			? path.join( CACHE, 'woocommerce' )
			: path.join( ROOT, 'dev', 'woocommerce' );
	const main = path.join( dir, 'woocommerce.php' );
	if ( ! fs.existsSync( main ) ) {
		throw new Error(
			`Real WooCommerce is missing: ${ path.relative(
				ROOT,
				main
			) } does not exist. Unpack WooCommerce 10.5 into .cache/woocommerce/ (see docs/woocommerce-decision.md), or run without TRESEN_WC=real to use the double.`
		);
	}
	const version =
		( fs
			.readFileSync( main, 'utf8' )
			.match( /^\s*\*\s*Version:\s*(\S+)/m ) || [] )[ 1 ] || '';
	return { kind, dir, version };
}

/** The SQLite Database Integration plugin, patched as Playground patches it. */
export function ensureSqlitePlugin() {
	const dest = path.join( CACHE, 'sqlite-database-integration' );
	if ( fs.existsSync( path.join( dest, 'load.php' ) ) ) {
		return dest;
	}
	const pkg = npmPackage( SQLITE_PACKAGE );
	const tmp = `${ dest }.tmp`;
	fs.rmSync( tmp, { recursive: true, force: true } );
	run( 'unzip', [
		'-q',
		path.join( pkg, 'sqlite-database-integration.zip' ),
		'-d',
		tmp,
	] );
	const inner = fs
		.readdirSync( tmp )
		.map( ( d ) => path.join( tmp, d ) )
		.find( ( d ) => fs.existsSync( path.join( d, 'load.php' ) ) );
	if ( ! inner ) {
		throw new Error( 'sqlite-database-integration.zip has no load.php' );
	}
	const dbClass = path.join(
		inner,
		'wp-includes/sqlite/class-wp-sqlite-db.php'
	);
	const src = fs.readFileSync( dbClass, 'utf8' );
	fs.writeFileSync(
		dbClass,
		src.replace(
			'private $allow_unsafe_unquoted_parameters',
			'protected $allow_unsafe_unquoted_parameters'
		)
	);
	fs.renameSync( inner, dest );
	fs.rmSync( tmp, { recursive: true, force: true } );
	return dest;
}

/**
 * The database a runner uses: `--db=sqlite|mariadb`, else TRESEN_DB, else
 * MariaDB for real WooCommerce (the SQLite drop-in cannot run its
 * stock-reservation SQL) and SQLite for the double.
 *
 * @param {string[]} argv Command-line arguments.
 * @return {{ db: string, passthrough: string[] }} The database and the other arguments.
 */
export function dbOption( argv ) {
	const arg = argv.find( ( a ) => a.startsWith( '--db=' ) );
	const db = arg
		? arg.slice( 5 )
		: process.env.TRESEN_DB ||
			( process.env.TRESEN_WC === 'real' ? 'mariadb' : 'sqlite' );
	return { db, passthrough: argv.filter( ( a ) => a !== arg ) };
}

/**
 * A free TCP port on 127.0.0.1, chosen by the operating system.
 */
export function freePort() {
	return new Promise( ( resolve, reject ) => {
		const srv = net.createServer();
		srv.unref();
		srv.on( 'error', reject );
		srv.listen( 0, '127.0.0.1', () => {
			const { port } = srv.address();
			srv.close( () => resolve( port ) );
		} );
	} );
}

/**
 * Whether something already listens on 127.0.0.1:port.
 *
 * @param port Port.
 */
export function portInUse( port ) {
	return new Promise( ( resolve ) => {
		const socket = net.connect( port, '127.0.0.1' );
		socket.once( 'connect', () => {
			socket.destroy();
			resolve( true );
		} );
		socket.once( 'error', () => resolve( false ) );
	} );
}

export async function waitForHttp( url, timeoutMs = 30000 ) {
	const end = Date.now() + timeoutMs;
	let last = '';
	while ( Date.now() < end ) {
		try {
			const res = await fetch( url, { redirect: 'manual' } );
			if ( res.status < 500 ) {
				return res.status;
			}
			last = `HTTP ${ res.status }`;
		} catch ( e ) {
			last = e.message;
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	throw new Error(
		`${ url } did not answer within ${ timeoutMs } ms (${ last })`
	);
}

/* ------------------------------------------------------------------ */
/* MariaDB (private data directory, no systemd)                        */
/* ------------------------------------------------------------------ */

export function mariadbPaths( name = 'mariadb' ) {
	const dir = path.join( SITES, name );
	return {
		dir,
		data: path.join( dir, 'data' ),
		socket: path.join( dir, 'mysqld.sock' ),
		pid: path.join( dir, 'mariadbd.pid' ),
		log: path.join( dir, 'error.log' ),
	};
}

/**
 * Start (or reuse) a private MariaDB server and make sure `databases` exist,
 * granted to user wp/wp on 127.0.0.1 and localhost.
 * @param root0
 * @param root0.port
 * @param root0.databases
 * @param root0.name
 */
export async function startMariaDb( { port, databases, name = 'mariadb' } ) {
	ensureSystemPackages( { mariadb: true } );
	const p = mariadbPaths( name );
	fs.mkdirSync( p.dir, { recursive: true } );
	if ( ! fs.existsSync( path.join( p.data, 'mysql' ) ) ) {
		run(
			'mariadb-install-db',
			[
				'--no-defaults',
				'--user=root',
				`--datadir=${ p.data }`,
				'--auth-root-authentication-method=normal',
				'--skip-test-db',
			],
			{ stdio: 'ignore' }
		);
	}
	const ping = () =>
		spawnSync(
			'mariadb-admin',
			[ '--no-defaults', `--socket=${ p.socket }`, '-uroot', 'ping' ],
			{ stdio: 'ignore' }
		).status === 0;
	let child = null;
	if ( ! ping() ) {
		child = spawn(
			'/usr/sbin/mariadbd',
			[
				'--no-defaults',
				'--user=root',
				`--datadir=${ p.data }`,
				`--socket=${ p.socket }`,
				`--port=${ port }`,
				'--bind-address=127.0.0.1',
				`--log-error=${ p.log }`,
				`--pid-file=${ p.pid }`,
				'--skip-log-bin',
				'--innodb-buffer-pool-size=64M',
			],
			{ detached: true, stdio: 'ignore' }
		);
		child.unref();
		const end = Date.now() + 20000;
		while ( ! ping() ) {
			if ( Date.now() > end ) {
				throw new Error( `MariaDB did not start; see ${ p.log }` );
			}
			await new Promise( ( r ) => setTimeout( r, 100 ) );
		}
	}
	const sql = [
		"CREATE USER IF NOT EXISTS 'wp'@'127.0.0.1' IDENTIFIED BY 'wp';",
		"CREATE USER IF NOT EXISTS 'wp'@'localhost' IDENTIFIED BY 'wp';",
	];
	for ( const db of databases ) {
		sql.push(
			`CREATE DATABASE IF NOT EXISTS \`${ db }\` CHARACTER SET utf8mb4;`
		);
		sql.push(
			`GRANT ALL ON \`${ db }\`.* TO 'wp'@'127.0.0.1';`,
			`GRANT ALL ON \`${ db }\`.* TO 'wp'@'localhost';`
		);
	}
	run( 'mariadb', [
		'--no-defaults',
		`--socket=${ p.socket }`,
		'-uroot',
		'-e',
		sql.join( ' ' ),
	] );
	return {
		socket: p.socket,
		port,
		/** Stops the server; resolves once it has exited (at most 10 s). */
		async stop() {
			const pid = fs.existsSync( p.pid )
				? Number( fs.readFileSync( p.pid, 'utf8' ) )
				: child?.pid;
			if ( ! pid ) {
				return;
			}
			try {
				process.kill( pid, 'SIGTERM' );
			} catch {
				return;
			}
			const end = Date.now() + 10000;
			while ( Date.now() < end ) {
				try {
					process.kill( pid, 0 );
				} catch {
					return;
				}
				await new Promise( ( r ) => setTimeout( r, 100 ) );
			}
		},
	};
}

/* ------------------------------------------------------------------ */
/* The site                                                             */
/* ------------------------------------------------------------------ */

/**
 * Lay out a WordPress site in `.sites/<name>`: core copy, wp-config.php,
 * wp-content with our plugins, theme and mu-plugins linked from the repo.
 *
 * @param {Object}             o
 * @param {string}             o.name       directory name under .sites
 * @param {string}             o.url        site URL
 * @param {'sqlite'|'mariadb'} [o.db]
 * @param {Object}             [o.mariadb]  { port, database }
 * @param {boolean}            [o.fresh]    wipe first
 * @param {boolean}            [o.bare]     only WooCommerce, none of our packages (zip tests)
 * @param {boolean}            [o.fixtures] link tests/e2e/fixtures/*.php as mu-plugins
 * @param {string[]}           [o.mu]       more files to link as mu-plugins (the cluster's runner)
 * @param {string}             [o.config]   more wp-config.php lines (the cluster's constants)
 * @param {string}             [o.zips]     a folder of plugin zips (dist/): instead of links to
 *                                          the repo, every plugin is unpacked from its zip, as an
 *                                          owner uploads it, with no theme of ours and none of the
 *                                          repo's mu-plugins or language folders (bin/e2e.mjs --zips)
 * @param {boolean}            [o.theme]    with o.zips: the theme too, from dist/tresen-theme.zip
 *                                          into themes/tresen (bin/e2e.mjs --fresh)
 */
export function prepareSite( o ) {
	const dir = path.join( SITES, o.name );
	if ( o.fresh ) {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
	const wp = ensureWordPressCore();
	const wc = wooCommerce();
	const platformFile = path.join( dir, 'wp-content', 'tresen-platform.json' );
	let platform = null;
	try {
		platform = JSON.parse( fs.readFileSync( platformFile, 'utf8' ) );
	} catch {}
	if (
		fs.existsSync( path.join( dir, 'wp-settings.php' ) ) &&
		platform?.wordpress !== wp.version
	) {
		// Another core (e.g. an older site): copy the new core over it, keeping wp-content.
		log( `updating site ${ o.name } to WordPress ${ wp.version }` );
		for ( const e of fs.readdirSync( wp.core ) ) {
			if ( e !== 'wp-content' ) {
				fs.rmSync( path.join( dir, e ), {
					recursive: true,
					force: true,
				} );
				fs.cpSync( path.join( wp.core, e ), path.join( dir, e ), {
					recursive: true,
				} );
			}
		}
	}
	if ( ! fs.existsSync( path.join( dir, 'wp-settings.php' ) ) ) {
		log(
			`creating site ${ o.name } from WordPress ${ wp.version } with WooCommerce ${ wc.version } (${ wc.kind })`
		);
		fs.cpSync( wp.core, dir, { recursive: true } );
	}
	const content = path.join( dir, 'wp-content' );
	for ( const sub of [
		'plugins',
		'themes',
		'mu-plugins',
		'uploads',
		'database',
		'languages',
	] ) {
		fs.mkdirSync( path.join( content, sub ), { recursive: true } );
	}
	const link = ( target, at ) => {
		try {
			const cur = fs.readlinkSync( at );
			if ( cur === target ) {
				return;
			}
			fs.rmSync( at, { force: true } );
		} catch {
			fs.rmSync( at, { recursive: true, force: true } );
		}
		fs.symlinkSync( target, at );
	};
	// Our plugins and theme (a "bare" site gets only WooCommerce: the zip install test).
	if ( o.zips ) {
		for ( const zip of fs.readdirSync( o.zips ) ) {
			if ( zip === 'tresen-theme.zip' && o.theme ) {
				fs.rmSync( path.join( content, 'themes', 'tresen' ), {
					recursive: true,
					force: true,
				} );
				run( 'unzip', [
					'-q',
					'-o',
					path.join( o.zips, zip ),
					'-d',
					path.join( content, 'themes' ),
				] );
				continue;
			}
			if (
				! /^tresen-.+\.zip$/.test( zip ) ||
				zip === 'tresen-theme.zip'
			) {
				continue;
			}
			const slug = zip.slice( 0, -4 );
			fs.rmSync( path.join( content, 'plugins', slug ), {
				recursive: true,
				force: true,
			} );
			run( 'unzip', [
				'-q',
				'-o',
				path.join( o.zips, zip ),
				'-d',
				path.join( content, 'plugins' ),
			] );
		}
	} else if ( ! o.bare ) {
		for ( const slug of fs.readdirSync( path.join( ROOT, 'plugins' ) ) ) {
			link(
				path.join( ROOT, 'plugins', slug ),
				path.join( content, 'plugins', slug )
			);
		}
		link(
			path.join( ROOT, 'theme' ),
			path.join( content, 'themes', 'tresen' )
		);
	}
	// WooCommerce: the double, or real WooCommerce from .cache/woocommerce (TRESEN_WC=real).
	link( wc.dir, path.join( content, 'plugins', 'woocommerce' ) );
	// Core's German translations (wordpress-l10n), as a language pack would put them.
	for ( const f of fs.readdirSync( wp.languages ) ) {
		fs.copyFileSync(
			path.join( wp.languages, f ),
			path.join( content, 'languages', f )
		);
	}
	// mu-plugins: the shop's configuration from the repo, plus local-only helpers
	// and, for end-to-end runs, the test fixtures in tests/e2e/fixtures.
	const mu = [
		path.join( ROOT, 'dev', 'local-site', 'tresen-local-site.php' ),
	];
	if ( ! o.bare && ! o.zips ) {
		for ( const f of fs.readdirSync( path.join( ROOT, 'mu-plugins' ) ) ) {
			mu.push( path.join( ROOT, 'mu-plugins', f ) );
		}
	}
	if ( o.fixtures ) {
		// Another classic theme for the storefront plugin's e2e (Debian's Twenty
		// Twenty-One); a shopper's cookie chooses it (fixtures/other-theme.php).
		try {
			link(
				ensureDebianTheme( CACHE, log, 'twentytwentyone' ),
				path.join( content, 'themes', 'twentytwentyone' )
			);
		} catch ( e ) {
			log(
				`note: no Twenty Twenty-One for the e2e shop (${ e.message })`
			);
		}
		const fx = path.join( ROOT, 'tests', 'e2e', 'fixtures' );
		for ( const f of fs.existsSync( fx ) ? fs.readdirSync( fx ) : [] ) {
			if ( f.endsWith( '.php' ) ) {
				mu.push( path.join( fx, f ) );
			}
		}
	}
	mu.push( ...( o.mu || [] ) );
	for ( const f of mu ) {
		link( f, path.join( content, 'mu-plugins', path.basename( f ) ) );
	}
	// Translations: our de_DE files, seen by WordPress under wp-content/languages/{plugins,themes}
	// (a zip brings its own in languages/).
	if ( ! o.bare && ! o.zips ) {
		for ( const sub of [ 'plugins', 'themes' ] ) {
			link(
				path.join( ROOT, 'languages', sub ),
				path.join( content, 'languages', sub )
			);
		}
	}
	// Database.
	const db = o.db || 'sqlite';
	if ( db === 'sqlite' ) {
		const sqlite = ensureSqlitePlugin();
		const dropIn = fs
			.readFileSync( path.join( sqlite, 'db.copy' ), 'utf8' )
			.replaceAll( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite )
			.replaceAll(
				'{SQLITE_PLUGIN}',
				'sqlite-database-integration/load.php'
			);
		fs.writeFileSync( path.join( content, 'db.php' ), dropIn );
	} else {
		fs.rmSync( path.join( content, 'db.php' ), { force: true } );
	}
	writeConfig( dir, o, db );
	fs.writeFileSync(
		platformFile,
		JSON.stringify(
			{
				wordpress: wp.version,
				woocommerce: wc.version,
				woocommerceKind: wc.kind,
				db,
			},
			null,
			2
		)
	);
	return dir;
}

function writeConfig( dir, o, db ) {
	const salt = ( k ) =>
		`define( '${ k }', '${ o.name }-${ k }-local-only' );`;
	const dbLines =
		db === 'sqlite'
			? [
					"define( 'DB_DIR', __DIR__ . '/wp-content/database/' );",
					"define( 'DB_FILE', '.ht.sqlite' );",
					"define( 'DB_NAME', 'wordpress' ); define( 'DB_USER', '' ); define( 'DB_PASSWORD', '' ); define( 'DB_HOST', '' );",
				]
			: [
					`define( 'DB_NAME', '${ o.mariadb.database }' ); define( 'DB_USER', 'wp' ); define( 'DB_PASSWORD', 'wp' );`,
					`define( 'DB_HOST', '127.0.0.1:${ o.mariadb.port }' );`,
				];
	const cfg = `<?php
// Written by bin/lib/runtime.mjs for the local Tresen shop. Do not edit: it is rewritten on every start.
${ dbLines.join( '\n' ) }
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${ [ 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ].map( salt ).join( '\n' ) }
$table_prefix = 'wp_';
define( 'WP_HOME', '${ o.url }' );
define( 'WP_SITEURL', '${ o.url }' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', __DIR__ . '/wp-content/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
// German shop. WordPress only accepts a site language whose core language
// pack is installed (none can be downloaded here); the constant makes
// de_DE valid, and our packages bring their own de_DE translations.
define( 'WPLANG', 'de_DE' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
${ o.config ? `${ o.config }\n` : '' }if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
	fs.writeFileSync( path.join( dir, 'wp-config.php' ), cfg );
}

/**
 * Install WordPress (once). A bare install (env TRESEN_INSTALL_BARE=1)
 * activates only WooCommerce; otherwise the suite and theme too, and the
 * catalogue is seeded in a second process (seeding does nothing when the
 * site is seeded already).
 * @param dir
 * @param url
 * @param env
 */
export function installSite( dir, url, env = {} ) {
	const opts = {
		env: { ...process.env, ...env },
		stdio: [ 'ignore', 'inherit', 'inherit' ],
	};
	run(
		'php',
		[
			'-d',
			'memory_limit=1G',
			path.join( ROOT, 'bin/php/install.php' ),
			dir,
			url,
		],
		opts
	);
	if ( opts.env.TRESEN_INSTALL_FRESH ) {
		// A new shop (bin/e2e.mjs --fresh): no seed, only an owner's first
		// products, as a product import leaves them (tests/e2e/fresh/catalogue.php).
		run(
			'php',
			[ path.join( ROOT, 'tests/e2e/fresh/catalogue.php' ), dir, url ],
			opts
		);
		return;
	}
	if (
		! opts.env.TRESEN_INSTALL_BARE &&
		fs.existsSync( path.join( ROOT, 'bin/php/seed.php' ) )
	) {
		run(
			'php',
			[
				'-d',
				'memory_limit=2G',
				path.join( ROOT, 'bin/php/seed.php' ),
				dir,
			],
			opts
		);
	}
}

/**
 * Serve a site with php -S in its own process group (so that stopping it
 * stops its workers too).
 * @param dir
 * @param port
 * @param root0
 * @param root0.quiet
 * @param root0.compress gzip pages and text assets (`npm start`)
 */
export async function serveSite(
	dir,
	port,
	{ quiet = true, compress = false } = {}
) {
	const logFile = path.join( dir, 'wp-content', 'server.log' );
	const out = fs.openSync( logFile, 'a' );
	const child = spawn(
		'php',
		[
			'-d',
			'error_reporting=E_ALL & ~E_DEPRECATED',
			'-d',
			'display_errors=0',
			'-d',
			'upload_max_filesize=16M',
			'-d',
			'post_max_size=20M',
			// As on every production PHP (php-fpm enables it): compiled scripts
			// are kept between requests. Checked on every request, so an edited
			// file counts at once.
			'-d',
			'opcache.enable_cli=1',
			'-d',
			'opcache.revalidate_freq=0',
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			dir,
			path.join( ROOT, 'bin/php/router.php' ),
		],
		{
			detached: true,
			stdio: [
				'ignore',
				quiet ? out : 'inherit',
				quiet ? out : 'inherit',
			],
			env: {
				...process.env,
				PHP_CLI_SERVER_WORKERS:
					process.env.PHP_CLI_SERVER_WORKERS || '4',
				// `npm start`: pages and text assets gzip-compressed, as a real
				// host sends them (bin/php/router.php).
				TRESEN_ROUTER_GZIP: compress ? '1' : '',
			},
		}
	);
	const url = `http://127.0.0.1:${ port }`;
	let stopped = false;
	const stop = () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		try {
			process.kill( -child.pid, 'SIGTERM' );
		} catch {}
	};
	await waitForHttp( `${ url }/wp-login.php`, 30000 );
	return { url, port, pid: child.pid, stop, child };
}
