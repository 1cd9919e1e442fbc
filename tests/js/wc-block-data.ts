/**
 * Jest double of `@woocommerce/block-data` (`wc.wcBlocksData`): the store keys.
 */
export const CART_STORE_KEY = 'wc/store/cart';
export const CHECKOUT_STORE_KEY = 'wc/store/checkout';
export const VALIDATION_STORE_KEY = 'wc/store/validation';
export const PAYMENT_STORE_KEY = 'wc/store/payment';
