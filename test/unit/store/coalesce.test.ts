// Calls on one item that arrive while one is in flight go together as the next call, started after they arrived.
import { describe, expect, it } from "@jest/globals";
import { coalescing } from "../../../shared/store/coalesce.js";
import type { Store } from "../../../shared/store/store.js";

const store = { tableName: "t" } as unknown as Store;

/** A store call that answers when told to, recording how many callers each call served. */
function controlledCall() {
  const calls: Array<{ arg: string; callers: number; finish: (err?: Error) => void }> = [];
  const run = (_store: Store, arg: string, callers: number) =>
    new Promise<string[]>((resolve, reject) => {
      const n = calls.length;
      calls.push({
        arg,
        callers,
        finish: (err) => (err ? reject(err) : resolve(Array.from({ length: callers }, (_, i) => `${arg}:${n}:${i}`))),
      });
    });
  return { calls, join: coalescing(run) };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("coalescing", () => {
  it("a lone caller's call starts at once; callers arriving meanwhile share the next call, each its own result", async () => {
    const { calls, join } = controlledCall();
    const first = join(store, "item", "item");
    expect(calls.map((c) => c.callers)).toEqual([1]);
    const later = [join(store, "item", "item"), join(store, "item", "item"), join(store, "item", "item")];
    await tick();
    expect(calls.map((c) => c.callers)).toEqual([1]);
    calls[0].finish();
    expect(await first).toBe("item:0:0");
    await tick();
    expect(calls.map((c) => c.callers)).toEqual([1, 3]);
    calls[1].finish();
    expect(await Promise.all(later)).toEqual(["item:1:0", "item:1:1", "item:1:2"]);
    // the lane is empty again: the next caller goes alone, at once
    const again = join(store, "item", "item");
    expect(calls.map((c) => c.callers)).toEqual([1, 3, 1]);
    calls[2].finish();
    expect(await again).toBe("item:2:0");
  });

  it("other items and other stores do not wait", () => {
    const { calls, join } = controlledCall();
    void join(store, "a", "a");
    void join(store, "b", "b");
    void join({ tableName: "u" } as unknown as Store, "a", "a");
    expect(calls.map((c) => [c.arg, c.callers])).toEqual([
      ["a", 1],
      ["b", 1],
      ["a", 1],
    ]);
  });

  it("a failed call fails each of its callers, and the callers after it still get their own call", async () => {
    const { calls, join } = controlledCall();
    const first = join(store, "x", "x");
    const second = join(store, "x", "x");
    calls[0].finish(new Error("throttled"));
    await expect(first).rejects.toThrow("throttled");
    await tick();
    calls[1].finish();
    expect(await second).toBe("x:1:0");
  });
});
