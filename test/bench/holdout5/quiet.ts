// Quiet windows: things that look alarming in a log but are not incidents. Each returns extra lines
// [time, service, level, text] over an otherwise normal window; "kind" lines are emitted by the platform.
import { hex, int, pick, type Rng } from "../holdout3/kit.js";
import type { Level } from "./types.js";

export interface QCtx {
  r: Rng;
  start: number;
  end: number;
  /** non-edge services of the estate, in a stable order */
  inner: string[];
  edge: string;
  ns: string;
  nouns: string[];
}
export type QLine = [number, string, Level, string, ("platform" | "deploy")?];

export interface Quiet {
  note: string;
  /** add a sidecar service with this name (steady failures) */
  extra?: string;
  gen: (c: QCtx) => QLine[];
}

const every = (c: QCtx, stepMs: number, jitter: number, f: (t: number, i: number) => QLine[]) => {
  const out: QLine[] = [];
  let i = 0;
  for (let t = c.start + int(c.r, 0, stepMs); t < c.end; t += stepMs + int(c.r, -jitter, jitter))
    out.push(...f(t, i++));
  return out;
};
const mid = (c: QCtx, f = 0.5) => c.start + Math.floor((c.end - c.start) * f);

export const QUIETS: Quiet[] = [
  {
    note: "metrics sidecar cannot reach an optional endpoint all window, constant rate",
    extra: "metrics-sidecar",
    gen: (c) =>
      every(c, 10000, 300, (t) => [
        [
          t,
          "metrics-sidecar",
          "ERROR",
          `exporter otlphttp/optional: failed to push metrics to http://metrics-optional.${c.ns}.svc:4318/v1/metrics: Post: dial tcp 10.97.4.11:4318: connect: connection refused (dropped ${int(c.r, 120, 160)} data points, optional exporter)`,
        ],
      ]),
  },
  {
    note: "brief 502 blip at the edge that recovers within seconds",
    gen: (c) => {
      const t0 = mid(c, 0.55);
      const out: QLine[] = [];
      const svc = c.inner[0];
      for (let i = 0; i < 6; i++) {
        out.push([
          t0 + i * 600 + int(c.r, 0, 200),
          c.edge,
          "ERROR",
          `GET /status/${int(c.r, 100, 999)} -> 502: upstream ${svc} connection reset by peer`,
        ]);
        out.push([
          t0 + i * 600 + int(c.r, 0, 200),
          svc,
          "WARN",
          "worker pool recycled, 2 in-flight connections closed",
        ]);
      }
      out.push([t0 + 4200, c.edge, "INFO", `upstream ${svc} healthy again (3/3 checks passed)`]);
      return out;
    },
  },
  {
    note: "database failover completes cleanly in seconds",
    gen: (c) => {
      const t0 = mid(c, 0.4);
      const out: QLine[] = [
        [t0, c.inner[1], "WARN", "lost connection to primary pg-a.internal:5432, reconnecting (failover in progress)"],
      ];
      for (const s of c.inner.slice(0, 4)) {
        out.push([
          t0 + int(c.r, 100, 2500),
          s,
          "ERROR",
          `database query failed: server closed the connection unexpectedly (primary switchover), will retry`,
        ]);
        out.push([
          t0 + int(c.r, 3000, 6000),
          s,
          "INFO",
          "reconnected to database primary pg-b.internal:5432 (new timeline 14)",
        ]);
      }
      out.push([
        t0 + 6500,
        c.inner[1],
        "INFO",
        "failover finished: pg-b promoted, replication to pg-a resumed as standby",
      ]);
      return out;
    },
  },
  {
    note: "nightly batch job logs many WARN lines for skipped rows and finishes",
    gen: (c) => {
      const s = c.inner[2];
      const n = int(c.r, 300, 700);
      const out: QLine[] = [[c.start + 5000, s, "INFO", `batch export-${hex(c.r, 6)} started: ${n * 20} rows`]];
      for (let i = 0; i < n; i++)
        out.push([
          c.start + 6000 + Math.floor(((c.end - c.start) * 0.8 * i) / n),
          s,
          "WARN",
          `row ${int(c.r, 1, 99999)} skipped: optional field '${pick(c.r, ["apartment", "secondary_phone", "legacy_ref", "middle_name"])}' missing`,
        ]);
      out.push([
        c.start + Math.floor((c.end - c.start) * 0.85),
        s,
        "INFO",
        `batch finished: ${n * 19} exported, ${n} skipped, 0 failed`,
      ]);
      return out;
    },
  },
  {
    note: "canary deploy at 10% traffic, analysis passes, promoted",
    gen: (c) => {
      const s = c.inner[1];
      const t0 = mid(c, 0.3);
      return [
        [t0, s, "INFO", `canary ${s} v2.19.0 deployed with 10% of traffic`, "deploy"],
        [t0 + 30000, s, "WARN", "feature flag 'ranking_v2' not found in flag store, using default false"],
        [t0 + 240000, s, "INFO", "canary analysis passed: success rate 99.94% vs 99.93% baseline, p99 212ms vs 220ms"],
        [t0 + 250000, s, "INFO", `promoting ${s} v2.19.0 to 100%`],
      ];
    },
  },
  {
    note: "cache warm-up after restart: many misses, then hit ratio recovers",
    gen: (c) => {
      const s = c.inner[0];
      const t0 = mid(c, 0.25);
      const out: QLine[] = [[t0, s, "INFO", "cache cluster node cache-2 restarted, starting warm-up"]];
      for (let i = 0; i < 160; i++)
        out.push([
          t0 + i * int(c.r, 400, 1200),
          s,
          "WARN",
          `cache miss for ${pick(c.r, c.nouns)} ${int(c.r, 1000, 99999)}, loaded from store in ${int(c.r, 40, 400)}ms`,
        ]);
      out.push([t0 + 170000, s, "INFO", "cache warm-up complete: hit ratio 0.93"]);
      return out;
    },
  },
  {
    note: "scheduled maintenance message and read-only admin path",
    gen: (c) => {
      const t0 = mid(c, 0.35);
      const out: QLine[] = [
        [
          t0,
          c.edge,
          "WARN",
          "scheduled maintenance window MW-2211 started: reporting endpoints are read-only until 30 minutes from now",
        ],
      ];
      for (let i = 0; i < 25; i++)
        out.push([
          t0 + int(c.r, 1000, 600000),
          c.edge,
          "WARN",
          `POST /admin/reports -> 503 (maintenance mode, Retry-After: 1800)`,
        ]);
      out.push([t0 + 2000, c.inner[3], "INFO", "maintenance: nightly vacuum of reporting tables started"]);
      return out;
    },
  },
  {
    note: "vendor throttles but requests are served after backoff",
    gen: (c) => {
      const s = c.inner[1];
      return every(c, 9000, 3000, (t) => [
        [t, s, "WARN", `vendor api answered 429 Too Many Requests (Retry-After: 2), backing off 2000ms`],
        [t + 2100, s, "INFO", "vendor api call succeeded after backoff (attempt 2)"],
      ]);
    },
  },
  {
    note: "health probe to a decommissioned host fails at a constant rate",
    gen: (c) =>
      every(c, 30000, 200, (t) => [
        [
          t,
          c.inner[4],
          "ERROR",
          `health check 'legacy-archive' failed: GET http://archive-old.${c.ns}.internal/ping: dial tcp: lookup archive-old.${c.ns}.internal: no such host (check is non-critical)`,
        ],
      ]),
  },
  {
    note: "deprecation warnings and successful retries everywhere",
    gen: (c) =>
      every(c, 1500, 700, (t) => {
        const s = pick(c.r, c.inner);
        return c.r() < 0.5
          ? [
              [
                t,
                s,
                "WARN",
                "DeprecationWarning: the 'v1' client API is deprecated and will be removed in the next major release",
              ],
            ]
          : [
              [t, s, "WARN", `request to ${pick(c.r, c.inner)} failed with 503, retrying (1/3)`],
              [t + 300, s, "INFO", "retry succeeded (2/3)"],
            ];
      }),
  },
  {
    note: "rolling restart of every replica, clean",
    gen: (c) => {
      const t0 = mid(c, 0.3);
      const out: QLine[] = [];
      c.inner.slice(0, 4).forEach((s, i) => {
        const t = t0 + i * 45000;
        out.push(
          [t, s, "INFO", "received SIGTERM, draining connections"],
          [t + 3000, s, "INFO", "shutdown complete"],
          [t + 8000, s, "INFO", `started ${s}, ready`, "deploy"],
        );
        out.push([t + 1500, c.edge, "WARN", `upstream ${s} closed keep-alive connection, retrying on another replica`]);
      });
      return out;
    },
  },
  {
    note: "certificate rotation with reload, no failed handshakes",
    gen: (c) => {
      const t0 = mid(c, 0.45);
      return [
        [t0 - 60000, c.edge, "WARN", `certificate for ${c.ns}.example.com expires in 6 days, renewal scheduled`],
        [t0, c.edge, "INFO", "new certificate issued by cert-manager (serial 4f:2a:91...), reloading TLS listeners"],
        [t0 + 400, c.edge, "WARN", "TLS listener reload: 3 idle connections closed"],
        [t0 + 900, c.edge, "INFO", "TLS listeners reloaded, certificate valid until 90 days from now"],
      ];
    },
  },
  {
    note: "steady long GC pause warnings in one service, requests fine",
    gen: (c) =>
      every(c, 20000, 8000, (t) => [
        [t, c.inner[2], "WARN", `GC pause (G1 Evacuation Pause) took ${int(c.r, 210, 480)}ms, above the 200ms target`],
      ]),
  },
  {
    note: "clients send invalid input at a steady rate (422s)",
    gen: (c) =>
      every(c, 4000, 2500, (t) => [
        [
          t,
          c.edge,
          "WARN",
          `POST /v1/forms -> 422: field 'postcode' is invalid (${pick(c.r, ["too short", "contains letters", "empty"])})`,
        ],
      ]),
  },
];
