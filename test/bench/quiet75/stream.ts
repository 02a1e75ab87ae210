// Background traffic for one window of one estate (requests, probes, jobs, the noisy service, deprecations,
// retries that succeed, an unrelated deploy or config reload) and the final skewed, sorted, rendered stream.
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  e: Estate;
  r: Rng;
  start: number;
  end: number;
  S: (role: Role) => string;
  trace: () => string | undefined;
  ev: (role: Role, t: number, lvl: Level, msg: string, stack?: string[], trace?: string) => Ev;
  /** Evenly spread times with jitter between a and b. */
  spread: (a: number, b: number, n: number) => number[];
}

export function makeCtx(e: Estate, r: Rng, start: number, end: number): Ctx {
  const S = (role: Role) => e.svc[role];
  return {
    e,
    r,
    start,
    end,
    S,
    trace: () => (e.traces ? r.hex(16) : undefined),
    ev: (role, t, lvl, msg, stack, trace) => ({ t: Math.round(t), svc: S(role), lvl, msg, stack, trace }),
    spread: (a, b, n) => {
      const out: number[] = [];
      const step = (b - a) / Math.max(1, n);
      for (let i = 0; i < n; i++) out.push(a + i * step + r.next() * step);
      return out;
    },
  };
}

const probe: Record<string, string> = {
  go: 'GET /healthz 200 312µs "kube-probe/1.29"',
  java: "GET /actuator/health/liveness -> 200 (2 ms)",
  kotlin: "GET /actuator/health/readiness -> 200 (1 ms)",
  python: '10.42.3.1:48212 - "GET /healthz HTTP/1.1" 200',
  node: "GET /health 200 0.611 ms - 15",
  dotnet: "Request finished HTTP/1.1 GET http://0.0.0.0:8080/healthz - 200 - text/plain 0.3351ms",
  ruby: "method=GET path=/up format=html status=200 duration=0.88 view=0.21 db=0.00",
  cpp: "health: ok workers=8 busy=3 queue=0",
};

function retryLine(c: Ctx, caller: Role, callee: Role, attempt: number): string {
  const rt = c.e.rt[caller];
  const host = c.S(callee);
  switch (rt) {
    case "go":
      return `retrying call to ${host}: rpc error: code = Unavailable desc = transport is closing (attempt ${attempt}/3, backoff ${attempt * 100}ms)`;
    case "java":
    case "kotlin":
      return `Retry 'call-${host}' attempt ${attempt} after IOException: ${host}:8080 failed to respond`;
    case "python":
      return `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /internal/${host}`;
    case "node":
      return `request to http://${host}:3000 failed, reason: socket hang up - retry ${attempt} in ${attempt * 200}ms`;
    case "ruby":
      return `Faraday::ConnectionFailed calling ${host} (Net::ReadTimeout), retry ${attempt}/3`;
    case "dotnet":
      return `Polly: Retry ${attempt} for ${host} after 502 BadGateway, delaying 200ms`;
    default:
      return `retry ${attempt} for ${host} after EAGAIN`;
  }
}

export interface BaselineOpts {
  deployAt: number;
  deployRole: Role;
  deployKind: "deploy" | "reload";
  rateScale: number;
}

export function baseline(c: Ctx, o: BaselineOpts): Ev[] {
  const { e, r, start, end } = c;
  const out: Ev[] = [];
  const dur = end - start;
  // Request traffic: aim at 2.2-5 flows/s scaled so files stay 1.5k-10k lines.
  const mean = 420 / o.rateScale;
  for (let t = start + r.int(0, 400); t < end; t += r.int(mean * 0.3, mean * 1.7)) {
    const steps = r.pick(e.flows)(r);
    const tr = c.trace();
    const retry = r.chance(0.025) && steps.length >= 2;
    for (const s of steps) out.push(c.ev(s.role, t + s.dt + (retry ? 220 : 0), s.lvl ?? "INFO", s.msg, undefined, tr));
    if (retry)
      out.push(
        c.ev(
          steps[steps.length - 1].role,
          t + 90,
          "WARN",
          retryLine(c, steps[steps.length - 1].role, steps[0].role, 1),
          undefined,
          tr,
        ),
      );
  }
  // Probes.
  const probed: Role[] = ["gw", "feed", "chat", "profile", "billing"];
  for (const role of probed) {
    for (let t = start + r.int(0, 10000); t < end; t += 10000 + r.int(-30, 30)) {
      out.push(c.ev(role, t, e.rt[role] === "cpp" ? "INFO" : "DEBUG", probe[e.rt[role]]));
    }
  }
  // Periodic job.
  for (let t = start + r.int(5000, 50000); t < end; t += 60000 + r.int(-500, 500)) {
    out.push(c.ev(e.job.role, t, "INFO", e.job.msg(r)));
  }
  // The noisy service, from the first minute.
  for (let t = start + r.int(500, 6000); t < end; t += r.int(2500, 9000)) {
    out.push(c.ev(e.noisy.role, t, e.noisy.lvl, e.noisy.msg(r)));
  }
  // Deprecation warnings.
  for (let t = start + r.int(10000, 60000); t < end; t += r.int(25000, 90000)) {
    out.push(c.ev(e.deprecation.role, t, "WARN", e.deprecation.msg));
  }
  // Connection pool / cache housekeeping chatter.
  for (let t = start + r.int(1000, 20000); t < end; t += r.int(20000, 40000)) {
    out.push(c.ev("chat", t, "INFO", `websocket sessions open=${r.int(8000, 40000)} idle_closed=${r.int(10, 400)}`));
  }
  out.push(...deploy(c, o.deployRole, o.deployAt, o.deployKind));
  void dur;
  return out;
}

export function deploy(c: Ctx, role: Role, at: number, kind: "deploy" | "reload"): Ev[] {
  const { r, e } = c;
  const svc = c.S(role);
  if (kind === "reload") {
    return [
      c.ev(
        role,
        at,
        "INFO",
        `config change detected: /etc/${svc}/${svc}.yaml (configmap ${svc}-config rev ${r.int(20, 140)})`,
      ),
      c.ev(
        role,
        at + 40,
        "INFO",
        `reloaded config: ${r.int(2, 9)} keys changed (log.sampling, ${r.pick(["cache.ttl", "pool.idle", "flags.refresh"])})`,
      ),
    ];
  }
  const v = `${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  const sha = r.hex(7);
  const lines: Ev[] = [
    c.ev(role, at, "INFO", "Received SIGTERM, draining in-flight requests (grace period 30s)"),
    c.ev(role, at + 2100, "INFO", `shutdown complete, ${r.int(0, 12)} requests drained`),
    c.ev(role, at + 9000, "INFO", `starting ${svc} version=${v} commit=${sha} env=${e.namespace}`),
  ];
  if (e.rt[role] === "java" || e.rt[role] === "kotlin") {
    lines.push(
      c.ev(
        role,
        at + 16000,
        "INFO",
        `Started ${svc.replace(/-/g, "")}Application in ${r.int(8, 19)}.${r.int(100, 999)} seconds (process running for ${r.int(10, 21)}.${r.int(1, 9)})`,
      ),
    );
    lines.push(
      c.ev(
        role,
        at + 16500,
        "WARN",
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
      ),
    );
  }
  lines.push(c.ev(role, at + 17000, "INFO", `listening on 0.0.0.0:${r.pick([8080, 3000, 9000])}`));
  lines.push(c.ev(role, at + 19000, "WARN", "readiness probe failed: connection refused (pod not ready yet)"));
  lines.push(c.ev(role, at + 29000, "INFO", "readiness probe succeeded, pod added to service endpoints"));
  return lines;
}

/** Skews, sorts by printed time and renders. */
export function assemble(c: Ctx, evs: Ev[], f: Format): string {
  const skew = new Map<string, number>();
  for (const svc of Object.values(c.e.svc)) skew.set(svc, c.r.int(-300, 300));
  const kept = evs.filter((x) => x.t >= c.start && x.t < c.end);
  for (const x of kept) x.printed = x.t + (skew.get(x.svc) ?? 0);
  kept.sort((a, b) => (a.printed ?? 0) - (b.printed ?? 0));
  const pad = Math.max(...Object.values(c.e.svc).map((s) => s.length)) + 4;
  const lines: string[] = [];
  for (const x of kept) lines.push(...render(x, f, { namespace: c.e.namespace, pad }));
  return `${lines.join("\n")}\n`;
}
