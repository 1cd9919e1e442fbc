#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in one run.
 *
 * Installs what it needs (system packages, npm and Composer packages),
 * builds the suite, then runs: translations check, TypeScript, ESLint,
 * Stylelint, `php -l`, PHPCS, Jest, PHPUnit on SQLite and on MariaDB, the
 * Node tests (i18n pipeline, plugin zips installing on a clean WordPress)
 * and the Playwright end-to-end flows against a freshly started shop, and
 * the scale-out proofs (tests/e2e/cluster.spec.ts) on the local cluster.
 *
 * Prints one closing line "N passed, N failed" and exits non-zero on any
 * failure. Each tool's test cases count one by one; a check without test
 * cases (types, lint) counts as one.
 *
 *   node bin/test.mjs [--only=jest,phpunit-sqlite,…] [--skip=e2e,…]
 *   node bin/test.mjs --real   (npm run test:real) PHPUnit, zip install and e2e on real
 *                              WooCommerce from .cache/woocommerce, on MariaDB
 *
 * TRESEN_WP=6.8 runs everything on WordPress 6.8 (Debian trixie) instead of
 * 7.1 (sid); `npm test` also runs PHPUnit once on 6.8.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureNodeModules, hasCommand } from './lib/prepare.mjs';
import {
	ROOT,
	ensureSystemPackages,
	ensureWordPressCore,
	log,
	run,
	wooCommerce,
} from './lib/runtime.mjs';
import { WP_SUITES } from './lib/wordpress.mjs';

const args = Object.fromEntries(
	process.argv.slice( 2 ).map( ( a ) => {
		const [ k, v ] = a.replace( /^--/, '' ).split( '=' );
		return [ k, v ?? '' ];
	} )
);
const real = 'real' in args;
if ( real ) {
	process.env.TRESEN_WC = 'real';
}
// The real lane: PHPUnit and the end-to-end flows on real WooCommerce (MariaDB).
let only = args.only ? args.only.split( ',' ) : null;
if ( real && ! only ) {
	only = [
		'build',
		'phpunit-mariadb',
		'node-tests',
		'e2e',
		'e2e-zips',
		'e2e-fresh',
		'e2e-cluster',
		'contracts',
		'stripe-mock',
	];
}
const skip = args.skip ? args.skip.split( ',' ) : [];
const ARTIFACTS = path.join( ROOT, 'artifacts' );
fs.mkdirSync( ARTIFACTS, { recursive: true } );

const results = [];
const started = Date.now();

function sh( cmd, argv, opts = {} ) {
	const res = spawnSync( cmd, argv, {
		cwd: ROOT,
		stdio: 'inherit',
		...opts,
	} );
	return res.status ?? 1;
}

/**
 * Runs one step.
 *
 * @param name Step name.
 * @param fn   Returns { passed, failed } or an exit code.
 */
function step( name, fn ) {
	if ( ( only && ! only.includes( name ) ) || skip.includes( name ) ) {
		return;
	}
	const t = Date.now();
	process.stdout.write( `\n=== ${ name } ===\n` );
	let r;
	try {
		r = fn();
	} catch ( e ) {
		process.stdout.write( `${ e.stack || e }\n` );
		r = 1;
	}
	if ( typeof r === 'number' ) {
		r = r === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
	}
	r.skipped = r.skipped || 0;
	// A tool that exited non-zero failed, whatever it counted; a step that
	// produced no result at all (no test ran) failed too.
	if ( r.exitCode && ! r.failed ) {
		process.stdout.write(
			`${ name } exited with status ${ r.exitCode }\n`
		);
		r.failed = 1;
	}
	if ( r.passed + r.failed + r.skipped === 0 ) {
		process.stdout.write( `${ name } produced no result\n` );
		r.failed = 1;
	}
	r.name = name;
	r.seconds = ( ( Date.now() - t ) / 1000 ).toFixed( 1 );
	results.push( r );
	process.stdout.write(
		`--- ${ name }: ${ r.passed } passed, ${ r.failed } failed, ${ r.skipped } skipped (${ r.seconds } s)\n`
	);
}

function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

function junitCounts( file, exitCode ) {
	if ( ! fs.existsSync( file ) ) {
		return { passed: 0, failed: 1 };
	}
	const xml = fs.readFileSync( file, 'utf8' );
	const root = ( xml.match( /<testsuite\b[^>]*>/ ) || [] )[ 0 ];
	if ( ! root ) {
		return { passed: 0, failed: 1 };
	}
	const attr = ( name ) =>
		Number(
			( root.match( new RegExp( `\\b${ name }="(\\d+)"` ) ) ||
				[] )[ 1 ] || 0
		);
	const tests = attr( 'tests' );
	const failed = attr( 'failures' ) + attr( 'errors' );
	const skipped = attr( 'skipped' );
	// A non-zero exit with no failing test (e.g. a PHP fatal after the run) still fails.
	return {
		passed: tests - failed - skipped,
		failed,
		skipped,
		exitCode,
	};
}

function phpFiles( dir, out = [] ) {
	for ( const e of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		if (
			[
				'node_modules',
				'vendor',
				'.git',
				'.cache',
				'.sites',
				'dist',
			].includes( e.name )
		) {
			continue;
		}
		const full = path.join( dir, e.name );
		if ( e.isDirectory() ) {
			phpFiles( full, out );
		} else if ( e.name.endsWith( '.php' ) ) {
			out.push( full );
		}
	}
	return out;
}

// ---------------------------------------------------------------- prepare
log( 'preparing: system packages, npm and Composer packages, build' );
ensureSystemPackages( { chromium: true, mariadb: true, redis: true } );
if ( ! hasCommand( 'phpunit' ) || ! hasCommand( 'composer' ) ) {
	run(
		'apt-get',
		[
			'install',
			'-y',
			'-q',
			'--no-install-recommends',
			'phpunit',
			'composer',
		],
		{
			env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
		}
	);
}
ensureNodeModules();
if (
	! fs.existsSync( path.join( ROOT, 'vendor', 'bin', 'phpcs' ) ) ||
	! fs.existsSync( path.join( ROOT, 'vendor', 'bin', 'phpstan' ) ) ||
	! fs.existsSync(
		path.join( ROOT, 'vendor', 'phpcompatibility', 'phpcompatibility-wp' )
	)
) {
	run( 'composer', [ 'install', '--no-interaction', '--no-progress' ], {
		cwd: ROOT,
	} );
}

// The platform this run tests on, printed in the summary.
let wc;
try {
	wc = wooCommerce();
} catch ( e ) {
	log( e.message );
	process.stdout.write( '\n0 passed, 1 failed\n' );
	process.exit( 1 );
}
const wp = ensureWordPressCore();
const platform = `WordPress ${ wp.version } (Debian ${ wp.suite }), ${
	wc.kind === 'real' ? 'real WooCommerce' : 'the WooCommerce double'
} ${ wc.version }`;
log( `testing on ${ platform }` );

// ---------------------------------------------------------------- steps
step( 'build', () => ( ensureBuild( true ), 0 ) );

if ( fs.existsSync( path.join( ROOT, 'bin', 'i18n.mjs' ) ) ) {
	step( 'i18n', () => sh( 'node', [ 'bin/i18n.mjs', '--check' ] ) );
}

step( 'tsc', () => sh( 'npx', [ 'tsc', '--noEmit', '-p', 'tsconfig.json' ] ) );

step( 'lint-js', () => sh( 'npx', [ 'wp-scripts', 'lint-js', '.' ] ) );

step( 'lint-style', () =>
	sh( 'npx', [
		'wp-scripts',
		'lint-style',
		'{plugins,theme,common}/**/*.scss',
		'--allow-empty-input',
	] )
);

step( 'php-lint', () => {
	let failed = 0;
	const files = [
		'plugins',
		'theme',
		'mu-plugins',
		'common',
		'dev',
		'bin',
		'tests',
	].flatMap( ( d ) =>
		fs.existsSync( path.join( ROOT, d ) )
			? phpFiles( path.join( ROOT, d ) )
			: []
	);
	for ( const f of files ) {
		const res = spawnSync( 'php', [ '-l', f ], { encoding: 'utf8' } );
		if ( res.status !== 0 ) {
			failed++;
			process.stdout.write( res.stdout + res.stderr );
		}
	}
	process.stdout.write( `${ files.length } PHP files checked\n` );
	return failed ? 1 : 0;
} );

step( 'phpcs', () => sh( 'vendor/bin/phpcs', [ '-q', '--report=summary' ] ) );

// The double defines nothing real WooCommerce lacks (names, parameters), against the stubs.
step( 'double-api', () => sh( 'php', [ 'bin/check-double.php' ] ) );

// The suite's PHP against the real WordPress and WooCommerce APIs (stubs), level 6.
step( 'phpstan', () =>
	sh( 'vendor/bin/phpstan', [
		'analyse',
		'--memory-limit=2G',
		'--no-progress',
	] )
);

step( 'jest', () => {
	const out = path.join( ARTIFACTS, 'jest.json' );
	fs.rmSync( out, { force: true } );
	const code = sh( 'npx', [
		'wp-scripts',
		'test-unit-js',
		'--config',
		'jest.config.js',
		'--json',
		`--outputFile=${ out }`,
	] );
	const j = readJson( out );
	if ( ! j ) {
		return { passed: 0, failed: 1, exitCode: code };
	}
	return {
		passed: j.numPassedTests,
		failed: j.numFailedTests + ( j.numRuntimeErrorTestSuites || 0 ),
		skipped: ( j.numPendingTests || 0 ) + ( j.numTodoTests || 0 ),
		exitCode: code,
	};
} );

// Every request the gateways send to the Stripe and PayPal stand-ins is
// logged here (tests/contracts/log.mjs) and held against the providers'
// published APIs by the `contracts` step.
const contractLog = ( lane ) =>
	path.join( ARTIFACTS, `contract-${ lane }.jsonl` );
for ( const lane of [ 'sqlite', 'mariadb', 'e2e' ] ) {
	fs.rmSync( contractLog( lane ), { force: true } );
}

for ( const db of [ 'sqlite', 'mariadb' ] ) {
	step( `phpunit-${ db }`, () => {
		const junit = path.join( ARTIFACTS, `phpunit-${ db }.xml` );
		fs.rmSync( junit, { force: true } );
		const code = sh(
			'node',
			[ 'bin/phpunit.mjs', `--db=${ db }`, '--log-junit', junit ],
			{ env: { ...process.env, TRESEN_CONTRACT_LOG: contractLog( db ) } }
		);
		return junitCounts( junit, code );
	} );
}

// The oldest WordPress the suite declares: PHPUnit once more on its line.
const minimumLine = Object.keys( WP_SUITES ).find(
	( line ) => WP_SUITES[ line ] !== wp.suite
);
if ( ! real && minimumLine ) {
	step( `phpunit-wp${ minimumLine }`, () => {
		const junit = path.join( ARTIFACTS, `phpunit-wp${ minimumLine }.xml` );
		fs.rmSync( junit, { force: true } );
		const code = sh(
			'node',
			[ 'bin/phpunit.mjs', '--db=sqlite', '--log-junit', junit ],
			{ env: { ...process.env, TRESEN_WP: minimumLine } }
		);
		return junitCounts( junit, code );
	} );
}

step( 'node-tests', () => {
	const dirs = [
		'tests/i18n',
		'tests/router',
		'tests/zip',
		'tests/contracts',
	].filter( ( d ) => fs.existsSync( path.join( ROOT, d ) ) );
	if ( ! dirs.length ) {
		return { passed: 0, failed: 0 };
	}
	let zipCode = 0;
	if ( dirs.includes( 'tests/zip' ) ) {
		zipCode = sh( 'node', [ 'bin/zip.mjs' ] );
	}
	const files = dirs.flatMap( ( d ) =>
		fs
			.readdirSync( path.join( ROOT, d ) )
			.filter( ( f ) => /\.test\.m?js$/.test( f ) )
			.map( ( f ) => path.join( d, f ) )
	);
	const res = spawnSync(
		'node',
		[ '--test', '--test-reporter=tap', ...files ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	process.stdout.write( res.stdout + res.stderr );
	const pass = Number(
		( res.stdout.match( /^# pass (\d+)/m ) || [] )[ 1 ] || 0
	);
	const fail = Number(
		( res.stdout.match( /^# fail (\d+)/m ) || [] )[ 1 ] || 0
	);
	const skipped = Number(
		( res.stdout.match( /^# skipped (\d+)/m ) || [] )[ 1 ] || 0
	);
	return {
		passed: pass,
		failed: fail,
		skipped,
		exitCode: res.status || zipCode,
	};
} );

/**
 * One Playwright run through bin/e2e.mjs, counted from its JSON report.
 *
 * @param {string[]} argv   bin/e2e.mjs arguments.
 * @param {string}   report file name under artifacts/.
 * @param {Object}   env    more environment.
 */
function e2eRun( argv, report, env = {} ) {
	const out = path.join( ARTIFACTS, report );
	fs.rmSync( out, { force: true } );
	const code = sh( 'node', [ 'bin/e2e.mjs', ...argv ], {
		env: { ...process.env, TRESEN_E2E_JSON: out, ...env },
	} );
	const j = readJson( out );
	if ( ! j || ! j.stats ) {
		return { passed: 0, failed: 1, exitCode: code };
	}
	// A flow that failed once and passed on its retry is counted as passed
	// and named here and in the summary, so a flaky flow is seen, not hidden.
	// A flow that failed on every try is named in the summary with the
	// first line of its error, so a CI log's tail says what broke.
	const flaky = [];
	const failures = [];
	( function walk( suites ) {
		for ( const s of suites || [] ) {
			walk( s.suites );
			for ( const sp of s.specs || [] ) {
				for ( const t of sp.tests || [] ) {
					const name = `${ sp.file }:${ sp.line } ${ sp.title }`;
					if ( t.status === 'flaky' ) {
						flaky.push( name );
					}
					if ( t.status === 'unexpected' ) {
						// The try that broke, not a later one a serial group skipped
						// (a failure earlier in the group on the retry skips the rest).
						const tries = t.results || [];
						const broken =
							tries.find( ( r ) => r.error && r.error.message ) ||
							tries.at( -1 ) ||
							{};
						const statuses = tries
							.map( ( r ) => r.status )
							.join( ', ' );
						const message = String(
							( broken.error &&
								`[tries: ${ statuses }] ${ broken.error.message }` ) ||
								broken.status ||
								''
						)
							.replace( /\u001b\[[0-9;]*m/g, '' )
							.split( '\n' )
							.map( ( l ) => l.trim() )
							.filter( Boolean )
							.slice( 0, 3 )
							.join( ' | ' )
							.slice( 0, 400 );
						failures.push(
							`${ name } (${ t.projectName || '' }): ${ message }`
						);
					}
				}
			}
		}
	} )( j.suites );
	for ( const f of flaky ) {
		process.stdout.write(
			`flaky (failed once, passed on retry): ${ f }\n`
		);
	}
	return {
		passed: ( j.stats.expected || 0 ) + ( j.stats.flaky || 0 ),
		failed: j.stats.unexpected || 0,
		skipped: j.stats.skipped || 0,
		flaky,
		failures,
		exitCode: code,
	};
}

step( 'e2e', () =>
	e2eRun( [], 'e2e.json', { TRESEN_CONTRACT_LOG: contractLog( 'e2e' ) } )
);

// The storefront on a shop installed from the zips (dist/), as an owner
// installs them, with Twenty Twenty-One active: tests/e2e/other-theme.spec.ts
// (about 1.5 min).
step( 'e2e-zips', () => e2eRun( [ '--zips' ], 'e2e-zips.json' ) );

// A new shop set up by its owner: WordPress, WooCommerce with its own pages
// and the suite from the zips, three products, nothing else; the Einrichtung
// by keyboard, the Shop-Check, a guest's order (tests/e2e/setup-fresh.spec.ts).
step( 'e2e-fresh', () =>
	e2eRun( [ '--fresh', '--workers=1' ], 'e2e-fresh.json' )
);

// The scale-out proofs (tests/e2e/cluster.spec.ts) on the local cluster:
// nginx page cache, two php-fpm nodes, MariaDB, Redis, cron by WP-CLI
// (docs/scale-out.md); a few minutes with the cluster's start. The whole
// suite on the cluster (52 min with 2 workers on the 2-core development
// machine) is its own command (`npm run e2e:cluster`): it does not fit npm
// test's 40-minute budget.
step( 'e2e-cluster', () =>
	e2eRun(
		[ '--cluster', '--workers=1', 'tests/e2e/cluster.spec.ts' ],
		'e2e-cluster.json'
	)
);

// The requests of this run against the providers' published APIs
// (tests/contracts/check.mjs): one result per lane and endpoint. Without a
// log of this run (PHPUnit skipped), the Stripe and PayPal suites run once
// for it.
step( 'contracts', () => {
	const out = path.join( ARTIFACTS, 'contracts.json' );
	fs.rmSync( out, { force: true } );
	const code = sh( 'node', [
		'tests/contracts/run.mjs',
		`--out=${ out }`,
		...[ 'sqlite', 'mariadb', 'e2e' ].map( contractLog ),
	] );
	const r = readJson( out );
	return r ? { passed: r.passed, failed: r.failed, exitCode: code } : code;
} );

// The Stripe requests of this run sent to Stripe's own stripe-mock
// (tests/contracts/stripe-mock.mjs), when it is built in .cache/stripe-mock.
if ( real || ( only && only.includes( 'stripe-mock' ) ) ) {
	step( 'stripe-mock', () => {
		const code = sh( 'node', [
			'tests/contracts/stripe-mock.mjs',
			'--replay',
			...[ 'mariadb', 'sqlite', 'e2e' ].map( contractLog ),
		] );
		return readJson( path.join( ARTIFACTS, 'stripe-mock.json' ) ) || code;
	} );
}

// ---------------------------------------------------------------- summary
const passed = results.reduce( ( n, r ) => n + r.passed, 0 );
const failed = results.reduce( ( n, r ) => n + r.failed, 0 );
process.stdout.write( '\nSummary\n' );
for ( const r of results ) {
	process.stdout.write(
		`  ${ r.failed ? 'FAIL' : 'ok  ' } ${ r.name.padEnd( 16 ) } ${ String( r.passed ).padStart( 4 ) } passed ${ String( r.failed ).padStart( 3 ) } failed ${ String( r.skipped ).padStart( 3 ) } skipped  ${ r.seconds } s\n`
	);
}
process.stdout.write(
	`  platform   ${ platform }\n  total time ${ (
		( Date.now() - started ) /
		1000
	).toFixed( 0 ) } s\n\n`
);
const skipped = results.reduce( ( n, r ) => n + r.skipped, 0 );
for ( const r of results ) {
	for ( const f of r.failures || [] ) {
		process.stdout.write( `  failed in ${ r.name }: ${ f }\n` );
	}
}
const flaky = results.flatMap( ( r ) => r.flaky || [] );
for ( const f of flaky ) {
	process.stdout.write( `  flaky (passed on retry): ${ f }\n` );
}
process.stdout.write(
	`${ passed } passed, ${ failed } failed, ${ skipped } skipped${
		flaky.length ? `, ${ flaky.length } flaky` : ''
	}\n`
);
process.exit( failed ? 1 : 0 );
