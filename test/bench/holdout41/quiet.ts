// Twelve quiet windows: amplification the system absorbed on its own (a breaker open for ~10 s then closed, a retry
// burst during a rolling deploy, a consumer lag spike that drains, a cache warm-up miss storm).
import { victim } from "./cascade.js";
import { callerLevels, type Estate, type Service, svc } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type QuietKind = "breaker-blip" | "deploy-retries" | "lag-drains" | "cache-warmup";
export const QUIET_KINDS: QuietKind[] = ["breaker-blip", "deploy-retries", "lag-drains", "cache-warmup"];

/** Writes the absorbed episode at time `at`; returns the one-line note. */
export function quiet(st: Stream, e: Estate, kind: QuietKind, at: number, r: Rng): string {
  const mids = e.services.filter((s) => s.rt !== "envoy" && callerLevels(e, s.name).length >= 1);
  const x = r.pick(mids);
  const callers = e.services.filter((s) => s.calls.includes(x.name));
  switch (kind) {
    case "breaker-blip": {
      const c = callers.find((s) => s.rt === "java") ?? (callers[0] as Service);
      st.emit(at, x.name, "warn", `slow request ${x.path} ${r.int(5200, 7400)}ms`);
      for (let i = 0; i < r.int(5, 9); i++) st.line(at + r.int(0, 6000), c.name, victim(r, c, x, "slow", "fail"));
      st.emit(
        at + 6500,
        c.name,
        "warn",
        `Event STATE_TRANSITION published: CircuitBreaker '${x.name}' changed state from CLOSED to OPEN`,
      );
      for (let i = 0; i < r.int(8, 20); i++)
        st.emit(
          at + 6600 + r.int(0, 9500),
          c.name,
          "error",
          `CircuitBreaker '${x.name}' is OPEN and does not permit further calls`,
        );
      st.emit(
        at + 16500,
        c.name,
        "info",
        `Event STATE_TRANSITION published: CircuitBreaker '${x.name}' changed state from OPEN to HALF_OPEN`,
      );
      st.emit(
        at + 17800,
        c.name,
        "info",
        `Event STATE_TRANSITION published: CircuitBreaker '${x.name}' changed state from HALF_OPEN to CLOSED`,
      );
      return `${c.name}'s breaker on ${x.name} opened for ~10 s after a few slow calls and closed again; traffic normal after`;
    }
    case "deploy-retries": {
      for (let pod = 0; pod < 3; pod++) {
        const t = at + pod * r.int(25000, 40000);
        st.emit(t, x.name, "info", `Received SIGTERM, draining connections (pod ${x.name}-${r.hex(9)}-${r.hex(5)})`);
        st.emit(t + r.int(5000, 9000), x.name, "info", `${x.name} started version=2026.11.${r.int(2, 28)}-${r.hex(7)}`);
        for (const c of callers)
          for (let i = 0; i < r.int(2, 6); i++) {
            const tt = t + r.int(500, 4000);
            st.line(tt, c.name, victim(r, c, x, "down", "retry"));
            if (c.rt !== "envoy")
              st.emit(
                tt + r.int(300, 1500),
                c.name,
                "info",
                `${x.name} call succeeded on attempt 2 (${r.int(40, 300)}ms)`,
              );
          }
      }
      return `rolling deploy of ${x.name}: callers retried a burst of refused connections during each pod swap, all succeeded`;
    }
    case "lag-drains": {
      const w = e.services.find((s) => s.queue) as Service;
      let depth = r.int(80, 200);
      const peakAt = r.int(4, 6);
      for (let i = 0; i < 12; i++) {
        depth = i < peakAt ? Math.floor(depth * (1.5 + r.next() / 2)) : Math.floor(depth / (1.8 + r.next()));
        const msg =
          w.rt === "ruby"
            ? `Sidekiq queue '${w.queue}' latency ${(depth / 40).toFixed(1)}s, size ${depth}`
            : `consumer lag on '${w.queue}': ${depth} messages behind (oldest ${Math.floor(depth / 40)}s)`;
        st.emit(at + i * 15000, w.name, i < peakAt + 3 ? "warn" : "info", msg);
      }
      st.emit(at + 12 * 15000, w.name, "info", `queue '${w.queue}' caught up, lag 0`);
      const up = svc(e, w.calls[0] ?? x.name);
      for (let i = 0; i < r.int(3, 7); i++)
        st.line(at + r.int(10000, 60000), w.name, victim(r, w, up, "slow", "retry"));
      return `${w.name}'s queue lag spiked after a batch of work (slow ${up.name} calls, retried) and drained within ~3 minutes`;
    }
    case "cache-warmup": {
      st.emit(
        at,
        x.name,
        "info",
        "Redis connection to cache-0.redis:6379 closed by server (planned restart), reconnecting",
      );
      st.emit(at + 1200, x.name, "warn", "ReplyError: LOADING Redis is loading the dataset in memory");
      st.emit(at + 3000, x.name, "info", "Redis connection ready (cache-0.redis:6379)");
      const steps = [8, 31, 58, 77, 88, 93];
      steps.forEach((h, i) => {
        st.emit(
          at + 5000 + i * 12000,
          x.name,
          h < 60 ? "warn" : "info",
          `cache hit ratio ${h}% (warming up), ${r.int(200, 1500)} misses/s`,
        );
      });
      const c = callers[0] as Service;
      for (let i = 0; i < r.int(4, 10); i++) {
        const t = at + r.int(4000, 40000);
        st.line(t, c.name, victim(r, c, x, "slow", "retry"));
      }
      return `cache node behind ${x.name} restarted (planned); miss storm and a few slow calls retried during warm-up, hit ratio back to 93%`;
    }
  }
}
