/**
 * A fetch double for Jest: answers each call with the next reply, records
 * every call's URL and form body.
 */
export interface FakeReply {
	status?: number;
	body?: unknown;
	/** Reject like a network failure. */
	networkError?: boolean;
	/** Resolve only when this promise resolves. */
	gate?: Promise< void >;
}

export interface FetchCall {
	url: string;
	body: URLSearchParams;
}

/**
 * Installs window.fetch answering each call with the next reply.
 *
 * @param replies Replies in call order.
 */
export function mockFetch( replies: FakeReply[] ): FetchCall[] {
	const calls: FetchCall[] = [];
	const queue = [ ...replies ];
	( globalThis as unknown as { fetch: unknown } ).fetch = jest.fn(
		async ( url: string, init?: RequestInit ) => {
			const body =
				init?.body instanceof URLSearchParams
					? init.body
					: new URLSearchParams();
			calls.push( { url: String( url ), body } );
			const reply = queue.shift() ?? { status: 500, body: '' };
			if ( reply.gate ) {
				await reply.gate;
			}
			if ( init?.signal?.aborted ) {
				const abort = new Error( 'The operation was aborted.' );
				abort.name = 'AbortError';
				throw abort;
			}
			if ( reply.networkError ) {
				throw new TypeError( 'Failed to fetch' );
			}
			const status = reply.status ?? 200;
			const text =
				typeof reply.body === 'string'
					? reply.body
					: JSON.stringify( reply.body ?? '' );
			return {
				ok: status >= 200 && status < 300,
				status,
				text: async () => text,
			};
		}
	);
	return calls;
}
