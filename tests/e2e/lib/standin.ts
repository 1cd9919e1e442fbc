/**
 * What the loopback stand-ins (tests/stripe/standin.mjs,
 * tests/paypal/standin.mjs) share in e2e: starting one as a child process
 * (it prints `{"url": …}` as its first line and stops when its stdin
 * closes), its test controls, and the hooks a spec registers to run
 * against one (started before the file's first test, the shop pointed at
 * it, each test's browser prepared, taken off again after the last test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { test, type BrowserContext, type Page } from '@playwright/test';
import { declineCookies } from './shopper';

export interface StandinProcess< State > {
	url: string;
	process: ChildProcess;
	/** Everything the stand-in holds (GET /_standin/state). */
	state: () => Promise< State >;
	/** A test control (POST /_standin/…). */
	control: ( path: string, body?: unknown ) => Promise< unknown >;
	stop: () => Promise< void >;
}

/**
 * Starts a stand-in script under tests/ with extra environment variables.
 *
 * @param script Path below tests/, e.g. `stripe/standin.mjs`.
 * @param env    Environment variables for it (webhook address, credentials).
 */
export async function launchStandin< State >(
	script: string,
	env: Record< string, string >
): Promise< StandinProcess< State > > {
	const child = spawn(
		'node',
		[ path.resolve( __dirname, '../..', script ) ],
		{
			env: { ...process.env, ...env },
			stdio: [ 'pipe', 'pipe', 'inherit' ],
		}
	);
	const lines = readline.createInterface( { input: child.stdout! } );
	const first: string = await new Promise( ( resolve, reject ) => {
		lines.once( 'line', resolve );
		child.once( 'exit', () => reject( new Error( 'stand-in exited' ) ) );
	} );
	const { url } = JSON.parse( first ) as { url: string };
	return {
		url,
		process: child,
		state: async () =>
			( await (
				await fetch( `${ url }/_standin/state` )
			).json() ) as State,
		control: async ( p, body ) =>
			(
				await fetch( `${ url }/_standin/${ p }`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify( body ?? {} ),
				} )
			).json(),
		stop: () =>
			new Promise( ( resolve ) => {
				child.once( 'exit', () => resolve() );
				child.stdin?.end();
			} ),
	};
}

/**
 * The shop's address without a trailing slash, followed by a path.
 *
 * @param shopUrl The shop's base URL.
 * @param route   Path starting with a slash.
 */
export function shopAddress( shopUrl: string, route: string ): string {
	return shopUrl.replace( /\/$/, '' ) + route;
}

/**
 * Waits until no other spec file of this e2e run holds the lock, then
 * takes it (a folder in the temp directory, named after the lock and the
 * shop; a holder whose process is gone loses it). Returns its release.
 *
 * @param name    Lock name.
 * @param shopUrl The shop's base URL.
 */
async function exclusive(
	name: string,
	shopUrl: string
): Promise< () => void > {
	const dir = path.join(
		os.tmpdir(),
		`tresen-e2e-${ name }-${ crypto
			.createHash( 'sha1' )
			.update( shopUrl )
			.digest( 'hex' )
			.slice( 0, 10 ) }.lock`
	);
	const release = () => fs.rmSync( dir, { recursive: true, force: true } );
	for (;;) {
		try {
			fs.mkdirSync( dir );
			fs.writeFileSync( path.join( dir, 'pid' ), String( process.pid ) );
			return release;
		} catch ( error ) {
			if ( ( error as NodeJS.ErrnoException ).code !== 'EEXIST' ) {
				throw error;
			}
		}
		let owner = 0;
		try {
			owner = Number(
				fs.readFileSync( path.join( dir, 'pid' ), 'utf8' )
			);
		} catch {}
		if ( owner > 0 ) {
			try {
				process.kill( owner, 0 );
			} catch {
				release();
				continue;
			}
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
	}
}

/**
 * Registers a spec file's set-up and tear-down around all its tests, under
 * a lock when one is given: spec files with the same lock never run at the
 * same time (they share the shop's settings). `setUp` runs once the lock is
 * held, `tearDown` after the last test, before the lock is released. Used
 * directly by a spec that shares the stand-in specs' settings but runs no
 * stand-in itself.
 *
 * @param lock         The lock (name and shop), or undefined for none.
 * @param lock.name    Lock name.
 * @param lock.shopUrl The shop's base URL.
 * @param setUp        Puts what the file needs in place.
 * @param tearDown     Takes it off again.
 */
export function withLock(
	lock: { name: string; shopUrl: string } | undefined,
	setUp: () => void | Promise< void >,
	tearDown: () => void | Promise< void >
): void {
	let release = () => {};

	test.beforeAll( async () => {
		if ( lock ) {
			// Waiting for another spec file is not this one's time.
			test.setTimeout( 20 * 60_000 );
			release = await exclusive( lock.name, lock.shopUrl );
		}
		await setUp();
	} );

	test.afterAll( async () => {
		try {
			await tearDown();
		} finally {
			release();
		}
	} );
}

export interface StandinHooks< S > {
	/** Starts the stand-in. */
	start: () => Promise< S >;
	/** Points the shop at it (and anything else the whole file needs). */
	connect: ( standin: S ) => void;
	/** Takes the shop off it again. */
	disconnect: () => void;
	/**
	 * Spec files with the same lock never run at the same time (they share
	 * the shop's settings and its API address for the stand-in): the
	 * second waits in its beforeAll for the first to finish.
	 */
	lock?: { name: string; shopUrl: string };
	/** Prepares each test's browser (fake SDK, cookie); cookies are declined after it. */
	browser: (
		standin: S,
		context: BrowserContext,
		page: Page
	) => Promise< void >;
}

/**
 * Registers a spec file's hooks for a stand-in (its `start` usually keeps
 * the stand-in in a variable of the spec for the tests).
 *
 * @param hooks What to do before and after.
 */
export function withStandin< S extends { stop: () => Promise< void > } >(
	hooks: StandinHooks< S >
): void {
	let standin: S | undefined;

	withLock(
		hooks.lock,
		async () => {
			standin = await hooks.start();
			hooks.connect( standin );
		},
		async () => {
			hooks.disconnect();
			await standin?.stop();
		}
	);

	test.beforeEach( async ( { page, context } ) => {
		await hooks.browser( standin!, context, page );
		await declineCookies( page );
	} );
}
