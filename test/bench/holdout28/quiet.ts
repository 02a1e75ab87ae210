// holdout28 quiet windows: the "looked scary but was fine" moments from the same postmortems. No incident in any.
import { MIN, type Scenario, SEC } from "./scenario.js";

const q = (estate: number, note: string, write: Scenario["write"]): Scenario => ({
  estate,
  category: null,
  origin: null,
  hints: [],
  sev: null,
  note,
  write,
});

export const QUIET: Scenario[] = [
  q(
    0,
    "planned Patroni switchover that worked: one round of stale connections, then clean (GitHub 2018's failover, done right)",
    (c) => {
      const { db, api } = c.s;
      c.at(0, db, "info", "LOG:  received promote request");
      c.at(
        300,
        db,
        "info",
        "LOG:  redo done at 3/1A000110 system usage: CPU: user: 0.00 s, system: 0.00 s, elapsed: 0.21 s",
      );
      c.at(500, db, "info", "LOG:  selected new timeline ID: 7");
      c.at(900, db, "info", "LOG:  database system is ready to accept connections");
      c.spread(
        SEC,
        6 * SEC,
        4,
        api,
        "warn",
        () =>
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${c.r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
      );
      c.at(7 * SEC, api, "info", "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@5f1a2b3c");
    },
  ),
  q(
    3,
    "planned TLS certificate rotation on the ingest gateway via SDS (cert-expiry postmortems' planned counterpart)",
    (c) => {
      const { edge, api } = c.s;
      c.at(
        0,
        edge,
        "info",
        "[info][secret] secret updated: ingress-tls (SDS), new certificate not after 2026-08-12T00:00:00Z",
      );
      c.at(200, edge, "info", "[info][upstream] lds: add/update listener 'ingress_https'");
      c.at(
        1500,
        edge,
        "info",
        "[info][main] draining 412 connections from old listener 'ingress_https' (drain time 600s)",
      );
      c.at(3 * SEC, api, "info", "reloaded client certificate meter-ingest (not after 2026-08-12T00:00:00Z)");
      c.spread(
        2 * SEC,
        40 * SEC,
        3,
        edge,
        "info",
        () =>
          "[debug][connection] remote address:10.3.7.41:51123,TLS_error:|268435581:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED:TLS_error_end (old meter firmware, retried)",
      );
    },
  ),
  q(
    4,
    "leaderboard cache flushed for the season rollover and warmed within two minutes (cache-stampede postmortems, the good outcome)",
    (c) => {
      const { job, svc, cache } = c.s;
      c.at(0, job, "info", "season rollover: flushed season:13:* keys (1,204,882 keys) and started warm-up");
      c.at(300, cache, "info", "1:M * 10000 changes in 60 seconds. Saving...");
      c.every(
        SEC,
        2 * MIN,
        15 * SEC,
        svc,
        "warn",
        (i) => `leaderboard cache miss ratio ${(0.9 - i * 0.1).toFixed(2)} (warming)`,
      );
      c.at(2 * MIN, job, "info", "season rollover warm-up complete in 118s, hit ratio 0.97");
    },
  ),
  q(
    2,
    "rolling broker restart: leaders moved, consumers saw LEADER_NOT_AVAILABLE briefly and carried on (Kafka rolling-upgrade notes)",
    (c) => {
      const { broker, worker } = c.s;
      c.at(0, broker, "info", "[KafkaServer id=0] shutting down (kafka.server.KafkaServer)");
      c.at(4 * SEC, broker, "info", "[KafkaServer id=0] shut down completed (kafka.server.KafkaServer)");
      c.spread(
        SEC,
        8 * SEC,
        3,
        worker,
        "warn",
        (i) =>
          `[Consumer clientId=consumer-search-indexer-1, groupId=search-indexer] Error while fetching metadata with correlation id ${412 + i} : {article-events=LEADER_NOT_AVAILABLE}`,
      );
      c.at(30 * SEC, broker, "info", "[KafkaServer id=0] started (kafka.server.KafkaServer)");
    },
  ),
  q(
    1,
    "rolling deploy of the appointments API: graceful shutdowns, one retried upstream error (deploy-day noise)",
    (c) => {
      const { api, edge } = c.s;
      for (let k = 0; k < 3; k++) {
        c.at(k * 40 * SEC, api, "info", "Application is shutting down...");
        c.at(k * 40 * SEC + 8 * SEC, api, "info", "Now listening on: http://[::]:8080");
        c.at(k * 40 * SEC + 8.5 * SEC, api, "info", "Application started. Press Ctrl+C to shut down.");
      }
      c.at(
        41 * SEC,
        edge,
        "warn",
        '[error] 24#24: *412211 upstream prematurely closed connection while reading response header from upstream, client: 10.1.3.77, server: brightwell, request: "GET /api/slots?clinic=4 HTTP/1.1", upstream: "http://10.1.2.31:8080/api/slots?clinic=4" (retried on next upstream)',
      );
    },
  ),
  q(
    0,
    "nightly label batch met the carrier's 429s, honoured Retry-After and finished (rate-limit postmortems' well-behaved client)",
    (c) => {
      const { job } = c.s;
      c.at(0, job, "info", "batch run started: 420 labels queued (concurrency=4)");
      c.spread(
        10 * SEC,
        60 * SEC,
        4,
        job,
        "warn",
        () => "429 Too Many Requests from onlinetools.ups.com, honouring Retry-After: 5",
      );
      c.at(2 * MIN, job, "info", "batch run finished: 420 labels rendered, 0 failed");
    },
  ),
  q(3, "month-end load pushed the readings writer into one long GC, which it recovered from (GC-pause scares)", (c) => {
    const { worker } = c.s;
    c.at(0, worker, "warn", "[gc] GC(812) Pause Young (Normal) (G1 Evacuation Pause) 2911M->1204M(4096M) 412.118ms");
    c.at(
      20 * SEC,
      worker,
      "warn",
      "[gc] GC(813) Pause Young (Concurrent Start) (G1 Humongous Allocation) 2440M->1311M(4096M) 188.902ms",
    );
    c.at(40 * SEC, worker, "info", "Consumer lag on readings-raw back to 120 records");
  }),
  q(
    4,
    "relay spool crossed its disk warning and logrotate freed it (disk-full postmortems' early warning that worked)",
    (c) => {
      const { extra } = c.s;
      c.at(0, extra, "warn", "spool disk usage 82% on /var/spool/relay (warn threshold 80%)");
      c.at(40 * SEC, extra, "info", "logrotate: rotated 14 files, removed 6 old archives");
      c.at(45 * SEC, extra, "info", "spool disk usage 41% on /var/spool/relay");
    },
  ),
  q(
    2,
    "aggressive anti-wraparound autovacuum ran on a big table and finished (Sentry 2015's wraparound, caught in time)",
    (c) => {
      const { db } = c.s;
      c.at(
        0,
        db,
        "info",
        'LOG:  automatic aggressive vacuum to prevent wraparound of table "articles.public.page_views": index scans: 1',
      );
      c.spread(
        5 * SEC,
        3 * MIN,
        5,
        db,
        "info",
        () =>
          `LOG:  duration: ${c.r.int(1000, 3000)}.${c.r.int(100, 999)} ms  statement: SELECT count(*) FROM page_views WHERE article_id = $1`,
      );
      c.at(
        3 * MIN,
        db,
        "info",
        'LOG:  automatic aggressive vacuum of table "articles.public.page_views": pages: 0 removed, 812211 remain; tuples: 412 removed',
      );
    },
  ),
  q(1, "one DNS lookup hiccup during a resolver restart, retried fine (DNS-outage postmortems' near miss)", (c) => {
    const { svc } = c.s;
    c.at(0, svc, "warn", "[ioredis] Error: getaddrinfo EAI_AGAIN redis (retrying in 50ms)");
    c.at(300, svc, "info", "[ioredis] reconnected to redis:6379");
  }),
  q(
    0,
    "planned signing-key rotation with overlap: new kid published, old kept 24h, clients refreshed JWKS (Azure AD 2021, done right)",
    (c) => {
      const { auth, api } = c.s;
      c.at(
        0,
        auth,
        "info",
        "rotated signing key: new kid=lk-2026-05-b published to JWKS; previous kid=lk-2026-02 retained for 24h",
      );
      c.spread(
        2 * SEC,
        30 * SEC,
        3,
        api,
        "info",
        () => "JWKS refreshed from http://identity-svc:8080/.well-known/jwks.json: 2 keys",
      );
      c.at(10 * SEC, api, "warn", "JWT kid lk-2026-05-b not in cached JWKS, refreshing");
    },
  ),
  q(
    3,
    "the market-price vendor blipped for twenty seconds; breaker opened and closed again (Fastly 2021 in miniature)",
    (c) => {
      const { svc } = c.s;
      c.spread(
        0,
        4 * SEC,
        3,
        svc,
        "warn",
        () => "market price refresh failed: AxiosError: Request failed with status code 503 (retrying)",
      );
      c.at(5 * SEC, svc, "warn", "breaker market-prices: OPEN (5 failures in 30000ms)");
      c.at(25 * SEC, svc, "info", "breaker market-prices: HALF_OPEN");
      c.at(26 * SEC, svc, "info", "breaker market-prices: CLOSED");
    },
  ),
];
