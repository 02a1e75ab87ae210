// Ordinary traffic every window carries: edge access logs with their downstream lines, health checks, periodic
// jobs, a noisy service with a constant harmless error or warning, deprecation warnings, retries that succeed.
import type { Sev } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime, Svc } from "./shapes.js";
import type { Rec } from "./stream.js";

export function fill(rng: Rng, tpl: string): string {
  return tpl
    .replace(/\{n\}/g, () => String(rng.int(2, 980)))
    .replace(/\{id\}/g, () => String(rng.int(100000, 9999999)))
    .replace(/\{ms\}/g, () => String(rng.int(3, 240)))
    .replace(/\{path\}/g, () => `/api/v${rng.int(1, 2)}`);
}

const NOISE: Record<Runtime, { sev: Sev; msg: string }[]> = {
  node: [
    {
      sev: "warn",
      msg: "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [Socket]. Use emitter.setMaxListeners() to increase limit",
    },
    {
      sev: "error",
      msg: "feature flags refresh failed: request to http://flagd:8013/flags timed out, keeping cached set (age 41s)",
    },
  ],
  go: [
    { sev: "error", msg: "http: TLS handshake error from 10.42.{n}.17:5{n}: EOF" },
    { sev: "warn", msg: "metrics: push to pushgateway skipped, last push 29s ago still in flight" },
  ],
  java: [
    {
      sev: "warn",
      msg: "HHH90003004: firstResult/maxResults specified with collection fetch; applying in memory",
    },
    { sev: "error", msg: "Unable to resolve optional property 'tracing.sampler.override' - using default 0.1" },
  ],
  python: [
    {
      sev: "warn",
      msg: "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py:1099: InsecureRequestWarning: Unverified HTTPS request is being made to host 'metrics-relay'. Adding certificate verification is strongly advised.",
    },
    { sev: "error", msg: "sentry transport: rate limited by upstream, event dropped (category=error)" },
  ],
  dotnet: [
    { sev: "warn", msg: "Failed to determine the https port for redirect." },
    {
      sev: "error",
      msg: "Exception reading cached token from /var/run/secrets/optional/token: file not present, continuing anonymously",
    },
  ],
};

const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  go: "grpc: WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead.",
  java: "WARNING: A terminally deprecated method in java.lang.System has been called: System::setSecurityManager has been called by org.apache.catalina.startup.Bootstrap",
  python:
    "/app/jobs.py:41: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  dotnet:
    "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
};

const JOBS = [
  "compact-sessions",
  "refresh-materialized-views",
  "rotate-signing-keys-check",
  "purge-expired-holds",
  "export-metrics",
];

export interface BgCtx {
  svcs: Svc[];
  edge: Svc;
  noisy: Svc;
  t0: number;
  t1: number;
  target: number;
}

export function background(rng: Rng, c: BgCtx): Rec[] {
  const out: Rec[] = [];
  const dur = c.t1 - c.t0;
  const at = () => c.t0 + rng.int(0, dur - 1);
  const others = c.svcs.filter((s) => s !== c.edge);
  // health checks every 10 s on about half the services
  for (const s of c.svcs.filter((_, i) => i % 2 === 0)) {
    for (let t = c.t0 + rng.int(0, 9999); t < c.t1; t += 10000)
      out.push({
        t,
        svc: s,
        sev: s.runtime === "go" ? "debug" : "info",
        msg: `GET /healthz 200 ${rng.int(1, 9)}ms ua=kube-probe/1.29`,
      });
  }
  // a periodic job
  const jobber = rng.pick(others);
  const job = rng.pick(JOBS);
  for (let t = c.t0 + rng.int(0, 59999); t < c.t1; t += 60000) {
    out.push({ t, svc: jobber, sev: "info", msg: `scheduled job '${job}' started` });
    out.push({
      t: t + rng.int(300, 4000),
      svc: jobber,
      sev: "info",
      msg: `scheduled job '${job}' finished in ${rng.int(3, 39) / 10}s`,
    });
  }
  // noisy service
  const noise = rng.pick(NOISE[c.noisy.runtime]);
  const every = rng.int(4, 15) * 1000;
  for (let t = c.t0 + rng.int(0, every); t < c.t1; t += every + rng.int(-900, 900))
    out.push({ t, svc: c.noisy, sev: noise.sev, msg: fill(rng, noise.msg) });
  // deprecation warnings at start-up-like moments
  for (const s of rng.shuffle([...others]).slice(0, 3))
    for (let k = 0; k < rng.int(1, 3); k++) out.push({ t: at(), svc: s, sev: "warn", msg: DEPRECATION[s.runtime] });
  // retries that succeed
  for (let k = 0; k < rng.int(3, 8); k++) {
    const s = rng.pick(others);
    const peer = rng.pick(others.filter((o) => o !== s));
    const t = at();
    out.push({
      t,
      svc: s,
      sev: "warn",
      msg: `retrying POST http://${peer.app}:8080/internal/sync (attempt 1/3) after read ECONNRESET`,
    });
    out.push({
      t: t + rng.int(200, 900),
      svc: s,
      sev: "info",
      msg: `POST http://${peer.app}:8080/internal/sync succeeded on attempt 2`,
    });
  }
  // requests through the edge and talk
  let left = c.target - out.length;
  const paths = c.edge.def.paths ?? ["/"];
  while (left > 0) {
    const t = at();
    if (rng.chance(0.45)) {
      const trace = rng.hex(16);
      const down = rng.pick(others.filter((o) => o.def.role === "api").concat(others.slice(0, 1)));
      const status = rng.chance(0.015) ? 404 : rng.chance(0.01) ? 401 : 200;
      out.push({
        t,
        svc: c.edge,
        sev: "info",
        trace,
        msg: `${rng.pick(["GET", "GET", "POST"])} ${fill(rng, rng.pick(paths))} ${status} ${rng.int(8, 320)}ms`,
      });
      if (down.def.talk.length)
        out.push({ t: t - rng.int(2, 40), svc: down, sev: "info", trace, msg: fill(rng, rng.pick(down.def.talk)) });
      left -= 2;
    } else {
      const s = rng.pick(others);
      if (!s.def.talk.length) continue;
      out.push({ t, svc: s, sev: rng.chance(0.04) ? "debug" : "info", msg: fill(rng, rng.pick(s.def.talk)) });
      left -= 1;
    }
  }
  return out;
}
