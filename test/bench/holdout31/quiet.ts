// Holdout31's twelve quiet windows: each stack's routine noise (a slow Ecto checkout, php-fpm max_children during
// a spike that is served, MongoDB slow queries, clients resetting Rust connections), and nothing broken.
import type { Ctx } from "./stream.js";
import { mongo, zap } from "./voices.js";

export interface QuietDef {
  estate: string;
  note: string;
  story: (c: Ctx) => void;
}

const spike = (c: Ctx, svc: string, edge: string, path: string, from: number, ms: number) =>
  c.every(svc, from, from + ms, 120, "info", (_i, t, tr) => {
    c.req(svc, t, "GET", path, 200, c.r.int(40, 900), tr);
    c.req(edge, t + 5, "GET", path, 200, c.r.int(45, 910), tr);
    return null;
  });

const slowQuery = (c: Ctx, svc: string, t: number, ns: string, ms: number) =>
  c.at(
    svc,
    t,
    "info",
    mongo(t, "I", "COMMAND", 51803, `conn${c.r.int(1000, 9999)}`, "Slow query", {
      type: "command",
      ns,
      command: {
        find: ns.split(".")[1],
        filter: { merchant_id: "m_" + c.r.hex(8) },
        sort: { created_at: -1 },
        limit: 50,
      },
      planSummary: "IXSCAN { merchant_id: 1, created_at: -1 }",
      keysExamined: c.r.int(2000, 40000),
      docsExamined: c.r.int(50, 4000),
      nreturned: 50,
      durationMillis: ms,
    }),
  );

const resetByPeer = (c: Ctx, svc: string, t: number) =>
  c.at(
    svc,
    t,
    "debug",
    `hyper::server::conn::http1: connection error: connection error: Connection reset by peer (os error 104) remote_addr=10.${c.r.int(0, 9)}.${c.r.int(0, 40)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)}`,
  );

export const QUIET: QuietDef[] = [
  {
    estate: "bramble",
    note: "quiet: one slow Ecto pool checkout in appointments during a burst of bookings, served; a notify deploy",
    story: (c) => {
      c.at(
        "appointments",
        c.t0,
        "info",
        `QUERY OK source="slots" db=84.2ms queue=1204.7ms idle=0.4ms (Appointments.Repo)`,
      );
      spike(c, "appointments", "lb-haproxy", "/api/slots", c.t0 - 20000, 40000);
      c.at("notify", c.t0 + 90000, "info", "notify v5.3.1 listening on :3000 (node v22.11.0, pid 1)");
    },
  },
  {
    estate: "fernway",
    note: "quiet: a spike on customer-portal makes php-fpm reach pm.max_children once; every request is still served",
    story: (c) => {
      spike(c, "customer-portal", "gateway", "/account/usage", c.t0 - 30000, 60000);
      c.at(
        "customer-portal",
        c.t0,
        "warn",
        "WARNING: [pool www] server reached pm.max_children setting (24), consider raising it",
      );
    },
  },
  {
    estate: "otterpay",
    note: "quiet: events-mongo logs a handful of slow queries during a merchant export; nothing fails",
    story: (c) => {
      for (let i = 0; i < 7; i++)
        slowQuery(c, "events-mongo", c.t0 + i * c.r.int(8000, 30000), "events.kyc_events", c.r.int(120, 900));
    },
  },
  {
    estate: "quillmark",
    note: "quiet: paywall logs connection reset by peer when readers close tabs mid-response; a caddy config reload",
    story: (c) => {
      c.every("paywall", c.start + 5000, c.end, 40000, "debug", (_i, t) => {
        resetByPeer(c, "paywall", t);
        return null;
      });
      c.at("cdn-caddy", c.t0, "info", JSON.stringify({ logger: "admin.api", msg: "load complete" }));
    },
  },
  {
    estate: "kelpie",
    note: "quiet: tracking-ws is redeployed (AMQP connection closed and re-opened), dispatch-api retries once and succeeds",
    story: (c) => {
      c.at(
        "events-rabbit",
        c.t0,
        "warn",
        "<0.8812.0> closing AMQP connection <0.8812.0> (10.0.4.7:41202 -> 10.0.1.3:5672, vhost: '/', user: 'tracking'):\nclient unexpectedly closed TCP connection",
      );
      c.at("tracking-ws", c.t0 + 4000, "info", "Running TrackingWeb.Endpoint with Bandit 1.5.7 at :::4000 (http)");
      c.at("tracking-ws", c.t0 + 4100, "info", "Access TrackingWeb.Endpoint at https://track.kelpie-freight.example");
      c.at(
        "events-rabbit",
        c.t0 + 4500,
        "info",
        "<0.8931.0> accepting AMQP connection <0.8931.0> (10.0.4.9:40112 -> 10.0.1.3:5672)",
      );
    },
  },
  {
    estate: "bramble",
    note: "quiet: records-es logs a search slowlog entry and a GC overhead warning; vault renews leases",
    story: (c) => {
      c.at(
        "records-es",
        c.t0,
        "warn",
        `[i.s.s.query] [records-es-0] [records][2] took[1.2s], took_millis[1204], total_hits[9412 hits], search_type[QUERY_THEN_FETCH], total_shards[5], source[{"query":{"match":{"notes":"annual review"}}}]`,
      );
      c.every(
        "vault",
        c.start,
        c.end,
        30000,
        "info",
        () => `[INFO]  expiration: lease renewed: lease_id=database/creds/records-ro/${c.r.hex(20)}`,
      );
    },
  },
  {
    estate: "fernway",
    note: "quiet: etcd logs one slow apply during compaction; ClickHouse merges; NATS sees a client reconnect",
    story: (c) => {
      c.at(
        "etcd",
        c.t0,
        "warn",
        zap(c.t0, "warn", "etcdserver/util.go:170", "apply request took too long", {
          took: "142.331ms",
          "expected-duration": "100ms",
          prefix: "read-only range ",
          request: 'key:"/grid/feeders/" range_end:"/grid/feeders0" ',
          response: "range_response_count:40 size:18211",
        }),
      );
      c.at(
        "telemetry-nats",
        c.t0 + 60000,
        "info",
        `[INF] 10.3.1.22:51022 - cid:${c.r.int(1000, 9999)} - "v0.33.0:rust:meter-ingest" - Client connection closed: Client Closed`,
      );
      c.at(
        "telemetry-nats",
        c.t0 + 61000,
        "info",
        `[INF] 10.3.1.22:51388 - cid:${c.r.int(1000, 9999)} - Client connection created`,
      );
    },
  },
  {
    estate: "otterpay",
    note: "quiet: kyc gets one 429 from its vendor during a small batch, backs off and the retry succeeds",
    story: (c) => {
      c.at("kyc", c.t0, "warn", "idv vendor throttled request: HTTP 429 Too Many Requests (retry-after: 1); retrying");
      c.at("kyc", c.t0 + 1300, "info", "idv vendor request succeeded on retry (1 attempt)");
    },
  },
  {
    estate: "quillmark",
    note: "quiet: Cassandra compactions and one G1 young pause; comments sees one slow Ecto checkout",
    story: (c) => {
      c.at(
        "comments-cass",
        c.t0,
        "info",
        "INFO  [Service Thread] GCInspector.java:294 - G1 Young Generation GC in 412ms.  G1 Eden Space: 1203765248 -> 0; G1 Old Gen: 2147483648 -> 2151677952",
      );
      c.at(
        "comments",
        c.t0 + 20000,
        "info",
        `QUERY OK source="moderation_queue" db=12.1ms queue=804.2ms idle=1.1ms (Comments.Repo)`,
      );
    },
  },
  {
    estate: "kelpie",
    note: "quiet: shipments-mongo logs slow queries for a report; a Laravel queue job retries once and completes",
    story: (c) => {
      for (let i = 0; i < 5; i++)
        slowQuery(c, "shipments-mongo", c.t0 + i * c.r.int(10000, 40000), "kelpie.shipments", c.r.int(150, 700));
      c.at(
        "invoice-portal",
        c.t0 + 5000,
        "warn",
        "App\\Jobs\\SendInvoiceMail ........................................ RETRY (attempt 2)",
      );
      c.at(
        "invoice-portal",
        c.t0 + 8000,
        "info",
        "App\\Jobs\\SendInvoiceMail ........................................ DONE",
      );
    },
  },
  {
    estate: "fernway",
    note: "quiet: meter-ingest logs connection resets from meters that hang up early; a burst of readings is accepted",
    story: (c) => {
      c.every("meter-ingest", c.start + 2000, c.end, 25000, "debug", (_i, t) => {
        resetByPeer(c, "meter-ingest", t);
        return null;
      });
      spike(c, "meter-ingest", "gateway", "/v1/readings", c.t0, 30000);
    },
  },
  {
    estate: "otterpay",
    note: "quiet: merchant-dash's php-fpm reaches pm.max_children once during month-end traffic, all served; one slow Ecto checkout in payouts",
    story: (c) => {
      spike(c, "merchant-dash", "ingress", "/dashboard/balance", c.t0 - 20000, 50000);
      c.at(
        "merchant-dash",
        c.t0,
        "warn",
        "WARNING: [pool www] server reached pm.max_children setting (16), consider raising it",
      );
      c.at(
        "payouts",
        c.t0 + 40000,
        "info",
        `QUERY OK source="settlements" db=41.0ms queue=911.6ms idle=0.8ms (Payouts.Repo)`,
      );
    },
  },
];
