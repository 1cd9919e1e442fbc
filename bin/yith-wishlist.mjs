#!/usr/bin/env node
/**
 * Puts YITH WooCommerce Wishlist 4.16.0's front-end script (YITH,
 * GPL-3.0-or-later) into .cache/yith-wishlist/ for the e2e test that runs
 * YITH's own `jquery.yith-wcwl.js` against the suite's admin-ajax actions
 * (tests/e2e/wishlist-yith.spec.ts). Never committed: .cache/ is ignored.
 * Only the script is kept (assets/js/unminified/jquery.yith-wcwl.js) with
 * the `yith_wcwl_l10n` keys it reads (yith-wcwl-l10n-keys.json, found in
 * the script), and where it came from (.tresen-source.json).
 *
 *   node bin/yith-wishlist.mjs [--from=<git repository: URL or local path>] [--ref=4.16.0]
 *
 * The default source is a local mirror when one is at
 * /work/.mirror/yithemes+yith-woocommerce-wishlist/repo, otherwise
 * https://github.com/yithemes/yith-woocommerce-wishlist.git (tag 4.16.0).
 * --from (or TRESEN_YITH_WISHLIST_SOURCE) takes a local clone or bare mirror.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, openUpstream, replaceFolder } from './lib/upstream.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const TARGET = path.join( ROOT, '.cache', 'yith-wishlist' );
const MIRROR = '/work/.mirror/yithemes+yith-woocommerce-wishlist/repo';
const SCRIPT = 'assets/js/unminified/jquery.yith-wcwl.js';

const source = arg(
	'from',
	process.env.TRESEN_YITH_WISHLIST_SOURCE ||
		( fs.existsSync( MIRROR )
			? MIRROR
			: 'https://github.com/yithemes/yith-woocommerce-wishlist.git' )
);
const ref = arg( 'ref', '4.16.0' );

const tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'tresen-yith-' ) );
try {
	const { commit, show } = openUpstream( source, ref, tmp );
	const script = show( SCRIPT );
	const version = /\bdefine\(\s*'YITH_WCWL_VERSION',\s*'([^']+)'/.exec(
		show( 'init.php' )
	)?.[ 1 ];
	// The localized object's keys the script reads (yith_wcwl_l10n.a.b).
	const keys = [
		...new Set(
			[
				...script.matchAll(
					/yith_wcwl_l10n\.([a-z_]+(?:\.[a-z_]+)?)/g
				),
			].map( ( m ) => m[ 1 ] )
		),
	].sort();
	if ( ! keys.includes( 'nonce.add_to_wishlist_nonce' ) ) {
		throw new Error(
			`${ ref }: ${ SCRIPT } reads no yith_wcwl_l10n.nonce`
		);
	}
	const fresh = path.join( tmp, 'yith-wishlist' );
	fs.mkdirSync( fresh );
	fs.writeFileSync( path.join( fresh, 'jquery.yith-wcwl.js' ), script );
	fs.writeFileSync(
		path.join( fresh, 'yith-wcwl-l10n-keys.json' ),
		JSON.stringify( keys, null, '\t' ) + '\n'
	);
	fs.writeFileSync(
		path.join( fresh, '.tresen-source.json' ),
		JSON.stringify(
			{ source, ref, commit, version, file: SCRIPT },
			null,
			'\t'
		) + '\n'
	);
	replaceFolder( fresh, TARGET );
	process.stdout.write(
		`YITH WooCommerce Wishlist ${ version } (${ ref }, ${ commit }): ${ SCRIPT } in ${ TARGET }\n`
	);
} finally {
	fs.rmSync( tmp, { recursive: true, force: true } );
}
