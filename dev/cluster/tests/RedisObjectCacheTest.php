<?php
/**
 * The cluster's object cache (dev/cluster/object-cache.php) against a real
 * Redis that this test starts on a free loopback port: two cache objects stand
 * for two nodes sharing one Redis. Skipped, with the reason, where Debian's
 * redis-server or php-redis is missing (`npm start -- --cluster` installs them).
 *
 * @package Tresen
 */

namespace Tresen\Cluster\Tests;

use Tresen\Cluster\RedisObjectCache;
use Tresen\Tests\TestCase;

require_once dirname( __DIR__ ) . '/object-cache.php';

/**
 * WordPress's object-cache API over Redis, shared by two nodes.
 */
final class RedisObjectCacheTest extends TestCase {

	/** @var resource|null */
	private static $server = null;

	private static int $port = 0;

	private static string $skip = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( ! class_exists( '\Redis' ) ) {
			self::$skip = 'php-redis is not installed (apt-get install php8.2-redis)';
			return;
		}
		if ( ! is_executable( '/usr/bin/redis-server' ) ) {
			self::$skip = 'redis-server is not installed (apt-get install redis-server)';
			return;
		}
		$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
		$name  = $probe ? (string) stream_socket_get_name( $probe, false ) : '';
		if ( $probe ) {
			fclose( $probe );
		}
		self::$port   = (int) substr( $name, strrpos( $name, ':' ) + 1 );
		$null         = array( 'file', '/dev/null', 'a' );
		self::$server = proc_open(
			array( '/usr/bin/redis-server', '--port', (string) self::$port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no' ),
			array( array( 'file', '/dev/null', 'r' ), $null, $null ),
			$pipes
		);
		$end = microtime( true ) + 5;
		while ( microtime( true ) < $end ) {
			$socket = @fsockopen( '127.0.0.1', self::$port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- waiting for the port.
			if ( $socket ) {
				fclose( $socket );
				return;
			}
			usleep( 50000 );
		}
		self::$skip = 'redis-server did not start';
	}

	public static function tearDownAfterClass(): void {
		if ( is_resource( self::$server ) ) {
			proc_terminate( self::$server );
			proc_close( self::$server );
		}
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		if ( '' !== self::$skip ) {
			$this->markTestSkipped( self::$skip );
		}
		$this->node( 'tests' )->flush();
		$this->node( 'other-site' )->flush();
	}

	/**
	 * A node's cache object.
	 *
	 * @param string $prefix  Site prefix.
	 * @param int    $blog_id Site of a multisite.
	 * @param bool   $multi   Multisite.
	 */
	private function node( string $prefix = 'tests', int $blog_id = 1, bool $multi = false ): RedisObjectCache {
		$cache = new RedisObjectCache(
			array(
				'port'      => self::$port,
				'prefix'    => $prefix,
				'blog_id'   => $blog_id,
				'multisite' => $multi,
			)
		);
		$this->assertTrue( $cache->connected(), $cache->error() );
		$cache->add_non_persistent_groups( array( 'counts', 'plugins' ) );
		$cache->add_global_groups( array( 'users', 'site-options' ) );
		return $cache;
	}

	public function test_a_value_written_on_one_node_is_read_on_the_other_with_its_type(): void {
		$a      = $this->node();
		$b      = $this->node();
		$object = (object) array( 'price' => '12.90' );
		$values = array(
			'false'  => false,
			'zero'   => 0,
			'int'    => 42,
			'digits' => '5',
			'float'  => 1.5,
			'null'   => null,
			'array'  => array( 'de' => 'Gin', 'n' => array( 1, 2 ) ),
			'object' => $object,
		);
		foreach ( $values as $key => $value ) {
			$this->assertTrue( $a->set( $key, $value, 'products' ) );
		}
		foreach ( $values as $key => $value ) {
			$found = null;
			$read  = $b->get( $key, 'products', false, $found );
			$this->assertTrue( $found, $key );
			$this->assertEquals( $value, $read, $key );
			$this->assertSame( gettype( $value ), gettype( $read ), $key );
		}
		$found = null;
		$this->assertFalse( $b->get( 'missing', 'products', false, $found ) );
		$this->assertFalse( $found );
		// A copy: changing the object read does not change the cache.
		$read        = $b->get( 'object', 'products' );
		$read->price = '0.00';
		$this->assertSame( '12.90', $b->get( 'object', 'products' )->price );
	}

	public function test_add_wins_once_across_nodes_and_replace_needs_a_value(): void {
		$a = $this->node();
		$b = $this->node();
		$this->assertTrue( $a->add( 'order-lock', 'a', 'locks' ) );
		$this->assertFalse( $b->add( 'order-lock', 'b', 'locks' ) );
		$this->assertSame( 'a', $b->get( 'order-lock', 'locks' ) );
		$this->assertFalse( $b->replace( 'nothing', 'x', 'locks' ) );
		$this->assertFalse( $a->get( 'nothing', 'locks', true ) );
		$this->assertTrue( $b->replace( 'order-lock', 'b', 'locks' ) );
		$this->assertSame( 'b', $a->get( 'order-lock', 'locks', true ) );
		$this->assertTrue( $a->delete( 'order-lock', 'locks' ) );
		$this->assertFalse( $b->get( 'order-lock', 'locks', true ) );
		$this->assertTrue( $b->add( 'order-lock', 'b', 'locks' ) );
	}

	public function test_incr_and_decr_count_on_the_server_and_never_below_zero(): void {
		$a = $this->node();
		$b = $this->node();
		$this->assertFalse( $a->incr( 'hits', 1, 'stats' ) );
		$a->set( 'hits', 5, 'stats' );
		$this->assertSame( 6, $b->incr( 'hits', 1, 'stats' ) );
		$this->assertSame( 9, $a->incr( 'hits', 3, 'stats' ) );
		$this->assertSame( 9, $b->get( 'hits', 'stats', true ) );
		$this->assertSame( 0, $b->decr( 'hits', 20, 'stats' ) );
		$a->set( 'text', 'abc', 'stats' );
		$this->assertSame( 2, $a->incr( 'text', 2, 'stats' ) );
		$a->set( 'numeric-string', '7', 'stats' );
		$this->assertSame( 8, $b->incr( 'numeric-string', 1, 'stats' ) );
	}

	public function test_two_processes_counting_at_once_lose_no_increment(): void {
		$a = $this->node();
		$a->set( 'visits', 0, 'stats' );
		$code  = sprintf(
			'require %s; $c = new Tresen\Cluster\RedisObjectCache( array( "port" => %d, "prefix" => "tests" ) ); for ( $i = 0; $i < 300; $i++ ) { $c->incr( "visits", 1, "stats" ); }',
			var_export( dirname( __DIR__ ) . '/object-cache.php', true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- PHP source.
			self::$port
		);
		$procs = array();
		foreach ( array( 1, 2 ) as $n ) {
			$procs[ $n ] = proc_open( array( PHP_BINARY, '-r', 'function wp_cache_init() {} ' . $code ), array(), $pipes );
		}
		foreach ( $procs as $proc ) {
			$this->assertSame( 0, proc_close( $proc ) );
		}
		$this->assertSame( 600, $a->get( 'visits', 'stats', true ) );
	}

	public function test_non_persistent_groups_stay_on_their_node(): void {
		$a = $this->node();
		$b = $this->node();
		$this->assertTrue( $a->set( 'n', 3, 'counts' ) );
		$this->assertSame( 3, $a->get( 'n', 'counts' ) );
		$this->assertFalse( $b->get( 'n', 'counts' ) );
		$this->assertSame( 4, $a->incr( 'n', 1, 'counts' ) );
		$this->assertFalse( $a->add( 'n', 9, 'counts' ) );
	}

	public function test_sites_of_a_network_keep_their_own_keys_and_share_global_groups(): void {
		$one = $this->node( 'tests', 1, true );
		$two = $this->node( 'tests', 2, true );
		$one->set( 'blogname', 'Tresen', 'options' );
		$this->assertFalse( $two->get( 'blogname', 'options' ) );
		$two->switch_to_blog( 1 );
		$this->assertSame( 'Tresen', $two->get( 'blogname', 'options' ) );
		$two->switch_to_blog( 2 );
		$one->set( 7, array( 'login' => 'admin' ), 'users' );
		$this->assertSame( array( 'login' => 'admin' ), $two->get( 7, 'users' ) );
		// Another site on the same Redis (another prefix) never sees them.
		$this->assertFalse( $this->node( 'other-site' )->get( 7, 'users' ) );
	}

	public function test_flush_empties_this_site_only_and_flush_group_one_group(): void {
		$a     = $this->node();
		$other = $this->node( 'other-site' );
		$a->set( 'x', 1, 'posts' );
		$a->set( 'y', 2, 'terms' );
		$other->set( 'x', 'theirs', 'posts' );
		$this->assertTrue( $a->flush_group( 'posts' ) );
		$b = $this->node();
		$this->assertFalse( $b->get( 'x', 'posts' ) );
		$this->assertSame( 2, $b->get( 'y', 'terms' ) );
		$this->assertTrue( $a->flush() );
		$this->assertFalse( $this->node()->get( 'y', 'terms' ) );
		$this->assertSame( 'theirs', $this->node( 'other-site' )->get( 'x', 'posts' ) );
	}

	public function test_multiple_keys_and_expiry(): void {
		$a = $this->node();
		$b = $this->node();
		$this->assertSame( array( 'p1' => true, 'p2' => true ), $a->set_multiple( array( 'p1' => 'Gin', 'p2' => array( 2 ) ), 'posts' ) );
		$this->assertSame( array( 'p1' => 'Gin', 'p2' => array( 2 ), 'p3' => false ), $b->get_multiple( array( 'p1', 'p2', 'p3' ), 'posts' ) );
		$this->assertSame( array( 'p1' => false, 'p3' => true ), $b->add_multiple( array( 'p1' => 'x', 'p3' => 'Rum' ), 'posts' ) );
		$this->assertSame( array( 'p1' => true, 'p2' => true ), $a->delete_multiple( array( 'p1', 'p2' ), 'posts' ) );
		$this->assertSame( array( 'p1' => false, 'p2' => false, 'p3' => 'Rum' ), $this->node()->get_multiple( array( 'p1', 'p2', 'p3' ), 'posts' ) );
		$a->set( 'short', 'lived', 'transient', 1 );
		$redis = new \Redis();
		$redis->connect( '127.0.0.1', self::$port );
		$ttl = $redis->ttl( $a->redis_key( 'short', 'transient' ) );
		$this->assertGreaterThan( 0, $ttl );
		$this->assertLessThanOrEqual( 1, $ttl );
		usleep( 1100000 );
		$this->assertFalse( $this->node()->get( 'short', 'transient' ) );
		// incr keeps the expiry.
		$a->set( 'rate', 1, 'stats', 60 );
		$a->incr( 'rate', 1, 'stats' );
		$this->assertGreaterThan( 50, $redis->ttl( $a->redis_key( 'rate', 'stats' ) ) );
	}

	public function test_without_redis_the_request_still_works(): void {
		$down = new RedisObjectCache( array( 'port' => 1, 'timeout' => 0.2 ) );
		$this->assertFalse( $down->connected() );
		$this->assertNotSame( '', $down->error() );
		$this->assertTrue( $down->set( 'k', 'v' ) );
		$this->assertSame( 'v', $down->get( 'k' ) );
		$this->assertFalse( $down->add( 'k', 'w' ) );
		$this->assertTrue( $down->flush() );
		$this->assertFalse( $down->get( 'k' ) );
	}
}
