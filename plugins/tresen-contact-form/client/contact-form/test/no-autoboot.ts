// Imported first by the UI tests: index.ts must not boot on import.
( window as unknown as { __tresenNoAutoBoot: boolean } ).__tresenNoAutoBoot =
	true;
export {};
