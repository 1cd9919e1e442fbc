#!/usr/bin/env node
/**
 * End-to-end tests: starts a fresh, seeded shop on a free port (with the
 * mu-plugins in tests/e2e/fixtures linked in), runs Playwright against it
 * with Debian's chromium, and stops the shop afterwards.
 *
 *   node bin/e2e.mjs [--db=sqlite|mariadb] [spec files or Playwright arguments]
 *   node bin/e2e.mjs --cluster [...]   against the local cluster instead
 *                                      (bin/lib/cluster.mjs: nginx page cache,
 *                                      two php-fpm nodes, MariaDB, Redis)
 *
 *   node bin/e2e.mjs --zips [...]      on a shop installed from the zips
 *                                      (`npm run zip`, dist/): every plugin
 *                                      unpacked and activated as an owner
 *                                      does, Twenty Twenty-One as the active
 *                                      theme, none of the repo's mu-plugins;
 *                                      without spec files it runs
 *                                      tests/e2e/other-theme.spec.ts
 *
 *   node bin/e2e.mjs --fresh [...]     on a new shop: WordPress, WooCommerce
 *                                      (with the pages it makes itself) and
 *                                      the suite and theme installed from the
 *                                      zips and activated as an owner does,
 *                                      three products (tests/e2e/fresh/
 *                                      catalogue.php) and nothing else (no
 *                                      seed); without spec files it runs
 *                                      tests/e2e/setup-fresh.spec.ts
 *
 * TRESEN_WC=real runs it on real WooCommerce from .cache/woocommerce, on
 * MariaDB unless --db says otherwise. TRESEN_E2E_JSON names Playwright's JSON
 * report (artifacts/e2e.json by default).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from './lib/cluster.mjs';
import { ensureBuild, ensureNodeModules } from './lib/prepare.mjs';
import {
	ROOT,
	dbOption,
	ensureSystemPackages,
	freePort,
	installSite,
	log,
	mariadbPaths,
	prepareSite,
	run,
	serveSite,
	startMariaDb,
} from './lib/runtime.mjs';

const cluster =
	process.argv.includes( '--cluster' ) ||
	Boolean( process.env.TRESEN_E2E_CLUSTER );
const fresh = process.argv.includes( '--fresh' );
const zips = process.argv.includes( '--zips' ) || fresh;
const { db, passthrough } = dbOption(
	process.argv
		.slice( 2 )
		.filter(
			( a ) => a !== '--cluster' && a !== '--zips' && a !== '--fresh'
		)
);
if ( cluster ) {
	process.exit( await runOnCluster() );
}
if ( zips && ! passthrough.some( ( a ) => a.endsWith( '.spec.ts' ) ) ) {
	passthrough.push(
		fresh
			? 'tests/e2e/setup-fresh.spec.ts'
			: 'tests/e2e/other-theme.spec.ts'
	);
}

ensureSystemPackages( { chromium: true, mariadb: db === 'mariadb' } );
ensureNodeModules();
ensureBuild();
if ( zips ) {
	log( 'building the zips (bin/zip.mjs)' );
	run( process.execPath, [ path.join( ROOT, 'bin', 'zip.mjs' ) ], {
		cwd: ROOT,
	} );
}

let lane = zips ? 'e2e-zips' : 'e2e';
if ( fresh ) {
	lane = 'e2e-fresh';
}
const port = await freePort();
const url = `http://127.0.0.1:${ port }`;
const mariadbName = `mariadb-e2e-${ process.pid }`;
const mariadb =
	db === 'mariadb'
		? await startMariaDb( {
				port: await freePort(),
				databases: [ 'tresen_e2e' ],
				name: mariadbName,
			} )
		: null;
// One site per run (runs may overlap), removed afterwards unless TRESEN_KEEP_SITE is set.
const dir = prepareSite( {
	name: `${ lane }-${ port }`,
	url,
	fresh: true,
	fixtures: true,
	db,
	mariadb: mariadb
		? { port: mariadb.port, database: 'tresen_e2e' }
		: undefined,
	zips: zips ? path.join( ROOT, 'dist' ) : undefined,
	theme: fresh,
} );
log(
	fresh
		? 'installing a new shop from the zips (no seed, three products)'
		: `installing and seeding the e2e shop${
				zips ? ' from the zips, Twenty Twenty-One active' : ''
			}`
);
const installEnv = {};
if ( fresh ) {
	Object.assign( installEnv, {
		TRESEN_INSTALL_AS_OWNER: '1',
		TRESEN_INSTALL_FRESH: '1',
	} );
} else if ( zips ) {
	Object.assign( installEnv, {
		TRESEN_INSTALL_THEME: 'twentytwentyone',
		TRESEN_INSTALL_AS_OWNER: '1',
	} );
}
installSite( dir, url, installEnv );
const server = await serveSite( dir, port );
log( `e2e shop on ${ url }` );

let status = 1;
try {
	const res = spawnSync(
		'npx',
		[
			'playwright',
			'test',
			'-c',
			path.join( ROOT, 'tests/e2e/playwright.config.ts' ),
			...passthrough,
		],
		{
			stdio: 'inherit',
			cwd: ROOT,
			env: {
				...process.env,
				TRESEN_E2E_URL: url,
				TRESEN_E2E_SITE: dir,
				// Which WooCommerce the shop runs: 'double' or 'real'.
				TRESEN_E2E_WC:
					process.env.TRESEN_WC === 'real' ? 'real' : 'double',
				...( zips ? { TRESEN_E2E_ZIPS: '1' } : {} ),
				...( fresh ? { TRESEN_E2E_FRESH: '1' } : {} ),
				PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
			},
		}
	);
	status = res.status ?? 1;
} finally {
	server.stop();
	await mariadb?.stop();
	if ( ! process.env.TRESEN_KEEP_SITE ) {
		fs.rmSync( dir, { recursive: true, force: true } );
		if ( mariadb ) {
			fs.rmSync( mariadbPaths( mariadbName ).dir, {
				recursive: true,
				force: true,
			} );
		}
	}
}
process.exit( status );

/**
 * The same suite against the local cluster (always MariaDB), one fresh
 * cluster per run, removed afterwards unless TRESEN_KEEP_SITE is set.
 */
async function runOnCluster() {
	ensureSystemPackages( { chromium: true, mariadb: true } );
	ensureNodeModules();
	ensureBuild();
	const clusterPort = await freePort();
	log( 'starting, installing and seeding the e2e cluster' );
	const shop = await startCluster( {
		port: clusterPort,
		url: `http://127.0.0.1:${ clusterPort }`,
		name: `cluster-e2e-${ clusterPort }`,
		fresh: true,
		fixtures: true,
		cron: 60,
		kind: 'e2e',
	} );
	log( `e2e cluster on ${ shop.url }` );
	let code = 1;
	try {
		const res = spawnSync(
			'npx',
			[
				'playwright',
				'test',
				'-c',
				path.join( ROOT, 'tests/e2e/playwright.config.ts' ),
				...passthrough,
			],
			{
				stdio: 'inherit',
				cwd: ROOT,
				env: {
					...process.env,
					TRESEN_E2E_URL: shop.url,
					TRESEN_E2E_SITE: shop.site,
					TRESEN_E2E_WC:
						process.env.TRESEN_WC === 'real' ? 'real' : 'double',
					TRESEN_E2E_CLUSTER: '1',
					TRESEN_E2E_CLUSTER_RUN: shop.run,
					TRESEN_E2E_CRON: JSON.stringify( shop.cronCommand ),
					...( shop.user
						? {
								TRESEN_E2E_PHP_UID: String( shop.user.uid ),
								TRESEN_E2E_PHP_GID: String( shop.user.gid ),
							}
						: {} ),
					PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
				},
			}
		);
		code = res.status ?? 1;
	} finally {
		await shop.stop();
		if ( ! process.env.TRESEN_KEEP_SITE ) {
			fs.rmSync( shop.dir, { recursive: true, force: true } );
			fs.rmSync(
				mariadbPaths( `mariadb-cluster-e2e-${ clusterPort }` ).dir,
				{
					recursive: true,
					force: true,
				}
			);
		}
	}
	return code;
}
