// The twelve quiet windows' one chain-shaped episode each: harmless things that look a little like trouble along a call
// chain (a slow hop answered within its deadline, users closing the page, a 503 retried successfully, a rolling deploy).

import { retryLine, served, shutdown, startup } from "./runtimes.js";
import type { StreamApi } from "./stream.js";

export type QuietKind = "slow" | "cancel" | "retry" | "deploy";
export const QUIET_KINDS: QuietKind[] = ["slow", "cancel", "retry", "deploy"];

const CANCEL: Record<string, string> = {
  go: "request aborted by client: context canceled",
  jvm: "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
  node: "request aborted by client (ECONNRESET on socket, res.writableEnded=false)",
  py: "Client disconnected before the response was sent (starlette ClientDisconnect)",
  dotnet: "The client closed the connection. OperationCanceledException: The operation was canceled.",
  ruby: "Puma caught this error: Broken pipe (Errno::EPIPE) while writing the response",
};

/** Adds the episode to the stream; returns the note. */
export function quietEpisode(kind: QuietKind, a: StreamApi): string {
  const { r, chain, at, emit } = a;
  const apps = chain.map((h, i) => ({ h, i })).filter(({ h, i }) => i > 0 && !["pg", "mongo", "redis"].includes(h.rt));
  const pick = apps[apps.length - 1] ?? { h: chain[1], i: 1 };
  const k = pick.i;
  const svc = chain[k].svc;
  const caller = chain[k - 1];
  if (kind === "slow") {
    const n = r.int(6, 20);
    for (let j = 0; j < n; j++) {
      const t = at + j * r.int(3000, 9000);
      const ms = r.int(1400, Math.max(1500, caller.timeout - 400));
      const id = a.idFor(k);
      emit(t + ms, svc, { level: "info", msg: served(chain[k].rt, r, t, "GET", "/v1/report", 200, ms, svc) }, id);
      emit(
        t + ms + 4,
        caller.svc,
        { level: "warn", msg: `slow call to ${svc}: ${ms}ms (timeout ${caller.timeout}ms)` },
        a.idFor(k - 1),
      );
    }
    return `quiet: ${svc} answers slowly for a while (1.4-${(caller.timeout / 1000).toFixed(0)} s) but within ${caller.svc}'s deadline; all requests succeed`;
  }
  if (kind === "cancel") {
    const n = r.int(4, 10);
    for (let j = 0; j < n; j++) {
      const t = at + r.int(0, 240000);
      const c = r.pick(apps.length ? apps : [pick]);
      emit(
        t,
        c.h.svc,
        { level: r.chance(0.5) ? "warn" : "info", msg: CANCEL[c.h.rt] ?? "client closed request" },
        a.idFor(c.i),
      );
      emit(
        t + r.int(1, 10),
        chain[0].svc,
        { level: "info", msg: served(chain[0].rt, r, t, "GET", "/api/search", 499, r.int(300, 4000), c.h.svc) },
        a.idFor(0),
      );
    }
    return "quiet: a few users close the page mid-request (499 at the edge, context canceled / broken pipe along the chain); nothing is broken";
  }
  if (kind === "retry") {
    const n = r.int(3, 8);
    for (let j = 0; j < n; j++) {
      const t = at + r.int(0, 120000);
      const id = a.idFor(k - 1);
      emit(
        t,
        svc,
        { level: "warn", msg: served(chain[k].rt, r, t, "POST", "/v1/commit", 503, r.int(1, 5), svc) },
        a.idFor(k),
      );
      emit(t + 30, caller.svc, { level: "warn", msg: retryLine(caller.rt, r, svc, 1, "503 Service Unavailable") }, id);
      emit(
        t + r.int(200, 600),
        svc,
        { level: "info", msg: served(chain[k].rt, r, t, "POST", "/v1/commit", 200, r.int(10, 90), svc) },
        a.idFor(k),
      );
      emit(t + r.int(700, 900), caller.svc, { level: "info", msg: `call to ${svc} succeeded on attempt 2` }, id);
    }
    return `quiet: ${svc} sheds a handful of requests with 503 and ${caller.svc} retries each successfully on the second try`;
  }
  const sd = shutdown(chain[k].rt);
  emit(at - 2000, "kubelet", {
    level: "info",
    msg: `Scaled up replica set ${svc}-${r.hex(10)} to 1; Successfully pulled image "registry.internal/${svc}:v${r.int(2, 9)}.${r.int(0, 40)}.0"`,
  });
  for (const [i, m] of sd.entries()) emit(at + i * 800, svc, { level: "info", msg: m });
  const gap = r.int(5000, 15000);
  const retries = r.int(1, 4);
  for (let j = 0; j < retries; j++) {
    const t = at + r.int(1000, gap);
    emit(t, caller.svc, { level: "warn", msg: retryLine(caller.rt, r, svc, 1, "connection refused") }, a.idFor(k - 1));
    emit(
      t + r.int(100, 400),
      caller.svc,
      { level: "info", msg: `call to ${svc} succeeded on attempt 2 (other replica)` },
      a.idFor(k - 1),
    );
  }
  for (const [i, m] of startup(chain[k].rt, svc, r).entries()) emit(at + gap + i * 500, svc, { level: "info", msg: m });
  return `quiet: rolling deploy of ${svc}: it drains and restarts, ${caller.svc} retries a few calls onto the other replica and they succeed`;
}
