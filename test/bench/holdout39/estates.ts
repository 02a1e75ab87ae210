// Five made-up companies built on managed cloud services: what each service prints on a normal day.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { type Ctx, lambda } from "./stream.js";

export interface Svc {
  name: string;
  weight: number;
  bg: (c: Ctx, t: number) => void;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  svcs: Svc[];
  health: Array<{ svc: string; gapMs: number; msg: (r: Rng) => string }>;
  jobs: Array<{ svc: string; everyMs: number; run: (r: Rng) => Array<[Level, string]> }>;
  noisy: { svc: string; level: Level; gapMs: number; msg: (r: Rng) => string };
  deprecations: Array<{ svc: string; msg: string }>;
  retries: Array<{ svc: string; run: (r: Rng) => [string, string] }>;
}

const ip = (r: Rng) => `${r.pick([81, 86, 92, 145, 176, 203])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;

/** An ALB access log entry (the documented space-separated layout). */
export function albLine(
  r: Rng,
  t: number,
  lb: string,
  host: string,
  req: string,
  elb: number,
  target: number | "-",
  tpt = r.float(0.004, 0.25),
  targetAddr = `10.0.${r.int(1, 3)}.${r.int(10, 250)}:8080`,
  reason = "-",
): string {
  const ts = new Date(t).toISOString();
  const tgt = target === "-" ? "-" : targetAddr;
  const tp = target === "-" ? -1 : tpt;
  return `https ${ts} app/${lb}/${r.hex(16)} ${ip(r)}:${r.int(1024, 65000)} ${tgt} 0.000 ${tp === -1 ? "-1" : tp.toFixed(3)} ${target === "-" ? "-1" : "0.000"} ${elb} ${target} ${r.int(200, 900)} ${r.int(150, 9000)} "${req.replace(" ", ` https://${host}:443`)} HTTP/1.1" "${r.pick(["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)", "okhttp/4.12.0", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"])}" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:eu-west-1:418273645091:targetgroup/${lb}-tg/${r.hex(16)} "Root=1-${Math.floor(t / 1000).toString(16)}-${r.hex(24)}" "${host}" "session-reused" 0 ${ts} "forward" "-" "${reason}" "${tgt}" "${target}" "-" "-"`;
}

/** An API Gateway (HTTP API) JSON access log entry. */
export function apigwLine(r: Rng, t: number, route: string, status: number, lat: number, err = "-"): string {
  return JSON.stringify({
    requestId: `${r.hex(8).toUpperCase()}=`,
    ip: ip(r),
    requestTime: new Date(t).toUTCString(),
    routeKey: route,
    status: String(status),
    protocol: "HTTP/1.1",
    responseLength: String(r.int(20, 4000)),
    integrationLatency: String(Math.round(lat)),
    integrationErrorMessage: err,
  });
}

const nodeLine = (t: number, id: string, lv: string, m: string) => `${new Date(t).toISOString()}\t${id}\t${lv}\t${m}`;
const pyLine = (t: number, id: string, lv: string, m: string) => `[${lv}]\t${new Date(t).toISOString()}\t${id}\t${m}`;

export { nodeLine, pyLine };

const parcel: Estate = {
  key: "parcelpath",
  company: "ParcelPath (parcel logistics, AWS)",
  ns: "parcelpath-prod",
  svcs: [
    {
      name: "parcel-alb",
      weight: 3,
      bg: (c, t) => {
        const r = c.r;
        const p = r.pick(["GET /v1/track/1Z", "POST /v1/shipments", "GET /v1/labels/LB", "GET /v1/depots/"]);
        c.add(
          "parcel-alb",
          t,
          "info",
          albLine(
            r,
            t,
            "parcel-edge",
            "api.parcelpath.example",
            `${p.split(" ")[0]} ${p.split(" ")[1]}${r.int(100000, 999999)}`,
            200,
            200,
          ),
        );
      },
    },
    {
      name: "edge-api",
      weight: 3,
      bg: (c, t) => {
        const r = c.r;
        const route = r.pick(["GET /v1/track/:id", "POST /v1/shipments", "GET /v1/labels/:id", "GET /v1/depots/:id"]);
        const st = route.startsWith("POST") ? 201 : 200;
        c.add(
          "edge-api",
          t,
          "info",
          `request completed ${JSON.stringify({ method: route.split(" ")[0], route: route.split(" ")[1], statusCode: st, responseTime: r.int(9, 240), reqId: `req-${r.hex(6)}` })}`,
        );
      },
    },
    {
      name: "route-optimizer",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "route-optimizer",
          t,
          "info",
          r.pick([
            `c.p.route.PlanController : planned route for depot DP-${r.int(10, 40)}: ${r.int(18, 140)} stops, ${r.int(40, 390)} km, solver 0.${r.int(100, 990)}s`,
            `c.p.route.GraphCache : depot graph DP-${r.int(10, 40)} served from cache (age ${r.int(2, 59)}s)`,
          ]),
        );
      },
    },
    {
      name: "label-printer-fn",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "label-printer-fn", t, {
          req: id,
          mem: 1024,
          dur: r.float(120, 650),
          lines: [
            [
              "info",
              nodeLine(
                t + 50,
                id,
                "INFO",
                `rendered ZPL label for shipment SH${r.int(1000000, 9999999)} (${r.pick(["DHL", "UPS", "DPD", "GLS"])}, ${r.int(1, 3)} pages) -> s3://parcelpath-labels-prod/2026/${r.hex(8)}.zpl`,
              ),
            ],
          ],
        });
      },
    },
    {
      name: "tracking-ingest-fn",
      weight: 3,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "tracking-ingest-fn", t, {
          req: id,
          mem: 256,
          dur: r.float(20, 180),
          lines: [
            [
              "info",
              nodeLine(
                t + 9,
                id,
                "INFO",
                `processed SQS batch: ${r.int(1, 10)} records, 0 failures (queue tracking-events)`,
              ),
            ],
          ],
        });
      },
    },
    {
      name: "notify-fn",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "notify-fn", t, {
          req: id,
          mem: 256,
          lines: [
            [
              "info",
              pyLine(
                t + 12,
                id,
                "INFO",
                `sent delivery update for SH${r.int(1000000, 9999999)} via ${r.pick(["email", "sms", "push"])} (status ${r.pick(["out_for_delivery", "delivered", "in_transit"])})`,
              ),
            ],
          ],
        });
      },
    },
    {
      name: "shipments-db",
      weight: 0.3,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "shipments-db",
          t,
          "info",
          r.pick([
            `[Note] [MY-010914] [Server] Aborted connection ${r.int(100000, 999999)} to db: 'shipments' user: 'reporting' host: '10.0.3.${r.int(10, 99)}' (Got timeout reading communication packets).`,
            `# Query_time: ${r.float(1.0, 2.4).toFixed(6)}  Lock_time: 0.000${r.int(10, 99)} Rows_sent: ${r.int(1, 900)}  Rows_examined: ${r.int(20000, 400000)} SELECT depot_id, COUNT(*) FROM shipment_events WHERE created_at > NOW() - INTERVAL 1 HOUR GROUP BY depot_id;`,
          ]),
        );
      },
    },
    {
      name: "carrier-sync",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "carrier-sync",
          t,
          "info",
          `INFO carrier_sync.poller: fetched ${r.int(0, 240)} status updates from ${r.pick(["dhl", "ups", "dpd", "gls"])} (page ${r.int(1, 9)}, ${r.int(80, 900)}ms)`,
        );
      },
    },
    {
      name: "depot-scanner",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "depot-scanner",
          t,
          "info",
          `level=info msg="scan accepted" depot=DP-${r.int(10, 40)} parcel=1Z${r.hex(10).toUpperCase()} belt=${r.int(1, 8)}`,
        );
      },
    },
  ],
  health: [
    {
      svc: "edge-api",
      gapMs: 15000,
      msg: (r) =>
        `request completed {"method":"GET","route":"/healthz","statusCode":200,"responseTime":${r.int(0, 2)},"userAgent":"ELB-HealthChecker/2.0"}`,
    },
    { svc: "route-optimizer", gapMs: 30000, msg: () => `o.s.b.a.health : GET /actuator/health -> UP` },
  ],
  jobs: [
    {
      svc: "route-optimizer",
      everyMs: 60000,
      run: (r) => [
        [
          "info",
          `c.p.route.Scheduler : scheduled rebuild of depot graph finished: ${r.int(12, 16)} depots, ${r.int(600, 1400)}ms`,
        ],
      ],
    },
    {
      svc: "carrier-sync",
      everyMs: 120000,
      run: (r) => [
        ["info", "INFO carrier_sync.cron: reconciliation run started"],
        ["info", `INFO carrier_sync.cron: reconciliation run finished: ${r.int(0, 12)} shipments corrected`],
      ],
    },
  ],
  noisy: {
    svc: "depot-scanner",
    level: "error",
    gapMs: 7000,
    msg: (r) =>
      `level=error msg="barcode decode failed, requesting rescan" depot=DP-${r.int(10, 40)} frame=${r.int(1000, 99999)} err="checksum mismatch"`,
  },
  deprecations: [
    {
      svc: "label-printer-fn",
      msg: "(node:8) NOTE: The AWS SDK for JavaScript (v2) is in maintenance mode.\n SDK releases are limited to address critical bug fixes and security issues only.\nPlease migrate your code to use AWS SDK for JavaScript (v3).",
    },
    {
      svc: "carrier-sync",
      msg: "/opt/carrier-sync/carrier_sync/poller.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    },
  ],
  retries: [
    {
      svc: "edge-api",
      run: (r) => [
        `POST http://route-optimizer.parcelpath.local:8080/v1/plan failed: socket hang up, retrying (1/3) reqId=req-${r.hex(6)}`,
        `POST http://route-optimizer.parcelpath.local:8080/v1/plan succeeded on attempt 2 (${r.int(90, 300)}ms)`,
      ],
    },
  ],
};

const bright: Estate = {
  key: "brightcart",
  company: "BrightCart (online grocery, GCP)",
  ns: "brightcart-prod",
  svcs: [
    {
      name: "storefront",
      weight: 4,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "storefront",
          t,
          "info",
          `${r.pick(["GET", "GET", "POST"])} ${r.pick(["/", "/c/fruit", "/c/dairy", "/p/sku-" + r.int(10000, 99999), "/api/cart", "/search?q=" + r.pick(["milk", "bread", "eggs", "tofu"])])} ${r.pick([200, 200, 200, 304])} in ${r.int(12, 380)}ms`,
        );
      },
    },
    {
      name: "cart-svc",
      weight: 3,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "cart-svc",
          t,
          "info",
          `INFO:     169.254.1.1:${r.int(20000, 60000)} - "${r.pick(["GET /carts/", "POST /carts/", "PATCH /carts/"])}${r.hex(12)} HTTP/1.1" ${r.pick([200, 200, 201])}`,
        );
      },
    },
    {
      name: "checkout-fn",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "checkout-fn",
          t,
          "info",
          r.pick([
            `Function execution started`,
            `order BC-${r.int(100000, 999999)} placed: ${r.int(3, 40)} items, total EUR ${r.float(12, 180).toFixed(2)}`,
            `Function execution took ${r.int(140, 900)} ms, finished with status code: 200`,
          ]),
        );
      },
    },
    {
      name: "order-events",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "order-events",
          t,
          "info",
          r.pick([
            `Function execution started`,
            `handled order.placed messageId=${r.int(10000000000, 99999999999)} -> picking slot ${r.int(1, 40)}`,
            `Function execution took ${r.int(40, 400)} ms, finished with status: 'ok'`,
          ]),
        );
      },
    },
    {
      name: "inventory-sync",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "inventory-sync",
          t,
          "info",
          `upserted ${r.int(50, 500)} stock levels from warehouse ${r.pick(["AMS-1", "RTM-2", "UTR-1"])} (batch ${r.int(1, 60)})`,
        );
      },
    },
    {
      name: "image-resizer",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "image-resizer",
          t,
          "info",
          `resized gs://brightcart-media/raw/${r.hex(10)}.jpg -> 3 variants (${r.int(40, 400)}ms)`,
        );
      },
    },
    {
      name: "catalog-db",
      weight: 0.5,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "catalog-db",
          t,
          "info",
          r.pick([
            `${new Date(t).toISOString().replace("T", " ").slice(0, 23)} UTC [${r.int(1000, 9999)}]: [1-1] db=catalog,user=cart LOG:  duration: ${r.float(500, 1900).toFixed(3)} ms  statement: SELECT p.* FROM products p JOIN stock s USING (sku) WHERE s.warehouse = $1`,
            `${new Date(t).toISOString().replace("T", " ").slice(0, 23)} UTC [${r.int(1000, 9999)}]: [1-1] db=,user= LOG:  checkpoint complete: wrote ${r.int(100, 3000)} buffers (${r.float(0.1, 4).toFixed(1)}%); 0 WAL file(s) added, 0 removed, 1 recycled`,
          ]),
        );
      },
    },
    {
      name: "search-proxy",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "search-proxy",
          t,
          "info",
          `10.128.0.${r.int(2, 60)} - - [${new Date(t).toUTCString()}] "GET /search?q=${r.pick(["milk", "bread", "pasta", "coffee"])}&page=${r.int(1, 4)} HTTP/1.1" 200 ${r.int(800, 9000)} "-" "storefront/2.14" rt=${(r.float(0.01, 0.2)).toFixed(3)} uct="0.000" urt="${r.float(0.01, 0.2).toFixed(3)}"`,
        );
      },
    },
    {
      name: "payments-bridge",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "payments-bridge",
          t,
          "info",
          `stripe: PaymentIntent pi_${r.hex(24)} confirmed (amount=${r.int(1200, 18000)} eur, ${r.int(180, 900)}ms)`,
        );
      },
    },
  ],
  health: [
    { svc: "storefront", gapMs: 20000, msg: () => `GET /api/health 200 in 1ms (GoogleHC/1.0)` },
    {
      svc: "cart-svc",
      gapMs: 20000,
      msg: (r) => `INFO:     169.254.1.1:${r.int(20000, 60000)} - "GET /healthz HTTP/1.1" 200`,
    },
  ],
  jobs: [
    {
      svc: "inventory-sync",
      everyMs: 90000,
      run: (r) => [
        ["info", `Cloud Scheduler trigger inventory-sync-90s: execution inventory-sync-${r.hex(5)} started`],
        ["info", `execution finished: ${r.int(3, 9)} batches, 0 failed`],
      ],
    },
    {
      svc: "catalog-db",
      everyMs: 300000,
      run: (r) => [
        [
          "info",
          `LOG:  automatic vacuum of table "catalog.public.stock": index scans: 1, pages: 0 removed, ${r.int(400, 900)} remain`,
        ],
      ],
    },
  ],
  noisy: {
    svc: "search-proxy",
    level: "error",
    gapMs: 6000,
    msg: (r) =>
      `[error] 1123#1123: *${r.int(10000, 99999)} open() "/usr/share/nginx/html/favicon.ico" failed (2: No such file or directory), client: 10.128.0.${r.int(2, 60)}, server: search.internal, request: "GET /favicon.ico HTTP/1.1"`,
  },
  deprecations: [
    {
      svc: "storefront",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.\n(Use `node --trace-deprecation ...` to show where the warning was created)",
    },
    {
      svc: "order-events",
      msg: "/workspace/main.py:12: FutureWarning: You are using a Python version (3.8.18) past its end of life. Google will update google.api_core with critical bug fixes on a best-effort basis, but not with any other fixes or features.",
    },
  ],
  retries: [
    {
      svc: "checkout-fn",
      run: (r) => [
        `pubsub publish to projects/brightcart-prod/topics/order-placed failed: 503 The service was unable to fulfill your request. Please try again. [code=8a75]; retrying in 0.${r.int(2, 9)}s`,
        `pubsub publish ok message_id=${r.int(10000000000, 99999999999)} (attempt 2)`,
      ],
    },
  ],
};

const tally: Estate = {
  key: "tallyhub",
  company: "TallyHub (small-business bookkeeping, Azure)",
  ns: "tallyhub-prod",
  svcs: [
    {
      name: "portal-app",
      weight: 4,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "portal-app",
          t,
          "info",
          `Microsoft.AspNetCore.Hosting.Diagnostics: Request finished HTTP/1.1 ${r.pick(["GET /invoices", "GET /dashboard", "POST /invoices", "GET /api/ledger/summary"])} - ${r.pick([200, 200, 302])} - ${r.float(8, 300).toFixed(4)}ms`,
        );
      },
    },
    {
      name: "ledger-fn",
      weight: 3,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        c.add(
          "ledger-fn",
          t,
          "info",
          `Executing 'Functions.PostEntries' (Reason='New ServiceBus message detected on 'ledger-postings'.', Id=${id})`,
        );
        c.add(
          "ledger-fn",
          t + r.float(20, 200),
          "info",
          `Executed 'Functions.PostEntries' (Succeeded, Id=${id}, Duration=${r.int(20, 200)}ms)`,
        );
      },
    },
    {
      name: "statements-fn",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "statements-fn",
          t,
          "info",
          `rendered statement for tenant t-${r.int(1000, 9999)} period 2026-0${r.int(1, 5)} (${r.int(2, 40)} pages)`,
        );
      },
    },
    {
      name: "cosmos-accounts",
      weight: 0.4,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "cosmos-accounts",
          t,
          "info",
          `DataPlaneRequests: ${r.pick(["Read", "Query", "Upsert"])} on dbs/tally/colls/accounts statusCode=200 requestCharge=${r.float(1, 14).toFixed(2)} duration=${r.float(1, 9).toFixed(1)}ms partitionKeyRangeId=${r.int(0, 7)}`,
        );
      },
    },
    {
      name: "fx-rates",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "fx-rates",
          t,
          "info",
          `time=${new Date(t).toISOString()} level=INFO msg="served rate" pair=EUR${r.pick(["USD", "GBP", "CHF", "SEK", "PLN"])} age=${r.int(1, 300)}s`,
        );
      },
    },
    {
      name: "notify-worker",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "notify-worker",
          t,
          "info",
          `[notify] delivered ${r.pick(["invoice.paid", "invoice.overdue", "statement.ready"])} email to tenant t-${r.int(1000, 9999)} (sendgrid ${r.int(90, 400)}ms)`,
        );
      },
    },
    {
      name: "kyc-gateway",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "kyc-gateway",
          t,
          "info",
          `info: Tallyhub.Kyc.Checks[0] KYC check ${r.hex(8)} for tenant t-${r.int(1000, 9999)} completed: ${r.pick(["pass", "pass", "pass", "review"])}`,
        );
      },
    },
  ],
  health: [
    {
      svc: "portal-app",
      gapMs: 30000,
      msg: () =>
        "Microsoft.AspNetCore.Hosting.Diagnostics: Request finished HTTP/1.1 GET /robots933456.txt - 404 - 0.4012ms",
    },
    {
      svc: "kyc-gateway",
      gapMs: 30000,
      msg: () =>
        "info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET /health - 200 - 1.1024ms",
    },
  ],
  jobs: [
    {
      svc: "statements-fn",
      everyMs: 60000,
      run: (r) => {
        const id = r.uuid();
        return [
          ["info", `Executing 'Functions.RollupBalances' (Reason='Timer fired', Id=${id})`],
          ["info", `Executed 'Functions.RollupBalances' (Succeeded, Id=${id}, Duration=${r.int(200, 900)}ms)`],
        ];
      },
    },
  ],
  noisy: {
    svc: "fx-rates",
    level: "error",
    gapMs: 8000,
    msg: () => `level=ERROR msg="ECB feed: currency HRK is no longer published, skipping" source=ecb-daily`,
  },
  deprecations: [
    {
      svc: "portal-app",
      msg: "warn: Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
    },
    {
      svc: "ledger-fn",
      msg: "Warning: .NET 6 (in-process) reached end of support on November 12, 2024. Migrate the function app 'tallyhub-ledger' to the isolated worker model.",
    },
  ],
  retries: [
    {
      svc: "ledger-fn",
      run: (r) => [
        `Cosmos DB request rate is large (429, SubStatusCode 3200) on accounts; SDK retrying after ${r.int(8, 40)}ms (attempt 1)`,
        `Cosmos DB upsert on accounts succeeded after 1 retry (RU ${r.float(6, 12).toFixed(2)})`,
      ],
    },
  ],
};

const stream: Estate = {
  key: "streamlet",
  company: "Streamlet (video hosting, AWS + Cloudflare)",
  ns: "streamlet-prod",
  svcs: [
    {
      name: "edge-worker",
      weight: 4,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "edge-worker",
          t,
          "info",
          `${r.pick(["GET", "GET", "HEAD"])} https://play.streamlet.example/${r.pick(["v", "e", "hls"])}/${r.hex(10)} - Ok @ ${new Date(t).toUTCString()} (colo ${r.pick(["AMS", "FRA", "LHR", "CDG"])}, cpu ${r.int(1, 9)}ms)`,
        );
      },
    },
    {
      name: "upload-api-gw",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "upload-api-gw",
          t,
          "info",
          apigwLine(
            r,
            t,
            r.pick(["POST /uploads", "GET /uploads/{id}", "PUT /uploads/{id}/parts"]),
            200,
            r.int(30, 400),
          ),
        );
      },
    },
    {
      name: "upload-api",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "upload-api", t, {
          req: id,
          mem: 512,
          lines: [
            [
              "info",
              nodeLine(
                t + 5,
                id,
                "INFO",
                `multipart upload ${r.hex(12)}: part ${r.int(1, 40)} presigned for user u_${r.hex(6)}`,
              ),
            ],
          ],
        });
      },
    },
    {
      name: "upload-authorizer",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "upload-authorizer", t, {
          req: id,
          mem: 128,
          dur: r.float(3, 30),
          lines: [["info", nodeLine(t + 1, id, "INFO", `allow sub=u_${r.hex(6)} scope=upload:write`)]],
        });
      },
    },
    {
      name: "transcode-fn",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "transcode-fn", t, {
          req: id,
          mem: 3008,
          dur: r.float(4000, 14000),
          lines: [
            [
              "info",
              pyLine(
                t + 30,
                id,
                "INFO",
                `ffmpeg: segment ${r.int(0, 400)} of ${r.hex(10)} -> 720p/1080p (${r.float(3, 12).toFixed(1)}s)`,
              ),
            ],
          ],
        });
      },
    },
    {
      name: "thumbnails-fn",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "thumbnails-fn", t, {
          req: id,
          mem: 1024,
          used: r.int(280, 520),
          lines: [
            ["info", nodeLine(t + 8, id, "INFO", `sharp: wrote 6 thumbnails for ${r.hex(10)} (${r.int(60, 300)}ms)`)],
          ],
        });
      },
    },
    {
      name: "ingest-pipeline",
      weight: 0.5,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "ingest-pipeline",
          t,
          "info",
          `{"type":"${r.pick(["ExecutionStarted", "TaskStateEntered", "TaskSucceeded", "ExecutionSucceeded"])}","execution_arn":"arn:aws:states:eu-west-1:552019377410:execution:ingest-pipeline:${r.hex(12)}","state":"${r.pick(["Probe", "Transcode", "Thumbnails", "Publish"])}"}`,
        );
      },
    },
    {
      name: "media-meta",
      weight: 3,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "media-meta",
          t,
          "info",
          `{"level":"info","msg":"request","method":"${r.pick(["GET", "GET", "PUT"])}","path":"/videos/${r.hex(10)}","status":200,"dur_ms":${r.int(2, 60)}}`,
        );
      },
    },
    {
      name: "playback-api",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        c.add("playback-api", t, "info", `GET /manifest/${r.hex(10)}.m3u8 200 ${r.int(3, 80)}ms`);
      },
    },
  ],
  health: [
    {
      svc: "media-meta",
      gapMs: 15000,
      msg: () =>
        `{"level":"info","msg":"request","method":"GET","path":"/health","status":200,"dur_ms":0,"ua":"ELB-HealthChecker/2.0"}`,
    },
    { svc: "playback-api", gapMs: 15000, msg: () => "GET /health 200 0ms ELB-HealthChecker/2.0" },
  ],
  jobs: [
    {
      svc: "media-meta",
      everyMs: 60000,
      run: (r) => [
        [
          "info",
          `{"level":"info","msg":"view counters flushed","keys":${r.int(800, 4000)},"dur_ms":${r.int(40, 400)}}`,
        ],
      ],
    },
  ],
  noisy: {
    svc: "playback-api",
    level: "error",
    gapMs: 6500,
    msg: (r) => `manifest prefetch: segment 404 for ended live stream ls-${r.hex(6)}, dropping`,
  },
  deprecations: [
    {
      svc: "thumbnails-fn",
      msg: "(node:8) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "upload-api",
      msg: "(node:8) NOTE: The AWS SDK for JavaScript (v2) is in maintenance mode.\n SDK releases are limited to address critical bug fixes and security issues only.",
    },
  ],
  retries: [
    {
      svc: "media-meta",
      run: (r) => [
        `{"level":"warn","msg":"dynamodb GetItem failed, retrying","table":"media-meta","attempt":1,"err":"RequestError: read ECONNRESET","video":"${r.hex(10)}"}`,
        `{"level":"info","msg":"dynamodb GetItem ok after retry","table":"media-meta","attempt":2}`,
      ],
    },
  ],
};

const clinic: Estate = {
  key: "clinicly",
  company: "Clinicly (clinic appointments, AWS)",
  ns: "clinicly-prod",
  svcs: [
    {
      name: "clinic-alb",
      weight: 3,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "clinic-alb",
          t,
          "info",
          albLine(
            r,
            t,
            "clinic-web",
            "book.clinicly.example",
            `${r.pick(["GET /api/slots?clinic=", "POST /api/appointments?clinic=", "GET /api/patients/me?v="])}${r.int(10, 90)}`,
            200,
            200,
          ),
        );
      },
    },
    {
      name: "booking-api",
      weight: 4,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "booking-api",
          t,
          "info",
          r.pick([
            `c.c.booking.web.AppointmentController - booked appointment A-${r.int(100000, 999999)} clinic=${r.int(10, 90)} slot=${r.int(8, 17)}:${r.pick(["00", "15", "30", "45"])}`,
            `c.c.booking.web.SlotController - listed ${r.int(0, 30)} free slots for clinic ${r.int(10, 90)} in ${r.int(5, 90)}ms`,
          ]),
        );
      },
    },
    {
      name: "slots-fn",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "slots-fn", t, {
          req: id,
          mem: 512,
          lines: [
            [
              "info",
              pyLine(
                t + 4,
                id,
                "INFO",
                `ehr sync: clinic ${r.int(10, 90)} calendar refreshed, ${r.int(0, 50)} slots changed (${r.int(200, 1900)}ms)`,
              ),
            ],
          ],
        });
      },
    },
    {
      name: "reminders-fn",
      weight: 0.5,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "reminders-fn", t, {
          req: id,
          mem: 256,
          lines: [["info", pyLine(t + 4, id, "INFO", `queued ${r.int(0, 30)} reminders for window +24h`)]],
        });
      },
    },
    {
      name: "sms-sender",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "sms-sender", t, {
          req: id,
          mem: 256,
          lines: [
            ["info", nodeLine(t + 4, id, "INFO", `twilio: queued SM${r.hex(32)} to +44*******${r.int(100, 999)}`)],
          ],
        });
      },
    },
    {
      name: "intake-fn",
      weight: 1,
      bg: (c, t) => {
        const r = c.r;
        const id = r.uuid();
        lambda(c, "intake-fn", t, {
          req: id,
          mem: 512,
          lines: [
            [
              "info",
              pyLine(
                t + 4,
                id,
                "INFO",
                `accepted FHIR Bundle from partner clinic pc-${r.int(100, 400)}: ${r.int(1, 12)} Appointment resources`,
              ),
            ],
          ],
        });
      },
    },
    {
      name: "patients-db",
      weight: 0.4,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "patients-db",
          t,
          "info",
          r.pick([
            `${new Date(t).toISOString().replace("T", " ").slice(0, 19)} UTC:10.0.2.${r.int(10, 90)}(${r.int(30000, 60000)}):booking@patients:[${r.int(1000, 30000)}]:LOG:  duration: ${r.float(300, 1200).toFixed(3)} ms  statement: SELECT * FROM appointments WHERE clinic_id = $1 AND starts_at >= $2`,
            `${new Date(t).toISOString().replace("T", " ").slice(0, 19)} UTC::@:[${r.int(400, 600)}]:LOG:  checkpoint complete: wrote ${r.int(200, 4000)} buffers (${r.float(0.2, 3).toFixed(1)}%); 0 WAL file(s) added, 0 removed, 2 recycled`,
          ]),
        );
      },
    },
    {
      name: "audit-writer",
      weight: 2,
      bg: (c, t) => {
        const r = c.r;
        c.add(
          "audit-writer",
          t,
          "info",
          `INFO  c.c.audit.Sink - wrote ${r.int(10, 200)} audit events to s3://clinicly-audit/2026/${r.hex(8)}.jsonl.gz`,
        );
      },
    },
  ],
  health: [
    {
      svc: "booking-api",
      gapMs: 15000,
      msg: () => "o.s.b.a.h.HealthEndpoint - GET /actuator/health 200 UP (ELB-HealthChecker/2.0)",
    },
  ],
  jobs: [
    {
      svc: "reminders-fn",
      everyMs: 60000,
      run: (r) => [["info", `EventBridge schedule reminders-every-minute: invocation ${r.uuid()}`]],
    },
    {
      svc: "audit-writer",
      everyMs: 120000,
      run: (r) => [["info", `INFO  c.c.audit.Rotation - rotated spool file, ${r.int(1, 9)} MB shipped`]],
    },
  ],
  noisy: {
    svc: "booking-api",
    level: "error",
    gapMs: 7000,
    msg: (r) =>
      `c.c.booking.web.LocaleResolver - Unsupported Accept-Language '${r.pick(["xx-YY", "en-US;q=abc", "*;q=0"])}', falling back to en-GB`,
  },
  deprecations: [
    {
      svc: "booking-api",
      msg: "org.hibernate.orm.deprecation - HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
    {
      svc: "slots-fn",
      msg: "/var/task/slots/sync.py:41: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
  ],
  retries: [
    {
      svc: "sms-sender",
      run: (r) => [
        `twilio: POST /2010-04-01/Accounts/AC${r.hex(8)}/Messages.json failed with ECONNRESET, retrying in 200ms (1/3)`,
        "twilio: message queued on attempt 2",
      ],
    },
  ],
};

export const ESTATES: Record<string, Estate> = { parcel, bright, tally, stream, clinic };
