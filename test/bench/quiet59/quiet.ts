// The alarming-but-harmless happenings of an observability platform. Each kind writes its lines into a window
// between `from` and `to`; nothing in them is broken for the platform as a whole.
import type { Role } from "./estates.js";
import type { Window } from "./stream.js";

export interface Kind {
  name: string;
  needs: Role[];
  fits?: (w: Window) => boolean;
  run: (w: Window, from: number, to: number) => void;
  note: string;
}

const ip = (w: Window) => `${w.r.pick(["203.0.113", "198.51.100", "192.0.2"])}.${w.r.int(2, 250)}`;
const isRt = (role: Role, rt: string) => (w: Window) => w.has(role) && w.runtime(w.svc(role)) === rt;
const ten = (w: Window) => w.r.pick(w.estate.tenants);

export const KINDS: Kind[] = [
  {
    name: "ooo-after-agent-restart",
    needs: ["distributor", "edge"],
    fits: (w) => w.estate.key !== "skylark",
    note: "a tenant's HA Prometheus pair restarted and resent old samples, rejected as out of order for a few minutes",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, Math.min(b, a + 240000), 0.7, (x) => {
        w.at(
          x,
          w.svc("distributor"),
          "warn",
          `push error tenant=${t} err="rpc error: code = Code(400) desc = user=${t}: err: out of order sample. timestamp=2026-11-30T0${w.r.int(0, 2)}:${w.r.int(10, 59)}:${w.r.int(10, 59)}.${w.r.int(100, 999)}Z, series={__name__=\\"kube_pod_status_phase\\", namespace=\\"${w.r.pick(["payments", "web", "batch"])}\\"}"`,
        );
        if (w.r.chance(0.5))
          w.at(
            x + 3,
            w.svc("edge"),
            "warn",
            `"POST /api/v1/push HTTP/1.1" 400 ${w.r.int(180, 320)} ${w.r.int(3, 20)}ms tenant=${t}`,
          );
      });
    },
  },
  {
    name: "too-old-backfill",
    needs: ["distributor"],
    fits: (w) => w.estate.key !== "skylark",
    note: "a customer backfills last month's data through the live push path and gets 'too old' rejections",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 1.5, (x) =>
        w.at(
          x,
          w.svc("distributor"),
          "warn",
          `push rejected tenant=${t} err="the sample has been rejected because its timestamp is too old (err-mimir-sample-too-old). The affected sample has timestamp 2026-10-${w.r.int(10, 30)}T1${w.r.int(0, 9)}:00:00Z and is from series {__name__=\\"billing_events_total\\", region=\\"${w.r.pick(["eu", "us"])}\\"}"`,
        ),
      );
    },
  },
  {
    name: "tenant-series-limit",
    needs: ["ingester", "distributor"],
    fits: (w) => isRt("ingester", "go")(w) && w.estate.key !== "skylark",
    note: "one tenant deployed a label with user ids and runs into its per-tenant series limit",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 1.2, (x) => {
        w.at(
          x,
          w.svc("ingester"),
          "warn",
          `per-user series limit of 150000 exceeded tenant=${t} err="per-user series limit of 150000 exceeded (err-mimir-max-series-per-user). To adjust the related per-tenant limit, configure -ingester.max-global-series-per-user, or contact your service administrator." metric=http_requests_total`,
        );
        if (w.r.chance(0.4))
          w.at(
            x + 8,
            w.svc("distributor"),
            "warn",
            `push partially rejected tenant=${t} status=400 rejected_series=${w.r.int(10, 900)}`,
          );
      });
    },
  },
  {
    name: "tenant-ingestion-rate",
    needs: ["distributor", "edge"],
    note: "a free-tier tenant bursts over its ingestion rate and gets 429s; its agents back off and catch up",
    run: (w, a, b) => {
      const t = ten(w);
      const end = Math.min(b, a + w.r.int(120, 360) * 1000);
      w.every(a, end, 0.5, (x) => {
        w.at(
          x,
          w.svc("distributor"),
          "warn",
          `push rejected tenant=${t} status=429 err="the request has been rejected because the tenant exceeded the ingestion rate limit, set to 10000 items/s with a maximum allowed burst of 200000 (err-mimir-tenant-max-ingestion-rate)"`,
        );
        if (w.r.chance(0.6))
          w.at(
            x + 2,
            w.svc("edge"),
            "warn",
            `"POST /api/v1/push HTTP/1.1" 429 ${w.r.int(150, 300)} ${w.r.int(1, 9)}ms tenant=${t} retry_after=${w.r.int(1, 30)}s`,
          );
      });
      w.at(end + 5000, w.svc("distributor"), "info", `tenant=${t} push rate back under limit (7841 items/s)`);
    },
  },
  {
    name: "wide-dashboard-timeout",
    needs: ["queryfe", "dash"],
    note: "a single 90-day, high-cardinality dashboard times out every refresh while every other query is fast",
    run: (w, a, b) => {
      const t = ten(w);
      const d = w.r.hex(9);
      w.every(a, b, 30, (x) => {
        w.at(
          x,
          w.svc("queryfe"),
          "error",
          `query timed out tenant=${t} query="sum by (pod, container, le) (rate(container_http_request_duration_seconds_bucket[5m]))" range=2160h step=1h err="expanding series: query timed out in expression evaluation" status=503 duration=2m0s`,
        );
        w.at(
          x + 50,
          w.svc("dash"),
          "error",
          `dashboard ${d} panel 4: query failed: 504 Gateway Timeout from ${w.svc("queryfe")} (range=90d)`,
        );
      });
    },
  },
  {
    name: "customer-webhooks-failing",
    needs: ["webhook"],
    note: "three customers' own webhook receivers answer 5xx, 404 or refuse connections; deliveries give up after retries",
    run: (w, a, b) => {
      const hosts = ["alerts.kestrel-retail.example", "ops.fernhill.example:8443", "hooks.quartzbank.example"];
      w.every(a, b, 6, (x) => {
        const h = w.r.pick(hosts);
        const err = w.r.pick([
          `returned 502 Bad Gateway`,
          `returned 404 Not Found`,
          `connect ECONNREFUSED ${ip(w)}:443`,
          `certificate has expired (CERT_HAS_EXPIRED)`,
          `returned 500 Internal Server Error: {"error":"upstream dyno crashed"}`,
        ]);
        const at = w.r.int(1, 3);
        w.at(
          x,
          w.svc("webhook"),
          at === 3 ? "error" : "warn",
          `webhook delivery to https://${h}/hooks/${w.estate.key} attempt ${at}/3 failed: ${err}${at === 3 ? " - giving up, customer notified by email" : ""}`,
        );
      });
    },
  },
  {
    name: "compaction-retried",
    needs: ["compactor"],
    note: "a compaction job fails twice on an object-store hiccup and succeeds on the third attempt",
    run: (w, a, b) => {
      const cpp = w.runtime(w.svc("compactor")) === "cpp";
      for (let i = 0; i < 3; i++) {
        const x = a + i * w.r.int(40, 90) * 1000;
        if (x >= b) break;
        if (cpp)
          w.at(
            x,
            w.svc("compactor"),
            i < 2 ? "error" : "info",
            i < 2
              ? `<Error> MergeTreeBackgroundExecutor: Exception while executing background task {a81f}: Code: 499. DB::Exception: The specified key does not exist. (S3_ERROR) (version 24.3.2.23). Will retry.`
              : `<Information> MergeTreeDataMergerMutator: Merged 7 parts after 2 retries`,
          );
        else
          w.at(
            x,
            w.svc("compactor"),
            i < 2 ? "error" : "info",
            i < 2
              ? `failed to compact user blocks user=${w.estate.tenants[1]} err="compaction: group 0@${w.r.int(1e15, 9e15)}: upload of 01J${w.r.hex(23).toUpperCase()} failed: context deadline exceeded" attempt=${i + 1} will_retry=true`
              : `compaction job succeeded user=${w.estate.tenants[1]} groupKey=0@5679017725410386361 duration=3m12s attempts=3`,
          );
      }
    },
  },
  {
    name: "ingester-rolling-restart",
    needs: ["ingester", "distributor"],
    fits: isRt("ingester", "go"),
    note: "a planned rolling restart of ingesters: LEAVING, handover, brief unhealthy-instance warnings, all ACTIVE again",
    run: (w, a, b) => {
      const ing = w.svc("ingester");
      for (let k = 0; k < 3; k++) {
        const x = a + k * 70000;
        if (x > b) break;
        w.at(
          x,
          ing,
          "info",
          `received SIGTERM, shutting down gracefully; changing instance state from ACTIVE to LEAVING ring=ingester instance=${ing}-${k}`,
        );
        w.at(x + 800, ing, "info", `flushing series to storage before shutdown, series=${w.r.int(300000, 500000)}`);
        w.every(x + 500, x + 25000, 1.5, (y) =>
          w.at(
            y,
            w.svc("distributor"),
            "warn",
            `instance ${ing}-${k} in state LEAVING, skipping for writes; replication_factor=3 healthy=2`,
          ),
        );
        w.at(x + 31000, ing, "info", `instance ${ing}-${k} is ACTIVE in the ring, tokens=512`);
      }
    },
  },
  {
    name: "ha-replica-dedup",
    needs: ["distributor"],
    fits: (w) => w.estate.key !== "skylark",
    note: "HA deduplication rejects the non-elected Prometheus replica's samples at WARN (expected behaviour)",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 2, (x) =>
        w.at(
          x,
          w.svc("distributor"),
          "warn",
          `replicas did not match, rejecting sample: replica=prom-1 elected=prom-0 cluster=${t}-k8s status=202`,
        ),
      );
    },
  },
  {
    name: "label-value-too-long",
    needs: ["distributor"],
    fits: (w) => w.estate.key !== "skylark",
    note: "one customer app puts SQL text into a label value; series rejected with 400, everybody else fine",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 3, (x) =>
        w.at(
          x,
          w.svc("distributor"),
          "warn",
          `push rejected tenant=${t} status=400 err="received a series whose label value length exceeds the limit, label: 'query', value: 'SELECT o.id, o.total, c.email FROM orders o JOIN customers c ON' (truncated) series: 'db_query_duration_seconds_bucket{...}' (err-mimir-label-value-too-long)"`,
        ),
      );
    },
  },
  {
    name: "cache-node-marked-dead",
    needs: ["queryfe"],
    fits: isRt("queryfe", "go"),
    note: "one results-cache memcached pod is rescheduled; the frontend marks it dead, misses for a minute, then reconnects",
    run: (w, a, b) => {
      const fe = w.svc("queryfe");
      w.at(
        a,
        fe,
        "warn",
        `memcache: server 10.4.${w.r.int(0, 9)}.${w.r.int(2, 250)}:11211 marked dead after 3 consecutive errors: dial tcp: i/o timeout; failing over to remaining 5 servers`,
      );
      w.every(a + 1000, Math.min(b, a + 80000), 2, (x) =>
        w.at(
          x,
          fe,
          "warn",
          `results cache fetch failed, continuing without cache err="memcache: no servers configured or available" keys=${w.r.int(1, 24)}`,
        ),
      );
      w.at(
        a + 85000,
        fe,
        "info",
        `memcache: server list updated from DNS SRV _memcached._tcp.results-cache (6 servers)`,
      );
    },
  },
  {
    name: "index-header-lazy-load",
    needs: ["storegw"],
    fits: isRt("storegw", "go"),
    note: "after a resync the store-gateway lazily loads index headers; first queries are slow but succeed",
    run: (w, a, b) => {
      w.every(a, Math.min(b, a + 200000), 4, (x) =>
        w.at(
          x,
          w.svc("storegw"),
          "warn",
          `lazy loading index-header took ${w.r.float(3, 14, 2)}s block=01J${w.r.hex(23).toUpperCase()} user=${ten(w)} (slow, but loaded)`,
        ),
      );
    },
  },
  {
    name: "log-entry-too-far-behind",
    needs: ["logingest"],
    note: "a customer's log shipper replays a buffered file out of order; entries too far behind are dropped per stream",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 1.1, (x) =>
        w.at(
          x,
          w.svc("logingest"),
          "warn",
          `push error tenant=${t} err="entry with timestamp 2026-11-30 0${w.r.int(0, 3)}:${w.r.int(10, 59)}:${w.r.int(10, 59)} ignored, reason: 'entry too far behind, entry timestamp is: 2026-11-30T0${w.r.int(0, 3)}:00:00Z, oldest acceptable timestamp is: 2026-11-30T04:${w.r.int(10, 59)}:00Z' for stream: {app=\\"batch-export\\", filename=\\"/var/log/export.log\\"}"`,
        ),
      );
    },
  },
  {
    name: "log-line-too-long",
    needs: ["distributor"],
    fits: (w) => w.estate.key === "skylark",
    note: "a customer logs multi-megabyte JSON blobs; lines are truncated with a WARN each time",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 2.5, (x) =>
        w.at(
          x,
          w.svc("distributor"),
          "warn",
          `line too long, truncating tenant=${t} stream="{app=\\"order-sync\\"}" length=${w.r.int(300000, 4000000)} max=262144`,
        ),
      );
    },
  },
  {
    name: "trace-too-large",
    needs: ["otlp"],
    note: "one tenant's batch job emits a single trace with a million spans; extra spans are refused",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 1.8, (x) =>
        w.at(
          x,
          w.svc("otlp"),
          "warn",
          `discarded spans tenant=${t} reason=trace_too_large err="TRACE_TOO_LARGE: max size of trace (5000000) exceeded while adding ${w.r.int(200, 9000)} bytes to trace ${w.r.hex(32)}" discarded=${w.r.int(10, 900)}`,
        ),
      );
    },
  },
  {
    name: "otlp-partial-success",
    needs: ["otlp"],
    note: "OTLP exports from one customer SDK are partially rejected for invalid metric names; the rest is stored",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 2, (x) =>
        w.at(
          x,
          w.svc("otlp"),
          "warn",
          `export partial success signal=metrics tenant=${t} rejected_data_points=${w.r.int(10, 800)} error_message="invalid metric name \\"http.server.request.duration-ms\\": contains '-'" sdk="opentelemetry-dotnet/1.6.0"`,
        ),
      );
    },
  },
  {
    name: "client-canceled",
    needs: ["queryfe"],
    note: "users close tabs and dashboards auto-refresh; the frontend logs context canceled / 499 at ERROR",
    run: (w, a, b) => {
      const fe = w.svc("queryfe");
      w.every(a, b, 3, (x) =>
        w.at(
          x,
          fe,
          "error",
          `error processing request tenant=${ten(w)} path=/api/v1/query_range status=499 err="context canceled" duration=${w.r.float(0.3, 9, 2)}s`,
        ),
      );
    },
  },
  {
    name: "customer-rule-errors",
    needs: ["ruler"],
    note: "a customer recording rule keeps failing with a PromQL matching error; their problem, evaluated every minute",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 15, (x) =>
        w.at(
          x,
          w.svc("ruler"),
          "warn",
          `Evaluating rule failed tenant=${t} group=capacity.rules rule="record: ns:mem:ratio expr: container_memory_working_set_bytes / on(namespace) kube_resourcequota" err="found duplicate series for the match group {namespace=\\"shared\\"} on the right hand-side of the operation; many-to-many matching not allowed: matching labels must be unique on one side"`,
        ),
      );
    },
  },
  {
    name: "notify-429-retry",
    needs: ["alertrouter"],
    note: "an alert storm at one customer makes Slack answer 429; notifications are retried and delivered",
    run: (w, a, b) => {
      const s = w.svc("alertrouter");
      w.every(a, Math.min(b, a + 180000), 2, (x) => {
        w.at(
          x,
          s,
          "warn",
          `Notify for alerts failed, will retry integration=slack[0] receiver=${ten(w)}-critical err="slack: unexpected status code 429: {\\"ok\\":false,\\"error\\":\\"ratelimited\\"}" retry_after=${w.r.int(1, 30)}s`,
        );
        w.at(
          x + w.r.int(2000, 30000),
          s,
          "info",
          `Notify success integration=slack[0] receiver=${ten(w)}-critical attempts=${w.r.int(2, 4)}`,
        );
      });
    },
  },
  {
    name: "pagerduty-bad-routing-key",
    needs: ["notifier"],
    note: "one customer pasted a wrong PagerDuty integration key; every alert to that receiver fails with 400",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 20, (x) =>
        w.at(
          x,
          w.svc("notifier"),
          "error",
          `PagerDuty Events API v2 responded 400 for account ${t}: {"status":"invalid event","message":"Event object is invalid","errors":["Invalid routing key"]} - not retrying`,
        ),
      );
    },
  },
  {
    name: "email-hard-bounces",
    needs: ["notifier"],
    note: "hard bounces for departed users' addresses; suppressed after the bounce, nothing to fix on our side",
    run: (w, a, b) => {
      w.every(a, b, 12, (x) =>
        w.at(
          x,
          w.svc("notifier"),
          "error",
          `email to ${w.r.pick(["j.doe", "oncall-old", "mmueller", "ops-legacy"])}@${w.r.pick(["fernhill.example", "quartzbank.example"])} bounced: 550 5.1.1 The email account that you tried to reach does not exist - address added to suppression list`,
        ),
      );
    },
  },
  {
    name: "jvm-gc-pauses",
    needs: [],
    fits: (w) => Object.values(w.estate.services).includes("java"),
    note: "a JVM service has a few long but harmless G1 pauses while it works through a backlog",
    run: (w, a, b) => {
      const svc = Object.entries(w.estate.services).find(([, rt]) => rt === "java")?.[0] ?? "";
      w.every(a, b, 25, (x) => {
        w.at(
          x,
          svc,
          "warn",
          `[gc] GC(${w.r.int(4000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${w.r.int(2400, 3600)}M->${w.r.int(700, 1100)}M(4096M) ${w.r.float(420, 1400, 3)}ms`,
        );
        if (w.r.chance(0.4))
          w.at(
            x + 900,
            svc,
            "warn",
            `WARN o.a.h.u.JvmPauseMonitor - Detected pause in JVM or host machine (eg GC): pause of approximately ${w.r.int(600, 1600)}ms`,
          );
      });
    },
  },
  {
    name: "kafka-consumer-rebalance",
    needs: [],
    fits: (w) => Object.values(w.estate.services).includes("java"),
    note: "a consumer group rebalances during a scale-out; partitions revoked and reassigned, lag spikes and drains",
    run: (w, a, b) => {
      const svc = Object.entries(w.estate.services).find(([, rt]) => rt === "java")?.[0] ?? "";
      const g = `${svc}-group`;
      const topic = w.estate.key === "skylark" ? "spans" : "audit-events";
      w.at(
        a,
        svc,
        "info",
        `[Consumer clientId=${svc}-0, groupId=${g}] Request joining group due to: group is already rebalancing`,
      );
      w.at(
        a + 200,
        svc,
        "info",
        `[Consumer clientId=${svc}-0, groupId=${g}] Revoke previously assigned partitions ${topic}-0, ${topic}-1, ${topic}-2, ${topic}-3`,
      );
      w.at(
        a + 3500,
        svc,
        "warn",
        `[Consumer clientId=${svc}-0, groupId=${g}] Offset commit failed on partition ${topic}-2 at offset ${w.r.int(8e6, 9e6)}: The coordinator is not aware of this member.`,
      );
      w.at(
        a + 9000,
        svc,
        "info",
        `[Consumer clientId=${svc}-0, groupId=${g}] Successfully synced group in generation Generation{generationId=${w.r.int(300, 900)}, memberId='${svc}-0-${w.r.hex(8)}', protocol='cooperative-sticky'}`,
      );
      w.every(a + 10000, Math.min(b, a + 120000), 10, (x, i) =>
        w.at(
          x,
          svc,
          "warn",
          `consumer lag partition=${topic}-${i % 4} lag=${Math.max(12, 90000 - i * 8000)} (catching up)`,
        ),
      );
    },
  },
  {
    name: "tls-cert-rotation",
    needs: ["edge"],
    note: "the edge certificate is rotated; a few ancient clients fail TLS handshakes, as they did before",
    run: (w, a, b) => {
      const e = w.svc("edge");
      w.at(
        a,
        e,
        "info",
        `reloaded TLS certificate from /etc/tls/tls.crt (CN=*.ingest.${w.estate.key}.example, notAfter=2027-02-27T23:59:59Z)`,
      );
      w.every(a, b, 5, (x) =>
        w.at(
          x,
          e,
          "warn",
          `http: TLS handshake error from ${ip(w)}:${w.r.int(30000, 65000)}: ${w.r.pick(["tls: client offered only unsupported versions: [302 301]", "remote error: tls: bad certificate", "EOF", "tls: no cipher suite supported by both client and server"])}`,
        ),
      );
    },
  },
  {
    name: "customer-synthetic-down",
    needs: ["ruler"],
    note: "a customer's own website is down, so their synthetic probe fails; we evaluate and notify correctly",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 10, (x) =>
        w.at(
          x,
          w.svc("ruler"),
          "warn",
          `probe failed tenant=${t} target=https://shop.kestrel-retail.example/health module=http_2xx err="Get \\"https://shop.kestrel-retail.example/health\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)" duration=10.0s`,
        ),
      );
      w.at(a + 60000, w.svc("ruler"), "info", `alert ProbeFailing for tenant=${t} is firing (for=1m)`);
    },
  },
  {
    name: "late-usage-events",
    needs: ["meter"],
    note: "usage events from a lagging region arrive after their billing minute closed and are carried forward",
    run: (w, a, b) => {
      w.every(a, b, 3, (x) =>
        w.at(
          x,
          w.svc("meter"),
          "warn",
          `WARNING usage_rollup: late usage event for closed window 2026-11-30T0${w.r.int(0, 5)}:${w.r.int(10, 59)}:00Z tenant=${ten(w)} region=ap-southeast-2 delay=${w.r.int(70, 900)}s; carried to current window`,
        ),
      );
    },
  },
  {
    name: "card-declined",
    needs: ["billing"],
    fits: isRt("billing", "ruby"),
    note: "monthly invoice runs: a few customers' cards are declined, logged with a Ruby backtrace, dunning takes over",
    run: (w, a, b) => {
      const s = w.svc("billing");
      w.every(a, b, 40, (x) =>
        w.at(
          x,
          s,
          "error",
          `Charge failed for invoice in_${w.r.hex(14)} (customer cus_${w.r.hex(10)}): Stripe::CardError: Your card was declined. (decline_code: insufficient_funds) - scheduled dunning retry in 3 days`,
          [
            "Stripe::CardError: Your card was declined.",
            "/usr/local/bundle/gems/stripe-10.3.0/lib/stripe/stripe_client.rb:707:in `handle_error_response'",
            "/usr/local/bundle/gems/stripe-10.3.0/lib/stripe/stripe_client.rb:452:in `execute_request'",
            "/app/app/services/billing/charge_invoice.rb:38:in `call'",
            "/app/app/jobs/invoice_charge_job.rb:12:in `perform'",
          ],
        ),
      );
    },
  },
  {
    name: "render-navigation-timeout",
    needs: ["render"],
    note: "scheduled PDF reports for one enormous dashboard time out in the headless browser; other renders succeed",
    run: (w, a, b) => {
      const d = w.r.hex(10);
      w.every(a, b, 45, (x) =>
        w.at(
          x,
          w.svc("render"),
          "error",
          `report job ${w.r.int(9000, 9999)} failed for dashboard ${d}: TimeoutError: Navigation timeout of 30000 ms exceeded`,
          [
            "TimeoutError: Navigation timeout of 30000 ms exceeded",
            "    at LifecycleWatcher._LifecycleWatcher_createTimeoutPromise (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/common/LifecycleWatcher.js:166:16)",
            "    at async Frame.goto (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/common/Frame.js:258:24)",
            "    at async renderDashboard (/app/dist/render/pdf.js:74:9)",
          ],
        ),
      );
    },
  },
  {
    name: "deprecated-sdk-burst",
    needs: ["edge"],
    note: "a customer redeploys hundreds of agents still on a deprecated endpoint; warnings burst, data accepted",
    run: (w, a, b) => {
      w.every(a, Math.min(b, a + 150000), 0.6, (x) =>
        w.at(
          x,
          w.svc("edge"),
          "warn",
          `deprecated API used: ${w.r.pick(["/api/prom/push", "/write?db=telegraf", "/v1/traces (JSON over HTTP/1.0)"])} tenant=${ten(w)} agent=${w.r.pick(["grafana-agent/v0.34.3", "telegraf/1.21.4", "otelcol/0.71.0"])} - accepted, will be removed 2027-03-01`,
        ),
      );
    },
  },
  {
    name: "bad-api-key-agent",
    needs: ["edge"],
    note: "a customer's forgotten staging agents push with a revoked API key; 401s at a steady clip, their problem",
    run: (w, a, b) => {
      w.every(a, b, 1.3, (x) =>
        w.at(
          x,
          w.svc("edge"),
          "warn",
          `authentication failed: invalid API key (key_id=ak_${w.r.pick(["7f2c", "7f2c", "19ab"])}…, revoked 2026-11-02) remote=${ip(w)} status=401`,
        ),
      );
    },
  },
  {
    name: "planned-restart-wal-replay",
    needs: ["ingester", "edge"],
    fits: isRt("ingester", "go"),
    note: "a writer pod is restarted for a node drain, replays its WAL, edge gets brief 503s that clients retry",
    run: (w, a) => {
      const s = w.svc("ingester");
      w.at(
        a,
        s,
        "info",
        `received signal terminated, draining (node ${w.r.pick(["ip-10-2-14-7", "gke-pool-b-8c1d"])} is being drained)`,
      );
      w.at(a + 9000, s, "info", `starting ${s} version=${w.r.pick(["v2.13.4", "v1.9.2"])} go=go1.22.5`);
      w.at(a + 9400, s, "info", `replaying WAL, this may take a while segments=${w.r.int(40, 160)}`);
      w.every(a + 1000, a + 40000, 0.8, (x) =>
        w.at(x, w.svc("edge"), "warn", `upstream ${s}:9095 returned 503 (instance starting), client will retry`),
      );
      w.at(a + 41000, s, "info", `WAL replay completed, duration=${w.r.float(25, 35, 2)}s; ready to accept writes`);
    },
  },
  {
    name: "memberlist-suspect",
    needs: ["distributor"],
    fits: isRt("distributor", "go"),
    note: "gossip marks a member suspect for a few seconds during a node's CPU spike, then it refutes and is alive",
    run: (w, a, b) => {
      const s = w.svc("distributor");
      w.every(a, b, 60, (x) => {
        const n = `${w.r.pick(Object.keys(w.estate.services))}-${w.r.hex(5)}`;
        w.at(x, s, "warn", `memberlist: Suspect ${n} has failed, no acks received`);
        w.at(
          x + 1200,
          s,
          "error",
          `memberlist: Failed to send ping: write udp 10.2.3.${w.r.int(2, 250)}:7946->10.2.5.${w.r.int(2, 250)}:7946: i/o timeout`,
        );
        w.at(x + 4000, s, "info", `memberlist: Marking ${n} as alive (refuted)`);
      });
    },
  },
  {
    name: "object-store-slowdown",
    needs: ["storegw"],
    note: "the object store throttles a burst of list calls with SlowDown; SDK retries succeed",
    run: (w, a, b) => {
      const s = w.svc("storegw");
      w.every(a, Math.min(b, a + 240000), 3, (x) =>
        w.at(
          x,
          s,
          "warn",
          w.runtime(s) === "cpp"
            ? `<Warning> AWSClient: Request failed, now waiting ${w.r.int(50, 800)} ms before attempting again. Error: SlowDown: Please reduce your request rate.`
            : `retrying object storage request op=Iter bucket=${w.estate.key}-blocks attempt=${w.r.int(1, 3)} err="SlowDown: Please reduce your request rate. status code: 503"`,
        ),
      );
    },
  },
  {
    name: "query-max-chunks",
    needs: ["querier"],
    note: "one tenant's regex query hits the per-query chunks limit and gets 422; limit is working as designed",
    run: (w, a, b) => {
      const t = ten(w);
      w.every(a, b, 20, (x) =>
        w.at(
          x,
          w.svc("querier"),
          "warn",
          `query rejected tenant=${t} status=422 err="the query exceeded the maximum number of chunks fetched from store-gateways (limit: 2000000, err-mimir-max-chunks-per-query)" query="{__name__=~\\".+\\", job=~\\".*\\"}"`,
        ),
      );
    },
  },
  {
    name: "websocket-abnormal-close",
    needs: ["dash"],
    fits: (w) => w.runtime(w.svc("dash")) === "node",
    note: "a corporate proxy at one customer cuts long-lived websockets; clients reconnect every few seconds",
    run: (w, a, b) => {
      w.every(a, b, 1.5, (x) =>
        w.at(
          x,
          w.svc("dash"),
          "warn",
          `ws client ${w.r.hex(8)} closed code=1006 reason="" (abnormal closure) after ${w.r.int(30, 120)}s; reconnect expected`,
        ),
      );
    },
  },
  {
    name: "clickhouse-too-many-parts-delay",
    needs: ["storegw"],
    fits: isRt("storegw", "cpp"),
    note: "a backfill makes the column store delay inserts briefly because of many parts; merges catch up",
    run: (w, a, b) => {
      w.every(a, Math.min(b, a + 180000), 2, (x) =>
        w.at(
          x,
          w.svc("storegw"),
          "warn",
          `<Warning> gh.points (MergeTree): Delaying inserting block by ${w.r.int(2, 90)} ms. because there are ${w.r.int(151, 290)} parts and their average size is ${w.r.float(0.4, 3, 2)} MiB`,
        ),
      );
    },
  },
  {
    name: "dotnet-client-abort",
    needs: [],
    fits: (w) => Object.values(w.estate.services).includes("dotnet"),
    note: "mobile clients drop long-poll requests; .NET logs OperationCanceledException with a stack trace",
    run: (w, a, b) => {
      const s = Object.entries(w.estate.services).find(([, rt]) => rt === "dotnet")?.[0] ?? "";
      w.every(a, b, 15, (x) =>
        w.at(
          x,
          s,
          "error",
          `An unhandled exception has occurred while executing the request. Path=/api/updates/poll TraceIdentifier=0HN${w.r.hex(9).toUpperCase()}:00000002`,
          [
            "System.OperationCanceledException: The operation was canceled.",
            "   at System.Threading.CancellationToken.ThrowOperationCanceledException()",
            "   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpRequestPipeReader.ReadAsync(CancellationToken cancellationToken)",
            "   at Api.Controllers.UpdatesController.Poll(CancellationToken ct) in /src/Api/Controllers/UpdatesController.cs:line 41",
          ],
        ),
      );
    },
  },
  {
    name: "python-worker-recycled",
    needs: ["meter"],
    note: "gunicorn recycles workers at max_requests; a timed-out worker is killed and replaced with a traceback",
    run: (w, a, b) => {
      w.every(a, b, 50, (x) => {
        const pid = w.r.int(100, 999);
        w.at(x, w.svc("meter"), "error", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        w.at(x + 50, w.svc("meter"), "error", `Error handling request /internal/export?tenant=${ten(w)}&range=90d`, [
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.11/site-packages/gunicorn/workers/sync.py", line 135, in handle',
          "    self.handle_request(listener, req, client, addr)",
          '  File "/app/meter/export.py", line 88, in stream_csv',
          "    for row in cursor:",
          "SystemExit: 1",
        ]);
        w.at(x + 400, w.svc("meter"), "info", `[INFO] Booting worker with pid: ${pid + 37}`);
      });
    },
  },
  {
    name: "retention-deletes",
    needs: ["compactor"],
    note: "retention enforcement deletes expired blocks at WARN for tenants whose plan shrank; intended",
    run: (w, a, b) => {
      w.every(a, b, 8, (x) =>
        w.at(
          x,
          w.svc("compactor"),
          "warn",
          w.runtime(w.svc("compactor")) === "cpp"
            ? `<Warning> gh.points: Removing ${w.r.int(1, 40)} parts because of TTL expiration (workspace ${ten(w)}, plan=free, retention 14d)`
            : `deleting block marked for deletion due to retention user=${ten(w)} block=01J${w.r.hex(23).toUpperCase()} retention=14d`,
        ),
      );
    },
  },
  {
    name: "escalation-stale-ack",
    needs: ["escalation"],
    note: "responders acknowledge pages that were already resolved; API answers 409 with a warning",
    run: (w, a, b) => {
      w.every(a, b, 9, (x) =>
        w.at(
          x,
          w.svc("escalation"),
          "warn",
          `Acknowledge rejected for page #${w.r.int(40000, 49999)}: state is Resolved (409 Conflict) user=u_${w.r.int(1000, 9999)}`,
        ),
      );
    },
  },
];
