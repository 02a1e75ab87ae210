// Builds one aggregated window: everyday traffic of an estate, its harmless noise, and (optionally) a failing chain.
import { DEPRECATION, ESTATES, type Estate, type Runtime, type Service, service, startLine } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Spec } from "./incidents.js";
import type { Extra } from "./quiet.js";
import { fill, type Rng } from "./rng.js";
import { callerSays, edgeSays } from "./symptoms.js";

interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface Window {
  lines: string[];
  start: number;
  incidentStart: number | null;
}

const EDGE: Record<string, string> = {
  layerwerk: "storefront-api",
  millforge: "edge-gw",
  fabloop: "web-bff",
  partsmith: "portal",
};

const SCANS = [
  "/wp-login.php",
  "/.env",
  "/admin/config.php",
  "/.git/config",
  "/phpmyadmin/index.php",
  "/api/v1/../../etc/passwd",
];

function stopLine(rt: Runtime): string {
  switch (rt) {
    case "node":
      return "SIGTERM received, draining connections";
    case "python":
      return "Handling signal: term";
    case "go":
      return "shutdown signal received, draining for 10s";
    case "java":
      return "o.s.b.w.e.tomcat.GracefulShutdown - Commencing graceful shutdown. Waiting for active requests to complete";
    case "dotnet":
      return "Microsoft.Hosting.Lifetime: Application is shutting down...";
    case "ruby":
      return "- Gracefully stopping, waiting for requests to finish";
    case "cpp":
      return "caught SIGTERM, finishing 2 in-flight jobs";
  }
}

function bump(v: string, r: Rng): string {
  const p = v.split(".");
  p[p.length - 1] = String(Number(p[p.length - 1]) + r.int(1, 3));
  return p.join(".");
}

export function buildWindow(
  r: Rng,
  estateKey: string,
  format: Format,
  start: number,
  durMin: number,
  spec: Spec | null,
  incidentAt: number | null,
  extras: Extra[],
): Window {
  const E: Estate = ESTATES[estateKey];
  const end = start + durMin * 60_000;
  const origin = spec?.origin ?? null;
  const involved = new Set<string>([...(origin ? [origin] : []), ...(spec?.chain.map((c) => c[0]) ?? [])]);
  if (spec?.storm) involved.add(spec.storm[0]);
  const edge = EDGE[estateKey];
  involved.add(edge);

  // 8-10 services: drop one bystander now and then
  let svcs: Service[] = [...E.services];
  if (svcs.length > 9 && r.chance(0.5)) {
    const spare = svcs.filter((s) => !involved.has(s.name) && !E.noisy.includes(s.name));
    if (spare.length) {
      const drop = r.pick(spare).name;
      svcs = svcs.filter((s) => s.name !== drop);
    }
  }
  const present = new Set(svcs.map((s) => s.name));
  const skew: Record<string, number> = {};
  const host: Record<string, string> = {};
  for (const s of svcs) {
    skew[s.name] = r.int(-300, 300);
    host[s.name] = format === "datadog" ? `${s.name}.node-${r.int(0, 5)}` : `${s.name}-${r.hex(9)}-${r.hex(5)}`;
  }
  const rt = (n: string) => service(E, n).rt;

  // traffic scale: aim for 1,700-9,000 lines
  const base = svcs.reduce((a, s) => a + s.rate, 0) + 0.3 * 3.5;
  let scale = 0.6 + r.next() * 0.9;
  const expected = base * scale * durMin * 60;
  if (expected > 7200) scale *= 7200 / expected;
  if (expected < 1900) scale *= 1900 / expected;

  const ev: Ev[] = [];
  const push = (t: number, svc: string, level: Level, msg: string, stack?: string, trace?: string) => {
    if (t < start || t >= end || !present.has(svc)) return;
    ev.push({ t, svc, level, msg, stack, trace });
  };
  const exp = (rate: number) => (-Math.log(1 - r.next()) / rate) * 1000;
  const after = incidentAt ?? end + 1;
  const keep = spec?.keep ?? 0.6;
  const edgeUrl = spec?.edge?.[0].split(" ")[1];
  const dropped = (svc: string, msg: string, t: number) =>
    t >= after &&
    ((spec?.drop ?? []).some(([s, sub]) => s === svc && msg.includes(sub)) ||
      (svc === edge && edgeUrl !== undefined && msg.includes(edgeUrl) && r.chance(0.85)));
  const silenced = (svc: string, t: number) => svc === origin && t >= after && !r.chance(keep);

  // everyday lines
  for (const s of svcs) {
    for (let t = start + r.int(0, 3000); t < end; t += exp(s.rate * scale)) {
      if (silenced(s.name, t)) continue;
      const [lvl, tpl] = s.noise && r.chance(0.08) ? r.pick(s.noise) : r.pick(s.daily);
      const msg = fill(tpl, r);
      if (!dropped(s.name, msg, t)) push(t, s.name, lvl, msg);
    }
    if (s.health) {
      for (let t = start + r.int(0, 10_000); t < end; t += r.int(9_500, 10_500)) {
        if (!silenced(s.name, t)) push(t, s.name, "info", s.health);
      }
    }
    if (s.job) {
      for (let t = start + r.int(0, s.job[1] * 1000); t < end; t += s.job[1] * 1000 + r.int(-1500, 1500)) {
        if (!silenced(s.name, t)) push(t, s.name, "info", fill(s.job[0], r));
      }
    }
  }
  // request flows across services
  for (let t = start + r.int(0, 2000); t < end; t += exp(0.3 * scale)) {
    const f = pickWeighted(
      r,
      E.flows.map((x) => x.weight),
    );
    const flow = E.flows[f];
    if (t >= after && flow.steps.some((s) => s[0] === origin)) continue;
    const trace = E.traces ? r.hex(12) : undefined;
    let dt = 0;
    if (flow.steps.some(([svc, tpl]) => dropped(svc, tpl, t))) continue;
    for (const [svc, tpl] of flow.steps) {
      push(t + dt, svc, "info", fill(tpl, r), undefined, trace);
      dt += r.int(4, 90);
    }
  }
  // the noisy service: one harmless complaint from the first minute
  const noisyName = E.noisy.find((n) => n !== origin && present.has(n));
  if (noisyName) {
    const nag = service(E, noisyName).nag;
    if (nag) {
      const every = r.int(5, 14) * 1000;
      for (let t = start + r.int(2000, 40_000); t < end; t += every + r.int(-1500, 1500)) {
        push(t, noisyName, nag[0], fill(nag[1], r));
      }
    }
  }
  // deprecation warnings
  for (const s of svcs.filter(() => r.chance(0.35))) {
    for (let t = start + r.int(0, 90_000); t < end; t += r.int(240_000, 420_000)) {
      push(t, s.name, "warn", DEPRECATION[s.rt]);
    }
  }
  // retries that succeed
  const pairs: Array<[string, string]> = [];
  for (const [callee, callers] of Object.entries(E.callers)) {
    for (const c of callers) {
      if (callee !== origin && c !== origin && present.has(callee) && present.has(c)) pairs.push([c, callee]);
    }
  }
  const retries = r.int(4, 8);
  for (let i = 0; i < retries && pairs.length; i++) {
    const [c, callee] = r.pick(pairs);
    const t = start + r.int(0, durMin * 60_000);
    const said = callerSays(rt(c), "retry", callee, r, false);
    push(
      t,
      c,
      "warn",
      said.msg.replace(/attempt[ =']*\d+/i, (m) => m.replace(/\d+/, "2")),
    );
    push(t + r.int(200, 1500), c, "info", `${callee} call succeeded on attempt 2`);
  }
  if (extras.includes("retry-burst") && pairs.length) {
    const [c, callee] = r.pick(pairs);
    const t0 = start + r.int(120_000, durMin * 60_000 - 60_000);
    for (let i = 0; i < r.int(10, 22); i++) {
      const t = t0 + r.int(0, 25_000);
      push(t, c, "warn", callerSays(rt(c), "retry", callee, r, false).msg);
      push(t + r.int(300, 1800), c, "info", `${callee} call succeeded on attempt 2`);
    }
  }
  if (extras.includes("noise-burst")) {
    const noisy = svcs.filter((s) => s.noise && s.name !== origin);
    for (let k = 0; k < 2 && noisy.length; k++) {
      const s = r.pick(noisy);
      const t0 = start + r.int(60_000, durMin * 60_000 - 120_000);
      for (let i = 0; i < r.int(8, 18); i++) {
        const [lvl, tpl] = r.pick(s.noise ?? []);
        push(t0 + r.int(0, 180_000), s.name, lvl, fill(tpl, r));
      }
    }
  }
  if (extras.includes("scanner")) {
    const t0 = start + r.int(60_000, durMin * 60_000 - 90_000);
    for (let i = 0; i < r.int(25, 60); i++) {
      const path = r.pick(SCANS);
      const t = t0 + i * r.int(300, 1500);
      const line =
        estateKey === "layerwerk"
          ? `GET ${path} 404 ${r.int(1, 4)}ms`
          : estateKey === "millforge"
            ? `access method=GET path=${path} status=404 upstream=- dur=${r.int(0, 2)}ms`
            : estateKey === "fabloop"
              ? `request completed method=GET url=${path} statusCode=404 responseTime=${r.int(1, 3)}.2`
              : `Started GET "${path}" for 185.220.${r.int(100, 103)}.${r.int(2, 250)}`;
      push(t, edge, estateKey === "partsmith" ? "info" : "warn", line);
      if (estateKey === "partsmith") push(t + 3, edge, "info", "Completed 404 Not Found in 2ms (ActiveRecord: 0.0ms)");
    }
  }
  if (extras.includes("transient") && pairs.length) {
    const [c, callee] = r.pick(pairs);
    const t = start + r.int(90_000, durMin * 60_000 - 60_000);
    const said = callerSays(rt(c), "timeout", callee, r, true);
    push(t, c, said.level, said.msg, said.stack);
    push(t + r.int(400, 2500), c, "info", `${callee} call succeeded on attempt 2`);
  }

  // unrelated deploys or config reloads near the failing minute
  const bystanders = svcs.filter((s) => !involved.has(s.name) && s.name !== noisyName);
  const deploys = extras.includes("second-deploy") ? 2 : 1;
  for (let i = 0; i < deploys && bystanders.length; i++) {
    const s = r.pick(bystanders);
    const around = incidentAt ?? start + r.int(120_000, durMin * 60_000 - 120_000);
    const t = around + r.int(-150_000, 110_000) + i * 200_000;
    if (r.chance(0.7)) {
      push(t, s.name, "info", stopLine(s.rt));
      push(t + r.int(6000, 20_000), s.name, "info", startLine(s.rt, s.name, bump(s.version, r)));
      push(t + r.int(21_000, 24_000), s.name, "warn", DEPRECATION[s.rt]);
    } else {
      push(
        t,
        s.name,
        "info",
        `config reloaded from /etc/${s.name}/app.yaml (3 keys changed: log.sampling, cache.ttl, feature.beta_quotes)`,
      );
    }
  }

  // the failing chain
  if (spec && incidentAt !== null && origin) {
    for (const [off, lvl, tpl, st] of spec.pre ?? []) {
      push(incidentAt + off * 1000 + r.int(0, 900), origin, lvl, fill(tpl, r), st ? fill(st, r) : undefined);
    }
    const pO = spec.mode === "quiet" ? 0 : (spec.pOrigin ?? 0.9);
    for (let t = incidentAt + r.int(0, 1500); t < end; t += exp(spec.rate)) {
      const trace = E.traces ? r.hex(12) : undefined;
      if (r.chance(pO) && spec.o.length) {
        const [lvl, tpl, st] = r.pick(spec.o);
        push(t, origin, lvl, fill(tpl, r), st && r.chance(0.7) ? fill(st, r) : undefined, trace);
      }
      let dt = r.int(5, 120);
      if (spec.storm && r.chance(0.9)) {
        const [s, callee, n] = spec.storm;
        for (let k = 0; k < n; k++) {
          dt += r.int(100, 900);
          const said = callerSays(rt(s), "retry", callee, r, false);
          push(t + dt, s, said.level, said.msg, undefined, trace);
        }
        dt += r.int(50, 300);
        const fail = callerSays(rt(s), spec.mode === "quiet" ? "refused" : "5xx", callee, r, r.chance(0.2));
        push(t + dt, s, fail.level, fail.msg, fail.stack, trace);
      }
      for (const [svc, sym, callee0] of spec.chain) {
        if (!r.chance(0.85)) continue;
        const callee = callee0 ?? origin;
        dt += sym === "timeout" ? r.int(8000, 30_000) : r.int(10, 400);
        if (sym === "edge") {
          const [path, code] = spec.edge ?? ["GET /", 502];
          const said = edgeSays(estateKey, path, code, callee, r);
          push(t + dt, svc, said.level, said.msg, undefined, trace);
        } else {
          const said = callerSays(rt(svc), sym, callee, r, r.chance(0.25));
          push(t + dt, svc, said.level, said.msg, said.stack, trace);
        }
      }
    }
  }

  // print: skewed clocks, sorted by printed time
  const printed: Printed[] = ev
    .map((e) => ({ ...e, at: Math.round(e.t + skew[e.svc]), host: host[e.svc] }))
    .sort((a, b) => a.at - b.at);
  const pad = Math.max(...svcs.map((s) => s.name.length + 2));
  const lines: string[] = [];
  for (const p of printed) lines.push(...render(format, p, E.namespace, pad));
  return { lines, start, incidentStart: incidentAt };
}

function pickWeighted(r: Rng, w: number[]): number {
  const total = w.reduce((a, b) => a + b, 0);
  let x = r.next() * total;
  for (let i = 0; i < w.length; i++) {
    x -= w[i];
    if (x < 0) return i;
  }
  return w.length - 1;
}
