// Four made-up estates: an airport baggage system, a newspaper publishing platform, a wind-farm SCADA back
// office and a dental clinic chain. Each service has its own runtime's wording for normal traffic.
import type { Estate, Service } from "./types.js";

const svc = (
  name: string,
  runtime: string,
  w: number,
  traffic: string[],
  callFail: string[],
  boot: string[],
  traced = true,
): Service => ({ name, runtime, w, traffic, callFail, boot, traced });

const SPRING_BOOT = [
  "Starting {app} v4.{k}.{n} using Java 21.0.{k} with PID {n}",
  "Tomcat started on port 8080 (http) with context path '/'",
  "Started {app} in {k}.{ms} seconds (process running for {k}.{n})",
];
const GO_BOOT = ['{"msg":"starting","version":"v1.{k}.{n}","go":"go1.22.{k}"}', "listening on :8080", "ready"];
const NODE_BOOT = ["Nest application successfully started", "server listening on 0.0.0.0:3000 (pid {n})"];
const PY_BOOT = [
  "Started server process [{n}]",
  "Waiting for application startup.",
  "Application startup complete.",
  "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
];
const CELERY_BOOT = ["celery@worker-{k} ready.", "Connected to amqp://guest:**@rabbitmq:5672//", "mingle: all alone"];
const DOTNET_BOOT = [
  "Now listening on: http://[::]:8080",
  "Application started. Press Ctrl+C to shut down.",
  "Hosting environment: Production",
];
const RAILS_BOOT = [
  "* Puma version: 6.4.{k} (ruby 3.3.{k}-p0)",
  "* Listening on http://0.0.0.0:3000",
  "Use Ctrl-C to stop",
];
const PHP_BOOT = ["NOTICE: fpm is running, pid {n}", "NOTICE: ready to handle connections"];
const AKKA_BOOT = [
  "Slf4jLogger started",
  "Remoting started; listening on addresses :[akka://{app}@10.4.{k}.{n}:25520]",
  "Cluster Node [akka://{app}@10.4.{k}.{n}:25520] - Welcome from [akka://{app}@10.4.1.{k}:25520]",
];
const QUARKUS_BOOT = [
  "{app} 2.{k}.{n} on JVM (powered by Quarkus 3.8.{k}) started in {k}.{ms}s. Listening on: http://0.0.0.0:8080",
  "Profile prod activated.",
];
const INFRA_BOOT = ["starting", "ready to accept connections"];

const SPRING_FAIL = [
  'I/O error on POST request for "http://{callee}:8080/api/{path}": {why}',
  "Call to {callee} failed after 3 attempts: {why}",
  "feign.RetryableException: {why} executing GET http://{callee}/v1/{path}",
];
const GO_FAIL = [
  'upstream call failed {"peer":"{callee}","attempt":{k},"error":"{why}"}',
  "request to {callee} failed: {why} (retry {k}/5)",
];
const NODE_FAIL = [
  "Error calling {callee}: {why} (attempt {k})",
  "[HttpService] upstream {callee} responded with an error: {why}",
];
const PY_FAIL = [
  "httpx.HTTPStatusError calling {callee}: {why}",
  "Retrying task after failure from {callee}: {why} (retry {k}/6)",
];
const DOTNET_FAIL = [
  "System.Net.Http.HttpRequestException: {why} ({callee}:8080)",
  "Polly retry {k} for {callee} after error: {why}",
];
const RUBY_FAIL = ["Faraday::ServerError calling {callee}: {why}", "{callee} request failed, retrying in {k}s: {why}"];
const PHP_FAIL = ["GuzzleHttp\\Exception\\ServerException: {why} from {callee}", "upstream {callee} failed: {why}"];

export const ESTATES: Estate[] = [
  {
    id: "baggage",
    namespace: "bhs-prod",
    edge: "bhs-edge",
    edgeFail: [
      '[{ts}] "POST /v2/{path} HTTP/1.1" 503 UF upstream_reset_before_response_started{connection_failure} - "{callee}" {ms}ms',
      '[{ts}] "GET /v2/{path} HTTP/1.1" 504 UT response_timeout "{callee}" {ms}ms',
      "upstream cluster {callee}: {k} hosts unhealthy, outlier ejection active",
    ],
    noise: [
      {
        svc: "carousel-display",
        lines: [
          "W|websocket client {hex} disconnected without close frame (code 1006)",
          "E|Render error: Cannot read properties of undefined (reading 'belt') in CarouselTile for gate B{k}",
        ],
      },
      {
        svc: "xray-screening-adapter",
        lines: ["E|DICOS parse warning escalated: image {id} missing slice header (ignored)"],
      },
    ],
    services: [
      svc(
        "bhs-edge",
        "envoy",
        9,
        [
          '[{ts}] "GET /v2/bags/{id} HTTP/1.1" 200 - 0 {n} {ms} "{ip}" "bhs-handheld/3.{k}"',
          '[{ts}] "POST /v2/scan-events HTTP/1.1" 202 - {n} 0 {ms} "{ip}" "bhs-reader/8.{k}"',
          '[{ts}] "GET /v2/flights/LH{n}/bags HTTP/1.1" 200 - 0 {n} {ms} "{ip}" "ops-console"',
        ],
        [],
        ["envoy proxy starting, version 1.30.{k}", "all clusters initialized"],
      ),
      svc(
        "bagtag",
        "go-zap",
        7,
        [
          '{"msg":"tag issued","tag":"0220{n}{k}","flight":"BA{n}","latency_ms":{ms}}',
          '{"msg":"scan accepted","tag":"0220{n}{k}","reader":"R-{k}{k}","latency_ms":{ms}}',
          'D|{"msg":"cache hit","key":"tag:{hex}"}',
        ],
        GO_FAIL,
        GO_BOOT,
      ),
      svc(
        "sortation-controller",
        "akka",
        7,
        [
          "[akka://sortation/user/router-{k}] bag {id} routed to chute C{k}{k} in {ms}ms",
          "[akka://sortation/user/belt-{k}] belt segment S{n} speed nominal",
          "D|[akka://sortation/system] heartbeat ok from plc-{k}",
        ],
        ["Ask timed out on [Actor[akka://sortation/user/{callee}-client#{n}]] after [{ms} ms]: {why}", ...SPRING_FAIL],
        AKKA_BOOT,
      ),
      svc(
        "manifest_api",
        "spring",
        6,
        [
          "c.b.manifest.web.ManifestController : GET /manifests/{id} -> 200 ({ms} ms)",
          "c.b.manifest.sync.DcsSync : synced {n} passengers for flight KL{n}",
        ],
        SPRING_FAIL,
        SPRING_BOOT,
      ),
      svc(
        "reconcile-worker",
        "celery",
        5,
        [
          "Task bhs.reconcile.match_bag[{uuid}] succeeded in {k}.{ms}s: {'matched': {n}}",
          "Task bhs.reconcile.offload_check[{uuid}] received",
        ],
        PY_FAIL,
        CELERY_BOOT,
      ),
      svc(
        "carousel-display",
        "node",
        4,
        ["GET /api/carousels/{k} 200 {ms}ms", "pushed {n} updates to {k} screens"],
        NODE_FAIL,
        NODE_BOOT,
      ),
      svc(
        "xray-screening-adapter",
        ".net",
        3,
        [
          "Microsoft.AspNetCore.Hosting.Diagnostics: Request finished HTTP/1.1 POST /screening/results - 204 - {ms}ms",
          "ScreeningResultHandler: bag {id} cleared at level 1",
        ],
        DOTNET_FAIL,
        DOTNET_BOOT,
      ),
      svc(
        "pg-bhs-main",
        "postgres",
        3,
        [
          "LOG:  checkpoint complete: wrote {n} buffers ({k}.{k}%); 0 WAL file(s) added, 0 removed, {k} recycled",
          'LOG:  automatic vacuum of table "bhs.public.scan_events": index scans: 1',
        ],
        [],
        INFRA_BOOT,
        false,
      ),
      svc(
        "redis-bags",
        "redis",
        2,
        ["{n}:M * {k} changes in 60 seconds. Saving...", "{n}:M * Background saving terminated with success"],
        [],
        INFRA_BOOT,
        false,
      ),
      svc(
        "rmq-bhs",
        "rabbitmq",
        2,
        [
          "accepting AMQP connection <0.{n}.0> (10.4.{k}.{n}:{n} -> 10.4.0.{k}:5672)",
          "connection <0.{n}.0>: user 'bhs' authenticated and granted access to vhost '/'",
        ],
        [],
        INFRA_BOOT,
        false,
      ),
      svc(
        "kubelet",
        "kubelet",
        1,
        [
          '"SyncLoop (PLEG): event for pod" pod="bhs-prod/{pod}" event=ContainerStarted',
          '"Probe succeeded" probeType="Readiness" pod="bhs-prod/{pod}"',
        ],
        [],
        [],
        false,
      ),
    ],
  },
  {
    id: "newsroom",
    namespace: "presse",
    edge: "edge-haproxy",
    edgeFail: [
      '{ip}:{n} [{ts}] www~ {callee}/{callee}-{k} 0/0/1/-1/{ms} 502 {n} - - SH-- {n}/{n}/{k}/0/0 0/0 "GET /{path} HTTP/1.1"',
      '{ip}:{n} [{ts}] www~ {callee}/{callee}-{k} 0/0/0/-1/30001 504 194 - - sH-- {n}/{n}/{k}/0/0 0/0 "GET /{path} HTTP/1.1"',
      "Server {callee}/{callee}-{k} is DOWN, reason: Layer7 timeout, check duration: 2001ms. {k} active and 0 backup servers left.",
    ],
    noise: [
      {
        svc: "wire-ingest",
        lines: [
          "E|feed AFP-fr item {id} rejected: NITF element <hedline> empty",
          "W|duplicate wire item {id} from reuters-en ignored",
        ],
      },
      {
        svc: "cms-editorial",
        lines: ["E|PHP Deprecated: strftime() is deprecated in /var/www/cms/app/Helpers/Dates.php on line {n}"],
      },
    ],
    services: [
      svc(
        "edge-haproxy",
        "haproxy",
        9,
        [
          '{ip}:{n} [{ts}] www~ story-render/story-render-{k} 0/0/1/{ms}/{ms} 200 {n} - - ---- {n}/{n}/{k}/0/0 0/0 "GET /article/{n}-{id} HTTP/1.1"',
          '{ip}:{n} [{ts}] www~ paywall/paywall-{k} 0/0/0/{ms}/{ms} 200 {n} - - ---- {n}/{n}/{k}/0/0 0/0 "POST /meter HTTP/1.1"',
        ],
        [],
        ["Proxy www started.", "Proxy api started."],
        false,
      ),
      svc(
        "story-render",
        "nest",
        8,
        [
          "[ArticleController] rendered article {n} (amp=false) in {ms}ms",
          "[TeaserService] built homepage rail 'breaking' with {k} items",
          "D|[CacheInterceptor] HIT page:/politik/{id}",
        ],
        NODE_FAIL,
        NODE_BOOT,
      ),
      svc(
        "cms-editorial",
        "php-laravel",
        5,
        [
          "production.INFO: Story {n} saved by editor u{n} (rev {k})",
          "production.INFO: Publishing story {n} to channel web",
        ],
        PHP_FAIL,
        PHP_BOOT,
      ),
      svc(
        "paywall",
        "rails",
        6,
        [
          'Started POST "/meter" for {ip}',
          "Completed 200 OK in {ms}ms (Views: 0.{k}ms | ActiveRecord: {k}.{k}ms | Allocations: {n})",
          "MeterService: reader {hex} at {k}/10 free articles",
        ],
        RUBY_FAIL,
        RAILS_BOOT,
      ),
      svc(
        "wire-ingest",
        "fastapi",
        4,
        ['{ip}:{n} - "POST /ingest/wire HTTP/1.1" 201', "ingested item {id} from dpa-de ({n} words)"],
        PY_FAIL,
        PY_BOOT,
      ),
      svc(
        "imgproxy-resize",
        "go-logrus",
        5,
        [
          'level=info msg="resized" src=s3://presse-media/{hex}.jpg w={n} took={ms}ms',
          'level=debug msg="cache hit" key={hex}',
        ],
        GO_FAIL,
        GO_BOOT,
      ),
      svc(
        "search-indexer",
        "quarkus",
        3,
        [
          "[io.presse.search.IndexJob] (executor-thread-{k}) indexed {n} documents in {ms} ms",
          "[io.presse.search.Consumer] (vert.x-eventloop-thread-{k}) offset {n} committed",
        ],
        SPRING_FAIL,
        QUARKUS_BOOT,
      ),
      svc(
        "SubsBilling.Api",
        ".net",
        4,
        [
          "Microsoft.AspNetCore.Routing.EndpointMiddleware: Executed endpoint 'SubsBilling.Api.Controllers.RenewalsController.Post' ({ms}ms)",
          "Renewal {id} charged EUR {k}.99",
        ],
        DOTNET_FAIL,
        DOTNET_BOOT,
      ),
      svc(
        "mysql-cms",
        "mysql",
        2,
        [
          "[Note] [MY-010914] [Server] Aborted connection {n} to db: 'cms' user: 'cms' host: '10.8.{k}.{n}' (Got an error reading communication packets)",
          "[Note] [MY-013360] [Server] Plugin mysql_native_password reported: 'deprecated'",
        ],
        [],
        INFRA_BOOT,
        false,
      ),
      svc(
        "mongo-assets",
        "mongodb",
        2,
        [
          '{"s":"I","c":"NETWORK","id":22943,"ctx":"listener","msg":"Connection accepted","attr":{"connectionCount":{n}}}',
          '{"s":"I","c":"COMMAND","id":51803,"ctx":"conn{n}","msg":"Slow query","attr":{"ns":"assets.images","durationMillis":{k}{k}}}',
        ],
        [],
        INFRA_BOOT,
        false,
      ),
      svc(
        "redis-sessions",
        "redis",
        1,
        ["{n}:M * DB saved on disk", "{n}:M * {k} changes in 300 seconds. Saving..."],
        [],
        INFRA_BOOT,
        false,
      ),
      svc(
        "kubelet",
        "kubelet",
        1,
        [
          '"Probe succeeded" probeType="Liveness" pod="presse/{pod}"',
          '"SyncLoop UPDATE" source="api" pods=["presse/{pod}"]',
        ],
        [],
        [],
        false,
      ),
    ],
  },
  {
    id: "windfarm",
    namespace: "scada-bo",
    edge: "scada-api-gw",
    edgeFail: [
      '{ip} - - [{ts}] "GET /api/{path} HTTP/1.1" 502 157 "-" "ops-dashboard" upstream: "http://{callee}:8080" rt={ms}',
      'upstream timed out (110: Connection timed out) while reading response header from upstream, upstream: "http://{callee}:8080/{path}"',
      '{ip} - - [{ts}] "POST /api/{path} HTTP/1.1" 504 167 "-" "ops-dashboard" upstream: "http://{callee}:8080" rt=60.001',
    ],
    noise: [
      {
        svc: "mqtt-bridge",
        lines: ["E|MQTT publish to topic farm/WTG{k}{k}/met failed: client not authorized (legacy met mast, ignored)"],
      },
      { svc: "maint-workorders", lines: ["W|Work order WO-{n} references retired turbine WTG-{k}{k}; skipping sync"] },
    ],
    services: [
      svc(
        "scada-api-gw",
        "nginx",
        8,
        [
          '{ip} - - [{ts}] "GET /api/turbines/WTG{k}{k}/status HTTP/1.1" 200 {n} "-" "ops-dashboard" rt=0.0{k}{k}',
          '{ip} - - [{ts}] "GET /api/forecast/park/{k} HTTP/1.1" 200 {n} "-" "trader-ui" rt=0.{k}{k}',
        ],
        [],
        [],
        false,
      ),
      svc(
        "turbine-telemetry",
        "go-zap",
        9,
        [
          '{"level":"info","msg":"batch ingested","turbine":"WTG{k}{k}","points":{n},"dur":"{ms}ms"}',
          '{"level":"debug","msg":"opc-ua subscription keepalive","endpoint":"opc.tcp://plc-{k}:4840"}',
        ],
        GO_FAIL,
        GO_BOOT,
      ),
      svc(
        "curtailment-planner",
        "python",
        4,
        [
          "planner.core: curtailment plan {id} computed for park {k}: {n} kW setpoint",
          "planner.core: grid constraint signal received from TSO (level {k})",
        ],
        PY_FAIL,
        PY_BOOT,
      ),
      svc(
        "grid-dispatch",
        "akka",
        5,
        [
          "[akka://dispatch/user/setpoint-sender] setpoint {n} kW acknowledged by park {k} in {ms}ms",
          "[akka://dispatch/user/schedule] schedule block {n} loaded",
        ],
        ["Ask timed out on [Actor[akka://dispatch/user/{callee}-proxy#{n}]] after [{ms} ms]: {why}", ...SPRING_FAIL],
        AKKA_BOOT,
      ),
      svc(
        "forecast-svc",
        "fastapi",
        5,
        [
          '{ip}:{n} - "GET /v1/forecast?park={k}&h=48 HTTP/1.1" 200',
          "forecast.model: horizon 48h computed in {ms}ms (mae={k}.{k})",
        ],
        PY_FAIL,
        PY_BOOT,
      ),
      svc(
        "historian-writer",
        "go-logrus",
        6,
        [
          'level=info msg="flushed chunk" rows={n} table=scada_10min took={ms}ms',
          'level=debug msg="queue depth" n={n}',
        ],
        GO_FAIL,
        GO_BOOT,
      ),
      svc(
        "maint-workorders",
        ".net",
        3,
        [
          "Microsoft.AspNetCore.Hosting.Diagnostics: Request finished HTTP/1.1 GET /workorders?site={k} - 200 - {ms}ms",
          "WorkOrderSync: {n} work orders synced from SAP PM",
        ],
        DOTNET_FAIL,
        DOTNET_BOOT,
      ),
      svc(
        "mqtt-bridge",
        "node",
        4,
        ["forwarded {n} messages from farm/+/telemetry", "client plc-{k} connected (clean session)"],
        NODE_FAIL,
        NODE_BOOT,
      ),
      svc(
        "tsdb-primary",
        "postgres",
        3,
        [
          "LOG:  checkpoint starting: time",
          "LOG:  checkpoint complete: wrote {n} buffers ({k}.{k}%); 0 WAL file(s) added, {k} removed, 0 recycled",
        ],
        [],
        INFRA_BOOT,
        false,
      ),
      svc(
        "kernel",
        "kernel",
        1,
        ["eth0: Link is Up - 10Gbps/Full - flow control off", "EXT4-fs (nvme0n1p1): re-mounted. Opts: (null)"],
        [],
        [],
        false,
      ),
      svc(
        "kubelet",
        "kubelet",
        1,
        [
          '"Probe succeeded" probeType="Readiness" pod="scada-bo/{pod}"',
          '"SyncLoop (PLEG): event for pod" pod="scada-bo/{pod}"',
        ],
        [],
        [],
        false,
      ),
    ],
  },
  {
    id: "dental",
    namespace: "smiledesk",
    edge: "ingress-envoy",
    edgeFail: [
      '[{ts}] "GET /api/{path} HTTP/2" 503 UH no_healthy_upstream - "{callee}" {ms}ms',
      '[{ts}] "POST /api/{path} HTTP/2" 504 UT upstream_response_timeout - "{callee}" 15000ms',
      '[{ts}] "GET /api/{path} HTTP/2" 502 UC upstream_reset_before_response_started{remote_reset} - "{callee}" {ms}ms',
    ],
    noise: [
      {
        svc: "sms-reminders",
        lines: ["E|Twilio error 21211: invalid 'To' phone number +4400{n} for patient P{n} (skipped)"],
      },
      { svc: "imaging-proxy", lines: ["W|DICOM C-FIND from modality XRAY-{k} returned 0 matches for accession A{n}"] },
    ],
    services: [
      svc(
        "ingress-envoy",
        "envoy",
        8,
        [
          '[{ts}] "GET /api/appointments?clinic={k} HTTP/2" 200 - 0 {n} {ms} "{ip}" "SmileDesk/5.{k} iOS"',
          '[{ts}] "POST /api/checkin HTTP/2" 201 - {n} 0 {ms} "{ip}" "kiosk/2.{k}"',
        ],
        [],
        [],
        false,
      ),
      svc(
        "patient-portal",
        "express",
        8,
        ["GET /api/appointments?clinic={k} 200 {ms} ms - {n}", "POST /api/checkin 201 {ms} ms - {n}"],
        NODE_FAIL,
        ["Express server listening on port 3000", "connected to redis"],
      ),
      svc(
        "appointment-svc",
        "spring",
        7,
        [
          "d.s.appt.web.SlotController : GET /slots?clinic={k} -> 200 ({ms} ms)",
          "d.s.appt.service.BookingService : booked appointment A{n} for patient P{n} at clinic {k}",
        ],
        SPRING_FAIL,
        SPRING_BOOT,
      ),
      svc(
        "imaging-proxy",
        "go-zap",
        4,
        ['{"level":"info","msg":"study fetched","study":"1.2.840.{n}.{k}","bytes":{n}{n},"ms":{ms}}'],
        GO_FAIL,
        GO_BOOT,
      ),
      svc(
        "claims-worker",
        "sidekiq",
        5,
        [
          "class=InsuranceClaimJob jid={hex} INFO: start",
          "class=InsuranceClaimJob jid={hex} elapsed={k}.{ms} INFO: done",
        ],
        RUBY_FAIL,
        [
          "Booting Sidekiq 7.2.{k} with Sidekiq::RedisConnection::RedisClientAdapter options",
          "Starting processing, hit Ctrl-C to stop",
        ],
      ),
      svc(
        "recall-scheduler",
        "celery",
        3,
        [
          "Task recall.tasks.schedule_recall[{uuid}] succeeded in 0.{ms}s: None",
          "Scheduler: Sending due task nightly-recalls (recall.tasks.scan)",
        ],
        PY_FAIL,
        CELERY_BOOT,
      ),
      svc(
        "ledger",
        ".net",
        4,
        [
          "Microsoft.EntityFrameworkCore.Database.Command: Executed DbCommand ({ms}ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30']",
          "LedgerService: posted invoice INV-{n} amount {n}.00",
        ],
        DOTNET_FAIL,
        DOTNET_BOOT,
      ),
      svc(
        "sms-reminders",
        "php-symfony",
        3,
        ['request.INFO: Matched route "reminder_send".', "app.INFO: reminder queued for appointment A{n}"],
        PHP_FAIL,
        PHP_BOOT,
      ),
      svc(
        "pg-smiledesk",
        "postgres",
        3,
        [
          "LOG:  checkpoint complete: wrote {n} buffers ({k}.{k}%); 0 WAL file(s) added, 0 removed, {k} recycled",
          "LOG:  connection authorized: user=appt database=smiledesk application_name=PostgreSQL JDBC Driver",
        ],
        [],
        INFRA_BOOT,
        false,
      ),
      svc(
        "redis-jobs",
        "redis",
        2,
        ["{n}:M * {k} changes in 60 seconds. Saving...", "{n}:C * DB saved on disk"],
        [],
        INFRA_BOOT,
        false,
      ),
      svc(
        "kubelet",
        "kubelet",
        1,
        [
          '"Probe succeeded" probeType="Readiness" pod="smiledesk/{pod}"',
          '"SyncLoop (PLEG): event for pod" pod="smiledesk/{pod}"',
        ],
        [],
        [],
        false,
      ),
    ],
  },
];

export const estate = (id: string): Estate => {
  const e = ESTATES.find((x) => x.id === id);
  if (!e) throw new Error(`no estate ${id}`);
  return e;
};
