/**
 * The parts of WordPress's wp-admin scripts the setup wizard uses
 * (`@wordpress/components`, `@wordpress/api-fetch`, the store API of
 * `@wordpress/data`). They are externals (`wp.components`, `wp.apiFetch`,
 * `wp.data`) loaded by WordPress, not npm dependencies of the suite.
 */
declare module '@wordpress/api-fetch' {
	export interface APIFetchOptions {
		path?: string;
		url?: string;
		method?: string;
		data?: unknown;
		parse?: boolean;
	}
	export default function apiFetch< T = unknown >(
		options: APIFetchOptions
	): Promise< T >;
}

declare module '@wordpress/components' {
	import type { ComponentType, ReactNode } from 'react';
	export const Button: ComponentType< {
		variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
		onClick?: () => void;
		disabled?: boolean;
		isBusy?: boolean;
		type?: 'button' | 'submit';
		className?: string;
		href?: string;
		'aria-describedby'?: string;
		__next40pxDefaultSize?: boolean;
		children?: ReactNode;
	} >;
	export const TextControl: ComponentType< {
		label: string;
		value: string;
		onChange: ( value: string ) => void;
		help?: ReactNode;
		type?: string;
		autoComplete?: string;
		required?: boolean;
		className?: string;
		__nextHasNoMarginBottom?: boolean;
		__next40pxDefaultSize?: boolean;
		'aria-invalid'?: boolean;
		'aria-describedby'?: string;
	} >;
	export const SelectControl: ComponentType< {
		label: string;
		value: string;
		options: Array< { label: string; value: string } >;
		onChange: ( value: string ) => void;
		help?: ReactNode;
		__nextHasNoMarginBottom?: boolean;
		__next40pxDefaultSize?: boolean;
	} >;
	export const TextareaControl: ComponentType< {
		label: string;
		value: string;
		onChange: ( value: string ) => void;
		help?: ReactNode;
		rows?: number;
		className?: string;
		__nextHasNoMarginBottom?: boolean;
		'aria-invalid'?: boolean;
	} >;
	export const CheckboxControl: ComponentType< {
		label: string;
		checked: boolean;
		onChange: ( checked: boolean ) => void;
		help?: ReactNode;
		__nextHasNoMarginBottom?: boolean;
	} >;
	export const Notice: ComponentType< {
		status?: 'success' | 'error' | 'warning' | 'info';
		isDismissible?: boolean;
		politeness?: 'polite' | 'assertive';
		children?: ReactNode;
	} >;
	export const Spinner: ComponentType< Record< string, never > >;
}

declare module '@wordpress/data' {
	export interface ReduxStoreConfig< S > {
		reducer: ( state: S | undefined, action: { type: string } ) => S;
		actions: Record< string, ( ...args: never[] ) => unknown >;
		selectors: Record< string, ( state: S, ...args: never[] ) => unknown >;
	}
	export interface StoreDescriptor {
		name: string;
	}
	export function createReduxStore< S >(
		name: string,
		config: ReduxStoreConfig< S >
	): StoreDescriptor;
	export function register( store: StoreDescriptor ): void;
	export function useSelect< T >(
		mapSelect: (
			select: ( store: StoreDescriptor | string ) => StoreSelectors
		) => T,
		deps?: unknown[]
	): T;
	export function useDispatch(
		store: StoreDescriptor | string
	): Record< string, ( ...args: unknown[] ) => Promise< unknown > >;
}
