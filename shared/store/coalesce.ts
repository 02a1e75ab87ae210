// Calls on one item that arrive while a call on it is in flight wait for it to finish and then go together as one
// call. Each caller's call starts after the caller arrived, so a read sees every write finished before it was asked
// for, exactly as if it had gone alone; the store sees one call per round instead of one per caller.
// Only concurrency within one process is joined: a Lambda instance serves one request at a time and never is.
import type { Store } from "./store.js";

interface Waiter<R> {
  resolve: (value: R) => void;
  reject: (err: unknown) => void;
}

/**
 * `run` makes one call for `callers` callers and returns one result per caller, in order. Callers of one id pass the
 * same `arg` (it names the item); the round's first caller's is used.
 */
export type JoinedCall<A, R> = (store: Store, arg: A, callers: number) => Promise<R[]>;

export function coalescing<A, R>(run: JoinedCall<A, R>): (store: Store, id: string, arg: A) => Promise<R> {
  /** Per store and item: the callers waiting for the call in flight (an item absent here has none in flight). */
  const lanes = new WeakMap<Store, Map<string, Waiter<R>[]>>();

  async function drain(store: Store, byId: Map<string, Waiter<R>[]>, id: string, arg: A, first: Waiter<R>[]) {
    for (let round = first; round.length > 0; ) {
      try {
        const results = await run(store, arg, round.length);
        round.forEach((waiter, i) => {
          waiter.resolve(results[i]);
        });
      } catch (err) {
        for (const waiter of round) waiter.reject(err);
      }
      round = byId.get(id) ?? [];
      byId.set(id, []);
    }
    byId.delete(id);
  }

  return (store, id, arg) => {
    let byId = lanes.get(store);
    if (!byId) {
      byId = new Map();
      lanes.set(store, byId);
    }
    const lane = byId;
    return new Promise<R>((resolve, reject) => {
      const waiting = lane.get(id);
      if (waiting) {
        waiting.push({ resolve, reject });
        return;
      }
      lane.set(id, []);
      void drain(store, lane, id, arg, [{ resolve, reject }]);
    });
  };
}
