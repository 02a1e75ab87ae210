// Forty kinds of harmless noise that look alarming, one per quiet window: each is how these data and messaging
// systems normally behave (rebalances, greylisting, watermarks, retries, scanners, soft-failing sensors ...).
import { BRIGHTWELL, type Estate, FINDLY, mx, POSTWING, qid, rcpt, TALLY } from "./estates.js";
import type { Level } from "./formats.js";
import type { Ctx } from "./stream.js";

export interface QuietKind {
  kind: string;
  estate: Estate;
  note: string;
  gen: (c: Ctx, at: number) => void;
}

const E = (c: Ctx, t: number, svc: string, lvl: Level, msg: string, stack?: string[]) =>
  c.emit({ t: Math.round(t), svc, lvl, msg, stack }, true);
const ext = (c: Ctx) => `${c.rng.int(45, 212)}.${c.rng.int(0, 255)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}`;
const CH_STACK = [
  "0. DB::Exception::Exception(DB::Exception::MessageMasked&&, int, bool) @ 0x000000000c800f1b in /usr/bin/clickhouse",
  "1. DB::Exception::Exception<double, double>(int, FormatStringHelperImpl<std::type_identity<double>::type, std::type_identity<double>::type>, double&&, double&&) @ 0x000000000c9f2a4c in /usr/bin/clickhouse",
  "2. DB::ExecutionSpeedLimits::checkTimeLimit(Stopwatch const&, DB::OverflowMode) const @ 0x0000000012d1a1c8 in /usr/bin/clickhouse",
  "3. DB::PipelineExecutor::finalizeExecution() @ 0x0000000012e27f10 in /usr/bin/clickhouse",
  "4. DB::CompletedPipelineExecutor::execute() @ 0x0000000012e1c2b4 in /usr/bin/clickhouse",
  "5. DB::TCPHandler::runImpl() @ 0x0000000012c4ad1e in /usr/bin/clickhouse",
];

export const QUIET: QuietKind[] = [
  {
    kind: "kafka-consumer-rebalance",
    estate: TALLY,
    note: "stream-enricher scales from 3 to 4 pods; the consumer group rebalances twice and ch-writer lag spikes then drains",
    gen: (c, at) => {
      for (let g = 0; g < 2; g++) {
        const t = at + g * 70000;
        const gen = 412 + g;
        E(
          c,
          t,
          "kafka-broker",
          "info",
          `[GroupCoordinator 2]: Preparing to rebalance group stream-enricher in state PreparingRebalance with old generation ${gen - 1} (__consumer_offsets-22) (reason: Adding new member enricher-4-${c.rng.hex(8)} with group instance id None; client reason: need to re-join with the given member-id) (kafka.coordinator.group.GroupCoordinator)`,
        );
        for (let p = 1; p <= 4; p++) {
          const tt = t + c.rng.int(100, 3000);
          E(
            c,
            tt,
            "stream-enricher",
            "info",
            `o.a.k.c.c.i.ConsumerCoordinator - [Consumer clientId=enricher-${p}, groupId=stream-enricher] Request joining group due to: group is already rebalancing`,
          );
          E(
            c,
            tt + 40,
            "stream-enricher",
            "info",
            `o.a.k.c.c.i.ConsumerCoordinator - [Consumer clientId=enricher-${p}, groupId=stream-enricher] Revoke previously assigned partitions logs-raw-${p * 5}, logs-raw-${p * 5 + 1}, logs-raw-${p * 5 + 2}`,
          );
          E(
            c,
            tt + 3200,
            "stream-enricher",
            "info",
            `o.a.k.c.c.i.ConsumerCoordinator - [Consumer clientId=enricher-${p}, groupId=stream-enricher] Successfully joined group with generation Generation{generationId=${gen}, memberId='enricher-${p}-${c.rng.hex(8)}', protocol='cooperative-sticky'}`,
          );
          E(
            c,
            tt + 3400,
            "stream-enricher",
            "info",
            `o.a.k.c.c.i.ConsumerCoordinator - [Consumer clientId=enricher-${p}, groupId=stream-enricher] Adding newly assigned partitions: logs-raw-${p * 6 - 1}, logs-raw-${p * 6}`,
          );
        }
        E(
          c,
          t + 3300,
          "kafka-broker",
          "info",
          `[GroupCoordinator 2]: Stabilized group stream-enricher generation ${gen} (__consumer_offsets-22) with 4 members (kafka.coordinator.group.GroupCoordinator)`,
        );
        for (let k = 0; k < 4; k++)
          E(
            c,
            t + 8000 + k * 12000,
            "ch-writer",
            k < 2 ? "warn" : "info",
            `consumer lag topic=logs-enriched group=ch-writer total=${[184233, 121902, 40211, 3120][k]} max_partition=${[21044, 14022, 4410, 380][k]}`,
          );
      }
    },
  },
  {
    kind: "kafka-rolling-restart",
    estate: TALLY,
    note: "planned rolling restart of kafka broker 2: ISR shrinks and expands, producers see NOT_LEADER_OR_FOLLOWER once and refresh metadata",
    gen: (c, at) => {
      E(c, at, "kafka-broker", "info", "[KafkaServer id=2] shutting down (kafka.server.KafkaServer)");
      for (let p = 0; p < 24; p += 2) {
        E(
          c,
          at + 800 + p * 30,
          "kafka-broker",
          "info",
          `[Partition logs-raw-${p} broker=1] Shrinking ISR from 1,2,3 to 1,3. Leader: (highWatermark: ${c.rng.int(88000000, 89000000)}, endOffset: ${c.rng.int(89000000, 89100000)}). Out of sync replicas: (brokerId: 2, endOffset: ${c.rng.int(88000000, 89000000)}). (kafka.cluster.Partition)`,
        );
        E(
          c,
          at + 1200 + p * 50,
          "ingest-gw",
          "warn",
          `kafka: produce to logs-raw/${p} failed: NOT_LEADER_OR_FOLLOWER (attempt 1/5), refreshing metadata`,
        );
      }
      E(c, at + 45000, "kafka-broker", "info", "[KafkaServer id=2] started (kafka.server.KafkaServer)");
      for (let p = 0; p < 24; p += 2)
        E(
          c,
          at + 90000 + p * 900,
          "kafka-broker",
          "info",
          `[Partition logs-raw-${p} broker=1] ISR updated to 1,3,2 and version updated to ${c.rng.int(40, 90)} (kafka.cluster.Partition)`,
        );
    },
  },
  {
    kind: "clickhouse-auth-scanner",
    estate: TALLY,
    note: "an internal security scanner probes clickhouse with the admin user every few seconds; every login fails, nothing else changes",
    gen: (c, at) => {
      const src = c.rng.ip();
      c.every(at, c.t1, 6000, (t) =>
        E(
          c,
          t,
          "clickhouse",
          "error",
          `<Error> TCPHandler: Code: 516. DB::Exception: admin: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED) (version 24.3.2.23 (official build)) (from ${src}:${c.rng.int(30000, 60000)})`,
        ),
      );
    },
  },
  {
    kind: "fluentbit-flush-retries",
    estate: TALLY,
    note: "after a node-wide log rotation edge-collector buffers a burst; chunks fail to flush once and succeed at retry",
    gen: (c, at) => {
      for (let i = 0; i < 40; i++) {
        const t = at + c.rng.int(0, 60000);
        const ch = `1-${1764470000 + c.rng.int(0, 9999)}.${c.rng.int(100000000, 999999999)}.flb`;
        const task = c.rng.int(0, 60);
        E(
          c,
          t,
          "edge-collector",
          "warn",
          `[engine] failed to flush chunk '${ch}', retry in ${c.rng.int(6, 14)} seconds: task_id=${task}, input=tail.0 > output=http.0 (out_id=0)`,
        );
        E(
          c,
          t + c.rng.int(7000, 15000),
          "edge-collector",
          "info",
          `[engine] flush chunk '${ch}' succeeded at retry 1: task_id=${task}, input=tail.0 > output=http.0 (out_id=0)`,
        );
      }
      for (let i = 0; i < 12; i++)
        E(
          c,
          at + c.rng.int(0, 30000),
          "ingest-gw",
          "info",
          `POST /v1/logs 503 tenant=t-1208 reason="request body buffer full, retry later" dur=1ms`,
        );
    },
  },
  {
    kind: "s3-slowdown-burst",
    estate: TALLY,
    note: "at the hour roll every archive partition uploads at once; S3 answers SlowDown 503 and the uploads succeed after backoff",
    gen: (c, at) => {
      for (let i = 0; i < 45; i++) {
        const t = at + c.rng.int(0, 40000);
        const key = `s3://tally-archive/logs/dt=2026-11-30/part-${String(c.rng.int(0, 999)).padStart(5, "0")}.json.zst`;
        E(
          c,
          t,
          "archive-shipper",
          "warn",
          `WARNING archive.upload: PutObject ${key} throttled: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 0): Please reduce your request rate. attempt=1/10 backoff=${(c.rng.next() * 2).toFixed(2)}s`,
        );
        E(
          c,
          t + c.rng.int(800, 9000),
          "archive-shipper",
          "info",
          `INFO archive.upload: uploaded ${key} (${(c.rng.next() * 60 + 8).toFixed(1)} MiB) in ${(c.rng.next() * 6 + 1).toFixed(2)}s attempts=2`,
        );
      }
    },
  },
  {
    kind: "tenant-quota-429",
    estate: TALLY,
    note: "one tenant ships debug logs above its contracted ingest quota; ingest-gw sheds with 429 as designed",
    gen: (c, at) => {
      c.every(at, c.t1, 700, (t) =>
        E(
          c,
          t,
          "ingest-gw",
          "warn",
          `POST /v1/logs 429 tenant=t-0192 events=${c.rng.int(500, 2400)} reason="ingest quota exceeded (50000 ev/s)" dur=0ms`,
        ),
      );
      c.every(at, c.t1, 30000, (t) =>
        E(
          c,
          t,
          "ingest-gw",
          "warn",
          `tenant t-0192 over quota: ${c.rng.int(58000, 76000)} ev/s > 50000 ev/s, shedding`,
        ),
      );
    },
  },
  {
    kind: "kafka-retention-deletes",
    estate: TALLY,
    note: "weekly retention kicks in on all raw partitions; kafka-broker logs a flood of segment deletions",
    gen: (c, at) => {
      for (let p = 0; p < 24; p++)
        for (let s = 0; s < 6; s++) {
          const t = at + p * 1500 + s * 200;
          const base = c.rng.int(70000000, 80000000);
          E(
            c,
            t,
            "kafka-broker",
            "info",
            `[UnifiedLog partition=logs-raw-${p}, dir=/var/lib/kafka/data] Deleting segment LogSegment(baseOffset=${base}, size=1073741611, lastModifiedTime=1763865${c.rng.int(100000, 999999)}, largestRecordTimestamp=Some(1763865${c.rng.int(100000, 999999)})) due to log retention time 604800000ms breach based on the largest record timestamp in the segment (kafka.log.UnifiedLog)`,
          );
          E(
            c,
            t + 60000,
            "kafka-broker",
            "info",
            `[LocalLog partition=logs-raw-${p}, dir=/var/lib/kafka/data] Deleting segment files LogSegment(baseOffset=${base}, size=1073741611) (kafka.log.LocalLog$)`,
          );
        }
    },
  },
  {
    kind: "user-query-timeouts",
    estate: TALLY,
    note: "one user runs a 90-day full-text search from a dashboard; clickhouse kills each run at max_execution_time and query-api returns 504 to that user only",
    gen: (c, at) => {
      c.every(at, c.t1, 45000, (t) => {
        const src = `${c.rng.ip()}:${c.rng.int(30000, 60000)}`;
        E(
          c,
          t + 30000,
          "clickhouse",
          "error",
          `<Error> executeQuery: Code: 159. DB::Exception: Timeout exceeded: elapsed 30.000${c.rng.int(100, 999)} seconds, maximum: 30. (TIMEOUT_EXCEEDED) (version 24.3.2.23 (official build)) (from ${src}) (in query: SELECT ts, message FROM logs.events WHERE tenant = 't-5561' AND ts > now() - INTERVAL 90 DAY AND positionCaseInsensitive(message, 'payment') > 0 ORDER BY ts DESC LIMIT 500), Stack trace (when copying this message, always include the lines below):`,
          CH_STACK,
        );
        E(
          c,
          t + 30010,
          "query-api",
          "warn",
          `GET /api/v1/search tenant=t-5561 range=90d status=504 latency=30012ms user=dash-ro error="Code: 159. DB::Exception: Timeout exceeded: elapsed 30.000 seconds, maximum: 30. (TIMEOUT_EXCEEDED)"`,
        );
      });
    },
  },
  {
    kind: "clickhouse-insert-delay",
    estate: TALLY,
    note: "a burst of small inserts raises the part count; clickhouse delays inserts a few ms until merges catch up",
    gen: (c, at) => {
      for (let i = 0; i < 50; i++) {
        const t = at + i * 2200;
        const parts = i < 30 ? 300 + i * 3 : 390 - (i - 30) * 9;
        E(
          c,
          t,
          "clickhouse",
          "info",
          `<Information> logs.events_local (a3f1e0b2-7c44-4b1d-9d7e-1f2a3b4c5d6e): Delaying inserting block by ${Math.max(1, parts - 290)} ms. because there are ${parts} parts and their average size is 1.${c.rng.int(0, 9)} MiB`,
        );
        if (i % 3 === 0)
          E(
            c,
            t + 100,
            "ch-writer",
            "warn",
            `slow flush table=logs.events_local rows=${c.rng.int(20000, 60000)} took=${c.rng.int(1500, 4000)}ms (threshold 1000ms)`,
          );
      }
    },
  },
  {
    kind: "cert-expiry-warnings",
    estate: TALLY,
    note: "ingest-gw and query-api warn that their internal certificate expires in 13 days; renewal is scheduled, nothing fails",
    gen: (c, at) => {
      c.every(at, c.t1, 60000, (t) => {
        E(
          c,
          t,
          "ingest-gw",
          "warn",
          "x509: serving certificate for ingest.tallyhq.internal expires in 13 days (NotAfter=2026-12-13T00:00:00Z)",
        );
        E(
          c,
          t + 500,
          "query-api",
          "warn",
          "tls: certificate CN=query.tallyhq.internal expires in 13d 2h, renewal window opens in 3d",
        );
      });
    },
  },
  {
    kind: "greylisting-deferrals",
    estate: POSTWING,
    note: "a newsletter to a regional provider is greylisted: hundreds of 450 deferrals, all delivered on the retry",
    gen: (c, at) => {
      for (let i = 0; i < 120; i++) {
        const t = at + c.rng.int(0, 120000);
        const q = qid(c.rng);
        const a = `${c.rng.pick(["anna", "tom", "lea", "max"])}${c.rng.int(1, 9999)}@posteo.de`;
        E(
          c,
          t,
          "mta-outbound",
          "info",
          `postfix/smtp[${c.rng.int(2000, 9000)}]: ${q}: to=<${a}>, relay=mx01.posteo.de[185.67.36.${c.rng.int(1, 200)}]:25, delay=0.9, delays=0.1/0/0.4/0.4, dsn=4.7.1, status=deferred (host mx01.posteo.de[185.67.36.61] said: 450 4.7.1 <${a}>: Recipient address rejected: Greylisted, please try again later (in reply to RCPT TO command))`,
        );
        E(
          c,
          t + c.rng.int(300000, 400000),
          "mta-outbound",
          "info",
          `postfix/smtp[${c.rng.int(2000, 9000)}]: ${q}: to=<${a}>, relay=mx01.posteo.de[185.67.36.61]:25, delay=${c.rng.int(300, 400)}, delays=${c.rng.int(300, 399)}/0/0.3/0.4, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as ${c.rng.hex(10).toUpperCase()})`,
        );
      }
    },
  },
  {
    kind: "campaign-hard-bounces",
    estate: POSTWING,
    note: "a customer mails an old list; many 550 user-unknown bounces are recorded and suppressed as designed",
    gen: (c, at) => {
      for (let i = 0; i < 150; i++) {
        const t = at + c.rng.int(0, 150000);
        const a = rcpt(c.rng);
        E(
          c,
          t,
          "mta-outbound",
          "info",
          `postfix/smtp[${c.rng.int(2000, 9000)}]: ${qid(c.rng)}: to=<${a}>, relay=${mx(a)}[${ext(c)}]:25, delay=1.1, delays=0.1/0/0.5/0.5, dsn=5.1.1, status=bounced (host ${mx(a)}[${ext(c)}] said: 550 5.1.1 <${a}>: Recipient address rejected: User unknown (in reply to RCPT TO command))`,
        );
        E(
          c,
          t + c.rng.int(500, 3000),
          "bounce-processor",
          "warn",
          `WARNING bounces.classify: hard bounce for ${a} (5.1.1 user unknown) account=acct_4471 campaign=cmp_${c.rng.hex(6)} -> suppress`,
        );
        E(
          c,
          t + c.rng.int(3000, 4000),
          "suppression-svc",
          "info",
          `level=info msg="suppression added" list=hard_bounce account=acct_4471 reason=5.1.1`,
        );
      }
    },
  },
  {
    kind: "yahoo-tss04-deferrals",
    estate: POSTWING,
    note: "Yahoo temporarily defers a bulk send with 421 TSS04; postfix backs off and the queue drains later",
    gen: (c, at) => {
      for (let i = 0; i < 90; i++) {
        const t = at + c.rng.int(0, 180000);
        E(
          c,
          t,
          "mta-outbound",
          "info",
          `postfix/smtp[${c.rng.int(2000, 9000)}]: ${qid(c.rng)}: to=<${c.rng.pick(["kim", "ray", "jo"])}${c.rng.int(1, 9999)}@yahoo.com>, relay=mta7.am0.yahoodns.net[67.195.204.${c.rng.int(70, 80)}]:25, delay=${c.rng.int(1, 900)}, delays=0.1/0/0.3/0, dsn=4.7.0, status=deferred (host mta7.am0.yahoodns.net[67.195.204.74] said: 421 4.7.0 [TSS04] Messages from 198.51.100.23 temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes (in reply to MAIL FROM command))`,
        );
      }
    },
  },
  {
    kind: "customer-webhook-down",
    estate: POSTWING,
    note: "one customer's webhook endpoint answers 503; webhook-relay retries with backoff and finally disables that endpoint",
    gen: (c, at) => {
      let n = 0;
      c.every(at, c.t1, 2500, (t) => {
        n++;
        E(
          c,
          t,
          "webhook-relay",
          "error",
          `POST https://hooks.tixly.eu/postwing failed: 503 Service Unavailable (endpoint=ep_7f31 event=email.delivered attempt=${(n % 8) + 1}/8); next retry in ${2 ** ((n % 8) + 1)}s`,
        );
        if (n % 40 === 0)
          E(
            c,
            t + 10,
            "webhook-relay",
            "warn",
            "endpoint ep_7f31 (https://hooks.tixly.eu/postwing) disabled after 8 consecutive failures; account owner notified by email",
          );
      });
    },
  },
  {
    kind: "suppressed-recipients",
    estate: POSTWING,
    note: "an integration keeps sending to unsubscribed addresses; send-api answers 422 and suppression-svc logs each hit",
    gen: (c, at) => {
      c.every(at, c.t1, 1500, (t) => {
        const a = rcpt(c.rng);
        E(
          c,
          t,
          "suppression-svc",
          "warn",
          `level=warn msg="recipient suppressed" recipient=${a} list=${c.rng.pick(["unsubscribe", "spam_complaint", "hard_bounce"])} account=acct_2290`,
        );
        E(
          c,
          t + 5,
          "send-api",
          "info",
          `method=POST path=/v3/messages format=json controller=MessagesController action=create status=422 duration=6.12 view=0.20 db=1.02 account=acct_2290 error="all recipients are on a suppression list"`,
        );
      });
    },
  },
  {
    kind: "sms-undeliverable-dlrs",
    estate: POSTWING,
    note: "a batch of OTP texts to stale numbers returns UNDELIV delivery receipts from the carrier",
    gen: (c, at) => {
      for (let i = 0; i < 110; i++) {
        const t = at + c.rng.int(0, 150000);
        const id = c.rng.hex(16);
        E(
          c,
          t,
          "sms-router",
          "warn",
          `WARN  c.p.sms.DlrHandler - deliver_sm receipt id:${id} sub:001 dlvrd:000 stat:UNDELIV err:${c.rng.pick(["001", "003", "00B"])} route=eu-tier2`,
        );
        E(
          c,
          t + c.rng.int(200, 1500),
          "webhook-relay",
          "info",
          `delivered event=sms.failed endpoint=https://hooks.shopline.io/postwing status=200 duration=${c.rng.int(40, 300)}ms attempt=1`,
        );
      }
    },
  },
  {
    kind: "rabbit-scale-down-closes",
    estate: POSTWING,
    note: "the worker autoscaler removes pods; dispatch-queue logs unexpectedly closed AMQP connections and channel errors from the terminated consumers",
    gen: (c, at) => {
      for (let i = 0; i < 14; i++) {
        const t = at + i * 4000;
        const pid = `<0.${c.rng.int(1000, 99999)}.0>`;
        E(
          c,
          t,
          "dispatch-queue",
          "warn",
          `closing AMQP connection ${pid} (${c.rng.ip()}:${c.rng.int(30000, 60000)} -> 10.1.4.20:5672, vhost: '/', user: 'dispatch'): client unexpectedly closed TCP connection`,
        );
        E(
          c,
          t + 20,
          "dispatch-queue",
          "error",
          `Channel error on connection ${pid} (${c.rng.ip()}:${c.rng.int(30000, 60000)} -> 10.1.4.20:5672, vhost: '/', user: 'dispatch'), channel 1: operation basic.ack caused a channel exception precondition_failed: delivery acknowledgement on channel 1 timed out. Timeout value used: 1800000 ms`,
        );
      }
    },
  },
  {
    kind: "smtp-tls-scanners",
    estate: POSTWING,
    note: "internet scanners hit the submission port: TLS errors, lost connections and non-SMTP commands, constant all window",
    gen: (c, at) => {
      c.every(at, c.t1, 1800, (t) => {
        const pid = c.rng.int(10000, 30000);
        const h = ext(c);
        const k = c.rng.int(0, 2);
        if (k === 0)
          E(
            c,
            t,
            "mta-outbound",
            "warn",
            `postfix/smtpd[${pid}]: warning: TLS library problem: error:0A000126:SSL routines::unexpected eof while reading:../ssl/record/rec_layer_s3.c:650:`,
          );
        if (k === 1)
          E(
            c,
            t,
            "mta-outbound",
            "info",
            `postfix/smtpd[${pid}]: SSL_accept error from unknown[${h}]: lost connection`,
          );
        if (k === 2)
          E(
            c,
            t,
            "mta-outbound",
            "warn",
            `postfix/smtpd[${pid}]: warning: non-SMTP command from unknown[${h}]: GET / HTTP/1.1`,
          );
      });
    },
  },
  {
    kind: "revoked-api-key",
    estate: POSTWING,
    note: "a customer's cron job still uses a revoked API key; send-api answers 401 every few seconds",
    gen: (c, at) => {
      c.every(at, c.t1, 3000, (t) =>
        E(
          c,
          t,
          "send-api",
          "warn",
          `method=POST path=/v3/messages format=json controller=MessagesController action=create status=401 duration=1.88 view=0.00 db=0.61 remote_ip=203.0.113.${c.rng.int(10, 12)} error="API key pw_live_8f2c**** has been revoked"`,
        ),
      );
    },
  },
  {
    kind: "pixel-probe-404s",
    estate: POSTWING,
    note: "a vulnerability scanner walks tracking-pixel with WordPress and .env paths; all 404",
    gen: (c, at) => {
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/phpmyadmin/",
        "/actuator/health",
        "/server-status",
        "/xmlrpc.php",
      ];
      for (let i = 0; i < 220; i++)
        E(
          c,
          at + i * 350,
          "tracking-pixel",
          "warn",
          `GET ${c.rng.pick(paths)} 404 0.0${c.rng.int(2, 9)}ms ua="Mozilla/5.0 zgrab/0.x" ip=${ext(c)}`,
        );
    },
  },
  {
    kind: "es-gc-overhead",
    estate: FINDLY,
    note: "a force-merge on es-data-1 causes old-generation GC pauses and overhead warnings; searches slow slightly and recover",
    gen: (c, at) => {
      for (let i = 0; i < 22; i++) {
        const t = at + i * 4000;
        const n = 412330 + i * 4;
        E(
          c,
          t,
          "es-data",
          i % 3 === 0 ? "warn" : "info",
          `[${i % 3 === 0 ? "WARN " : "INFO "}][o.e.m.j.JvmGcMonitorService] [es-data-1] [gc][${n}] overhead, spent [${i % 3 === 0 ? `${(c.rng.next() + 0.6).toFixed(1)}s` : `${c.rng.int(300, 600)}ms`}] collecting in the last [${(c.rng.next() + 1).toFixed(1)}s]`,
        );
        if (i % 5 === 0)
          E(
            c,
            t + 10,
            "es-data",
            "warn",
            `[WARN ][o.e.m.j.JvmGcMonitorService] [es-data-1] [gc][old][${n}][${c.rng.int(60, 90)}] duration [${(c.rng.next() * 2 + 1).toFixed(1)}s], collections [1]/[${(c.rng.next() * 2 + 2).toFixed(1)}s], total [${(c.rng.next() * 2 + 1).toFixed(1)}s]/[${c.rng.int(10, 30)}.1m], memory [28.1gb]->[17.4gb]/[31gb], all_pools {[young] [1.2gb]->[0b]/[0b]}{[old] [26.7gb]->[17.3gb]/[31gb]}`,
          );
      }
    },
  },
  {
    kind: "es-high-watermark-relocation",
    estate: FINDLY,
    note: "es-data-2 crosses the high disk watermark during a reindex; shards relocate away and the warning clears",
    gen: (c, at) => {
      for (let i = 0; i < 8; i++)
        E(
          c,
          at + i * 30000,
          "es-data",
          "warn",
          `[WARN ][o.e.c.r.a.DiskThresholdMonitor] [es-data-0] high disk watermark [90%] exceeded on [kq7Rz0ZfQ2eY1b3lJc9Xwg][es-data-2][/usr/share/elasticsearch/data] free: ${(38 - i * 0.4).toFixed(1)}gb[${(9.6 - i * 0.1).toFixed(1)}%], shards will be relocated away from this node; currently relocating away shards totalling [${c.rng.int(20, 60)}gb]`,
        );
      for (let s = 0; s < 6; s++)
        E(
          c,
          at + 5000 + s * 20000,
          "es-data",
          "info",
          `[INFO ][o.e.c.r.a.a.BalancedShardsAllocator] [es-data-0] relocating shard [products_v41][${s}] from [es-data-2] to [es-data-${s % 2}]`,
        );
      E(
        c,
        at + 260000,
        "es-data",
        "info",
        "[INFO ][o.e.c.r.a.DiskThresholdMonitor] [es-data-0] high disk watermark [90%] no longer exceeded on [kq7Rz0ZfQ2eY1b3lJc9Xwg][es-data-2][/usr/share/elasticsearch/data] free: 61.2gb[15.4%]",
      );
    },
  },
  {
    kind: "es-version-conflicts",
    estate: FINDLY,
    note: "catalog-cdc replays an hour of binlog after a restart; index-builder gets version conflicts for stale events and skips them",
    gen: (c, at) => {
      c.every(at, at + 240000, 3000, (t) => {
        const sku = c.rng.int(100000, 999999);
        E(
          c,
          t,
          "index-builder",
          "warn",
          `WARNING indexer.bulk: ${c.rng.int(10, 120)} of 500 items failed: version_conflict_engine_exception: [SKU-${sku}]: version conflict, current version [${c.rng.int(20, 90)}] is higher or equal to the one provided [${c.rng.int(1, 19)}] (index=products_v42, op=index, version_type=external)`,
        );
      });
    },
  },
  {
    kind: "connect-rebalance-restart",
    estate: FINDLY,
    note: "Kafka Connect rebalances after a worker restart; catalog-cdc stops its task, warns it could not commit offsets and reconnects to the binlog",
    gen: (c, at) => {
      E(
        c,
        at,
        "catalog-cdc",
        "info",
        "INFO  [Worker clientId=connect-1, groupId=catalog-connect] Rebalance started   [org.apache.kafka.connect.runtime.distributed.WorkerCoordinator]",
      );
      E(
        c,
        at + 200,
        "catalog-cdc",
        "info",
        "INFO  Stopping task catalog-connector-0   [org.apache.kafka.connect.runtime.Worker]",
      );
      E(
        c,
        at + 900,
        "catalog-cdc",
        "warn",
        "WARN  || Couldn't commit processed log positions with the source database due to a concurrent connector shutdown or restart   [io.debezium.connector.common.BaseSourceTask]",
      );
      E(
        c,
        at + 1100,
        "catalog-cdc",
        "error",
        "ERROR WorkerSourceTask{id=catalog-connector-0} Failed to flush offsets to storage:   [org.apache.kafka.connect.runtime.WorkerSourceTask]",
        [
          "java.util.concurrent.TimeoutException: Timed out waiting for offsets to be flushed",
          "\tat org.apache.kafka.connect.storage.OffsetStorageWriter.doFlush(OffsetStorageWriter.java:179)",
          "\tat org.apache.kafka.connect.runtime.AbstractWorkerSourceTask.commitOffsets(AbstractWorkerSourceTask.java:564)",
          "\tat org.apache.kafka.connect.runtime.WorkerSourceTask.commitOffsets(WorkerSourceTask.java:209)",
        ],
      );
      E(
        c,
        at + 9000,
        "catalog-cdc",
        "info",
        "INFO  [Worker clientId=connect-1, groupId=catalog-connect] Finished starting connectors and tasks   [org.apache.kafka.connect.runtime.distributed.DistributedHerder]",
      );
      E(
        c,
        at + 11000,
        "catalog-cdc",
        "info",
        "INFO  Connected to binlog at catalog-db:3306, starting at MySqlOffsetContext [sourceInfoSchema=Schema{io.debezium.connector.mysql.Source:STRUCT}, sourceInfo=SourceInfo [currentGtid=null, currentBinlogFilename=binlog.004182, currentBinlogPosition=81237741, currentRowNumber=0, serverId=0], snapshotCompleted=true]   [io.debezium.connector.mysql.MySqlStreamingChangeEventSource]",
      );
    },
  },
  {
    kind: "model-hot-swap-warmup",
    estate: FINDLY,
    note: "reco-ranker hot-swaps to a new model; the first minute of predictions is slow while caches warm",
    gen: (c, at) => {
      E(
        c,
        at,
        "reco-ranker",
        "info",
        "INFO ranker.model: loading model ltr-2026-11-30 from gs://findly-models/ltr/2026-11-30/model.txt (412 trees)",
      );
      for (let i = 0; i < 40; i++)
        E(
          c,
          at + 3000 + i * 1500,
          "reco-ranker",
          "warn",
          `WARNING ranker.api: slow request took=${c.rng.int(300, 900 - i * 10)}ms candidates=${c.rng.int(100, 400)} model=ltr-2026-11-30 (budget 150ms)`,
        );
      E(
        c,
        at + 2500,
        "reco-ranker",
        "info",
        "INFO ranker.model: swapped active model ltr-2026-11-28 -> ltr-2026-11-30",
      );
    },
  },
  {
    kind: "bot-query-parse-errors",
    estate: FINDLY,
    note: "a crawler sends injection-style search strings; search-api rejects them with 400 and logs each ParseException with its stack",
    gen: (c, at) => {
      c.every(at, c.t1, 4000, (t) => {
        const q = c.rng.pick(['"))) OR 1=1--', "title:(*", "AND AND", "{!xmlparser v='<!DOCTYPE a SYSTEM'}"]);
        E(c, t, "web-bff", "info", `GET /api/search?q=${encodeURIComponent(q)} 400 4ms`);
        E(
          c,
          t - 2,
          "search-api",
          "warn",
          `WARN 1 --- [nio-8080-exec-${c.rng.int(1, 40)}] c.f.search.QueryParserFacade : rejecting query: org.apache.lucene.queryparser.classic.ParseException: Cannot parse '${q}': Encountered "<EOF>" at line 1, column ${q.length}.`,
          [
            `org.apache.lucene.queryparser.classic.ParseException: Cannot parse '${q}': Encountered "<EOF>" at line 1, column ${q.length}.`,
            "\tat org.apache.lucene.queryparser.classic.QueryParserBase.parse(QueryParserBase.java:131)",
            "\tat com.findly.search.QueryParserFacade.parse(QueryParserFacade.java:58)",
            "\tat com.findly.search.SearchController.search(SearchController.java:77)",
          ],
        );
      });
    },
  },
  {
    kind: "tokenizer-length-warnings",
    estate: FINDLY,
    note: "embed-worker receives long product descriptions; the tokenizer warns about sequence length and truncates",
    gen: (c, at) => {
      c.every(at, c.t1, 2500, (t) =>
        E(
          c,
          t,
          "embed-worker",
          "warn",
          `Token indices sequence length is longer than the specified maximum sequence length for this model (${c.rng.int(513, 1400)} > 512). Running this sequence through the model will result in indexing errors`,
        ),
      );
    },
  },
  {
    kind: "client-aborts",
    estate: FINDLY,
    note: "mobile clients cancel type-ahead requests; web-bff logs aborted requests with Node stacks",
    gen: (c, at) => {
      c.every(at, c.t1, 3000, (t) =>
        E(c, t, "web-bff", "error", "request aborted by client GET /api/suggest (499)", [
          "Error: aborted",
          "    at connResetException (node:internal/errors:787:14)",
          "    at abortIncoming (node:_http_server:793:17)",
          "    at socketOnClose (node:_http_server:787:3)",
          "    at Socket.emit (node:events:530:35)",
          "    at TCP.<anonymous> (node:net:337:12)",
        ]),
      );
    },
  },
  {
    kind: "kestrel-bad-requests",
    estate: FINDLY,
    note: "a load balancer health probe speaks the wrong protocol to query-suggest; Kestrel logs bad request data",
    gen: (c, at) => {
      c.every(at, c.t1, 5000, (t) =>
        E(
          c,
          t,
          "query-suggest",
          "warn",
          `Microsoft.AspNetCore.Server.Kestrel[17] Connection id "0HN8${c.rng.hex(9).toUpperCase()}" bad request data: "Invalid request line: '\\x16\\x03\\x01\\x02\\x00\\x01\\x00\\x01\\xFC\\x03\\x03'"`,
          [
            "Microsoft.AspNetCore.Server.Kestrel.Core.BadHttpRequestException: Invalid request line: '\\x16\\x03\\x01\\x02\\x00\\x01\\x00\\x01\\xFC\\x03\\x03'",
            "   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.Http1Connection.TryParseRequest(ReadResult result, Boolean& endConnection)",
            "   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpProtocol.ProcessRequests[TContext](IHttpApplication`1 application)",
          ],
        ),
      );
    },
  },
  {
    kind: "es-slowlog-dashboard",
    estate: FINDLY,
    note: "an analyst dashboard runs heavy aggregations; es-data writes search slowlog warnings",
    gen: (c, at) => {
      c.every(at, c.t1, 6000, (t) =>
        E(
          c,
          t,
          "es-data",
          "warn",
          `[WARN ][i.s.s.query              ] [es-data-${c.rng.int(0, 2)}] [products_v42][${c.rng.int(0, 5)}] took[${(c.rng.next() * 3 + 1).toFixed(1)}s], took_millis[${c.rng.int(1000, 4000)}], total_hits[10000+ hits], stats[], search_type[QUERY_THEN_FETCH], total_shards[6], source[{"size":0,"aggregations":{"by_brand":{"terms":{"field":"brand.keyword","size":5000}}}}], id[kibana-analyst]`,
        ),
      );
    },
  },
  {
    kind: "airflow-retry-succeeds",
    estate: BRIGHTWELL,
    note: "a partner API times out; the Airflow task fails with a traceback, is marked UP_FOR_RETRY and succeeds on the second try",
    gen: (c, at) => {
      E(c, at, "airflow-worker", "error", "ERROR - Task failed with exception", [
        "Traceback (most recent call last):",
        '  File "/home/airflow/.local/lib/python3.11/site-packages/urllib3/connectionpool.py", line 537, in _make_request',
        "    response = conn.getresponse()",
        '  File "/opt/airflow/dags/marketing_attribution.py", line 61, in fetch_partner_feed',
        "    resp = session.get(FEED_URL, timeout=30)",
        "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.partner-feeds.com', port=443): Read timed out. (read timeout=30)",
      ]);
      E(
        c,
        at + 300,
        "airflow-worker",
        "info",
        "INFO - Marking task as UP_FOR_RETRY. dag_id=marketing_attribution, task_id=fetch_partner_feed, execution_date=20261130T020000, start_date=20261130T034901, end_date=20261130T034931",
      );
      E(
        c,
        at + 302000,
        "airflow-worker",
        "info",
        "INFO - Marking task as SUCCESS. dag_id=marketing_attribution, task_id=fetch_partner_feed, execution_date=20261130T020000, start_date=20261130T035431, end_date=20261130T035440",
      );
    },
  },
  {
    kind: "sensor-soft-fail",
    estate: BRIGHTWELL,
    note: "a sensor waits an hour for a bank file that is late as usual, times out and is skipped via soft_fail",
    gen: (c, at) => {
      c.every(c.t0, at, 60000, (t) =>
        E(c, t, "airflow-worker", "info", "INFO - Poking for file s3://bw-lake/incoming/bank/2026-11-29/_SUCCESS"),
      );
      E(
        c,
        at,
        "airflow-worker",
        "error",
        "ERROR - Sensor has timed out; run duration of 3600.41 seconds exceeds the specified timeout of 3600.0.",
      );
      E(c, at + 20, "airflow-worker", "info", "INFO - Skipping due to soft_fail is set to True.");
      E(
        c,
        at + 60,
        "airflow-worker",
        "info",
        "INFO - Marking task as SKIPPED. dag_id=finance_daily, task_id=wait_for_bank_file, execution_date=20261129T000000, start_date=20261130T025101, end_date=20261130T035101",
      );
    },
  },
  {
    kind: "spark-executor-preempted",
    estate: BRIGHTWELL,
    note: "spot nodes reclaim two Spark executors; tasks are resubmitted and the job finishes",
    gen: (c, at) => {
      for (const ex of [7, 11]) {
        const t = at + (ex - 7) * 8000;
        E(
          c,
          t,
          "spark-driver",
          "error",
          `ERROR TaskSchedulerImpl: Lost executor ${ex} on ${c.rng.ip()}: The executor with id ${ex} was deleted by a user or the framework.`,
        );
        for (let k = 0; k < 6; k++)
          E(
            c,
            t + 50 + k * 5,
            "spark-driver",
            "warn",
            `WARN TaskSetManager: Lost task ${k + 12}.0 in stage 3.0 (TID ${45 + k + ex}) (${c.rng.ip()} executor ${ex}): ExecutorLostFailure (executor ${ex} exited unrelated to the running tasks) Reason: The executor with id ${ex} was deleted by a user or the framework.`,
          );
        E(
          c,
          t + 400,
          "spark-driver",
          "info",
          "INFO ExecutorPodsAllocator: Going to request 1 executors from Kubernetes for ResourceProfile Id: 0, target: 8, known: 7, sharedSlotFromPendingPods: 2147483647.",
        );
        E(
          c,
          t + 900,
          "spark-driver",
          "warn",
          `WARN BlockManagerMasterEndpoint: No more replicas available for rdd_${c.rng.int(10, 40)}_${c.rng.int(0, 200)} !`,
        );
      }
      E(
        c,
        at + 95000,
        "spark-driver",
        "info",
        "INFO DAGScheduler: Job 212 finished: save at LoadJob.scala:88, took 187.412877 s",
      );
    },
  },
  {
    kind: "pg-checkpoints-too-frequent",
    estate: BRIGHTWELL,
    note: "the nightly bulk load fills WAL quickly; postgres warns that checkpoints occur too frequently",
    gen: (c, at) => {
      c.every(at, c.t1, 20000, (t) => {
        E(c, t, "pg-primary", "info", "LOG:  checkpoint starting: wal");
        E(
          c,
          t + 20,
          "pg-primary",
          "info",
          `LOG:  checkpoints are occurring too frequently (${c.rng.int(14, 25)} seconds apart)`,
          ['HINT:  Consider increasing the configuration parameter "max_wal_size".'],
        );
        E(
          c,
          t + c.rng.int(9000, 15000),
          "pg-primary",
          "info",
          `LOG:  checkpoint complete: wrote ${c.rng.int(20000, 60000)} buffers (${c.rng.int(10, 40)}.${c.rng.int(0, 9)}%); 0 WAL file(s) added, ${c.rng.int(0, 9)} removed, ${c.rng.int(20, 40)} recycled; write=${c.rng.int(5, 12)}.${c.rng.int(100, 999)} s, sync=0.${c.rng.int(100, 999)} s, total=${c.rng.int(9, 14)}.${c.rng.int(100, 999)} s`,
        );
      });
    },
  },
  {
    kind: "pg-duplicate-key-upserts",
    estate: BRIGHTWELL,
    note: "the customer merge step inserts first and updates on conflict in code; postgres logs every duplicate key at ERROR",
    gen: (c, at) => {
      c.every(at, c.t1, 900, (t) => {
        const id = c.rng.int(10000, 99999);
        E(c, t, "pg-primary", "error", 'ERROR:  duplicate key value violates unique constraint "dim_customer_pkey"', [
          `DETAIL:  Key (customer_id)=(${id}) already exists.`,
          "STATEMENT:  INSERT INTO dw.dim_customer (customer_id, email_hash, segment, updated_at) VALUES ($1, $2, $3, $4)",
        ]);
      });
    },
  },
  {
    kind: "dbt-warn-tests",
    estate: BRIGHTWELL,
    note: "dbt runs the nightly build; four tests configured as warn report failures and the run completes",
    gen: (c, at) => {
      const tests = [
        "not_null_fct_orders_coupon_code",
        "accepted_values_dim_customer_segment",
        "relationships_fct_sessions_user_id",
        "unique_stg_clicks_click_id",
      ];
      tests.forEach((name, i) => {
        E(
          c,
          at + i * 4000,
          "dbt-runner",
          "warn",
          `${44 + i} of 62 WARN ${c.rng.int(2, 40)} ${name} .......... [WARN ${c.rng.int(2, 40)} in ${(c.rng.next() + 0.2).toFixed(2)}s]`,
        );
        E(c, at + 60000 + i * 100, "dbt-runner", "warn", `Warning in test ${name} (models/marts/schema.yml)`, [
          `  Got ${c.rng.int(2, 40)} results, configured to warn if != 0`,
        ]);
      });
      E(
        c,
        at + 1000,
        "dbt-runner",
        "warn",
        "[WARNING]: Deprecated functionality The `tests` config has been renamed to `data_tests`. Please see https://docs.getdbt.com/docs/build/data-tests#new-data_tests-syntax for more information.",
      );
      E(c, at + 61000, "dbt-runner", "info", "Done. PASS=58 WARN=4 ERROR=0 SKIP=0 TOTAL=62");
    },
  },
  {
    kind: "analyst-statement-timeout",
    estate: BRIGHTWELL,
    note: "an analyst's notebook query hits statement_timeout over and over; postgres cancels it, reports are unaffected",
    gen: (c, at) => {
      c.every(at, c.t1, 61000, (t) =>
        E(c, t, "pg-primary", "error", "ERROR:  canceling statement due to statement timeout", [
          "STATEMENT:  SELECT c.*, o.* FROM dw.dim_customer c JOIN dw.fact_orders o USING (customer_id) WHERE o.order_date > now() - interval '3 years' ORDER BY o.total DESC",
        ]),
      );
    },
  },
  {
    kind: "scrape-targets-drained",
    estate: BRIGHTWELL,
    note: "two nodes are drained for kernel patching; metrics-exporter cannot scrape them until they are removed from targets",
    gen: (c, at) => {
      const a = c.rng.ip();
      const b = c.rng.ip();
      c.every(at, at + 300000, 15000, (t) => {
        for (const h of [a, b])
          E(
            c,
            t,
            "metrics-exporter",
            "warn",
            `level=warn msg="scrape failed" target=http://${h}:9100/metrics err="Get \\"http://${h}:9100/metrics\\": context deadline exceeded"`,
          );
      });
      E(
        c,
        at + 300000,
        "metrics-exporter",
        "info",
        `level=info msg="targets removed" targets="${a}:9100,${b}:9100" reason=node_drained`,
      );
    },
  },
  {
    kind: "s3-connection-retries",
    estate: BRIGHTWELL,
    note: "S3 closes idle keep-alive connections; urllib3 warns and retries each request successfully",
    gen: (c, at) => {
      c.every(at, c.t1, 4000, (t) =>
        E(
          c,
          t,
          "s3-sync",
          "warn",
          `WARNING urllib3.connectionpool: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /bw-lake/raw/clicks/dt=2026-11-30/part-${c.rng.int(0, 999)}.parquet`,
        ),
      );
    },
  },
  {
    kind: "dotnet-startup-warnings",
    estate: BRIGHTWELL,
    note: "report-api is released; the new pods log new EF Core and DataProtection warnings on start and then serve normally",
    gen: (c, at) => {
      for (let p = 0; p < 3; p++) {
        const t = at + p * 20000;
        E(c, t, "report-api", "info", "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080", undefined);
        E(
          c,
          t + 300,
          "report-api",
          "warn",
          `Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {${c.rng.hex(8)}-${c.rng.hex(4)}-${c.rng.hex(4)}-${c.rng.hex(4)}-${c.rng.hex(12)}} may be persisted to storage in unencrypted form.`,
        );
        E(
          c,
          t + 900,
          "report-api",
          "warn",
          "Microsoft.EntityFrameworkCore.Model.Validation[30000] No store type was specified for the decimal property 'Total' on entity type 'OrderRow'. This will cause values to be silently truncated if they do not fit in the precision and scale of the column.",
        );
      }
    },
  },
];
