// Ordinary background of every file: reader traffic, probes, periodic jobs, the estate's noisy service,
// deprecation warnings and retries that succeed.
import type { Role, Runtime } from "./estates.js";
import type { World } from "./world.js";

/** One access-log line at the edge, in that estate's own style. */
export function edgeLine(
  w: World,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  trace?: string,
) {
  const { e, r } = w;
  const lvl = status >= 500 ? "error" : status >= 400 && status !== 404 && status !== 402 ? "warn" : "info";
  let msg: string;
  switch (e.key) {
    case "harbour":
      msg = `${method} ${path} ${status} ${ms}ms bytes=${r.int(900, 90000)} cache=${r.pick(["MISS", "HIT", "HIT", "PASS"])}`;
      break;
    case "northwind":
      msg = `request completed method=${method} url=${path} statusCode=${status} responseTime=${ms}`;
      break;
    case "courier":
      msg = `${method} ${path} -> ${status} (${ms} ms)`;
      break;
    default:
      msg = `"${method} ${path} HTTP/2" ${status} - 0 ${r.int(900, 90000)} ${ms} ${Math.max(1, ms - r.int(0, 4))} "${w.ip()}" "${r.pick(["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "LedgerPressApp/6.2.1 (Android 14)"])}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}" "www.${e.domain}"`;
  }
  w.log(t, "edge", lvl, msg, { trace });
}

export function articlePath(w: World): string {
  const { e, r } = w;
  const sec = r.pick(e.sections);
  return e.key === "courier" ? `/${sec}/story/${w.slug()}` : `/${sec}/2026/${r.int(9, 11)}/${w.slug()}`;
}

const HEALTH: Record<Runtime, string> = {
  go: "GET /healthz 200 0.4ms",
  node: "GET /health 200 1ms",
  python: '10.8.0.1 - - "GET /healthz HTTP/1.1" 200 2',
  java: "GET /actuator/health 200 UP (3 ms)",
  dotnet: "Request finished HTTP/1.1 GET http://0.0.0.0:8080/health - 200 - text/plain 1.2ms",
  ruby: 'Started GET "/up" for 10.8.0.1 -- Completed 200 OK in 1ms',
  cpp: "health check ok (listeners=2, workers=8)",
};

const DEPRECATION: Record<Runtime, string> = {
  go: "grpc: Dial is deprecated: use NewClient instead",
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  python:
    "/usr/local/lib/python3.12/site-packages/botocore/auth.py:425: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  java: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  dotnet:
    "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager: No XML encryptor configured. Key {3f0c2e1a-5b7d-4a9e-8c21-0d6e2b9f7a11} may be persisted to storage in unencrypted form.",
  ruby: "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` instead.",
  cpp: "deprecated field: 'envoy.config.route.v3.RouteAction.max_grpc_timeout'; this field will be removed soon",
};

export function baseline(w: World, rate: number): void {
  const { s, e, r } = w;
  const n = (x: Role) => w.n(x);
  // reader traffic: article pages
  s.every(1000 / rate, (t) => {
    const tr = w.tr();
    const id = w.articleId();
    const rd = w.reader();
    const count = r.int(1, 4);
    w.log(t, "meter", "info", meterAllow(w, rd, id, count), { trace: tr });
    const hit = r.chance(0.45);
    if (!hit) w.log(t + r.int(3, 20), "content", "info", contentOk(w, id), { trace: tr });
    const ms = r.int(hit ? 18 : 60, hit ? 90 : 380);
    w.log(t + ms - 5, "render", "info", renderOk(w, id, ms, hit), { trace: tr });
    edgeLine(w, t + ms, "GET", articlePath(w), 200, ms + r.int(2, 15), tr);
  });
  // section fronts and API reads from the apps
  s.every(2600, (t) => {
    const tr = w.tr();
    const p = r.pick([
      `/${r.pick(e.sections)}`,
      "/",
      "/api/v1/front?edition=uk",
      "/api/v1/most-read",
      "/sitemap-news.xml",
    ]);
    edgeLine(w, t, "GET", p, 200, r.int(20, 160), tr);
  });
  // sign-ins
  if (n("identity"))
    s.every(4200, (t) => {
      const tr = w.tr();
      w.log(t, "identity", "info", identityOk(w), { trace: tr });
      edgeLine(w, t + r.int(30, 90), "POST", "/account/signin", 200, r.int(60, 240), tr);
    });
  // sign-ups and upgrades
  s.every(11000, (t) => {
    const tr = w.tr();
    const plan = r.pick(e.plans);
    w.log(t, "billing", "info", billingOk(w, plan), { trace: tr });
    edgeLine(w, t + r.int(200, 700), "POST", "/subscribe/checkout", 201, r.int(300, 900), tr);
  });
  // comments
  s.every(5200, (t) => {
    const tr = w.tr();
    w.log(t, "comments", "info", commentOk(w), { trace: tr });
    edgeLine(w, t + r.int(40, 200), "POST", `/api/comments/${w.articleId()}`, 201, r.int(50, 260), tr);
  });
  // ads
  if (n("ads"))
    s.every(900, (t) => {
      w.log(
        t,
        "ads",
        "info",
        r.pick([
          `auction ${r.hex(10)} slot=${r.pick(["top-leaderboard", "mpu-1", "mpu-2", "inread", "skin"])} bids=${r.int(2, 9)} winner=${r.pick(["pubmatic", "ix", "rubicon", "appnexus", "house"])} cpm=${(r.next() * 4 + 0.2).toFixed(2)} ${r.int(40, 280)}ms`,
          `served creative ${r.int(100000, 999999)} line_item=${r.int(1000, 9999)} viewable_req=${r.hex(8)}`,
        ]),
      );
    });
  // periodic jobs
  s.tick(60_000, (t) => {
    const due = r.int(30, 140);
    const failed = r.int(1, Math.max(2, Math.floor(due / 12)));
    w.log(t, "dunning", "info", `renewal sweep: ${due} due, ${due - failed} charged, ${failed} scheduled for retry`);
  });
  s.tick(30_000, (t) => {
    w.log(
      t,
      "newsletter",
      "info",
      `send batch ${r.pick(["morning-briefing", "the-week", "breaking-alerts", "sport-daily", "business-pm"])}: ${r.int(800, 6000)} delivered to relay in ${r.int(900, 4200)}ms`,
    );
  });
  if (n("delivery"))
    s.tick(45_000, (t) => {
      w.log(
        t,
        "delivery",
        "info",
        `route manifest ${r.pick(["N", "S", "E", "W", "C"])}${r.int(1, 40)} exported: ${r.int(120, 900)} drops, ${r.int(0, 30)} holds, ${r.int(0, 8)} stops`,
      );
    });
  s.tick(120_000, (t) => {
    w.log(t, "content", "info", `cache warm: ${r.int(200, 600)} items refreshed from CMS in ${r.int(800, 3000)}ms`);
  });
  // probes on every service
  for (const [role, rt] of Object.entries(e.rt) as [Role, Runtime][])
    s.tick(r.pick([10_000, 15_000, 20_000]), (t) => w.log(t, role, "info", HEALTH[rt]));
  // deprecation warnings in two services
  for (const role of r.shuffle(Object.keys(e.rt) as Role[]).slice(0, 2)) {
    const rt = e.rt[role] as Runtime;
    s.every(r.int(90_000, 200_000), (t) => w.log(t, role, "warn", DEPRECATION[rt]));
  }
  // retries that succeed
  s.every(50_000, (t) => {
    const tr = w.tr();
    const [role, msg] = r.pick(retryLines(w));
    w.log(t, role, "warn", msg, { trace: tr });
    w.log(
      t + r.int(150, 900),
      role,
      "info",
      r.pick(["retry succeeded (attempt 2)", "request succeeded on attempt 2", "recovered after 1 retry"]),
      {
        trace: tr,
      },
    );
  });
  noisy(w);
}

function retryLines(w: World): [Role, string][] {
  const { r } = w;
  return [
    ["render", `GET ${w.n("content")}/v2/content/${w.articleId()} failed (ECONNRESET), retrying in 100ms (1/3)`],
    ["billing", `idempotent POST to payment gateway returned 429, retrying after ${r.int(1, 3)}s`],
    ["newsletter", `relay said 421 4.7.0 Try again later, re-queued ${r.int(5, 80)} messages`],
    ["meter", "redis: read tcp 10.8.3.12:51544->10.8.9.4:6379: i/o timeout, retrying on replica"],
  ];
}

function meterAllow(w: World, rd: string, id: string, count: number): string {
  const { e, r } = w;
  const limit = e.key === "northwind" ? 3 : 5;
  if (rd.startsWith("rdr_")) return `entitled reader=${rd} article=${id} product=${r.pick(e.plans)} decision=GRANT`;
  return e.key === "courier"
    ? `Meter check reader=${rd} content=${id} views=${count}/${limit} -> ALLOW`
    : `meter reader=${rd} article=${id} count=${count}/${limit} decision=allow`;
}

function contentOk(w: World, id: string): string {
  const { e, r } = w;
  const ms = r.int(4, 60);
  switch (e.rt.content) {
    case "python":
      return `"GET /v2/content/${id}?fields=body,byline,media HTTP/1.1" 200 ${r.int(4000, 60000)} ${ms}ms`;
    default:
      return `served content id=${id} rev=${r.int(1, 40)} bytes=${r.int(4000, 60000)} duration=${ms}ms`;
  }
}

function renderOk(w: World, id: string, ms: number, hit: boolean): string {
  const { r } = w;
  return r.pick([
    `rendered article ${id} template=${r.pick(["standard", "live-blog", "longform", "gallery"])} in ${ms}ms (${hit ? "fragment cache hit" : "cache miss"})`,
    `SSR ${id} ${ms}ms hydrate=${r.pick(["full", "islands"])} ${hit ? "HIT" : "MISS"}`,
  ]);
}

function identityOk(w: World): string {
  const { r } = w;
  return r.pick([
    `issued session for reader rdr_${r.int(100000, 999999)} via ${r.pick(["password", "google", "apple", "magic-link"])}`,
    `token refreshed for rdr_${r.int(100000, 999999)} (exp in 3600s)`,
  ]);
}

function billingOk(w: World, plan: string): string {
  const { e, r } = w;
  return `subscription sub_${r.hex(14)} created plan=${plan} amount=${(r.next() * 20 + 4).toFixed(2)} ${e.currency} pm=${r.pick(["card", "card", "paypal", "apple_pay", "sepa_debit"])}`;
}

function commentOk(w: World): string {
  const { r } = w;
  return r.pick([
    `comment ${r.int(1_000_000, 9_999_999)} on ${w.articleId()} published (score 0.0${r.int(1, 9)})`,
    `comment ${r.int(1_000_000, 9_999_999)} accepted, thread ${r.int(10000, 99999)} depth ${r.int(0, 4)}`,
  ]);
}

/** Each estate's one service with a constant harmless complaint from the first minute. */
function noisy(w: World): void {
  const { s, e, r } = w;
  const from = s.start + r.int(2_000, 40_000);
  switch (e.key) {
    case "harbour":
      s.every(
        7_000,
        (t) =>
          w.log(
            t,
            "delivery",
            "error",
            `address lookup failed for subscriber ${r.int(100000, 999999)}: postcode ${r.pick(["BS1", "CF10", "PL4", "EX2", "TQ1"])} ${r.int(1, 9)}${r.pick(["AB", "QZ", "XY", "HH"])} not in PAF, hold kept on manual route`,
          ),
        from,
      );
      break;
    case "northwind":
      s.every(
        5_000,
        (t) =>
          w.log(
            t,
            "ads",
            "error",
            `VAST parse error creative=${r.int(100000, 999999)} code=302 "Wrapper limit reached" - slot left to next bidder`,
          ),
        from,
      );
      break;
    case "courier":
      s.every(
        6_500,
        (t) =>
          w.log(
            t,
            "comments",
            "error",
            `perspective: 400 INVALID_ARGUMENT "Attribute TOXICITY does not support request languages: ${r.pick(["und", "tl", "sw", "cy"])}" comment=${r.int(1_000_000, 9_999_999)} -> manual queue`,
          ),
        from,
      );
      break;
    default:
      s.every(
        4_500,
        (t) =>
          w.log(
            t,
            "meter",
            "warn",
            `consent: TCF string rejected (${r.pick(["invalid segment", "unsupported version 1", "vendor list out of range"])}), reader treated as anonymous`,
          ),
        from,
      );
  }
}

/** A rolling restart or config reload of one service, as that runtime prints it. */
export function deploy(w: World, t: number, role: Role, version: string): void {
  const { r, e } = w;
  const rt = e.rt[role];
  const svc = w.n(role);
  if (!rt || !svc) return;
  const k = { keep: true };
  const L = (dt: number, lvl: "info" | "warn", m: string) => w.log(t + dt, role, lvl, m, k);
  switch (rt) {
    case "java":
      L(0, "info", "Commencing graceful shutdown. Waiting for active requests to complete");
      L(r.int(600, 1500), "info", "Graceful shutdown complete");
      L(r.int(9000, 14000), "info", `Starting ${svc} v${version} using Java 21.0.4 with PID 1`);
      L(
        r.int(21000, 26000),
        "info",
        `Started ${svc} in ${(r.next() * 8 + 9).toFixed(3)} seconds (process running for 14.2)`,
      );
      break;
    case "node":
      L(0, "info", "received SIGTERM, draining connections");
      L(r.int(3000, 6000), "info", `${svc}@${version} listening on :3000 (node v20.17.0, NODE_ENV=production)`);
      break;
    case "python":
      L(0, "info", "Handling signal: term");
      L(r.int(400, 1200), "info", "Worker exiting (pid: 8)");
      L(r.int(4000, 7000), "info", `Starting gunicorn 22.0.0 - ${svc} ${version}`);
      L(r.int(7000, 8000), "info", "Booting worker with pid: 9");
      break;
    case "go":
      L(0, "info", "shutting down: signal terminated");
      L(r.int(2000, 4000), "info", `starting ${svc} version=${version} commit=${r.hex(7)} go=go1.22.6`);
      break;
    case "dotnet":
      L(0, "info", "Application is shutting down...");
      L(r.int(5000, 8000), "info", "Now listening on: http://[::]:8080");
      L(r.int(8100, 9000), "info", `Application started. Hosting environment: Production; version ${version}`);
      break;
    case "ruby":
      L(0, "info", "- Gracefully stopping, waiting for requests to finish");
      L(r.int(5000, 9000), "info", `* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango") app ${version}`);
      L(r.int(9100, 11000), "info", "* Listening on http://0.0.0.0:3000");
      break;
    case "cpp":
      L(0, "info", "caught SIGTERM, draining listeners");
      L(r.int(2000, 4000), "info", `${svc} ${version} starting, loaded config (checksum ${r.hex(8)})`);
  }
}

export function configReload(w: World, t: number, role: Role): void {
  const { r } = w;
  w.log(
    t,
    role,
    "info",
    r.pick([
      `config reloaded from configmap (${r.int(3, 40)} keys changed: feature.flags.*)`,
      `feature flags refreshed from LaunchDarkly: ${r.int(1, 6)} flags updated`,
      `SIGHUP received, reloaded ${r.pick(["routes.yaml", "paywall-rules.json", "ad-slots.yaml"])}`,
    ]),
    { keep: true },
  );
}
