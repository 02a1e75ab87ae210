// The three made-up organisations of holdout 18: a concert ticketing platform (tix), a property-management
// SaaS (lease) and a satellite ground-station operator (orbit), with their apps and native-logging infra.
import type { Estate } from "./types.js";

const tix: Estate = {
  id: "tix",
  services: [
    {
      name: "box-office-api",
      w: 5,
      traced: true,
      info: [
        "GET /v3/events/{id}/availability 200 {ms}ms",
        "POST /v3/carts 201 {ms}ms",
        "GET /v3/shows?city=lyon 200 {ms}ms",
      ],
    },
    {
      name: "seat-map",
      w: 3,
      traced: true,
      info: ["rendered section map venue=V{id} sections={n} in {ms}ms", "seat geometry cache hit venue=V{id}"],
    },
    {
      name: "hold-engine",
      w: 4,
      traced: true,
      info: [
        "hold created cart={hex} seats={n} ttl=600s",
        "hold released cart={hex} reason=expired",
        'level=info msg="hold extended" cart={hex}',
      ],
    },
    {
      name: "checkout-svc",
      w: 3,
      traced: true,
      info: [
        "Completed 200 OK in {ms}ms (Views: 0.4ms | ActiveRecord: 12.1ms)",
        "order ORD-{id} captured amount=EUR{n}.00",
        'Started POST "/orders" for {ip}',
      ],
    },
    {
      name: "fan-notify",
      w: 2,
      info: ["sent ticket email order=ORD-{id} template=eticket_v7", "queued sms reminder order=ORD-{id}"],
    },
    {
      name: "queue-gate",
      w: 3,
      traced: true,
      info: ["admitted batch of {n} fans to event E{id}", "waiting room depth event=E{id} depth={id}"],
    },
    {
      name: "promoter-portal",
      w: 1,
      info: ['"GET /dashboard/sales HTTP/1.1" 200 {id}', "report export ready promoter=P{id}"],
    },
    {
      name: "tix-pg",
      w: 1,
      info: [
        "LOG:  checkpoint starting: time",
        "LOG:  checkpoint complete: wrote {n} buffers (0.{n}%); 0 WAL file(s) added, 0 removed, 1 recycled; write={ms}.112 s, sync=0.004 s, total={ms}.130 s",
        'LOG:  automatic vacuum of table "holds.public.seat_holds": index scans: 1',
      ],
    },
    {
      name: "tix-redis",
      w: 1,
      info: [
        "1:M * 100 changes in 300 seconds. Saving...",
        "1:M * Background saving started by pid {pid}",
        "{pid}:C * DB saved on disk",
        "1:M * Background saving terminated with success",
      ],
    },
    {
      name: "tix-kafka",
      w: 1,
      info: [
        "[GroupCoordinator 1]: Member consumer-fan-notify-1-{hex} in group fan-notify has left, removing it from the group",
        "[LogCleaner] Log cleaner thread 0 cleaned log __consumer_offsets-{n} (dirty section = [{id}, {id}])",
        "[ProducerStateManager partition=orders-3] Wrote producer snapshot at offset {id} with 0 producer ids in 1 ms.",
      ],
    },
    {
      name: "edge-nginx",
      w: 6,
      info: [
        '{ip} - - "GET /v3/events/{id}/availability HTTP/1.1" 200 {id} "-" "Mozilla/5.0" rt=0.0{n} urt=0.0{n}',
        '{ip} - - "POST /v3/carts HTTP/2.0" 201 {n} "-" "EncoreApp/7.2 (iOS)" rt=0.{n} urt=0.{n}',
      ],
    },
  ],
  noise: [
    {
      s: "fan-notify",
      l: "error",
      a: -9999,
      e: 20,
      m: ["smtp: 550 5.1.1 recipient address rejected: user unknown (order=ORD-{id})"],
    },
    {
      s: "promoter-portal",
      l: "error",
      a: -9999,
      e: 30,
      m: ["Internal Server Error: /dashboard/legacy-export (template payouts_v1.html missing)"],
    },
    {
      s: "seat-map",
      l: "warn",
      a: -9999,
      e: 25,
      m: ["venue V{id} svg has {n} overlapping seat ids, rendering anyway"],
    },
  ],
  blips: [
    {
      s: "promoter-portal",
      l: "error",
      a: -400,
      u: -370,
      e: 4,
      m: [
        "celery.beat: task reports.refresh_sales raised OperationalError: server closed the connection unexpectedly (retry 1/3)",
      ],
    },
    {
      s: "box-office-api",
      l: "warn",
      a: -300,
      u: -280,
      e: 5,
      m: ["slow request GET /v3/shows?city=paris took 2.4s (cold cache)"],
    },
  ],
  deploys: [
    { s: "fan-notify", l: "info", a: -120, m: ["booting fan-notify 3.14.2 (commit {hex}) on node 20.11"] },
    { s: "promoter-portal", l: "info", a: -200, m: ["Applying sales.0042_add_currency_index... OK"] },
  ],
};

const lease: Estate = {
  id: "lease",
  services: [
    {
      name: "tenant-portal",
      w: 5,
      info: [
        "GET /tenant/dashboard 200 {ms}ms",
        "POST /tenant/payments/intent 201 {ms}ms",
        "GET /tenant/requests 200 {ms}ms",
      ],
    },
    {
      name: "lease-svc",
      w: 3,
      info: [
        "Request finished HTTP/1.1 GET http://lease-svc/api/leases/{id} - 200 - application/json {ms}.3ms",
        "lease L-{id} renewed term=12m",
      ],
    },
    {
      name: "rent-ledger",
      w: 3,
      info: [
        "Executed DbCommand ({ms}ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30']",
        "posted rent charge L-{id} amount={n}.00 USD",
      ],
    },
    {
      name: "maintenance-desk",
      w: 2,
      info: ["Task desk.tasks.assign_vendor[{hex}] succeeded in 0.{n}s: None", "work order WO-{id} moved to scheduled"],
    },
    {
      name: "doc-vault",
      w: 2,
      info: ["stored document doc_{hex} ({id} bytes) for lease L-{id}", "GET /docs/{hex} 200 {ms}ms"],
    },
    {
      name: "owner-reports",
      w: 1,
      info: ["statement built owner=O{id} units={n} in {ms}ms", "GET /reports/owner/O{id}/summary 200"],
    },
    {
      name: "screening-svc",
      w: 1,
      info: ["Performed screening.run_report for applicant A{id} in 0.{n}s", "applicant A{id} score band=B"],
    },
    {
      name: "notify-hub",
      w: 2,
      info: ["[info] delivered sms msg_{hex} to +1555{id}", "[info] email rent_reminder queued for tenant T{id}"],
    },
    {
      name: "pm-mysql",
      w: 1,
      info: [
        "[Note] [MY-010914] [Server] Aborted connection {id} to db: 'ledger' user: 'ledger_rw' host: '{ip}' (Got timeout reading communication packets)",
        "[System] [MY-013172] [Server] Received SHUTDOWN from user <via user signal>. Shutting down mysqld (Version: 8.0.36).",
      ].slice(0, 1),
    },
    {
      name: "pm-rabbitmq",
      w: 1,
      info: [
        "accepting AMQP connection <0.{id}.0> ({ip}:{id} -> 10.2.0.9:5672)",
        "connection <0.{id}.0> ({ip}:{id} -> 10.2.0.9:5672): user 'desk' authenticated and granted access to vhost 'pm'",
        "closing AMQP connection <0.{id}.0> ({ip}:{id} -> 10.2.0.9:5672, vhost: 'pm', user: 'notify')",
      ],
    },
    {
      name: "pm-mongo",
      w: 1,
      info: [
        '{"t":{"$date":"now"},"s":"I","c":"NETWORK","id":22943,"ctx":"listener","msg":"Connection accepted","attr":{"remote":"{ip}:{id}","connectionCount":{n}}}',
        '{"t":{"$date":"now"},"s":"I","c":"WTCHKPT","id":22430,"ctx":"Checkpointer","msg":"WiredTiger message","attr":{"message":"saving checkpoint snapshot min: {id}"}}',
      ],
    },
    {
      name: "haproxy-edge",
      w: 5,
      info: [
        '{ip}:{id} [fe_https~] be_portal/portal-{n} 0/0/1/{ms}/{ms} 200 {id} - - ---- {n}/{n}/3/1/0 0/0 "GET /tenant/dashboard HTTP/1.1"',
        '{ip}:{id} [fe_https~] be_api/lease-1 0/0/0/{ms}/{ms} 200 {n} - - ---- {n}/{n}/2/0/0 0/0 "GET /api/leases/{id} HTTP/1.1"',
      ],
    },
  ],
  noise: [
    {
      s: "notify-hub",
      l: "error",
      a: -9999,
      e: 18,
      m: ["[error] sms to +1555{id} undeliverable: carrier reports number deactivated"],
    },
    {
      s: "owner-reports",
      l: "error",
      a: -9999,
      e: 35,
      m: ["Error: PDF font 'Inter-Bold' not embedded, falling back (owner=O{id})"],
    },
    {
      s: "maintenance-desk",
      l: "warn",
      a: -9999,
      e: 22,
      m: ["vendor V{id} has no service area polygon; skipping auto-assign"],
    },
  ],
  blips: [
    {
      s: "owner-reports",
      l: "error",
      a: -500,
      u: -470,
      e: 5,
      m: ["Error: statement upload to s3 failed: socket hang up (will retry)"],
    },
    { s: "tenant-portal", l: "warn", a: -260, u: -245, e: 4, m: ["slow render /tenant/dashboard 3104ms"] },
  ],
  deploys: [
    { s: "owner-reports", l: "info", a: -150, m: ["owner-reports v2.8.0 listening on :8080 (NODE_ENV=production)"] },
    { s: "notify-hub", l: "info", a: -240, m: ["[info] config reloaded: 3 templates changed"] },
  ],
};

const orbit: Estate = {
  id: "orbit",
  services: [
    {
      name: "mission-api",
      w: 4,
      traced: true,
      info: [
        "[info] GET /api/passes 200 in {ms}ms",
        "[info] POST /api/tasking 201 in {ms}ms",
        "[info] Sent 200 in {ms}ms",
      ],
    },
    {
      name: "pass-scheduler",
      w: 2,
      traced: true,
      info: ["INFO scheduled pass SAT-{n} on station SG-{n} aos+{n}s", "INFO schedule recomputed: {n} passes next 24h"],
    },
    {
      name: "antenna-ctl",
      w: 3,
      info: ["INFO antenna SG-{n} tracking az=1{n}.4 el={n}.1", "INFO rotator SG-{n} settled in {ms}ms"],
    },
    {
      name: "telemetry-ingest",
      w: 5,
      traced: true,
      info: [
        'level=info msg="ingested frames" sat=SAT-{n} count={id} lag_ms={ms}',
        'level=info msg="flushed batch" size={n}',
      ],
    },
    {
      name: "frame-decoder",
      w: 4,
      info: [
        "INFO  c.o.decoder.FramePipeline - decoded {id} frames (crc ok) vcid={n}",
        "INFO  c.o.decoder.FramePipeline - committed offsets partition={n}",
      ],
    },
    {
      name: "contact-planner",
      w: 1,
      traced: true,
      info: [
        "INFO planner: visibility windows computed sats={n} in {ms}ms",
        "INFO planner: loaded TLE set epoch=26{id}",
      ],
    },
    {
      name: "archive-writer",
      w: 2,
      info: [
        " INFO archive_writer::sink: wrote segment seg-{hex} ({id} bytes)",
        " INFO archive_writer::db: recorded segment seg-{hex}",
      ],
    },
    {
      name: "ops-console",
      w: 2,
      traced: true,
      info: ["GET /console/passes 200 {ms}ms", "websocket ops-{hex} subscribed to station SG-{n}"],
    },
    {
      name: "auth-gw",
      w: 2,
      traced: true,
      info: ["token issued client=ops-console ttl=900s", "jwks served kid=gs-2026-06 (cache-control max-age=600)"],
    },
    {
      name: "gs-kafka",
      w: 1,
      info: [
        "[GroupCoordinator 2]: Preparing to rebalance group frame-decoder in state PreparingRebalance with old generation {n}",
        "[Log partition=telemetry.frames-{n}, dir=/var/lib/kafka/data] Rolled new log segment at offset {id} in 2 ms.",
      ],
    },
    {
      name: "gs-postgres",
      w: 1,
      info: [
        "LOG:  checkpoint complete: wrote {n} buffers (1.{n}%); 0 WAL file(s) added, 1 removed, 2 recycled",
        'LOG:  automatic analyze of table "telemetry.public.segments"',
      ],
    },
    {
      name: "gs-elastic",
      w: 1,
      info: [
        "[es-data-1] [telemetry-2026.07][{n}] took [{ms}ms] to refresh",
        "[es-master-0] updating number_of_replicas to [1] for indices [telemetry-2026.07]",
      ],
    },
    {
      name: "envoy-mesh",
      w: 3,
      info: [
        '[{ts}] "GET /api/passes HTTP/1.1" 200 - 0 {id} {ms} {ms} "{ip}" "grpc-go/1.62" "{hex}" "mission-api:8080" "{ip}:8080"',
      ].map((x) => x.replace("[{ts}] ", "")),
    },
  ],
  noise: [
    {
      s: "antenna-ctl",
      l: "error",
      a: -9999,
      e: 15,
      m: ["ERROR rotator SG-4 encoder reading out of range (raw=65535), ignoring sample"],
    },
    { s: "ops-console", l: "error", a: -9999, e: 28, m: ["websocket ops-{hex} closed abnormally (1006)"] },
    {
      s: "frame-decoder",
      l: "warn",
      a: -9999,
      e: 20,
      m: ["WARN  c.o.decoder.FramePipeline - Reed-Solomon corrected {n} symbols vcid=3"],
    },
  ],
  blips: [
    {
      s: "contact-planner",
      l: "error",
      a: -420,
      u: -400,
      e: 4,
      m: ["ERROR planner: celestrak mirror returned 502, using cached TLEs"],
    },
    {
      s: "archive-writer",
      l: "warn",
      a: -320,
      u: -300,
      e: 5,
      m: [" WARN archive_writer::sink: segment upload retry 1/5: connection closed before message completed"],
    },
  ],
  deploys: [
    { s: "ops-console", l: "info", a: -180, m: ["ops-console 5.2.0 started (build {hex})"] },
    { s: "contact-planner", l: "info", a: -90, m: ["INFO planner: configuration reloaded (horizon mask v12)"] },
  ],
};

export const ESTATES: Record<string, Estate> = { tix, lease, orbit };
