// Background every file carries: requests through the front service, health checks, periodic jobs,
// deprecation warnings, retries that succeed, and a deploy or config reload somewhere.
import type { Role, Svc } from "./estates.js";
import type { Stream } from "./stream.js";
import { access, CHAPELS, ms, PAPERS, PRODUCTS, SURNAMES, voice } from "./voice.js";

interface Flow {
  role: Role;
  weight: number;
  method: string;
  path: (st: Stream, id: string) => string;
  line: (st: Stream, svc: Svc, id: string) => string;
}

const caseNo = (st: Stream) => st.estate.caseFmt(st.rng.int(1200, 9800));

const FLOWS: Flow[] = [
  {
    role: "cases",
    weight: 6,
    method: "GET",
    path: (_st, id) => `/api/cases/${encodeURIComponent(id)}`,
    line: (st, s, id) =>
      voice(
        st.rng,
        s,
        "CaseController",
        `loaded case ${id} stage=${st.rng.pick(["first-call", "arrangement", "service-planned", "at-need", "closed"])} director=${st.rng.pick(["mhale", "rjuarez", "tpark", "lbanks", "dosei"])}`,
      ),
  },
  {
    role: "cases",
    weight: 3,
    method: "POST",
    path: (_st, id) => `/api/cases/${encodeURIComponent(id)}/notes`,
    line: (st, s, id) => voice(st.rng, s, "NotesService", `note ${st.rng.int(10000, 99999)} added to case ${id}`),
  },
  {
    role: "obits",
    weight: 3,
    method: "POST",
    path: () => "/api/obituaries",
    line: (st, s, id) =>
      voice(
        st.rng,
        s,
        "Syndication",
        `obituary OB${st.rng.int(40000, 99999)} for case ${id} queued for ${st.rng.pick(PAPERS)} (${st.rng.int(180, 640)} words, photo=${st.rng.chance(0.8) ? "yes" : "no"})`,
      ),
  },
  {
    role: "obits",
    weight: 4,
    method: "GET",
    path: (st) => `/obituaries/${st.rng.pick(SURNAMES).toLowerCase().replace("'", "")}-${st.rng.int(1000, 9999)}`,
    line: (st, s) =>
      voice(
        st.rng,
        s,
        "Render",
        `rendered tribute page (${st.rng.int(3, 140)} guestbook entries, cache=${st.rng.pick(["hit", "hit", "miss"])})`,
      ),
  },
  {
    role: "stream",
    weight: 5,
    method: "GET",
    path: (st) => `/live/${st.rng.hex(8)}/index.m3u8`,
    line: (st, s) =>
      s.rt === "go"
        ? `viewer joined stream_id=${st.rng.hex(8)} chapel="${st.rng.pick(CHAPELS)}" viewers=${st.rng.int(3, 180)} rendition=${st.rng.pick(["720p", "480p", "1080p"])}`
        : voice(st.rng, s, "Hls", `playlist served, ${st.rng.int(3, 180)} viewers on ${st.rng.pick(CHAPELS)} feed`),
  },
  {
    role: "flowers",
    weight: 3,
    method: "POST",
    path: () => "/api/flowers/orders",
    line: (st, s) =>
      voice(
        st.rng,
        s,
        "Orders",
        `order FO-${st.rng.int(100000, 999999)} accepted: ${st.rng.pick(PRODUCTS)} for ${st.rng.pick(SURNAMES)} service, delivery ${st.rng.pick(["09:00-11:00", "11:00-13:00", "13:00-15:00"])} ($${st.rng.int(65, 340)}.${st.rng.pick(["00", "95", "99"])})`,
      ),
  },
  {
    role: "plots",
    weight: 3,
    method: "GET",
    path: (st) => `/api/plots?section=${st.rng.int(1, 40)}&row=${"ABCDEFGH"[st.rng.int(0, 7)]}`,
    line: (st, s) =>
      voice(
        st.rng,
        s,
        "PlotQuery",
        `section ${st.rng.int(1, 40)} row ${"ABCDEFGH"[st.rng.int(0, 7)]}: ${st.rng.int(4, 30)} lots (${st.rng.int(0, 6)} available) in ${st.rng.int(2, 40)}ms`,
      ),
  },
  {
    role: "preneed",
    weight: 2,
    method: "POST",
    path: () => "/api/preneed/payments",
    line: (st, s) =>
      voice(
        st.rng,
        s,
        "PaymentPosting",
        `posted installment ${st.rng.int(2, 60)}/${st.rng.pick([36, 60, 120])} contract PN-${st.rng.int(10000, 99999)} amount=${st.rng.int(40, 420)}.00 USD method=${st.rng.pick(["ach", "card"])}`,
      ),
  },
  {
    role: "esign",
    weight: 2,
    method: "POST",
    path: (_st, id) => `/api/cases/${encodeURIComponent(id)}/documents/sign`,
    line: (st, s, id) =>
      voice(
        st.rng,
        s,
        "Envelopes",
        `envelope ${st.rng.hex(8)}-${st.rng.hex(4)} sent for case ${id}: ${st.rng.pick(["Statement of Goods and Services", "Cremation Authorization", "Embalming Authorization", "Pre-need Contract"])} (${st.rng.int(1, 3)} signers)`,
      ),
  },
  {
    role: "crematory",
    weight: 1,
    method: "GET",
    path: () => "/api/crematory/schedule",
    line: (st, s) =>
      voice(
        st.rng,
        s,
        "Planner",
        `schedule built for ${st.rng.int(3, 11)} cases across ${st.rng.int(2, 3)} retorts in ${st.rng.int(40, 600)}ms`,
      ),
  },
];

export interface BackgroundOpts {
  perMin: number;
  reloadAt?: { svc: Svc; t: number; kind: "deploy" | "reload" };
}

/** Request traffic: the front service logs the access line, the role's service its own line. */
export function background(st: Stream, o: BackgroundOpts): void {
  const { rng } = st;
  const gw = st.svc("gateway");
  const flows = FLOWS.filter((f) => st.estate.services.some((s) => s.role === f.role));
  const total = flows.reduce((a, f) => a + f.weight, 0);
  st.every(st.t0, st.t1, o.perMin, (t) => {
    const r = rng.next() * total;
    let acc = 0;
    const f =
      flows.find((x) => {
        acc += x.weight;
        return r < acc;
      }) ?? (flows[0] as Flow);
    if (st.isDown(f.role, t)) return;
    const svc = st.svc(f.role);
    const id = caseNo(st);
    const trace = st.id();
    const took = ms(rng, 8, 420);
    st.add(t + rng.int(2, 15), svc.name, "info", f.line(st, svc, id), { trace });
    st.add(
      t + took,
      gw.name,
      "info",
      access(rng, gw.rt, f.method, f.path(st, id), f.method === "POST" ? 201 : 200, took),
      {
        trace,
      },
    );
  });
  health(st);
  jobs(st);
  deprecations(st);
  retries(st);
  if (o.reloadAt) change(st, o.reloadAt.svc, o.reloadAt.t, o.reloadAt.kind);
}

function health(st: Stream): void {
  for (const s of st.estate.services) {
    if (!st.rng.chance(0.6)) continue;
    const path =
      s.rt === "java"
        ? "/actuator/health"
        : s.rt === "dotnet"
          ? st.rng.pick(["/health", "/healthz"])
          : st.rng.pick(["/healthz", "/health/ready", "/-/ready", "/status"]);
    st.periodic(st.t0, st.t1, st.rng.pick([10000, 15000, 20000]), (t) =>
      st.add(
        t,
        s.name,
        "info",
        s.rt === "go" ? `"GET ${path} HTTP/1.1" 200 2 "-" "kube-probe/1.29"` : `GET ${path} 200 ${st.rng.int(0, 3)}ms`,
      ),
    );
  }
}

function jobs(st: Stream): void {
  const { rng } = st;
  const n = st.svc("notify");
  st.every(st.t0, st.t1, 4, (t) =>
    st.add(
      t,
      n.name,
      "info",
      voice(
        rng,
        n,
        "Dispatch",
        `sent ${rng.pick(["sms", "email"])} service reminder to family contact of case ${caseNo(st)} (provider id ${rng.hex(12)})`,
      ),
    ),
  );
  const o = st.svc("obits");
  st.periodic(st.t0, st.t1, 60000, (t) =>
    st.add(
      t,
      o.name,
      "info",
      voice(
        rng,
        o,
        "Poller",
        `syndication poll: ${rng.int(0, 6)} confirmations, ${rng.int(0, 3)} proofs pending approval`,
      ),
    ),
  );
  const p = st.svc("preneed");
  st.periodic(st.t0, st.t1, 120000, (t) =>
    st.add(
      t,
      p.name,
      "info",
      voice(
        rng,
        p,
        "TrustReconciler",
        `trust reconciliation batch ${rng.int(100, 999)}: ${rng.int(20, 200)} contracts, 0 variances`,
      ),
    ),
  );
  const s = st.svc("stream");
  st.periodic(st.t0, st.t1, 30000, (t) =>
    st.add(
      t,
      s.name,
      "info",
      s.rt === "go"
        ? `ingest stats active_streams=${rng.int(1, 9)} egress_mbps=${rng.int(12, 380)} segments_ok=${rng.int(40, 400)}`
        : voice(rng, s, "Stats", `${rng.int(1, 9)} live feeds, ${rng.int(12, 380)} Mbit/s out`),
    ),
  );
  const c = st.svc("crematory");
  st.periodic(st.t0, st.t1, 90000, (t) =>
    st.add(
      t,
      c.name,
      "info",
      voice(rng, c, "Sync", `retort telemetry synced: ${rng.int(1, 3)} units, chamber temps nominal`),
    ),
  );
}

const DEPRECATION: Record<string, string[]> = {
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "/usr/local/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
  ],
  java: [
    "o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration : spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "org.hibernate.orm.deprecation : HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  ruby: [
    "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.",
  ],
  dotnet: [
    "Microsoft.EntityFrameworkCore.Model.Validation: No store type was specified for the decimal property 'Amount' on entity type 'Payment'. This will cause values to be silently truncated if they do not fit in the default precision and scale.",
  ],
  go: ["grpc: DialContext is deprecated: use NewClient instead. Will be supported throughout 1.x."],
  cpp: ["config: option 'rtmp_buffer_ms' is deprecated and ignored; use 'ingest.jitter_buffer_ms'"],
};

function deprecations(st: Stream): void {
  for (const s of st.estate.services) {
    if (!st.rng.chance(0.45)) continue;
    const m = st.rng.pick(DEPRECATION[s.rt] ?? []);
    st.every(st.t0, st.t1, 0.4, (t) => st.add(t, s.name, "warn", m));
  }
}

function retries(st: Stream): void {
  const { rng } = st;
  const cs = st.svc("cases");
  st.every(st.t0, st.t1, 0.8, (t) => {
    const callee = rng.pick(st.estate.services.filter((s) => s.role !== "gateway" && s.role !== "cases"));
    st.add(
      t,
      cs.name,
      "warn",
      voice(
        rng,
        cs,
        "HttpClient",
        `call to ${callee.name} failed with 503 (attempt 1/3), retrying in ${rng.pick([100, 200, 250])}ms`,
      ),
    );
    st.add(
      t + rng.int(120, 400),
      cs.name,
      "info",
      voice(rng, cs, "HttpClient", `call to ${callee.name} succeeded on attempt 2`),
    );
  });
}

/** A rolling deploy or a config reload on one service, with the lines each runtime prints. */
export function change(st: Stream, s: Svc, t: number, kind: "deploy" | "reload"): void {
  const { rng } = st;
  const ver = `${rng.int(1, 4)}.${rng.int(0, 40)}.${rng.int(0, 9)}`;
  if (kind === "reload") {
    st.add(
      t,
      s.name,
      "info",
      voice(
        rng,
        s,
        "Config",
        `configuration reloaded from configmap ${s.name}-config (resourceVersion ${rng.int(1000000, 9999999)}), ${rng.int(1, 4)} keys changed`,
      ),
    );
    return;
  }
  st.add(t, s.name, "info", `Received SIGTERM, draining ${rng.int(2, 30)} in-flight requests`);
  st.add(t + 900, s.name, "info", "shutdown complete");
  const start: Record<string, string> = {
    java: `Started ${s.name.replace(/-./g, (x) => x.charAt(1).toUpperCase())}Application in ${(rng.next() * 9 + 4).toFixed(3)} seconds (process running for ${(rng.next() * 9 + 5).toFixed(3)})`,
    dotnet: "Microsoft.Hosting.Lifetime: Application started. Press Ctrl+C to shut down.",
    python: `[INFO] Booting worker with pid: ${rng.int(7, 90)}`,
    node: `server listening on 0.0.0.0:${rng.pick([3000, 8080])} (version ${ver})`,
    go: `starting ${s.name} version=v${ver} commit=${rng.hex(7)}`,
    ruby: `* Listening on http://0.0.0.0:3000 (Puma version: 6.4.2, ${s.name} ${ver})`,
    cpp: `${s.name} ${ver} starting, 8 worker threads`,
  };
  st.add(t + rng.int(4000, 9000), s.name, "info", start[s.rt] ?? `started ${ver}`);
  st.add(t + rng.int(9000, 12000), s.name, "info", `rollout: ${s.name} image tag ${ver} ready (1/1 replicas updated)`);
}
