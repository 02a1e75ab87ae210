/**
 * Holdout set 30: "shared dependencies and two fires at once". Written blind (the author never read the engine or
 * its tests) in the dev set's six formats.
 *
 * 64 scenarios across five made-up companies (a grocer, a freight forwarder, clinics, a publisher, a bank), each one
 * log file of 8-16 interleaved services sorted by printed time, with per-service clock skew, 1-8 minutes of normal
 * traffic before the fault, health checks, a periodic job, a noisy service with a constant harmless error or warning,
 * deprecation warnings and retries that succeed. Trace/request ids in about half the files.
 *
 * - 26 shared-dependency incidents (2 per category): a database, cache, broker, identity provider, CoreDNS, object
 *   store, feature-flag or config service, internal rate limiter or third-party gateway fails; it logs its cause
 *   (sometimes in a few lines) while 4-10 clients log their own errors about it in their runtime's wording. The
 *   origin is the shared dependency.
 * - 26 two-fires incidents (2 per category): the real incident in one application service (5xx at the edge, failed
 *   requests) and a smaller unrelated problem elsewhere (a batch job stuck on one row, a cron warning, an unused
 *   degraded replica, a dead customer webhook) that sometimes starts first or logs more ERROR lines. The label is the
 *   incident users feel.
 * - 12 quiet windows: a shared dependency has a planned or brief hiccup (restart, failover, rebalance, replica lag)
 *   and clients warn and recover.
 *
 * Labels follow shared/data/incidents/README.md plus `format`, `split` (seeded, half per category; quiet windows one
 * group), `note` and `lines`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Runtime, type Svc } from "./holdout30/estates.js";
import { EXT, FORMATS, type Format } from "./holdout30/formats.js";
import { type Line, SHARED, type SharedTpl, TWO, type TwoTpl } from "./holdout30/incidents.js";
import { DISTRACT, QUIET, type QuietTpl } from "./holdout30/quiet.js";
import { Rng } from "./holdout30/rng.js";
import { assignSplit } from "./holdout30/split.js";
import { Scene } from "./holdout30/stream.js";

export interface Holdout30Label extends NotedLabel {
  format: Format;
}

type Plan = { kind: "shared"; tpl: SharedTpl } | { kind: "two"; tpl: TwoTpl } | { kind: "quiet"; tpl: QuietTpl };

const STATUS_TEXT: Record<number, string> = {
  400: "400 Bad Request",
  401: "401 Unauthorized",
  422: "422 Unprocessable Entity",
  500: "500 Internal Server Error",
  502: "502 Bad Gateway",
  503: "503 Service Unavailable",
  504: "504 Gateway Timeout",
};

function callerLine(rt: Runtime, origin: string, status: number, path: string): string {
  const st = STATUS_TEXT[status] ?? String(status);
  switch (rt) {
    case "jvm":
      return `feign.FeignException: [${st}] during [GET] to [http://${origin}:8080${path}]`;
    case "go":
      return `call ${origin}${path}: unexpected status ${st}`;
    case "python":
      return `requests.exceptions.HTTPError: ${status} ${status >= 500 ? "Server" : "Client"} Error: ${st.slice(4)} for url: http://${origin}:8080${path}`;
    case "node":
      return `AxiosError: Request failed with status code ${status} (GET http://${origin}:8080${path})`;
    case "dotnet":
      return `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${st.slice(4)}).`;
    case "ruby":
      return `Faraday::ServerError (the server responded with status ${status}) calling ${origin}${path}`;
  }
}

/** Splits "first line\nrest" into message and stack. */
function split1(x: string): [string, string | undefined] {
  const i = x.indexOf("\n");
  return i < 0 ? [x, undefined] : [x.slice(0, i), x.slice(i + 1)];
}

function emitLines(s: Scene, svc: string, t0: number, lines: Line[], sub: (x: string) => string): number {
  let last = t0;
  for (const [off, level, text] of lines) {
    const [m, st] = split1(sub(text));
    s.add(t0 + off, svc, level, m, st);
    last = Math.max(last, t0 + off);
  }
  return last;
}

export function generateHoldout30(dir: string, seed = 30): Holdout30Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed * 7919 + 30);
  const plans: Plan[] = rng.shuffle([
    ...SHARED.map((tpl): Plan => ({ kind: "shared", tpl })),
    ...TWO.map((tpl): Plan => ({ kind: "two", tpl })),
    ...QUIET.map((tpl): Plan => ({ kind: "quiet", tpl })),
  ]);
  const splits = assignSplit(
    plans.map((p) => (p.kind === "quiet" ? null : p.tpl.cat)),
    rng,
  );
  const labels: Holdout30Label[] = [];
  plans.forEach((p, i) => {
    const id = `h30-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    let estate: Estate = rng.pick(ESTATES);
    if (p.kind === "two") {
      const rt = p.tpl.rt;
      estate = rng.pick(ESTATES.filter((e) => e.apps.some((a) => a.rt === rt && a.paths.length)));
    }
    const dayStart = Date.parse(`${estate.date}T00:00:00Z`) + rng.int(0, 20) * 3600000 + rng.int(0, 59) * 60000;
    const baseline = rng.int(60, 480) * 1000;
    const dur = rng.int(180, 480) * 1000;
    const start = dayStart;
    const t0 = start + baseline;
    const end = t0 + dur;
    // Services: the edge, 6+ applications (the origin of a two-fires window among them), 2-4 shared dependencies.
    let apps = rng.shuffle(estate.apps).slice(0, rng.int(6, estate.apps.length));
    let origin: Svc | undefined;
    if (p.kind === "two") {
      const rt = p.tpl.rt;
      origin = rng.pick(estate.apps.filter((a) => a.rt === rt && a.paths.length));
      if (!apps.includes(origin)) apps = [origin, ...apps.slice(1)];
    }
    const needed = p.kind === "two" ? [] : [p.tpl.dep];
    const extra = rng
      .shuffle(Object.keys(estate.deps) as Array<keyof Estate["deps"]>)
      .filter((k) => !needed.includes(k))
      .slice(0, rng.int(p.kind === "two" ? 2 : 1, 3));
    const deps = [...needed, ...extra].map((k): [keyof Estate["deps"], string] => [k, estate.deps[k]]);
    const s = new Scene(rng, estate, start, end, rng.chance(0.5), apps, deps);
    const target = rng.int(1700, 11000);
    const served = apps.filter((a) => a.paths.length);
    let note = "";
    let isIncident = true;
    let originService: string | null = null;
    let category: string | null = null;
    let hints: string[] = [];
    let sev: "medium" | "high" | null = null;

    if (p.kind === "shared") {
      const tpl = p.tpl;
      const dep = estate.deps[tpl.dep];
      const sub = (x: string) => x.replace(/\{dep\}/g, dep).replace(/\{vendor\}/g, estate.vendor);
      const last = emitLines(s, dep, t0, tpl.cause, sub);
      if (tpl.rep) {
        const [lv, text, gap] = tpl.rep;
        s.poisson(last, end, gap, (t) => {
          const [m, st] = split1(sub(text));
          s.add(t, dep, lv, m, st);
        });
      }
      const clients = rng.shuffle(apps).slice(0, Math.min(apps.length, rng.int(4, 10)));
      const lag = new Map<string, number>();
      for (const c of clients) {
        const from = t0 + rng.int(300, 20000);
        lag.set(c.name, from);
        const text = sub(tpl.client[c.rt] ?? tpl.client.any);
        const [m, st] = split1(text);
        let first = true;
        s.poisson(from, end, rng.int(1500, 9000), (t) => {
          if (!first && rng.chance(0.25)) {
            s.add(t, c.name, "warn", `${m} (attempt 1 of 3, retrying in 500ms)`, undefined, s.tid());
            return;
          }
          s.add(t, c.name, "error", m, first || rng.chance(0.3) ? st : undefined, s.tid());
          first = false;
        });
      }
      s.background(target, (svc, t, kind) => {
        const from = lag.get(svc.name);
        if (from === undefined || t < from || !rng.chance(0.75)) return false;
        if (kind !== "req") return kind === "work";
        const tr = s.tid();
        const path = s.path(svc);
        const ms = tpl.edge === 504 ? rng.int(10000, 30000) : rng.int(5, 400);
        s.appLine(t + ms, svc, path, tpl.edge === 401 ? 401 : 500, ms, tr);
        s.edgeLine(t + ms + 3, `/api${path}`, tpl.edge, ms + 4, svc.name, tr);
        return true;
      });
      note = `${tpl.note} (origin ${dep}; ${clients.length} clients complain)`;
      originService = dep;
      category = tpl.cat;
      hints = tpl.hints;
      sev = "high";
    } else if (p.kind === "two") {
      const tpl = p.tpl;
      const o = origin!;
      const sub = (x: string) => x.replace(/\{origin\}/g, o.name);
      const last = emitLines(s, o.name, t0, tpl.cause, sub);
      const [lv, text, gap] = tpl.rep;
      s.poisson(last, end, gap, (t) => {
        const [m, st] = split1(sub(text));
        s.add(t, o.name, lv, m, st, s.tid());
      });
      const others = rng.shuffle(apps.filter((a) => a !== o));
      const callers = others.slice(0, rng.int(1, 3));
      const edgeStatus = tpl.edge;
      const appStatus = edgeStatus === 502 || edgeStatus === 503 ? 0 : edgeStatus;
      for (const c of callers)
        s.poisson(t0 + rng.int(500, 8000), end, rng.int(2500, 9000), (t) => {
          const path = s.path(o);
          s.add(
            t,
            c.name,
            edgeStatus >= 500 ? "error" : "warn",
            callerLine(c.rt, o.name, edgeStatus, path),
            undefined,
            s.tid(),
          );
        });
      // The smaller, harmless problem: sometimes starts first, sometimes louder.
      const d = rng.pick(DISTRACT);
      const dsvc = others[others.length - 1];
      const dFrom = rng.chance(0.5) ? start + rng.int(0, baseline) : t0 + rng.int(-30000, 60000);
      s.poisson(dFrom, end, rng.chance(0.5) ? d.gap / 2 : d.gap, (t) =>
        s.add(t, dsvc.name, d.level, rng.pick(d.lines)),
      );
      s.background(target, (svc, t, kind) => {
        if (svc !== o || t < t0 + 200 || !rng.chance(0.85)) return false;
        if (kind !== "req") return true;
        const tr = s.tid();
        const path = s.path(o);
        const ms = edgeStatus === 504 ? rng.int(8000, 30000) : rng.int(3, 300);
        if (appStatus) s.appLine(t + ms, o, path, appStatus, ms, tr);
        s.edgeLine(t + ms + 2, `/api${path}`, edgeStatus, ms + 3, o.name, tr);
        return true;
      });
      note = `${tpl.note} (origin ${o.name}); meanwhile ${d.note} on ${dsvc.name}`;
      originService = o.name;
      category = tpl.cat;
      hints = tpl.hints;
      sev = edgeStatus >= 500 ? "high" : "medium";
    } else {
      const tpl = p.tpl;
      const dep = estate.deps[tpl.dep];
      const sub = (x: string) => x.replace(/\{dep\}/g, dep);
      const tq = t0;
      const last = emitLines(
        s,
        dep,
        tq,
        tpl.dep_lines.map(([o, l, x]): Line => [o, l, x]),
        sub,
      );
      for (const c of rng.shuffle(served).slice(0, rng.int(2, Math.min(5, served.length)))) {
        const n = rng.int(1, 3);
        for (let k = 0; k < n; k++) s.add(tq + rng.int(100, Math.max(500, last - tq)), c.name, "warn", sub(tpl.client));
        s.add(last + rng.int(500, 4000), c.name, "info", sub(tpl.recovered));
      }
      s.background(target);
      note = `quiet: ${tpl.note} (${dep})`;
      isIncident = false;
    }
    const lines = s.write(join(dir, file), format);
    labels.push({
      id,
      file,
      format,
      isIncident,
      originService,
      category,
      errorTypeHints: hints,
      incidentStart: isIncident ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: sev,
      split: splits[i],
      note,
      lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout30", generateHoldout30);
