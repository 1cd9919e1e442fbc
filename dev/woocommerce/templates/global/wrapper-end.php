<?php
/**
 * Content wrapper end.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;
?>
</main></div>
