// Normal traffic of a news site: page views through the gateway, probes, periodic jobs, one constantly noisy service,
// deprecation warnings, retries that succeed, and deploys / config reloads.
import type { Role, Svc } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Level, Win } from "./stream.js";

export const SECTIONS = ["news", "politics", "business", "sport", "culture", "world", "opinion", "local", "tech"];
const WORDS = [
  "council",
  "budget",
  "storm",
  "election",
  "strike",
  "rates",
  "final",
  "transfer",
  "flooding",
  "inquiry",
  "verdict",
  "summit",
  "housing",
  "rail",
  "energy",
  "hospital",
];
export const BIDDERS = ["appnexus", "rubicon", "ix", "openx", "pubmatic", "criteo", "teads", "triplelift"];

export function slug(r: Rng): string {
  return `${r.pick(WORDS)}-${r.pick(WORDS)}-${r.pick(["live", "latest", "what-we-know", "analysis", "explained"])}`;
}
export function articlePath(r: Rng): string {
  return `/${r.pick(SECTIONS)}/2026/${r.chance(0.7) ? "dec" : "nov"}/${String(r.int(1, 30)).padStart(2, "0")}/${slug(r)}`;
}
export const ip = (r: Rng) => `${r.int(2, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
export const readerId = (r: Rng) => `r_${r.hex(10)}`;

/** An access-log line in the style of the service's runtime. */
export function access(r: Rng, s: Svc, method: string, path: string, status: number, ms: number, up?: Svc): string {
  switch (s.rt) {
    case "go":
      return `"${method} ${path} HTTP/1.1" ${status} ${status >= 400 ? r.int(80, 400) : r.int(300, 90000)} ${(ms / 1000).toFixed(3)}s${up ? ` upstream=${up.name}` : ""}`;
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(1)} ms - ${status >= 400 ? r.int(20, 300) : r.int(200, 80000)}`;
    case "java":
      return `${method} ${path} -> ${status} (${Math.round(ms)} ms)`;
    case "python":
      return `10.${r.int(40, 44)}.${r.int(0, 15)}.${r.int(2, 250)} - - "${method} ${path} HTTP/1.1" ${status} ${r.int(200, 9000)} "-" "${r.pick(["okhttp/4.12.0", "python-httpx/0.27.2", "Go-http-client/1.1"])}"`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : status === 404 ? "Not Found" : "Internal Server Error"} in ${Math.round(ms)}ms (Views: ${(ms * 0.1).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${s.name}${path} - ${status} - application/json ${ms.toFixed(4)}ms`;
    case "php":
      return `${ip(r)} - "${method} ${path}" ${status} ${Math.round(ms)}ms`;
    case "cpp":
      return `handled ${method} ${path} status=${status} latency_us=${Math.round(ms * 1000)}`;
  }
}

function pageView(w: Win, t: number): void {
  const r = w.rng;
  const tr = w.trace();
  const gw = w.svc("gateway");
  const path = articlePath(r);
  const up = w.has("render") ? w.svc("render") : w.svc("cms");
  let d = r.int(2, 8);
  if (w.has("paywall")) {
    const rd = readerId(r);
    const n = r.int(1, 5);
    w.emit(t + d, "paywall", "INFO", meterLine(w, rd, n), { trace: tr, tag: "req:paywall" });
    d += r.int(2, 10);
  }
  if (w.has("render")) {
    w.emit(t + d, "render", "INFO", renderLine(r, path), { trace: tr, tag: "req:render" });
    d += r.int(1, 6);
  }
  w.emit(t + d, "cms", "INFO", cmsRead(w), { trace: tr, tag: "req:cms" });
  d += r.int(10, 90);
  if (w.has("reco") && r.chance(0.35)) {
    const reco = w.svc("reco");
    w.emit(
      t + d,
      reco,
      "INFO",
      r.chance(0.5)
        ? access(r, reco, "GET", `/v1/recs?article=${r.int(100000, 999999)}&n=12`, 200, r.int(8, 60))
        : `ranked 12 items for ${readerId(r)} model=als-2026w47 candidates=${r.int(300, 900)} in ${r.int(9, 70)}ms`,
      { trace: tr, tag: "req:reco" },
    );
  }
  if (w.has("ads") && r.chance(0.45)) auction(w, t + d + r.int(5, 40), tr);
  w.emit(t + d + r.int(1, 20), gw, "INFO", access(r, gw, "GET", path, 200, d + r.int(3, 40), up), {
    trace: tr,
    tag: "req:gateway",
  });
}

function meterLine(w: Win, rd: string, n: number): string {
  const s = w.svc("paywall");
  if (s.rt === "java") return `meter decision reader=${rd} views=${n}/5 -> ${n < 5 ? "ALLOW" : "PAYWALL"}`;
  if (s.rt === "node") return `meter check ok reader=${rd} count=${n} limit=5 decision=${n < 5 ? "allow" : "wall"}`;
  return `metered view reader_id=${rd} count=${n} limit=5 action=${n < 5 ? "allow" : "show_wall"}`;
}

function renderLine(r: Rng, path: string): string {
  return r.chance(0.6)
    ? `rendered ${path} in ${r.int(12, 140)}ms (cache ${r.chance(0.8) ? "HIT" : "MISS"})`
    : `SSR ${path} status=200 ttfb=${r.int(20, 160)}ms components=${r.int(30, 80)}`;
}

function cmsRead(w: Win): string {
  const r = w.rng;
  const s = w.svc("cms");
  const id = r.int(180000, 260000);
  if (s.rt === "php") return access(r, s, "GET", `/wp-json/wp/v2/posts/${id}?_embed=1`, 200, r.int(15, 120));
  if (s.rt === "dotnet") return access(r, s, "GET", `/api/stories/${id}`, 200, r.int(4, 60));
  if (s.rt === "go") return `resolved content node article:${id} (${r.int(3, 18)} edges) in ${r.int(2, 30)}ms`;
  return access(r, s, "GET", `/api/v2/articles/${id}`, 200, r.int(4, 60));
}

function auction(w: Win, t: number, tr?: string): void {
  const r = w.rng;
  const s = w.svc("ads");
  const bids = r.int(2, 7);
  const msg =
    s.rt === "cpp"
      ? `auction id=${r.hex(12)} slot=${r.pick(["mpu", "leaderboard", "skin", "inread"])} bids=${bids} clear_cpm=${(r.next() * 3).toFixed(2)} t=${r.int(90, 700)}ms`
      : `auction ${r.hex(12)} slot=${r.pick(["top-banner", "mpu-1", "inline-2", "sticky"])} bids=${bids} winner=${r.pick(BIDDERS)} cpm=${(r.next() * 3).toFixed(2)} (${r.int(90, 700)}ms)`;
  w.emit(t, s, "INFO", msg, { trace: tr, tag: "req:ads" });
}

function sideRequest(w: Win, t: number): void {
  const r = w.rng;
  const tr = w.trace();
  const gw = w.svc("gateway");
  const roll = r.next();
  if (roll < 0.35 && (w.has("image") || w.has("video"))) {
    if (w.has("image")) {
      const s = w.svc("image");
      const id = r.hex(8);
      w.emit(
        t + 2,
        s,
        "INFO",
        `resized ${id}.jpg ${r.pick(["2400x1600", "4032x3024", "1920x1080"])} -> ${r.pick(["1200x800", "640x427", "320x213"])} ${r.pick(["webp", "avif", "jpeg"])} q=${r.int(70, 85)} in ${r.int(8, 90)}ms`,
        { trace: tr, tag: "req:image" },
      );
      w.emit(t + r.int(20, 100), gw, "INFO", access(r, gw, "GET", `/img/${id}/w1200.webp`, 200, r.int(20, 100), s), {
        trace: tr,
        tag: "req:gateway",
      });
    } else {
      const s = w.svc("video");
      w.emit(
        t,
        s,
        "INFO",
        `segment ${r.int(1, 900)} of asset vid-${r.hex(6)} packaged (HLS 6s ${r.pick(["1080p", "720p", "480p"])}) in ${r.int(40, 300)}ms`,
        { tag: "req:video" },
      );
    }
  } else if (roll < 0.55 && w.has("search")) {
    const s = w.svc("search");
    const qy = `${r.pick(WORDS)} ${r.pick(WORDS)}`;
    w.emit(t + 3, s, "INFO", `query q="${qy}" index=articles_v12 hits=${r.int(0, 900)} took=${r.int(4, 60)}ms`, {
      trace: tr,
      tag: "req:search",
    });
    w.emit(
      t + r.int(20, 80),
      gw,
      "INFO",
      access(r, gw, "GET", `/search?q=${encodeURIComponent(qy)}`, 200, r.int(20, 80), s),
      {
        trace: tr,
        tag: "req:gateway",
      },
    );
  } else if (roll < 0.7 && w.has("billing")) {
    const s = w.svc("billing");
    const path = r.pick(["/account/subscription", "/subscribe/checkout", "/account/payment-method"]);
    if (s.rt === "ruby")
      w.emit(t + 1, s, "INFO", `Started GET "${path}" for ${ip(r)}`, { trace: tr, tag: "req:billing" });
    w.emit(
      t + r.int(30, 120),
      s,
      "INFO",
      s.rt === "node"
        ? `stripe ${r.pick(["customers.retrieve", "subscriptions.retrieve", "checkout.sessions.create"])} ok (${r.int(90, 400)}ms) req_${r.hex(14)}`
        : access(r, s, "GET", path, 200, r.int(30, 200)),
      { trace: tr, tag: "req:billing" },
    );
    w.emit(t + r.int(120, 420), gw, "INFO", access(r, gw, "GET", path, 200, r.int(120, 420), s), {
      trace: tr,
      tag: "req:gateway",
    });
  } else if (roll < 0.82 && w.has("comments")) {
    const s = w.svc("comments");
    w.emit(
      t + 5,
      s,
      "INFO",
      `comment c${r.int(4000000, 4999999)} approved score=${(r.next() * 0.2).toFixed(2)} article=${r.int(180000, 260000)}`,
      { trace: tr, tag: "req:comments" },
    );
    w.emit(t + r.int(40, 200), gw, "INFO", access(r, gw, "POST", `/comments/api/v1/comments`, 201, r.int(40, 200), s), {
      trace: tr,
      tag: "req:gateway",
    });
  } else {
    const path = r.pick(["/", "/news", "/sport", "/live", "/most-read.json", "/robots.txt", "/sitemap-news.xml"]);
    w.emit(t, gw, "INFO", access(r, gw, "GET", path, 200, r.int(2, 50)), { trace: tr, tag: "req:gateway" });
  }
}

const JOB: Partial<Record<Role, (r: Rng) => string>> = {
  cms: (r) => `scheduled publish sweep: ${r.int(0, 3)} due, ${r.int(0, 3)} published, next in 60s`,
  push: (r) => `provider pools healthy: apns=${r.int(2, 6)} fcm=${r.int(2, 6)} idle connections`,
  newsletter: (r) => `queue stats: enqueued=${r.int(0, 40)} busy=${r.int(0, 8)} retries=${r.int(0, 3)} dead=0`,
  search: (r) => `index refresh articles_v12: ${r.int(0, 40)} docs in ${r.int(20, 300)}ms`,
  purge: (r) => `purge queue depth=${r.int(0, 6)} inflight=${r.int(0, 3)} oldest=${r.int(0, 2)}s`,
  reco: (r) => `feature cache refreshed: ${r.int(80000, 120000)} readers, ${r.int(300, 900)} trending items`,
  video: (r) => `worker idle, polled queue transcode-jobs (${r.int(0, 4)} waiting)`,
  comments: (r) => `moderation queue: ${r.int(3, 40)} pending human review`,
  billing: (r) => `renewal batch: ${r.int(0, 12)} subscriptions charged, ${r.int(0, 2)} scheduled for retry`,
  ads: (r) => `line item cache refreshed: ${r.int(1200, 1900)} active line items`,
  paywall: (r) => `meter rules v${r.int(80, 90)} in memory, ${r.int(2, 6)} rule sets`,
  image: (r) => `source cache: ${r.int(60, 95)}% used, ${r.int(0, 400)} evicted`,
  render: (r) => `fragment cache hit ratio ${(0.8 + r.next() * 0.15).toFixed(3)} over last 60s`,
  gateway: (r) => `upstream pool stats: ${r.int(100, 900)} active, ${r.int(0, 4)} pending`,
};

/** Constant harmless complaints, one of which a file's noisy service repeats from the first minute. */
export const NOISY: Partial<Record<Role, [Level, (r: Rng) => string][]>> = {
  render: [
    ["ERROR", (r) => `oEmbed fetch failed for https://x.com/i/status/${r.int(1e9, 9e9)}: 404, rendering plain link`],
  ],
  cms: [["ERROR", (r) => `wire ingest: NITF item ${r.hex(8)} rejected, missing <body.content>, skipped`]],
  image: [["WARN", (r) => `source ${r.hex(8)}.heic has no EXIF orientation, assuming 1`]],
  paywall: [["WARN", (r) => `meter cookie signature invalid for ${ip(r)}, treating as new visitor`]],
  push: [["ERROR", (r) => `FCM send failed for token ${r.hex(10)}…: UNREGISTERED (pruned)`]],
  ads: [["WARN", (r) => `bidder ${r.pick(BIDDERS)} returned malformed ortb response, ignored`]],
  comments: [["ERROR", () => `spam classifier: language undetected, routed to manual queue`]],
  search: [["WARN", (r) => `query parse failed for q="${r.pick(['"', "((", "AND", "*"])}", returning empty result`]],
  reco: [["WARN", (r) => `reader ${readerId(r)} has no history, serving popular fallback`]],
  newsletter: [["ERROR", (r) => `bounce received for subscriber ${r.int(100000, 999999)}: 550 5.1.1 user unknown`]],
  billing: [["WARN", (r) => `webhook evt_${r.hex(14)} already processed, skipping duplicate`]],
  purge: [["WARN", (r) => `purge for surrogate-key article-${r.int(1e5, 3e5)} returned 404 (not cached), ignoring`]],
  video: [
    ["WARN", () => `[mp4 @ 0x55d0c3a2e400] Non-monotonous DTS in output stream 0:1; previous: 1800, current: 1799`],
  ],
  gateway: [["WARN", (r) => `client ${ip(r)} closed connection before response (499) on ${articlePath(r)}`]],
};

const DEPRECATION: Record<string, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
  python: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  java: "HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ruby: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
  dotnet:
    "Microsoft.AspNetCore.DataProtection: No XML encryptor configured. Key may be persisted to storage in unencrypted form.",
  go: "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
  php: "PHP Deprecated:  Creation of dynamic property WP_Term::$filter is deprecated in /var/www/html/wp-includes/class-wp-term.php on line 198",
  cpp: "config key 'bid_timeout' is deprecated, use 'auction.bid_timeout_ms'",
};

export function background(w: Win, pageRate: number): { noisy: Svc } {
  const r = w.rng;
  w.every(w.t0, w.t1, 1000 / pageRate, (t) => pageView(w, t));
  w.every(w.t0, w.t1, 2500 / pageRate, (t) => sideRequest(w, t));
  const svcs = Object.values(w.est.roles).filter((s): s is Svc => !!s);
  const probe = r.int(40, 60);
  for (const s of svcs) {
    if (s.role !== "gateway" && r.chance(0.6)) {
      w.tick(w.t0, w.t1, 10000, (t) =>
        w.emit(
          t,
          s,
          "INFO",
          s.rt === "python"
            ? `10.${probe}.0.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"`
            : `GET /healthz 200 (kube-probe/1.30)`,
        ),
      );
    }
    const job = JOB[s.role];
    if (job) w.tick(w.t0, w.t1, r.int(30, 60) * 1000, (t) => w.emit(t, s, "INFO", job(r)));
    if (s.rt === "java")
      w.tick(w.t0, w.t1, r.int(20, 45) * 1000, (t) =>
        w.emit(
          t,
          s,
          "INFO",
          `GC(${r.int(300, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(180, 900)}M->${r.int(80, 170)}M(2048M) ${(r.next() * 14 + 2).toFixed(3)}ms`,
        ),
      );
  }
  const dep = r.shuffle([...svcs]).slice(0, 2);
  for (const s of dep) w.tick(w.t0 + 5000, w.t1, r.int(90, 240) * 1000, (t) => w.emit(t, s, "WARN", DEPRECATION[s.rt]));
  const cands = svcs.filter((s) => NOISY[s.role]);
  const noisy = r.pick(cands);
  const [lvl, f] = r.pick(NOISY[noisy.role] ?? []);
  w.every(w.t0, w.t1, r.int(4, 14) * 1000, (t) => w.emit(t, noisy, lvl, f(r)));
  // retries that succeed, along edges that exist
  const EDGES: [Role, Role][] = [
    ["gateway", "render"],
    ["gateway", "cms"],
    ["gateway", "paywall"],
    ["gateway", "search"],
    ["render", "cms"],
    ["paywall", "billing"],
    ["purge", "cms"],
    ["reco", "cms"],
    ["push", "cms"],
    ["newsletter", "cms"],
    ["search", "cms"],
  ];
  const edges = EDGES.filter(([x, y]) => w.has(x) && w.has(y));
  w.every(w.t0, w.t1, r.int(40, 90) * 1000, (t) => {
    const [x, y] = r.pick(edges);
    const a = w.svc(x);
    const b = w.svc(y);
    const code = r.pick(["503", "502", "connection reset"]);
    w.emit(t, a, "WARN", retryLine(a, b, code, 1));
    w.emit(t + r.int(100, 900), a, "INFO", `call to ${b.name} succeeded on attempt 2`);
  });
  return { noisy };
}

export function retryLine(a: Svc, b: Svc, why: string, attempt: number): string {
  switch (a.rt) {
    case "java":
      return `Retry 'call-${b.name}', waiting PT0.${attempt * 2}S until attempt '${attempt + 1}'. Last attempt failed with exception '${why}'.`;
    case "python":
      return `Retrying (Retry(total=${3 - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${why}': http://${b.name}:8080/`;
    case "go":
      return `request to ${b.name} failed (${why}), retrying in ${attempt * 200}ms attempt=${attempt}`;
    case "node":
      return `retrying request to http://${b.name}/ after ${why} (attempt ${attempt}/3)`;
    case "dotnet":
      return `Polly: Delaying for ${attempt * 200}ms, then making retry ${attempt} of call to ${b.name} (${why})`;
    case "ruby":
      return `Faraday::RetryMiddleware retry #${attempt} of ${b.name} after ${why}`;
    default:
      return `retry ${attempt} to ${b.name}: ${why}`;
  }
}

/** A deploy / restart as the runtime logs it. */
export function deploy(w: Win, s: Svc, t: number, version: string): void {
  const r = w.rng;
  w.emit(t, s, "INFO", `received SIGTERM, draining connections (grace 30s)`);
  const up = t + r.int(6000, 20000);
  const boot: Record<string, string> = {
    java: `Started ${s.name.replace(/-./g, (m) => m[1].toUpperCase())}Application in ${(r.next() * 10 + 6).toFixed(3)} seconds (process running for ${(r.next() * 10 + 8).toFixed(3)})`,
    node: `server listening on http://0.0.0.0:8080 (${s.name} ${version}, node v22.11.0)`,
    python: `Listening at: http://0.0.0.0:8000 (1) version=${version}`,
    ruby: `Puma starting in cluster mode... * Puma version: 6.4.3 * Environment: production * Workers: 4 (${version})`,
    go: `starting ${s.name} version=${version} go=go1.23.3 addr=:8080`,
    dotnet: `Now listening on: http://[::]:8080 Application started. Hosting environment: Production (${version})`,
    php: `NOTICE: fpm is running, pid 1 (image ${version})`,
    cpp: `${s.name} ${version} started, ${r.int(8, 32)} worker threads`,
  };
  w.emit(up, s, "INFO", boot[s.rt]);
  w.emit(up + r.int(1000, 5000), s, "INFO", `readiness probe passing, accepting traffic`);
}

export function configReload(w: Win, s: Svc, t: number, what: string): void {
  w.emit(t, s, "INFO", `config change detected (${what}), reloading`);
  w.emit(t + w.rng.int(50, 600), s, "INFO", `configuration reloaded: ${what}`);
}
