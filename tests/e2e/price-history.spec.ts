/**
 * The 30-day price reference of § 11 PAngV as a shopper meets it
 * (tresen-legal's price history): a product on sale shows its sale price and
 * the lowest price of the 30 days before the sale, never its struck-through
 * regular price, on its page, in the product list and for a chosen
 * variation. The seed gives the sale products their history (see
 * bin/php/seed/PriceHistorySeeder.php). Runs on both lanes.
 */
import { test, expect } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

test.beforeEach( async ( { page } ) => declineCookies( page ) );

// 29,90 €, on sale for 24,90 € since 3 days; 27,90 € from 20 to 10 days ago.
const BOURBON = 'TR-WHI-004';
// Single Malt: 0,35 l at 29,90 €; 0,7 l at 49,90 €, on sale for 44,90 € since 3 days.
const SINGLE_MALT = 'TR-WHI-001';

/**
 * A seeded product's page URL and its category's URL, by SKU.
 *
 * @param sku SKU.
 */
function urls( sku: string ): { product: string; category: string } {
	return sitePhp< { product: string; category: string } >( `
		$id = wc_get_product_id_by_sku( ${ JSON.stringify( sku ) } );
		$cats = wc_get_product( $id )->get_category_ids();
		return array(
			'product'  => (string) get_permalink( $id ),
			'category' => (string) get_term_link( (int) $cats[0], 'product_cat' ),
		);
	` );
}

const REFERENCE = /^Niedrigster Preis der letzten 30 Tage: 27,90\s€$/;

test( 'a sale product names the lowest price of the last 30 days instead of striking through its regular price', async ( {
	page,
} ) => {
	const { product, category } = urls( BOURBON );
	await page.goto( product );
	const price = page.locator( '.summary .price' ).first();
	await expect( price.locator( 'ins' ) ).toHaveText( /^24,90\s€$/ );
	await expect( price.locator( '.tresen-price-reference' ) ).toHaveText(
		REFERENCE
	);
	await expect( price.locator( 'del' ) ).toHaveCount( 0 );
	await expect( price ).not.toContainText( '29,90' );
	// A screen reader hears the sale price in words, and the reference as it reads.
	await expect( price.locator( '.screen-reader-text' ).first() ).toHaveText(
		/^Aktueller Preis ist: 24,90\s€\.$/
	);
	// The reference is on its own line below the price.
	const [ amount, reference ] = await Promise.all( [
		price.locator( 'ins' ).boundingBox(),
		price.locator( '.tresen-price-reference' ).boundingBox(),
	] );
	expect( amount && reference ).toBeTruthy();
	expect( reference!.y ).toBeGreaterThanOrEqual(
		amount!.y + amount!.height - 1
	);

	// The same in the product list.
	await page.goto( category );
	const card = page.locator( 'li.product', {
		hasText: 'Kentucky Straight Bourbon',
	} );
	await expect( card.locator( '.price ins' ) ).toHaveText( /^24,90\s€$/ );
	await expect( card.locator( '.tresen-price-reference' ) ).toHaveText(
		REFERENCE
	);
	await expect( card.locator( 'del' ) ).toHaveCount( 0 );
} );

test( 'a chosen variation on sale shows its own 30-day reference', async ( {
	page,
} ) => {
	await page.goto( urls( SINGLE_MALT ).product );
	const form = page.locator( 'form.variations_form' );
	await form
		.locator( '.variations select' )
		.first()
		.selectOption( { label: '0,7 l' } );
	const price = form.locator( '.single_variation .price' ).first();
	await expect( price.locator( 'ins' ) ).toHaveText( /^44,90\s€$/ );
	await expect( price.locator( '.tresen-price-reference' ) ).toHaveText(
		/^Niedrigster Preis der letzten 30 Tage: 49,90\s€$/
	);
	await expect( price.locator( 'del' ) ).toHaveCount( 0 );

	// The smaller bottle is not on sale: no reference.
	await form
		.locator( '.variations select' )
		.first()
		.selectOption( { label: '0,35 l' } );
	await expect(
		form.locator( '.single_variation .price' ).first()
	).toContainText( /29,90\s€/ );
	await expect(
		form.locator( '.single_variation .tresen-price-reference' )
	).toHaveCount( 0 );
} );
