// The amplification: after the origin's small fault, every level of callers up to the edge fails in its own words,
// louder the higher it is (retries multiply), with breakers opening, pools filling, queues lagging and readiness
// failing; the origin's own healthy traffic thins.
import { type Kind, type Seen, victim } from "./cascade.js";
import { callerLevels, type Estate, type Service, svc } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

/** Writes victim lines from `from` to the stream's end; returns how many victim lines it wrote. */
export function storm(st: Stream, e: Estate, origin: Service, seen: Seen, from: number, r: Rng): number {
  const levels = callerLevels(e, origin.name);
  let prev = [origin.name];
  let n = 0;
  const end = st.end;
  levels.forEach((lvl, k) => {
    for (const name of lvl) {
      const c = svc(e, name);
      const calleeName = c.calls.find((x) => prev.includes(x)) ?? origin.name;
      const d = svc(e, calleeName);
      // what this level sees: direct callers see the origin's failure mode, higher levels mostly timeouts and 503s
      const s: Seen = k === 0 ? seen : seen === "down" ? "error" : seen;
      const rate = (0.5 + r.next() * 1.2) * (1 + 0.35 * k) * (c.rt === "envoy" ? 1.6 : 1);
      const begin = from + k * r.int(1500, 6000) + r.int(0, 3000);
      const openAt = begin + r.int(20000, 60000);
      if (c.rt === "java" || c.rt === "dotnet") {
        st.emit(
          openAt,
          c.name,
          "warn",
          c.rt === "java"
            ? `Event STATE_TRANSITION published: CircuitBreaker '${d.name}' changed state from CLOSED to OPEN`
            : `Circuit breaker opened for '${d.name}-standard', break duration 00:00:30`,
        );
        n++;
      }
      for (let t = begin; t < end; t += Math.max(40, Math.floor((-Math.log(1 - r.next()) * 1000) / rate))) {
        const late = t > openAt;
        const p = r.next();
        let kind: Kind;
        if (c.rt === "envoy") kind = late && p < 0.3 ? "pool" : p < 0.9 ? "fail" : "retry";
        else if (late && p < 0.35) kind = "breaker";
        else if (p < 0.5) kind = "fail";
        else if (p < 0.72) kind = "retry";
        else if (p < 0.85 && (s === "slow" || late)) kind = "pool";
        else kind = "serve";
        st.line(t, c.name, victim(r, c, d, s, kind), r.hex(12));
        n++;
        // clients with shorter timeouts than the server: the server finishes work nobody waits for
        if (s === "slow" && k === 0 && r.chance(0.04) && origin.rt !== "envoy")
          st.emit(
            t + r.int(5000, 25000),
            origin.name,
            "info",
            `request completed after client disconnected (${r.int(9000, 29000)}ms)`,
          );
      }
      // readiness: fresh pods added by the autoscaler fail their checks while the callee is down
      if (k === 0 && c.rt !== "envoy")
        for (let t = begin + r.int(60000, 120000); t < end; t += r.int(25000, 60000)) {
          st.emit(t, c.name, "info", `${c.name} starting, pod ${c.name}-${r.hex(9)}-${r.hex(5)} (scaled by HPA)`);
          st.emit(
            t + r.int(3000, 9000),
            c.name,
            "warn",
            `GET /readyz 503 ${r.int(1, 9)}ms (dependency ${d.name} unhealthy)`,
          );
          n += 1;
        }
      // a worker's queue backs up
      if (c.queue) {
        let depth = r.int(50, 300);
        for (let t = begin + 20000; t < end; t += r.int(20000, 35000)) {
          depth = Math.floor(depth * (1.4 + r.next()));
          st.emit(
            t,
            c.name,
            "warn",
            c.rt === "ruby"
              ? `Sidekiq queue '${c.queue}' latency ${(depth / 9).toFixed(1)}s, size ${depth}`
              : `consumer lag on '${c.queue}': ${depth} messages behind (oldest ${Math.floor(depth / 7)}s)`,
          );
          n++;
        }
      }
    }
    prev = lvl;
  });
  return n;
}
