/**
 * The local cluster (`npm start -- --cluster`, `node bin/e2e.mjs --cluster`,
 * `node bench/cluster.mjs`): the shop as a scaled-out host runs it, from
 * Debian's packages, on loopback, as non-root processes started and stopped
 * here (never through systemd):
 *
 *   nginx (front, TLS off, FastCGI page cache for anonymous GETs)
 *     -> php-fpm node a, php-fpm node b (two masters: own OPcache each,
 *        round-robin, no stickiness; `X-Tresen-Node` names the node)
 *   MariaDB (one), Redis (persistent object cache: dev/cluster/object-cache.php)
 *   a cron loop: `wp tresen-cron run` for each node every minute (system cron;
 *   WP-Cron on page loads is off)
 *
 * Both nodes run the same code folder (as two hosts run the same release);
 * uploads live on a folder both nodes share (`shared/uploads`), wp-content/uploads
 * is a link to it. Every file of a run is in `.sites/cluster-<port>/`: run/
 * holds the configurations, pid and log files, the page cache and temp folders.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
	CACHE,
	ROOT,
	SITES,
	freePort,
	installSite,
	log,
	portInUse,
	prepareSite,
	run,
	startMariaDb,
	waitForHttp,
} from './runtime.mjs';

const PACKAGES = {
	nginx: '/usr/sbin/nginx',
	fpm: '/usr/sbin/php-fpm8.2',
	redis: '/usr/bin/redis-server',
};

/** The user the services run as: www-data when we are root, else ourselves. */
export function serviceUser() {
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! isRoot ) {
		return null;
	}
	const out = spawnSync( 'id', [ '-u', 'www-data' ], { encoding: 'utf8' } );
	const uid = Number( out.stdout );
	const gid = Number(
		spawnSync( 'id', [ '-g', 'www-data' ], { encoding: 'utf8' } ).stdout
	);
	return out.status === 0 ? { uid, gid, name: 'www-data' } : null;
}

/**
 * nginx, php-fpm, Redis and php-redis from Debian (as root with apt; otherwise
 * the command to run). Never changes the apt sources.
 */
export function ensureClusterPackages() {
	const missing = [];
	if ( ! fs.existsSync( PACKAGES.nginx ) ) {
		missing.push( 'nginx-light' );
	}
	if ( ! fs.existsSync( PACKAGES.fpm ) ) {
		missing.push( 'php8.2-fpm' );
	}
	if ( ! fs.existsSync( PACKAGES.redis ) ) {
		missing.push( 'redis-server' );
	}
	const mods = spawnSync( 'php', [ '-m' ], { encoding: 'utf8' } ).stdout;
	if ( ! /^redis$/m.test( mods || '' ) ) {
		missing.push( 'php8.2-redis' );
	}
	if ( missing.length === 0 ) {
		return;
	}
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! isRoot ) {
		throw new Error(
			`The cluster needs Debian packages. Install them with:\n  sudo apt-get install --no-install-recommends ${ missing.join( ' ' ) }`
		);
	}
	log( `installing system packages: ${ missing.join( ' ' ) }` );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	run( 'apt-get', [ 'update', '-q' ], { env } );
	run(
		'apt-get',
		[ 'install', '-y', '-q', '--no-install-recommends', ...missing ],
		{ env }
	);
}

/**
 * WP-CLI (the framework, from Packagist into .cache/wp-cli): the cron loop runs
 * `wp tresen-cron run` (dev/cluster/tresen-cluster.php).
 */
export function ensureWpCli() {
	const dir = path.join( CACHE, 'wp-cli' );
	const bin = path.join( dir, 'vendor', 'bin', 'wp' );
	if ( fs.existsSync( bin ) ) {
		return bin;
	}
	log( 'installing WP-CLI from Packagist into .cache/wp-cli' );
	fs.mkdirSync( dir, { recursive: true } );
	fs.writeFileSync( path.join( dir, 'composer.json' ), '{}\n' );
	// WP-CLI 2.11 asks for mustache ^2.14.1; Packagist's mirror here has 2.13, which works for the framework.
	run(
		'composer',
		[
			'require',
			'--no-interaction',
			'--no-progress',
			'wp-cli/wp-cli:2.11.0',
			'mustache/mustache:2.13.0 as 2.14.1',
		],
		{ cwd: dir }
	);
	return bin;
}

function chown( target, user ) {
	if ( user ) {
		spawnSync( 'chown', [ '-R', `${ user.uid }:${ user.gid }`, target ] );
	}
}

function nginxConfig( c ) {
	return `# Written by bin/lib/cluster.mjs; rewritten on every start.
worker_processes 1;
daemon off;
pid ${ c.run }/nginx.pid;
error_log ${ c.run }/nginx-error.log warn;
events { worker_connections 512; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	log_format tresen '$remote_addr "$request" $status cache=$upstream_cache_status node=$upstream_addr $request_time';
	access_log ${ c.run }/nginx-access.log tresen;
	client_body_temp_path ${ c.run }/tmp/body;
	fastcgi_temp_path ${ c.run }/tmp/fastcgi;
	proxy_temp_path ${ c.run }/tmp/proxy;
	uwsgi_temp_path ${ c.run }/tmp/uwsgi;
	scgi_temp_path ${ c.run }/tmp/scgi;
	client_max_body_size 20m;
	sendfile on;
	keepalive_timeout 30;
	server_tokens off;
	gzip on;
	gzip_vary on;
	gzip_types text/css application/javascript application/json image/svg+xml text/plain;

	# Two nodes, round-robin, no stickiness. Tests may pin one with
	# "X-Tresen-Pin: a|b" (local cluster only).
	upstream tresen_nodes { server 127.0.0.1:${ c.nodes.a }; server 127.0.0.1:${ c.nodes.b }; }
	upstream tresen_node_a { server 127.0.0.1:${ c.nodes.a }; }
	upstream tresen_node_b { server 127.0.0.1:${ c.nodes.b }; }
	map $http_x_tresen_pin $tresen_upstream { default tresen_nodes; a tresen_node_a; b tresen_node_b; }

	# The page cache: only what the shop marks public (Cache-Control s-maxage,
	# mu-plugins/tresen-shop/PageCache.php); no default validity, so a response
	# without it is never stored, nor one that sets a cookie.
	fastcgi_cache_path ${ c.cache } levels=1:2 keys_zone=tresen_pages:16m max_size=256m inactive=30m use_temp_path=off;
	fastcgi_cache_key "$scheme$request_method$host$request_uri";

	# Never from the cache, never into it: a visitor with a session, cart,
	# login or wishlist, a POST, WooCommerce's ajax, the personal pages.
	map $http_cookie $tresen_skip_cookie {
		default 0;
		"~*(wordpress_logged_in_|wordpress_sec_|wp-postpass_|woocommerce_items_in_cart|woocommerce_cart_hash|wp_woocommerce_session_|comment_author_|tresen_wishlist_|tresen_e2e_)" 1;
	}
	map $request_uri $tresen_skip_uri {
		default 0;
		"~*(wc-ajax=|add-to-cart=|/wp-admin|/wp-login|/wp-json/|/xmlrpc|/wp-cron|preview=|/warenkorb|/kasse|/mein-konto|/wunschliste|/merkliste|/cart|/checkout|/my-account|/wishlist)" 1;
	}
	map $request_method $tresen_skip_method { default 1; GET 0; HEAD 0; }
	map "$tresen_skip_cookie$tresen_skip_uri$tresen_skip_method" $tresen_skip { default 1; "000" 0; }

	server {
		listen 127.0.0.1:${ c.port };
		server_name localhost 127.0.0.1;
		root ${ c.site };
		index index.php;

		# As bin/php/router.php: under wp-content only public assets, PHP only
		# in plugins/ and themes/, never the logs, outbox or database, and not
		# the folders whose .htaccess denies all (nginx reads no .htaccess).
		location ~ /\\.(?!well-known) { return 404; }
		location = /wp-config.php { return 404; }
		location ~* ^/wp-content/(?!plugins/|themes/).*\\.(php|phtml|phar)$ { return 404; }
		location ~* ^/wp-content/uploads/(tresen-contact-form|wc-logs|woocommerce_uploads)/ { return 403; }
		location ~* ^/wp-content/(plugins|themes|mu-plugins|uploads)/.*\\.(css|js|mjs|map|json|png|jpe?g|gif|webp|avif|svg|ico|bmp|woff2?|ttf|otf|eot|mp4|webm|mp3|ogg|wav|pdf)$ {
			try_files $uri =404;
			expires 7d;
		}
		location /wp-content/ { return 404; }

		location / { try_files $uri $uri/ /index.php?$args; }

		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_param HTTP_PROXY "";
			fastcgi_param HTTP_HOST $host:$server_port; # Debian passes $host without the port
			# nginx is a trusted proxy (TRESEN_TRUSTED_PROXIES in wp-config.php):
			# the visitor's address goes on in X-Forwarded-For.
			fastcgi_param HTTP_X_FORWARDED_FOR $proxy_add_x_forwarded_for;
			fastcgi_pass $tresen_upstream;
			fastcgi_buffers 16 16k;
			fastcgi_buffer_size 32k;
			fastcgi_read_timeout 120s;
			fastcgi_cache tresen_pages;
			fastcgi_cache_bypass $tresen_skip;
			fastcgi_no_cache $tresen_skip;
			fastcgi_cache_lock on;
			fastcgi_cache_use_stale error timeout updating;
			add_header X-Tresen-Cache $upstream_cache_status always;
		}
	}
}
`;
}

function fpmConfig( c, node, port ) {
	return `; Written by bin/lib/cluster.mjs; rewritten on every start.
[global]
pid = ${ c.run }/php-fpm-${ node }.pid
error_log = ${ c.run }/php-fpm-${ node }.log
daemonize = no

[node-${ node }]
listen = 127.0.0.1:${ port }
pm = dynamic
pm.max_children = ${ c.children }
pm.start_servers = 1
pm.min_spare_servers = 1
pm.max_spare_servers = 2
catch_workers_output = yes
decorate_workers_output = no
clear_env = yes
env[TRESEN_NODE] = ${ node }
env[PATH] = /usr/local/bin:/usr/bin:/bin
php_admin_value[auto_prepend_file] = ${ path.join( ROOT, 'dev', 'cluster', 'node.php' ) }
; WP_DEBUG_LOG may move it to wp-content/debug.log.
php_value[error_log] = ${ c.run }/php-${ node }-errors.log
php_admin_value[memory_limit] = 512M
php_admin_value[upload_max_filesize] = 16M
php_admin_value[post_max_size] = 20M
php_admin_value[error_reporting] = E_ALL & ~E_DEPRECATED
php_admin_flag[display_errors] = off
; Each node its own OPcache (its own master; on in Debian's php-fpm), checked on every request so an edited file counts at once.
php_admin_value[opcache.revalidate_freq] = 0
`;
}

function redisConfig( c ) {
	return `# Written by bin/lib/cluster.mjs; rewritten on every start.
bind 127.0.0.1
port ${ c.redis }
daemonize no
pidfile ${ c.run }/redis.pid
logfile ${ c.run }/redis.log
dir ${ c.run }
save ""
appendonly no
maxmemory 128mb
maxmemory-policy allkeys-lru
`;
}

/**
 * Start the cluster. Resolves once nginx answers.
 *
 * @param {Object}  o
 * @param {number}  o.port       nginx's port
 * @param {string}  [o.url]      the site's address (http://localhost:<port>)
 * @param {boolean} [o.fresh]    a new site and database
 * @param {boolean} [o.fixtures] e2e fixtures as mu-plugins (e2e runs)
 * @param {string}  [o.name]     folder under .sites (default cluster-<port>)
 * @param {number}  [o.cron]     seconds between cron runs (60)
 * @param {number}  [o.children] php-fpm workers per node (3)
 * @param {string}  [o.kind]     'start' (default; `npm stop` stops it), 'e2e' or 'bench'
 * @return {Promise<Object>} `{ url, site, dir, run, nodes, redis, user, stop(), runCron() }`
 */
export async function startCluster( o ) {
	ensureClusterPackages();
	const wp = ensureWpCli();
	const name = o.name || `cluster-${ o.port }`;
	const dir = path.join( SITES, name );
	if ( o.fresh ) {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
	const url = o.url || `http://localhost:${ o.port }`;
	const c = {
		port: o.port,
		dir,
		site: path.join( dir, 'site' ),
		run: path.join( dir, 'run' ),
		cache: path.join( dir, 'run', 'page-cache' ),
		shared: path.join( dir, 'shared' ),
		nodes: { a: await freePort(), b: await freePort() },
		redis: await freePort(),
		user: serviceUser(),
		children: o.children || 3,
	};
	for ( const sub of [ 'tmp', 'page-cache' ] ) {
		fs.mkdirSync( path.join( c.run, sub ), { recursive: true } );
	}
	fs.mkdirSync( path.join( c.shared, 'uploads' ), { recursive: true } );

	const procs = [];
	const spawnService = ( label, cmd, args ) => {
		const out = fs.openSync( path.join( c.run, `${ label }.out` ), 'a' );
		const child = spawn( cmd, args, {
			detached: true,
			stdio: [ 'ignore', out, out ],
			...( c.user ? { uid: c.user.uid, gid: c.user.gid } : {} ),
		} );
		procs.push( { label, child } );
		return child;
	};

	// Redis first: the site's install already uses the object cache.
	fs.writeFileSync( path.join( c.run, 'redis.conf' ), redisConfig( c ) );
	chown( c.run, c.user );
	spawnService( 'redis', PACKAGES.redis, [
		path.join( c.run, 'redis.conf' ),
	] );
	const redisEnd = Date.now() + 10000;
	while ( ! ( await portInUse( c.redis ) ) ) {
		if ( Date.now() > redisEnd ) {
			throw new Error( `Redis did not start; see ${ c.run }/redis.log` );
		}
		await new Promise( ( r ) => setTimeout( r, 50 ) );
	}

	const mariadbName = `mariadb-${ name }`;
	if ( o.fresh ) {
		fs.rmSync( path.join( SITES, mariadbName ), {
			recursive: true,
			force: true,
		} );
	}
	const mariadb = await startMariaDb( {
		port: await freePort(),
		databases: [ 'tresen_cluster' ],
		name: mariadbName,
	} );

	const config = [
		'// The local cluster (bin/lib/cluster.mjs).',
		`define( 'TRESEN_REDIS_HOST', '127.0.0.1' ); define( 'TRESEN_REDIS_PORT', ${ c.redis } ); define( 'TRESEN_REDIS_PREFIX', 'tresen-${ name }' );`,
		"define( 'TRESEN_TRUSTED_PROXIES', '127.0.0.1,::1' );",
		`define( 'TRESEN_PAGE_CACHE', 600 ); define( 'TRESEN_PAGE_CACHE_PATH', ${ JSON.stringify( c.cache ) } );`,
		"define( 'WP_CACHE_KEY_SALT', 'tresen-cluster' );",
	].join( '\n' );
	prepareSite( {
		name: `${ name }/site`,
		url,
		db: 'mariadb',
		mariadb: { port: mariadb.port, database: 'tresen_cluster' },
		fixtures: o.fixtures,
		mu: [ path.join( ROOT, 'dev', 'cluster', 'tresen-cluster.php' ) ],
		config,
	} );
	const content = path.join( c.site, 'wp-content' );
	// Uploads on the folder both nodes share.
	const uploads = path.join( content, 'uploads' );
	if ( ! fs.lstatSync( uploads ).isSymbolicLink() ) {
		fs.cpSync( uploads, path.join( c.shared, 'uploads' ), {
			recursive: true,
		} );
		fs.rmSync( uploads, { recursive: true, force: true } );
		fs.symlinkSync( path.join( c.shared, 'uploads' ), uploads );
	}
	fs.copyFileSync(
		path.join( ROOT, 'dev', 'cluster', 'object-cache.php' ),
		path.join( content, 'object-cache.php' )
	);
	installSite( c.site, url );
	// Files the services write: the shared uploads, the site's logs and outbox, run/.
	for ( const f of [ 'debug.log' ] ) {
		const p = path.join( content, f );
		if ( ! fs.existsSync( p ) ) {
			fs.writeFileSync( p, '' );
		}
	}
	fs.mkdirSync( path.join( content, 'outbox' ), { recursive: true } );
	for ( const p of [
		c.shared,
		c.run,
		path.join( content, 'debug.log' ),
		path.join( content, 'outbox' ),
		path.join( content, 'upgrade' ),
	] ) {
		if ( fs.existsSync( p ) ) {
			chown( p, c.user );
		}
	}
	if ( c.user ) {
		// wp-content itself (new files such as WooCommerce's logs), not what its links point to.
		spawnSync( 'chown', [ `${ c.user.uid }:${ c.user.gid }`, content ] );
	}

	for ( const node of [ 'a', 'b' ] ) {
		const conf = path.join( c.run, `php-fpm-${ node }.conf` );
		fs.writeFileSync( conf, fpmConfig( c, node, c.nodes[ node ] ) );
		spawnService( `php-fpm-${ node }`, PACKAGES.fpm, [
			'--nodaemonize',
			'--fpm-config',
			conf,
		] );
	}
	fs.writeFileSync( path.join( c.run, 'nginx.conf' ), nginxConfig( c ) );
	chown( c.run, c.user );
	spawnService( 'nginx', PACKAGES.nginx, [
		'-e',
		path.join( c.run, 'nginx-error.log' ),
		'-c',
		path.join( c.run, 'nginx.conf' ),
	] );

	let stopped = false;
	let timer = null;
	const stop = async () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		clearInterval( timer );
		for ( const { child } of procs.reverse() ) {
			try {
				process.kill( -child.pid, 'SIGTERM' );
			} catch {}
		}
		await mariadb.stop();
	};

	const cronArgs = [
		'-d',
		'error_reporting=E_ALL & ~E_DEPRECATED',
		wp.replace( /\/bin\/wp$/, '/wp-cli/wp-cli/php/boot-fs.php' ),
		// WP-CLI's Plugin_Command, without which real WooCommerce exits while it loads.
		`--require=${ path.join( ROOT, 'dev', 'cluster', 'wp-cli-commands.php' ) }`,
		'tresen-cron',
		'run',
		`--path=${ c.site }`,
		`--url=${ url }`,
		...( ! c.user && process.getuid?.() === 0 ? [ '--allow-root' ] : [] ),
	];
	/** Runs `wp tresen-cron run` once on each node at the same moment (two runners). */
	const runCron = () =>
		Promise.all(
			[ 'a', 'b' ].map(
				( node ) =>
					new Promise( ( resolve ) => {
						const child = spawn( 'php', cronArgs, {
							stdio: [ 'ignore', 'pipe', 'pipe' ],
							env: { ...process.env, TRESEN_NODE: node },
							...( c.user
								? { uid: c.user.uid, gid: c.user.gid }
								: {} ),
						} );
						let out = '';
						child.stdout.on( 'data', ( d ) => ( out += d ) );
						child.stderr.on( 'data', ( d ) => ( out += d ) );
						child.on( 'exit', ( code ) => {
							fs.appendFileSync(
								path.join( c.run, 'cron.log' ),
								`${ new Date().toISOString() } node ${ node } exit ${ code }: ${ out.trim() }\n`
							);
							resolve( { node, code, out } );
						} );
					} )
			)
		);

	try {
		await waitForHttp( `http://127.0.0.1:${ c.port }/wp-login.php`, 30000 );
	} catch ( e ) {
		await stop();
		throw new Error(
			`${ e.message }; see ${ path.relative( ROOT, c.run ) }/*.log`
		);
	}
	timer = setInterval( runCron, ( o.cron || 60 ) * 1000 );
	timer.unref();
	// For `npm stop` (bin/stop.mjs): who to stop, by id.
	fs.writeFileSync(
		path.join( c.run, 'pids.json' ),
		JSON.stringify( {
			kind: o.kind || 'start',
			starter: process.pid,
			services: procs.map( ( p ) => ( {
				label: p.label,
				pid: p.child.pid,
			} ) ),
			mariadb: path.join( SITES, mariadbName, 'mariadbd.pid' ),
		} )
	);
	return {
		url,
		site: c.site,
		dir,
		run: c.run,
		cache: c.cache,
		nodes: c.nodes,
		redis: c.redis,
		mariadb,
		user: c.user,
		stop,
		runCron,
		cronCommand: {
			file: 'php',
			args: cronArgs,
			uid: c.user?.uid,
			gid: c.user?.gid,
		},
		procs,
	};
}
