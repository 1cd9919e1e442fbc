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
