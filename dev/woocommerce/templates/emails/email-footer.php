<?php
/**
 * E-mail footer.
 *
 * @package WooCommerceDouble
 * @version 10.4.0
 */

defined( 'ABSPATH' ) || exit;
?>
</div>
<p id="credit"><?php echo esc_html( get_bloginfo( 'name', 'display' ) ); ?></p>
</div>
</body>
</html>
