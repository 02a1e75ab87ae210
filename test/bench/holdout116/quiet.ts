// The normal life of an estate: request traffic, health probes, periodic jobs, domain noise, one noisy service,
// deprecation warnings, an unrelated rollout or config reload. Quiet windows get only this plus a harmless episode.
import { type Estate, healthLine } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";
import type { Stream } from "./stream.js";

function startLines(rt: Runtime, svc: string, r: Rng, version: string): string[] {
  switch (rt) {
    case "java": {
      const app = `${svc.replace(/(^|-)([a-z])/g, (_, _d: string, c: string) => c.toUpperCase())}Application`;
      return [
        `Starting ${app} v${version} using Java 21.0.4 with PID 1`,
        `Tomcat started on port 8080 (http) with context path '/'`,
        `Started ${app} in ${r.int(9, 24)}.${r.int(100, 999)} seconds (process running for ${r.int(25, 30)}.${r.int(1, 9)})`,
      ];
    }
    case "node":
      return [
        `${svc}@${version} starting (node v20.17.0, NODE_ENV=production)`,
        `server listening on http://0.0.0.0:3000`,
      ];
    case "python":
      return [
        `Starting gunicorn 22.0.0`,
        `Listening at: http://0.0.0.0:8000 (1)`,
        `Booting worker with pid: ${r.int(7, 12)}`,
        `${svc} ${version} ready`,
      ];
    case "go":
      return [`starting ${svc} version=${version} commit=${r.hex(7)} go=go1.22.6`, `listening on :8080`];
    case "dotnet":
      return [
        `Now listening on: http://[::]:8080`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production (build ${version})`,
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode...`,
        `* Puma version: 6.4.2 ("The Eagle of Durango")`,
        `* Min threads: 5, max threads: 5`,
        `* Listening on http://0.0.0.0:3000`,
        `release ${version} booted`,
      ];
    case "cpp":
      return [`${svc} ${version} starting, config=/etc/${svc}/${svc}.yaml`, `worker pool started (8 threads)`];
  }
}

export function stopLine(rt: Runtime): string {
  switch (rt) {
    case "java":
      return "Commencing graceful shutdown. Waiting for active requests to complete";
    case "node":
      return "SIGTERM received, closing server";
    case "python":
      return "Handling signal: term";
    case "go":
      return "shutdown signal received, draining connections";
    case "dotnet":
      return "Application is shutting down...";
    case "ruby":
      return "- Gracefully stopping, waiting for requests to finish";
    case "cpp":
      return "caught SIGTERM, flushing buffers and exiting";
  }
}

/** A rolling restart of svc at t (new version), as its runtime logs it. */
export function rollout(s: Stream, e: Estate, svc: string, t: number, version: string) {
  const rt = e.services[svc];
  s.emit(t, svc, "info", stopLine(rt));
  let u = t + s.r.int(2000, 6000);
  for (const l of startLines(rt, svc, s.r, version)) {
    s.emit(u, svc, "info", l);
    u += s.r.int(40, 900);
  }
}

export interface BackgroundOpts {
  /** time near which an unrelated rollout or config reload happens */
  near: number;
  /** services that must not be picked for the unrelated rollout */
  avoid: string[];
  /** request traffic multiplier (1 = estate default) */
  load: number;
}

export function background(s: Stream, e: Estate, o: BackgroundOpts) {
  const r = s.r;
  const svcs = Object.keys(e.services);
  const total = e.flows.reduce((a, f) => a + f.w, 0);
  const ok = (svc: string, t: number) => !s.isSilent(svc, t);
  s.every(s.start, s.end, e.flowGapMs / o.load, (t) => {
    const x = r.next() * total;
    let acc = 0;
    const flow =
      e.flows.find((f) => {
        acc += f.w;
        return x < acc;
      }) ?? e.flows[0];
    if (flow.hops.some(([svc]) => s.isFailing(svc, t) || !ok(svc, t))) return;
    const trace = r.hex(16);
    let u = t;
    for (const [svc, msg, level] of flow.hops) {
      s.emit(u, svc, level ?? "info", msg(r), trace);
      u += r.int(3, 140);
    }
  });
  for (const svc of svcs) {
    const every = r.pick([10000, 15000, 20000]);
    for (let t = s.start + r.int(0, every); t < s.end; t += every + r.int(-40, 40)) {
      if (ok(svc, t)) s.emit(t, svc, "info", healthLine(e.services[svc], svc, r));
    }
  }
  for (const p of [...e.jobs, ...e.noise, ...e.deprecations]) {
    s.every(s.start, s.end, p.meanMs, (t) => {
      if (ok(p.svc, t)) s.emit(t, p.svc, p.level, p.msg(r));
    });
  }
  const n = e.noisy;
  s.emit(s.start + r.int(200, 3000), n.svc, n.level, n.msg(r));
  s.every(s.start, s.end, n.meanMs, (t) => {
    if (ok(n.svc, t)) s.emit(t, n.svc, n.level, n.msg(r));
  });
  // an unrelated rollout and a config reload somewhere near the interesting minute
  const free = e.deployable.filter((d) => !o.avoid.includes(d));
  const dep = r.pick(free);
  rollout(s, e, dep, o.near + r.int(-150000, 120000), `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`);
  const other = r.pick(svcs.filter((x) => x !== dep && !o.avoid.includes(x)));
  s.emit(
    o.near + r.int(-240000, 200000),
    other,
    "info",
    r.pick([
      `configuration reloaded from /etc/${other}/config.yaml (2 keys changed: log.sampling, feature.banner_text)`,
      `feature flags refreshed: 41 flags, 1 changed (ui.show_nps_survey=false)`,
      `ConfigMap ${other}-settings updated, hot-reloaded without restart`,
    ]),
  );
}

/** A harmless but noticeable episode for a quiet window. */
export function quietEpisode(s: Stream, e: Estate, t: number, kind: number) {
  const r = s.r;
  switch (e.key) {
    case "donor":
      if (kind === 0) {
        s.emit(
          t,
          "session-sync",
          "warn",
          "MU-09 reconnected after 2h14m offline (Basildon Civic Suite), replaying 57 queued records",
        );
        s.every(t, t + 60000, 1200, (u) =>
          s.emit(u, "session-sync", "info", `MU-09 replay: record ${r.int(1, 57)}/57 accepted`),
        );
        s.emit(t + 61000, "session-sync", "info", "MU-09 replay complete, 0 conflicts, 3 duplicates ignored");
      } else if (kind === 1) {
        s.every(t, t + 90000, 2500, (u) =>
          s.emit(
            u,
            "booking-api",
            "info",
            `Donor ${`D${r.int(1000000, 9899999)}`} deferred at session MU-04: haemoglobin ${r.int(115, 124)} g/L below 125 g/L, rebook in 6 months`,
          ),
        );
        s.emit(t + 30000, "clinic-slots", "warn", "Session MU-04 overbooked by 3 (walk-ins), waitlist enabled");
      } else {
        s.every(t, t + 45000, 900, (u) =>
          s.emit(u, "notify-gw", "warn", `provider textlocal responded 503, retry ${r.int(1, 2)}/3`),
        );
        s.every(t, t + 50000, 1000, (u) => s.emit(u, "notify-gw", "info", "sms delivered after retry (attempt 2)"));
      }
      break;
    case "lab":
      if (kind === 0) {
        s.emit(
          t,
          "nat-results",
          "warn",
          "cobas-6800-2 run 4411 invalid (internal control failed), samples queued for re-run on cobas-6800-1",
        );
        s.emit(t + 240000, "nat-results", "info", "re-run 4411 complete on cobas-6800-1: 96 samples non-reactive");
      } else if (kind === 1) {
        s.every(t, t + 80000, 3000, (u) =>
          s.emit(
            u,
            "lims-core",
            "warn",
            `Unit ${`G081726${r.int(100000, 999999)}`} expired in quarantine, discarded (results late > 5 days)`,
          ),
        );
      } else {
        s.emit(t, "label-print-agent", "warn", "printer ZT411-lab3 offline (paper out), jobs rerouted to ZT411-lab2");
        s.emit(t + 180000, "label-print-agent", "info", "printer ZT411-lab3 back online");
      }
      break;
    case "supply":
      if (kind === 0) {
        s.every(t, t + 120000, 5000, (u) =>
          s.emit(
            u,
            "coldchain-ingest",
            "warn",
            `TL-40544 excursion ${(6.2 + r.next()).toFixed(1)}C for ${r.int(3, 12)} min (limit 10.0C/30 min) - within tolerance, no action`,
          ),
        );
        s.emit(
          t + 125000,
          "alert-hub",
          "info",
          "excursion watch on SH-71620 closed: returned to range, unit remains issuable",
        );
      } else if (kind === 1) {
        s.every(t, t + 60000, 4000, (u) =>
          s.emit(
            u,
            "order-svc",
            "info",
            `Order line for ${r.pick(["Ro (R0r) red cells", "HLA-matched platelets", "Bombay phenotype red cells"])} back-ordered, reference lab notified`,
          ),
        );
        s.emit(
          t + 20000,
          "stock-ledger",
          "warn",
          "O NEG red cells at Cambridge below amber level (3.1 days stock), mutual aid request raised",
        );
      } else {
        s.every(t, t + 60000, 1800, (u) =>
          s.emit(u, "expiry-sweeper", "info", `discarded ${`G081725${r.int(100000, 999999)}`} platelets day 7 expiry`),
        );
      }
      break;
    default:
      if (kind === 0) {
        s.emit(
          t,
          "transport-coord",
          "warn",
          "charter G-OPOB diverted to Stansted (fog at Cambridge), CIT estimate +45 min",
        );
        s.emit(t + 90000, "case-api", "info", "Case OPO-26-0417 transport plan updated by coordinator");
      } else if (kind === 1) {
        s.every(t, t + 60000, 3000, (u) =>
          s.emit(
            u,
            "offer-notify",
            "info",
            `centre ${r.pick(["NTH-TX1", "MID-TX4", "EST-TX2"])} declined offer (reason: organ quality)`,
          ),
        );
      } else {
        s.emit(
          t,
          "registry-link",
          "warn",
          "Registry API responded 503 (maintenance window 02:00-02:15 announced), sync deferred",
        );
        s.emit(
          t + 120000,
          "registry-link",
          "info",
          "Registry waitlist delta sync resumed, 44 candidate updates applied",
        );
      }
  }
}
