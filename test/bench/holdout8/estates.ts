// The three made-up estates of holdout8: a ski resort (lifts, passes, rentals), a veterinary diagnostic lab and
// a city bike-share operator. Each service has a runtime and a few everyday INFO lines.
import type { Estate } from "./types.js";

const powderRidge: Estate = {
  id: "ski-resort",
  gateway: "edge-envoy",
  reporter: "kubelet",
  svcs: [
    {
      name: "edge-envoy",
      rt: "envoy",
      weight: 6,
      info: [
        '"GET /api/v3/passes/{id} HTTP/2" 200 - 0 {n} {ms} "skipass-api"',
        '"POST /checkout/orders HTTP/2" 201 - {n} 812 {ms} "ticket-checkout"',
        '"GET /snow/today HTTP/1.1" 200 - 0 {n} {ms} "snow-report-web"',
      ],
    },
    {
      name: "skipass-api",
      rt: "spring",
      weight: 8,
      info: [
        "Pass {n} validated at gate G{k}: day ticket, adult, valid until 16:30",
        "Issued season pass PR-{n} to guest {id}",
        "Completed GET /api/v3/passes/{n} in {ms}ms",
      ],
    },
    {
      name: "lift-gate-scanner",
      rt: "go",
      weight: 9,
      info: [
        "gate=G{k} rfid={id} decision=open latency={ms}ms",
        "gate=G{k} heartbeat ok queue=0",
        "gate=G{k} rfid={id} decision=open cached=true",
      ],
    },
    {
      name: "ticket-checkout",
      rt: "fastify",
      weight: 5,
      info: [
        "request completed reqId=req-{n} statusCode=200 responseTime={ms}",
        "order {id} priced: 2 x adult day, 1 x child day, total {n} cents",
        "incoming request reqId=req-{n} method=POST url=/checkout/orders",
      ],
    },
    {
      name: "snow-report-web",
      rt: "django",
      weight: 2,
      info: ['"GET /snow/today HTTP/1.1" 200 {n}', "rendered slope map for sector {k} in {ms}ms"],
    },
    {
      name: "liftline-telemetry",
      rt: "rust",
      weight: 7,
      info: [
        "ingested 48 samples from chair C{k} (wind 4.{k} m/s, rope speed 5.0 m/s)",
        "flushed batch seq={n} to tsdb in {ms}ms",
      ],
    },
    {
      name: "guestwallet",
      rt: "dotnet",
      weight: 4,
      info: [
        "Wallet {id} debited {n} cents for order {id}",
        "Request finished HTTP/1.1 POST http://guestwallet/v1/debits - 200 - application/json {ms}.1234ms",
      ],
    },
    {
      name: "grooming-sched",
      rt: "elixir",
      weight: 2,
      info: ["route plan for snowcat SC-{k} updated: 14 pistes, eta 03:40", "GET /api/routes - Sent 200 in {ms}ms"],
    },
    {
      name: "rental-desk",
      rt: "php",
      weight: 3,
      info: [
        '10.2.{k}.9 - - "POST /index.php/rentals HTTP/1.1" 200',
        "rental {n}: boots size 27.5, skis 170cm assigned to guest {id}",
      ],
    },
    {
      name: "pg-passes",
      rt: "postgres",
      weight: 2,
      info: [
        "LOG:  checkpoint complete: wrote {k} buffers (0.1%); 0 WAL file(s) added, 0 removed, 1 recycled",
        'LOG:  automatic vacuum of table "passes.public.gate_events": index scans: 1',
      ],
    },
    {
      name: "redis-lifts",
      rt: "redis",
      weight: 1,
      info: ["1:M 100 changes in 300 seconds. Saving...", "1:M Background saving terminated with success"],
    },
    {
      name: "kubelet",
      rt: "kubelet",
      weight: 1,
      info: ['"SyncLoop (probe)" probe="readiness" status="ready" pod="powder/skipass-api-{id}"'],
    },
  ],
  noise: [
    ["snow-report-web", "webcam fetch failed for cam-summit-2: HTTPError 404 Not Found"],
    ["lift-gate-scanner", "gate=G7 rfid read error: CRC mismatch, card re-presented"],
    ["rental-desk", 'PHP Warning:  Undefined array key "loyalty_id" in /var/www/app/Rentals/Receipt.php on line 88'],
  ],
};

const vetLab: Estate = {
  id: "vet-lab",
  gateway: "traefik",
  reporter: "systemd",
  svcs: [
    {
      name: "traefik",
      rt: "traefik",
      weight: 5,
      info: [
        '10.8.{k}.4 - - "POST /api/samples HTTP/1.1" 201 {n} "-" "-" {n} "sample-intake@docker" "http://10.8.0.12:3000" {ms}ms',
        '10.8.{k}.4 - - "GET /portal/cases/{n} HTTP/1.1" 200 {n} "-" "-" {n} "clinic-portal@docker" "http://10.8.0.15:4000" {ms}ms',
      ],
    },
    {
      name: "sample-intake",
      rt: "rails",
      weight: 6,
      info: [
        "Completed 201 Created in {ms}ms (Views: 0.4ms | ActiveRecord: 6.1ms | Allocations: 2140)",
        "Registered sample S-{n} (canine serum, clinic VC-{k})",
        'Started POST "/api/samples" for 10.8.1.{k}',
      ],
    },
    {
      name: "assay-runner",
      rt: "micronaut",
      weight: 6,
      info: ["Assay CBC queued for sample S-{n} on analyser AN-{k}", "Assay run {id} finished: 22 analytes, 0 flags"],
    },
    {
      name: "results_publisher",
      rt: "celery",
      weight: 4,
      info: ["Task results.publish[{u}] succeeded in 0.{ms}s: None", "Task results.publish[{u}] received"],
    },
    {
      name: "clinic-portal",
      rt: "phoenix",
      weight: 5,
      info: ["GET /portal/cases/{n}", "Sent 200 in {ms}ms", "CONNECTED TO Phoenix.LiveView.Socket in 41µs"],
    },
    {
      name: "LimsCore",
      rt: "dotnet",
      weight: 5,
      info: [
        "Case {n} transitioned Received -> InAnalysis",
        "Executed DbCommand ({ms}ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30']",
      ],
    },
    {
      name: "slide-imaging",
      rt: "rust",
      weight: 3,
      info: ["tiled slide SL-{n}: 512 tiles at z=0..7 in {ms}ms", "served tile SL-{n}/4/{k}/{k} ({n} bytes)"],
    },
    {
      name: "lab-billing",
      rt: "go",
      weight: 2,
      info: ["invoice INV-{n} rendered for clinic VC-{k} amount={n}", "http: GET /healthz 200 {ms}µs"],
    },
    {
      name: "notify-hub",
      rt: "fastify",
      weight: 3,
      info: ["sms queued to clinic VC-{k} template=result_ready", "request completed statusCode=202 responseTime={ms}"],
    },
    {
      name: "mysql-lims",
      rt: "mysql",
      weight: 1,
      info: ["[Note] [MY-010914] [Server] Aborted connection {n} to db: 'lims' user: 'report' host: '10.8.2.{k}'"],
    },
    {
      name: "mongo-images",
      rt: "mongodb",
      weight: 1,
      info: ['{"c":"NETWORK","id":22943,"ctx":"listener","msg":"Connection accepted","attr":{"connectionCount":{k}}}'],
    },
    {
      name: "systemd",
      rt: "systemd",
      weight: 1,
      info: ["Started Daily rotation of log files.", "logrotate.service: Deactivated successfully."],
    },
  ],
  noise: [
    ["lab-billing", "ledger export: clinic VC-19 has no VAT number, invoice skipped"],
    ["notify-hub", "email bounce from vetclinic-old.example: 550 5.1.1 mailbox unavailable"],
    ["slide-imaging", "thumbnail for SL-00000 missing, placeholder served"],
  ],
};

const spokeway: Estate = {
  id: "bike-share",
  gateway: "nginx-edge",
  reporter: "kubelet",
  svcs: [
    {
      name: "nginx-edge",
      rt: "nginx",
      weight: 6,
      info: [
        '10.44.{k}.3 - - "POST /v2/rides HTTP/1.1" 201 {n} "-" "Spokeway-iOS/7.3" rt=0.0{k} uct=0.001',
        '10.44.{k}.3 - - "GET /v2/docks/nearby HTTP/1.1" 200 {n} "-" "Spokeway-Android/7.2" rt=0.0{k} uct=0.001',
      ],
    },
    {
      name: "ride-api",
      rt: "fastify",
      weight: 8,
      info: [
        "ride {id} started: bike B-{n} from dock D-{k}",
        "request completed reqId=req-{n} statusCode=200 responseTime={ms}",
        "ride {id} ended at dock D-{k}, 14 min",
      ],
    },
    {
      name: "dock-controller",
      rt: "go",
      weight: 9,
      info: [
        "level=info dock=D-{k} slot={k} event=bike_returned bike=B-{n}",
        "level=info dock=D-{k} mqtt heartbeat rssi=-{k}dBm",
      ],
    },
    {
      name: "pricing-svc",
      rt: "micronaut",
      weight: 4,
      info: ["Quoted ride for member {id}: 30 min bundle, {n} cents", "Zone Z{k} surge factor recomputed: 1.0"],
    },
    {
      name: "rebalance-worker",
      rt: "celery",
      weight: 2,
      info: ["Task rebalance.plan_zone[{u}] succeeded in {ms}.2s", "van V{k}: move 6 bikes D-{k} -> D-{k}"],
    },
    {
      name: "members",
      rt: "aiohttp",
      weight: 4,
      info: [
        '10.44.3.{k} [26/Nov/2026] "GET /members/{n} HTTP/1.1" 200 812 "-" "ride-api"',
        "member {id} renewed annual plan",
      ],
    },
    {
      name: "payments-bridge",
      rt: "dotnet",
      weight: 4,
      info: ["Captured payment {u} for ride {id}: {n} cents", "Refund {u} settled"],
    },
    {
      name: "telematics-ingest",
      rt: "rust",
      weight: 8,
      info: ["decoded 32 frames from bike B-{n} (battery 7{k}%)", "commit offset {n} on dock.events-{k}"],
    },
    {
      name: "ops-live",
      rt: "phoenix",
      weight: 2,
      info: ["Fleet snapshot broadcast to {k} dispatchers", "GET /ops/map - Sent 200 in {ms}ms"],
    },
    {
      name: "kafka-broker",
      rt: "kafka",
      weight: 1,
      info: [
        "[LogLoader partition=dock.events-{k}] Loaded 3 segments",
        "[GroupCoordinator 1]: Stabilized group telematics generation {k}",
      ],
    },
    {
      name: "postgres-rides",
      rt: "postgres",
      weight: 2,
      info: ["LOG:  checkpoint starting: time", "LOG:  checkpoint complete: wrote {n} buffers (1.2%)"],
    },
    {
      name: "kubelet",
      rt: "kubelet",
      weight: 1,
      info: ['"SyncLoop (probe)" probe="liveness" status="healthy" pod="spokeway/ride-api-{id}"'],
    },
    {
      name: "kernel",
      rt: "kernel",
      weight: 1,
      info: ["IPVS: rr: TCP 10.96.0.{k}:443 - no destination available", "eth0: renamed from veth{id}"],
    },
  ],
  noise: [
    ["members", 'aiohttp.access: 10.44.9.2 "GET /members/legacy HTTP/1.1" 410 gone (client still polling)'],
    ["dock-controller", "level=error dock=D-41 slot=9 lock sensor stuck, slot disabled"],
    ["ops-live", "[error] Tesla.Middleware.Retry: weather feed returned 404 for tile 14/8410/5402"],
  ],
};

export const ESTATES: Estate[] = [powderRidge, vetLab, spokeway];

/** How each runtime says it has (re)started, used by deploys and restarts. */
export const STARTUP: Record<string, string> = {
  spring: "Started Application in 8.214 seconds (process running for 9.02)",
  micronaut: "Startup completed in 1432ms. Server Running: http://0.0.0.0:8080",
  go: "starting server version=v1.{k}.0 addr=:8080",
  django: "Booting worker with pid: {n}",
  celery: "celery@worker-{k} ready.",
  aiohttp: "======== Running on http://0.0.0.0:8080 ========",
  fastify: "Server listening at http://0.0.0.0:3000",
  dotnet: "Now listening on: http://[::]:8080",
  rails: "* Listening on http://0.0.0.0:3000",
  rust: "listening on 0.0.0.0:8080",
  elixir: "Running Endpoint with Bandit 1.5.0 at :::4000 (http)",
  phoenix: "Running Endpoint with Bandit 1.5.0 at :::4000 (http)",
  php: "NOTICE: fpm is running, pid {n}",
  postgres: "LOG:  database system is ready to accept connections",
  mysql: "[System] [MY-010931] [Server] /usr/sbin/mysqld: ready for connections.",
  mongodb: '{"c":"NETWORK","id":23016,"msg":"Waiting for connections","attr":{"port":27017}}',
  redis: "1:M Ready to accept connections tcp",
  kafka: "[KafkaServer id=1] started",
  envoy: "starting main dispatch loop",
  nginx: "start worker processes",
  traefik: "Configuration loaded from flags.",
  kubelet: "Started container",
  systemd: "Started unit.",
  kernel: "eth0: link up",
};
