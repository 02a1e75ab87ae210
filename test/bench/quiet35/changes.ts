// Unrelated deploys and config reloads, worded per runtime.
import type { Stream } from "./stream.js";

export function unrelatedChange(s: Stream, svc: string, t: number): void {
  const r = s.rng;
  const v = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  switch (r.int(0, 3)) {
    case 0:
      s.add(t, svc, "INFO", `received SIGTERM, draining connections (rolling update to ${svc}:${v})`, { force: true });
      s.add(t + r.int(6000, 15000), svc, "INFO", `${svc} ${v} started, listening on :8080 (build ${r.hex(7)})`, {
        force: true,
      });
      break;
    case 1:
      s.add(
        t,
        svc,
        "INFO",
        `configuration reloaded from /etc/${svc}/config.yaml (${r.int(1, 4)} keys changed, checksum ${r.hex(8)})`,
        { force: true },
      );
      break;
    case 2:
      s.add(
        t,
        svc,
        "WARN",
        `feature flag "${r.pick(["new-rating-cache", "h2-pooling", "async-dlr", "edge-brotli"])}" changed to ${r.pick(["25%", "50%", "on"])} by flagd`,
        { force: true },
      );
      break;
    default:
      s.add(t, svc, "INFO", `Shutting down gracefully for deploy ${v}`, { force: true });
      s.add(
        t + r.int(8000, 20000),
        svc,
        "INFO",
        `Boot complete: version=${v} pid=${r.int(1, 99)} warmup=${r.int(2, 9)}s`,
        { force: true },
      );
  }
}
