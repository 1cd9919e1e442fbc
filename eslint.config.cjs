/**
 * ESLint (flat config): the WordPress recommended rules for everything,
 * Jest rules for unit tests, Playwright rules for e2e specs; Node tooling
 * (bin/, bench/, configs) may skip JSDoc types.
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );

const scoped = ( configs, files ) =>
	configs.map( ( c ) => ( { ...c, files } ) );

module.exports = [
	{
		ignores: [
			'**/build/**',
			'**/node_modules/**',
			'**/vendor/**',
			'.cache/**',
			'.sites/**',
			'dist/**',
			'artifacts/**',
		],
	},
	...wpPlugin.configs.recommended,
	...scoped( wpPlugin.configs[ 'test-unit' ], [
		'**/test/**/*.{js,jsx,ts,tsx}',
		'tests/js/**',
	] ),
	...scoped( wpPlugin.configs[ 'test-playwright' ], [ 'tests/e2e/**/*.ts' ] ),
	{
		languageOptions: {
			parserOptions: {
				requireConfigFile: false,
				babelOptions: {
					presets: [
						require.resolve( '@wordpress/babel-preset-default' ),
					],
				},
			},
		},
	},
	{
		files: [
			'bin/**',
			'bench/**',
			'tests/**/*.mjs',
			'*.config.{js,cjs}',
			'jest.config.js',
		],
		rules: {
			'jsdoc/require-param-type': 'off',
			'jsdoc/require-returns-type': 'off',
			'no-console': 'off',
		},
	},
	{
		files: [
			'tests/e2e/**',
			'*.config.{js,cjs}',
			'jest.config.js',
			'webpack.config.js',
		],
		rules: {
			'import/no-extraneous-dependencies': 'off',
		},
	},
];
