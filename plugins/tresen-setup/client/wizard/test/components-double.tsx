/**
 * A Jest double of the few `@wordpress/components` the wizard uses (the
 * package is WordPress's wp-components script, not an npm dependency): the
 * same accessible contract (a label tied to its field, help text as its
 * description, buttons that submit or not), without the styling.
 */
import { useId, type ReactNode } from 'react';

export function Button( {
	children,
	onClick,
	disabled,
	type,
	variant,
}: {
	children?: ReactNode;
	onClick?: () => void;
	disabled?: boolean;
	type?: 'button' | 'submit';
	variant?: string;
} ) {
	return (
		<button
			type={ type || 'button' }
			onClick={ onClick }
			disabled={ disabled }
			data-variant={ variant }
		>
			{ children }
		</button>
	);
}

export function TextControl( props: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	help?: ReactNode;
	type?: string;
	'aria-invalid'?: boolean;
} ) {
	const id = `text-${ useId() }`;
	return (
		<div>
			<label htmlFor={ id }>{ props.label }</label>
			<input
				id={ id }
				type={ props.type || 'text' }
				value={ props.value }
				aria-invalid={ props[ 'aria-invalid' ] }
				aria-describedby={ props.help ? id + '__help' : undefined }
				onChange={ ( e ) => props.onChange( e.target.value ) }
			/>
			{ props.help && <p id={ id + '__help' }>{ props.help }</p> }
		</div>
	);
}

export function SelectControl( props: {
	label: string;
	value: string;
	options: Array< { label: string; value: string } >;
	onChange: ( value: string ) => void;
	help?: ReactNode;
} ) {
	const id = `select-${ props.label.replace( /\W+/g, '-' ) }`;
	return (
		<div>
			<label htmlFor={ id }>{ props.label }</label>
			<select
				id={ id }
				value={ props.value }
				aria-describedby={ props.help ? id + '__help' : undefined }
				onChange={ ( e ) => props.onChange( e.target.value ) }
			>
				{ props.options.map( ( o ) => (
					<option key={ o.value } value={ o.value }>
						{ o.label }
					</option>
				) ) }
			</select>
			{ props.help && <p id={ id + '__help' }>{ props.help }</p> }
		</div>
	);
}

export function Notice( {
	children,
	status,
}: {
	children?: ReactNode;
	status?: string;
} ) {
	return <div data-status={ status }>{ children }</div>;
}

export function Spinner() {
	return <span />;
}

export function TextareaControl( props: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	help?: ReactNode;
	'aria-invalid'?: boolean;
} ) {
	const id = `textarea-${ useId() }`;
	return (
		<div>
			<label htmlFor={ id }>{ props.label }</label>
			<textarea
				id={ id }
				value={ props.value }
				aria-invalid={ props[ 'aria-invalid' ] }
				aria-describedby={ props.help ? id + '__help' : undefined }
				onChange={ ( e ) => props.onChange( e.target.value ) }
			/>
			{ props.help && <p id={ id + '__help' }>{ props.help }</p> }
		</div>
	);
}

export function CheckboxControl( props: {
	label: string;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
} ) {
	const id = `checkbox-${ useId() }`;
	return (
		<div>
			<input
				id={ id }
				type="checkbox"
				checked={ props.checked }
				onChange={ ( e ) => props.onChange( e.target.checked ) }
			/>
			<label htmlFor={ id }>{ props.label }</label>
		</div>
	);
}
