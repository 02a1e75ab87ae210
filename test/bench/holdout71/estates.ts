// The four made-up estates of holdout71 (a mobile operator's core and its messaging/porting side; a CDN and its
// DNS/certificate side): services, runtimes, the normal request flows and the constant background of each.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "go" | "python" | "node" | "dotnet" | "ruby" | "cpp" | "rust";
export type Line = [svc: string, level: Level, msg: string];

export interface Flow {
  perMin: number;
  steps: (r: Rng) => Line[];
}
export interface Periodic {
  everySec: number;
  jitter?: number;
  line: (r: Rng) => Line;
}
export interface Estate {
  key: string;
  ns: string;
  traces: "w3c" | "short" | null;
  services: Record<string, Runtime>;
  flows: Flow[];
  periodic: Periodic[];
  /** the one service with a constant harmless complaint */
  noisy: Periodic;
  /** near-incident unrelated change lines, by service */
  deploys: Line[];
}

const msisdn = (r: Rng) => `4477${r.int(10000000, 99999999)}`;
const imsi = (r: Rng) => `23415${r.int(1000000000, 9999999999)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const zone = (r: Rng) =>
  r.pick([
    "shopfront-eu.com",
    "larkspur.io",
    "mediahaus.de",
    "ticketnest.co.uk",
    "pixelgrove.net",
    "brightwell.org",
    "quayside-news.com",
    "nordfjell.no",
  ]);
const brokenZone = (r: Rng) =>
  r.pick(["old-campaign-2019.com", "lamelodge.net", "ex-partner.biz", "tempsite-42.org", "dangling.shopfront-eu.com"]);

export const ESTATES: Record<string, Estate> = {
  // Kestrel Mobile, core network & provisioning. W3C trace ids.
  core: {
    key: "core",
    ns: "kestrel-core",
    traces: "w3c",
    services: {
      "selfcare-bff": "node",
      "subscriber-prov": "java",
      "udm-sbi": "go",
      "hss-diameter": "cpp",
      "pcf-policy": "java",
      "ocs-charging": "java",
      "cdr-mediation": "python",
      "esim-smdp": "java",
      "notify-dispatch": "python",
    },
    flows: [
      {
        perMin: 70,
        steps: (r) => {
          const m = msisdn(r);
          return [
            ["selfcare-bff", "info", `GET /api/v3/subscriptions/${m}/balance 200 ${ms(r, 40, 220)}ms`],
            [
              "ocs-charging",
              "info",
              `Balance query msisdn=${m} account=A${r.int(100000, 999999)} main=${r.int(0, 9000) / 100} GBP data_remaining=${r.int(0, 30000)}MB`,
            ],
          ];
        },
      },
      {
        perMin: 90,
        steps: (r) => {
          const i = imsi(r);
          const sid = r.int(1000, 9999);
          return [
            [
              "ocs-charging",
              "info",
              `Gy CCR-U session=gy.pgw01.kestrel;${sid};${r.int(100, 999)} rsu=${r.pick([1048576, 5242880, 10485760])} -> CCA result=2001 gsu=${r.pick([5242880, 10485760])}`,
            ],
            [
              "pcf-policy",
              "info",
              `N7 SmPolicyUpdate supi=imsi-${i} dnn=internet trigger=${r.pick(["US_RE", "RES_MO_RE", "AC_TY_CH"])} decision=applied (${ms(r, 3, 30)} ms)`,
            ],
          ];
        },
      },
      {
        perMin: 60,
        steps: (r) => {
          const i = imsi(r);
          return [
            ["udm-sbi", "info", `[udm] GET /nudm-sdm/v2/imsi-${i}/am-data 200 ${ms(r, 2, 18)}ms plmn=234-15`],
            [
              "hss-diameter",
              "info",
              `[s6a] ULR from mme${r.int(1, 4)}.kestrel.epc imsi=${i} -> ULA DIAMETER_SUCCESS (2001)`,
            ],
          ];
        },
      },
      {
        perMin: 14,
        steps: (r) => {
          const m = msisdn(r);
          const o = `ORD-${r.int(4000000, 4999999)}`;
          return [
            ["selfcare-bff", "info", `POST /api/v3/orders 202 ${ms(r, 90, 400)}ms order=${o}`],
            ["subscriber-prov", "info", `Provisioning order ${o} msisdn=${m} steps=[HSS,UDM,PCF,OCS] started`],
            [
              "udm-sbi",
              "info",
              `[udm] PUT /nudr-dr/v2/subscription-data/imsi-${imsi(r)}/provisioned-data 204 ${ms(r, 4, 25)}ms`,
            ],
            ["subscriber-prov", "info", `Provisioning order ${o} completed in ${ms(r, 300, 1900)} ms`],
          ];
        },
      },
      {
        perMin: 5,
        steps: (r) => {
          const e = `89440${r.int(100000000, 999999999)}${r.int(10000, 99999)}`;
          return [
            ["selfcare-bff", "info", `POST /api/v3/esim/activate 202 ${ms(r, 120, 600)}ms`],
            ["esim-smdp", "info", `ES2+ DownloadOrder ok iccid=${e} profileType=KSTRL_CONSUMER_V4`],
            [
              "esim-smdp",
              "info",
              `ES2+ ConfirmOrder ok iccid=${e} matchingId=${r.hex(5).toUpperCase()}-${r.hex(5).toUpperCase()}`,
            ],
          ];
        },
      },
      {
        perMin: 9,
        steps: (r) => [
          [
            "notify-dispatch",
            "info",
            `sms notification queued template=${r.pick(["bill_ready", "bundle_80pct", "topup_ok", "roaming_welcome"])} to=${msisdn(r)}`,
          ],
        ],
      },
    ],
    periodic: [
      { everySec: 15, jitter: 3, line: (r) => ["selfcare-bff", "info", `GET /healthz 200 ${ms(r, 1, 4)}ms`] },
      { everySec: 15, jitter: 3, line: () => ["subscriber-prov", "debug", "GET /actuator/health 200"] },
      {
        everySec: 30,
        jitter: 2,
        line: (r) => [
          "hss-diameter",
          "info",
          `[diam] DWR/DWA mme${r.int(1, 4)}.kestrel.epc rtt=${ms(r, 1, 6)}ms state=OPEN`,
        ],
      },
      {
        everySec: 60,
        jitter: 5,
        line: (r) => [
          "cdr-mediation",
          "info",
          `batch CDR_PGW_${r.int(100000, 999999)}.asn1 decoded: ${r.int(8000, 30000)} records, ${r.int(0, 3)} rejected, forwarded to billing in ${ms(r, 400, 2200)} ms`,
        ],
      },
      {
        everySec: 45,
        jitter: 10,
        line: (r) => [
          "pcf-policy",
          "warn",
          `Gx peer pgw0${r.int(1, 3)}.kestrel.epc watchdog timeout, state SUSPECT; reconnecting`,
        ],
      },
      {
        everySec: 47,
        jitter: 10,
        line: (r) => ["pcf-policy", "info", `Gx peer pgw0${r.int(1, 3)}.kestrel.epc CER/CEA ok, state OPEN`],
      },
      {
        everySec: 120,
        jitter: 20,
        line: () => [
          "ocs-charging",
          "warn",
          "HHH000431: Unable to determine H2 database version, certain features may not work (deprecated dialect org.hibernate.dialect.PostgreSQL10Dialect, use PostgreSQLDialect)",
        ],
      },
      {
        everySec: 90,
        jitter: 30,
        line: (r) => [
          "esim-smdp",
          "warn",
          `ES9+ AuthenticateClient retry ${r.int(1, 2)}/3 for eid 8904903200${r.int(1000, 9999)}${r.int(10000000, 99999999)}: device returned undefinedError, retry succeeded`,
        ],
      },
    ],
    noisy: {
      everySec: 6,
      jitter: 3,
      line: (r) => [
        "notify-dispatch",
        "error",
        `SMPP submit to ${msisdn(r)} rejected by sms-gw: ESME_RINVDSTADR (0x0000000B) - invalid destination, dropping`,
      ],
    },
    deploys: [
      ["selfcare-bff", "info", "Starting selfcare-bff v5.31.2 (node v20.14.0) in production mode, listening on :8080"],
      ["cdr-mediation", "info", "config reloaded from /etc/mediation/rules.yaml (ruleset 2026.11.3, 212 rules)"],
      ["esim-smdp", "info", "Started SmdpApplication in 14.201 seconds (process running for 15.87)"],
    ],
  },

  // Kestrel Mobile, messaging, porting and the customer side. No trace ids.
  msg: {
    key: "msg",
    ns: "kestrel-msg",
    traces: null,
    services: {
      "sms-gateway": "go",
      "smsc-core": "cpp",
      "mnp-portal": "ruby",
      "npdb-sync": "python",
      "esim-activation": "dotnet",
      "selfcare-web": "node",
      "billing-api": "dotnet",
      "dlr-worker": "go",
      "event-relay": "java",
    },
    flows: [
      {
        perMin: 110,
        steps: (r) => {
          const id = r.hex(16);
          const d = msisdn(r);
          return [
            [
              "sms-gateway",
              "info",
              `submit_sm ok system_id=${r.pick(["bankotp", "parcelping", "clinicrem", "ridehail"])} dst=${d} msg_id=${id} segments=${r.int(1, 3)} latency=${ms(r, 8, 60)}ms`,
            ],
            [
              "smsc-core",
              "info",
              `MT ${id} routed via ${r.pick(["MAP", "SGd", "IMS"])} to ${d}, deliver_sm status=DELIVRD`,
            ],
          ];
        },
      },
      {
        perMin: 60,
        steps: (r) => [
          [
            "dlr-worker",
            "info",
            `dlr msg_id=${r.hex(16)} stat=DELIVRD err=000 pushed to ${r.pick(["bankotp", "parcelping", "clinicrem"])} webhook 200`,
          ],
        ],
      },
      {
        perMin: 30,
        steps: (r) => [
          ["selfcare-web", "info", `GET /account/bills ${r.pick([200, 200, 200, 304])} ${ms(r, 60, 300)}ms`],
          [
            "billing-api",
            "info",
            `HTTP GET /v2/accounts/${r.int(1000000, 9999999)}/invoices responded 200 in ${ms(r, 20, 140)}.${r.int(0, 9)} ms`,
          ],
        ],
      },
      {
        perMin: 8,
        steps: (r) => {
          const p = `PRT-${r.int(100000, 999999)}`;
          return [
            [
              "mnp-portal",
              "info",
              `Completed 201 Created in ${ms(r, 80, 250)}ms (Views: 0.4ms | ActiveRecord: ${ms(r, 3, 20)}.1ms) port_request=${p}`,
            ],
            ["npdb-sync", "info", `port-in ${p} for ${msisdn(r)} submitted to clearinghouse, ack ${r.hex(8)}`],
          ];
        },
      },
      {
        perMin: 5,
        steps: (r) => [
          ["selfcare-web", "info", `POST /esim/activate 202 ${ms(r, 200, 700)}ms`],
          [
            "esim-activation",
            "info",
            `Activation ${r.hex(8)} profile downloaded, notification sent to device (SM-DP+ ${ms(r, 300, 1200)} ms)`,
          ],
        ],
      },
      {
        perMin: 20,
        steps: (r) => [
          [
            "event-relay",
            "info",
            `Published ${r.int(20, 400)} records to topic sms.events partition ${r.int(0, 11)} (acks=all, ${ms(r, 2, 15)}ms)`,
          ],
        ],
      },
    ],
    periodic: [
      { everySec: 10, jitter: 2, line: (r) => ["selfcare-web", "info", `GET /health 200 ${ms(r, 1, 3)}ms`] },
      {
        everySec: 20,
        jitter: 2,
        line: () => ["billing-api", "debug", "Health check 'self' completed with status Healthy"],
      },
      {
        everySec: 30,
        jitter: 3,
        line: (r) => [
          "smsc-core",
          "info",
          `[smpp] enquire_link_resp from esme ${r.pick(["bankotp", "parcelping", "clinicrem", "ridehail"])} ok`,
        ],
      },
      {
        everySec: 35,
        jitter: 15,
        line: (r) => [
          "mnp-portal",
          "warn",
          `Port request PRT-${r.int(100000, 999999)} rejected by donor ${r.pick(["Vodafone UK", "EE", "Three UK", "giffgaff"])}: PAC code mismatch (reason 16)`,
        ],
      },
      {
        everySec: 70,
        jitter: 20,
        line: (r) => [
          "esim-activation",
          "warn",
          `Profile download attempt 1 failed for activation ${r.hex(8)} (device offline), retrying in 30s`,
        ],
      },
      {
        everySec: 75,
        jitter: 20,
        line: (r) => ["esim-activation", "info", `Activation ${r.hex(8)} profile downloaded on attempt 2`],
      },
      {
        everySec: 180,
        jitter: 30,
        line: () => [
          "selfcare-web",
          "warn",
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        ],
      },
      {
        everySec: 60,
        jitter: 4,
        line: (r) => [
          "npdb-sync",
          "info",
          `delta sync from clearinghouse: ${r.int(30, 400)} ported numbers applied, lag ${r.int(1, 9)}s`,
        ],
      },
    ],
    noisy: {
      everySec: 4,
      jitter: 2,
      line: (r) => [
        "dlr-worker",
        "warn",
        `dlr for msg_id=${r.hex(16)} has unknown stat=UNDELIV err=${r.pick(["001", "005", "029"])}; client webhook not configured, discarding`,
      ],
    },
    deploys: [
      ["billing-api", "info", "Now listening on: http://[::]:8080 (BillingApi 2026.11.27.3, .NET 8.0.6)"],
      ["event-relay", "info", "Kafka producer config reloaded: linger.ms=10 batch.size=65536"],
      ["mnp-portal", "info", "Puma starting in cluster mode... Version 6.4.2, Ruby 3.3.1 (mnp-portal release 1842)"],
    ],
  },

  // Velox Edge, CDN. Short request ids.
  cdn: {
    key: "cdn",
    ns: "velox-edge",
    traces: "short",
    services: {
      "edge-cache": "cpp",
      "shield-cache": "go",
      "purge-api": "go",
      "waf-engine": "go",
      "edge-tls": "rust",
      "log-shipper": "rust",
      "config-api": "ruby",
      "cert-issuer": "python",
      "edge-control": "java",
    },
    flows: [
      {
        perMin: 240,
        steps: (r) => {
          const z = zone(r);
          const hit = r.chance(0.87);
          const path = r.pick([
            "/static/app.js",
            "/img/hero.webp",
            "/api/catalog",
            "/",
            "/fonts/inter.woff2",
            "/video/seg_0042.ts",
          ]);
          const out: Line[] = [
            [
              "edge-cache",
              "info",
              `${z} GET ${path} ${hit ? 200 : 200} ${hit ? "TCP_HIT" : "TCP_MISS"} bytes=${r.int(800, 900000)} ttfb=${hit ? ms(r, 1, 9) : ms(r, 30, 180)}ms pop=${r.pick(["lhr1", "ams2", "fra1", "cdg1"])}`,
            ],
          ];
          if (!hit)
            out.push([
              "shield-cache",
              "info",
              `shield fetch host=${z} path=${path} upstream_status=200 upstream_time=${ms(r, 20, 160)}ms cache=STORE`,
            ]);
          return out;
        },
      },
      {
        perMin: 12,
        steps: (r) => [
          [
            "config-api",
            "info",
            `Completed 200 OK in ${ms(r, 30, 150)}ms (Views: 1.2ms | ActiveRecord: ${ms(r, 2, 20)}.4ms) GET /v1/zones/${zone(r)}/rules`,
          ],
        ],
      },
      {
        perMin: 4,
        steps: (r) => {
          const z = zone(r);
          const id = r.hex(12);
          return [
            [
              "purge-api",
              "info",
              `purge ${id} accepted zone=${z} type=${r.pick(["url", "tag", "prefix"])} count=${r.int(1, 40)}`,
            ],
            ["edge-control", "info", `Fan-out purge ${id} to 38 PoPs completed in ${ms(r, 180, 900)} ms`],
            ["edge-cache", "info", `purge ${id} applied: ${r.int(2, 400)} objects invalidated`],
          ];
        },
      },
      {
        perMin: 30,
        steps: (r) => [
          [
            "edge-tls",
            "info",
            `handshake ok sni=${zone(r)} proto=${r.pick(["TLSv1.3", "TLSv1.3", "TLSv1.2"])} cipher=${r.pick(["TLS_AES_128_GCM_SHA256", "TLS_CHACHA20_POLY1305_SHA256", "ECDHE-RSA-AES128-GCM-SHA256"])} resumed=${r.pick(["true", "false"])}`,
          ],
        ],
      },
    ],
    periodic: [
      {
        everySec: 10,
        jitter: 1,
        line: (r) => [
          "log-shipper",
          "info",
          `sink "bq_edge_logs": flushed ${r.int(3000, 14000)} events (${r.int(2, 9)}.${r.int(0, 9)} MiB) in ${ms(r, 80, 400)}ms`,
        ],
      },
      { everySec: 15, jitter: 2, line: () => ["config-api", "info", 'Started GET "/up" for 10.40.3.2'] },
      {
        everySec: 30,
        jitter: 3,
        line: (r) => ["edge-control", "info", `Config generation ${r.int(880000, 889999)} acknowledged by 38/38 PoPs`],
      },
      {
        everySec: 60,
        jitter: 10,
        line: (r) => [
          "cert-issuer",
          "info",
          `renewal scan: ${r.int(1200, 1400)} certificates, ${r.int(0, 4)} due within 30 days, queued`,
        ],
      },
      {
        everySec: 100,
        jitter: 30,
        line: (r) => [
          "shield-cache",
          "warn",
          `upstream ${zone(r)} connect attempt 1 failed (i/o timeout), retry 2 succeeded in ${ms(r, 200, 900)}ms`,
        ],
      },
      {
        everySec: 150,
        jitter: 30,
        line: () => [
          "config-api",
          "warn",
          "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` directly instead.",
        ],
      },
      {
        everySec: 40,
        jitter: 15,
        line: (r) => [
          "edge-cache",
          "warn",
          `${zone(r)} GET /api/catalog 502 upstream returned malformed header, served stale (age=${r.int(10, 300)}s)`,
        ],
      },
    ],
    noisy: {
      everySec: 3,
      jitter: 2,
      line: (r) => [
        "waf-engine",
        "warn",
        `[client ${r.int(20, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}] ModSecurity: Access denied with code 403 (phase 2). Matched "Operator \`Rx' with parameter \`(?i)(sqlmap|nikto|masscan)'" [id "913100"] [msg "Found User-Agent associated with security scanner"] [hostname "${zone(r)}"]`,
      ],
    },
    deploys: [
      ["config-api", "info", '* Puma version: 6.4.2 ("The Eagle of Durango") config-api release v2026.11.30.1 booted'],
      ["log-shipper", "info", 'Vector has started. version="0.39.0" arch="x86_64" revision="73da9bb 2024-06-17"'],
      ["edge-control", "info", "Rolling out edge-control 4.18.2: instance edge-control-2 ready"],
    ],
  },

  // Velox DNS, authoritative DNS, anycast and certificates for customers. No trace ids.
  dns: {
    key: "dns",
    ns: "velox-dns",
    traces: null,
    services: {
      "authdns-ns": "cpp",
      "anycast-announcer": "go",
      "zone-api": "node",
      "zone-publisher": "go",
      "dnssec-signer": "java",
      "health-prober": "python",
      "customer-portal": "ruby",
      "acme-issuer": "python",
      "query-stats": "java",
    },
    flows: [
      {
        perMin: 200,
        steps: (r) => {
          const z = zone(r);
          const q = r.pick(["A", "AAAA", "HTTPS", "MX", "TXT", "CNAME"]);
          return [
            [
              "authdns-ns",
              "info",
              `query: ${r.pick(["www.", "api.", "", "cdn.", "mail."])}${z} IN ${q} +E(0)${r.pick(["", "D", "DC"])} (${r.int(10, 250)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}) NOERROR aa`,
            ],
          ];
        },
      },
      {
        perMin: 18,
        steps: (r) => {
          const z = zone(r);
          const s = 2026113000 + r.int(1, 99);
          return [
            ["zone-api", "info", `PATCH /v2/zones/${z}/records 200 ${ms(r, 30, 160)}ms`],
            [
              "zone-publisher",
              "info",
              `zone ${z}. serial ${s} built (${r.int(5, 900)} rrsets), pushed to 24 nameservers`,
            ],
            [
              "dnssec-signer",
              "info",
              `Signed ${z}. serial ${s} with ZSK tag ${r.int(10000, 65000)} (${r.int(10, 900)} RRSIGs, ${ms(r, 8, 90)} ms)`,
            ],
            ["authdns-ns", "info", `[${z}.] zone updated, serial ${s - 1} -> ${s}`],
          ];
        },
      },
      {
        perMin: 14,
        steps: (r) => [
          [
            "customer-portal",
            "info",
            `Completed 200 OK in ${ms(r, 40, 220)}ms (Views: 12.8ms | ActiveRecord: ${ms(r, 3, 30)}.0ms) GET /dashboard/zones`,
          ],
          ["zone-api", "info", `GET /v2/zones?account=${r.int(10000, 99999)} 200 ${ms(r, 10, 90)}ms`],
        ],
      },
      {
        perMin: 3,
        steps: (r) => [
          [
            "acme-issuer",
            "info",
            `order ${r.hex(10)} for ${zone(r)}: dns-01 challenge valid, certificate issued (expires in 90 days)`,
          ],
        ],
      },
    ],
    periodic: [
      { everySec: 15, jitter: 2, line: (r) => ["zone-api", "info", `GET /healthz 200 ${ms(r, 1, 3)}ms`] },
      {
        everySec: 5,
        jitter: 1,
        line: (r) => [
          "anycast-announcer",
          "debug",
          `health ok for 198.51.100.53/32 (local resolver check ${ms(r, 1, 4)}ms), keeping announcement to AS6453,AS3356`,
        ],
      },
      {
        everySec: 20,
        jitter: 3,
        line: (r) => [
          "health-prober",
          "info",
          `probe ns${r.int(1, 4)}.veloxdns.net from ${r.pick(["fra", "iad", "sin", "gru"])}: SOA ok, rtt ${ms(r, 4, 90)}ms`,
        ],
      },
      {
        everySec: 60,
        jitter: 5,
        line: (r) => [
          "query-stats",
          "info",
          `rollup window closed: ${r.int(1800000, 2600000)} queries, NXDOMAIN ${r.int(3, 9)}.${r.int(0, 9)}%, SERVFAIL 0.${r.int(1, 6)}%`,
        ],
      },
      {
        everySec: 12,
        jitter: 6,
        line: (r) => [
          "authdns-ns",
          "info",
          `query: ${r.pick(["wpad.", "x.", "autodiscover.", "_dmarc."])}${zone(r)} IN A (${r.int(10, 250)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}) NXDOMAIN aa`,
        ],
      },
      {
        everySec: 130,
        jitter: 30,
        line: () => [
          "query-stats",
          "warn",
          "WARNING: An illegal reflective access operation has occurred (deprecated sun.misc.Unsafe usage in io.netty.util.internal.PlatformDependent0); please upgrade netty",
        ],
      },
      {
        everySec: 90,
        jitter: 20,
        line: (r) => [
          "acme-issuer",
          "warn",
          `order ${r.hex(10)}: dns-01 TXT not yet visible at 2/4 nameservers, retrying in 10s (attempt 1)`,
        ],
      },
    ],
    noisy: {
      everySec: 3,
      jitter: 2,
      line: (r) => [
        "authdns-ns",
        "error",
        `[${brokenZone(r)}.] zone expired, answering SERVFAIL for ${r.pick(["www.", "", "mail."])}${brokenZone(r)} IN ${r.pick(["A", "AAAA", "MX"])} (master unreachable since 2026-11-2${r.int(1, 8)})`,
      ],
    },
    deploys: [
      [
        "customer-portal",
        "info",
        "=> Booting Puma / Rails 7.1.3 application starting in production (customer-portal v912)",
      ],
      ["query-stats", "info", "Started QueryStatsApplication in 9.114 seconds (JVM running for 10.02)"],
      ["health-prober", "info", "reloaded probe targets from /etc/prober/targets.yaml: 96 targets"],
    ],
  },
};
