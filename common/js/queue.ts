/**
 * A serial queue: every cart request runs after the previous one has
 * settled, in the order it was added. Fast double clicks or several buttons
 * therefore never race, and the reply that is applied last is the reply of
 * the request that was sent last. A failing task never blocks the ones
 * behind it.
 */
export class RequestQueue {
	private tail: Promise< void > = Promise.resolve();
	private waiting = 0;

	/**
	 * Adds a task. Resolves or rejects with the task's own result.
	 *
	 * @param task Starts the request; called only when every earlier task has settled.
	 */
	add< T >( task: () => Promise< T > ): Promise< T > {
		this.waiting++;
		const result = this.tail.then( task );
		const settle = () => {
			this.waiting--;
		};
		this.tail = result.then( settle, settle );
		return result;
	}

	/** Tasks added and not yet settled (running one included). */
	get size(): number {
		return this.waiting;
	}
}

/**
 * The cart's queue: add, remove, quantity and refresh requests share it.
 * Each bundle that imports this module gets its own instance.
 */
export const cartQueue = new RequestQueue();
