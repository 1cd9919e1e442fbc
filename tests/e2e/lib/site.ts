/**
 * Reads and changes the e2e shop through PHP, the way its owner's settings
 * would, without driving wp-admin. On WordPress 7.1 an admin screen loads
 * some 57 scripts; tests whose subject is not the admin screen itself check
 * admin-side effects here instead.
 *
 * bin/e2e.mjs sets TRESEN_E2E_SITE to the site's directory.
 */
import { execFileSync } from 'node:child_process';

/**
 * Runs PHP inside the shop's WordPress and returns what it echoes,
 * JSON-decoded. The code sees WordPress loaded, every plugin active.
 *
 * @param code PHP statements; `return` a value to get it back.
 */
export function sitePhp< T = unknown >( code: string ): T {
	const site = process.env.TRESEN_E2E_SITE;
	if ( ! site ) {
		throw new Error(
			'TRESEN_E2E_SITE is not set: run through bin/e2e.mjs'
		);
	}
	const url = new URL( process.env.TRESEN_E2E_URL || 'http://localhost' );
	const script = `
		error_reporting( E_ALL & ~E_DEPRECATED );
		$_SERVER['HTTP_HOST'] = ${ JSON.stringify( url.host ) };
		$_SERVER['REQUEST_URI'] = '/';
		$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
		$_SERVER['REQUEST_METHOD'] = 'GET';
		require ${ JSON.stringify( site ) } . '/wp-load.php';
		$tresen_result = ( static function () { ${ code } } )();
		echo "\\n@@RESULT@@" . wp_json_encode( $tresen_result );
	`;
	// On the local cluster, as the nodes' user (www-data), so files it writes stay theirs.
	const uid = Number( process.env.TRESEN_E2E_PHP_UID || -1 );
	const gid = Number( process.env.TRESEN_E2E_PHP_GID || -1 );
	const out = execFileSync( 'php', [ '-r', script ], {
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		// A whole run's outbox read back (order e-mails carry the AGB and the
		// cancellation policy, some 10 KB each) outgrows Node's 1 MB default.
		maxBuffer: 256 * 1024 * 1024,
		...( uid >= 0 && gid >= 0 ? { uid, gid } : {} ),
	} );
	const at = out.lastIndexOf( '@@RESULT@@' );
	if ( at < 0 ) {
		throw new Error( `PHP gave no result:\n${ out }` );
	}
	return JSON.parse( out.slice( at + '@@RESULT@@'.length ) ) as T;
}
