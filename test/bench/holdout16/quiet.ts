// Quiet windows: alarming-looking but healthy traffic, no incident.
import { type QuietSpec, st } from "./spec.js";

export const QUIET: QuietSpec[] = [
  {
    estate: "furrow",
    note: "A planned agronomy-pg switchover to the standby completes in seconds; clients reconnect cleanly.",
    more: [
      st(
        "agronomy-pg",
        "info",
        2,
        [
          "LOG:  received fast shutdown request",
          "LOG:  database system is shut down",
          "LOG:  database system is ready to accept connections",
        ],
        { seq: true },
      ),
      st(
        "fieldmap-api",
        "warn",
        1.5,
        ["db pool: connection closed by server, reconnecting", "db pool: reconnected to agronomy-pg in {k}ms"],
        { from: 1, seq: true },
      ),
    ],
  },
  {
    estate: "registrar",
    note: "Ordinary enrolment traffic with a few client 4xx and a routine CSRF warning.",
    more: [
      st(
        "campus-lb",
        "info",
        30,
        [
          '{ip}:{port} [https-in] enrol_web/web{k} 0/0/1/{k}/{k} 404 210 - - ---- {k}/{k}/3/1/0 0/0 "GET /favicon.ico HTTP/1.1"',
        ],
        { from: "start" },
      ),
      st("enrol-web", "warn", 60, ["Forbidden (CSRF cookie not set.): /enrol/basket/add/"], { from: "start" }),
    ],
  },
  {
    estate: "inkwell",
    note: "A clean rolling deploy of story-api with a short readiness wait.",
    more: [
      st(
        "story-api",
        "info",
        2,
        [
          "starting story-api version=2026.07.{k} commit={hex}",
          "grpc server listening on :9090",
          "readiness probe ok after 3 attempts",
        ],
        { seq: true },
      ),
      st("story-api", "warn", 1, ["readiness probe failed: cache warmup in progress"], { from: -2, seq: true }),
    ],
  },
  {
    estate: "furrow",
    note: "Retries to the weather provider succeed on the second attempt.",
    more: [
      st(
        "yield-model",
        "warn",
        40,
        [
          "Task yield.tasks.refresh_weather[{uuid}] retry: Retry in 5s: ReadTimeout",
          "Task yield.tasks.refresh_weather[{uuid}] succeeded in 6.{k}s",
        ],
        { from: "start" },
      ),
    ],
  },
  {
    estate: "registrar",
    note: "Scheduled records-pg failover drill: HAProxy marks a server down and up again; nothing fails.",
    more: [
      st(
        "campus-lb",
        "warn",
        3,
        [
          'Server records_api/rec2 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 2 active and 0 backup servers left.',
          "Server records_api/rec2 is UP, reason: Layer7 check passed, code: 200, check duration: 3ms. 3 active and 0 backup servers online.",
        ],
        { seq: true },
      ),
      st(
        "records-pg",
        "info",
        2,
        [
          "LOG:  received promote request",
          "LOG:  selected new timeline ID: 7",
          "LOG:  database system is ready to accept connections",
        ],
        { from: -1, seq: true },
      ),
    ],
  },
  {
    estate: "inkwell",
    note: "The usual scanner 404s at the CDN plus an ES GC warning; readers are fine.",
    more: [
      st("cdn-edge", "warn", 8, ['{ip} - - "GET /.env HTTP/1.1" 404 153 "-" "zgrab/0.x" rt=0.000'], { from: "start" }),
    ],
  },
  {
    estate: "furrow",
    note: "A clean fleet-portal deploy and a handful of oversized uploads rejected with 413.",
    more: [
      st(
        "edge-gateway",
        "warn",
        45,
        ['[envoy] "POST /v1/telemetry/batch HTTP/2" 413 - request_payload_too_large 1ms'],
        { from: "start" },
      ),
    ],
    deploy: true,
  },
  {
    estate: "registrar",
    note: "Routine SMS undeliverable receipts and waitlist offer expiries; all normal.",
    more: [
      st(
        "notify-sms",
        "warn",
        50,
        ["delivery receipt sid=SM{hex} status=undelivered error_code=30003 (unreachable handset)"],
        { from: "start" },
      ),
      st(
        "waitlist-worker",
        "warn",
        70,
        ["offer for section CHEM{k}-L01 expired unanswered, moving to next candidate"],
        { from: "start" },
      ),
    ],
  },
  {
    estate: "inkwell",
    note: "An events-rabbit node is restarted for patching; clients reconnect and publishing continues.",
    more: [
      st(
        "events-rabbit",
        "warn",
        2,
        [
          "Stopping RabbitMQ applications and their dependencies in the following order",
          "rabbit on node 'rabbit@events-rabbit-2' down",
          "rabbit on node 'rabbit@events-rabbit-2' up",
          "Server startup complete; 4 plugins started.",
        ],
        { seq: true },
      ),
      st(
        "publish-pipeline",
        "warn",
        2,
        ["amqp connection closed by broker (shutdown), reconnecting", "amqp reconnected to events-rabbit-0"],
        { from: 1, seq: true },
      ),
    ],
  },
  {
    estate: "furrow",
    note: "Kafka consumer group rebalance after a scale-out; brief lag that recovers.",
    more: [
      st(
        "telemetry-kafka",
        "info",
        2,
        [
          "[GroupCoordinator 1]: Preparing to rebalance group yield-scorers in state PreparingRebalance with old generation {k} (reason: Adding new member)",
          "[GroupCoordinator 1]: Stabilized group yield-scorers generation {k}",
        ],
        { seq: true },
      ),
      st("yield-model", "warn", 10, ["consumer lag on telemetry.agg {n} messages, catching up"], { from: 2, to: 40 }),
    ],
  },
  {
    estate: "registrar",
    note: "A constant legacy error on one service that was there all along, with otherwise healthy traffic.",
    more: [],
  },
  {
    estate: "inkwell",
    note: "A burst of client validation rejections on comments (spam) and a clean comments-svc restart.",
    more: [
      st(
        "comments-svc",
        "warn",
        6,
        ['Bad Request: /comments/ {"body": ["Ensure this field has no more than 5000 characters."]}'],
        { from: -60, to: 60 },
      ),
    ],
  },
];
