// The 17 incidents of the energy-grid telemetry estate.
import { GRID } from "./estate-grid.js";
import { goPanic, pyTrace } from "./stacks.js";
import type { Scenario } from "./types.js";

const E = GRID;

export const GRID_INCIDENTS: Scenario[] = [
  {
    key: "grid-billing-oauth",
    minutes: [20, 60],
    estate: E,
    incident: true,
    origin: "billing-export",
    category: "authentication",
    hints: ["oauth", "invalid_client", "credential"],
    sev: "medium",
    onset: [0.05, 0.4],
    note: "cron: billing-export cannot get a token from the market settlement portal (invalid_client, client secret expired); tariff notices the missing settlement upload later",
    play(c) {
      c.at(c.on - 2, "billing-export", "info", "cron settlement-upload started for 2026-07-08 (96 intervals)");
      c.at(
        c.on,
        "billing-export",
        "error",
        'POST https://auth.settlement-portal.example/oauth2/token -> 401 {"error":"invalid_client","error_description":"AADSTS7000222: The provided client secret keys are expired."}',
      );
      for (let i = 1; i <= 3; i++)
        c.at(
          c.on + i * 15,
          "billing-export",
          "error",
          `token request retry ${i}/3 failed: invalid_client (client secret expired)`,
        );
      c.at(
        c.on + 50,
        "billing-export",
        "error",
        "cron settlement-upload FAILED: could not authenticate to settlement portal",
      );
      c.every(c.on + c.r.num(420, 700), c.end, 40, (t) =>
        c.at(t, "tariff", "warn", "settlement file for 2026-07-08 not acknowledged, imbalance prices estimated"),
      );
    },
  },
  {
    key: "grid-forecast-403",
    estate: E,
    incident: true,
    origin: "forecast",
    category: "authorization",
    hints: ["forbidden", "permission", "403"],
    sev: "medium",
    note: "an IAM cleanup removes forecast's read role on the weather bucket; GRIB downloads get 403 and forecasts go stale, outage-map warns",
    play(c) {
      c.at(
        c.on,
        "forecast",
        "error",
        "GET gs://wx-grib-eu/icon-d2/2026070812/t_2m.grib2 -> 403 Forbidden: forecast-sa@grid-prod.iam.gserviceaccount.com does not have storage.objects.get access",
      );
      c.every(c.on + 2, c.end, 6, (t) =>
        c.at(
          t,
          "forecast",
          "error",
          `weather ingest failed: 403 Forbidden (storage.objects.get denied) for ${c.r.pick(["t_2m", "u_10m", "clct", "aswdir_s"])}.grib2`,
        ),
      );
      c.mute("forecast", c.on, c.end, 0.1);
      c.every(c.on + 300, c.end, 35, (t) =>
        c.at(t, "outage-map", "warn", "load forecast older than 30 min, storm overlay disabled"),
      );
    },
  },
  {
    key: "grid-tsdb-connslots",
    estate: E,
    incident: true,
    origin: "timeseries",
    category: "database",
    hints: ["connection", "too many", "database"],
    sev: "high",
    note: "cascade: timeseries exhausts PostgreSQL connection slots; meter-ingest retries every batch, floods gateway with backpressure and gateway starts failing too",
    play(c) {
      c.at(
        c.on,
        "timeseries",
        "error",
        "FATAL: sorry, too many clients already (pool checkout failed, 200/200 in use)",
      );
      c.every(c.on + 0.3, c.end, 0.8, (t) =>
        c.at(
          t,
          "timeseries",
          "error",
          c.r.chance(0.5)
            ? "FATAL: remaining connection slots are reserved for non-replication superuser connections"
            : `flush failed: pq: sorry, too many clients already (chunk _hyper_3_${c.r.int(100, 999)}_chunk)`,
        ),
      );
      c.every(c.on + 2, c.end, 0.35, (t) =>
        c.at(
          t,
          "meter-ingest",
          c.r.chance(0.3) ? "error" : "warn",
          `write to timeseries failed (503), retry ${c.r.int(1, 5)}/5 for batch of ${c.r.int(200, 4000)} readings`,
        ),
      );
      c.every(c.on + 120, c.end, 1.2, (t) =>
        c.at(
          t,
          "gateway",
          "error",
          `POST /v1/readings -> 503 backpressure from meter-ingest (queue ${c.r.int(9000, 10000)}/10000)`,
        ),
      );
      c.mute("timeseries", c.on, c.end, 0.15);
    },
  },
  {
    key: "grid-ingest-reset-east",
    onset: [0.76, 0.86],
    estate: E,
    incident: true,
    origin: "meter-ingest",
    category: "network",
    hints: ["reset", "connection", "tcp"],
    sev: "medium",
    note: "partial outage: only region east collectors' MQTT connections to meter-ingest are reset by peer after a firewall change; other regions fine",
    play(c) {
      c.at(
        c.on,
        "meter-ingest",
        "error",
        "collector col-east-3: read tcp 10.20.4.17:8883->10.61.0.23:51234: read: connection reset by peer",
      );
      c.every(c.on + 0.5, c.end, 2.5, (t) =>
        c.at(
          t,
          "meter-ingest",
          c.r.chance(0.7) ? "error" : "warn",
          `collector col-east-${c.r.int(1, 12)}: read tcp 10.20.4.17:8883->10.61.${c.r.int(0, 3)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)}: read: connection reset by peer (reconnects=${c.r.int(1, 40)})`,
        ),
      );
      c.every(c.on + 240, c.end, 30, (t) =>
        c.at(t, "outage-map", "warn", "region east: 0 readings in last 5 min, feeders marked unknown"),
      );
    },
  },
  {
    key: "grid-outagemap-noroute",
    onset: [0.005, 0.025],
    estate: E,
    incident: true,
    origin: "outage-map",
    category: "network",
    hints: ["route", "network", "host"],
    sev: "medium",
    note: "outage-map's subnet loses its route to timeseries after a network policy change; dial errors 'no route to host', gateway returns 502 for outage queries",
    play(c) {
      c.at(c.on, "outage-map", "error", "state refresh failed: dial tcp 10.20.9.4:5432: connect: no route to host");
      c.every(c.on + 1, c.end, 3, (t) =>
        c.at(t, "outage-map", "error", "state refresh failed: dial tcp 10.20.9.4:5432: connect: no route to host"),
      );
      c.every(c.on + 5, c.end, 2, (t) =>
        c.at(
          t,
          "gateway",
          "error",
          `GET /v1/outages?area=${c.r.pick(["north", "east", "south"])} -> 502 (outage-map: upstream error)`,
        ),
      );
      c.mute("outage-map", c.on, c.end, 0.1);
    },
  },
  {
    key: "grid-forecast-deadline",
    estate: E,
    incident: true,
    origin: "forecast",
    category: "timeout",
    hints: ["deadline", "exceeded", "timeout"],
    sev: "medium",
    minutes: [35, 60],
    onset: [0.5, 0.6],
    note: "cron: forecast's day-ahead model run exceeds its 900s deadline and is killed; tariff notices later that the day-ahead price curve has no forecast",
    play(c) {
      c.at(c.on - 900, "forecast", "info", "job forecast-dayahead started (zones=4, horizon=48h, deadline 900s)");
      c.at(
        c.on,
        "forecast",
        "error",
        "job forecast-dayahead exceeded deadline of 900s at step 'gradient-boost fit' (zone east), killed",
      );
      c.at(c.on + 1, "forecast", "error", "day-ahead forecast for 2026-07-09 NOT published (DeadlineExceeded)");
      c.every(c.on + c.r.num(300, 600), c.end, 20, (t) =>
        c.at(
          t,
          "tariff",
          "error",
          "price curve 2026-07-09: no day-ahead load forecast available, using yesterday's profile",
        ),
      );
    },
  },
  {
    key: "grid-tariff-429",
    estate: E,
    incident: true,
    origin: "tariff",
    category: "rate_limiting",
    hints: ["429", "rate", "quota"],
    sev: "medium",
    note: "tariff's market price API returns 429 quota exceeded after a retry loop; quotes fall back to stale prices and gateway sees slow quote calls",
    play(c) {
      c.at(
        c.on,
        "tariff",
        "warn",
        "EPEX price API GET /v2/prices/intraday -> 429 Too Many Requests (quota 600/min), retry-after=60",
      );
      c.ramp(c.on + 1, c.end, 0.5, 1.5, (t) =>
        c.at(
          t,
          "tariff",
          "error",
          `price refresh failed: 429 Too Many Requests from EPEX price API (quota exceeded), ${c.r.int(1, 9)} retries queued`,
        ),
      );
      c.every(c.on + 60, c.end, 8, (t) =>
        c.at(t, "gateway", "warn", `GET /v1/quote -> 200 in ${c.r.int(1800, 4000)}ms (tariff slow, stale prices)`),
      );
    },
  },
  {
    key: "grid-alarm-throttle",
    estate: E,
    incident: true,
    origin: "alarm-router",
    category: "rate_limiting",
    hints: ["throttl", "429", "rate"],
    sev: "high",
    note: "during a storm alarm-router is throttled by the paging API and only logs WARN backoffs; outage-map logs ERRORs about unacknowledged alarms",
    play(c) {
      c.at(
        c.on,
        "alarm-router",
        "warn",
        "paging API POST /v2/enqueue -> 429 rate limited (events per integration key), backing off 8s",
      );
      c.ramp(c.on + 0.5, c.end, 1, 2, (t) =>
        c.at(
          t,
          "alarm-router",
          "warn",
          `throttled by paging API (429), alarm AL-${c.r.int(100000, 999999)} deferred, backlog ${c.r.int(50, 900)}`,
        ),
      );
      c.every(c.on + 30, c.end, 2.5, (t) =>
        c.at(
          t,
          "outage-map",
          "error",
          `alarm AL-${c.r.int(100000, 999999)} (breaker-trip) not acknowledged within 120s, feeder F${c.r.int(100, 999)} escalation failed`,
        ),
      );
    },
  },
  {
    key: "grid-ingest-range",
    estate: E,
    incident: true,
    origin: "meter-ingest",
    category: "validation",
    hints: ["range", "invalid", "validation"],
    sev: "medium",
    note: "partial: meters on firmware 4.2.0 of tenant southport send -3.4e38 sentinel values; meter-ingest rejects their readings as out of range",
    play(c) {
      c.at(
        c.on,
        "meter-ingest",
        "warn",
        "reading rejected: value -3.402823e+38 out of range for register 1.8.0 (meter M-7712-0041, fw 4.2.0, tenant southport)",
      );
      c.every(c.on + 0.3, c.end, 0.7, (t) =>
        c.at(
          t,
          "meter-ingest",
          c.r.chance(0.6) ? "error" : "warn",
          `batch validation failed: ${c.r.int(20, 200)} of ${c.r.int(200, 400)} readings invalid (value out of range, fw 4.2.0, tenant southport)`,
        ),
      );
      c.every(c.on + 200, c.end, 40, (t) =>
        c.at(t, "billing-export", "warn", "southport: 11% of accounts have gaps in interval data, estimated"),
      );
    },
  },
  {
    key: "grid-billing-nonetype",
    minutes: [20, 60],
    onset: [0.05, 0.35],
    estate: E,
    incident: true,
    origin: "billing-export",
    category: "null_reference",
    hints: ["nonetype", "attribute", "none"],
    sev: "medium",
    note: "batch: billing-export crashes on accounts without a tariff snapshot ('NoneType' object has no attribute 'kwh'); tariff reports the missing export later",
    play(c) {
      c.at(c.on - 20, "billing-export", "info", "cron monthly-export started (accounts=148220, chunks=80)");
      c.every(c.on, c.end, 11, (t, i) => {
        c.at(t, "billing-export", "error", `chunk ${i + 17}/80 failed for account A${c.r.int(100000, 999999)}`, {
          stack: pyTrace(
            [
              ["/srv/billing_export/run.py", 141, "export_chunk", "rows.append(render_row(acct, snap))"],
              ["/srv/billing_export/rows.py", 58, "render_row", "usage = snap.interval.kwh * acct.multiplier"],
            ],
            "AttributeError: 'NoneType' object has no attribute 'kwh'",
          ),
        });
      });
      c.mute("billing-export", c.on, c.end, 0.2);
      c.every(c.on + c.r.num(300, 600), c.end, 45, (t) =>
        c.at(t, "tariff", "warn", "invoice run waiting on billing-export (0 of 80 chunks acknowledged)"),
      );
    },
  },
  {
    key: "grid-outagemap-nilptr",
    minutes: [15, 60],
    onset: [0.3, 0.8],
    estate: E,
    incident: true,
    origin: "outage-map",
    category: "null_reference",
    hints: ["nil", "pointer"],
    sev: "high",
    note: "bad deploy of outage-map: the new version panics with a nil pointer dereference on feeders without geometry and crash-loops; gateway 502s",
    play(c) {
      c.deploy(c.on - c.r.num(40, 150), "outage-map", "v3.8.0");
      c.every(c.on, c.end, 25, (t, i) => {
        c.at(t, "outage-map", "fatal", "panic: runtime error: invalid memory address or nil pointer dereference", {
          stack: goPanic([
            [
              "gridwatch/outagemap/tiles.(*Builder).feederBounds(0xc0004a2000, 0x0)",
              "/src/outagemap/tiles/builder.go:184 +0x2f",
            ],
            [
              "gridwatch/outagemap/tiles.(*Builder).Rebuild(0xc0004a2000, {0xc001b2c000, 0x1f4, 0x200})",
              "/src/outagemap/tiles/builder.go:97 +0x1c5",
            ],
            ["main.(*server).refreshLoop(0xc00019e0f0)", "/src/outagemap/main.go:211 +0x8d"],
          ]),
        });
        c.at(t + 3, "outage-map", "info", `outage-map v3.8.0 starting (restart ${i + 1})`);
        c.every(t + 0.1, t + 3, 0.6, (u) =>
          c.at(u, "gateway", "error", "GET /v1/outages -> 502 upstream outage-map connection refused"),
        );
      });
    },
  },
  {
    key: "grid-alarm-config",
    estate: E,
    incident: true,
    origin: "alarm-router",
    category: "configuration",
    hints: ["config", "routing", "unknown"],
    sev: "high",
    note: "after a routing-table config push alarm-router references a channel that does not exist; alarms are dropped, outage-map warns about unacknowledged alarms",
    play(c) {
      c.at(
        c.on - 6,
        "alarm-router",
        "info",
        "routing config v214 loaded from git@config:grid/alarm-routes.yaml (31 rules)",
      );
      c.at(
        c.on,
        "alarm-router",
        "error",
        "route rule 'breaker-trip/*' references unknown channel 'grid-ops-oncall' (invalid routing config v214), alarm dropped",
      );
      c.every(c.on + 1, c.end, 3, (t) =>
        c.at(
          t,
          "alarm-router",
          "error",
          `alarm AL-${c.r.int(100000, 999999)} dropped: unknown channel 'grid-ops-oncall' in routing config v214`,
        ),
      );
      c.every(c.on + 150, c.end, 20, (t) =>
        c.at(t, "outage-map", "warn", `alarm for feeder F${c.r.int(100, 999)} has no acknowledgement after 120s`),
      );
    },
  },
  {
    key: "grid-kafka-broker",
    estate: E,
    incident: true,
    origin: "meter-ingest",
    category: "dependency",
    hints: ["kafka", "broker"],
    sev: "high",
    note: "the Kafka cluster (does not log here) loses its controller; meter-ingest cannot produce, timeseries sees no new data and gateway backs up",
    play(c) {
      c.at(
        c.on,
        "meter-ingest",
        "error",
        "KafkaJSConnectionError: Connection error: connect ECONNREFUSED 10.20.7.12:9092 (broker kafka-2)",
      );
      c.every(c.on + 0.5, c.end, 1.1, (t) =>
        c.at(
          t,
          "meter-ingest",
          "error",
          c.r.chance(0.5)
            ? "KafkaJSNumberOfRetriesExceeded: produce to topic readings.raw failed: This server is not the leader for that topic-partition"
            : `KafkaJSBrokerNotFound: Broker not available, buffering ${c.r.int(1000, 90000)} readings`,
        ),
      );
      c.every(c.on + 60, c.end, 15, (t) => c.at(t, "timeseries", "warn", "consumer readings.raw: no records for 60s"));
      c.every(c.on + 200, c.end, 3, (t) =>
        c.at(t, "gateway", "error", "POST /v1/readings -> 503 (meter-ingest buffer full)"),
      );
    },
  },
  {
    key: "grid-tsdb-oom",
    estate: E,
    incident: true,
    origin: "timeseries",
    category: "memory",
    hints: ["memory", "oom"],
    sev: "high",
    note: "timeseries' downsampling query runs it out of memory; the Go runtime aborts and it restarts repeatedly, meter-ingest logs refused writes",
    play(c) {
      c.at(c.on, "timeseries", "warn", "memory usage 7.6GiB of 8GiB limit (downsample job ds-1h running)");
      c.every(c.on + 40, c.end, 70, (t, i) => {
        c.at(t, "timeseries", "fatal", "fatal error: runtime: out of memory", {
          stack: [
            "runtime stack:",
            "runtime.throw({0x1a3f2e1?, 0x400000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
            "runtime.(*mheap).grow(0x3c1e8a0, 0x2000?)",
            "\t/usr/local/go/src/runtime/mheap.go:1504 +0x2b5",
          ].join("\n"),
        });
        c.at(t + 5, "timeseries", "info", `timeseries starting (restart ${i + 1}), replaying WAL`);
        c.every(t + 0.3, t + 5, 0.5, (u) =>
          c.at(
            u,
            "meter-ingest",
            "error",
            "write to timeseries failed: dial tcp 10.20.9.4:8086: connect: connection refused",
          ),
        );
      });
    },
  },
  {
    key: "grid-tsdb-enospc",
    estate: E,
    incident: true,
    origin: "timeseries",
    category: "disk",
    hints: ["space", "disk"],
    sev: "high",
    note: "timeseries' data volume fills up (could not extend file: No space left on device); writes fail and meter-ingest retries",
    play(c) {
      c.at(c.on - 300, "timeseries", "warn", "data volume /var/lib/postgresql/data 94% used");
      c.at(
        c.on,
        "timeseries",
        "error",
        'ERROR: could not extend file "base/16384/2619471.3": No space left on device (HINT: Check free disk space.)',
      );
      c.every(c.on + 0.5, c.end, 1, (t) =>
        c.at(
          t,
          "timeseries",
          "error",
          `flush failed: could not extend file "base/16384/${c.r.int(2600000, 2700000)}": No space left on device`,
        ),
      );
      c.every(c.on + 3, c.end, 1.5, (t) =>
        c.at(
          t,
          "meter-ingest",
          "warn",
          `write to timeseries failed (500), batch of ${c.r.int(200, 4000)} readings requeued`,
        ),
      );
    },
  },
  {
    key: "grid-gateway-died",
    estate: E,
    incident: true,
    origin: "gateway",
    category: "unknown",
    hints: ["unexpected", "exit", "crash"],
    sev: "high",
    note: "gateway workers die one after another without a reason; no root cause in its logs while meter-ingest and outage-map see gaps",
    play(c) {
      c.every(c.on, c.end, 12, (t) => {
        c.at(t, "gateway", "error", `worker ${c.r.int(1, 16)} exited unexpectedly (status 1), respawning`);
        if (c.r.chance(0.4))
          c.at(t + 0.5, "gateway", "error", "upstream prematurely closed connection while reading response header");
      });
      c.mute("gateway", c.on, c.end, 0.4);
      c.every(c.on + 90, c.end, 30, (t) =>
        c.at(t, "meter-ingest", "warn", `collector uploads via gateway down ${c.r.int(20, 60)}% vs baseline`),
      );
    },
  },
  {
    key: "grid-tariff-opaque",
    onset: [0.76, 0.86],
    estate: E,
    incident: true,
    origin: "tariff",
    category: "unknown",
    hints: ["internal", "failure", "unhealthy"],
    sev: "medium",
    note: "tariff starts answering 500 on quotes and fails readiness checks; its only log lines say 'request failed' with no cause; gateway logs the 5xx",
    play(c) {
      c.at(c.on, "tariff", "error", "request failed");
      c.every(c.on + 0.5, c.end, 1.5, (t) => {
        c.at(t, "tariff", "error", c.r.chance(0.8) ? "request failed" : "readiness check failed");
        c.at(t + 0.03, "gateway", "error", `GET /v1/quote -> 500 from tariff (${c.r.int(3, 40)}ms)`);
      });
      c.mute("tariff", c.on, c.end, 0.1);
    },
  },
];
