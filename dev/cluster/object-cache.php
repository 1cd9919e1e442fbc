<?php
/**
 * Tresen's persistent object cache: WordPress's object-cache API over Redis
 * (Debian's php-redis). Copied to wp-content/object-cache.php by the local
 * cluster (`npm start -- --cluster`, bin/lib/cluster.mjs); an owner may use it
 * the same way or a well-known drop-in instead (docs/scale-out.md).
 *
 * Configuration (wp-config.php), all optional:
 *   TRESEN_REDIS_HOST (127.0.0.1), TRESEN_REDIS_PORT (6379), TRESEN_REDIS_DB (0),
 *   TRESEN_REDIS_PASSWORD, TRESEN_REDIS_TIMEOUT (1.0 s),
 *   TRESEN_REDIS_PREFIX (default: from DB_NAME and the table prefix; two sites
 *   sharing one Redis need different prefixes).
 *
 * Keys are `<prefix>:<blog id or "global">:<group>:<key>`, so the sites of a
 * multisite never share a non-global group. Integers are stored as Redis
 * integers (incr/decr are atomic on the server, never below 0, as in core);
 * every other value is PHP-serialized, so types round-trip (false, arrays,
 * objects). Non-persistent groups live only in the request. When Redis cannot
 * be reached, the cache works for the request only and WordPress goes on
 * (the error is logged once).
 *
 * @package Tresen
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedFunctionFound, Universal.Files.SeparateFunctionsFromOO.Mixed, Generic.Files.OneObjectStructurePerFile.MultipleFound, WordPress.Files.FileName, Universal.Namespaces.DisallowCurlyBraceSyntax.Forbidden, Universal.Namespaces.OneDeclarationPerFile.MultipleFound, Universal.Namespaces.DisallowDeclarationWithoutName.Forbidden

namespace Tresen\Cluster {

	/**
	 * The cache object behind the wp_cache_*() functions.
	 */
	class RedisObjectCache {

		/**
		 * Increments/decrements atomically, as core does: a missing key fails
		 * (nil), a value that is not a number counts as 0, never below 0. Keeps
		 * the key's expiry.
		 */
		private const INCR_SCRIPT = <<<'LUA'
local v = redis.call('GET', KEYS[1])
if not v then return nil end
local n = tonumber(v)
if not n then
	n = tonumber(string.match(v, '^i:(%-?%d+);$') or string.match(v, '^d:(%-?[%d%.]+);$') or string.match(v, '^s:%d+:"(%-?[%d%.]+)";$') or '0') or 0
end
n = math.floor(n) + tonumber(ARGV[1])
if n < 0 then n = 0 end
redis.call('SET', KEYS[1], n, 'KEEPTTL')
return n
LUA;

		/**
		 * Runtime copy of what this request read or wrote: group => key => value.
		 *
		 * @var array<string, array<string, mixed>>
		 */
		public array $cache = array();

		/** @var array<string, true> */
		private array $global_groups = array();

		/** @var array<string, true> */
		private array $non_persistent = array();

		private ?\Redis $redis = null;

		private string $prefix;

		private int $blog_id = 1;

		private bool $multisite = false;

		/** @var int Hits and misses of this request (stats()). */
		public int $cache_hits = 0;

		/** @var int */
		public int $cache_misses = 0;

		/** @var int Round trips to Redis in this request. */
		public int $calls = 0;

		private string $error = '';

		/**
		 * @param array{host?: string, port?: int, db?: int, password?: string, timeout?: float, prefix?: string, blog_id?: int, multisite?: bool} $config Connection.
		 */
		public function __construct( array $config = array() ) {
			$this->prefix    = (string) ( $config['prefix'] ?? 'wp' );
			$this->blog_id   = (int) ( $config['blog_id'] ?? 1 );
			$this->multisite = (bool) ( $config['multisite'] ?? false );
			if ( ! class_exists( '\Redis' ) ) {
				$this->error = 'the PHP extension redis (php-redis) is not loaded';
				return;
			}
			try {
				$redis = new \Redis();
				$redis->connect(
					(string) ( $config['host'] ?? '127.0.0.1' ),
					(int) ( $config['port'] ?? 6379 ),
					(float) ( $config['timeout'] ?? 1.0 )
				);
				if ( ! empty( $config['password'] ) ) {
					$redis->auth( (string) $config['password'] );
				}
				if ( ! empty( $config['db'] ) ) {
					$redis->select( (int) $config['db'] );
				}
				$this->redis = $redis;
			} catch ( \Throwable $e ) {
				$this->error = $e->getMessage();
			}
		}

		/** Whether values reach Redis (false: this request only). */
		public function connected(): bool {
			return null !== $this->redis;
		}

		/** Why Redis is not used ('' when it is). */
		public function error(): string {
			return $this->error;
		}

		/**
		 * @param string|string[] $groups Groups shared by every site of a network.
		 */
		public function add_global_groups( $groups ): void {
			foreach ( (array) $groups as $group ) {
				$this->global_groups[ (string) $group ] = true;
			}
		}

		/**
		 * @param string|string[] $groups Groups kept in this request only.
		 */
		public function add_non_persistent_groups( $groups ): void {
			foreach ( (array) $groups as $group ) {
				$this->non_persistent[ (string) $group ] = true;
			}
		}

		/**
		 * @param int $blog_id Site now in use (multisite).
		 */
		public function switch_to_blog( $blog_id ): void {
			$this->blog_id = (int) $blog_id;
		}

		/**
		 * The Redis key of a cache key.
		 *
		 * @param int|string $key   Key.
		 * @param string     $group Group.
		 */
		public function redis_key( $key, string $group ): string {
			$scope = isset( $this->global_groups[ $group ] ) ? 'global' : (string) $this->blog_id;
			return $this->prefix . ':' . $scope . ':' . $group . ':' . $key;
		}

		/**
		 * The runtime array's key (the site is part of it on a multisite).
		 *
		 * @param int|string $key   Key.
		 * @param string     $group Group.
		 */
		private function local_key( $key, string $group ): string {
			return ( $this->multisite && ! isset( $this->global_groups[ $group ] ) ) ? $this->blog_id . ':' . $key : (string) $key;
		}

		/**
		 * @param string $group Group.
		 */
		private function persistent( string $group ): bool {
			return null !== $this->redis && ! isset( $this->non_persistent[ $group ] );
		}

		/**
		 * @param mixed $value Value.
		 */
		private static function encode( $value ): string {
			return is_int( $value ) ? (string) $value : serialize( $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the cache's own wire format.
		}

		/**
		 * @param string $raw Stored value.
		 * @return mixed
		 */
		private static function decode( string $raw ) {
			if ( preg_match( '/^-?\d+$/', $raw ) ) {
				return (int) $raw;
			}
			return unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- written by encode() only.
		}

		/**
		 * @param mixed $value Value.
		 * @return mixed A copy (objects are cloned, as core does).
		 */
		private static function copy( $value ) {
			return is_object( $value ) ? clone $value : $value;
		}

		/**
		 * @param string $group Group.
		 */
		private static function group( $group ): string {
			return ( '' === (string) $group ) ? 'default' : (string) $group;
		}

		/**
		 * Runs a Redis command; on a failure the cache goes on for this request only.
		 *
		 * @param callable $call    The command.
		 * @param mixed    $default Result when Redis failed.
		 * @return mixed
		 */
		private function call( callable $call, $default ) {
			try {
				++$this->calls;
				return $call( $this->redis );
			} catch ( \Throwable $e ) {
				$this->error = $e->getMessage();
				$this->redis = null;
				if ( function_exists( 'error_log' ) ) {
					error_log( 'Tresen object cache: Redis failed, using the request cache only: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's message.
				}
				return $default;
			}
		}

		/**
		 * SET with the given condition ('' | 'NX' | 'XX').
		 *
		 * @param int|string $key    Key.
		 * @param mixed      $value  Value.
		 * @param string     $group  Group.
		 * @param int        $expire Seconds, 0 for no expiry.
		 * @param string     $mode   Condition.
		 */
		private function write( $key, $value, string $group, int $expire, string $mode ): bool {
			$local = $this->local_key( $key, $group );
			if ( ! $this->persistent( $group ) ) {
				$exists = array_key_exists( $local, $this->cache[ $group ] ?? array() );
				if ( ( 'NX' === $mode && $exists ) || ( 'XX' === $mode && ! $exists ) ) {
					return false;
				}
				$this->cache[ $group ][ $local ] = self::copy( $value );
				return true;
			}
			$options = array();
			if ( '' !== $mode ) {
				$options[] = strtolower( $mode );
			}
			if ( $expire > 0 ) {
				$options['ex'] = $expire;
			}
			$redis_key = $this->redis_key( $key, $group );
			$encoded   = self::encode( $value );
			$ok        = $this->call(
				static fn( \Redis $r ) => $options ? $r->set( $redis_key, $encoded, $options ) : $r->set( $redis_key, $encoded ),
				false
			);
			if ( ! $ok && null !== $this->redis ) {
				if ( 'XX' === $mode ) {
					unset( $this->cache[ $group ][ $local ] );
				}
				return false;
			}
			$this->cache[ $group ][ $local ] = self::copy( $value );
			return true;
		}

		/**
		 * @param int|string $key    Key.
		 * @param mixed      $data   Value.
		 * @param string     $group  Group.
		 * @param int        $expire Seconds.
		 */
		public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
			if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
				return false;
			}
			return $this->write( $key, $data, self::group( $group ), (int) $expire, 'NX' );
		}

		/**
		 * @param array<int|string, mixed> $data   Key => value.
		 * @param string                   $group  Group.
		 * @param int                      $expire Seconds.
		 * @return array<int|string, bool>
		 */
		public function add_multiple( array $data, $group = '', $expire = 0 ): array {
			$out = array();
			foreach ( $data as $key => $value ) {
				$out[ $key ] = $this->add( $key, $value, $group, $expire );
			}
			return $out;
		}

		/**
		 * @param int|string $key    Key.
		 * @param mixed      $data   Value.
		 * @param string     $group  Group.
		 * @param int        $expire Seconds.
		 */
		public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
			return $this->write( $key, $data, self::group( $group ), (int) $expire, 'XX' );
		}

		/**
		 * @param int|string $key    Key.
		 * @param mixed      $data   Value.
		 * @param string     $group  Group.
		 * @param int        $expire Seconds.
		 */
		public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
			return $this->write( $key, $data, self::group( $group ), (int) $expire, '' );
		}

		/**
		 * @param array<int|string, mixed> $data   Key => value.
		 * @param string                   $group  Group.
		 * @param int                      $expire Seconds.
		 * @return array<int|string, bool>
		 */
		public function set_multiple( array $data, $group = '', $expire = 0 ): array {
			$group = self::group( $group );
			if ( ! $this->persistent( $group ) || count( $data ) < 2 ) {
				$out = array();
				foreach ( $data as $key => $value ) {
					$out[ $key ] = $this->set( $key, $value, $group, $expire );
				}
				return $out;
			}
			$keys    = array_keys( $data );
			$results = $this->call(
				function ( \Redis $r ) use ( $data, $group, $expire ) {
					$pipe = $r->multi( \Redis::PIPELINE );
					foreach ( $data as $key => $value ) {
						$expire > 0
							? $pipe->set( $this->redis_key( $key, $group ), self::encode( $value ), array( 'ex' => (int) $expire ) )
							: $pipe->set( $this->redis_key( $key, $group ), self::encode( $value ) );
					}
					return $pipe->exec();
				},
				array()
			);
			$out     = array();
			foreach ( $keys as $i => $key ) {
				$out[ $key ] = (bool) ( $results[ $i ] ?? ( null === $this->redis ) );
				if ( $out[ $key ] ) {
					$this->cache[ $group ][ $this->local_key( $key, $group ) ] = self::copy( $data[ $key ] );
				}
			}
			return $out;
		}

		/**
		 * @param int|string $key   Key.
		 * @param string     $group Group.
		 * @param bool       $force Read Redis even when this request holds a copy.
		 * @param bool|null  $found Whether the key was found.
		 * @return mixed The value, false when not found.
		 */
		public function get( $key, $group = 'default', $force = false, &$found = null ) {
			$group = self::group( $group );
			$local = $this->local_key( $key, $group );
			if ( ( ! $force || ! $this->persistent( $group ) ) && array_key_exists( $local, $this->cache[ $group ] ?? array() ) ) {
				$found = true;
				++$this->cache_hits;
				return self::copy( $this->cache[ $group ][ $local ] );
			}
			if ( ! $this->persistent( $group ) ) {
				$found = false;
				++$this->cache_misses;
				return false;
			}
			$redis_key = $this->redis_key( $key, $group );
			$raw       = $this->call( static fn( \Redis $r ) => $r->get( $redis_key ), false );
			if ( ! is_string( $raw ) ) {
				$found = false;
				++$this->cache_misses;
				return false;
			}
			$value                           = self::decode( $raw );
			$this->cache[ $group ][ $local ] = $value;
			$found                           = true;
			++$this->cache_hits;
			return self::copy( $value );
		}

		/**
		 * @param array<int|string> $keys  Keys.
		 * @param string            $group Group.
		 * @param bool              $force Read Redis even when this request holds a copy.
		 * @return array<int|string, mixed> Key => value (false when not found).
		 */
		public function get_multiple( $keys, $group = 'default', $force = false ): array {
			$group = self::group( $group );
			$out   = array();
			$fetch = array();
			foreach ( $keys as $key ) {
				$local = $this->local_key( $key, $group );
				if ( ( ! $force || ! $this->persistent( $group ) ) && array_key_exists( $local, $this->cache[ $group ] ?? array() ) ) {
					$out[ $key ] = self::copy( $this->cache[ $group ][ $local ] );
					++$this->cache_hits;
				} elseif ( $this->persistent( $group ) ) {
					$fetch[]     = $key;
					$out[ $key ] = false;
				} else {
					$out[ $key ] = false;
					++$this->cache_misses;
				}
			}
			if ( $fetch ) {
				$redis_keys = array_map( fn( $k ) => $this->redis_key( $k, $group ), $fetch );
				$values     = $this->call( static fn( \Redis $r ) => $r->mget( $redis_keys ), array() );
				foreach ( $fetch as $i => $key ) {
					$raw = $values[ $i ] ?? false;
					if ( is_string( $raw ) ) {
						$value = self::decode( $raw );
						$this->cache[ $group ][ $this->local_key( $key, $group ) ] = $value;
						$out[ $key ] = self::copy( $value );
						++$this->cache_hits;
					} else {
						++$this->cache_misses;
					}
				}
			}
			return $out;
		}

		/**
		 * @param int|string $key   Key.
		 * @param string     $group Group.
		 */
		public function delete( $key, $group = 'default' ): bool {
			$group  = self::group( $group );
			$local  = $this->local_key( $key, $group );
			$exists = array_key_exists( $local, $this->cache[ $group ] ?? array() );
			unset( $this->cache[ $group ][ $local ] );
			if ( ! $this->persistent( $group ) ) {
				return $exists;
			}
			$redis_key = $this->redis_key( $key, $group );
			return (bool) $this->call( static fn( \Redis $r ) => $r->del( $redis_key ), $exists );
		}

		/**
		 * @param array<int|string> $keys  Keys.
		 * @param string            $group Group.
		 * @return array<int|string, bool>
		 */
		public function delete_multiple( array $keys, $group = '' ): array {
			$out = array();
			foreach ( $keys as $key ) {
				$out[ $key ] = $this->delete( $key, $group );
			}
			return $out;
		}

		/**
		 * Adds $offset atomically (negative to decrement); false when the key is missing.
		 *
		 * @param int|string $key    Key.
		 * @param int        $offset Amount.
		 * @param string     $group  Group.
		 * @return int|false
		 */
		public function incr( $key, $offset = 1, $group = 'default' ) {
			$group = self::group( $group );
			$local = $this->local_key( $key, $group );
			if ( ! $this->persistent( $group ) ) {
				if ( ! array_key_exists( $local, $this->cache[ $group ] ?? array() ) ) {
					return false;
				}
				$current                         = $this->cache[ $group ][ $local ];
				$value                           = max( 0, ( is_numeric( $current ) ? (int) $current : 0 ) + (int) $offset );
				$this->cache[ $group ][ $local ] = $value;
				return $value;
			}
			$redis_key = $this->redis_key( $key, $group );
			$result    = $this->call( static fn( \Redis $r ) => $r->eval( self::INCR_SCRIPT, array( $redis_key, (int) $offset ), 1 ), false );
			if ( ! is_int( $result ) ) {
				unset( $this->cache[ $group ][ $local ] );
				return false;
			}
			$this->cache[ $group ][ $local ] = $result;
			return $result;
		}

		/**
		 * @param int|string $key    Key.
		 * @param int        $offset Amount.
		 * @param string     $group  Group.
		 * @return int|false
		 */
		public function decr( $key, $offset = 1, $group = 'default' ) {
			return $this->incr( $key, - (int) $offset, $group );
		}

		/**
		 * Empties the cache of this site (this prefix only; other sites on the same Redis keep theirs).
		 */
		public function flush(): bool {
			$this->cache = array();
			if ( null === $this->redis ) {
				return true;
			}
			return $this->delete_pattern( $this->prefix . ':*' );
		}

		/**
		 * Empties one group (of the current site, or the global group).
		 *
		 * @param string $group Group.
		 */
		public function flush_group( $group ): bool {
			$group = self::group( $group );
			unset( $this->cache[ $group ] );
			if ( ! $this->persistent( $group ) ) {
				return true;
			}
			$pattern = $this->redis_key( '', $group );
			return $this->delete_pattern( str_replace( array( '*', '?', '[' ), array( '\*', '\?', '\[' ), $pattern ) . '*' );
		}

		/**
		 * @param string $pattern SCAN pattern.
		 */
		private function delete_pattern( string $pattern ): bool {
			return (bool) $this->call(
				static function ( \Redis $r ) use ( $pattern ) {
					$it = null;
					$r->setOption( \Redis::OPT_SCAN, \Redis::SCAN_RETRY );
					do {
						$keys = $r->scan( $it, $pattern, 500 );
						if ( $keys ) {
							$r->del( $keys );
						}
					} while ( $it > 0 );
					return true;
				},
				false
			);
		}

		/** Forgets this request's copies (the persistent values stay). */
		public function flush_runtime(): bool {
			$this->cache = array();
			return true;
		}

		/** Closes the connection. */
		public function close(): bool {
			if ( null !== $this->redis ) {
				try {
					$this->redis->close();
				} catch ( \Throwable $e ) {
					unset( $e );
				}
			}
			return true;
		}

		/** Prints the request's figures (Query Monitor and the like call this). */
		public function stats(): void {
			printf(
				'<p><strong>Cache hits:</strong> %d<br /><strong>Cache misses:</strong> %d<br /><strong>Redis calls:</strong> %d<br /><strong>Redis:</strong> %s</p>',
				(int) $this->cache_hits,
				(int) $this->cache_misses,
				(int) $this->calls,
				esc_html( null !== $this->redis ? 'connected' : 'not used: ' . $this->error )
			);
		}
	}
}

namespace {

	if ( ! function_exists( 'wp_cache_init' ) ) {

		/**
		 * Sets up the cache; the connection comes from wp-config.php's TRESEN_REDIS_* constants.
		 *
		 * @return void
		 */
		function wp_cache_init() {
			$prefix = defined( 'TRESEN_REDIS_PREFIX' ) ? (string) TRESEN_REDIS_PREFIX : substr( md5( ( defined( 'DB_NAME' ) ? DB_NAME : '' ) . '|' . ( $GLOBALS['table_prefix'] ?? 'wp_' ) ), 0, 10 );
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the drop-in's job.
			$GLOBALS['wp_object_cache'] = new \Tresen\Cluster\RedisObjectCache(
				array(
					'host'      => defined( 'TRESEN_REDIS_HOST' ) ? (string) TRESEN_REDIS_HOST : '127.0.0.1',
					'port'      => defined( 'TRESEN_REDIS_PORT' ) ? (int) TRESEN_REDIS_PORT : 6379,
					'db'        => defined( 'TRESEN_REDIS_DB' ) ? (int) TRESEN_REDIS_DB : 0,
					'password'  => defined( 'TRESEN_REDIS_PASSWORD' ) ? (string) TRESEN_REDIS_PASSWORD : '',
					'timeout'   => defined( 'TRESEN_REDIS_TIMEOUT' ) ? (float) TRESEN_REDIS_TIMEOUT : 1.0,
					'prefix'    => $prefix,
					'blog_id'   => function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1,
					'multisite' => function_exists( 'is_multisite' ) && is_multisite(),
				)
			);
			if ( ! $GLOBALS['wp_object_cache']->connected() ) {
				error_log( 'Tresen object cache: Redis not reached, using the request cache only: ' . $GLOBALS['wp_object_cache']->error() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's message.
			}
		}

		/**
		 * @param string $feature Feature name.
		 * @return bool
		 */
		function wp_cache_supports( $feature ) {
			return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
		}

		/**
		 * Core's wp_cache_add(), on Redis.
		 *
		 * @param mixed $key Key.
		 * @param mixed $data Data.
		 * @param mixed $group Group.
		 * @param mixed $expire Expire.
		 * @return mixed
		 */
		function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
			return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
		}

		/**
		 * Core's wp_cache_add_multiple(), on Redis.
		 *
		 * @param array<int|string, mixed> $data Data.
		 * @param mixed $group Group.
		 * @param mixed $expire Expire.
		 * @return mixed
		 */
		function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
			return $GLOBALS['wp_object_cache']->add_multiple( $data, $group, (int) $expire );
		}

		/**
		 * Core's wp_cache_replace(), on Redis.
		 *
		 * @param mixed $key Key.
		 * @param mixed $data Data.
		 * @param mixed $group Group.
		 * @param mixed $expire Expire.
		 * @return mixed
		 */
		function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
			return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
		}

		/**
		 * Core's wp_cache_set(), on Redis.
		 *
		 * @param mixed $key Key.
		 * @param mixed $data Data.
		 * @param mixed $group Group.
		 * @param mixed $expire Expire.
		 * @return mixed
		 */
		function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
			return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
		}

		/**
		 * Core's wp_cache_set_multiple(), on Redis.
		 *
		 * @param array<int|string, mixed> $data Data.
		 * @param mixed $group Group.
		 * @param mixed $expire Expire.
		 * @return mixed
		 */
		function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
			return $GLOBALS['wp_object_cache']->set_multiple( $data, $group, (int) $expire );
		}

		/**
		 * Core's wp_cache_get(), on Redis.
		 *
		 * @param mixed $key Key.
		 * @param mixed $group Group.
		 * @param mixed $force Force.
		 * @param mixed $found Found.
		 * @return mixed
		 */
		function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
			return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
		}

		/**
		 * Core's wp_cache_get_multiple(), on Redis.
		 *
		 * @param array<int|string> $keys Keys.
		 * @param mixed $group Group.
		 * @param mixed $force Force.
		 * @return mixed
		 */
		function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
			return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
		}

		/**
		 * Core's wp_cache_delete(), on Redis.
		 *
		 * @param mixed $key Key.
		 * @param mixed $group Group.
		 * @return mixed
		 */
		function wp_cache_delete( $key, $group = '' ) {
			return $GLOBALS['wp_object_cache']->delete( $key, $group );
		}

		/**
		 * Core's wp_cache_delete_multiple(), on Redis.
		 *
		 * @param array<int|string> $keys Keys.
		 * @param mixed $group Group.
		 * @return mixed
		 */
		function wp_cache_delete_multiple( array $keys, $group = '' ) {
			return $GLOBALS['wp_object_cache']->delete_multiple( $keys, $group );
		}

		/**
		 * Core's wp_cache_incr(), on Redis.
		 *
		 * @param mixed $key Key.
		 * @param mixed $offset Offset.
		 * @param mixed $group Group.
		 * @return mixed
		 */
		function wp_cache_incr( $key, $offset = 1, $group = '' ) {
			return $GLOBALS['wp_object_cache']->incr( $key, (int) $offset, $group );
		}

		/**
		 * Core's wp_cache_decr(), on Redis.
		 *
		 * @param mixed $key Key.
		 * @param mixed $offset Offset.
		 * @param mixed $group Group.
		 * @return mixed
		 */
		function wp_cache_decr( $key, $offset = 1, $group = '' ) {
			return $GLOBALS['wp_object_cache']->decr( $key, (int) $offset, $group );
		}

		/**
		 * Core's wp_cache_flush(), on Redis.
		 * @return mixed
		 */
		function wp_cache_flush() {
			return $GLOBALS['wp_object_cache']->flush();
		}

		/**
		 * Core's wp_cache_flush_runtime(), on Redis.
		 * @return mixed
		 */
		function wp_cache_flush_runtime() {
			return $GLOBALS['wp_object_cache']->flush_runtime();
		}

		/**
		 * Core's wp_cache_flush_group(), on Redis.
		 *
		 * @param mixed $group Group.
		 * @return mixed
		 */
		function wp_cache_flush_group( $group ) {
			return $GLOBALS['wp_object_cache']->flush_group( $group );
		}

		/**
		 * Core's wp_cache_close(), on Redis.
		 * @return mixed
		 */
		function wp_cache_close() {
			return $GLOBALS['wp_object_cache']->close();
		}

		/**
		 * Core's wp_cache_add_global_groups(), on Redis.
		 *
		 * @param string|string[] $groups Groups.
		 * @return mixed
		 */
		function wp_cache_add_global_groups( $groups ) {
			$GLOBALS['wp_object_cache']->add_global_groups( $groups );
		}

		/**
		 * Core's wp_cache_add_non_persistent_groups(), on Redis.
		 *
		 * @param string|string[] $groups Groups.
		 * @return mixed
		 */
		function wp_cache_add_non_persistent_groups( $groups ) {
			$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
		}

		/**
		 * Core's wp_cache_switch_to_blog(), on Redis.
		 *
		 * @param mixed $blog_id Blog_id.
		 * @return mixed
		 */
		function wp_cache_switch_to_blog( $blog_id ) {
			$GLOBALS['wp_object_cache']->switch_to_blog( (int) $blog_id );
		}

		/**
		 * @deprecated 3.5.0 Use wp_cache_switch_to_blog().
		 * @return void
		 */
		function wp_cache_reset() {
			$GLOBALS['wp_object_cache']->flush_runtime();
		}
	}
}
