// The four made-up companies of quiet24 and the everyday traffic of each: request flows, periodic jobs, one
// noisy service with a constant harmless error, deprecation warnings, retries that succeed and a release or
// config reload at a chosen time.
import type { Level } from "./formats.js";
import { mulberry32, type Rng } from "./rng.js";
import type { Ctx } from "./stream.js";

type Msg = (r: Rng) => string;
type Step = [svc: string, dt: number, lvl: Level, msg: Msg];

export interface Estate {
  key: string;
  ns: string;
  traced: boolean;
  services: string[];
  flows: { w: number; steps: Step[] }[];
  periodic: { svc: string; every: number; lvl?: Level; msg: Msg }[];
  noisy: { svc: string; every: number; lvl: Level; msg: Msg };
  deprecations: { svc: string; every: number; msg: string }[];
  retryOk: (r: Rng) => { svc: string; first: string; after: string };
  changes: { svc: string; lines: Msg[] }[];
}

const TENANTS = ["t-4411", "t-0192", "t-7730", "t-1208", "t-5561", "t-9034"];
const ip = (r: Rng) => r.ip();
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

export const TALLY: Estate = {
  key: "tallyhq",
  ns: "tally-prod",
  traced: true,
  services: [
    "edge-collector",
    "ingest-gw",
    "kafka-broker",
    "stream-enricher",
    "ch-writer",
    "clickhouse",
    "archive-shipper",
    "query-api",
    "alert-eval",
  ],
  flows: [
    {
      w: 6,
      steps: [
        [
          "ingest-gw",
          0,
          "info",
          (r) =>
            `POST /v1/logs 202 tenant=${r.pick(TENANTS)} events=${r.int(80, 2400)} bytes=${r.int(40000, 900000)} dur=${ms(r, 3, 40)}ms`,
        ],
        [
          "stream-enricher",
          60,
          "info",
          (r) =>
            `c.t.enrich.BatchProcessor - enriched batch partition=${r.int(0, 23)} offset=${r.int(88000000, 89900000)} records=${r.int(200, 500)} in ${ms(r, 8, 60)}ms`,
        ],
        [
          "ch-writer",
          900,
          "info",
          (r) =>
            `flushed batch table=logs.events_local rows=${r.int(20000, 60000)} bytes=${(r.next() * 30 + 4).toFixed(1)}MiB took=${ms(r, 120, 700)}ms`,
        ],
        [
          "clickhouse",
          40,
          "info",
          (r) =>
            `<Information> executeQuery: (from ${ip(r)}:${r.int(30000, 60000)}, user: ch_writer) INSERT INTO logs.events_local FORMAT Native (stage: Complete)`,
        ],
      ],
    },
    {
      w: 3,
      steps: [
        [
          "query-api",
          0,
          "info",
          (r) =>
            `GET /api/v1/search tenant=${r.pick(TENANTS)} range=${r.pick(["15m", "1h", "24h"])} status=200 rows=${r.int(10, 1000)} latency=${ms(r, 40, 900)}ms`,
        ],
        [
          "clickhouse",
          20,
          "info",
          (r) =>
            `<Information> executeQuery: Read ${r.int(100000, 9000000)} rows, ${(r.next() * 400 + 5).toFixed(2)} MiB in ${(r.next() * 0.8 + 0.02).toFixed(3)} sec., ${r.int(2000000, 9000000)} rows/sec.`,
        ],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "alert-eval",
          0,
          "info",
          (r) =>
            `msg="rule group evaluated" group=tenant-${r.pick(TENANTS)} rules=${r.int(4, 60)} duration=${ms(r, 40, 900)}ms`,
        ],
        [
          "query-api",
          30,
          "info",
          (r) =>
            `POST /api/v1/query_range status=200 series=${r.int(1, 80)} latency=${ms(r, 20, 300)}ms caller=alert-eval`,
        ],
      ],
    },
  ],
  periodic: [
    { svc: "ingest-gw", every: 10000, msg: () => "GET /healthz 200 0.2ms" },
    { svc: "query-api", every: 15000, msg: () => "GET /ready 200 1ms" },
    {
      svc: "kafka-broker",
      every: 21000,
      msg: (r) =>
        `[LocalLog partition=logs-raw-${r.int(0, 23)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(88000000, 89900000)} in ${r.int(1, 9)} ms. (kafka.log.LocalLog)`,
    },
    {
      svc: "clickhouse",
      every: 9000,
      msg: (r) =>
        `<Information> logs.events_local (MergerMutator): Selected ${r.int(2, 9)} parts from 202611_${r.int(88000, 89000)}_${r.int(89000, 90000)}_2 to 202611_${r.int(90000, 91000)}_${r.int(91000, 92000)}_0`,
    },
    {
      svc: "archive-shipper",
      every: 30000,
      msg: (r) =>
        `INFO archive.upload: uploaded s3://tally-archive/logs/dt=2026-11-30/part-${String(r.int(0, 999)).padStart(5, "0")}.json.zst (${(r.next() * 60 + 8).toFixed(1)} MiB) in ${(r.next() * 3 + 0.4).toFixed(2)}s`,
    },
    {
      svc: "edge-collector",
      every: 25000,
      msg: (r) =>
        `[input:tail:tail.0] inotify_fs_add(): inode=${r.int(100000, 999999)} watch_fd=${r.int(10, 90)} name=/var/log/containers/${r.pick(["checkout", "cart", "auth", "web"])}-${r.hex(5)}_shop_app-${r.hex(8)}.log`,
    },
    {
      svc: "ch-writer",
      every: 30000,
      msg: (r) =>
        `consumer lag topic=logs-enriched group=ch-writer total=${r.int(200, 9000)} max_partition=${r.int(20, 900)}`,
    },
  ],
  noisy: {
    svc: "stream-enricher",
    every: 3500,
    lvl: "error",
    msg: (r) =>
      `c.t.enrich.UserAgentEnricher - failed to parse user agent "${r.pick(["okhttp/4.9.3", "-", "curl/7.81.0", "Go-http-client/1.1", "python-requests/2.31.0"])}" for tenant ${r.pick(TENANTS)}, ua.* fields left empty`,
  },
  deprecations: [
    {
      svc: "query-api",
      every: 240000,
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "ch-writer",
      every: 300000,
      msg: 'setting "async_insert_busy_timeout_ms" is deprecated, use "async_insert_busy_timeout_max_ms"',
    },
  ],
  retryOk: (r) => ({
    svc: "ch-writer",
    first: `insert attempt 1/5 failed: code: 209, message: Timeout exceeded while reading from socket (${r.ip()}:9000, 30000 ms); retrying in 500ms`,
    after: `insert succeeded on attempt 2 table=logs.events_local rows=${r.int(20000, 60000)}`,
  }),
  changes: [
    {
      svc: "query-api",
      lines: [
        () => "received SIGTERM, draining 12 open connections",
        () => "query-api v2.41.3 (node v20.11.1) listening on :8080",
      ],
    },
    {
      svc: "alert-eval",
      lines: [
        () => 'msg="Loading configuration file" filename=/etc/alert-eval/rules.yml',
        (r) =>
          `msg="Completed loading of configuration file" filename=/etc/alert-eval/rules.yml totalDuration=${r.int(20, 90)}ms`,
      ],
    },
  ],
};

const DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "gmx.de", "icloud.com", "web.de", "orange.fr"];
const MX: Record<string, string> = {
  "gmail.com": "gmail-smtp-in.l.google.com",
  "outlook.com": "outlook-com.olc.protection.outlook.com",
  "yahoo.com": "mta7.am0.yahoodns.net",
  "gmx.de": "mx00.emig.gmx.net",
  "icloud.com": "mx01.mail.icloud.com",
  "web.de": "mx-ha03.web.de",
  "orange.fr": "smtp-in.orange.fr",
};
export const qid = (r: Rng) => `4${r.hex(11).toUpperCase()}`;
export const rcpt = (r: Rng) =>
  `${r.pick(["anna", "j.smith", "k.meyer", "lucas", "m.rossi", "noreply-test", "sophie"])}${r.int(1, 999)}@${r.pick(DOMAINS)}`;
export const mx = (addr: string) => MX[addr.split("@")[1] ?? ""] ?? "mx.example.net";

export const POSTWING: Estate = {
  key: "postwing",
  ns: "postwing-prod",
  traced: false,
  services: [
    "send-api",
    "suppression-svc",
    "template-render",
    "dispatch-queue",
    "mta-outbound",
    "bounce-processor",
    "webhook-relay",
    "sms-router",
    "tracking-pixel",
  ],
  flows: [
    {
      w: 6,
      steps: [
        [
          "send-api",
          0,
          "info",
          (r) =>
            `method=POST path=/v3/messages format=json controller=MessagesController action=create status=202 duration=${(r.next() * 60 + 8).toFixed(2)} view=0.41 db=${(r.next() * 6).toFixed(2)} account=acct_${r.int(1000, 9999)}`,
        ],
        [
          "suppression-svc",
          15,
          "info",
          (r) => `level=info msg="suppression check" recipients=${r.int(1, 3)} suppressed=0 took=${r.int(1, 4)}ms`,
        ],
        [
          "template-render",
          20,
          "info",
          (r) =>
            `rendered template=${r.pick(["tpl_welcome_v7", "tpl_receipt_v3", "tpl_reset_pw_v2", "tpl_digest_v11"])} locale=${r.pick(["en", "de", "fr", "nl"])} bytes=${r.int(8000, 90000)} in ${r.int(4, 40)}ms`,
        ],
        [
          "mta-outbound",
          1500,
          "info",
          (r) => {
            const a = rcpt(r);
            return `postfix/smtp[${r.int(2000, 9000)}]: ${qid(r)}: to=<${a}>, relay=${mx(a)}[${r.int(40, 216)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}]:25, delay=${(r.next() * 2 + 0.3).toFixed(1)}, delays=0.1/0/0.${r.int(1, 9)}/0.${r.int(1, 9)}, dsn=2.0.0, status=sent (250 2.0.0 OK ${r.int(1700000000, 1800000000)} ${r.hex(10)})`;
          },
        ],
      ],
    },
    {
      w: 2,
      steps: [
        [
          "send-api",
          0,
          "info",
          (r) =>
            `method=POST path=/v3/sms format=json controller=SmsController action=create status=202 duration=${(r.next() * 40 + 6).toFixed(2)} view=0.22 db=${(r.next() * 4).toFixed(2)} account=acct_${r.int(1000, 9999)}`,
        ],
        [
          "sms-router",
          40,
          "info",
          (r) =>
            `INFO  c.p.sms.RouteDispatcher - submit_sm ok route=${r.pick(["eu-tier1", "eu-tier2", "uk-direct"])} dest=+${r.pick(["49", "44", "33", "31"])}******${r.int(10, 99)} parts=${r.int(1, 2)} smsc_msg_id=${r.hex(16)}`,
        ],
        [
          "webhook-relay",
          4000,
          "info",
          (r) =>
            `delivered event=sms.delivered endpoint=https://hooks.${r.pick(["shopline.io", "acme-crm.com", "tixly.eu"])}/postwing status=200 duration=${r.int(40, 400)}ms attempt=1`,
        ],
      ],
    },
    {
      w: 3,
      steps: [
        [
          "tracking-pixel",
          0,
          "info",
          (r) =>
            `GET /o/${r.hex(22)}.gif 200 ${(r.next() * 0.9 + 0.1).toFixed(2)}ms ua=${r.pick(["GoogleImageProxy", "Apple-Mail", "Outlook-iOS", "Mozilla/5.0"])}`,
        ],
      ],
    },
  ],
  periodic: [
    { svc: "send-api", every: 10000, msg: () => "method=GET path=/up status=200 duration=0.61" },
    {
      svc: "dispatch-queue",
      every: 40000,
      msg: (r) =>
        `accepting AMQP connection <0.${r.int(1000, 9999)}.0> (${r.ip()}:${r.int(30000, 60000)} -> 10.1.4.20:5672)`,
    },
    {
      svc: "bounce-processor",
      every: 30000,
      msg: (r) =>
        `INFO bounces.poll: processed ${r.int(2, 40)} DSNs from bounce mailbox (hard=${r.int(0, 6)} soft=${r.int(0, 20)} auto_reply=${r.int(0, 5)})`,
    },
    {
      svc: "suppression-svc",
      every: 60000,
      msg: (r) =>
        `level=info msg="suppression cache refreshed" entries=${r.int(1280000, 1290000)} took=${r.int(300, 900)}ms`,
    },
    { svc: "mta-outbound", every: 7000, msg: (r) => `postfix/qmgr[812]: ${qid(r)}: removed` },
    { svc: "template-render", every: 20000, msg: () => "GET /healthz 200 - 0.388 ms" },
    {
      svc: "sms-router",
      every: 30000,
      msg: (r) =>
        `INFO  c.p.sms.SmppSession - enquire_link_resp received bind=eu-tier1-${r.int(1, 4)} rtt=${r.int(8, 60)}ms`,
    },
  ],
  noisy: {
    svc: "bounce-processor",
    every: 4200,
    lvl: "error",
    msg: (r) =>
      `ERROR bounces.parse: could not parse DSN in message <${r.hex(12)}@${r.pick(["mx.example.net", "mail.yandex.ru", "qq.com"])}>: no message/delivery-status part, skipping`,
  },
  deprecations: [
    {
      svc: "send-api",
      every: 200000,
      msg: "DEPRECATION WARNING: `ActiveRecord::Base.legacy_connection_handling=` is deprecated and will be removed in Rails 7.1. (called from <main> at /app/config/application.rb:31)",
    },
    {
      svc: "bounce-processor",
      every: 260000,
      msg: "/app/bounces/parse.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    },
  ],
  retryOk: (r) => {
    const host = r.pick(["hooks.shopline.io", "crm.acme-crm.com", "api.tixly.eu"]);
    return {
      svc: "webhook-relay",
      first: `POST https://${host}/postwing failed: connect ETIMEDOUT ${r.int(40, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}:443; retry 1/8 in 30s`,
      after: `delivered event=email.opened endpoint=https://${host}/postwing status=200 duration=${r.int(80, 600)}ms attempt=2`,
    };
  },
  changes: [
    {
      svc: "template-render",
      lines: [
        () => "npm WARN config production Use `--omit=dev` instead.",
        () => "template-render@4.12.0 listening on :3000 (node v20.11.1, 4 workers)",
      ],
    },
    {
      svc: "suppression-svc",
      lines: [
        () => 'level=info msg="config reloaded" source=/etc/suppression/config.yaml changed="cache_ttl,batch_size"',
      ],
    },
  ],
};

const QUERIES = ["running shoes", "usb-c hub", "rain jacket", "espresso machine", "yoga mat", "desk lamp", "kids bike"];

export const FINDLY: Estate = {
  key: "findly",
  ns: "findly-prod",
  traced: true,
  services: [
    "web-bff",
    "search-api",
    "es-data",
    "index-builder",
    "catalog-cdc",
    "reco-ranker",
    "feature-store",
    "embed-worker",
    "query-suggest",
  ],
  flows: [
    {
      w: 5,
      steps: [
        [
          "web-bff",
          0,
          "info",
          (r) => `GET /api/search?q=${encodeURIComponent(r.pick(QUERIES))} 200 ${r.int(40, 260)}ms`,
        ],
        [
          "search-api",
          5,
          "info",
          (r) => {
            const q = r.pick(QUERIES);
            return `INFO 1 --- [nio-8080-exec-${r.int(1, 40)}] c.f.search.SearchController : q="${q}" index=products hits=${r.int(0, 4000)} took=${r.int(8, 90)}ms`;
          },
        ],
      ],
    },
    {
      w: 3,
      steps: [
        [
          "web-bff",
          0,
          "info",
          (r) => `GET /api/recommendations/${r.pick(["home", "pdp", "cart"])} 200 ${r.int(30, 160)}ms`,
        ],
        [
          "reco-ranker",
          5,
          "info",
          (r) =>
            `INFO ranker.api: ranked ${r.int(50, 400)} candidates user=u_${r.hex(8)} model=ltr-2026-11-28 took=${r.int(8, 60)}ms`,
        ],
        [
          "feature-store",
          3,
          "info",
          (r) =>
            `level=info msg="GetFeatures" keys=${r.int(50, 400)} hit_ratio=0.${r.int(93, 99)} took=${(r.next() * 4 + 0.5).toFixed(1)}ms`,
        ],
      ],
    },
    {
      w: 3,
      steps: [
        [
          "web-bff",
          0,
          "info",
          (r) => `GET /api/suggest?prefix=${r.pick(QUERIES).slice(0, r.int(2, 5))} 200 ${r.int(5, 40)}ms`,
        ],
        [
          "query-suggest",
          3,
          "info",
          (r) =>
            `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://query-suggest:8080/suggest - 200 ${r.int(200, 2000)} application/json ${(r.next() * 10 + 1).toFixed(4)}ms`,
        ],
      ],
    },
  ],
  periodic: [
    { svc: "web-bff", every: 10000, msg: () => "GET /healthz 200 1ms" },
    {
      svc: "index-builder",
      every: 6000,
      msg: (r) =>
        `INFO indexer.bulk: bulk indexed ${r.int(100, 500)} docs into products_v42 in ${r.int(60, 400)}ms (errors=False)`,
    },
    {
      svc: "catalog-cdc",
      every: 15000,
      msg: (r) =>
        `INFO  || 	${r.int(80, 900)} records sent during previous 00:00:15.0, last recorded offset of {server=catalog} partition is {file=binlog.00${r.int(4100, 4199)}, pos=${r.int(1000000, 90000000)}}   [io.debezium.connector.common.BaseSourceTask]`,
    },
    {
      svc: "embed-worker",
      every: 12000,
      msg: (r) =>
        `INFO embed.worker: embedded batch size=64 model=e5-base-v2 took=${(r.next() * 2 + 0.8).toFixed(2)}s queue_depth=${r.int(0, 300)}`,
    },
    {
      svc: "es-data",
      every: 30000,
      msg: (r) =>
        `[INFO ][o.e.i.s.IndexShard       ] [es-data-${r.int(0, 2)}] [products_v42][${r.int(0, 5)}] scheduled refresh completed, took [${r.int(20, 300)}ms]`,
    },
    {
      svc: "feature-store",
      every: 20000,
      msg: (r) => `level=info msg="redis pool stats" active=${r.int(4, 30)} idle=${r.int(10, 40)} waits=0`,
    },
  ],
  noisy: {
    svc: "search-api",
    every: 3800,
    lvl: "error",
    msg: (r) =>
      `ERROR 1 --- [nio-8080-exec-${r.int(1, 40)}] c.f.search.facet.PriceFacet : failed to parse price for SKU-${r.int(100000, 999999)}: java.lang.NumberFormatException: For input string: "N/A"`,
  },
  deprecations: [
    {
      svc: "es-data",
      every: 180000,
      msg: "[WARN ][o.e.d.r.RestController   ] [es-data-0] [types removal] Specifying types in bulk requests is deprecated.",
    },
    {
      svc: "embed-worker",
      every: 300000,
      msg: "/usr/local/lib/python3.11/site-packages/huggingface_hub/file_download.py:1132: FutureWarning: `resume_download` is deprecated and will be removed in version 1.0.0. Downloads always resume when possible.",
    },
  ],
  retryOk: () => ({
    svc: "reco-ranker",
    first:
      "WARNING ranker.features: feature-store call failed (StatusCode.UNAVAILABLE: Connection reset by peer), retrying 1/3 in 50ms",
    after: "INFO ranker.features: feature-store call succeeded on retry 1",
  }),
  changes: [
    {
      svc: "search-api",
      lines: [
        () =>
          "INFO 1 --- [           main] c.f.search.SearchApiApplication : Starting SearchApiApplication v5.8.2 using Java 21.0.2 with PID 1",
        (r) =>
          `INFO 1 --- [           main] c.f.search.SearchApiApplication : Started SearchApiApplication in ${(r.next() * 8 + 9).toFixed(3)} seconds (process running for ${(r.next() * 8 + 18).toFixed(3)})`,
      ],
    },
    {
      svc: "query-suggest",
      lines: [
        () => "Microsoft.Hosting.Lifetime[0] Application is shutting down...",
        () => "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
      ],
    },
  ],
};

const DAGS = ["orders_hourly", "inventory_snapshot", "marketing_attribution", "finance_daily", "events_rollup"];
export const ti = (r: Rng, task: string) =>
  `<TaskInstance: ${r.pick(DAGS)}.${task} scheduled__2026-11-30T02:00:00+00:00 [queued]>`;

export const BRIGHTWELL: Estate = {
  key: "brightwell",
  ns: "data-etl",
  traced: false,
  services: [
    "airflow-scheduler",
    "airflow-worker",
    "spark-driver",
    "dbt-runner",
    "warehouse-loader",
    "pg-primary",
    "report-api",
    "s3-sync",
    "metrics-exporter",
  ],
  flows: [
    {
      w: 5,
      steps: [
        [
          "report-api",
          0,
          "info",
          (r) =>
            `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://report-api/reports/${r.pick(["revenue", "orders", "churn", "stock"])}?from=2026-11-01 - 200 ${r.int(800, 90000)} application/json ${(r.next() * 300 + 20).toFixed(4)}ms`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        [
          "airflow-scheduler",
          0,
          "info",
          (r) =>
            `INFO - Setting the following tasks to queued state: ${ti(r, r.pick(["extract", "load", "transform"]))}`,
        ],
        [
          "airflow-worker",
          800,
          "info",
          (r) =>
            `INFO - Running ${ti(r, r.pick(["extract", "load", "transform"]))} on host airflow-worker-${r.int(0, 3)}`,
        ],
        [
          "warehouse-loader",
          4000,
          "info",
          (r) =>
            `level=info msg="copy finished" table=staging.${r.pick(["orders", "events", "stock", "clicks"])} rows=${r.int(1000, 90000)} took=${(r.next() * 5 + 0.4).toFixed(2)}s`,
        ],
        [
          "airflow-worker",
          300,
          "info",
          (r) =>
            `INFO - Marking task as SUCCESS. dag_id=${r.pick(DAGS)}, task_id=load, execution_date=20261130T020000, start_date=20261130T03${r.int(10, 59)}01, end_date=20261130T03${r.int(10, 59)}09`,
        ],
      ],
    },
  ],
  periodic: [
    {
      svc: "pg-primary",
      every: 20000,
      msg: (r) =>
        `LOG:  duration: ${(r.next() * 900 + 500).toFixed(3)} ms  statement: SELECT order_date, sum(total) FROM dw.fact_orders WHERE order_date >= $1 GROUP BY 1`,
    },
    {
      svc: "metrics-exporter",
      every: 15000,
      msg: (r) => `level=info msg="scrape complete" targets=${r.int(44, 48)} duration=${r.int(200, 700)}ms`,
    },
    {
      svc: "s3-sync",
      every: 30000,
      msg: (r) =>
        `INFO sync: synced ${r.int(10, 200)} objects to s3://bw-lake/raw/${r.pick(["orders", "clicks", "stock"])}/dt=2026-11-30/ (${(r.next() * 400 + 4).toFixed(1)} MiB)`,
    },
    {
      svc: "spark-driver",
      every: 18000,
      msg: (r) =>
        `INFO DAGScheduler: Job ${r.int(10, 400)} finished: save at LoadJob.scala:88, took ${(r.next() * 20 + 1).toFixed(6)} s`,
    },
    {
      svc: "dbt-runner",
      every: 16000,
      msg: (r) =>
        `${r.int(1, 40)} of 62 OK created sql incremental model marts.${r.pick(["fct_orders", "dim_customer", "fct_sessions", "agg_revenue_daily"])} .......... [INSERT 0 ${r.int(100, 90000)} in ${(r.next() * 20 + 0.5).toFixed(2)}s]`,
    },
    {
      svc: "report-api",
      every: 10000,
      msg: () =>
        "Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://report-api/healthz - 200 - text/plain 0.4120ms",
    },
    {
      svc: "airflow-scheduler",
      every: 30000,
      msg: () => "INFO - Adopting or resetting orphaned tasks for active dag runs",
    },
  ],
  noisy: {
    svc: "airflow-scheduler",
    every: 5000,
    lvl: "error",
    msg: () =>
      "ERROR - Failed to import: /opt/airflow/dags/legacy_marketing_sync.py: ModuleNotFoundError: No module named 'facebook_business'",
  },
  deprecations: [
    {
      svc: "airflow-worker",
      every: 150000,
      msg: "WARNING - /opt/airflow/dags/finance_daily.py:14 RemovedInAirflow3Warning: The `airflow.operators.python_operator.PythonOperator` class is deprecated. Please use `'airflow.operators.python.PythonOperator'`.",
    },
    {
      svc: "spark-driver",
      every: 400000,
      msg: "WARN SparkConf: The configuration key 'spark.yarn.executor.memoryOverhead' has been deprecated as of Spark 2.3 and may be removed in the future. Please use the new key 'spark.executor.memoryOverhead' instead.",
    },
  ],
  retryOk: (r) => ({
    svc: "warehouse-loader",
    first: `level=warn msg="copy attempt failed, retrying" table=staging.orders attempt=1 err="pq: could not serialize access due to concurrent update" backoff=${r.int(200, 900)}ms`,
    after: `level=info msg="copy finished" table=staging.orders rows=${r.int(1000, 90000)} took=${(r.next() * 5 + 0.4).toFixed(2)}s attempt=2`,
  }),
  changes: [
    {
      svc: "report-api",
      lines: [
        () => "Microsoft.Hosting.Lifetime[0] Application is shutting down...",
        () => "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
        () => "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.",
      ],
    },
    {
      svc: "metrics-exporter",
      lines: [
        () => 'level=info msg="Reloading configuration file" file=/etc/exporter/targets.yml',
        () => 'level=info msg="Completed loading of configuration file" targets=48',
      ],
    },
  ],
};

export const ESTATES = [TALLY, POSTWING, FINDLY, BRIGHTWELL] as const;

/** Fills [t0, t1) with the estate's everyday traffic; `changeAt` places the release or reload. */
export function baseline(ctx: Ctx, e: Estate, flowsPerSec: number, changeAt: number): void {
  const r = ctx.rng;
  const total = e.flows.reduce((s, f) => s + f.w, 0);
  let t = ctx.t0 + r.next() * 500;
  while (t < ctx.t1) {
    let k = r.next() * total;
    let flow = e.flows[0];
    for (const f of e.flows) {
      flow = f;
      k -= f.w;
      if (k < 0) break;
    }
    const tr = ctx.trace();
    const seed = r.int(0, 2 ** 31);
    let at = t;
    for (const [svc, dt, lvl, msg] of flow?.steps ?? []) {
      at += dt * (0.5 + r.next());
      // one seed per request: the first draw (query, tenant ...) is the same at every hop
      ctx.emit({ t: Math.round(at), svc, lvl, msg: msg(mulberry32(seed)), trace: tr, pod: r.int(0, 2) });
    }
    t += (-Math.log(1 - r.next()) * 1000) / flowsPerSec;
  }
  for (const p of e.periodic)
    ctx.every(ctx.t0, ctx.t1, p.every, (at) => ctx.emit({ t: at, svc: p.svc, lvl: p.lvl ?? "info", msg: p.msg(r) }));
  const n = e.noisy;
  ctx.every(ctx.t0, ctx.t1, n.every, (at) => ctx.emit({ t: at, svc: n.svc, lvl: n.lvl, msg: n.msg(r) }));
  for (const d of e.deprecations)
    ctx.every(ctx.t0, ctx.t1, d.every, (at) => ctx.emit({ t: at, svc: d.svc, lvl: "warn", msg: d.msg }));
  ctx.every(ctx.t0, ctx.t1, 110000, (at) => {
    const x = e.retryOk(r);
    ctx.emit({ t: at, svc: x.svc, lvl: "warn", msg: x.first });
    ctx.emit({ t: at + r.int(500, 31000), svc: x.svc, lvl: "info", msg: x.after });
  });
  const c = r.pick(e.changes);
  c.lines.forEach((l, i) => {
    ctx.emit({ t: changeAt + i * r.int(400, 6000), svc: c.svc, lvl: "info", msg: l(r) });
  });
}
