/**
 * The login popup (React, loaded on intent): WooCommerce's login form in the
 * suite's modal dialog. User name or e-mail address, password with a
 * show/hide button, "remember me" and the lost-password link. It asks for a
 * fresh nonce on open (pages are cached), posts to the theme's login action
 * and shows the server's German message at the form; on success the page
 * reloads as the logged-in customer.
 */
import {
	createRoot,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Dialog } from '@tresen/common/dialog';
import {
	HttpError,
	request,
	serverWords,
	type RequestOptions,
} from '@tresen/common/http';
import { isRecord } from '@tresen/common/settings';
import type { LoginSettings } from './settings';
import './login-dialog.scss';

export interface LoginReply {
	ok: boolean;
	message: string;
	field: string;
	nonce: string;
}

/**
 * Reads the server's JSON reply (WordPress's `success`/`data` shape), whatever the status.
 *
 * @param body The parsed reply (anything else reads as a failure).
 */
export function readReply( body: unknown ): LoginReply {
	const record = isRecord( body ) ? body : {};
	const data = isRecord( record.data ) ? record.data : {};
	const text = ( v: unknown ) => ( typeof v === 'string' ? v : '' );
	const ok = record.success === true;
	return {
		ok,
		message:
			( ok ? '' : serverWords( body ).message ) ||
			( ok
				? ''
				: __( 'Logging in failed. Please try again.', 'tresen' ) ),
		field: text( data.field ),
		nonce: text( data.nonce ) || text( record.nonce ),
	};
}

/**
 * One call through the shared HTTP client: the parsed reply whatever the
 * status (a refusal carries the server's words); rejects only offline.
 *
 * @param url     Address.
 * @param options Method and body.
 */
async function ask( url: string, options: RequestOptions ): Promise< unknown > {
	let text: string;
	try {
		( { text } = await request( url, {
			...options,
			headers: { Accept: 'application/json' },
		} ) );
	} catch ( error ) {
		if ( error instanceof HttpError ) {
			return error.data;
		}
		throw error;
	}
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		return null;
	}
}

function ajaxUrl( base: string, action?: string ): string {
	const url = new URL( base, document.baseURI );
	if ( action ) {
		url.searchParams.set( 'action', action );
	}
	return url.toString();
}

const EYE =
	'M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.3a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4z';

export interface LoginFormProps {
	settings: LoginSettings;
	ajax: string;
	onClose: () => void;
	onLoggedIn?: () => void;
}

export function LoginForm( {
	settings,
	ajax,
	onClose,
	onLoggedIn = () => window.location.reload(),
}: LoginFormProps ) {
	const [ username, setUsername ] = useState( '' );
	const [ password, setPassword ] = useState( '' );
	const [ remember, setRemember ] = useState( false );
	const [ shown, setShown ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< {
		message: string;
		field: string;
	} | null >( null );
	const nonce = useRef( '' );
	const userField = useRef< HTMLInputElement >( null );
	const passField = useRef< HTMLInputElement >( null );
	const alertBox = useRef< HTMLDivElement >( null );

	const fetchNonce = useCallback( async (): Promise< string > => {
		const reply = readReply(
			await ask( ajaxUrl( ajax, settings.nonceAction ), {
				method: 'GET',
			} )
		);
		nonce.current = reply.nonce;
		return reply.nonce;
	}, [ ajax, settings.nonceAction ] );

	useEffect( () => {
		fetchNonce().catch( () => undefined );
	}, [ fetchNonce ] );

	const fail = ( message: string, field = '' ) => {
		setError( { message, field } );
		let target: HTMLElement | null = null;
		if ( field === 'username' ) {
			target = userField.current;
		} else if ( field === 'password' ) {
			target = passField.current;
		}
		// The alert is read out; focus goes to the field to correct.
		window.setTimeout( () => ( target ?? alertBox.current )?.focus() );
	};

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		if ( username.trim() === '' ) {
			fail(
				__( 'Please enter your username or email address.', 'tresen' ),
				'username'
			);
			return;
		}
		if ( password === '' ) {
			fail( __( 'Please enter your password.', 'tresen' ), 'password' );
			return;
		}
		setBusy( true );
		setError( null );
		try {
			const token = nonce.current || ( await fetchNonce() );
			const body = new URLSearchParams( {
				action: settings.action,
				username,
				password,
				_wpnonce: token,
			} );
			if ( remember ) {
				body.set( 'rememberme', 'forever' );
			}
			const reply = readReply(
				await ask( ajaxUrl( ajax ), { method: 'POST', body } )
			);
			if ( reply.nonce ) {
				nonce.current = reply.nonce;
			}
			if ( reply.ok ) {
				onLoggedIn();
				return;
			}
			setBusy( false );
			fail( reply.message, reply.field );
		} catch {
			setBusy( false );
			fail(
				__(
					'No connection to the shop. Please check your internet connection and try again.',
					'tresen'
				)
			);
		}
	};

	const errorId = 'tresen-login-error';
	const invalid = ( field: string ) =>
		error && ( error.field === field || error.field === '' )
			? { 'aria-invalid': true, 'aria-describedby': errorId }
			: {};

	return (
		<Dialog
			title={ __( 'Log in', 'tresen' ) }
			onClose={ onClose }
			className="tresen-login"
		>
			<form
				className="tresen-login__form"
				method="post"
				action={ settings.accountUrl }
				noValidate
				onSubmit={ submit }
			>
				<div
					ref={ alertBox }
					id={ errorId }
					className="tresen-login__error"
					role="alert"
					tabIndex={ -1 }
				>
					{ error ? error.message : '' }
				</div>
				<p className="form-row">
					<label htmlFor="tresen-login-username">
						{ __( 'Username or email address', 'tresen' ) }
						<span className="required" aria-hidden="true">
							{ ' *' }
						</span>
					</label>
					<input
						ref={ userField }
						id="tresen-login-username"
						className="input-text"
						type="text"
						name="username"
						autoComplete="username"
						required
						value={ username }
						onChange={ ( e ) => setUsername( e.target.value ) }
						{ ...invalid( 'username' ) }
					/>
				</p>
				<p className="form-row">
					<label htmlFor="tresen-login-password">
						{ __( 'Password', 'tresen' ) }
						<span className="required" aria-hidden="true">
							{ ' *' }
						</span>
					</label>
					<span className="password-input">
						<input
							ref={ passField }
							id="tresen-login-password"
							className="input-text"
							type={ shown ? 'text' : 'password' }
							name="password"
							autoComplete="current-password"
							required
							value={ password }
							onChange={ ( e ) => setPassword( e.target.value ) }
							{ ...invalid( 'password' ) }
						/>
						<button
							type="button"
							className={ `show-password-input${
								shown ? ' display-password' : ''
							}` }
							aria-label={
								shown
									? __( 'Hide password', 'tresen' )
									: __( 'Show password', 'tresen' )
							}
							onClick={ () => setShown( ! shown ) }
						>
							<svg
								className="show-password-input__icon"
								viewBox="0 0 24 24"
								width="20"
								height="20"
								aria-hidden="true"
								focusable="false"
							>
								<path fill="currentColor" d={ EYE } />
								<path
									className="show-password-input__strike"
									stroke="currentColor"
									strokeWidth="2"
									strokeLinecap="round"
									d="M3 3l18 18"
								/>
							</svg>
						</button>
					</span>
				</p>
				<p className="form-row tresen-login__remember">
					<input
						id="tresen-login-remember"
						type="checkbox"
						name="rememberme"
						value="forever"
						checked={ remember }
						onChange={ ( e ) => setRemember( e.target.checked ) }
					/>
					<label htmlFor="tresen-login-remember">
						{ __( 'Remember me', 'tresen' ) }
					</label>
				</p>
				<p className="form-row">
					<button
						type="submit"
						className="button tresen-login__submit"
						aria-disabled={ busy }
					>
						{ busy
							? __( 'Logging in…', 'tresen' )
							: __( 'Log in', 'tresen' ) }
					</button>
				</p>
				<p className="tresen-login__links">
					<a href={ settings.lostPasswordUrl }>
						{ __( 'Lost your password?', 'tresen' ) }
					</a>
				</p>
			</form>
			<button
				type="button"
				className="tresen-dialog__close"
				onClick={ onClose }
			>
				<span aria-hidden="true">×</span>
				<span className="screen-reader-text">
					{ __( 'Close login', 'tresen' ) }
				</span>
			</button>
		</Dialog>
	);
}

/**
 * Shows the login dialog; focus returns to the account link when it closes.
 *
 * @param options          What to show.
 * @param options.settings Login settings.
 * @param options.returnTo The link that opened it.
 * @param options.ajax     admin-ajax.php (default: the settings' account page's site).
 */
export function showLogin( {
	settings,
	returnTo,
	ajax = '/wp-admin/admin-ajax.php',
}: {
	settings: LoginSettings;
	returnTo: HTMLElement;
	ajax?: string;
} ): void {
	if ( document.querySelector( '.tresen-login' ) ) {
		return;
	}
	const host = document.createElement( 'div' );
	document.body.append( host );
	const root = createRoot( host );
	const close = () => {
		window.setTimeout( () => {
			root.unmount();
			host.remove();
			returnTo.focus();
		} );
	};
	root.render(
		<LoginForm settings={ settings } ajax={ ajax } onClose={ close } />
	);
}
