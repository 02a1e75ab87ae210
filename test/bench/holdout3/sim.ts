// The holdout3 traffic simulator: request paths through an estate, benign chatter, noisy services, a deploy, and
// (for incidents) one failure mode at its origin with callers reporting it in their own words and retrying.
import { ESTATES, type Estate } from "./estates.js";
import { chance, hex, int, pick, type Rng, rngFrom, uuid } from "./kit.js";
import { type Ctx, type Ev, type Layout, type Lvl, PLATFORM, PROXY, render } from "./layouts.js";
import type { Mode } from "./modes.js";

export type QuietTheme =
  | "background-errors"
  | "deploy"
  | "retries-succeed"
  | "transient-502"
  | "cron-failures"
  | "healthcheck-404"
  | "gc-storm"
  | "slow-query";

export interface SimInput {
  seed: number;
  estate: string;
  layout: Layout;
  start: number;
  durMs: number;
  faultOff: number;
  targetLines: number;
  mode?: Mode;
  quiet?: QuietTheme[];
  deployNoise: boolean;
}

const fill = (r: Rng, s: string) =>
  s.replace(/\{n\}/g, () => String(int(r, 10, 9999))).replace(/\{k\}/g, () => String(int(r, 1, 99)));

function traceId(r: Rng, e: Estate): string | undefined {
  switch (e.trace) {
    case "traceparent":
      return `00-${hex(r, 32)}-${hex(r, 16)}-01`;
    case "x-request-id":
      return uuid(r);
    case "x-amzn-trace-id":
      return `Root=1-${hex(r, 8)}-${hex(r, 24)}`;
    case "uber-trace-id":
      return `${hex(r, 16)}:${hex(r, 16)}:0:1`;
    default:
      return undefined;
  }
}
const TRACE_KEY: Record<Estate["trace"], string> = {
  traceparent: "traceparent",
  "x-request-id": "x_request_id",
  "x-amzn-trace-id": "x_amzn_trace_id",
  "uber-trace-id": "uber_trace_id",
  none: "trace",
};

function callerWords(r: Rng, kind: Mode["kind"], callee: string, status: number, path: string): string {
  if (/-(pg|db)$/.test(callee))
    return pick(r, [
      `query against ${callee} failed: server closed the connection unexpectedly`,
      `could not execute statement on ${callee} (SQLSTATE 57P03)`,
      `${callee}: transaction aborted, rolling back`,
      `db error from ${callee}: connection lost during query`,
    ]);
  switch (kind) {
    case "timeout":
      return pick(r, [
        `call to ${callee} timed out after ${pick(r, [3000, 5000, 10000])}ms`,
        `context deadline exceeded waiting for ${callee}${path}`,
        `${callee}: read timeout after 5.0s`,
        `upstream ${callee} did not answer in time, aborting`,
      ]);
    case "refused":
      return pick(r, [
        `dial tcp ${callee}:8080: connect: connection refused`,
        `no healthy upstream for ${callee}`,
        `connect ECONNREFUSED ${callee}:8080`,
        `${callee} unavailable (0 ready endpoints)`,
      ]);
    case "reset":
      return pick(r, [
        `read tcp: connection reset by peer (${callee})`,
        `socket hang up calling ${callee}${path}`,
        `EOF from ${callee} while reading response`,
      ]);
    case "4xx":
      return pick(r, [
        `${callee} rejected request ${path}: HTTP ${status}`,
        `got ${status} from ${callee}, giving up`,
        `${callee} said ${status} for ${path}`,
      ]);
    default:
      return pick(r, [
        `${callee} responded ${status} on ${path}`,
        `unexpected status ${status} from ${callee}`,
        `HTTP ${status} from http://${callee}:8080${path}`,
        `${callee} call failed with ${status}`,
      ]);
  }
}

function upperWords(r: Rng, next: string, status: number): string {
  return pick(r, [
    `dependency ${next} failed, returning ${status}`,
    `downstream error from ${next} (${status})`,
    `could not complete request: ${next} error`,
    `${next} failure propagated to client`,
  ]);
}

export function simulate(inp: SimInput): { lines: string[]; incidentStart: number | null; services: string[] } {
  const r = rngFrom(inp.seed);
  const est = ESTATES[inp.estate];
  const proxy = PROXY[inp.layout];
  const platform = PLATFORM[inp.layout];
  const mode = inp.mode;
  const services = [...new Set(est.paths.flatMap((p) => p.hops))];
  const skew = new Map<string, number>();
  const pods = new Map<string, string>();
  const pids = new Map<string, number>();
  const hosts = new Map<string, string>();
  for (const s of services) {
    skew.set(s, chance(r, 0.3) ? 0 : int(r, -300, 300));
    pods.set(s, `${s}-${hex(r, 9)}-${hex(r, 5)}`);
    pids.set(s, int(r, 7, 32000));
    hosts.set(s, `ip-10-${int(r, 0, 9)}-${int(r, 1, 250)}-${int(r, 1, 250)}`);
  }
  const ctx: Ctx = {
    r,
    pod: (s) => pods.get(s) ?? `${s}-${hex(r, 5)}`,
    pid: (s) => pids.get(s) ?? 1,
    host: (s) => hosts.get(s) ?? "node-1",
    ip: (s) => (s === "client" ? `203.0.113.${int(r, 1, 254)}` : `10.0.${s.length}.${(s.charCodeAt(0) * 7) % 250}`),
    traceKey: TRACE_KEY[est.trace],
    estate: est.name,
  };
  const evs: Ev[] = [];
  const end = inp.start + inp.durMs;
  const F = inp.start + inp.faultOff;
  const emit = (t: number, svc: string, lvl: Lvl, msg: string, extra: Partial<Ev> = {}) => {
    if (t < inp.start || t > end) return;
    evs.push({ t: Math.round(t + (extra.platform ? 0 : (skew.get(svc) ?? 0))), svc, lvl, msg, ...extra });
  };
  const useTrace = est.trace !== "none" && chance(r, 0.75);
  const originEveryAttempt = chance(r, 0.5); // otherwise the origin logs once per request while callers log every retry
  const failMsg = (m: Mode) => {
    const raw = fill(r, m.cause).split("\n");
    return { msg: raw[0], stack: [...raw.slice(1), ...(m.detail ?? []).map((l) => fill(r, l))] };
  };

  // ---- the crash cycle of an origin that dies ----
  const down: [number, number][] = [];
  let firstSign: number | null = null;
  if (mode?.style === "crash") {
    let t = F;
    let restarts = 0;
    while (t < end) {
      const pre = mode.pre ?? [];
      pre.forEach((p, i) => {
        emit(t + i * 40, mode.origin, /fatal|error|failed/i.test(p) ? "error" : "warn", fill(r, p));
      });
      const deathAt = t + pre.length * 40 + int(r, 300, 2500);
      if (firstSign === null) firstSign = pre.length ? t : deathAt - 200;
      emit(deathAt - 200, mode.origin, mode.crash === "oom" ? "warn" : "info", fill(r, mode.cause));
      platformDeath(deathAt, mode.origin, mode.crash ?? "exit1", ++restarts);
      const back = Math.min(300_000, 10_000 * 2 ** Math.min(restarts - 1, 5)) + int(r, 0, 3000);
      down.push([deathAt, deathAt + back]);
      const up = deathAt + back;
      emit(up, mode.origin, "info", `starting ${mode.origin} (pid ${int(r, 100, 9000)})`);
      emit(up + 900, mode.origin, "info", "listening on 0.0.0.0:8080");
      t =
        up +
        (mode.crash === "oom"
          ? int(r, 25_000, 70_000)
          : mode.crash === "exit1" && mode.pre
            ? 1500
            : int(r, 4000, 20_000));
    }
  }
  const isDown = (t: number) => down.some(([a, b]) => t >= a && t < b);

  function platformDeath(t: number, svc: string, how: "oom" | "exit1" | "exit2" | "kill", n: number) {
    const code = how === "oom" || how === "kill" ? 137 : how === "exit2" ? 2 : 1;
    const pod = ctx.pod(svc);
    const P = (s: string, m: string, l: Lvl = "warn", dt = 0) => emit(t + dt, s, l, m, { platform: true, on: svc });
    switch (platform) {
      case "k8s":
        if (how === "oom")
          P(
            "kubelet",
            `Warning OOMKilling node/${ctx.host(svc)} Memory cgroup out of memory: Killed process ${ctx.pid(svc)} (${svc})`,
          );
        P(
          "kubelet",
          `Normal Killing pod/${pod} Container ${svc} terminated: reason=${how === "oom" ? "OOMKilled" : "Error"} exitCode=${code}`,
          "info",
          30,
        );
        if (n > 1)
          P(
            "kubelet",
            `Warning BackOff pod/${pod} Back-off restarting failed container ${svc} in pod ${pod}`,
            "warn",
            900,
          );
        break;
      case "systemd":
        if (how === "oom")
          P(
            "kernel",
            `Out of memory: Killed process ${ctx.pid(svc)} (${svc}) total-vm:8123456kB, anon-rss:7712004kB`,
            "error",
          );
        P(
          "systemd[1]",
          `${svc}.service: Main process exited, code=${how === "oom" ? "killed, status=9/KILL" : `exited, status=${code}/FAILURE`}`,
          "info",
          5,
        );
        P("systemd[1]", `${svc}.service: Failed with result '${how === "oom" ? "oom-kill" : "exit-code"}'.`, "warn", 6);
        P("systemd[1]", `${svc}.service: Scheduled restart job, restart counter is at ${n}.`, "info", 5000);
        break;
      case "supervisord":
        P(
          "supervisord",
          `exited: ${svc} (${how === "oom" ? "terminated by SIGKILL" : `exit status ${code}`}; not expected)`,
          "info",
        );
        P("supervisord", `spawned: '${svc}' with pid ${int(r, 100, 30000)}`, "info", 1000);
        if (n > 3)
          P("supervisord", `gave up: ${svc} entered FATAL state, too many start retries too quickly`, "info", 1500);
        break;
      case "ecs":
        P(
          "ecs-agent",
          `(service ${svc}) has stopped 1 running tasks: (task ${hex(r, 32)}). Reason: ${how === "oom" ? "OutOfMemoryError: Container killed due to memory usage" : "Essential container in task exited"} (exit code ${code})`,
          "info",
        );
        P("ecs-agent", `(service ${svc}) has started 1 tasks: (task ${hex(r, 32)}).`, "info", 4000);
        break;
      case "nomad":
        P(
          "nomad",
          `Task event: alloc_id=${hex(r, 8)} task=${svc} type=Terminated msg="Exit Code: ${code}, Exit Message: ${how === "oom" ? '\\"OOM Killed\\"' : '\\"\\"'}" failed=false`,
          "info",
        );
        P(
          "nomad",
          `Task event: alloc_id=${hex(r, 8)} task=${svc} type=Restarting msg="Task restarting in ${int(r, 10, 30)}.${int(r, 1, 9)}s" failed=false`,
          "info",
          10,
        );
        break;
      case "heroku":
        if (how === "oom") P(svc, "Error R15 (Memory quota vastly exceeded)", "error");
        P(svc, `Process exited with status ${code}`, "info", 10);
        P(svc, "State changed from up to crashed", "info", 20);
        break;
      case "vercel":
        P(
          svc,
          `Error: Runtime exited with error: ${how === "oom" ? "signal: killed" : `exit status ${code}`}`,
          "error",
        );
        break;
      case "azure":
        P("appservice", `Container ${svc}_0_${hex(r, 8)} for site ${svc} has exited, failing site start`, "error");
        break;
    }
  }

  // ---- requests ----
  const totalW = est.paths.reduce((a, p) => a + p.w, 0);
  const avgHops = est.paths.reduce((a, p) => a + p.w * (p.hops.length + 1), 0) / totalW;
  const reqRate = (inp.targetLines * 0.7) / (inp.durMs / 1000) / avgHops; // requests per second
  const pickPath = () => {
    let x = r() * totalW;
    for (const p of est.paths) {
      x -= p.w;
      if (x < 0) return p;
    }
    return est.paths[0];
  };
  const transient = inp.quiet?.includes("transient-502") ? [F, F + int(r, 8000, 20000)] : null;
  const retryOk = inp.quiet?.includes("retries-succeed");
  let preDone = false;
  let originFirst = false;
  for (let t = inp.start + r() * 500; t < end; t += (-Math.log(1 - r()) * 1000) / reqRate) {
    const p = pickPath();
    const trace = useTrace ? traceId(r, est) : undefined;
    const path = p.path.replace(/\{(\w+)\}/, () => String(int(r, 1000, 99999)));
    const hops = p.hops;
    const k = mode ? hops.indexOf(mode.origin) : -1;
    const crashedNow = mode?.style === "crash" && isDown(t);
    const fails =
      mode &&
      k >= 0 &&
      t >= F &&
      (mode.style === "crash" ? crashedNow : r() < (mode.frac ?? 1)) &&
      !(mode.style === "crash" && !crashedNow);
    let dt = 0;
    if (!fails) {
      const slow = transient && t >= transient[0] && t < transient[1] && hops.length > 1 && chance(r, 0.5);
      hops.forEach((h, i) => {
        if (mode?.style === "crash" && h === mode.origin && isDown(t)) return;
        dt += int(r, 1, 12);
        if (i > 0 && /-(pg|db)$/.test(h)) {
          if (chance(r, 0.3))
            emit(
              t + dt,
              h,
              "info",
              `LOG:  duration: ${int(r, 1, 90)}.${int(r, 100, 999)} ms  statement: SELECT * FROM ${pick(r, est.name === "claimwise" ? ["claims", "claim_events", "policies"] : ["modules", "enrolments", "courses"])} WHERE id = $1`,
            );
          return;
        }
        if (i === 0 || chance(r, 0.75))
          emit(
            t + dt,
            h,
            chance(r, 0.1) ? "debug" : "info",
            p.method === "SQL"
              ? i === 0
                ? `claims query ok (${int(r, 1, 40)} rows)`
                : `statement ok duration: ${int(r, 1, 30)}.${int(r, 100, 999)} ms`
              : i === 0
                ? `${p.method} ${path} handled`
                : `${p.method} ${p.path.split("{")[0]} ok in ${int(r, 2, 90)}ms`,
            { trace },
          );
        if (i < hops.length - 1 && retryOk && chance(r, 0.01)) {
          emit(t + dt + 1, h, "warn", `retrying ${hops[i + 1]} (attempt 2/3) after 503`, { trace });
          emit(t + dt + 300, h, "info", `${hops[i + 1]} succeeded on retry`, { trace });
        }
      });
      if (slow) {
        emit(t + 3, hops[0], "error", `upstream ${hops[1]} returned 502 Bad Gateway`, { trace });
      }
      if (p.method !== "SQL")
        emit(t + dt + 5, proxy ?? hops[0], "info", "", {
          trace,
          http: {
            method: p.method,
            path,
            status: slow ? 502 : p.method === "POST" ? 201 : 200,
            ms: dt + int(r, 5, 120),
            upstream: hops[0],
          },
        });
      continue;
    }
    // failure at hops[k]
    const m = mode as Mode;
    const status = m.kind === "timeout" ? 504 : m.kind === "refused" ? 503 : (m.status ?? 500);
    if (!preDone && m.style !== "crash") {
      preDone = true;
      (m.pre ?? []).forEach((l, i) => {
        emit(F + i * 50, m.origin, /not set|failed|lag|leavegroup|error|500/i.test(l) ? "warn" : "info", fill(r, l));
      });
    }
    const retries = m.kind === "4xx" ? 1 : 3;
    const lvl: Lvl = m.style === "warn" ? "warn" : m.style === "info" ? "info" : "error";
    for (let a = 1; a <= retries; a++) {
      // origin logs on each attempt; its very first failure is pinned at the fault time
      if (m.style !== "crash" && (a === 1 || originEveryAttempt)) {
        const f = failMsg(m);
        const at = originFirst ? t + dt : F + (m.pre?.length ? 200 : 0);
        originFirst = true;
        emit(at, m.origin, lvl, f.msg, {
          trace,
          stack: m.style === "field" ? m.detail : f.stack.length ? f.stack : undefined,
          err: m.style === "field" ? fill(r, m.err ?? "") : undefined,
        });
      }
      dt += m.kind === "timeout" ? pick(r, [3000, 5000]) : int(r, 1, 40);
      if (k > 0) {
        const caller = hops[k - 1];
        if (a < retries)
          emit(
            t + dt,
            caller,
            "warn",
            `retrying ${hops[k]} (attempt ${a + 1}/${retries}): ${callerWords(r, m.kind, hops[k], status, path)}`,
            { trace },
          );
        else emit(t + dt, caller, "error", callerWords(r, m.kind, hops[k], status, path), { trace });
        dt += a < retries ? 100 * 2 ** a : 0;
      }
    }
    for (let i = k - 2; i >= 0; i--) {
      dt += int(r, 1, 8);
      emit(
        t + dt,
        hops[i],
        chance(r, 0.8) ? "error" : "warn",
        upperWords(r, hops[i + 1], status >= 500 ? 502 : status),
        { trace },
      );
    }
    if (p.method !== "SQL")
      emit(t + dt + 3, proxy ?? hops[0], k === 0 ? "error" : "warn", "", {
        trace,
        http: {
          method: p.method,
          path,
          status: k === 0 ? status : status >= 500 ? 502 : status,
          ms: m.kind === "timeout" ? 30000 : dt + 3,
          upstream: hops[0],
        },
      });
  }
  // an origin whose failure never hit a request (e.g. rare paths) still logs at F
  if (mode && mode.style !== "crash" && !originFirst) {
    const f = failMsg(mode);
    emit(F, mode.origin, mode.style === "warn" ? "warn" : mode.style === "info" ? "info" : "error", f.msg, {
      stack: f.stack,
    });
  }

  // ---- chatter and noisy services ----
  for (const s of services) {
    const lines = est.chatter[s] ?? ["heartbeat ok"];
    const every = int(r, 4000, 20000);
    for (let t = inp.start + r() * every; t < end; t += every * (0.5 + r())) {
      if (mode?.style === "crash" && s === mode.origin && isDown(t)) continue;
      emit(t, s, "info", fill(r, pick(r, lines)));
    }
  }
  const noiseBoost = inp.quiet?.includes("background-errors") ? 3 : 1;
  for (const n of est.noisy) {
    const every = int(r, 2500, 9000) / noiseBoost;
    for (let t = inp.start + r() * every; t < end; t += every * (0.6 + r() * 0.8))
      emit(t, n.svc, n.lvl, fill(r, n.msg));
  }

  // ---- an unrelated deploy near the fault ----
  if (inp.deployNoise || inp.quiet?.includes("deploy")) {
    const cands = services.filter((s) => s !== mode?.origin);
    const s = pick(r, cands);
    const at = Math.max(inp.start + 5000, F + int(r, -120_000, 60_000));
    emit(at, s, "info", "received SIGTERM, draining connections (grace 30s)");
    emit(at + 1200, s, "warn", `shutting down: ${int(r, 2, 40)} in-flight requests abandoned`);
    emit(
      at + 6000,
      s,
      "info",
      `starting ${s} version ${int(r, 1, 9)}.${int(r, 0, 40)}.${int(r, 0, 9)} (commit ${hex(r, 7)})`,
    );
    emit(at + 7400, s, "info", "ready to accept traffic");
  }

  // ---- quiet-window themes ----
  if (inp.quiet) {
    const q = inp.quiet;
    const any = () => pick(r, services);
    if (q.includes("cron-failures")) {
      const s = any();
      for (let t = inp.start + 30_000; t < end; t += 60_000) {
        emit(t, s, "error", "cron job export-unsettled failed: nothing to export for window (exit 1)");
        emit(t + 50, s, "info", "cron job export-unsettled finished status=failed expected=true");
      }
    }
    if (q.includes("healthcheck-404")) {
      const s = any();
      for (let t = inp.start + 2000; t < end; t += 5000)
        emit(t, s, "warn", `GET /healthz 404 0ms ua=ELB-HealthChecker/2.0 ip=10.0.${int(r, 0, 3)}.${int(r, 1, 250)}`);
    }
    if (q.includes("gc-storm")) {
      const s = any();
      const a = F;
      for (let t = a; t < a + 70_000; t += int(r, 800, 2500))
        emit(t, s, "warn", `GC pause ${int(r, 210, 890)}ms exceeds 200ms target (heap ${int(r, 70, 88)}% of max)`);
      emit(a + 72_000, s, "info", "heap back to 41% after full GC, pauses normal");
    }
    if (q.includes("slow-query")) {
      const s = any();
      emit(F, s, "warn", `slow query 12.4s: SELECT ... FROM reports_daily WHERE period >= $1 (rows=881203)`);
    }
    if (q.includes("transient-502") && transient) {
      emit(transient[1] + 500, services[0], "info", "upstream pool healthy again (3/3)");
    }
    if (q.includes("retries-succeed")) {
      /* woven into the request loop */
    }
  }

  evs.sort((a, b) => a.t - b.t);
  const lines: string[] = [];
  for (const e of evs) lines.push(...render(inp.layout, e, ctx));
  let incidentStart: number | null = null;
  if (mode) incidentStart = firstSign ?? F;
  return { lines, incidentStart, services };
}
