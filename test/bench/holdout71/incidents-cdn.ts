// The 26 CDN/DNS scenarios (Velox Edge and Velox DNS estates), two per category.
import { goPanic, javaStack, nodeStack, pyStack, rubyStack, rustPanic } from "./stacks.js";
import type { Spec } from "./types.js";

const zones = [
  "shopfront-eu.com",
  "larkspur.io",
  "mediahaus.de",
  "ticketnest.co.uk",
  "pixelgrove.net",
  "brightwell.org",
];

export const CDN: Spec[] = [
  // ---------------- cdn ----------------
  {
    estate: "cdn",
    category: "authentication",
    origin: "log-shipper",
    hints: ["invalid_grant", "jwt", "oauth", "token", "credential", "auth"],
    sev: "medium",
    note: "The service-account key log-shipper uses for BigQuery is revoked; every flush fails with invalid_grant, buffers fill and edges drop access logs.",
    play: (c) => {
      c.silence("log-shipper", 0, 1);
      c.every(10, "log-shipper", (_r, n) => [
        "error",
        `Service call failed. No retries or retries exhausted. error=Some(GcpAuth: Failed to get OAuth token: invalid_grant: Invalid JWT Signature.) request_id=${n + 1} error_type="request_failed" stage="sending" component_id=bq_edge_logs`,
      ]);
      c.every(
        30,
        "log-shipper",
        (_r, n) => [
          "warn",
          `buffer "bq_edge_logs" ${Math.min(100, 52 + n * 8)}% full (${(1.0 + n * 0.16).toFixed(2)} GiB of 2.00 GiB), applying backpressure`,
        ],
        20,
      );
      c.every(
        6,
        "edge-cache",
        (r) => ["warn", `access log ring full, dropped ${r.int(200, 3000)} records (log-shipper not draining)`],
        120,
      );
    },
  },
  {
    estate: "cdn",
    category: "authorization",
    origin: "edge-control",
    hints: ["permission denied", "403", "forbidden", "vault", "policy"],
    sev: "medium",
    note: "edge-control's Vault policy no longer grants read on the PoP key path; it cannot build new config generations and PoPs stay on a stale one.",
    play: (c) => {
      c.silence("edge-control", 0, 1);
      c.every(30, "edge-control", (r, n) => [
        "error",
        `Config generation ${889100 + n} build aborted`,
        javaStack(
          r,
          "org.springframework.vault.VaultException: Status 403 Forbidden [secret/data/pop-tls/lhr1]: 1 error occurred:\n\t* permission denied",
          [
            "org.springframework.vault.client.VaultResponses.buildException(VaultResponses.java:84)",
            "org.springframework.vault.core.VaultTemplate.doWithSession(VaultTemplate.java:451)",
            "com.velox.edge.control.keys.PopKeyStore.load(PopKeyStore.java:63)",
            "com.velox.edge.control.gen.GenerationBuilder.build(GenerationBuilder.java:120)",
          ],
        ),
      ]);
      c.every(
        40,
        "edge-control",
        (r) => ["warn", `Fan-out purge ${r.hex(12)} deferred: no current generation lock`],
        60,
      );
      c.every(
        12,
        "config-api",
        (r) => [
          "warn",
          `zone ${r.pick(zones)} rules saved but edge generation not advancing (last ack ${r.int(2, 9)} min ago)`,
        ],
        60,
      );
    },
  },
  {
    estate: "cdn",
    category: "database",
    origin: "config-api",
    hints: ["database", "pg", "recovery mode", "connectionbad", "postgres"],
    sev: "high",
    note: "config-api's PostgreSQL primary crashes and stays in recovery mode; the customer config API returns 500 and edge-control cannot fetch rules.",
    play: (c) => {
      c.silence("config-api", 0, 0.95);
      c.every(2, "config-api", (r, n) =>
        n % 3 === 0
          ? [
              "error",
              `ActiveRecord::ConnectionNotEstablished (connection to server at "cfgdb-primary.velox.internal" (10.40.8.12), port 5432 failed: FATAL:  the database system is in recovery mode\n):`,
              rubyStack("", [
                "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:58:in `rescue in new_client'",
                "app/models/zone_rule.rb:14:in `for_zone'",
                "app/controllers/v1/rules_controller.rb:9:in `index'",
              ]).slice(1),
            ]
          : [
              "error",
              `Completed 500 Internal Server Error in ${r.int(3, 30)}ms (ActiveRecord: 0.0ms) GET /v1/zones/${r.pick(zones)}/rules`,
            ],
      );
      c.every(15, "edge-control", () => [
        "warn",
        "Rules fetch from config-api failed: 500 Internal Server Error, keeping current generation",
      ]);
    },
  },
  {
    estate: "cdn",
    category: "network",
    origin: "shield-cache",
    hints: ["dns", "lookup", "i/o timeout", "network", "resolve"],
    sev: "high",
    note: "shield-cache can no longer resolve upstream hostnames (its cluster DNS lookups time out); cache misses turn into 502s at the edge.",
    play: (c) => {
      c.silence("shield-cache", 0, 0.9);
      c.every(0.7, "shield-cache", (r) => [
        "error",
        `shield fetch host=${r.pick(zones)} failed: dial tcp: lookup upstream.${r.pick(zones)} on 10.96.0.10:53: read udp 10.44.2.8:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      ]);
      c.every(0.5, "edge-cache", (r) => [
        r.chance(0.6) ? "error" : "warn",
        `${r.pick(zones)} GET ${r.pick(["/api/catalog", "/", "/img/hero.webp"])} ${r.chance(0.6) ? "502 TCP_MISS shield-cache error" : "200 TCP_REFRESH_FAIL_HIT served stale"} ttfb=${r.int(1000, 5000)}ms`,
      ]);
    },
  },
  {
    estate: "cdn",
    category: "timeout",
    origin: "purge-api",
    hints: ["timeout", "timed out", "lock", "deadline"],
    sev: "medium",
    note: "A purge-api worker holds the per-zone purge lock and never releases it; later purges time out waiting for the lock and customers see stale content.",
    play: (c) => {
      c.silence("purge-api", 0, 1);
      c.at(
        -2,
        "purge-api",
        "info",
        "purge worker purge-api-7d9f accepted purge ab41c0e9d2f1 zone=shopfront-eu.com type=prefix count=1",
      );
      c.every(8, "purge-api", (r) => [
        "error",
        `purge ${r.hex(12)} zone=${r.pick(zones)} failed: timed out acquiring purge lock after 15s (held by purge-api-7d9f since ${new Date(c.t0).toISOString().slice(11, 19)}Z)`,
      ]);
      c.every(10, "config-api", (r) => [
        "error",
        `Net::ReadTimeout calling purge-api POST /v1/purge (zone ${r.pick(zones)}), returning 504 to customer`,
      ]);
    },
  },
  {
    estate: "cdn",
    category: "rate_limiting",
    origin: "cert-issuer",
    hints: ["ratelimited", "rate", "limit", "too many certificates"],
    sev: "medium",
    note: "cert-issuer hits the CA's certificates-per-registered-domain limit while retrying a batch; renewals for customer edge certificates stop.",
    play: (c) => {
      c.every(6, "cert-issuer", (r, n) =>
        n % 4 === 0
          ? [
              "error",
              "renewal failed",
              pyStack(
                [
                  ["/app/issuer/renew.py", 211, "renew_one", "cert = self.acme.finalize(order, csr)"],
                  [
                    "/usr/local/lib/python3.11/site-packages/acme/client.py",
                    392,
                    "finalize_order",
                    "response = self._post(orderr.body.finalize, CertificateRequest(csr=csr))",
                  ],
                ],
                'acme.messages.Error: urn:ietf:params:acme:error:rateLimited :: There were too many requests of a given type :: too many certificates (50) already issued for "edge.veloxcdn.net" in the last 168h0m0s, retry after 2026-12-01T03:12:00Z',
              ),
            ]
          : ["warn", `renewal ${r.pick(zones)} deferred: CA rate limit, retry after 2026-12-01T03:12:00Z`],
      );
      c.every(
        30,
        "edge-tls",
        (r) => ["warn", `certificate for sni=${r.pick(zones)} expires in ${r.int(1, 3)} days, no renewal available`],
        30,
      );
    },
  },
  {
    estate: "cdn",
    category: "validation",
    origin: "edge-control",
    hints: ["validation", "schema", "rejected", "minimum", "invalid"],
    sev: "medium",
    note: "edge-control rejects every new config generation on schema validation (a negative TTL in one zone's rules); PoPs stay on an old generation.",
    play: (c) => {
      c.silence("edge-control", 0, 1);
      c.every(30, "edge-control", (_r, n) => [
        "error",
        `Config generation ${889400 + n} rejected: schema validation failed at $.zones[412].cache_rules[3].ttl: -1 is less than the minimum of 0 (zone larkspur.io)`,
      ]);
      c.every(
        60,
        "edge-control",
        () => ["warn", "PoPs remain on generation 889399; 37 pending rule changes not rolled out"],
        45,
      );
    },
  },
  {
    estate: "cdn",
    category: "null_reference",
    origin: "edge-tls",
    hints: ["unwrap", "none", "option", "null", "panicked"],
    sev: "high",
    note: "edge-tls panics on a None unwrap for SNI names without a certificate binding and its workers restart; handshakes fail and traffic drops.",
    play: (c) => {
      c.silence("edge-tls", 0, 0.8);
      c.every(3, "edge-tls", (r) => [
        "error",
        "worker exited abnormally, respawning",
        rustPanic(
          `tls-worker-${r.int(0, 15)}`,
          "called `Option::unwrap()` on a `None` value",
          "src/sni/resolver.rs:142:51",
        ),
      ]);
      c.every(2, "edge-cache", (r) => [
        "warn",
        `${r.pick(["lhr1", "ams2", "fra1"])}: requests/s down ${r.int(20, 45)}% vs 5m avg, tls terminator connection reset (edge-tls)`,
      ]);
      c.every(12, "log-shipper", () => ["warn", 'source "edge_tls" produced 0 events in last 10s'], 10);
    },
  },
  {
    estate: "cdn",
    category: "configuration",
    origin: "shield-cache",
    hints: ["config", "no upstream", "rev", "configured"],
    sev: "high",
    change: [35, ["shield-cache", "info", "config reloaded: rev 4471 (upstream pools 212 -> 187) by deploy pipeline"]],
    note: "A shield-cache config revision drops upstream pools; misses for those hosts fail with no upstream configured and the edge serves 502.",
    play: (c) => {
      c.silence("shield-cache", 0, 0.7);
      c.every(0.8, "shield-cache", (r) => [
        "error",
        `no upstream configured for host ${r.pick(["larkspur.io", "ticketnest.co.uk", "brightwell.org"])} (config rev 4471), returning 502`,
      ]);
      c.every(0.6, "edge-cache", (r) => [
        "error",
        `${r.pick(["larkspur.io", "ticketnest.co.uk", "brightwell.org"])} GET ${r.pick(["/", "/api/catalog"])} 502 TCP_MISS shield-cache error ttfb=${r.int(3, 20)}ms`,
      ]);
    },
  },
  {
    estate: "cdn",
    category: "dependency",
    origin: "purge-api",
    hints: ["nats", "no servers", "unavailable", "broker", "dependency"],
    sev: "medium",
    note: "The NATS cluster purge-api publishes purge jobs to becomes unavailable; purges are rejected with 503 while caching itself keeps working.",
    play: (c) => {
      c.silence("purge-api", 0, 1);
      c.silence("edge-control", 0, 0.2);
      c.every(5, "purge-api", (r) => [
        "error",
        `purge ${r.hex(12)} zone=${r.pick(zones)} rejected 503: publish purge.jobs: nats: no servers available for connection`,
      ]);
      c.every(20, "purge-api", (r) => [
        "warn",
        `nats reconnect attempt ${r.int(1, 60)} to nats://nats-purge.velox.internal:4222 failed`,
      ]);
      c.every(12, "config-api", () => ["warn", "purge-api returned 503, customer purge queued for retry"]);
    },
  },
  {
    estate: "cdn",
    category: "memory",
    origin: "edge-cache",
    hints: ["memory", "allocate", "oom", "out of memory"],
    sev: "high",
    note: "edge-cache's RAM cache grows past its limit, it fails allocations and restarts; hit ratio collapses and shield-cache gets the miss storm.",
    play: (c) => {
      c.every(
        25,
        "edge-cache",
        (_r, n) => ["warn", `ram cache ${(27.1 + n * 0.3).toFixed(1)} GiB of 30.0 GiB, eviction falling behind`],
        -100,
        30,
      );
      for (const s of [40, 230, 430, 620]) {
        c.at(
          s,
          "edge-cache",
          "fatal",
          `Fatal: couldn't allocate ${1 << 22} bytes (ram cache, arena 7): Cannot allocate memory`,
        );
        c.at(s + 0.3, "edge-cache", "error", "traffic_server: received signal 6 (Aborted), dumping core");
        c.silence("edge-cache", s, 1, s + 9);
        c.at(s + 9, "edge-cache", "info", "traffic_server: cache initialized, ram cache cold (0 objects)");
        c.every(
          0.4,
          "shield-cache",
          (r) => [
            "warn",
            `shield fetch host=${r.pick(zones)} queue depth ${r.int(200, 900)}, upstream_time=${r.int(400, 2500)}ms`,
          ],
          s + 9,
          s + 120,
        );
      }
    },
  },
  {
    estate: "cdn",
    category: "disk",
    origin: "log-shipper",
    hints: ["disk", "space", "no space", "os error 28", "buffer"],
    sev: "medium",
    note: "log-shipper's disk buffer volume fills up; writes fail with no space left on device and access logs are dropped.",
    play: (c) => {
      c.at(-60, "log-shipper", "warn", 'disk buffer "bq_edge_logs" volume /var/lib/vector 95% used');
      c.silence("log-shipper", 0, 0.9);
      c.every(4, "log-shipper", (r) => [
        "error",
        `Failed writing to disk buffer. error=No space left on device (os error 28) component_id=bq_edge_logs dropped_events=${r.int(500, 6000)}`,
      ]);
      c.every(8, "edge-cache", (r) => ["warn", `access log ring full, dropped ${r.int(200, 3000)} records`], 30);
    },
  },
  {
    estate: "cdn",
    category: "unknown",
    origin: "shield-cache",
    hints: ["exit", "crash", "unknown", "restart", "unavailable"],
    sev: "high",
    note: "shield-cache stops logging and keeps getting restarted without saying why; the edge sees connection refused on misses.",
    play: (c) => {
      c.silence("shield-cache", 0, 1);
      for (const s of [60, 200, 330, 500, 650])
        c.at(s, "shield-cache", "info", "shield-cache 2.31.4 starting, 212 upstream pools loaded");
      c.every(0.6, "edge-cache", (r) => [
        "error",
        `${r.pick(zones)} GET ${r.pick(["/", "/api/catalog", "/img/hero.webp"])} 502 TCP_MISS connect to shield-cache:8080 failed: Connection refused`,
      ]);
    },
  },

  // ---------------- dns ----------------
  {
    estate: "dns",
    category: "authentication",
    origin: "customer-portal",
    hints: ["invalid_client", "oidc", "authentication", "client", "auth"],
    sev: "medium",
    note: "customer-portal's OIDC client secret expires at the identity provider; every customer login fails with invalid_client.",
    play: (c) => {
      c.every(4, "customer-portal", (r, n) =>
        n % 2 === 0
          ? [
              "error",
              "(openid_connect) Authentication failure! invalid_client: Rack::OAuth2::Client::Error, invalid_client :: Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method).",
            ]
          : [
              "info",
              `Completed 302 Found in ${r.int(200, 600)}ms Redirected to https://portal.veloxdns.net/auth/failure?message=invalid_client&strategy=openid_connect`,
            ],
      );
    },
  },
  {
    estate: "dns",
    category: "authorization",
    origin: "zone-api",
    hints: ["accessdenied", "access denied", "not authorized", "403", "s3"],
    sev: "high",
    note: "zone-api's IAM role loses s3:PutObject on the zone bucket; every record change fails with AccessDenied and no zones are published.",
    play: (c) => {
      c.silence("zone-api", 0, 0.7);
      c.silence("zone-publisher", 0, 1);
      c.silence("dnssec-signer", 0, 1);
      c.every(4, "zone-api", (r, n) =>
        n % 3 === 0
          ? [
              "error",
              `PATCH /v2/zones/${r.pick(zones)}/records 500`,
              nodeStack(
                'AccessDenied: User: arn:aws:sts::418273650912:assumed-role/zone-api-prod/zone-api is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::velox-zones-prod/zones/larkspur.io.json" because no identity-based policy allows the s3:PutObject action',
                [
                  "throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:838:20)",
                  "/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:847:5",
                  "async ZoneStore.save (/app/dist/store/zone-store.js:44:9)",
                  "async RecordsController.patch (/app/dist/http/records.js:71:5)",
                ],
              ),
            ]
          : ["error", `PATCH /v2/zones/${r.pick(zones)}/records 500 ${r.int(40, 200)}ms`],
      );
      c.every(6, "customer-portal", (r) => [
        "error",
        `Zone update for ${r.pick(zones)} failed: zone-api responded 500`,
      ]);
    },
  },
  {
    estate: "dns",
    category: "database",
    origin: "dnssec-signer",
    hints: ["deadlock", "database", "psqlexception", "sql", "postgres"],
    sev: "medium",
    note: "dnssec-signer's key database deadlocks between the rollover job and signing transactions; most signing requests fail and zone changes stop reaching nameservers.",
    play: (c) => {
      c.at(-5, "dnssec-signer", "info", "KSK/ZSK rollover job started for 1,284 zones (batch size 200)");
      c.silence("dnssec-signer", 0, 0.85);
      c.silence("zone-publisher", 0, 0.85);
      c.every(4, "dnssec-signer", (r) => [
        "error",
        `Signing ${r.pick(zones)}. failed`,
        javaStack(
          r,
          `org.springframework.dao.CannotAcquireLockException: could not execute statement; SQL [update zone_keys set state=? where zone_id=? and key_tag=?]`,
          [
            "org.hibernate.exception.LockAcquisitionException.<init>(LockAcquisitionException.java:24)",
            "com.velox.dns.signer.KeyRepository.markActive(KeyRepository.java:92)",
            "com.velox.dns.signer.SigningService.sign(SigningService.java:133)",
          ],
          [
            `org.postgresql.util.PSQLException: ERROR: deadlock detected\n  Detail: Process ${r.int(8000, 9000)} waits for ShareLock on transaction ${r.int(990000, 999999)}; blocked by process ${r.int(8000, 9000)}.`,
            [
              "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
              "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
            ],
          ],
        ),
      ]);
      c.every(5, "zone-publisher", (r) => [
        "error",
        `zone ${r.pick(zones)}. not published: signer returned 500 (retry ${r.int(1, 5)})`,
      ]);
    },
  },
  {
    estate: "dns",
    category: "network",
    origin: "anycast-announcer",
    hints: ["bgp", "network", "session", "hold timer", "route"],
    sev: "high",
    note: "anycast-announcer's BGP sessions to both transits drop (hold timer expired, then connect timeouts); the prefix is withdrawn from this site and probes via it fail.",
    play: (c) => {
      c.silence("anycast-announcer", 0, 1);
      c.at(
        0,
        "anycast-announcer",
        "error",
        "bgp neighbor 203.0.113.1 (AS3356) state Established -> Idle: hold timer expired (sent NOTIFICATION 4/0)",
      );
      c.at(
        1.1,
        "anycast-announcer",
        "error",
        "bgp neighbor 198.18.7.1 (AS6453) state Established -> Idle: hold timer expired (sent NOTIFICATION 4/0)",
      );
      c.every(8, "anycast-announcer", (r) => [
        "warn",
        `bgp neighbor ${r.pick(["203.0.113.1", "198.18.7.1"])}: dial tcp ${r.pick(["203.0.113.1", "198.18.7.1"])}:179: connect: no route to host (retry in 30s)`,
      ]);
      c.every(6, "health-prober", (r) => [
        "error",
        `probe ns${r.int(1, 4)}.veloxdns.net from ${r.pick(["fra", "iad"])}: SOA query timed out after 2000ms (path via ams site)`,
      ]);
    },
  },
  {
    estate: "dns",
    category: "timeout",
    origin: "acme-issuer",
    hints: ["timeout", "timed out", "read timed out"],
    sev: "medium",
    note: "The public CA stops answering acme-issuer's requests in time; certificate orders for customer domains fail with read timeouts.",
    play: (c) => {
      c.every(8, "acme-issuer", (r, n) =>
        n % 3 === 0
          ? [
              "error",
              `order ${r.hex(10)} failed`,
              pyStack(
                [
                  ["/app/acme_issuer/worker.py", 97, "process", "order = client.new_order(csr_pem)"],
                  [
                    "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                    713,
                    "send",
                    "raise ReadTimeout(e, request=request)",
                  ],
                ],
                "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='acme-v02.api.letsencrypt.org', port=443): Read timed out. (read timeout=30)",
              ),
            ]
          : [
              "warn",
              `order ${r.hex(10)} for ${r.pick(zones)}: ACME newOrder timed out after 30s, attempt ${r.int(1, 3)}/3`,
            ],
      );
      c.every(
        20,
        "customer-portal",
        (r) => ["warn", `certificate request for ${r.pick(zones)} still pending after ${r.int(5, 20)} min`],
        60,
      );
    },
  },
  {
    estate: "dns",
    category: "rate_limiting",
    origin: "query-stats",
    hints: ["rate", "limit", "quota", "exceeded", "ratelimitexceeded"],
    sev: "medium",
    note: "query-stats exceeds BigQuery's table update rate limit; rollups stop landing and the portal's analytics go stale.",
    play: (c) => {
      c.silence("query-stats", 0, 1);
      c.every(15, "query-stats", (_r) => [
        "warn",
        "rollup write deferred: com.google.cloud.bigquery.BigQueryException: Exceeded rate limits: too many table update operations for this table. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas (reason=rateLimitExceeded)",
      ]);
      c.every(
        60,
        "query-stats",
        (r, n) => [
          "error",
          `rollup backlog ${n + 2} windows, oldest ${n + 2} min; dropping window ${r.int(100, 999)} after 5 retries`,
        ],
        60,
      );
      c.every(20, "customer-portal", () => ["warn", "Analytics widget: query stats stale (last rollup > 5 min)"], 120);
    },
  },
  {
    estate: "dns",
    category: "validation",
    origin: "zone-publisher",
    hints: ["invalid", "validation", "ttl", "rejected", "unmarshal"],
    sev: "medium",
    note: "zone-publisher rejects zone builds because record TTLs now arrive as strings; no zone updates are pushed to the nameservers.",
    play: (c) => {
      c.silence("zone-publisher", 0, 1);
      c.silence("dnssec-signer", 0, 1);
      c.every(5, "zone-publisher", (r) => [
        "error",
        `zone ${r.pick(zones)}. build rejected: record ${r.pick(["www", "api", "@", "mail"])}: json: cannot unmarshal string into Go struct field Record.ttl of type uint32 (value "300s")`,
      ]);
      c.every(30, "zone-api", () => ["warn", "publish queue depth growing: 48 zones awaiting publisher ack"], 60);
    },
  },
  {
    estate: "dns",
    category: "null_reference",
    origin: "health-prober",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "high",
    note: "health-prober crashes on a NoneType answer and reports every nameserver unhealthy; anycast-announcer then withdraws the service prefix.",
    play: (c) => {
      c.silence("health-prober", 0, 1);
      c.every(20, "health-prober", () => [
        "error",
        "probe cycle failed, publishing all targets as unhealthy",
        pyStack(
          [
            ["/app/prober/cycle.py", 54, "run_cycle", "result = check_soa(target)"],
            ["/app/prober/checks.py", 88, "check_soa", "serial = answer.rrset[0].serial"],
          ],
          "AttributeError: 'NoneType' object has no attribute 'rrset'",
        ),
      ]);
      c.at(
        25,
        "anycast-announcer",
        "error",
        "health feed reports 198.51.100.53/32 unhealthy, withdrawing announcement from AS6453,AS3356",
      );
      c.silence("anycast-announcer", 25, 1);
      c.every(
        30,
        "anycast-announcer",
        () => ["warn", "announcement for 198.51.100.53/32 still withdrawn (health feed unhealthy)"],
        40,
      );
      c.every(10, "query-stats", (r) => ["warn", `ingest rate dropped ${r.int(30, 60)}% vs 15m avg for site ams`], 60);
    },
  },
  {
    estate: "dns",
    category: "configuration",
    origin: "zone-api",
    hints: ["config", "environment", "missing", "zone_bucket", "variable"],
    sev: "high",
    change: [20, ["zone-api", "info", "zone-api 3.22.0 starting (node v20.14.0) NODE_ENV=production"]],
    avoid: ["zone-api"],
    note: "zone-api 3.22.0 starts without the ZONE_BUCKET environment variable and crash-loops; the portal and zone publishing fail.",
    play: (c) => {
      c.silence("zone-api", 0, 1);
      c.silence("zone-publisher", 0, 1);
      for (const s of [0, 25, 70, 150, 300, 460, 620]) {
        c.at(s - 1, "zone-api", "info", "zone-api 3.22.0 starting (node v20.14.0) NODE_ENV=production");
        c.at(
          s,
          "zone-api",
          "fatal",
          "uncaught exception, exiting",
          nodeStack("Error: Missing required environment variable ZONE_BUCKET", [
            "loadConfig (/app/dist/config.js:19:15)",
            "Object.<anonymous> (/app/dist/server.js:8:16)",
            "Module._compile (node:internal/modules/cjs/loader:1358:14)",
          ]),
        );
      }
      c.every(5, "customer-portal", (r) => [
        "error",
        `Faraday::ConnectionFailed: Failed to open TCP connection to zone-api:8080 (Connection refused - connect(2) for "zone-api" port 8080) GET /dashboard/zones account=${r.int(10000, 99999)}`,
      ]);
    },
  },
  {
    estate: "dns",
    category: "dependency",
    origin: "dnssec-signer",
    hints: ["kms", "unavailable", "503", "dependency", "hsm"],
    sev: "medium",
    note: "The cloud KMS holding the signing keys answers dnssec-signer with 503; signing fails and zone changes queue up.",
    play: (c) => {
      c.silence("dnssec-signer", 0, 1);
      c.silence("zone-publisher", 0, 0.9);
      c.every(5, "dnssec-signer", (r) => [
        "error",
        `Signing ${r.pick(zones)}. failed: KMS Sign for key alias/velox-zsk-2026 failed`,
        javaStack(
          r,
          "software.amazon.awssdk.services.kms.model.KmsException: Service Unavailable (Service: Kms, Status Code: 503, Request ID: " +
            r.hex(8) +
            "-" +
            r.hex(4) +
            ")",
          [
            "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
            "software.amazon.awssdk.services.kms.DefaultKmsClient.sign(DefaultKmsClient.java:9144)",
            "com.velox.dns.signer.KmsKeySigner.sign(KmsKeySigner.java:51)",
          ],
        ),
      ]);
      c.every(6, "zone-publisher", (r) => ["warn", `zone ${r.pick(zones)}. waiting for signer (503), retry in 30s`]);
    },
  },
  {
    estate: "dns",
    category: "memory",
    origin: "zone-publisher",
    hints: ["memory", "out of memory", "oom", "runtime"],
    sev: "medium",
    note: "zone-publisher runs out of memory building a very large customer zone and crashes in a loop; other zones wait behind it.",
    play: (c) => {
      c.silence("zone-publisher", 0, 1);
      for (const s of [0, 95, 200, 320, 450, 590]) {
        c.at(s - 20, "zone-publisher", "info", "building zone mediahaus.de. (2,100,311 rrsets)");
        c.at(
          s,
          "zone-publisher",
          "fatal",
          "fatal error: runtime: out of memory",
          goPanic(c.r, "runtime: out of memory: cannot allocate 268435456-byte block (1879048192 in use)", [
            ["runtime.throw({0x1a2b3c, 0x16})", "/usr/local/go/src/runtime/panic.go"],
            ["github.com/velox/zone-publisher/build.(*Builder).addRRSet(...)", "/src/build/builder.go"],
            ["github.com/velox/zone-publisher/build.(*Builder).Build(0xc000a12000)", "/src/build/builder.go"],
          ]).slice(1),
        );
        c.at(s + 4, "zone-publisher", "info", "zone-publisher v1.44.2 started, 24 nameservers configured");
      }
      c.every(20, "zone-api", () => ["warn", "publish queue depth growing: zones awaiting publisher ack"], 60);
    },
  },
  {
    estate: "dns",
    category: "disk",
    origin: "authdns-ns",
    hints: ["disk", "space", "journal", "no space"],
    sev: "high",
    note: "authdns-ns's journal volume runs out of space; zone updates fail to be stored and served data goes stale.",
    play: (c) => {
      c.at(-30, "authdns-ns", "warn", "[knot] journal, disk usage 94% of /var/lib/knot");
      c.every(3, "authdns-ns", (r) => [
        "error",
        `[${r.pick(zones)}.] journal, failed to store changes (No space left on device)`,
      ]);
      c.every(8, "authdns-ns", (r) => [
        "error",
        `[${r.pick(zones)}.] IXFR, incoming, failed to apply changes (not enough space provided)`,
      ]);
      c.every(6, "zone-publisher", (r) => [
        "warn",
        `zone ${r.pick(zones)}. pushed but ns${r.int(1, 4)} still serves old serial after 60s`,
      ]);
    },
  },
  {
    estate: "dns",
    category: "unknown",
    origin: "dnssec-signer",
    hints: ["exit", "crash", "unknown", "restart"],
    sev: "medium",
    note: "dnssec-signer's JVM keeps exiting with code 1 without logging why; signing requests are refused while it restarts.",
    play: (c) => {
      c.silence("dnssec-signer", 0, 1);
      for (const s of [0, 80, 170, 280, 400, 530, 680]) {
        c.at(
          s + 10,
          "dnssec-signer",
          "info",
          "Started DnssecSignerApplication in 11.204 seconds (process running for 12.01)",
        );
        c.at(s + 40, "dnssec-signer", "error", "Process exited with code 1");
      }
      c.every(6, "zone-publisher", (r) => [
        "error",
        `zone ${r.pick(zones)}. signing request failed: Post "http://dnssec-signer:8080/v1/sign": dial tcp 10.60.2.9:8080: connect: connection refused`,
      ]);
    },
  },
];
