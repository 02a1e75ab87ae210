// Four made-up security-operations companies: their services, request flows, periodic jobs and harmless noise.
import type { Level } from "./formats.js";

export type Step = [svc: string, level: Level, tpl: string];
export interface Flow {
  weight: number;
  steps: Step[];
}
export interface Periodic {
  svc: string;
  every: number; // mean seconds
  level: Level;
  tpl: string;
}
export interface Estate {
  key: string;
  namespace: string;
  traces: boolean;
  services: string[];
  flows: Flow[];
  periodic: Periodic[];
  noisy: Periodic;
  retries: { svc: string; warn: string; ok: string }[];
  deploys: { svc: string; lines: string[] }[];
}

const health = (svc: string, every = 15): Periodic => ({
  svc,
  every,
  level: "debug",
  tpl: `GET /healthz 200 {int:1-4}ms`,
});

/** SIEM / log-analytics vendor (trace ids on request paths). */
const vigil: Estate = {
  key: "vigilsec",
  namespace: "vigil-prod",
  traces: true,
  services: [
    "ingest-gw",
    "syslog-relay",
    "parser-pool",
    "geoip-enricher",
    "intel-sync",
    "search-data",
    "rule-engine",
    "alert-dispatch",
    "case-api",
    "console-bff",
  ],
  flows: [
    {
      weight: 6,
      steps: [
        ["ingest-gw", "info", "POST /v1/events tenant=t-{int:1000-1099} batch={n} -> 202 in {int:8-60}ms"],
        [
          "parser-pool",
          "info",
          "[main] pipeline tenant=t-{int:1000-1099}: parsed {n} events, dropped 0 ({int:4-40}ms)",
        ],
        [
          "geoip-enricher",
          "info",
          "enriched batch: {n} events, geo hits {int:30-800}, asn hits {int:30-800} ({int:2-15} ms)",
        ],
        ["search-data", "debug", "[events-2026.06][{int:0-5}] bulk indexed {n} docs took[{int:4-40}ms]"],
      ],
    },
    {
      weight: 2,
      steps: [
        [
          "syslog-relay",
          "info",
          "forwarded {n} messages from {pick:fw-edge-01|fw-edge-02|core-sw-3|vpn-asa-1} to ingest-gw (queue 0)",
        ],
        ["ingest-gw", "info", "POST /v1/syslog batch={n} -> 202 in {int:10-80}ms"],
      ],
    },
    {
      weight: 3,
      steps: [
        [
          "console-bff",
          "info",
          "GET /api/search?range=24h 200 {int:120-900}ms user=analyst{int:1-40}@{pick:acme-bank|northpeak|kestrel-health}",
        ],
        [
          "search-data",
          "info",
          "[events-*][{int:0-5}] took[{int:40-700}ms], total_hits[{int:0-90000} hits], search_type[QUERY_THEN_FETCH]",
        ],
      ],
    },
    {
      weight: 2,
      steps: [
        ["rule-engine", "info", "rule R-{int:1000-1400} evaluated window=5m matches=0 ({int:20-300}ms)"],
        ["search-data", "debug", "[events-*][{int:0-5}] took[{int:10-200}ms], total_hits[{int:0-400} hits]"],
      ],
    },
    {
      weight: 1,
      steps: [
        ["console-bff", "info", "PATCH /api/cases/C-{int:20000-29999} 200 {int:30-200}ms"],
        [
          "case-api",
          "info",
          "Completed 200 OK in {int:20-140}ms (Views: {dec:0-2}ms | ActiveRecord: {dec:2-30}ms | Allocations: {int:1000-9000})",
        ],
      ],
    },
    {
      weight: 1,
      steps: [
        [
          "rule-engine",
          "info",
          'detection fired rule=R-2207 "Internal port scan" host=pt-kali-0{int:1-4} tenant=t-1004 severity=low',
        ],
        [
          "alert-dispatch",
          "info",
          "alert A-{int:500000-599999} routed to {pick:#soc-triage|#tenant-1004} via slack (200, {int:80-400}ms)",
        ],
        [
          "case-api",
          "info",
          "Completed 201 Created in {int:30-120}ms (Views: 0.4ms | ActiveRecord: {dec:4-20}ms | Allocations: {int:2000-9000})",
        ],
      ],
    },
  ],
  periodic: [
    health("ingest-gw"),
    health("console-bff"),
    health("geoip-enricher", 30),
    {
      svc: "intel-sync",
      every: 60,
      level: "info",
      tpl: "feed {pick:abuse-ch-urlhaus|otx-pulses|spamhaus-drop|tor-exits} refreshed: {int:100-9000} indicators (+{int:0-90} / -{int:0-40})",
    },
    {
      svc: "intel-sync",
      every: 240,
      level: "warn",
      tpl: "feed {pick:misp-community|otx-pulses} late: last successful pull {int:31-80} min ago (expected every 30 min)",
    },
    {
      svc: "parser-pool",
      every: 25,
      level: "warn",
      tpl: "[main] _grokparsefailure for device {pick:printer-hq-2|ups-mgmt-1|badge-reader-7|legacy-nas} ({int:1-12} events sent to dead-letter)",
    },
    {
      svc: "rule-engine",
      every: 45,
      level: "info",
      tpl: "detection fired rule=R-{pick:2207|1188|1302} host=pt-{pick:kali|win}-0{int:1-4} tenant=t-1004 (pentest allow-list) suppressed",
    },
    {
      svc: "search-data",
      every: 90,
      level: "info",
      tpl: "[search-data-{int:0-3}] [gc][{int:10000-90000}] overhead, spent [{int:60-280}ms] collecting in the last [1s]",
    },
    {
      svc: "case-api",
      every: 120,
      level: "warn",
      tpl: "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2",
    },
    {
      svc: "console-bff",
      every: 180,
      level: "warn",
      tpl: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
    },
    {
      svc: "geoip-enricher",
      every: 300,
      level: "info",
      tpl: "GeoLite2-City.mmdb build 2026-06-0{int:1-2} loaded, {int:3000000-3900000} networks",
    },
  ],
  noisy: {
    svc: "syslog-relay",
    every: 6,
    level: "error",
    tpl: "parse error from {ip10}:514: RFC5424 header invalid, message dropped (len={int:40-900})",
  },
  retries: [
    {
      svc: "alert-dispatch",
      warn: "slack webhook returned 502, retrying in 500ms (attempt 1/3)",
      ok: "slack webhook delivered on attempt 2",
    },
    {
      svc: "parser-pool",
      warn: "bulk request to search-data rejected 3 docs (es_rejected_execution_exception), retrying",
      ok: "bulk retry succeeded (3 docs)",
    },
  ],
  deploys: [
    {
      svc: "console-bff",
      lines: [
        "shutting down on SIGTERM (rolling update)",
        "console-bff 3.41.{int:0-9} listening on :8080 (node v20.{int:10-18}.0)",
      ],
    },
    { svc: "rule-engine", lines: ["rule pack reloaded: 1412 rules (3 added, 1 disabled) from git sha {hex:7}"] },
  ],
};

/** Endpoint (EDR) vendor: agents, policies, signatures, sandbox. No trace ids. */
const bright: Estate = {
  key: "brightfort",
  namespace: "bf-endpoint",
  traces: false,
  services: [
    "agent-edge",
    "checkin-svc",
    "policy-svc",
    "sigupdate-sync",
    "sandbox-broker",
    "detonator",
    "verdict-api",
    "asset-inventory",
    "patch-report",
    "telemetry-writer",
  ],
  flows: [
    {
      weight: 8,
      steps: [
        ["agent-edge", "info", '{ip} - - "POST /agent/v3/checkin HTTP/1.1" 200 {int:300-2400} rt={dec:0-1}'],
        [
          "checkin-svc",
          "info",
          "agent {hex:12} checked in os={pick:win11|win10|macos14|ubuntu22} ver=7.{int:2-4}.{int:0-9} policy=rev-{int:410-412} sig=2026.06.{int:10-12}",
        ],
        ["policy-svc", "debug", "Policy rev-{int:410-412} served from cache for tenant {int:3000-3400}"],
      ],
    },
    {
      weight: 4,
      steps: [
        ["agent-edge", "info", '{ip} - - "POST /agent/v3/telemetry HTTP/1.1" 204 0 rt={dec:0-1}'],
        ["telemetry-writer", "info", "wrote {int:50-2000} process events for tenant {int:3000-3400} in {int:3-40}ms"],
      ],
    },
    {
      weight: 2,
      steps: [
        ["agent-edge", "info", '{ip} - - "POST /agent/v3/files HTTP/1.1" 202 {int:20-90} rt={dec:0-2}'],
        [
          "sandbox-broker",
          "info",
          "queued sample sha256={hex:16}... for detonation (size={int:20-9000}KB, type={pick:pe32|docx|pdf|lnk})",
        ],
        [
          "detonator",
          "info",
          "job {hex:8}: vm {pick:win10-x64|win11-x64|office-x64}-{int:1-24} analysis done in {int:40-180}s, {int:0-12} signatures",
        ],
        [
          "verdict-api",
          "info",
          "verdict stored sha256={hex:16}... verdict={pick:benign|benign|benign|pua} score={int:0-40}",
        ],
      ],
    },
    {
      weight: 2,
      steps: [
        [
          "asset-inventory",
          "info",
          "reconciled {int:10-400} devices for tenant {int:3000-3400} ({int:0-9} new, {int:0-5} retired)",
        ],
        [
          "patch-report",
          "info",
          "Built patch compliance for tenant {int:3000-3400}: {int:70-99}% compliant, {int:0-40} missing KBs",
        ],
      ],
    },
  ],
  periodic: [
    health("agent-edge", 10),
    health("verdict-api", 20),
    {
      svc: "checkin-svc",
      every: 20,
      level: "info",
      tpl: "agent {hex:12} ({pick:LAPTOP|MBP|DESKTOP}-{hex:6}) last seen {int:2-70}h ago, marked offline",
    },
    {
      svc: "verdict-api",
      every: 35,
      level: "warn",
      tpl: "verdict=malicious sha256={hex:16}... file=C:\\Users\\{pick:jdoe|amartin|kli|svc_build}\\Downloads\\{pick:eicar.com|setup_crack.exe|invoice_0612.docm} action=quarantined",
    },
    {
      svc: "sigupdate-sync",
      every: 90,
      level: "info",
      tpl: "signature pack 2026.06.{int:10-12}.0{int:1-6} mirrored to {int:4-6} edges ({int:30-60} MB delta)",
    },
    {
      svc: "policy-svc",
      every: 120,
      level: "warn",
      tpl: "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key may be persisted to storage in unencrypted form.",
    },
    {
      svc: "patch-report",
      every: 150,
      level: "warn",
      tpl: "warn: System.Net.Http.HttpClient[0] 'WebRequest' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
    },
    {
      svc: "telemetry-writer",
      every: 60,
      level: "info",
      tpl: "flush: {int:10000-90000} rows committed across {int:3-12} partitions, p99 write {int:4-20}ms",
    },
    {
      svc: "asset-inventory",
      every: 200,
      level: "info",
      tpl: "Scheduled job AssetStaleSweep finished: {int:0-80} assets flagged stale",
    },
  ],
  noisy: {
    svc: "detonator",
    every: 7,
    level: "error",
    tpl: "vm {pick:win10-x64|win11-x64}-{int:1-24}: guest agent clock drift {int:2-9}s > 1s, resync failed (ignored)",
  },
  retries: [
    {
      svc: "sigupdate-sync",
      warn: "edge cdn-{int:1-6} upload interrupted, retrying (1/5)",
      ok: "edge cdn-{int:1-6} upload completed after retry",
    },
    {
      svc: "telemetry-writer",
      warn: "WriteTimeoutException on partition {int:0-63}, retrying with same consistency",
      ok: "retry on partition {int:0-63} succeeded",
    },
  ],
  deploys: [
    {
      svc: "asset-inventory",
      lines: [
        "Stopping service [Tomcat]",
        "Started AssetInventoryApplication in {dec:8-20} seconds (process running for {dec:9-22})",
      ],
    },
    { svc: "sigupdate-sync", lines: ["SIGHUP received, reloading /etc/sigupdate/mirrors.conf (6 edges)"] },
  ],
};

/** Vulnerability scanning / exposure management (trace ids on request paths). */
const tally: Estate = {
  key: "tallyscan",
  namespace: "tally-prod",
  traces: true,
  services: [
    "portal-web",
    "scan-orchestrator",
    "scan-node",
    "plugin-feed",
    "findings-svc",
    "asset-graph",
    "credential-vault",
    "report-render",
    "notify-hook",
  ],
  flows: [
    {
      weight: 5,
      steps: [
        [
          "scan-orchestrator",
          "info",
          "Task scans.dispatch[{hex:8}-{hex:4}] succeeded in {dec:0-2}s: scan S-{int:70000-79999} chunk {int:1-40}/40 -> scan-node-{int:1-12}",
        ],
        ["credential-vault", "info", "lease issued role=scan-{pick:ssh|winrm|snmp} ttl=3600s tenant={int:200-260}"],
        [
          "scan-node",
          "info",
          "chunk done scan=S-{int:70000-79999} hosts={int:20-256} alive={int:5-200} plugins=184201 duration={int:30-600}s",
        ],
        ["findings-svc", "info", "POST /api/findings/batch 201 ({int:10-900} findings, {int:20-300} ms)"],
        ["asset-graph", "info", "upserted {int:5-200} assets, {int:0-20} new edges ({int:3-50}ms)"],
      ],
    },
    {
      weight: 4,
      steps: [
        ["portal-web", "info", "GET /api/v2/vulns?severity=critical 200 {int:40-600}ms"],
        ["findings-svc", "info", "GET /api/findings?sev=critical 200 ({int:10-400} ms)"],
      ],
    },
    {
      weight: 2,
      steps: [
        ["portal-web", "info", "GET /api/v2/assets/{hex:8} 200 {int:20-200}ms"],
        ["asset-graph", "info", "query asset {hex:8}: {int:1-40} neighbours ({int:1-20}ms)"],
      ],
    },
    {
      weight: 1,
      steps: [
        [
          "report-render",
          "info",
          "ReportJob JID-{hex:12} INFO: start report=R-{int:9000-9999} format={pick:pdf|csv|xlsx}",
        ],
        ["findings-svc", "info", "GET /api/findings/export 200 ({int:200-2000} ms)"],
        ["report-render", "info", "ReportJob JID-{hex:12} INFO: done: {dec:1-30} sec"],
        [
          "notify-hook",
          "info",
          "delivered report-ready to {pick:email|slack|teams} for tenant {int:200-260} ({int:50-500}ms)",
        ],
      ],
    },
  ],
  periodic: [
    health("portal-web", 10),
    health("findings-svc", 15),
    health("credential-vault", 20),
    {
      svc: "scan-node",
      every: 12,
      level: "warn",
      tpl: "target {ip10}: no response on {int:2-40} probed ports, host appears to block scanning - marked unreachable",
    },
    {
      svc: "plugin-feed",
      every: 120,
      level: "info",
      tpl: "plugin set 2026061{int:0-2}{int:10-23}00 verified (sha256 ok), {int:184100-184300} plugins",
    },
    {
      svc: "plugin-feed",
      every: 260,
      level: "warn",
      tpl: "vendor feed {pick:nvd-cve-2.0|cisa-kev|epss} behind: last modified {int:2-9}h ago",
    },
    {
      svc: "scan-orchestrator",
      every: 30,
      level: "info",
      tpl: "beat: Scheduler: Sending due task scans.heartbeat_sweep (scans.heartbeat_sweep)",
    },
    {
      svc: "portal-web",
      every: 200,
      level: "warn",
      tpl: "(node:17) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "asset-graph",
      every: 75,
      level: "info",
      tpl: "compaction: merged {int:10-400} duplicate assets (mac/hostname match)",
    },
    {
      svc: "findings-svc",
      every: 150,
      level: "warn",
      tpl: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
  ],
  noisy: {
    svc: "notify-hook",
    every: 8,
    level: "error",
    tpl: "webhook https://hooks.{pick:customer-soc|acme-it|example-msp}.example/tally returned 410 Gone for tenant {int:200-260}, dropping event",
  },
  retries: [
    {
      svc: "scan-node",
      warn: "upload to findings-svc failed: EOF, retrying in 2s",
      ok: "upload to findings-svc succeeded on retry",
    },
    {
      svc: "report-render",
      warn: "ReportJob JID-{hex:12} WARN: Net::ReadTimeout fetching export page, retry 1/3",
      ok: "ReportJob JID-{hex:12} INFO: page fetched on retry",
    },
  ],
  deploys: [
    {
      svc: "portal-web",
      lines: ["received SIGTERM, draining connections", "portal-web v5.{int:10-19}.{int:0-9} ready on :3000"],
    },
    { svc: "asset-graph", lines: ["config reloaded from /etc/asset-graph/config.yaml (dedupe.window=72h)"] },
  ],
};

/** Managed SOC / log lake provider. No trace ids. */
const salt: Estate = {
  key: "saltmarsh",
  namespace: "soc-platform",
  traces: false,
  services: [
    "beat-intake",
    "stream-router",
    "normalizer",
    "ti-matcher",
    "lake-writer",
    "query-api",
    "detections",
    "soar-runner",
    "ticketing-bridge",
    "web-console",
  ],
  flows: [
    {
      weight: 7,
      steps: [
        [
          "beat-intake",
          "info",
          "accepted batch from {pick:winlogbeat|filebeat|auditbeat}/{int:7-8}.{int:10-17} host={pick:DC|WS|SRV}-{hex:4} events={n}",
        ],
        ["stream-router", "info", "produced {n} records to events-raw-{int:0-11} in {int:1-20}ms"],
        ["normalizer", "info", "normalized {n} events to OCSF ({int:0-3} unmapped fields) in {int:1-30}ms"],
        ["ti-matcher", "info", "matched {n} events against 2.{int:1-4}M indicators: {pick:0|0|0|1} hits"],
        [
          "lake-writer",
          "info",
          "committed parquet part-{hex:8}.parquet ({int:1-60} MB, {int:2000-90000} rows) to s3://soc-lake/events/",
        ],
      ],
    },
    {
      weight: 3,
      steps: [
        ["web-console", "info", "GET /api/hunts/{hex:6}/results 200 {int:80-900} ms"],
        ["query-api", "info", "info: QueryApi.Hunts[12] Hunt {hex:6} returned {int:0-5000} rows in {int:60-800} ms"],
      ],
    },
    {
      weight: 2,
      steps: [
        [
          "detections",
          "info",
          "rule {pick:win_susp_lsass_access|o365_mass_download|aws_root_login|linux_reverse_shell} ran: 0 alerts ({int:1-9}s)",
        ],
        ["query-api", "debug", "dbug: QueryApi.Engine[3] scan 5m window completed"],
      ],
    },
    {
      weight: 1,
      steps: [
        [
          "detections",
          "info",
          "rule win_susp_lsass_access fired: 1 alert host=PT-REDTEAM-0{int:1-3} (red team engagement RT-26-04)",
        ],
        ["soar-runner", "info", "playbook pb_enrich_alert run {hex:8} finished: 6 steps ok"],
        ["ticketing-bridge", "info", "Created INC00{int:40000-49999} in ServiceNow (201) for alert {hex:8}"],
      ],
    },
  ],
  periodic: [
    health("web-console", 10),
    health("query-api", 15),
    health("beat-intake", 15),
    {
      svc: "normalizer",
      every: 15,
      level: "warn",
      tpl: "unparsed event from {pick:cisco-asa|fortigate|sonicwall|printer-hp}: no mapping for message id {int:100000-999999}, kept raw",
    },
    {
      svc: "beat-intake",
      every: 40,
      level: "info",
      tpl: "agent {pick:WS|LT}-{hex:4} not seen for {int:2-40}h (laptop offline), status=stale",
    },
    {
      svc: "ti-matcher",
      every: 180,
      level: "warn",
      tpl: "feed {pick:abusech_threatfox|crowdsec|alienvault} is {int:35-120} min late, using cached indicators",
    },
    {
      svc: "ti-matcher",
      every: 60,
      level: "info",
      tpl: "indicator cache refreshed: 2.{int:1-4}M entries ({int:100-3000} new)",
    },
    {
      svc: "query-api",
      every: 140,
      level: "warn",
      tpl: "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    },
    {
      svc: "detections",
      every: 160,
      level: "warn",
      tpl: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
    {
      svc: "lake-writer",
      every: 100,
      level: "info",
      tpl: "compaction of events/dt=2026-06-1{int:0-9} done: {int:20-200} files -> {int:2-9}",
    },
  ],
  noisy: {
    svc: "ticketing-bridge",
    every: 9,
    level: "error",
    tpl: "ServiceNow rejected update for INC00{int:30000-39999}: record is closed (state=7), skipped",
  },
  retries: [
    {
      svc: "lake-writer",
      warn: "Retrying S3 PUT part-{hex:8}.parquet after IOException: Premature end of Content-Length",
      ok: "S3 PUT part-{hex:8}.parquet ok after 1 retry",
    },
    {
      svc: "soar-runner",
      warn: "step whois_lookup got HTTP 502, retry 1/3 in 2s",
      ok: "step whois_lookup ok on retry",
    },
  ],
  deploys: [
    { svc: "detections", lines: ["rule pack v2026.06.{int:10-14} deployed: 612 rules ({int:1-5} changed)"] },
    {
      svc: "web-console",
      lines: ["SIGTERM received, closing server", "web-console 8.{int:1-9}.{int:0-9} started on port 8080"],
    },
  ],
};

export const ESTATES: Estate[] = [vigil, bright, tally, salt];
export const estateByKey = (k: string): Estate => ESTATES.find((e) => e.key === k) as Estate;
