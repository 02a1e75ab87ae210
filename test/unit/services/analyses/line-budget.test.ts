// The line budget shared by an analysis's parallel connections: even shares, unused lines passed on.
import { describe, expect, it } from "@jest/globals";
import { SharedLineBudget } from "../../../../shared/services/analyses/line-budget.js";

const takeMany = async (b: SharedLineBudget, i: number, n: number) => {
  let got = 0;
  while (got < n && (await b.take(i))) got++;
  return got;
};

describe("SharedLineBudget", () => {
  it("gives a big connection what a small one left unused", async () => {
    const b = new SharedLineBudget(100, 2);
    expect(await takeMany(b, 0, 10)).toBe(10);
    b.done(0);
    expect(await takeMany(b, 1, 1000)).toBe(90);
    expect(b.linesUsed).toBe(100);
  });

  it("keeps each running connection's share for it, and hands it over when that connection ends", async () => {
    const b = new SharedLineBudget(100, 2);
    for (let n = 0; n < 50; n++) expect(b.tryTake(0)).toBe(true);
    // connection 1 has not used its share yet: connection 0 must wait for it
    expect(b.tryTake(0)).toBe(false);
    let more = false;
    const waiting = b.take(0).then((ok) => {
      more = ok;
    });
    for (let n = 0; n < 20; n++) expect(b.tryTake(1)).toBe(true);
    await Promise.resolve();
    expect(more).toBe(false);
    b.done(1);
    await waiting;
    expect(more).toBe(true);
    expect(await takeMany(b, 0, 1000)).toBe(29);
    expect(b.linesUsed).toBe(100);
    expect(await b.take(0)).toBe(false);
  });

  it("never goes past the total, also with more connections than lines", async () => {
    const b = new SharedLineBudget(2, 3);
    const got = await Promise.all([0, 1, 2].map((i) => takeMany(b, i, 5)));
    expect(got.reduce((a, c) => a + c, 0)).toBe(2);
  });

  it("a connection waiting for budget stops with false when the deadline fires, without the other one ending", async () => {
    const b = new SharedLineBudget(10, 2);
    for (let n = 0; n < 5; n++) expect(b.tryTake(0)).toBe(true);
    const deadline = new AbortController();
    const waiting = b.take(0, deadline.signal);
    deadline.abort();
    expect(await waiting).toBe(false);
    expect(await b.take(0, deadline.signal)).toBe(false);
    // the other connection's share is untouched
    expect(await takeMany(b, 1, 100)).toBe(5);
  });
});
