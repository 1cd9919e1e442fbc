<?php
/**
 * Two nodes writing the same rows at the same moment: the price history of
 * § 11 PAngV (tresen-legal) and the search index (tresen-storefront). Two PHP
 * processes of the test site, started together behind a barrier, each do
 * what a node does when it sees the products (first sight records the
 * current price; a save or a search re-indexes them), outside PHPUnit's
 * process and its per-test transaction, against the one database.
 *
 * Without a lock two nodes that both find no row yet both write one (the
 * 30-day reference then sees a price twice, and "since when" moves); without
 * an upsert the index's DELETE + INSERT of one node fails on the other's
 * row with a duplicate key, and the batch it wrote is lost.
 *
 * @package Tresen
 */

namespace Tresen\Cluster\Tests;

use PHPUnit\Framework\TestCase;

/**
 * Price history and search index writes from two processes at once.
 */
final class ConcurrentWritesTest extends TestCase {

	/** Products the processes share. */
	private const PRODUCTS = 24;

	/** Rounds each process writes. */
	private const ROUNDS = 6;

	/**
	 * A temporary folder for the barrier files.
	 *
	 * @var string
	 */
	private $dir = '';

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/tresen-concurrent-' . getmypid() . '-' . wp_generate_password( 6, false );
		mkdir( $this->dir );
	}

	protected function tearDown(): void {
		self::php( 'foreach ( get_posts( array( "post_type" => "product", "post_status" => "any", "numberposts" => -1, "meta_key" => "_tresen_concurrent_test", "fields" => "ids" ) ) as $id ) { wp_delete_post( $id, true ); \Tresen\Legal\PriceHistory\PriceHistory::forget( (int) $id ); } return true;' );
		array_map( 'unlink', (array) glob( $this->dir . '/*' ) );
		rmdir( $this->dir );
		parent::tearDown();
	}

	/**
	 * The PHP that loads the test site, then `$code`; what it returns is printed as JSON.
	 *
	 * @param string $code PHP statements.
	 */
	private static function script( string $code ): string {
		$site = (string) getenv( 'TRESEN_TEST_SITE' );
		return '$_SERVER["HTTP_HOST"] = "example.test"; $_SERVER["REQUEST_URI"] = "/"; $_SERVER["SERVER_PROTOCOL"] = "HTTP/1.1"; $_SERVER["REQUEST_METHOD"] = "GET";'
			. ' error_reporting( E_ALL & ~E_DEPRECATED );'
			. ' require ' . var_export( $site . '/wp-load.php', true ) . ';'
			. ' $tresen_result = ( static function () { ' . $code . ' } )();'
			. ' echo "\n@@RESULT@@" . wp_json_encode( $tresen_result ) . "\n";';
	}

	/**
	 * What a PHP process's output returned, or null (with the output for the message).
	 *
	 * @param string $text The process's output.
	 * @return mixed
	 */
	private static function result( string $text ) {
		$at = strrpos( $text, '@@RESULT@@' );
		return false === $at ? null : json_decode( (string) strtok( substr( $text, $at + strlen( '@@RESULT@@' ) ), "\n" ), true );
	}

	/**
	 * Runs PHP in one process of the test site.
	 *
	 * @param string $code PHP statements.
	 * @return mixed
	 */
	private static function php( string $code ) {
		$out = array();
		exec( escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( self::script( $code ) ) . ' 2>&1', $out );
		$text   = implode( "\n", $out );
		$result = self::result( $text );
		if ( null === $result ) {
			throw new \RuntimeException( "The PHP process gave no result:\n" . substr( $text, -3000 ) );
		}
		return $result;
	}

	/**
	 * Runs the same PHP in two processes at once: each loads WordPress, then
	 * waits at a barrier until the other has too, then runs `$code`.
	 *
	 * @param string $code PHP statements; `$node` is 'a' or 'b'.
	 * @return array<string, mixed> Node => what it returned.
	 */
	private function two_nodes( string $code ): array {
		$barrier = var_export( $this->dir, true );
		$procs   = array();
		$pipes   = array();
		foreach ( array( 'a', 'b' ) as $node ) {
			$wait            = '$node = ' . var_export( $node, true ) . '; touch( ' . $barrier . ' . "/ready-" . $node ); $until = microtime( true ) + 60;'
				. ' while ( count( (array) glob( ' . $barrier . ' . "/ready-*" ) ) < 2 && microtime( true ) < $until ) { usleep( 2000 ); } ';
			$procs[ $node ] = proc_open(
				array( PHP_BINARY, '-r', self::script( $wait . $code ) ),
				array(
					0 => array( 'file', '/dev/null', 'r' ),
					1 => array( 'pipe', 'w' ),
					2 => array( 'redirect', 1 ),
				),
				$pipes[ $node ]
			);
			$this->assertIsResource( $procs[ $node ] );
		}
		$results = array();
		foreach ( $procs as $node => $proc ) {
			$text = (string) stream_get_contents( $pipes[ $node ][1] );
			fclose( $pipes[ $node ][1] );
			proc_close( $proc );
			$results[ $node ] = self::result( $text );
			$this->assertNotNull( $results[ $node ], "node {$node} gave no result:\n" . substr( $text, -3000 ) );
		}
		return $results;
	}

	/**
	 * Published products of this test (outside any transaction), their ids.
	 *
	 * @return list<int>
	 */
	private static function products(): array {
		$ids = self::php(
			'$ids = array(); for ( $i = 1; $i <= ' . self::PRODUCTS . '; $i++ ) {'
			. ' $p = new WC_Product_Simple(); $p->set_name( "Nebenläufig " . $i ); $p->set_status( "publish" ); $p->set_regular_price( "9.90" ); $p->update_meta_data( "_tresen_concurrent_test", "1" ); $p->save();'
			. ' \Tresen\Legal\PriceHistory\PriceHistory::forget( $p->get_id() ); $ids[] = $p->get_id(); }'
			. ' return $ids;'
		);
		return array_map( 'intval', (array) $ids );
	}

	public function test_two_nodes_seeing_the_same_prices_record_each_price_once(): void {
		$ids  = self::products();
		$list = var_export( $ids, true );
		// Round r: the price is 10 + r; both nodes see the same prices in the same order.
		$this->two_nodes(
			'global $wpdb; $errors = array();'
			. ' for ( $r = 1; $r <= ' . self::ROUNDS . '; $r++ ) { foreach ( ' . $list . ' as $id ) {'
			. ' wp_cache_delete( $id, "tresen_price_history" );'
			. ' \Tresen\Legal\PriceHistory\PriceHistory::record( $id, 10.0 + $r, time() + $r );'
			. ' if ( $wpdb->last_error ) { $errors[] = $wpdb->last_error; } }'
			// Both nodes start each round together.
			. ' touch( ' . var_export( $this->dir, true ) . ' . "/round-$r-$node" ); $until = microtime( true ) + 60;'
			. ' while ( count( (array) glob( ' . var_export( $this->dir, true ) . ' . "/round-$r-*" ) ) < 2 && microtime( true ) < $until ) { usleep( 2000 ); } }'
			. ' return $errors;'
		);
		$rows = self::php(
			'global $wpdb; $table = \Tresen\Legal\PriceHistory\Table::name();'
			. ' return $wpdb->get_results( "SELECT product_id, price FROM {$table} WHERE product_id IN (' . implode( ',', $ids ) . ') ORDER BY product_id, recorded_at, id", ARRAY_A );'
		);
		$by_product = array();
		foreach ( (array) $rows as $row ) {
			$by_product[ (int) $row['product_id'] ][] = (float) $row['price'];
		}
		$expected = array();
		for ( $r = 1; $r <= self::ROUNDS; $r++ ) {
			$expected[] = 10.0 + $r;
		}
		foreach ( $ids as $id ) {
			// A price twice in a row would be a duplicate; a missing one a lost write.
			$this->assertSame( $expected, $by_product[ $id ] ?? array(), "product {$id}: each price once, in order" );
		}
	}

	public function test_two_nodes_indexing_the_same_products_lose_no_row_and_hit_no_duplicate_key(): void {
		$ids  = self::products();
		$list = var_export( $ids, true );
		$results = $this->two_nodes(
			'global $wpdb; $errors = array(); $wpdb->suppress_errors( true );'
			. ' for ( $r = 1; $r <= ' . self::ROUNDS . '; $r++ ) {'
			. ' \Tresen\Storefront\Search\IndexRows::index( ' . $list . ' ); if ( $wpdb->last_error ) { $errors[] = $wpdb->last_error; }'
			. ' foreach ( ' . $list . ' as $id ) { \Tresen\Storefront\Search\IndexRows::index( array( $id ) ); if ( $wpdb->last_error ) { $errors[] = $wpdb->last_error; } } }'
			. ' return $errors;'
		);
		$this->assertSame( array(), $results['a'], 'node a wrote without database errors' );
		$this->assertSame( array(), $results['b'], 'node b wrote without database errors' );
		$count = self::php(
			'global $wpdb; $table = \Tresen\Storefront\Search\Index::table();'
			. ' return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE product_id IN (' . implode( ',', $ids ) . ')" );'
		);
		$this->assertSame( self::PRODUCTS, $count, 'every product has its one row' );
	}
}
