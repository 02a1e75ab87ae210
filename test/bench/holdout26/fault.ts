// Builds one incident file's events: a healthy baseline, then a fault whose origin is neither first nor loudest:
// callers with short timeouts complain before the origin's first line, the origin's clock is skewed up to 400 ms,
// it writes one stack trace or a few WARNs while callers write hundreds of 5xx/retry/breaker lines, and an
// unrelated service has a small harmless burst 10-60 s before onset (sometimes a second, self-healing blip).
import { type CallerRt, type CallerState, failRequest } from "./callers.js";
import { cast, type Estate, type Svc } from "./estates.js";
import type { Ev } from "./formats.js";
import type { Ctx, Variant } from "./incidents.js";
import type { Rng } from "./rng.js";
import { background, emit, finish, newStream, type Stream } from "./stream.js";

export interface Built {
  evs: Ev[];
  origin: string | null;
  incidentStart: string | null;
  note: string;
}

const pascal = (s: string) => s.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** Picks the noisy, cron and deprecating services among the bystanders. */
export function roles(rng: Rng, st: Stream) {
  const by = st.cast.bystanders.filter((s) => s.kind !== "pg" && s.kind !== "es" && s.kind !== "redis");
  const workers = rng.shuffle(by.filter((s) => s.kind === "worker"));
  const others = rng.shuffle(by.filter((s) => s.kind !== "worker"));
  const pool = [...workers, ...others];
  const noisy = pool[0];
  const cron = pool[1] ?? pool[0];
  const rest = pool.slice(2);
  const deprecating = rng.pick(rest.length ? rest : pool);
  return { noisy, cron, deprecating, spare: rest.filter((s) => s !== deprecating) };
}

function decoy(st: Stream, svc: Svc, t0: number): string {
  const r = st.rng;
  const kind = r.pick(["cron", "4xx", "deploy"] as const);
  const n = r.int(10, 40);
  const span = r.int(20, 90) * 1000;
  if (kind === "deploy") {
    const v = `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`;
    emit(st, svc.name, t0 - 2000, "info", `Starting ${svc.name} v${v} (rolling update, revision ${r.int(40, 200)})`);
    const dep = r.pick([
      "DeprecationWarning: The 'warn' method is deprecated, use 'warning' instead",
      "WARN  [main] o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration : spring.jpa.open-in-view is enabled by default",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      "warning: field 'legacy_id' is deprecated and will be removed in v3; use 'external_ref'",
    ]);
    for (let i = 0; i < n; i++) emit(st, svc.name, t0 + (span * i) / n + r.int(0, 500), "warn", dep);
    return `${svc.name} deploy v${v} with deprecation warnings`;
  }
  if (kind === "4xx") {
    const client = r.pick(["partner-portal", "ios-5.2.1", "android-9.0.3", "batch-importer"]);
    for (let i = 0; i < n; i++)
      emit(
        st,
        svc.name,
        t0 + (span * i) / n + r.int(0, 500),
        "warn",
        `POST ${svc.path} 422 Unprocessable Entity client=${client}: field '${r.pick(["email", "phone", "postcode"])}' is invalid`,
      );
    return `${svc.name} 422 spike from one client`;
  }
  const job = r.pick(["nightly-export", "stale-sessions-cleanup", "report-digest"]);
  emit(st, svc.name, t0 - 500, "info", `job ${job} started`);
  for (let i = 0; i < n; i++)
    emit(
      st,
      svc.name,
      t0 + (span * i) / n + r.int(0, 500),
      "warn",
      `job ${job}: skipped record ${r.int(10000, 99999)}: missing reference (will retry tomorrow)`,
    );
  emit(st, svc.name, t0 + span + 800, "info", `job ${job} finished with ${n} warnings`);
  return `${svc.name} cron job warnings`;
}

function blip(st: Stream, svc: Svc, t: number): string {
  const r = st.rng;
  if (r.chance(0.5)) {
    emit(
      st,
      svc.name,
      t,
      "error",
      "Error: connect ECONNREFUSED 10.0.0.31:6379 - redis connection lost, reconnecting in 1000ms",
    );
    emit(st, svc.name, t + 1200, "warn", "redis reconnecting (attempt 2)");
    emit(st, svc.name, t + 2400, "info", "redis connection re-established");
    return `${svc.name} redis reconnect (healed in 2 s)`;
  }
  emit(st, svc.name, t, "warn", 'Readiness probe failed: Get "http://10.0.3.2:8080/ready": context deadline exceeded');
  emit(st, svc.name, t + 10000, "info", "readiness restored after GC pause of 1.8s");
  return `${svc.name} one failed readiness probe`;
}

export function buildIncident(rng: Rng, estate: Estate, v: Variant, start: number, rate: number): Built {
  const c = cast(rng, estate, v.kind);
  const traces = rng.chance(0.5) ? "none" : rng.pick(["w3c", "reqid"] as const);
  const st = newStream(rng, c, traces, rng.chance(0.8));
  st.skew.set(c.origin.name, (rng.chance(0.5) ? -1 : 1) * Math.round(rng.range(150, 400)));
  const base = rng.int(60, 360) * 1000;
  const dur = rng.int(180, 540) * 1000;
  const T0 = start + base;
  const end = T0 + dur;
  const rts: CallerRt[] = ["java", "go", "node", "python"];
  const caller = c.chain[c.chain.length - 2];
  const cs: CallerState = {
    rt: new Map(c.all.map((s) => [s.name, rng.pick(rts)])),
    clientTimeout: rng.int(6, 20) * 100,
    hang: v.cat === "timeout" || v.cat === "memory" ? rng.range(0.6, 0.9) : rng.range(0.15, 0.6),
    retries: rng.int(1, 2),
    breakerOpenUntil: 0,
    failures: 0,
    breakerName: st.named ? c.origin.name : `${c.origin.noun}Client`,
    codes: v.cat === "validation" ? [400, 422, 500] : [500, 502, 503, 503],
  };
  const ctx: Ctx = {
    rng,
    o: c.origin.name,
    caller: caller.name,
    pkg: `${estate.pkg}.${c.origin.noun}`,
    cls: pascal(c.origin.noun),
    vendor: rng.pick(estate.vendors),
    noun: c.origin.noun,
    path: c.origin.path,
    ip: st.ips.get(c.origin.name) ?? "10.0.0.1",
  };
  const pFail = rng.range(0.7, 0.97);
  const r = roles(rng, st);
  // the first caller error comes from a request in flight at onset (before the breaker state builds up)
  failRequest(st, cs, c.chain, T0 + rng.int(30, 300), v.direct ? () => v.direct!(ctx) : undefined);
  background(
    st,
    {
      rate,
      ...r,
      onRequest: (route, t) => {
        if (t < T0 || route !== c.chain) return false;
        if (!rng.chance(pFail)) return false;
        failRequest(st, cs, route, t, v.direct ? () => v.direct!(ctx) : undefined);
        return true;
      },
    },
    start,
    end,
  );
  // the origin speaks late (after its own longer timeout / while dying) and rarely
  let t = T0 + rng.int(3000, 10000);
  for (const line of v.first(ctx)) {
    emit(st, c.origin.name, t, line.level, line.msg, { stack: line.stack, errType: line.errType });
    t += rng.int(1, 40);
  }
  for (t += rng.int(20, 90) * 1000; t < end; t += rng.int(20, 90) * 1000) {
    const a = v.again(ctx);
    emit(st, c.origin.name, t, a.level, a.msg);
  }
  const decoySvc = r.spare[0] ?? r.noisy;
  const d = decoy(st, decoySvc, T0 - rng.int(10, 60) * 1000);
  let minor = "";
  if (rng.chance(0.5) && r.spare.length > 1) minor = `; minor: ${blip(st, r.spare[1], T0 + rng.int(-120, 200) * 1000)}`;
  const chainNames = c.chain.map((s) => s.name).join(" -> ");
  return {
    evs: finish(st),
    origin: c.origin.name,
    incidentStart: new Date(T0).toISOString(),
    note: `${c.origin.name} (${v.rt}): ${v.note}; chain ${chainNames}; origin skew ${st.skew.get(c.origin.name)}ms, callers (${caller.name}) fail first and loudest; decoy: ${d}${minor}; traces ${traces}, callee names ${st.named ? "yes" : "no (IPs)"}`,
  };
}
