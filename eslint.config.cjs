/**
 * ESLint (flat config): the WordPress recommended rules for everything,
 * Jest rules for unit tests, Playwright rules for e2e specs; Node tooling
 * (bin/, bench/, configs) may skip JSDoc types.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

/**
 * Every script entry (`<package>/client/<entry>/` with an index.ts(x)), as
 * webpack.config.js finds them.
 */
function entryFolders() {
	const clients = [
		...fs
			.readdirSync( path.join( __dirname, 'plugins' ) )
			.map( ( p ) => path.join( 'plugins', p, 'client' ) ),
		path.join( 'theme', 'client' ),
	].filter( ( dir ) => fs.existsSync( path.join( __dirname, dir ) ) );
	return clients.flatMap( ( client ) =>
		fs
			.readdirSync( path.join( __dirname, client ) )
			.filter( ( name ) =>
				[ 'index.ts', 'index.tsx' ].some( ( f ) =>
					fs.existsSync( path.join( __dirname, client, name, f ) )
				)
			)
			.map( ( name ) => `./${ client }/${ name }` )
	);
}

const ENTRIES = entryFolders();

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
	{
		// An entry never imports another entry's folder: shared code lives in common/js.
		files: [ 'plugins/**/client/**', 'theme/client/**' ],
		rules: {
			'import/no-restricted-paths': [
				'error',
				{
					zones: ENTRIES.map( ( entry ) => ( {
						target: entry,
						from: ENTRIES.filter( ( other ) => other !== entry ),
						message:
							'An entry never imports another entry’s folder: move shared code to common/js.',
					} ) ),
				},
			],
		},
	},
];
