/**
 * One express box on the page: its controller, kept in step with the
 * product form (quantity, variation: the theme's events and WooCommerce's
 * jQuery ones) or the cart (totals and checkout updates). The box is in
 * the page's HTML, hidden until a wallet can pay; while re-pricing it is
 * busy (`aria-busy`) and Stripe's buttons cannot be pressed.
 */
import { on, onJQuery } from '@tresen/common/events';
import { ExpressController, type ControllerOptions } from './controller';

interface Variation {
	is_in_stock?: boolean;
}

export type BoxOptions = Omit< ControllerOptions, 'form' | 'onStatus' > & {
	/** Tests observe the controller. */
	onController?: ( controller: ExpressController ) => void;
};

/**
 * Starts a box. Returns the function that stops it.
 *
 * @param options Stripe, the calls, the settings and the box.
 */
export function mountBox( options: BoxOptions ): () => void {
	const { box } = options;
	const form =
		box.dataset.context === 'product'
			? ( box.parentElement?.querySelector< HTMLFormElement >(
					'form.cart'
				) ?? null )
			: null;
	const controller = new ExpressController( {
		...options,
		form,
		onStatus: ( status ) => {
			// Hidden until a wallet can pay (the box is in the page's HTML).
			box.hidden =
				status === 'unavailable' ||
				status === 'checking' ||
				status === 'hidden';
			box.dataset.status = status;
			if ( status === 'blocked' ) {
				box.setAttribute( 'aria-busy', 'true' );
			} else {
				box.removeAttribute( 'aria-busy' );
			}
		},
	} );
	options.onController?.( controller );
	void controller.start();
	const off: Array< () => void > = [];
	if ( form ) {
		const changed = ( event: Event ) => {
			const target = event.target as HTMLElement | null;
			if (
				target?.matches(
					'input[name="quantity"], select[name^="attribute_"], input[name="variation_id"]'
				)
			) {
				controller.reprice();
			}
		};
		form.addEventListener( 'change', changed );
		form.addEventListener( 'input', changed );
		off.push( () => {
			form.removeEventListener( 'change', changed );
			form.removeEventListener( 'input', changed );
		} );
		const found = ( variation: Variation | undefined ) => {
			if ( variation && variation.is_in_stock === false ) {
				controller.hide();
			} else {
				controller.reprice();
			}
		};
		// The theme's variation form (native events), and WooCommerce's own (jQuery).
		off.push(
			on< { form: HTMLFormElement; variation?: Variation } >(
				'found-variation',
				( detail ) => detail.form === form && found( detail.variation )
			),
			on< { form: HTMLFormElement } >(
				'reset-variation',
				( detail ) => detail.form === form && controller.reprice()
			),
			onJQuery(
				'found_variation',
				( _event, variation ) => found( variation as Variation ),
				form
			),
			onJQuery( 'reset_data', () => controller.reprice(), form )
		);
	} else {
		// Cart totals or checkout updates: re-read the cart (a block box is
		// told by its block script: `tresen:express-refresh` on the box).
		const refresh = () => void controller.refresh();
		off.push(
			onJQuery( 'updated_cart_totals', refresh ),
			onJQuery( 'updated_checkout', refresh ),
			on( 'cart-updated', refresh ),
			on( 'express-refresh', refresh, box )
		);
	}
	return () => {
		off.forEach( ( stop ) => stop() );
		controller.destroy();
	};
}
