// Ordinary life of an estate: request traffic, health checks, periodic jobs, the one noisy service, deprecation
// warnings, retries that succeed, and an unrelated deploy or config reload.
import type { Runtime } from "./estates.js";
import type { Ctx } from "./stream.js";

const money = (c: Ctx) => `${c.r.int(1, 140)}.${String(c.r.int(0, 99)).padStart(2, "0")}`;
export const till = (c: Ctx) => `${c.r.pick(c.estate.stores)}-${String(c.r.int(1, 14)).padStart(2, "0")}`;
export const article = (c: Ctx) => c.r.int(48000, 48999);
const slugs = ["budget-vote-live", "storm-warning-coast", "council-tax-rise", "transfer-deadline", "rail-strike-dates"];
export const slug = (c: Ctx) => c.r.pick(slugs);

function retailRequest(c: Ctx, t: number): void {
  const tr = c.trace();
  const k = c.r.next();
  const tl = till(c);
  const amt = money(c);
  if (k < 0.55) {
    c.add(
      t,
      c.s("promo"),
      "info",
      `basket b-${c.r.hex(8)}: ${c.r.int(0, 4)} promotions applied in ${c.r.int(3, 30)}ms`,
      { trace: tr },
    );
    c.add(
      t + c.r.int(30, 90),
      c.s("pay"),
      "info",
      `PED ${tl}-A auth approved rc=00 amount=${amt} ${c.estate.currency} stan=${String(c.r.int(1, 999999)).padStart(6, "0")} (${c.r.int(280, 1400)}ms)`,
      { trace: tr },
    );
    c.add(
      t + c.r.int(1500, 2500),
      c.s("pos"),
      "info",
      `txn ${c.r.int(10000, 99999)} till ${tl} completed: ${c.r.int(1, 40)} items, total ${amt} ${c.estate.currency}, tender CARD`,
      { trace: tr },
    );
    if (c.r.chance(0.5))
      c.add(
        t + c.r.int(2500, 3000),
        c.s("loyalty"),
        "info",
        `member ${c.r.int(6300, 6399)}****${c.r.int(1000, 9999)} +${c.r.int(1, 90)} points (store ${tl.slice(0, -3)})`,
        { trace: tr },
      );
  } else if (k < 0.75) {
    c.add(
      t,
      c.s("sco"),
      "info",
      `lane ${c.r.int(1, 8)} store ${c.r.pick(c.estate.stores)} session ended: ${c.r.int(1, 25)} items, ${c.r.int(0, 1)} interventions`,
      { trace: tr },
    );
    c.add(
      t + c.r.int(20, 60),
      c.s("pay"),
      "info",
      `PED ${tl}-S auth approved rc=00 amount=${amt} ${c.estate.currency} contactless (${c.r.int(200, 900)}ms)`,
      { trace: tr },
    );
  } else {
    const path = c.r
      .pick(["/api/v1/orders", "/api/v1/stores/{s}/slots", "/api/v1/basket", "/api/v1/products/search"])
      .replace("{s}", c.r.pick(c.estate.stores));
    const post = path.endsWith("orders") || path.endsWith("basket");
    c.add(t, c.s("edge"), "info", `${post ? "POST" : "GET"} ${path} ${post ? 201 : 200} ${c.r.int(18, 240)}ms`, {
      trace: tr,
    });
    if (post) {
      c.add(
        t + c.r.int(5, 40),
        c.s("cnc"),
        "info",
        `order CC-${c.r.int(100000, 999999)} created, slot ${c.r.int(10, 19)}:00-${c.r.int(11, 20)}:00 store ${c.r.pick(c.estate.stores)}`,
        { trace: tr },
      );
      c.add(t + c.r.int(40, 90), c.s("store"), "info", `reservation R-${c.r.hex(6)} held ${c.r.int(1, 30)} lines`, {
        trace: tr,
      });
    }
  }
}

function newsRequest(c: Ctx, t: number): void {
  const tr = c.trace();
  const k = c.r.next();
  const a = article(c);
  if (k < 0.7) {
    const hit = c.r.chance(0.8);
    c.add(
      t,
      c.s("edge"),
      "info",
      `GET /news/2026/${slug(c)}-${a} 200 ${hit ? c.r.int(8, 60) : c.r.int(80, 320)}ms cache=${hit ? "HIT" : "MISS"}`,
      { trace: tr },
    );
    if (c.r.chance(0.6))
      c.add(
        t + c.r.int(2, 15),
        c.s("paywall"),
        "info",
        `meter r-${c.r.hex(10)}: ${c.r.int(0, 5)}/5 free articles, decision=allow`,
        { trace: tr },
      );
    if (!hit)
      c.add(t + c.r.int(10, 40), c.s("cms"), "info", `GET /content/v1/articles/${a} 200 ${c.r.int(6, 45)}ms`, {
        trace: tr,
      });
  } else if (k < 0.82) {
    c.add(
      t,
      c.s("cms"),
      "info",
      `article ${a} saved by ${c.r.pick(["jmorris", "akhan", "lpetit", "desk-sport", "rbianchi"])} (rev ${c.r.int(2, 40)})`,
      { trace: tr },
    );
    c.add(t + c.r.int(300, 900), c.s("search"), "info", `indexed article ${a} in ${c.r.int(9, 60)}ms`, { trace: tr });
  } else if (k < 0.9) {
    c.add(
      t,
      c.s("image"),
      "info",
      `rendition img-${c.r.hex(8)} ${c.r.pick(["1200x675", "640x360", "320x180", "2048x1152"])} webp in ${c.r.int(40, 400)}ms`,
      { trace: tr },
    );
  } else if (k < 0.96) {
    c.add(
      t,
      c.s("live"),
      "info",
      `liveblog lb-${c.r.int(200, 240)} entry #${c.r.int(1, 400)} published, fan-out to ${c.r.int(800, 40000)} sockets`,
      { trace: tr },
    );
  } else {
    c.add(
      t,
      c.s("comments"),
      "info",
      `${c.s("comments") === "comments-api" ? "comment" : "digest"} ${c.r.hex(6)} accepted for article ${a}`,
      { trace: tr },
    );
  }
}

export function deployLines(c: Ctx, svc: string, t: number, version: string): void {
  const rt = c.estate.runtime[svc] as Runtime;
  c.add(t, svc, "info", "SIGTERM received, draining in-flight requests (grace 30s)");
  const start: Record<Runtime, string[]> = {
    java: [
      `Starting ${svc} v${version} using Java 21.0.4 with PID 1`,
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started application in ${c.r.int(8, 19)}.${c.r.int(10, 99)} seconds (process running for ${c.r.int(20, 29)}.1)`,
    ],
    go: [`starting ${svc} version=${version} commit=${c.r.hex(7)} go=go1.23.2`, "http server listening addr=:8080"],
    python: [
      `Starting gunicorn 22.0.0`,
      "Listening at: http://0.0.0.0:8000 (1)",
      `Booting worker with pid: ${c.r.int(7, 40)}`,
      `${svc} ${version} ready`,
    ],
    node: [
      `${svc}@${version} starting (node v20.17.0, NODE_ENV=production)`,
      "server listening on http://0.0.0.0:3000",
    ],
    dotnet: [
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
      `Content root path: /app (build ${version})`,
    ],
    ruby: [
      "Puma starting in cluster mode...",
      '* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")',
      "* Min threads: 5, max threads: 5",
      `* Environment: production (release ${version})`,
    ],
    cpp: [`${svc} ${version} starting, 8 worker threads`, "listening on 0.0.0.0:7070"],
  };
  (start[rt] ?? []).forEach((m, i) => {
    c.add(t + 4000 + i * 150, svc, "info", m);
  });
}

const deprecations: Record<Runtime, string> = {
  java: "Property 'spring.redis.host' is deprecated: Use 'spring.data.redis.host' instead.",
  go: "grpc: Dial is deprecated, use NewClient (grpc-go v1.64)",
  python: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
  dotnet:
    "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete.'",
  ruby: "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1.",
  cpp: "option --legacy-framing is deprecated and will be removed in 6.0",
};

export interface BgOpts {
  /** requests per second */
  rps: number;
  deployAt: number;
  deploySvc: string;
  reload: boolean;
}

export function background(c: Ctx, o: BgOpts): void {
  const { t0, t1 } = c;
  c.every(1000 / o.rps, t0, t1, (t) => (c.estate.domain === "retail" ? retailRequest(c, t) : newsRequest(c, t)));
  const svcs = Object.values(c.estate.roles);
  // health checks from a subset of services, as kube-probe sees them
  for (const svc of svcs.slice(0, 6))
    c.every(c.r.pick([10000, 15000, 20000]), t0, t1, (t) =>
      c.add(t, svc, "info", `GET /healthz 200 ${c.r.int(0, 3)}ms ua=kube-probe/1.30`),
    );
  // deprecation warnings
  const dep = c.r.pick(svcs);
  c.every(c.r.int(90000, 200000), t0, t1, (t) => c.add(t, dep, "warn", deprecations[c.estate.runtime[dep] as Runtime]));
  if (c.estate.domain === "retail") {
    c.every(60000, t0, t1, (t, i) =>
      c.add(
        t,
        c.s("price"),
        "info",
        `pushed ${c.r.int(20, 600)} price changes to store ${c.r.pick(c.estate.stores)} (batch ${4100 + i}, ${c.r.int(300, 2900)}ms)`,
      ),
    );
    c.every(30000, t0, t1, (t) =>
      c.add(
        t,
        c.s("store"),
        "info",
        `heartbeat: ${c.r.int(10, 14)}/14 tills online store ${c.r.pick(c.estate.stores)}`,
      ),
    );
    if (c.estate.roles.inv)
      c.every(120000, t0, t1, (t) =>
        c.add(t, c.s("inv"), "info", `applied stock delta file delta-${c.r.hex(6)}.csv: ${c.r.int(100, 4000)} rows`),
      );
    // the noisy one
    if (c.estate.name.startsWith("Larder"))
      c.every(7000, t0, t1, (t) =>
        c.add(
          t,
          c.s("store"),
          "error",
          `till ${till(c)}: clock drift ${c.r.int(2, 9)}.${c.r.int(0, 9)}s against NTP, receipt timestamp corrected`,
        ),
      );
    else
      c.every(6000, t0, t1, (t) =>
        c.add(
          t,
          c.s("price"),
          "error",
          `EAN 40${c.r.int(10000000000, 99999999999)} has no shelf-edge label template for locale ${c.r.pick(["de_AT", "nl_NL"])}, using generic template`,
        ),
      );
    c.every(c.r.int(60000, 120000), t0, t1, (t) => {
      c.add(
        t,
        c.s("pos"),
        "warn",
        `POST http://${c.s("promo")}/evaluate attempt 1 failed: Read timed out after 800ms, retrying`,
      );
      c.add(
        t + c.r.int(200, 600),
        c.s("pos"),
        "info",
        `POST http://${c.s("promo")}/evaluate attempt 2 succeeded (${c.r.int(40, 200)}ms)`,
      );
    });
  } else {
    c.every(c.r.int(45000, 75000), t0, t1, (t) =>
      c.add(
        t,
        c.s("wire"),
        "info",
        `polled ${c.r.pick(["AP", "Reuters", "PA"])} feed: ${c.r.int(0, 9)} new items, ${c.r.int(0, 5)} updates (${c.r.int(300, 2400)}ms)`,
      ),
    );
    c.every(60000, t0, t1, (t) =>
      c.add(
        t,
        c.s("push"),
        "info",
        `campaign pc-${c.r.int(7000, 7999)} delivered: ${c.r.int(1000, 300000)} sent, ${c.r.int(0, 2000)} failed`,
      ),
    );
    if (c.estate.roles.metrics)
      c.every(30000, t0, t1, (t) =>
        c.add(t, c.s("metrics"), "info", `flushed ${c.r.int(2000, 30000)} pageview events to warehouse`),
      );
    if (c.estate.name.startsWith("The Northern"))
      c.every(6500, t0, t1, (t) =>
        c.add(t, c.s("comments"), "error", `spam check skipped for comment c-${c.r.hex(6)}: parent comment deleted`),
      );
    else
      c.every(5000, t0, t1, (t) =>
        c.add(
          t,
          c.s("metrics"),
          "error",
          `dropped beacon: invalid referrer header ${JSON.stringify(c.r.pick(["android-app://com.google", "null", "about:blank"]))}`,
        ),
      );
    c.every(c.r.int(60000, 120000), t0, t1, (t) => {
      c.add(
        t,
        c.s("edge"),
        "warn",
        `upstream ${c.s("cms")} GET /content/v1/articles/${article(c)} failed (socket hang up), retry 1/2`,
      );
      c.add(t + c.r.int(50, 300), c.s("edge"), "info", `upstream ${c.s("cms")} retry 1/2 ok (${c.r.int(20, 90)}ms)`);
    });
  }
  if (o.reload)
    c.add(
      o.deployAt,
      o.deploySvc,
      "info",
      `config reloaded from /etc/${o.deploySvc}/app.yaml (${c.r.int(1, 4)} keys changed)`,
    );
  else deployLines(c, o.deploySvc, o.deployAt, `${c.r.int(1, 9)}.${c.r.int(0, 30)}.${c.r.int(0, 9)}`);
}
