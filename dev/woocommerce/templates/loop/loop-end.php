<?php
/**
 * End of the product list.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;
?>
</ul>
