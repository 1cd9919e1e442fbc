/**
 * Address fields that follow the chosen country, as WooCommerce's
 * country-select and address-i18n scripts do, without jQuery: the state
 * field becomes a select of the country's states, a hidden field when it has
 * none, or a text field; labels, required marks, hidden rows and the order
 * of the rows follow WooCommerce's country locale. The data is what
 * WooCommerce prints for its scripts (`wc_country_select_params`,
 * `wc_address_i18n_params`), checked before use.
 */

/** States by country: a map of code => name, or [] for "no states". */
export type CountryStates = Record< string, Record< string, string > | [] >;

/** WooCommerce's locale of one field. */
export interface FieldLocale {
	label?: string;
	placeholder?: string;
	required?: boolean;
	hidden?: boolean;
	priority?: number;
	class?: string[];
}

export interface AddressI18n {
	/** Country code (or "default") => field key => locale. */
	locale: Record< string, Record< string, FieldLocale > >;
	/** Field key => row selectors ("#billing_city_field, #shipping_city_field"). */
	fields: Record< string, string >;
	/** "optional", translated. */
	optionalText: string;
}

const isRecord = ( v: unknown ): v is Record< string, unknown > =>
	typeof v === 'object' && v !== null && ! Array.isArray( v );

function params( name: string ): Record< string, unknown > | null {
	const value = ( window as unknown as Record< string, unknown > )[ name ];
	return isRecord( value ) ? value : null;
}

function parseJson( text: unknown ): unknown {
	if ( typeof text !== 'string' ) {
		return null;
	}
	try {
		return JSON.parse( text.replace( /&quot;/g, '"' ) );
	} catch {
		return null;
	}
}

/** The states WooCommerce knows, or null when it printed none. */
export function countryStates(): CountryStates | null {
	const all = parseJson( params( 'wc_country_select_params' )?.countries );
	if ( ! isRecord( all ) ) {
		return null;
	}
	const out: CountryStates = {};
	for ( const [ country, states ] of Object.entries( all ) ) {
		if ( Array.isArray( states ) ) {
			out[ country ] = [];
		} else if ( isRecord( states ) ) {
			out[ country ] = Object.fromEntries(
				Object.entries( states ).filter(
					( entry ): entry is [ string, string ] =>
						typeof entry[ 1 ] === 'string'
				)
			);
		}
	}
	return out;
}

/** "Wähle eine Option …" for the state select's first option. */
export function selectStateText(): string {
	const text = params( 'wc_country_select_params' )?.i18n_select_state_text;
	return typeof text === 'string' ? text.replace( '&hellip;', '…' ) : '';
}

/** WooCommerce's address locale, or null when it printed none. */
export function addressI18n(): AddressI18n | null {
	const raw = params( 'wc_address_i18n_params' );
	const locale = parseJson( raw?.locale );
	const fields = parseJson( raw?.locale_fields );
	if ( ! isRecord( locale ) || ! isRecord( fields ) ) {
		return null;
	}
	return {
		locale: locale as AddressI18n[ 'locale' ],
		fields: Object.fromEntries(
			Object.entries( fields ).filter(
				( entry ): entry is [ string, string ] =>
					typeof entry[ 1 ] === 'string'
			)
		),
		optionalText:
			typeof raw?.i18n_optional_text === 'string'
				? raw.i18n_optional_text
				: '',
	};
}

/**
 * Replaces a state field with the kind the country needs and returns the
 * new field (same name, id and autocomplete; the value is kept when the
 * new field can hold it).
 *
 * @param current     The state field now.
 * @param states      The country's states ([] for none, undefined when unknown).
 * @param placeholder First option of a state select.
 */
export function rebuildStateField(
	current: HTMLInputElement | HTMLSelectElement,
	states: Record< string, string > | [] | undefined,
	placeholder: string
): HTMLInputElement | HTMLSelectElement {
	const value = current.value;
	let next: HTMLInputElement | HTMLSelectElement;
	if ( Array.isArray( states ) ) {
		next = document.createElement( 'input' );
		next.type = 'hidden';
	} else if ( states ) {
		next = document.createElement( 'select' );
		next.className = 'state_select';
		next.add( new Option( placeholder, '' ) );
		for ( const [ code, name ] of Object.entries( states ) ) {
			next.add( new Option( name, code, false, code === value ) );
		}
	} else {
		next = document.createElement( 'input' );
		next.type = 'text';
		next.className = 'input-text';
		next.value = value;
	}
	next.name = current.name;
	next.id = current.id;
	for ( const attr of [
		'autocomplete',
		'aria-required',
		'aria-describedby',
	] ) {
		const v = current.getAttribute( attr );
		if ( v !== null ) {
			next.setAttribute( attr, v );
		}
	}
	current.replaceWith( next );
	// A country without states has no state row (as WooCommerce hides it).
	const row = next.closest< HTMLElement >( '.form-row' );
	const none = next instanceof HTMLInputElement && next.type === 'hidden';
	if ( row ) {
		setShown( row, ! none );
	} else {
		const label = next.id
			? Array.from( next.ownerDocument.querySelectorAll( 'label' ) ).find(
					( l ) => l.htmlFor === next.id
				)
			: undefined;
		if ( label ) {
			setShown( label, ! none );
		}
	}
	return next;
}

/**
 * Shows or hides an element, also against stylesheets that set its display
 * (the `hidden` attribute alone loses to `label { display: block }`).
 *
 * @param el   Element.
 * @param show Show.
 */
function setShown( el: HTMLElement, show: boolean ): void {
	el.hidden = ! show;
	el.style.display = show ? '' : 'none';
}

/**
 * Marks a row required (a "*" WooCommerce-style, aria-required) or
 * optional ("(optional)").
 *
 * @param row          The field's row (`p.form-row`).
 * @param required     Required.
 * @param optionalText "optional", translated.
 */
function setRequired(
	row: HTMLElement,
	required: boolean,
	optionalText: string
): void {
	const label = row.querySelector( 'label' );
	row.classList.toggle( 'validate-required', required );
	if ( ! required ) {
		row.classList.remove(
			'woocommerce-invalid',
			'woocommerce-invalid-required-field'
		);
	}
	row.querySelectorAll( 'input, select, textarea' ).forEach( ( field ) => {
		if ( required ) {
			field.setAttribute( 'aria-required', 'true' );
		} else {
			field.removeAttribute( 'aria-required' );
		}
	} );
	if ( ! label ) {
		return;
	}
	label
		.querySelectorAll( '.required, .optional' )
		.forEach( ( mark ) => mark.remove() );
	const mark = document.createElement( 'span' );
	if ( required ) {
		mark.className = 'required';
		mark.setAttribute( 'aria-hidden', 'true' );
		mark.textContent = '*';
	} else {
		mark.className = 'optional';
		mark.textContent = `(${ optionalText })`;
	}
	label.append( '\u00a0', mark );
}

/**
 * Applies WooCommerce's locale of a country to the address rows in a
 * wrapper: labels, placeholders, required marks, hidden rows (emptied),
 * classes and the order of the rows.
 *
 * @param wrapper The address fields' wrapper.
 * @param country Country code.
 * @param i18n    The locale (from addressI18n()).
 */
export function applyAddressLocale(
	wrapper: ParentNode,
	country: string,
	i18n: AddressI18n
): void {
	const defaults = i18n.locale.default ?? {};
	const own = i18n.locale[ country ] ?? defaults;
	for ( const [ key, selector ] of Object.entries( i18n.fields ) ) {
		const row = wrapper.querySelector< HTMLElement >( selector );
		if ( ! row ) {
			continue;
		}
		const locale: FieldLocale = {
			...( defaults[ key ] ?? {} ),
			...( own[ key ] ?? {} ),
		};
		const label = row.querySelector( 'label' );
		if ( label && typeof locale.label === 'string' ) {
			label.textContent = locale.label;
		}
		if ( typeof locale.placeholder === 'string' ) {
			row.querySelectorAll( 'input, textarea' ).forEach( ( field ) =>
				field.setAttribute( 'placeholder', locale.placeholder ?? '' )
			);
		}
		setRequired( row, locale.required === true, i18n.optionalText );
		if ( typeof locale.priority === 'number' ) {
			row.dataset.priority = String( locale.priority );
		}
		if ( key !== 'state' ) {
			const hide = locale.hidden === true;
			setShown( row, ! hide );
			if ( hide ) {
				row.querySelectorAll< HTMLInputElement >( 'input' ).forEach(
					( field ) => {
						field.value = '';
					}
				);
			}
		}
		if ( Array.isArray( locale.class ) ) {
			row.classList.remove(
				'form-row-first',
				'form-row-last',
				'form-row-wide'
			);
			row.classList.add(
				...locale.class.filter(
					( c ): c is string => typeof c === 'string'
				)
			);
		}
	}
	sortRows( wrapper );
}

/**
 * Orders the rows of each field wrapper by their data-priority (rows
 * without one keep their place after the row before them).
 *
 * @param wrapper The address fields' wrapper.
 */
function sortRows( wrapper: ParentNode ): void {
	const groups = new Set< Element >();
	wrapper.querySelectorAll( '.form-row' ).forEach( ( row ) => {
		if ( row.parentElement ) {
			groups.add( row.parentElement );
		}
	} );
	for ( const group of groups ) {
		const rows = Array.from( group.children ).filter( ( el ) =>
			el.classList.contains( 'form-row' )
		) as HTMLElement[];
		let last = 0;
		const keyed = rows.map( ( row, index ) => {
			const own = Number( row.dataset.priority );
			last = Number.isFinite( own ) && own > 0 ? own : last + 1;
			return { row, priority: last, index };
		} );
		keyed.sort( ( a, b ) => a.priority - b.priority || a.index - b.index );
		const doc = group.ownerDocument;
		const focused = doc.activeElement;
		keyed.forEach( ( { row } ) => group.append( row ) );
		if ( focused instanceof HTMLElement && focused !== doc.activeElement ) {
			focused.focus();
		}
	}
}
