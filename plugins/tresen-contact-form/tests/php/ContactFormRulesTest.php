<?php
/**
 * The server engine against the shared rule cases (the same JSON files Jest
 * runs against the browser engine).
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Tests;

use Tresen\ContactForm\Validation\Engine;
use Tresen\ContactForm\Validation\Values;
use Tresen\Tests\TestCase;

/**
 * Shared rule cases.
 */
final class ContactFormRulesTest extends TestCase {

	/**
	 * Every case of every file.
	 *
	 * @return array<string, array{0: array, 1: array, 2: array, 3: array}>
	 */
	public function cases(): array {
		$out = array();
		foreach ( glob( dirname( __DIR__ ) . '/fixtures/rules/*.json' ) as $file ) {
			$suite = json_decode( (string) file_get_contents( $file ), true );
			foreach ( $suite['cases'] as $i => $case ) {
				if ( array_key_exists( 'value', $case ) ) {
					$field  = $suite['rules'][0]['field'];
					$data   = array( $field => $case['value'] );
					$files  = array();
					$errors = $case['valid'] ? array() : array( $field => $suite['rules'][0]['error'] );
				} else {
					$data   = $case['data'] ?? array();
					$files  = $case['files'] ?? array();
					$errors = $case['errors'] ?? array();
				}
				$out[ basename( $file ) . ' #' . $i . ( isset( $case['note'] ) ? ' (' . $case['note'] . ')' : '' ) ] = array( $suite['rules'], $data, $files, $errors );
			}
		}
		return $out;
	}

	/**
	 * @dataProvider cases
	 *
	 * @param array $rules  Rules.
	 * @param array $data   Posted strings.
	 * @param array $files  Posted files.
	 * @param array $errors Expected errors.
	 */
	public function test_shared_case( array $rules, array $data, array $files, array $errors ): void {
		$got = Engine::validate( $rules, new Values( $data, $files ) );
		ksort( $got );
		ksort( $errors );
		$this->assertSame( $errors, $got );
	}

	public function test_weekday_is_read_in_the_site_time_zone(): void {
		update_option( 'timezone_string', 'America/Los_Angeles' );
		$rules = array( array( 'rule' => 'dayofweek', 'field' => 'd', 'accept' => array( 1 ), 'error' => 'x' ) );
		$this->assertSame( array(), Engine::validate( $rules, new Values( array( 'd' => '2024-01-01' ) ) ) );
		$this->assertSame( array( 'd' => 'x' ), Engine::validate( $rules, new Values( array( 'd' => '2024-01-07' ) ) ) );
	}
}
