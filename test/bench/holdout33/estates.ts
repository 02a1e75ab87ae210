// Five made-up companies. Each names its application services by role (so one incident script fits every estate)
// and says what they print on a normal day; `background` writes that normal day into a stream.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface App {
  name: string;
  /** Domain lines, with {id} {n} {ms} {k} holes. */
  says: string[];
  /** Runtime: picks the deprecation warning and the retry wording. */
  rt: "node" | "java" | "go" | "python";
}

export interface Estate {
  company: string;
  ns: string;
  domain: string;
  edge: App;
  api: App;
  api2: App;
  worker: App;
  db: string;
  cache: string;
  noisy: App;
  noise: { level: "warn" | "error"; msg: string; every: number };
  extra: App[];
  /** Public paths served through the edge, and what the api is called for. */
  paths: string[];
  vendor: { name: string; host: string; caller: "api" | "api2" | "worker" };
  job: string;
}

const a = (name: string, rt: App["rt"], ...says: string[]): App => ({ name, rt, says });

export const ESTATES: Estate[] = [
  {
    company: "Larkspur Freight",
    ns: "freight-prod",
    domain: "larkspur.io",
    edge: a("shipper-portal", "node", "rendered dashboard for shipper S{id} in {ms}ms"),
    api: a(
      "shipment-api",
      "java",
      "shipment LSF{id} created: {n} parcels, service=EXPRESS",
      "shipment LSF{id} status -> IN_TRANSIT",
      "quote computed for lane DE-NL weight={n}kg in {ms}ms",
    ),
    api2: a("route-planner", "go", "planned route for LSF{id}: {n} stops, eta {k}h", "route cache hit ratio 0.{n}"),
    worker: a(
      "dock-scheduler",
      "python",
      "slot {k}:00 at dock {n} assigned to LSF{id}",
      "released {n} expired slot holds",
    ),
    db: "shipments-db",
    cache: "tracking-redis",
    noisy: a("label-printer", "node"),
    noise: {
      level: "error",
      msg: "printer ZT411-{n} unreachable on 10.40.7.{n}:9100, label queued for retry",
      every: 9000,
    },
    extra: [
      a("tracking-ws", "node", "ws fan-out: {n} subscribers for LSF{id}", "tracking event scan@hub-{n} stored"),
      a("billing-sync", "python", "invoice INV-{id} exported to ledger ({n} lines)"),
    ],
    paths: ["/api/v2/shipments", "/api/v2/quotes", "/api/v2/tracking", "/api/v2/labels"],
    vendor: { name: "carrier API (DHL Express)", host: "express.api.dhl.com", caller: "api2" },
    job: "purge-stale-quotes",
  },
  {
    company: "Copperleaf Clinics",
    ns: "clinics",
    domain: "copperleaf.health",
    edge: a("patient-gateway", "go", "proxied {k} /appointments for session {id} in {ms}ms"),
    api: a(
      "appointment-svc",
      "java",
      "appointment A-{id} booked with provider P{n} for {k}:30",
      "availability search returned {n} slots in {ms}ms",
    ),
    api2: a("patient-records", "java", "record R{id} fetched ({n} encounters)", "consent check ok for R{id}"),
    worker: a(
      "reminder-worker",
      "python",
      "sent {n} SMS reminders for slot {k}:00",
      "reminder batch {id} done in {ms}ms",
    ),
    db: "clinic-pg",
    cache: "session-redis",
    noisy: a("audit-trail", "go"),
    noise: {
      level: "warn",
      msg: "audit sink lagging: {n} events buffered, oldest {ms}ms (threshold 500ms)",
      every: 7000,
    },
    extra: [
      a("insurance-verify", "node", "eligibility check for member M{id}: ACTIVE ({ms}ms)"),
      a("provider-directory", "go", "directory sync: {n} providers unchanged"),
      a("billing-claims", "java", "claim CLM-{id} submitted, {n} line items"),
    ],
    paths: ["/v1/appointments", "/v1/availability", "/v1/patients/me", "/v1/providers"],
    vendor: { name: "eligibility clearinghouse (Availity)", host: "api.availity.com", caller: "api2" },
    job: "reconcile-no-shows",
  },
  {
    company: "Brightwater Energy",
    ns: "bw-prod",
    domain: "brightwater.energy",
    edge: a("customer-portal", "node", "served /account/usage for customer C{id} in {ms}ms"),
    api: a(
      "billing-engine",
      "java",
      "bill B{id} computed: {n} kWh, tariff T{k}",
      "payment plan check for C{id}: on track",
    ),
    api2: a("tariff-service", "go", "tariff T{k} resolved for region R{n} ({ms}ms)", "loaded {n} tariff bands"),
    worker: a(
      "meter-ingest",
      "go",
      "ingested {n} readings from MDM batch {id} in {ms}ms",
      "dedup dropped {k} readings",
    ),
    db: "meter-pg",
    cache: "portal-redis",
    noisy: a("outage-map", "python"),
    noise: { level: "error", msg: "GIS tile 14/{n}/{id} missing from upstream, served placeholder", every: 8000 },
    extra: [
      a("usage-aggregator", "python", "rolled up {n} hourly buckets for feeder F{k}"),
      a("notification-hub", "node", "queued {n} usage alerts (email)"),
    ],
    paths: ["/api/account/usage", "/api/bills", "/api/tariffs", "/api/outages"],
    vendor: { name: "payment processor (Adyen)", host: "checkout-live.adyen.com", caller: "api" },
    job: "close-billing-day",
  },
  {
    company: "Tessellate Games",
    ns: "tess-live",
    domain: "tessellate.gg",
    edge: a("lobby-api", "go", "lobby L{id} joined by {n} players ({ms}ms)"),
    api: a("matchmaker", "go", "match M{id} formed: {n} players, mmr spread {k}0", "queue depth {n} for ranked-eu"),
    api2: a("player-profile", "node", "profile P{id} loaded ({n} items, {ms}ms)", "inventory P{id} updated"),
    worker: a("leaderboard", "python", "leaderboard season-{k} recomputed: {n} rows in {ms}ms"),
    db: "profile-pg",
    cache: "match-redis",
    noisy: a("chat-relay", "node"),
    noise: { level: "warn", msg: "message from P{id} dropped by profanity filter (rule {n})", every: 5000 },
    extra: [
      a("store-api", "java", "purchase G{id} completed: bundle {n}, {k} gems"),
      a("anticheat-ingest", "go", "heartbeat batch {id}: {n} clients ok"),
      a("replay-store", "go", "replay M{id} uploaded ({n} MB)"),
    ],
    paths: ["/v3/lobby", "/v3/match", "/v3/profile", "/v3/store"],
    vendor: { name: "platform store API (Steam)", host: "partner.steam-api.com", caller: "api2" },
    job: "expire-lobbies",
  },
  {
    company: "Quayside Mutual",
    ns: "quayside",
    domain: "quayside.bank",
    edge: a("mobile-bff", "node", "GET /home for member Q{id} aggregated in {ms}ms"),
    api: a(
      "payments-api",
      "java",
      "payment PAY-{id} accepted: {n}.00 GBP, scheme FPS",
      "payee check for PAY-{id}: match",
    ),
    api2: a(
      "ledger-service",
      "java",
      "posted journal J{id} ({n} entries)",
      "balance snapshot for account {id} in {ms}ms",
    ),
    worker: a("statement-builder", "python", "statement ST-{id} rendered ({n} pages)"),
    db: "ledger-pg",
    cache: "limits-redis",
    noisy: a("fx-rates", "go"),
    noise: { level: "error", msg: "rate feed: stale quote for pair GBP/ZAR (age {n}s), using last good", every: 11000 },
    extra: [
      a("kyc-check", "python", "KYC refresh for member Q{id}: PASS"),
      a("card-auth", "java", "auth AUTH-{id} approved {n}.00 GBP mcc 5411 in {ms}ms"),
    ],
    paths: ["/v1/home", "/v1/payments", "/v1/accounts", "/v1/cards"],
    vendor: { name: "card network gateway (Marqeta)", host: "api.marqeta.com", caller: "api" },
    job: "sweep-pending-payments",
  },
];

export function fill(s: string, rng: Rng): string {
  return s
    .replace(/\{id\}/g, () => String(rng.int(100000, 999999)))
    .replace(/\{n\}/g, () => String(rng.int(2, 240)))
    .replace(/\{ms\}/g, () => String(rng.int(4, 180)))
    .replace(/\{k\}/g, () => String(rng.int(1, 23)));
}

export const apps = (e: Estate): App[] => [e.edge, e.api, e.api2, e.worker, e.noisy, ...e.extra];

const DEPRECATION: Record<App["rt"], string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  java: "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
  go: "grpc: Dial is deprecated: use NewClient instead (grpc-go v1.63)",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
};

/** The normal day: requests through edge -> api -> api2, health checks, the job, the noisy service, deprecations. */
export function background(s: Stream, e: Estate, rps: number, platform: string[]): void {
  const r = s.rng;
  const all = apps(e);
  // requests
  for (let t = s.start + r.next() * 300; t < s.end; t += (-Math.log(1 - r.next()) * 1000) / rps) {
    if (r.next() > s.healthy(t)) continue;
    const tr = s.trace();
    const path = r.pick(e.paths);
    const ms = r.int(8, 220);
    const verb = r.chance(0.75) ? "GET" : "POST";
    s.emit(t, e.edge.name, "info", `${verb} ${path} -> ${verb === "POST" ? 201 : 200} in ${ms}ms`, { trace: tr });
    if (r.chance(0.8)) s.emit(t + ms * 0.4, e.api.name, "info", fill(r.pick(e.api.says), r), { trace: tr });
    if (r.chance(0.45)) s.emit(t + ms * 0.6, e.api2.name, "info", fill(r.pick(e.api2.says), r), { trace: tr });
    if (r.chance(0.18)) {
      const x = r.pick(e.extra);
      s.emit(t + ms * 0.7, x.name, "info", fill(r.pick(x.says), r), { trace: tr });
    }
    if (r.chance(0.004)) {
      // a retry that succeeds
      const who = r.pick([e.api, e.api2]);
      s.emit(
        t + ms * 0.3,
        who.name,
        "warn",
        who.rt === "java"
          ? `I/O exception (java.net.SocketException) caught when processing request to {s}->http://${e.api2.name}:8080: Connection reset; retrying request (attempt 2 of 3)`
          : `retrying call to ${who === e.api ? e.api2.name : e.cache} after ECONNRESET (attempt 2/3, backoff 100ms)`,
        { trace: tr },
      );
      s.emit(t + ms * 0.9, who.name, "info", "retry succeeded (attempt 2/3)", { trace: tr });
    }
  }
  // health checks, seen by the apps
  for (const x of all)
    s.every(s.start, s.end, 15000, x.name, "info", (_i, t) =>
      t >= (s.healthDown.get(x.name) ?? Number.POSITIVE_INFINITY)
        ? null
        : x.rt === "java"
          ? `GET /actuator/health 200 ${r.int(1, 6)}ms kube-probe/1.29`
          : `GET /healthz 200 ${r.int(0, 3)}ms`,
    );
  // worker domain lines and the periodic job
  s.every(s.start, s.end, 4000, e.worker.name, "info", () => fill(r.pick(e.worker.says), r));
  s.every(
    s.start,
    s.end,
    60000,
    e.worker.name,
    "info",
    () => `scheduled job ${e.job} finished: ${r.int(0, 90)} rows affected in ${r.int(30, 900)}ms`,
    0.02,
  );
  // the noisy service's constant harmless complaint, and its ordinary lines
  s.every(s.start, s.end, e.noise.every, e.noisy.name, e.noise.level, () => fill(e.noise.msg, r));
  s.every(s.start, s.end, 6000, e.noisy.name, "info", () => `processed ${r.int(1, 40)} items in ${r.int(2, 90)}ms`);
  // deprecation warnings, once at the start and again every few minutes from two services
  for (const x of [e.api, r.pick(e.extra)])
    s.every(s.start, s.end, 300000, x.name, "warn", () => DEPRECATION[x.rt], 0.1);
  // the database and cache
  s.every(
    s.start,
    s.end,
    300000,
    e.db,
    "info",
    () =>
      `checkpoint complete: wrote ${r.int(200, 4000)} buffers (${r.int(1, 9)}.${r.int(0, 9)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 4)} recycled; write=${r.int(20, 269)}.${r.int(100, 999)} s, sync=0.0${r.int(10, 99)} s, total=${r.int(20, 270)}.${r.int(100, 999)} s`,
    0.05,
  );
  s.every(s.start, s.end, 45000, e.db, "info", () =>
    r.chance(0.5)
      ? `automatic analyze of table "${e.ns.replace(/-/g, "_")}.public.events" avg read rate: 0.${r.int(10, 99)} MB/s`
      : `duration: ${r.int(1001, 2400)}.${r.int(100, 999)} ms  statement: SELECT count(*) FROM audit_log WHERE created_at > now() - interval '1 day'`,
  );
  s.every(s.start, s.end, 60000, e.cache, "info", (i) =>
    i % 2 === 0 ? "1000 changes in 60 seconds. Saving..." : "Background saving terminated with success",
  );
  for (const p of platform) PLATFORM_BG[p]?.(s, e);
}

const ip = (r: Rng) => `10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 250)}`;

/** What each platform component prints when nothing is wrong. */
export const PLATFORM_BG: Record<string, (s: Stream, e: Estate) => void> = {
  kubelet: (s, e) => {
    const r = s.rng;
    s.every(s.start, s.end, 40000, "kubelet", "info", () =>
      r.chance(0.5)
        ? `kubelet.go:2473] "SyncLoop (probe)" probe="readiness" status="ready" pod="${e.ns}/${r.pick(apps(e)).name}-${r.hex(10)}-${r.hex(5)}"`
        : `kubelet_volumes.go:163] "Cleaned up orphaned pod volumes dir" podUID="${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" path="/var/lib/kubelet/pods"`,
    );
    s.every(s.start, s.end, 120000, "kubelet", "warn", () =>
      `housekeeping.go:... ] "Housekeeping took longer than expected" err="housekeeping took too long" expected="1s" actual="1.${r.int(100, 900)}s"`.replace(
        "... ",
        "43",
      ),
    );
  },
  "kube-scheduler": (s, e) => {
    const r = s.rng;
    s.every(
      s.start,
      s.end,
      45000,
      "kube-scheduler",
      "info",
      () =>
        `schedule_one.go:252] "Successfully bound pod to node" pod="${e.ns}/${e.job}-${r.int(29000000, 29999999)}-${r.hex(5)}" node="ip-10-1-${r.int(1, 250)}-${r.int(1, 250)}.eu-west-1.compute.internal" evaluatedNodes=12 feasibleNodes=${r.int(3, 12)}`,
    );
  },
  "k8s-events": (s, e) => {
    const r = s.rng;
    s.every(s.start, s.end, 90000, "k8s-events", "info", () => {
      const x = r.pick(apps(e)).name;
      return r.chance(0.5)
        ? `Normal Pulled pod/${x}-${r.hex(10)}-${r.hex(5)} Container image "registry.${e.domain}/${x}:1.${r.int(10, 40)}.${r.int(0, 9)}" already present on machine`
        : `Normal SuccessfulCreate job/${e.job}-${r.int(29000000, 29999999)} Created pod: ${e.job}-${r.int(29000000, 29999999)}-${r.hex(5)}`;
    });
  },
  "kube-apiserver": (s, e) => {
    const r = s.rng;
    s.every(s.start, s.end, 20000, "kube-apiserver", "info", () => {
      const ms = `${r.int(1, 40)}.${r.int(100, 999)}ms`;
      return `httplog.go:132] "HTTP" verb="LIST" URI="/api/v1/namespaces/${e.ns}/pods?limit=500" latency="${ms}" userAgent="argocd-application-controller/v0.0.0" audit-ID="${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" srcIP="${ip(r)}:${r.int(30000, 60000)}" resp=200`;
    });
    s.every(
      s.start,
      s.end,
      240000,
      "kube-apiserver",
      "warn",
      () =>
        `warnings.go:70] policy/v1beta1 PodDisruptionBudget is deprecated in v1.21+, unavailable in v1.25+; use policy/v1 PodDisruptionBudget`,
    );
  },
  "istio-proxy": (s, e) => {
    const r = s.rng;
    s.every(s.start, s.end, 1500, "istio-proxy", "info", (_i, t) =>
      envoy(r, t, e, e.api2.name, "GET", "/internal/v1/lookup", 200, "-"),
    );
  },
  "ingress-nginx": (s, e) => {
    const r = s.rng;
    s.every(s.start, s.end, 1800, "ingress-nginx", "info", (_i, t) => nginx(r, t, e, r.pick(e.paths), 200));
  },
  argocd: (s, e) => {
    const r = s.rng;
    s.every(s.start, s.end, 60000, "argocd", "info", () => {
      const x = r.pick(apps(e)).name;
      return `Reconciliation completed application=argocd/${x} dedup_ms=0 dest-name= dest-namespace=${e.ns} dest-server="https://kubernetes.default.svc" diff_ms=${r.int(2, 40)} fields.level=0 git_ms=${r.int(10, 200)} health_ms=0 live_ms=${r.int(1, 9)} patch_ms=0 setop_ms=0 settings_ms=0 sync_ms=0 time_ms=${r.int(30, 400)}`;
    });
  },
  "cert-manager": (s, e) => {
    s.every(
      s.start,
      s.end,
      180000,
      "cert-manager",
      "info",
      () =>
        `trigger_controller.go:223] "cert-manager/certificates-trigger: certificate does not require re-issuance. certificate renewal scheduled near expiry time." key="${e.ns}/${e.edge.name}-tls"`,
    );
  },
  "external-secrets": (s, e) => {
    const r = s.rng;
    s.every(
      s.start,
      s.end,
      60000,
      "external-secrets",
      "info",
      () => `reconciled secret ExternalSecret=${e.ns}/${r.pick([e.api, e.api2]).name}-env`,
    );
  },
  "cluster-autoscaler": (s) => {
    s.every(s.start, s.end, 10000, "cluster-autoscaler", "info", (i) =>
      i % 3 === 0
        ? `static_autoscaler.go:564] No unschedulable pods`
        : i % 3 === 1
          ? `filter_out_schedulable.go:66] Filtering out schedulables`
          : `scale_down.go:826] No candidates for scale down`,
    );
  },
  "kube-controller-manager": (s, e) => {
    s.every(
      s.start,
      s.end,
      120000,
      "kube-controller-manager",
      "info",
      () =>
        `garbagecollector.go:580] "Deleting object" object="${e.ns}/${e.job}-${s.rng.int(29000000, 29999999)}" objectUID="${s.rng.hex(8)}" kind="Job" propagationPolicy="Background"`,
    );
  },
  kernel: (s) => {
    s.every(
      s.start,
      s.end,
      200000,
      "kernel",
      "info",
      () => `IPv6: ADDRCONF(NETDEV_CHANGE): veth${s.rng.hex(8)}: link becomes ready`,
    );
  },
  systemd: (s) => {
    s.every(s.start, s.end, 150000, "systemd", "info", (i) =>
      i % 2 ? "Started Session 4117 of User core." : "logrotate.service: Deactivated successfully.",
    );
  },
  coredns: (s) => {
    s.every(
      s.start,
      s.end,
      60000,
      "coredns",
      "info",
      () => `[INFO] plugin/reload: Running configuration SHA512 = ${s.rng.hex(16)}...`,
      0.1,
    );
  },
  flux: (s, e) => {
    s.every(
      s.start,
      s.end,
      60000,
      "flux",
      "info",
      () => `Reconciliation finished in ${s.rng.int(300, 2400)}ms, next run in 1m0s kustomization=flux-system/${e.ns}`,
    );
  },
};

export function envoy(
  r: Rng,
  t: number,
  e: Estate,
  up: string,
  verb: string,
  path: string,
  code: number,
  flags: string,
  dur?: number,
): string {
  const d = dur ?? r.int(2, 60);
  const det =
    flags === "-"
      ? "via_upstream"
      : flags === "UT"
        ? "upstream_response_timeout"
        : flags === "NR"
          ? "route_not_found"
          : flags === "UH"
            ? "no_healthy_upstream"
            : flags === "DC"
              ? "downstream_remote_disconnect"
              : "upstream_reset_before_response_started{connection_failure}";
  const upHost = flags === "NR" || flags === "UH" ? "-" : `"${ip(r)}:8080"`;
  return `[${new Date(t).toISOString()}] "${verb} ${path} HTTP/1.1" ${code} ${flags} ${det} - "-" 0 ${code === 200 ? r.int(80, 4000) : r.int(19, 95)} ${d} ${flags === "-" ? d - 1 : "-"} "-" "${r.pick(["okhttp/4.12.0", "Go-http-client/1.1", "axios/1.6.8"])}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" "${up}.${e.ns}.svc.cluster.local:8080" ${upHost} outbound|8080||${up}.${e.ns}.svc.cluster.local ${ip(r)}:${r.int(30000, 60000)} 10.96.${r.int(0, 255)}.${r.int(2, 250)}:8080 ${ip(r)}:${r.int(30000, 60000)} - default`;
}

export function nginx(r: Rng, t: number, e: Estate, path: string, code: number, upTime?: string): string {
  const d = new Date(t);
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  const ts = `${String(d.getUTCDate()).padStart(2, "0")}/${mon}/${d.getUTCFullYear()}:${d.toISOString().slice(11, 19)} +0000`;
  const rt = upTime ?? `0.0${r.int(10, 99)}`;
  return `${ip(r)} - - [${ts}] "GET ${path}/${r.int(1000, 99999)} HTTP/1.1" ${code} ${code < 300 ? r.int(300, 9000) : 150} "-" "${r.pick(["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "okhttp/4.12.0"])}" ${r.int(200, 700)} ${rt} [${e.ns}-${e.edge.name}-80] [] ${ip(r)}:8080 ${code < 300 ? r.int(300, 9000) : 0} ${rt} ${code} ${r.hex(32)}`;
}
