<?php
/**
 * Breadcrumb trail.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Crumbs for shop, product categories, products and pages.
 */
class WC_Breadcrumb {

	/**
	 * Crumbs: [ name, url ].
	 *
	 * @var array
	 */
	protected $crumbs = array();

	/**
	 * Adds a crumb.
	 *
	 * @param string $name Name.
	 * @param string $link URL.
	 */
	public function add_crumb( $name, $link = '' ) {
		$this->crumbs[] = array( wp_strip_all_tags( $name ), $link );
	}

	/** Clears crumbs. */
	public function reset() {
		$this->crumbs = array();
	}

	/**
	 * Crumbs.
	 *
	 * @return array
	 */
	public function get_breadcrumb() {
		return apply_filters( 'woocommerce_get_breadcrumb', $this->crumbs, $this );
	}

	/**
	 * Builds the trail of the current request.
	 *
	 * @return array
	 */
	public function generate() {
		if ( ! is_front_page() ) {
			if ( is_product() ) {
				$this->add_crumbs_single();
			} elseif ( is_product_category() || is_product_tag() || is_product_taxonomy() ) {
				$this->add_crumbs_shop();
				$term = get_queried_object();
				if ( $term instanceof WP_Term ) {
					foreach ( array_reverse( get_ancestors( $term->term_id, $term->taxonomy ) ) as $ancestor_id ) {
						$ancestor = get_term( $ancestor_id, $term->taxonomy );
						$this->add_crumb( $ancestor->name, get_term_link( $ancestor ) );
					}
					$this->add_crumb( $term->name, get_term_link( $term ) );
				}
			} elseif ( is_shop() ) {
				$this->add_crumbs_shop();
			} elseif ( is_page() ) {
				$post = get_queried_object();
				if ( $post instanceof WP_Post ) {
					foreach ( array_reverse( get_post_ancestors( $post ) ) as $ancestor ) {
						$this->add_crumb( get_the_title( $ancestor ), get_permalink( $ancestor ) );
					}
					$this->add_crumb( get_the_title( $post ), get_permalink( $post ) );
				}
			} elseif ( is_search() ) {
				/* translators: %s: search term */
				$this->add_crumb( sprintf( __( 'Search results for &ldquo;%s&rdquo;', 'woocommerce' ), get_search_query() ), remove_query_arg( 'paged' ) );
			} elseif ( is_404() ) {
				$this->add_crumb( __( 'Error 404', 'woocommerce' ) );
			}
		}
		return $this->get_breadcrumb();
	}

	/** Shop crumb. */
	protected function add_crumbs_shop() {
		$shop_id = wc_get_page_id( 'shop' );
		if ( $shop_id > 0 && (int) get_option( 'page_on_front' ) !== $shop_id ) {
			$this->add_crumb( get_the_title( $shop_id ), get_permalink( $shop_id ) );
		}
	}

	/** Shop, main category (with ancestors) and product. */
	protected function add_crumbs_single() {
		$post = get_queried_object();
		$this->add_crumbs_shop();
		$terms = wc_get_product_terms(
			$post->ID,
			'product_cat',
			apply_filters(
				'woocommerce_breadcrumb_product_terms_args',
				array(
					'orderby' => 'parent',
					'order'   => 'DESC',
				)
			)
		);
		if ( $terms ) {
			$term = apply_filters( 'woocommerce_breadcrumb_main_term', $terms[0], $terms );
			foreach ( array_reverse( get_ancestors( $term->term_id, 'product_cat' ) ) as $ancestor_id ) {
				$ancestor = get_term( $ancestor_id, 'product_cat' );
				$this->add_crumb( $ancestor->name, get_term_link( $ancestor ) );
			}
			$this->add_crumb( $term->name, get_term_link( $term ) );
		}
		$this->add_crumb( get_the_title( $post ), get_permalink( $post ) );
	}
}
