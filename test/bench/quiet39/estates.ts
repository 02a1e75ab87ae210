// Four made-up estates: two email/SMS marketing platforms and two mortgage servicers. Each schedules its
// baseline: traffic with or without trace ids, health checks, periodic jobs, a constant noisy line, deprecation
// warnings and retries that succeed.

import type { Rng } from "./rng.js";
import type { Ctx, EstateInfo } from "./stream.js";

export type Domain = "mkt" | "mtg";

export interface Estate extends EstateInfo {
  company: string;
  domain: Domain;
  /** role -> service name */
  role: Record<string, string>;
  baseline(c: Ctx, load: number): void;
  /** an unrelated rollout or config reload of `svc` at `t` */
  deploy(c: Ctx, svc: string, t: number): void;
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
export const mailbox = (r: Rng) =>
  `${r.pick(["j", "m", "a", "s", "k", "d", "r", "t"])}${"*".repeat(r.int(3, 6))}@${r.pick(["gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net"])}`;
export const phone = (r: Rng) => `+1${r.int(201, 989)}***${r.digits(4)}`;
export const loanNo = (r: Rng) => `${r.pick(["10", "20", "30"])}${r.digits(8)}`;
export const acct = (r: Rng) => `acct_${r.hex(8)}`;
export const money = (r: Rng, lo: number, hi: number) =>
  r.float(lo, hi).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qid = (r: Rng) => r.hex(10).toUpperCase();

function deployLines(c: Ctx, svc: string, t: number, runtime: string, version: string): void {
  const r = c.r;
  if (r.chance(0.35)) {
    c.emit(
      t,
      svc,
      "info",
      `config reload requested (SIGHUP); reloaded ${r.pick(["/etc/app/config.yaml", "/config/settings.toml", "/app/config/production.json"])} revision ${r.int(200, 900)}`,
    );
    c.emit(t + 40, svc, "info", `feature flags refreshed: ${r.int(40, 90)} flags, ${r.int(1, 4)} changed`);
    return;
  }
  c.emit(t, svc, "info", "Received SIGTERM, draining in-flight requests (grace 30s)");
  c.emit(t + 1200, svc, "info", `drained ${r.int(3, 40)} in-flight requests, shutting down`);
  const up = t + r.int(9000, 20000);
  if (runtime === "java") {
    c.emit(
      up,
      svc,
      "info",
      `Starting ${svc.replace(/-(\w)/g, (_, x: string) => x.toUpperCase())}Application v${version} using Java 21.0.4 with PID 1`,
    );
    c.emit(
      up + 2600,
      svc,
      "warn",
      "HHH000511: The 12.18.0 version for [org.hibernate.dialect.PostgreSQLDialect] is no longer supported, hence certain features may not work properly. The minimum supported version is 13.0.0. Check the community dialects project for available legacy versions.",
    );
    c.emit(
      up + 7800,
      svc,
      "info",
      `Started in ${r.float(6, 14).toFixed(3)} seconds (process running for ${r.float(7, 15).toFixed(3)})`,
    );
  } else if (runtime === "node") {
    c.emit(up, svc, "info", `${svc}@${version} listening on :8080 (node v20.17.0, NODE_ENV=production)`);
  } else if (runtime === "python") {
    c.emit(up, svc, "info", `Booting worker with pid: ${r.int(7, 60)}`);
    c.emit(up + 900, svc, "info", `${svc} ${version} ready (gunicorn 22.0.0, 4 workers)`);
  } else if (runtime === "ruby") {
    c.emit(
      up,
      svc,
      "info",
      `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.4 * Min threads: 5 * Max threads: 5 * Environment: production`,
    );
    c.emit(up + 1500, svc, "info", `release ${version} booted, ${r.int(2, 4)} workers`);
  } else if (runtime === "dotnet") {
    c.emit(up, svc, "info", "Now listening on: http://[::]:8080");
    c.emit(up + 300, svc, "info", `Application started. Hosting environment: Production; build ${version}`);
  } else {
    c.emit(up, svc, "info", `starting ${svc} version=${version} go=go1.22.6`);
  }
}

// ---------------------------------------------------------------- Postwave (email + SMS marketing, traces)
const postwave: Estate = {
  key: "postwave",
  company: "Postwave",
  namespace: "postwave-prod",
  domain: "mkt",
  traceLen: 16,
  svcs: [
    "app-api",
    "campaign-scheduler",
    "send-orchestrator",
    "mta-relay",
    "bounce-processor",
    "suppression-svc",
    "webhook-dispatcher",
    "list-importer",
    "analytics-ingest",
    "sms-gateway",
  ],
  role: {
    api: "app-api",
    scheduler: "campaign-scheduler",
    sender: "send-orchestrator",
    mta: "mta-relay",
    bounce: "bounce-processor",
    suppress: "suppression-svc",
    webhook: "webhook-dispatcher",
    importer: "list-importer",
    analytics: "analytics-ingest",
    sms: "sms-gateway",
  },
  baseline(c, load) {
    const r = c.r;
    const { t0, t1 } = c;
    // API traffic -> orchestrator -> MTA, with trace ids
    c.poisson(t0, t1, 70 * load, (t) => {
      const tr = c.tid();
      const kind = r.next();
      if (kind < 0.5) {
        const id = `msg_${r.hex(12)}`;
        c.emit(t, "app-api", "info", `POST /v3/messages 202 ${ms(r, 18, 90)}ms account=${acct(r)} id=${id}`, {
          trace: tr,
          base: true,
        });
        c.emit(
          t + ms(r, 3, 25),
          "suppression-svc",
          "info",
          `check ${id}: 1 recipient, 0 suppressed (${ms(r, 1, 6)}ms)`,
          { trace: tr, base: true },
        );
        c.emit(
          t + ms(r, 20, 60),
          "send-orchestrator",
          "info",
          `queued ${id} pool=${r.pick(["shared-a", "shared-b", "dedicated-114"])} priority=transactional`,
          { trace: tr, base: true },
        );
        c.emit(
          t + ms(r, 300, 2500),
          "mta-relay",
          "info",
          `${qid(r)}: to=<${mailbox(r)}>, relay=${r.pick(["gmail-smtp-in.l.google.com[142.250.102.27]:25", "mta7.am0.yahoodns.net[67.195.204.72]:25", "outlook-com.olc.protection.outlook.com[52.101.8.44]:25", "mx01.mail.icloud.com[17.57.155.24]:25"])}, delay=${r.float(0.2, 2.4).toFixed(1)}, delays=0.05/0/${r.float(0.05, 0.6).toFixed(2)}/${r.float(0.1, 1.2).toFixed(2)}, dsn=2.0.0, status=sent (250 2.0.0 OK ${r.digits(10)} ${r.hex(12)}-gsmtp)`,
          { trace: tr, base: true },
        );
      } else if (kind < 0.8) {
        c.emit(t, "app-api", "info", `GET /v3/campaigns/cmp_${r.hex(6)}/stats 200 ${ms(r, 20, 140)}ms`, {
          trace: tr,
          base: true,
        });
        c.emit(
          t + ms(r, 4, 30),
          "analytics-ingest",
          "info",
          `stats query cmp rollup served from cache (age ${r.int(2, 58)}s)`,
          { trace: tr, base: true },
        );
      } else {
        c.emit(t, "app-api", "info", `POST /v3/sms 202 ${ms(r, 20, 80)}ms account=${acct(r)}`, {
          trace: tr,
          base: true,
        });
        c.emit(
          t + ms(r, 10, 50),
          "sms-gateway",
          "info",
          `MT to ${phone(r)} submitted to twilio sid=SM${r.hex(32)} segments=${r.int(1, 2)}`,
          { trace: tr, base: true },
        );
      }
    });
    // campaign batches
    c.poisson(t0, t1, 14 * load, (t) => {
      const cmp = `cmp_${r.hex(6)}`;
      c.emit(
        t,
        "campaign-scheduler",
        "info",
        `campaign ${cmp} batch ${r.int(1, 80)}/${r.int(80, 120)} enqueued: 1000 recipients (segment seg_${r.hex(5)})`,
        { base: true },
      );
      c.emit(
        t + ms(r, 50, 400),
        "send-orchestrator",
        "info",
        `dispatched batch for ${cmp} to pool ${r.pick(["shared-a", "shared-b", "bulk-3"])}: 1000 msgs in ${ms(r, 8, 40)}ms`,
        { base: true },
      );
      for (let i = 0; i < 3; i++)
        c.emit(
          t + ms(r, 800, 9000),
          "mta-relay",
          "info",
          `${qid(r)}: to=<${mailbox(r)}>, relay=${r.pick(["gmail-smtp-in.l.google.com[142.250.102.27]:25", "mta5.am0.yahoodns.net[98.136.96.74]:25", "outlook-com.olc.protection.outlook.com[52.101.9.12]:25"])}, delay=${r.float(0.4, 6).toFixed(1)}, dsn=2.0.0, status=sent (250 2.0.0 OK)`,
          { base: true },
        );
    });
    c.poisson(t0, t1, 10 * load, (t) =>
      c.emit(
        t,
        "bounce-processor",
        "info",
        `processed ${r.int(20, 200)} DSNs from feedback queue: ${r.int(0, 6)} hard, ${r.int(0, 12)} soft, 0 unparsed`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 22 * load, (t) =>
      c.emit(
        t,
        "webhook-dispatcher",
        "info",
        `delivered ${r.int(1, 50)} events to ${acct(r)} https://${r.pick(["hooks.shopnest.example", "api.rivercrm.example", "events.bloomly.example", "crm.fernhill.example"])}/postwave -> 200 in ${ms(r, 40, 600)}ms`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 18 * load, (t) =>
      c.emit(
        t,
        "analytics-ingest",
        "info",
        `flushed ${r.int(300, 4000)} open/click events to partition dt=${new Date(t).toISOString().slice(0, 10)} (${ms(r, 80, 600)}ms)`,
        { base: true },
      ),
    );
    c.every(t0, t1, 20000, (t) =>
      c.emit(
        t,
        "list-importer",
        "info",
        `import imp_${r.hex(6)}: ${r.int(1, 40) * 1000} rows processed, ${r.int(0, 3)} skipped`,
        { base: true },
      ),
    );
    // health checks
    for (const s of ["app-api", "webhook-dispatcher", "suppression-svc", "sms-gateway"])
      c.every(t0, t1, 15000, (t) =>
        c.emit(t, s, "info", `GET /healthz 200 ${ms(r, 1, 4)}ms kube-probe/1.29`, { base: true }),
      );
    c.every(t0, t1, 60000, (t) =>
      c.emit(
        t,
        "campaign-scheduler",
        "info",
        `scheduler tick: ${r.int(0, 6)} campaigns due, ${r.int(0, 2)} paused, next run in 60s`,
        { base: true },
      ),
    );
    c.every(t0, t1, 60000, (t) =>
      c.emit(
        t,
        "mta-relay",
        "info",
        `statistics: max connection rate ${r.int(2, 30)}/60s for (smtp:10.40.${r.int(1, 9)}.${r.int(2, 200)}) at ${new Date(t).toISOString().slice(11, 19)}`,
        { base: true },
      ),
    );
    // noisy: constant harmless error
    c.poisson(t0, t1, 9, (t) =>
      c.emit(
        t,
        "analytics-ingest",
        "error",
        `user-agent parse failed: unrecognized UA "${r.pick(["Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)", "YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html", "Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17928)"])}" - stored as unknown`,
        { base: true },
      ),
    );
    c.every(t0, t1, 120000, (t) =>
      c.emit(
        t,
        "webhook-dispatcher",
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        { base: true },
      ),
    );
    c.poisson(t0, t1, 1.2, (t) => {
      c.emit(t, "send-orchestrator", "warn", `redis: SETNX lease batch-lock: i/o timeout, retrying (attempt 1/3)`, {
        base: true,
      });
      c.emit(t + ms(r, 100, 400), "send-orchestrator", "info", "redis: lease batch-lock acquired on attempt 2", {
        base: true,
      });
    });
  },
  deploy(c, svc, t) {
    const rt: Record<string, string> = {
      "app-api": "node",
      "webhook-dispatcher": "node",
      "campaign-scheduler": "python",
      "bounce-processor": "python",
      "list-importer": "ruby",
      "suppression-svc": "java",
      "sms-gateway": "java",
    };
    deployLines(c, svc, t, rt[svc] ?? "go", `${c.r.int(1, 4)}.${c.r.int(0, 40)}.${c.r.int(0, 9)}`);
  },
};

// ---------------------------------------------------------------- Relaybird (SMS-first marketing, no trace ids)
const relaybird: Estate = {
  key: "relaybird",
  company: "Relaybird",
  namespace: "rb-live",
  domain: "mkt",
  traceLen: 0,
  svcs: [
    "edge-gw",
    "journey-engine",
    "contact-store",
    "sms-router",
    "carrier-connector",
    "email-renderer",
    "dlr-processor",
    "consent-ledger",
    "webhook-relay",
  ],
  role: {
    api: "edge-gw",
    scheduler: "journey-engine",
    sender: "journey-engine",
    mta: "email-renderer",
    bounce: "dlr-processor",
    suppress: "consent-ledger",
    webhook: "webhook-relay",
    importer: "contact-store",
    analytics: "dlr-processor",
    sms: "sms-router",
    carrier: "carrier-connector",
  },
  baseline(c, load) {
    const r = c.r;
    const { t0, t1 } = c;
    c.poisson(t0, t1, 60 * load, (t) => {
      const k = r.next();
      const path =
        k < 0.4
          ? "/v2/journeys/enroll"
          : k < 0.7
            ? "/v2/contacts"
            : k < 0.9
              ? "/v2/messages/sms"
              : "/v2/reports/delivery";
      const code = path === "/v2/contacts" ? r.pick([200, 200, 201]) : path.includes("enroll") ? 202 : 200;
      c.emit(
        t,
        "edge-gw",
        "info",
        `[${new Date(t).toISOString()}] "${path.includes("reports") ? "GET" : "POST"} ${path} HTTP/1.1" ${code} - ${r.int(80, 900)} ${r.int(60, 4000)} ${ms(r, 8, 160)} ${ms(r, 6, 150)} "${r.int(10, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}" "${r.pick(["relaybird-node/4.2.0", "relaybird-python/3.9.1", "Zapier", "okhttp/4.12.0"])}"`,
        { base: true },
      );
      if (path.includes("enroll")) {
        c.emit(
          t + ms(r, 10, 60),
          "journey-engine",
          "info",
          `enrolled contact ct_${r.hex(10)} in journey jr_${r.hex(5)} (step 1/${r.int(3, 9)})`,
          { base: true },
        );
        c.emit(
          t + ms(r, 20, 80),
          "contact-store",
          "info",
          `Completed 200 OK in ${ms(r, 6, 60)}ms (Views: 0.2ms | ActiveRecord: ${r.float(1, 20).toFixed(1)}ms | Allocations: ${r.int(800, 6000)})`,
          { base: true },
        );
      } else if (path.includes("sms")) {
        c.emit(t + ms(r, 5, 30), "consent-ledger", "info", `consent lookup ${phone(r)}: opted_in (source=web_form)`, {
          base: true,
        });
        c.emit(
          t + ms(r, 20, 60),
          "sms-router",
          "info",
          `routed msg ${r.hex(16)} to route ${r.pick(["tmobile-us", "att-us", "verizon-us", "tollfree-pool"])} (10DLC campaign C${r.hex(6).toUpperCase()})`,
          { base: true },
        );
        c.emit(
          t + ms(r, 60, 300),
          "carrier-connector",
          "info",
          `submit_sm_resp seq=${r.int(10000, 99999)} status=ESME_ROK message_id=${r.hex(12)}`,
          { base: true },
        );
      } else if (path === "/v2/contacts") {
        c.emit(
          t + ms(r, 10, 40),
          "contact-store",
          "info",
          `Completed ${code} ${code === 201 ? "Created" : "OK"} in ${ms(r, 8, 90)}ms (Views: 0.4ms | ActiveRecord: ${r.float(2, 40).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`,
          { base: true },
        );
      }
    });
    c.poisson(t0, t1, 30 * load, (t) =>
      c.emit(
        t,
        "dlr-processor",
        "info",
        `DLR id=${r.hex(12)} stat=DELIVRD err=000 route=${r.pick(["tmobile-us", "att-us", "verizon-us"])} latency=${r.float(1, 9).toFixed(1)}s`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 24 * load, (t) =>
      c.emit(
        t,
        "email-renderer",
        "info",
        `rendered template tpl_${r.hex(5)} v${r.int(2, 40)} for ${r.int(1, 500)} recipients in ${ms(r, 20, 400)}ms (mjml 4.15)`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 16 * load, (t) =>
      c.emit(
        t,
        "webhook-relay",
        "info",
        `POST https://${r.pick(["hooks.tidepool.example", "api.marrow.example", "ingest.lumencart.example"])}/relaybird status=200 duration=${ms(r, 50, 700)}ms events=${r.int(1, 100)}`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 12 * load, (t) =>
      c.emit(
        t,
        "journey-engine",
        "info",
        `step timer fired for ${r.int(10, 900)} contacts in jr_${r.hex(5)} (wait 2d elapsed)`,
        { base: true },
      ),
    );
    c.every(t0, t1, 30000, (t) =>
      c.emit(
        t,
        "carrier-connector",
        "info",
        `enquire_link_resp from ${r.pick(["smsc-tmo-1", "smsc-att-2", "smsc-vzw-1"])} (session bound_trx, window 10/10)`,
        { base: true },
      ),
    );
    c.every(t0, t1, 10000, (t) =>
      c.emit(
        t,
        "edge-gw",
        "info",
        `[${new Date(t).toISOString()}] "GET /ready HTTP/1.1" 200 - 0 2 1 1 "10.12.0.1" "kube-probe/1.30"`,
        { base: true },
      ),
    );
    c.every(t0, t1, 60000, (t) =>
      c.emit(
        t,
        "consent-ledger",
        "info",
        `Executed DbCommand (${ms(r, 2, 30)}ms) [Parameters=[], CommandType='Text', CommandTimeout='30'] SELECT COUNT(*) FROM consent_events WHERE created_at > @p0`,
        { base: true },
      ),
    );
    c.every(t0, t1, 90000, (t) =>
      c.emit(
        t,
        "contact-store",
        "info",
        `[ActiveJob] [SegmentRefreshJob] Performed SegmentRefreshJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Sidekiq(segments) in ${r.int(200, 5000)}.${r.int(10, 99)}ms`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 10, (t) =>
      c.emit(
        t,
        "dlr-processor",
        "error",
        `DLR for unknown message_id ${r.hex(12)} from ${r.pick(["smsc-tmo-1", "smsc-att-2"])} (not in correlation cache, ttl 72h) - dropped`,
        { base: true },
      ),
    );
    c.every(t0, t1, 150000, (t) =>
      c.emit(
        t,
        "contact-store",
        "warn",
        "DEPRECATION WARNING: `to_time` will always preserve the full timezone rather than offset of the receiver in Rails 8.0. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.",
        { base: true },
      ),
    );
    c.poisson(t0, t1, 1, (t) => {
      c.emit(
        t,
        "webhook-relay",
        "warn",
        `POST https://hooks.tidepool.example/relaybird failed: socket hang up (ECONNRESET); retry 1/5 in 2s`,
        { base: true },
      );
      c.emit(
        t + 2100,
        "webhook-relay",
        "info",
        `POST https://hooks.tidepool.example/relaybird status=200 duration=${ms(r, 80, 400)}ms events=${r.int(1, 40)} (attempt 2)`,
        { base: true },
      );
    });
  },
  deploy(c, svc, t) {
    const rt: Record<string, string> = {
      "journey-engine": "java",
      "carrier-connector": "java",
      "contact-store": "ruby",
      "email-renderer": "node",
      "webhook-relay": "node",
      "dlr-processor": "python",
      "consent-ledger": "dotnet",
    };
    deployLines(c, svc, t, rt[svc] ?? "go", `2026.${c.r.int(10, 48)}.${c.r.int(1, 9)}`);
  },
};

// ---------------------------------------------------------------- Harborline Mortgage Servicing (traces)
const harborline: Estate = {
  key: "harborline",
  company: "Harborline Mortgage Servicing",
  namespace: "servicing-prd",
  domain: "mtg",
  traceLen: 32,
  svcs: [
    "borrower-portal",
    "auth-gateway",
    "servicing-core",
    "payment-processor",
    "escrow-analysis",
    "loan-boarding",
    "doc-gen",
    "investor-reporting",
    "notification-hub",
  ],
  role: {
    portal: "borrower-portal",
    auth: "auth-gateway",
    core: "servicing-core",
    payments: "payment-processor",
    escrow: "escrow-analysis",
    boarding: "loan-boarding",
    docs: "doc-gen",
    investor: "investor-reporting",
    notify: "notification-hub",
  },
  baseline(c, load) {
    const r = c.r;
    const { t0, t1 } = c;
    c.poisson(t0, t1, 55 * load, (t) => {
      const tr = c.tid();
      const k = r.next();
      const ln = loanNo(r);
      c.emit(
        t,
        "auth-gateway",
        "info",
        `token introspection ok sub=usr_${r.hex(8)} scope=borrower latency=${ms(r, 2, 15)}ms`,
        { trace: tr, base: true },
      );
      if (k < 0.45) {
        c.emit(t + ms(r, 5, 20), "borrower-portal", "info", `GET /api/loans/${ln}/summary 200 ${ms(r, 40, 300)}ms`, {
          trace: tr,
          base: true,
        });
        c.emit(
          t + ms(r, 8, 30),
          "servicing-core",
          "info",
          `LoanSummaryController - loan=${ln} status=CURRENT nextDue=${r.pick(["2026-10-01", "2026-11-01"])} served in ${ms(r, 10, 120)}ms`,
          { trace: tr, base: true },
        );
      } else if (k < 0.7) {
        const amt = money(r, 900, 4200);
        c.emit(t + ms(r, 5, 20), "borrower-portal", "info", `POST /api/payments 201 ${ms(r, 150, 800)}ms`, {
          trace: tr,
          base: true,
        });
        c.emit(
          t + ms(r, 10, 40),
          "payment-processor",
          "info",
          `payment accepted loan=${ln} amount=${amt} method=ACH effective=${new Date(t + 86400000).toISOString().slice(0, 10)} ref=PMT${r.digits(9)}`,
          { trace: tr, base: true },
        );
        c.emit(
          t + ms(r, 40, 120),
          "servicing-core",
          "info",
          `PaymentApplicationService - applied ${amt} to loan ${ln}: principal ${money(r, 200, 900)}, interest ${money(r, 300, 1800)}, escrow ${money(r, 150, 700)}`,
          { trace: tr, base: true },
        );
      } else if (k < 0.85) {
        c.emit(
          t + ms(r, 5, 20),
          "borrower-portal",
          "info",
          `GET /api/documents/statements?loan=${ln} 200 ${ms(r, 60, 400)}ms`,
          { trace: tr, base: true },
        );
        c.emit(
          t + ms(r, 20, 80),
          "doc-gen",
          "info",
          `Served statement PDF for loan ${ln} period ${r.pick(["2026-08", "2026-09"])} from cache (${r.int(80, 400)} KB)`,
          { trace: tr, base: true },
        );
      } else {
        c.emit(t + ms(r, 5, 20), "borrower-portal", "info", `GET /api/loans/${ln}/escrow 200 ${ms(r, 60, 350)}ms`, {
          trace: tr,
          base: true,
        });
        c.emit(
          t + ms(r, 10, 60),
          "escrow-analysis",
          "info",
          `escrow projection served loan=${ln} cushion=${money(r, 300, 1500)} (cached)`,
          { trace: tr, base: true },
        );
      }
    });
    c.every(t0, t1, 30000, (t) =>
      c.emit(
        t,
        "loan-boarding",
        "info",
        `BoardingPoller - polled sftp inbox /incoming/transfers: ${r.int(0, 2)} new files`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 12 * load, (t) =>
      c.emit(
        t,
        "investor-reporting",
        "info",
        `pool ${r.pick(["FNMA", "FHLMC", "GNMA II"])} ${r.pick(["MA", "CL", "AL", "BM"])}${r.digits(4)}: accrued ${r.int(80, 900)} loans for remittance cycle (${ms(r, 200, 2000)}ms)`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 14 * load, (t) =>
      c.emit(
        t,
        "escrow-analysis",
        "info",
        `annual analysis completed loan=${loanNo(r)} result=${r.pick(["NO_CHANGE", "NO_CHANGE", "SURPLUS_UNDER_50", "PAYMENT_INCREASE"])} new_escrow_pmt=${money(r, 150, 900)}`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 16 * load, (t) =>
      c.emit(
        t,
        "notification-hub",
        "info",
        `Sent ${r.pick(["payment_confirmation", "statement_ready", "autopay_reminder", "escrow_analysis_notice"])} email to borrower ${r.hex(8)} via sendgrid (202)`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 10 * load, (t) =>
      c.emit(
        t,
        "doc-gen",
        "info",
        `Rendered ${r.pick(["MonthlyStatement", "EscrowAnalysisStatement", "PayoffQuote", "WelcomeLetter"])} for loan ${loanNo(r)} in ${ms(r, 200, 1800)}ms (${r.int(2, 9)} pages)`,
        { base: true },
      ),
    );
    for (const s of ["borrower-portal", "servicing-core", "payment-processor", "auth-gateway"])
      c.every(t0, t1, 20000, (t) =>
        c.emit(
          t,
          s,
          "info",
          `GET /actuator/health 200 UP (db: UP, diskSpace: UP)`.replace(
            "/actuator/health",
            s === "servicing-core" ? "/actuator/health" : "/health",
          ),
          { base: true },
        ),
      );
    c.every(t0, t1, 60000, (t) =>
      c.emit(
        t,
        "payment-processor",
        "info",
        `ach batch window open: ${r.int(100, 2000)} pending entries, next cutoff 16:45 ET`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 8, (t) =>
      c.emit(
        t,
        "notification-hub",
        "error",
        `SMS to borrower ${r.hex(8)} skipped: number ${phone(r)} is a landline per carrier lookup (Twilio::REST::RestError 21614)`,
        { base: true },
      ),
    );
    c.every(t0, t1, 180000, (t) =>
      c.emit(
        t,
        "escrow-analysis",
        "warn",
        "/app/escrow/projection.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
        { base: true },
      ),
    );
    c.poisson(t0, t1, 1, (t) => {
      c.emit(
        t,
        "doc-gen",
        "warn",
        `Polly retry 1 of 3 for blob upload statements/${r.hex(8)}.pdf after 200ms: The operation was canceled.`,
        { base: true },
      );
      c.emit(t + 700, "doc-gen", "info", "Blob upload succeeded on retry 1", { base: true });
    });
  },
  deploy(c, svc, t) {
    const rt: Record<string, string> = {
      "borrower-portal": "node",
      "servicing-core": "java",
      "loan-boarding": "java",
      "escrow-analysis": "python",
      "investor-reporting": "python",
      "doc-gen": "dotnet",
      "notification-hub": "ruby",
    };
    deployLines(c, svc, t, rt[svc] ?? "go", `${c.r.int(3, 9)}.${c.r.int(0, 30)}.${c.r.int(0, 9)}`);
  },
};

// ---------------------------------------------------------------- Keystone Loan Services (no trace ids)
const keystone: Estate = {
  key: "keystone",
  company: "Keystone Loan Services",
  namespace: "ks-prod",
  domain: "mtg",
  traceLen: 0,
  svcs: [
    "portal-bff",
    "loan-ledger",
    "remit-engine",
    "escrow-svc",
    "boarding-intake",
    "statements-pdf",
    "investor-remit",
    "ivr-callback",
  ],
  role: {
    portal: "portal-bff",
    auth: "portal-bff",
    core: "loan-ledger",
    payments: "remit-engine",
    escrow: "escrow-svc",
    boarding: "boarding-intake",
    docs: "statements-pdf",
    investor: "investor-remit",
    notify: "ivr-callback",
  },
  baseline(c, load) {
    const r = c.r;
    const { t0, t1 } = c;
    c.poisson(t0, t1, 60 * load, (t) => {
      const k = r.next();
      const ln = loanNo(r);
      if (k < 0.4) {
        c.emit(t, "portal-bff", "info", `GET /bff/loan/${ln} 200 ${ms(r, 40, 260)}ms`, { base: true });
        c.emit(
          t + ms(r, 5, 30),
          "loan-ledger",
          "info",
          `c.k.ledger.web.LoanResource : loan ${ln} balance=${money(r, 80000, 640000)} status=CURRENT (${ms(r, 5, 60)}ms)`,
          { base: true },
        );
      } else if (k < 0.65) {
        c.emit(t, "portal-bff", "info", `POST /bff/payments 201 ${ms(r, 200, 900)}ms`, { base: true });
        c.emit(
          t + ms(r, 10, 40),
          "remit-engine",
          "info",
          `c.k.remit.PaymentIntake : accepted ${r.pick(["DEBIT_CARD", "ACH", "ACH"])} payment ${money(r, 700, 3800)} for loan ${ln} conf=KS${r.digits(10)}`,
          { base: true },
        );
        c.emit(
          t + ms(r, 40, 200),
          "loan-ledger",
          "info",
          `c.k.ledger.posting.Poster : posted txn ${r.digits(12)} to loan ${ln} (P&I + escrow)`,
          { base: true },
        );
      } else if (k < 0.85) {
        c.emit(t, "portal-bff", "info", `GET /bff/statements/${ln}/latest 200 ${ms(r, 80, 500)}ms`, { base: true });
        c.emit(
          t + ms(r, 20, 90),
          "statements-pdf",
          "info",
          `c.k.stmt.StatementController : served statement ${ln}/${r.pick(["2026-09", "2026-10"])} (${r.int(90, 400)} KB, cached)`,
          { base: true },
        );
      } else {
        c.emit(t, "portal-bff", "info", `GET /bff/escrow/${ln} 200 ${ms(r, 60, 300)}ms`, { base: true });
        c.emit(t + ms(r, 10, 50), "escrow-svc", "info", `GET /escrow/${ln}/projection -> 200 (${ms(r, 8, 90)}ms)`, {
          base: true,
        });
      }
    });
    c.poisson(t0, t1, 14 * load, (t) =>
      c.emit(
        t,
        "escrow-svc",
        "info",
        `disbursement scheduled loan=${loanNo(r)} payee=${r.pick(["HAZARD_INS", "COUNTY_TAX", "FLOOD_INS", "PMI"])} amount=${money(r, 300, 5200)} due=${r.pick(["2026-11-01", "2026-11-15", "2026-12-01"])}`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 12 * load, (t) =>
      c.emit(
        t,
        "statements-pdf",
        "info",
        `c.k.stmt.BatchRenderer : rendered statement for loan ${loanNo(r)} in ${ms(r, 150, 1400)}ms (${r.int(2, 6)} pages)`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 10 * load, (t) =>
      c.emit(
        t,
        "investor-remit",
        "info",
        `Remittance accrual for investor ${r.pick(["FNMA", "FHLMC", "PVT-Trust-2019-3"])} pool ${r.digits(6)}: ${r.int(40, 600)} loans, scheduled P&I ${money(r, 90000, 2400000)}`,
        { base: true },
      ),
    );
    c.poisson(t0, t1, 9 * load, (t) =>
      c.emit(
        t,
        "ivr-callback",
        "info",
        `Started POST "/twilio/voice/status" for 54.${r.int(160, 250)}.${r.int(0, 255)}.${r.int(1, 254)}; Completed 204 No Content in ${ms(r, 4, 30)}ms`,
        { base: true },
      ),
    );
    c.every(t0, t1, 45000, (t) =>
      c.emit(t, "boarding-intake", "info", `intake poll: s3://ks-boarding-inbox/ ${r.int(0, 2)} new transfer files`, {
        base: true,
      }),
    );
    c.every(t0, t1, 60000, (t) =>
      c.emit(
        t,
        "remit-engine",
        "info",
        `c.k.remit.AchCutoffScheduler : ${r.int(200, 3000)} entries staged for next NACHA file (cutoff 17:00 ET)`,
        { base: true },
      ),
    );
    for (const s of ["portal-bff", "loan-ledger", "remit-engine", "statements-pdf", "escrow-svc"])
      c.every(t0, t1, 15000, (t) => c.emit(t, s, "info", `GET /healthz 200 ${ms(r, 1, 5)}ms`, { base: true }));
    c.poisson(t0, t1, 9, (t) =>
      c.emit(
        t,
        "ivr-callback",
        "error",
        `Twilio StatusCallback for unknown CallSid CA${r.hex(32)} ignored (call record purged)`,
        { base: true },
      ),
    );
    c.every(t0, t1, 200000, (t) =>
      c.emit(
        t,
        "portal-bff",
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        { base: true },
      ),
    );
    c.poisson(t0, t1, 0.8, (t) => {
      c.emit(
        t,
        "investor-remit",
        "warn",
        `Transient failure calling recon store, retry 1/3 in 500ms: Npgsql.NpgsqlException (0x80004005): Exception while reading from stream`,
        { base: true },
      );
      c.emit(t + 600, "investor-remit", "info", "recon store call succeeded after 1 retry", { base: true });
    });
  },
  deploy(c, svc, t) {
    const rt: Record<string, string> = {
      "portal-bff": "node",
      "loan-ledger": "java",
      "remit-engine": "java",
      "statements-pdf": "java",
      "escrow-svc": "python",
      "boarding-intake": "python",
      "investor-remit": "dotnet",
      "ivr-callback": "ruby",
    };
    deployLines(c, svc, t, rt[svc] ?? "go", `${c.r.int(20, 26)}.${c.r.int(1, 12)}.${c.r.int(0, 9)}`);
  },
};

export const ESTATES: Estate[] = [postwave, relaybird, harborline, keystone];
