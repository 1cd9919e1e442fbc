/**
 * Jest for every package: tests live in `test/` folders beside the code.
 */
const path = require( 'path' );
const preset = require( '@wordpress/jest-preset-default/jest-preset' );

module.exports = {
	...preset,
	rootDir: __dirname,
	roots: [ '<rootDir>/common', '<rootDir>/plugins', '<rootDir>/theme' ],
	testMatch: [ '**/test/**/*.test.[jt]s?(x)' ],
	testPathIgnorePatterns: [ '/node_modules/', '/build/', '/vendor/' ],
	moduleNameMapper: {
		...( preset.moduleNameMapper || {} ),
		'^@tresen/common/(.*)$': path.join( __dirname, 'common/js/$1' ),
		'^@tresen/tests/(.*)$': path.join( __dirname, 'tests/js/$1' ),
		'\\.(css|scss)$': path.join( __dirname, 'tests/js/style-stub.js' ),
		// WooCommerce's and WordPress's block checkout globals (externals in the
		// build), as doubles: docs/block-checkout.md.
		'^@woocommerce/blocks-checkout$': path.join(
			__dirname,
			'tests/js/wc-blocks-checkout.ts'
		),
		'^@woocommerce/settings$': path.join(
			__dirname,
			'tests/js/wc-settings.ts'
		),
		'^@woocommerce/block-data$': path.join(
			__dirname,
			'tests/js/wc-block-data.ts'
		),
		'^@wordpress/data$': path.join( __dirname, 'tests/js/wp-data.ts' ),
		'^@woocommerce/blocks-registry$': path.join(
			__dirname,
			'tests/js/wc-blocks-registry.ts'
		),
	},
	transform: {
		'\\.[jt]sx?$': [
			require.resolve( 'babel-jest' ),
			{
				presets: [
					require.resolve( '@wordpress/babel-preset-default' ),
				],
			},
		],
	},
	setupFilesAfterEnv: [
		...( preset.setupFilesAfterEnv || [] ),
		path.join( __dirname, 'tests/js/setup.ts' ),
	],
};
