// Harmless one-off blips every window has: a slow call that succeeds on retry, a reader that drops and rejoins.
import type { Line } from "./callers.js";
import { retryLine } from "./callers.js";
import type { Estate } from "./estates.js";
import type { Rng } from "./rng.js";

export interface Blip extends Line {
  at: number;
}

export function quietBlips(e: Estate, start: number, end: number, r: Rng): Blip[] {
  const out: Blip[] = [];
  const svcs = Object.keys(e.rt).filter((s) => s !== e.edge);
  const n = r.int(2, 5);
  for (let i = 0; i < n; i++) {
    const at = start + r.next() * (end - start);
    const a = r.pick(svcs);
    const b = r.pick(svcs.filter((s) => s !== a));
    const rl = retryLine(e.rt[a] ?? "go", b, 1, r);
    out.push({ svc: a, at, level: rl.level, msg: rl.msg });
    out.push({ svc: a, at: at + r.int(200, 900), level: "info", msg: `call to ${b} succeeded on attempt 2` });
  }
  const reconnects = r.int(1, 3);
  for (let i = 0; i < reconnects; i++) {
    const at = start + r.next() * (end - start);
    out.push({
      svc: e.edge,
      at,
      level: "warn",
      msg: `client connection closed early (${r.pick(["EPIPE", "client disconnected", "context canceled"])}) after ${r.int(200, 4000)}ms`,
    });
  }
  return out;
}
