/**
 * Jest double of `@woocommerce/blocks-registry` (`wc.wcBlocksRegistry`):
 * records the payment methods a script registers, so a test reads their
 * options (`__registered`).
 */
const registered: Array< { kind: 'payment' | 'express'; options: any } > = [];

export function registerPaymentMethod( options: object ): void {
	registered.push( { kind: 'payment', options } );
}

export function registerExpressPaymentMethod( options: object ): void {
	registered.push( { kind: 'express', options } );
}

export function __registered() {
	return registered;
}

export function __reset(): void {
	registered.length = 0;
}
