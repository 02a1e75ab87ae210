// The four made-up companies: two SIEM vendors and two endpoint / vulnerability vendors. Each has its services,
// the roles noise and failures look them up by, and a baseline: traffic, probes, periodic jobs, one noisy
// service, deprecations, retries that succeed and one unrelated restart or reload near the middle.
import { deprecation, health, restart, type Svc } from "./runtime.js";
import type { Ctx } from "./stream.js";

export interface Estate {
  key: string;
  company: string;
  domain: "siem" | "edr";
  namespace: string;
  traceIds: boolean;
  services: Svc[];
  roles: Record<string, string>;
  noisy: string;
  baseline(c: Ctx, nearT: number, avoid: string[]): void;
}

export const svcOf = (e: Estate, name: string): Svc => {
  const s = e.services.find((x) => x.name === name);
  if (!s) throw new Error(`no service ${name} in ${e.key}`);
  return s;
};

const day = (t: number) => new Date(t).toISOString().slice(0, 10).replace(/-/g, ".");
const HOSTS = ["LT", "DT", "VDI", "SRV"];
const DEPTS = ["FIN", "MKT", "ENG", "HR", "OPS", "SAL", "LEG", "IT"];
export const host = (c: Ctx) =>
  `${c.rng.pick(HOSTS)}-${c.rng.pick(DEPTS)}-${String(c.rng.int(1, 2400)).padStart(4, "0")}`;
const USERS = ["a.kowalski", "m.osei", "j.lindqvist", "r.patel", "s.nakamura", "d.fernandes", "k.brandt", "l.moreau"];
export const user = (c: Ctx) => c.rng.pick(USERS);

function commonTail(c: Ctx, e: Estate, nearT: number, avoid: string[], reloads: ((t: number) => void)[]): void {
  const r = c.rng;
  for (const s of e.services) c.every(r.pick([10000, 15000, 20000]), (t) => health(c, s, t));
  // deprecation warnings: a couple of runtimes, a few times each
  for (const s of r.shuffle(e.services).slice(0, 3)) {
    deprecation(c, s, c.t0 + r.int(5, 120) * 1000);
    if (r.chance(0.5)) deprecation(c, s, c.t0 + r.int(200, 600) * 1000);
  }
  // one unrelated restart or reload within a few minutes of the middle / the failure
  const t = nearT + r.pick([-1, 1]) * r.int(40, 200) * 1000;
  if (r.chance(0.5)) {
    const cands = e.services.filter((s) => !avoid.includes(s.name) && s.rt !== "es" && s.name !== e.noisy);
    const s = r.pick(cands);
    restart(
      c,
      s,
      t,
      `${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 9)}`,
      r.pick(["rolling update", "image bump", "node drain"]),
    );
  } else r.pick(reloads)(t);
}

// ---------------------------------------------------------------- Quillstone: SIEM, trace ids
const quillstone: Estate = {
  key: "quillstone",
  company: "Quillstone Security",
  domain: "siem",
  namespace: "qs-prod",
  traceIds: true,
  services: [
    { name: "syslog-edge", rt: "go", port: 6514 },
    { name: "parse-worker", rt: "java", port: 8080 },
    { name: "geo-enrich", rt: "python", port: 8000 },
    { name: "hunt-es", rt: "es", port: 9200 },
    { name: "bulk-indexer", rt: "java", port: 8081 },
    { name: "rule-runner", rt: "java", port: 8082 },
    { name: "case-desk", rt: "ruby", port: 3000 },
    { name: "console-api", rt: "node", port: 4000 },
    { name: "intel-sync", rt: "python", port: 8001 },
    { name: "notify-relay", rt: "node", port: 4100 },
  ],
  roles: {
    collector: "syslog-edge",
    parser: "parse-worker",
    enrich: "geo-enrich",
    search: "hunt-es",
    indexer: "bulk-indexer",
    rules: "rule-runner",
    cases: "case-desk",
    api: "console-api",
    intel: "intel-sync",
    notify: "notify-relay",
  },
  noisy: "geo-enrich",
  baseline(c, nearT, avoid) {
    const r = c.rng;
    const idx = `events-${day(c.t0)}`;
    c.poisson(1.1, (t) => {
      const tr = c.tid();
      const n = r.int(80, 900);
      const src = `10.${r.pick([12, 14, 20, 44])}.${r.int(0, 40)}.${r.int(2, 250)}`;
      c.emit(
        "syslog-edge",
        t,
        "info",
        `accepted batch src=${src}:514 proto=${r.pick(["udp", "tcp", "tls"])} events=${n} bytes=${n * r.int(180, 420)}`,
        { trace: tr },
      );
      const out = n - r.int(0, 3);
      c.emit(
        "parse-worker",
        t + r.int(20, 90),
        "info",
        `pipeline=main batch in=${n} out=${out} codecs=[cef:${r.int(0, n)},leef:${r.int(0, 50)}] ${r.int(4, 60)}ms`,
        { trace: tr },
      );
      c.emit(
        "geo-enrich",
        t + r.int(100, 200),
        "info",
        `enriched ${out} events geoip=${r.int(0, out)} asn=${r.int(0, out)} in ${r.float(1, 14)}ms`,
        { trace: tr },
      );
    });
    c.poisson(0.35, (t) => {
      c.emit(
        "bulk-indexer",
        t,
        "info",
        `bulk ${r.int(900, 1500)} docs -> ${idx} took ${r.int(90, 480)}ms errors=false`,
      );
    });
    c.poisson(0.7, (t) => {
      const tr = c.tid();
      const id = r.int(30000, 39999);
      const kind = r.int(0, 3);
      if (kind === 0) {
        c.emit(
          "console-api",
          t + r.int(30, 120),
          "info",
          `GET /api/v1/cases/${id} 200 ${r.int(30, 180)}ms user=${user(c)}`,
          { trace: tr },
        );
        c.emit("case-desk", t, "info", `Started GET "/cases/${id}.json" for 10.2.${r.int(0, 9)}.${r.int(2, 250)}`, {
          trace: tr,
        });
        c.emit(
          "case-desk",
          t + r.int(20, 90),
          "info",
          `Completed 200 OK in ${r.int(14, 90)}ms (Views: ${r.float(1, 20)}ms | ActiveRecord: ${r.float(1, 30)}ms | Allocations: ${r.int(2000, 9000)})`,
          { trace: tr },
        );
      } else if (kind === 1) {
        c.emit(
          "console-api",
          t,
          "info",
          `POST /api/v1/search 200 ${r.int(120, 2400)}ms user=${user(c)} index=${idx} hits=${r.int(0, 9000)}`,
          { trace: tr },
        );
      } else {
        c.emit(
          "console-api",
          t,
          "info",
          `GET /api/v1/alerts?status=open&page=${r.int(1, 6)} 200 ${r.int(20, 160)}ms user=${user(c)}`,
          { trace: tr },
        );
      }
    });
    c.every(10000, (t, i) => {
      const m = r.chance(0.25) ? r.int(1, 3) : 0;
      c.emit(
        "rule-runner",
        t,
        "info",
        `sweep #${40000 + i} evaluated 412 rules over ${r.int(30000, 90000)} events in ${r.float(0.8, 2.6, 2)}s, ${m} matches`,
      );
      for (let k = 0; k < m; k++) {
        const tr = c.tid();
        const cs = r.int(30000, 39999);
        c.emit(
          "rule-runner",
          t + 50 + k * 30,
          "info",
          `alert ALR-${r.hex(8)} rule="${r.pick(["Impossible travel", "New service installed", "Okta MFA push spam", "Rare parent process", "Outbound to newly registered domain"])}" severity=${r.pick(["low", "medium"])} host=${host(c)} -> case CS-${cs}`,
          { trace: tr },
        );
        c.emit("case-desk", t + 90 + k * 30, "info", `Started POST "/api/cases" for 10.2.4.17`, { trace: tr });
        c.emit(
          "case-desk",
          t + 140 + k * 30,
          "info",
          `Completed 201 Created in ${r.int(20, 70)}ms (ActiveRecord: ${r.float(3, 20)}ms | Allocations: ${r.int(3000, 8000)})`,
          { trace: tr },
        );
        if (r.chance(0.6))
          c.emit(
            "notify-relay",
            t + r.int(300, 900),
            "info",
            `email queued for CS-${cs} to soc-tier1@quillstone.io (msgid <${r.hex(12)}@mail>)`,
            { trace: tr },
          );
      }
    });
    c.every(60000, (t) => {
      const f = r.pick(["urlhaus", "threatfox", "otx-pulses", "spamhaus-drop", "cisa-kev"]);
      c.emit(
        "intel-sync",
        t,
        "info",
        `feed ${f}: ${r.int(0, 400)} new indicators, ${r.int(0, 40)} expired (etag changed) in ${r.float(0.3, 4)}s`,
      );
    });
    c.every(45000, (t) => {
      c.emit(
        "hunt-es",
        t,
        "info",
        r.pick([
          `[o.e.c.m.MetadataMappingService] [hunt-es-master-0] [${idx}/${r.hex(22)}] update_mapping [_doc]`,
          `[o.e.x.i.IndexLifecycleRunner] [hunt-es-master-0] policy [events-hot-warm] for index [events-2026.11.${r.int(10, 22)}] on an error step due to a transient error, moving back to the failed step [check-migration] for execution. retry attempt [1]`,
          `[o.e.c.r.a.AllocationService] [hunt-es-master-0] current.health="GREEN" message="Cluster health status changed from [YELLOW] to [GREEN] (reason: [shards started [[${idx}][${r.int(0, 5)}]]])."`,
          `[o.e.x.m.MlDailyMaintenanceService] [hunt-es-master-0] triggering ML daily maintenance`,
        ]),
      );
    });
    // noisy: private addresses are never in GeoIP
    c.poisson(
      0.45,
      (t) => {
        c.emit(
          "geo-enrich",
          t,
          "error",
          `geoip2.errors.AddressNotFoundError: The address 10.${r.int(0, 60)}.${r.int(0, 255)}.${r.int(1, 254)} is not in the database.`,
        );
      },
      c.t0,
      c.t1,
      false,
    );
    c.poisson(0.01, (t) => {
      c.emit(
        "bulk-indexer",
        t,
        "warn",
        `bulk retry 1/3: ${r.int(3, 40)} items rejected with es_rejected_execution_exception (write queue full)`,
      );
      c.emit("bulk-indexer", t + r.int(800, 2000), "info", `bulk retry 1/3 succeeded for ${r.int(3, 40)} items`);
    });
    commonTail(c, this, nearT, avoid, [
      (t) =>
        c.emit(
          "rule-runner",
          t,
          "info",
          `loaded rule pack ${day(t)}-${r.int(2, 5)} (418 rules, ${r.int(1, 9)} changed, 0 disabled)`,
        ),
      (t) =>
        c.emit(
          "parse-worker",
          t,
          "info",
          `Reloading pipeline {"pipeline.id"=>"main"} after config change (patterns/cef.yml)`,
        ),
      (t) => c.emit("notify-relay", t, "info", `config reloaded: 14 routes, smtp relay smtp-out.quillstone.io:587`),
    ]);
  },
};

// ---------------------------------------------------------------- Ferrovane: SIEM, no trace ids
const ferrovane: Estate = {
  key: "ferrovane",
  company: "Ferrovane Analytics",
  domain: "siem",
  namespace: "fv-siem",
  traceIds: false,
  services: [
    { name: "wef-collector", rt: "dotnet", port: 5985 },
    { name: "normalizer", rt: "go", port: 7070 },
    { name: "ioc-matcher", rt: "go", port: 7071 },
    { name: "corr-engine", rt: "java", port: 8080 },
    { name: "os-cluster", rt: "es", port: 9200 },
    { name: "case-mgr", rt: "python", port: 8000 },
    { name: "feed-puller", rt: "python", port: 8001 },
    { name: "notifier", rt: "node", port: 3000 },
    { name: "search-gw", rt: "node", port: 3001 },
  ],
  roles: {
    collector: "wef-collector",
    parser: "normalizer",
    enrich: "ioc-matcher",
    search: "os-cluster",
    rules: "corr-engine",
    cases: "case-mgr",
    api: "search-gw",
    intel: "feed-puller",
    notify: "notifier",
  },
  noisy: "wef-collector",
  baseline(c, nearT, avoid) {
    const r = c.rng;
    c.poisson(0.9, (t) => {
      const sub = r.pick(["Security-DCs", "Sysmon-Workstations", "PowerShell-Servers", "Defender-All"]);
      const n = r.int(40, 1200);
      c.emit("wef-collector", t, "info", `Subscription '${sub}' delivered ${n} events from ${r.int(3, 80)} sources`);
      c.emit(
        "normalizer",
        t + r.int(30, 200),
        "info",
        `normalized ${n} events schema=ocsf-1.1 unmapped_fields=${r.int(0, 9)} ${r.int(2, 40)}ms`,
      );
      c.emit(
        "ioc-matcher",
        t + r.int(220, 400),
        "info",
        `batch matched events=${n} indicators=${r.float(1.1, 1.3, 2)}M hits=${r.chance(0.05) ? 1 : 0} took=${r.int(20, 240)}ms`,
      );
    });
    c.every(5000, (t, i) => {
      c.emit(
        "corr-engine",
        t,
        "info",
        `window ${i % 12} closed: ${r.int(200, 4000)} sequences evaluated, ${r.chance(0.15) ? 1 : 0} alerts [corr-window-${i % 4}]`,
      );
    });
    c.poisson(0.5, (t) => {
      const kind = r.int(0, 2);
      if (kind === 0)
        c.emit(
          "search-gw",
          t,
          "info",
          `POST /v1/query 200 ${r.int(80, 3000)}ms user=${user(c)} tenant=t-${r.int(100, 480)} rows=${r.int(0, 5000)}`,
        );
      else if (kind === 1) {
        const id = r.int(5000, 9999);
        c.emit("case-mgr", t, "info", `"GET /api/cases/${id}/ HTTP/1.1" 200 ${r.int(900, 12000)} ${r.int(12, 140)}ms`);
      } else c.emit("search-gw", t, "info", `GET /v1/correlations/active 200 ${r.int(20, 120)}ms user=${user(c)}`);
    });
    c.poisson(0.08, (t) => {
      const id = r.int(5000, 9999);
      c.emit(
        "corr-engine",
        t,
        "info",
        `alert raised rule=${r.pick(["brute-force-then-success", "lateral-smb-fanout", "dns-tunnel-entropy", "rare-admin-logon"])} entity=${host(c)} score=${r.int(40, 79)}`,
      );
      c.emit("case-mgr", t + r.int(80, 300), "info", `"POST /api/cases/ HTTP/1.1" 201 812 ${r.int(20, 90)}ms`);
      c.emit("case-mgr", t + r.int(300, 500), "info", `case ${id} opened from corr-engine alert, assigned queue=tier1`);
      c.emit(
        "notifier",
        t + r.int(600, 1500),
        "info",
        `slack message posted channel=#soc-alerts ts=${r.int(1700000000, 1799999999)}.${r.int(100000, 999999)}`,
      );
    });
    c.every(20000, (t) => {
      c.emit(
        "os-cluster",
        t,
        "info",
        r.pick([
          `[o.o.c.r.a.AllocationService] [os-cluster-mgr-0] Cluster health status changed from [YELLOW] to [GREEN] (reason: [shards started [[siem-events-000${r.int(100, 199)}][${r.int(0, 5)}]]]).`,
          `[o.o.i.i.ManagedIndexRunner] [os-cluster-mgr-0] Executing policy [siem-rollover] for index [siem-events-000${r.int(100, 199)}]`,
          `[o.o.j.s.JobSweeper] [os-cluster-data-${r.int(0, 3)}] Running full sweep`,
        ]),
      );
    });
    c.every(90000, (t) => {
      const f = r.pick(["misp-community", "abuseipdb", "feodo-tracker", "vendor-premium"]);
      c.emit(
        "feed-puller",
        t,
        "info",
        `pulled ${f}: ${r.int(0, 900)} indicators (+${r.int(0, 50)}/-${r.int(0, 30)}) published to ioc-matcher`,
      );
    });
    // noisy: kiosks with an old Sysmon build send a provider GUID nobody maps
    c.poisson(
      0.4,
      (t) => {
        c.emit(
          "wef-collector",
          t,
          "error",
          `fail: Ferrovane.Wef.EventDecoder[12] Dropped event from WS-KIOSK-${String(r.int(1, 14)).padStart(2, "0")}: unknown provider GUID {5770385F-C22A-43E0-BF4C-06F5698FFBD9}, EventID ${r.pick([1, 3, 11, 22])}`,
        );
      },
      c.t0,
      c.t1,
      false,
    );
    c.poisson(0.008, (t) => {
      c.emit("notifier", t, "warn", `slack chat.postMessage 429 rate_limited, retry-after=1s (attempt 1/5)`);
      c.emit("notifier", t + r.int(1100, 1600), "info", `slack message posted channel=#soc-alerts after retry`);
    });
    commonTail(c, this, nearT, avoid, [
      (t) =>
        c.emit(
          "corr-engine",
          t,
          "info",
          `Reloaded 63 correlation rules from git ref rules@${r.hex(7)} (2 added, 1 modified)`,
        ),
      (t) => c.emit("search-gw", t, "info", `tenant limits reloaded from /etc/search-gw/tenants.yaml (212 tenants)`),
      (t) => c.emit("feed-puller", t, "info", `schedule reloaded: 4 feeds, vendor-premium interval 15m -> 10m`),
    ]);
  },
};

// ---------------------------------------------------------------- Palisade: EDR with a sandbox, trace ids
const palisade: Estate = {
  key: "palisade",
  company: "Palisade Endpoint",
  domain: "edr",
  namespace: "pal-edr",
  traceIds: true,
  services: [
    { name: "agent-gw", rt: "go", port: 8443 },
    { name: "telemetry-ingest", rt: "go", port: 9000 },
    { name: "sigpub", rt: "python", port: 8000 },
    { name: "sandbox-broker", rt: "python", port: 8001 },
    { name: "detonator", rt: "cpp", port: 7000 },
    { name: "verdict-api", rt: "dotnet", port: 8080 },
    { name: "quarantine-svc", rt: "java", port: 8081 },
    { name: "policy-svc", rt: "node", port: 3000 },
    { name: "console-bff", rt: "node", port: 3001 },
  ],
  roles: {
    agentgw: "agent-gw",
    telemetry: "telemetry-ingest",
    sigs: "sigpub",
    sandbox: "sandbox-broker",
    detonator: "detonator",
    verdict: "verdict-api",
    quarantine: "quarantine-svc",
    policy: "policy-svc",
    api: "console-bff",
  },
  noisy: "agent-gw",
  baseline(c, nearT, avoid) {
    const r = c.rng;
    c.poisson(1.4, (t) => {
      const tr = c.tid();
      const h = host(c);
      c.emit(
        "agent-gw",
        t,
        "info",
        `checkin agent=${r.hex(8)} host=${h} os=${r.pick(["win11-23h2", "win10-22h2", "macos-14.6", "ubuntu-22.04"])} ver=7.${r.int(2, 4)}.${r.int(0, 9)} policy=rev${r.int(86, 88)} sigs=${day(c.t0).replace(/\./g, "")}0${r.int(4, 6)}`,
        { trace: tr },
      );
      if (r.chance(0.5))
        c.emit(
          "telemetry-ingest",
          t + r.int(20, 120),
          "info",
          `ingested ${r.int(20, 4000)} events host=${h} lag=${r.float(0.2, 2.5)}s`,
          { trace: tr },
        );
    });
    c.poisson(0.2, (t) => {
      const tr = c.tid();
      const sha = r.hex(64);
      c.emit("agent-gw", t, "info", `file verdict requested sha256=${sha.slice(0, 16)}… host=${host(c)}`, {
        trace: tr,
      });
      c.emit(
        "verdict-api",
        t + r.int(10, 40),
        "info",
        `Request finished HTTP/1.1 GET http://verdict-api:8080/v2/verdicts/${sha} - 200 - application/json ${r.float(3, 60, 4)}ms`,
        { trace: tr },
      );
      if (r.chance(0.15)) {
        c.emit(
          "sandbox-broker",
          t + r.int(100, 300),
          "info",
          `sample ${sha.slice(0, 12)} queued for detonation profile=${r.pick(["win10-office", "win11-generic", "macos-14"])} position=${r.int(1, 9)}`,
          { trace: tr },
        );
        c.emit(
          "detonator",
          t + r.int(2000, 9000),
          "info",
          `[vm-${String(r.int(1, 16)).padStart(2, "0")}] analysis ${sha.slice(0, 12)} finished in ${r.int(90, 280)}s: ${r.int(3, 40)} processes, ${r.int(0, 60)} network flows, verdict=benign`,
          { trace: tr },
        );
      }
    });
    c.every(30000, (t) => {
      c.emit(
        "sigpub",
        t,
        "info",
        `served manifest rev ${day(c.t0).replace(/\./g, "")}0${r.int(5, 6)} to ${r.int(200, 900)} agents in last 30s (delta ${r.int(100, 400)}KB, full ${r.int(0, 6)})`,
      );
    });
    c.poisson(0.45, (t) => {
      const tr = c.tid();
      const kind = r.int(0, 2);
      if (kind === 0)
        c.emit("console-bff", t, "info", `GET /api/devices?filter=online&limit=100 200 ${r.int(40, 300)} ms`, {
          trace: tr,
        });
      else if (kind === 1) {
        c.emit("console-bff", t, "info", `GET /api/policies/rev${r.int(86, 88)} 200 ${r.int(10, 60)} ms`, {
          trace: tr,
        });
        c.emit(
          "policy-svc",
          t - r.int(5, 30),
          "info",
          `policy rev${r.int(86, 88)} served to console (etag match=${r.chance(0.7)})`,
          { trace: tr },
        );
      } else c.emit("console-bff", t, "info", `GET /api/detections?since=24h 200 ${r.int(60, 500)} ms`, { trace: tr });
    });
    c.every(60000, (t) => {
      c.emit(
        "quarantine-svc",
        t,
        "info",
        `retention sweep: ${r.int(0, 30)} quarantined files past 30d released to purge, vault usage ${r.int(41, 46)}%`,
      );
    });
    // noisy: laptops with broken clocks are refused until NTP catches up
    c.poisson(
      0.35,
      (t) => {
        c.emit(
          "agent-gw",
          t,
          "error",
          `rejecting checkin from agent ${r.hex(8)} (${host(c)}): request timestamp skew ${r.int(301, 4000)}s exceeds 300s`,
        );
      },
      c.t0,
      c.t1,
      false,
    );
    c.poisson(0.01, (t) => {
      c.emit(
        "telemetry-ingest",
        t,
        "warn",
        `kafka produce to edr.events partition ${r.int(0, 23)}: NOT_LEADER_OR_FOLLOWER, refreshing metadata and retrying (1/5)`,
      );
      c.emit("telemetry-ingest", t + r.int(150, 600), "info", `kafka produce to edr.events recovered after 1 retry`);
    });
    commonTail(c, this, nearT, avoid, [
      (t) =>
        c.emit("policy-svc", t, "info", `published policy rev${r.int(89, 90)}: 3 exclusions changed, rollout 10% ring`),
      (t) =>
        c.emit("console-bff", t, "info", `feature flags refreshed: devices.bulkIsolate=on, detections.newTimeline=off`),
      (t) =>
        c.emit(
          "quarantine-svc",
          t,
          "info",
          `Refreshing Spring context after config change: quarantine.retention-days=30`,
        ),
    ]);
  },
};

// ---------------------------------------------------------------- Northgale: vulnerability scanning + light EDR, no trace ids
const northgale: Estate = {
  key: "northgale",
  company: "Northgale Vulnerability Cloud",
  domain: "edr",
  namespace: "ng-prod",
  traceIds: false,
  services: [
    { name: "agent-hub", rt: "go", port: 8443 },
    { name: "telemetry-writer", rt: "java", port: 8080 },
    { name: "scan-orchestrator", rt: "java", port: 8081 },
    { name: "scanner-pool", rt: "go", port: 7443 },
    { name: "asset-inventory", rt: "ruby", port: 3000 },
    { name: "cve-sync", rt: "python", port: 8000 },
    { name: "report-builder", rt: "dotnet", port: 5000 },
    { name: "portal-web", rt: "node", port: 3001 },
    { name: "license-svc", rt: "go", port: 7000 },
  ],
  roles: {
    agentgw: "agent-hub",
    telemetry: "telemetry-writer",
    scanorch: "scan-orchestrator",
    scanner: "scanner-pool",
    inventory: "asset-inventory",
    intel: "cve-sync",
    reports: "report-builder",
    api: "portal-web",
    license: "license-svc",
  },
  noisy: "asset-inventory",
  baseline(c, nearT, avoid) {
    const r = c.rng;
    c.poisson(1.0, (t) => {
      const n = r.int(10, 3000);
      c.emit(
        "agent-hub",
        t,
        "info",
        `agent ${r.hex(12)} uploaded telemetry batch events=${n} gz=${r.int(4, 900)}KB host=${host(c)}`,
      );
      c.emit(
        "telemetry-writer",
        t + r.int(30, 150),
        "info",
        `[Producer clientId=telemetry-writer-1] appended ${n} records to ng.telemetry-${r.int(0, 11)}`,
      );
    });
    c.poisson(0.6, (t) => {
      const ip = `10.${r.pick([55, 56, 70])}.${r.int(0, 20)}.${r.int(2, 250)}`;
      c.emit(
        "scanner-pool",
        t,
        "info",
        `${r.pick(["scn-ams-01", "scn-ams-02", "scn-rtm-01", "scn-rtm-02", "scn-fra-01"])} task ${r.hex(8)} target=${ip} checks=${r.int(300, 9000)} findings=${r.int(0, 40)} duration=${r.int(4, 300)}s`,
      );
      if (r.chance(0.5))
        c.emit(
          "scan-orchestrator",
          t + r.int(50, 300),
          "info",
          `results accepted task=${r.hex(8)} target=${ip} (${r.int(1, 400)}KB)`,
        );
    });
    c.every(15000, (t) => {
      c.emit(
        "scan-orchestrator",
        t,
        "info",
        `dispatch tick: ${r.int(40, 200)} tasks queued, ${r.int(8, 12)} scanners online, ${r.int(20, 90)} tasks in flight`,
      );
    });
    c.every(15000, (t) => {
      for (const s of ["scn-ams-01", "scn-ams-02", "scn-rtm-01", "scn-rtm-02", "scn-fra-01"])
        c.emit(
          "scanner-pool",
          t + r.int(0, 900),
          "debug",
          `${s} check-in ok load=${r.float(0.2, 3.8, 2)} tasks=${r.int(2, 12)}`,
        );
    });
    c.poisson(0.45, (t) => {
      const k = r.int(0, 2);
      if (k === 0) c.emit("portal-web", t, "info", `GET /api/assets?page=${r.int(1, 30)} 200 ${r.int(30, 400)}ms`);
      else if (k === 1) {
        c.emit("portal-web", t, "info", `GET /api/findings?severity=critical 200 ${r.int(60, 900)}ms`);
        c.emit(
          "asset-inventory",
          t - r.int(10, 60),
          "info",
          `Completed 200 OK in ${r.int(10, 90)}ms (Views: ${r.float(1, 10)}ms | ActiveRecord: ${r.float(2, 40)}ms | Allocations: ${r.int(2000, 20000)})`,
        );
      } else c.emit("portal-web", t, "info", `POST /api/reports 202 ${r.int(20, 80)}ms`);
    });
    c.poisson(0.05, (t) => {
      c.emit(
        "report-builder",
        t,
        "info",
        `info: Northgale.Reports.Worker[0] Rendered report ${r.hex(8)} (${r.pick(["executive", "pci-dss", "remediation"])}, ${r.int(4, 180)} pages) in ${r.int(2, 40)}s`,
      );
    });
    c.every(120000, (t) => {
      c.emit(
        "cve-sync",
        t,
        "info",
        `NVD delta sync: ${r.int(0, 60)} CVEs modified since last run, ${r.int(0, 12)} new, KEV catalog unchanged`,
      );
    });
    c.every(60000, (t) => {
      c.emit(
        "license-svc",
        t,
        "info",
        `seat usage tenant=${r.pick(["acme-logistics", "hesper-bank", "orbis-retail"])} ${r.int(800, 9000)} agents, ${r.int(10, 400)} scan targets`,
      );
    });
    // noisy: the CMDB import keeps reporting assets whose two sources disagree
    c.poisson(
      0.35,
      (t) => {
        c.emit(
          "asset-inventory",
          t,
          "error",
          `Reconcile failed for asset #${r.int(100000, 199999)}: hostname mismatch (cmdb="${host(c)}", agent="${host(c)}"), keeping cmdb value`,
        );
      },
      c.t0,
      c.t1,
      false,
    );
    c.poisson(0.01, (t) => {
      c.emit(
        "cve-sync",
        t,
        "warn",
        `GET https://services.nvd.nist.gov/rest/json/cves/2.0?lastModStartDate=... read timed out (attempt 1/3), retrying in 6s`,
      );
      c.emit("cve-sync", t + r.int(6500, 9000), "info", `NVD request succeeded on attempt 2`);
    });
    commonTail(c, this, nearT, avoid, [
      (t) => c.emit("scan-orchestrator", t, "info", `Reloaded scan policies: 'pci-external' max_concurrency 20 -> 24`),
      (t) => c.emit("license-svc", t, "info", `license file reloaded (expires 2027-06-30, 12000 seats)`),
      (t) => c.emit("portal-web", t, "info", `config reloaded: SSO metadata refreshed for 3 tenants`),
    ]);
  },
};

export const ESTATES: Estate[] = [quillstone, ferrovane, palisade, northgale];
