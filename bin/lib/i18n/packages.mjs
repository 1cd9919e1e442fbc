/**
 * The packages of this repository and where their translations live.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} root Repository root.
 * @return {import('./package.mjs').Package[]} Plugins, the theme and the WooCommerce double.
 */
export function repoPackages( root ) {
	const list = [];
	const pluginsDir = path.join( root, 'plugins' );
	for ( const slug of fs.existsSync( pluginsDir )
		? fs.readdirSync( pluginsDir ).sort()
		: [] ) {
		const main = path.join( pluginsDir, slug, `${ slug }.php` );
		if ( fs.existsSync( main ) ) {
			list.push( {
				name: slug,
				dir: path.join( pluginsDir, slug ),
				domain: slug,
				langDir: path.join( root, 'languages', 'plugins' ),
				header: main,
			} );
		}
	}
	const theme = path.join( root, 'theme' );
	if ( fs.existsSync( theme ) ) {
		list.push( {
			name: 'theme',
			dir: theme,
			domain: 'tresen',
			langDir: path.join( root, 'languages', 'themes' ),
			header: path.join( theme, 'style.css' ),
		} );
	}
	const mu = path.join( root, 'mu-plugins' );
	if ( fs.existsSync( path.join( mu, 'tresen-shop.php' ) ) ) {
		list.push( {
			name: 'mu-plugins (shop configuration)',
			dir: mu,
			domain: 'tresen-shop',
			langDir: path.join( root, 'languages', 'plugins' ),
		} );
	}
	const wc = path.join( root, 'dev', 'woocommerce' );
	if ( fs.existsSync( path.join( wc, 'woocommerce.php' ) ) ) {
		list.push( {
			name: 'woocommerce (double)',
			dir: wc,
			domain: 'woocommerce',
			langDir: path.join( wc, 'languages' ),
			jsDirs: [ 'assets/js', 'build' ],
		} );
	}
	return list;
}

/**
 * Packages with client/ entries but no built JavaScript yet.
 * @param packages
 */
export function unbuilt( packages ) {
	return packages.filter( ( p ) => {
		const client = path.join( p.dir, 'client' );
		if ( ! fs.existsSync( client ) ) {
			return false;
		}
		const hasEntry = fs
			.readdirSync( client )
			.some( ( d ) =>
				[ 'index.ts', 'index.tsx' ].some( ( f ) =>
					fs.existsSync( path.join( client, d, f ) )
				)
			);
		const build = path.join( p.dir, 'build' );
		return (
			hasEntry &&
			( ! fs.existsSync( build ) ||
				! fs.readdirSync( build ).some( ( f ) => f.endsWith( '.js' ) ) )
		);
	} );
}
