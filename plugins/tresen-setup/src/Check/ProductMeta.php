<?php
/**
 * The product meta keys the check reads (owned by tresen-legal and
 * tresen-unit-price; read as meta, never through their classes).
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

defined( 'ABSPATH' ) || exit;

/**
 * Meta key names.
 */
final class ProductMeta {
	public const MIN_AGE        = '_tresen_min_age';
	public const DEPOSIT_TYPE   = '_tresen_deposit_type';
	public const DEPOSIT_AMOUNT = '_tresen_deposit_amount';
	public const ABV            = '_tresen_alcohol_percent';
	public const UNIT           = '_tresen_unit';
	public const UNIT_AMOUNT    = '_tresen_unit_amount';
}
