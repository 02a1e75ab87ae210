// Harmless noise that looks alarming: 34 kinds, each writing its own bursts over a window.
import type { Domain } from "./estates.js";
import { stack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface QuietKind {
  name: string;
  domain: Domain | "any";
  /** One sentence for the label note. */
  says: string;
  run(c: Ctx): void;
}

const ip = (c: Ctx) =>
  `${c.r.pick(["203.0.113", "198.51.100", "192.0.2", "45.134.26", "185.220.101"])}.${c.r.int(2, 250)}`;
const javaSvc = (c: Ctx) => c.e.services.find((s) => s.runtime === "java")?.name;
/** A burst somewhere in the window: [start, end). */
const burst = (c: Ctx, minSec: number, maxSec: number): [number, number] => {
  const len = c.r.int(minSec, maxSec) * 1000;
  const from = c.t0 + c.r.int(30, 240) * 1000 + c.r.next() * Math.max(0, c.t1 - c.t0 - len - 300000);
  return [Math.round(from), Math.round(from + len)];
};

const market: QuietKind[] = [
  {
    name: "payouts-held-for-review",
    domain: "market",
    says: "a batch of payouts is held for manual risk review",
    run(c) {
      const svc = c.svc("payout");
      const [a, b] = burst(c, 120, 300);
      c.every(a, b, 4000, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `payout po_${c.r.hex(10)} held for manual review: risk_score=0.${c.r.int(86, 99)} rule=${c.r.pick(["new_payee_high_amount", "payee_country_mismatch", "velocity_24h"])}`,
        ),
      );
      c.every(a, b, 15000, (t) =>
        c.emit(
          t,
          svc,
          "ERROR",
          `payout po_${c.r.hex(10)} on hold: beneficiary account name does not match verified identity (confidence ${c.r.int(40, 70)}%)`,
        ),
      );
    },
  },
  {
    name: "identity-documents-rejected",
    domain: "market",
    says: "identity documents are rejected for glare, expiry and face mismatch",
    run(c) {
      const svc = c.svc("verify");
      c.every(c.t0, c.t1, 14000, (t) =>
        c.emit(
          t,
          svc,
          "ERROR",
          `identity check idv_${c.r.hex(10)} rejected: ${c.r.pick(["document_expired", "image_glare", "face_mismatch", "mrz_unreadable", "document_not_supported"])} (user u_${c.r.digits(7)})`,
        ),
      );
    },
  },
  {
    name: "spam-proposals-blocked",
    domain: "market",
    says: "a proposal spam ring is blocked by the spam filter with 422s at the edge",
    run(c) {
      const [a, b] = burst(c, 90, 240);
      const acct = c.r.digits(7);
      c.every(a, b, 1200, (t) => {
        c.emit(
          t,
          c.svc("bid"),
          "WARN",
          `proposal rejected by spam filter: account u_${acct} sent ${c.r.int(30, 90)} near-identical proposals in 10m (similarity 0.9${c.r.int(1, 9)})`,
        );
        c.emit(t + c.r.int(5, 30), c.svc("gw"), "WARN", `POST /proposals 422 ${c.r.int(20, 60)}ms client=${ip(c)}`);
      });
      c.emit(
        b,
        c.svc("bid"),
        "ERROR",
        `account u_${acct} suspended by trust rule SPAM_PROPOSAL_RING; ${c.r.int(200, 400)} proposals withdrawn`,
      );
    },
  },
  {
    name: "escrow-funding-declines",
    domain: "market",
    says: "clients' cards are declined when funding milestones",
    run(c) {
      c.every(c.t0, c.t1, 20000, (t) => {
        const code = c.r.pick(["insufficient_funds", "do_not_honor", "expired_card", "authentication_required"]);
        c.emit(t, c.svc("pay"), "ERROR", `milestone funding failed: card_declined (${code}) client=c_${c.r.digits(6)}`);
        c.emit(t + c.r.int(10, 60), c.svc("gw"), "WARN", `POST /milestones/fund 402 ${c.r.int(300, 900)}ms`);
      });
    },
  },
  {
    name: "dispute-sla-escalations",
    domain: "market",
    says: "dispute response deadlines pass and cases are escalated to tier 2",
    run(c) {
      const svc = c.svc("contract");
      const [a, b] = burst(c, 30, 90);
      c.every(a, b, 2500, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `dispute DSP-${c.r.digits(6)} breached 72h response SLA, escalated to tier-2 (party ${c.r.pick(["freelancer", "client"])} unresponsive)`,
        ),
      );
    },
  },
  {
    name: "payee-sanctions-screening",
    domain: "market",
    says: "payee screening flags possible sanctions-list matches and freezes payouts for compliance",
    run(c) {
      const svc = c.svc("payout");
      c.every(c.t0, c.t1, 60000, (t) =>
        c.emit(
          t,
          svc,
          "ERROR",
          `payee screening: potential match against OFAC SDN list (name score 0.${c.r.int(82, 94)}), payout po_${c.r.hex(10)} frozen pending compliance review`,
        ),
      );
    },
  },
  {
    name: "credential-stuffing-lockouts",
    domain: "market",
    says: "a credential-stuffing run produces failed logins and account lockouts",
    run(c) {
      const [a, b] = burst(c, 120, 240);
      const src = ip(c);
      c.every(a, b, 700, (t) => {
        c.emit(
          t,
          c.svc("auth"),
          "WARN",
          `authentication failed for ${c.r.pick(["alex", "maria", "design", "dev", "k"])}${c.r.int(1, 999)}@${c.r.pick(["gmail.com", "mail.ru", "yahoo.com"])}: bad credentials (src=${src})`,
        );
        if (c.r.chance(0.1))
          c.emit(t + 3, c.svc("auth"), "WARN", `account locked for 15m after 5 failed attempts (src=${src})`);
        c.emit(t + c.r.int(5, 20), c.svc("gw"), "INFO", `POST /auth/login 401 ${c.r.int(40, 120)}ms`);
      });
    },
  },
  {
    name: "esign-duplicate-callbacks",
    domain: "market",
    says: "the e-signature provider redelivers callbacks that are ignored as duplicates",
    run(c) {
      const svc = c.svc("contract");
      c.every(c.t0, c.t1, 9000, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `esign callback for envelope ${c.r.hex(8)}-${c.r.hex(4)} already processed (status=completed), ignoring redelivery #${c.r.int(2, 6)}`,
        ),
      );
    },
  },
  {
    name: "auto-release-skipped",
    domain: "market",
    says: "the milestone auto-release sweep skips milestones with open disputes",
    run(c) {
      const svc = c.svc("contract");
      const [a, b] = burst(c, 20, 60);
      c.every(a, b, 600, (t) =>
        c.emit(
          t,
          svc,
          "ERROR",
          `auto-release failed for milestone ${c.r.digits(6)}: cannot release funds while dispute DSP-${c.r.digits(6)} is open`,
        ),
      );
    },
  },
  {
    name: "scraper-rate-limited",
    domain: "market",
    says: "a listing scraper is rate limited at the edge with 429s",
    run(c) {
      const [a, b] = burst(c, 120, 300);
      const src = ip(c);
      c.every(a, b, 400, (t) =>
        c.emit(
          t,
          c.svc("gw"),
          "WARN",
          `rate limit exceeded: 429 for GET /gigs?page=${c.r.int(1, 400)} client_ip=${src} ua="python-requests/2.31.0" limit=120/min`,
        ),
      );
    },
  },
];

const donate: QuietKind[] = [
  {
    name: "recurring-gift-declines",
    domain: "donate",
    says: "the monthly regular-gift run has card declines that are rescheduled",
    run(c) {
      const svc = c.svc("jobs");
      const [a, b] = burst(c, 120, 360);
      c.emit(a - 500, svc, "INFO", `regular gift run started: ${c.r.int(2000, 6000)} gifts due`);
      c.every(a, b, 1500, (t) =>
        c.emit(
          t,
          svc,
          "ERROR",
          `regular gift RG-${c.r.digits(7)} charge failed: card_declined (${c.r.pick(["do_not_honor", "insufficient_funds", "expired_card", "lost_card", "generic_decline"])}); retry scheduled in ${c.r.pick([3, 5, 7])} days`,
        ),
      );
      c.emit(
        b,
        svc,
        "INFO",
        `regular gift run finished: succeeded=${c.r.int(1800, 5500)} declined=${c.r.int(90, 260)} retried_later=${c.r.int(90, 260)}`,
      );
    },
  },
  {
    name: "campaign-spike-from-cache",
    domain: "donate",
    says: "a campaign goes viral and the traffic spike is served from cache while autoscaling kicks in",
    run(c) {
      const [a, b] = burst(c, 150, 300);
      const gw = c.svc("gw");
      const core = c.svc("core");
      c.every(a, b, 120, (t) =>
        c.emit(t, gw, "INFO", `GET /campaigns/tv-appeal-live 200 ${c.r.int(2, 20)}ms cache=HIT`),
      );
      c.emit(
        a + 20000,
        gw,
        "WARN",
        `upstream queue depth ${c.r.int(150, 240)} exceeds 150 for ${core}, shedding to stale cache`,
      );
      c.emit(
        a + 40000,
        core,
        "WARN",
        `HorizontalPodAutoscaler ${core}: scaled from 4 to ${c.r.int(8, 12)} replicas (cpu 91% > 70%)`,
      );
      c.emit(a + 90000, gw, "INFO", `cache hit ratio 98.${c.r.int(1, 9)}% over last 60s`);
    },
  },
  {
    name: "crm-invalid-fields",
    domain: "donate",
    says: "CRM sync rejects a handful of supporter records with invalid fields",
    run(c) {
      const svc = c.svc("crm");
      c.every(c.t0, c.t1, 12000, (t) =>
        c.emit(
          t,
          svc,
          "ERROR",
          `upsert Contact failed: ${c.r.pick(["INVALID_EMAIL_ADDRESS: Email: invalid email address: ", "STRING_TOO_LONG: MailingStreet: data value too large: ", "FIELD_CUSTOM_VALIDATION_EXCEPTION: Postcode must be a valid UK postcode: "])}${c.r.hex(6)}, record left in retry queue`,
        ),
      );
    },
  },
  {
    name: "gift-aid-excluded",
    domain: "donate",
    says: "gift aid declarations missing a house number or postcode are excluded from the HMRC claim",
    run(c) {
      const svc = c.e.company === "brightgive" ? c.svc("verify") : c.svc("receipt");
      const [a, b] = burst(c, 60, 150);
      c.every(a, b, 900, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `Gift Aid declaration GAD-${c.r.digits(7)} excluded from claim: ${c.r.pick(["postcode missing", "house name or number missing", "donor not a UK taxpayer", "declaration predates donation by > 4 years"])}`,
        ),
      );
      c.emit(
        b,
        svc,
        "INFO",
        `HMRC Charities Online claim built: ${c.r.int(2000, 8000)} donations, ${c.r.int(60, 200)} excluded`,
      );
    },
  },
  {
    name: "receipt-render-retries",
    domain: "donate",
    says: "a few tax receipts render slowly and succeed on retry",
    run(c) {
      const svc = c.svc("receipt");
      c.every(c.t0, c.t1, 40000, (t) => {
        c.emit(t, svc, "WARN", `receipt render exceeded 10s for donation ${c.r.digits(8)}, retrying (1/3)`);
        c.emit(t + c.r.int(2000, 6000), svc, "INFO", "receipt rendered on retry 1");
      });
    },
  },
  {
    name: "card-testing-blocked",
    domain: "donate",
    says: "a card-testing attack on the donation form is blocked by fraud rules",
    run(c) {
      const [a, b] = burst(c, 60, 180);
      const bin = c.r.digits(6);
      c.every(a, b, 500, (t) =>
        c.emit(
          t,
          c.svc("pay"),
          "WARN",
          `payment blocked by fraud rule card_testing: bin=${bin} amount=1.00 ip=${ip(c)} outcome=blocked`,
        ),
      );
      c.emit(
        b,
        c.svc("pay"),
        "ERROR",
        `fraud alert: ${c.r.int(200, 600)} blocked attempts from bin ${bin} in ${Math.round((b - a) / 60000)}m, ip range added to denylist`,
      );
    },
  },
  {
    name: "fundraiser-pages-moderated",
    domain: "donate",
    says: "fundraiser pages with prohibited content are auto-hidden by moderation",
    run(c) {
      const svc = c.svc("pages");
      c.every(c.t0, c.t1, 25000, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `fundraiser page ${c.r.digits(6)} auto-hidden: ${c.r.pick(["prohibited content (crypto giveaway link)", "suspected impersonation of registered charity", "profanity in title"])}`,
        ),
      );
    },
  },
  {
    name: "duplicate-psp-webhooks",
    domain: "donate",
    says: "the payment provider redelivers webhooks that are ignored as duplicates",
    run(c) {
      const svc = c.svc("pay");
      const [a, b] = burst(c, 60, 180);
      c.every(a, b, 800, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `duplicate webhook evt_${c.r.hex(14)} (${c.r.pick(["payment_intent.succeeded", "charge.refunded", "invoice.paid"])}) ignored: already processed`,
        ),
      );
    },
  },
  {
    name: "direct-debit-returns",
    domain: "donate",
    says: "the daily Bacs return file cancels direct debit mandates",
    run(c) {
      const svc = c.svc("jobs");
      const [a, b] = burst(c, 30, 90);
      c.emit(a - 300, svc, "INFO", "processing Bacs ADDACS/ARUDD reports for today");
      c.every(a, b, 700, (t) =>
        c.emit(
          t,
          svc,
          "ERROR",
          `Direct Debit ${c.r.pick(["mandate DDI-", "collection DDC-"])}${c.r.digits(7)} returned: ${c.r.pick(["ADDACS 1 instruction cancelled", "ARUDD 0 refer to payer", "ADDACS B account closed", "ARUDD 2 payer deceased"])}`,
        ),
      );
    },
  },
  {
    name: "captcha-rejections",
    domain: "donate",
    says: "bot submissions on the donation form fail the captcha",
    run(c) {
      c.every(c.t0, c.t1, 8000, (t) =>
        c.emit(
          t,
          c.svc("core"),
          "WARN",
          `donation form rejected: reCAPTCHA score 0.${c.r.int(0, 3)} below 0.5 (ip ${ip(c)})`,
        ),
      );
    },
  },
];

const any: QuietKind[] = [
  {
    name: "rolling-restart",
    domain: "any",
    says: "a rolling restart briefly fails readiness probes and returns two 502s",
    run(c) {
      const svc = c.svc("core");
      const t = c.t0 + c.r.int(120, 400) * 1000;
      for (let i = 0; i < 3; i++) {
        const at = t + i * 40000;
        c.emit(at, svc, "INFO", `Received SIGTERM, shutting down replica ${i + 1}/3`);
        c.emit(
          at + 4000,
          svc,
          "WARN",
          `Readiness probe failed: Get "http://10.42.${c.r.int(0, 9)}.${c.r.int(2, 250)}:8080/ready": dial tcp: connect: connection refused`,
        );
        c.emit(at + 9000, svc, "INFO", "replica ready");
      }
      c.emit(
        t + 4500,
        c.svc("gw"),
        "ERROR",
        `upstream ${svc} returned 502 Bad Gateway (no healthy endpoints), 1 request failed`,
      );
      c.emit(
        t + 44500,
        c.svc("gw"),
        "ERROR",
        `upstream ${svc} returned 502 Bad Gateway (no healthy endpoints), 1 request failed`,
      );
    },
  },
  {
    name: "consumer-rebalance",
    domain: "any",
    says: "a Kafka consumer group rebalances and resumes",
    run(c) {
      const svc = c.svc("notify");
      const t = c.t0 + c.r.int(60, 500) * 1000;
      c.emit(
        t,
        svc,
        "WARN",
        `[Consumer clientId=${svc}-0, groupId=${svc}] Attempt to heartbeat failed since group is rebalancing`,
      );
      c.emit(
        t + 200,
        svc,
        "INFO",
        `[Consumer clientId=${svc}-0, groupId=${svc}] Revoke previously assigned partitions events-0, events-1, events-2`,
      );
      c.emit(
        t + 3100,
        svc,
        "WARN",
        `[Consumer clientId=${svc}-0, groupId=${svc}] consumer lag ${c.r.int(2000, 9000)} messages on events-1`,
      );
      c.emit(
        t + 5400,
        svc,
        "INFO",
        `[Consumer clientId=${svc}-0, groupId=${svc}] Successfully joined group with generation Generation{generationId=${c.r.int(40, 300)}}`,
      );
      c.emit(t + 60000, svc, "INFO", `[Consumer clientId=${svc}-0, groupId=${svc}] consumer lag back to 0`);
    },
  },
  {
    name: "slow-report-queries",
    domain: "any",
    says: "a finance report job runs slow queries",
    run(c) {
      const svc = c.svc("pay");
      const [a, b] = burst(c, 120, 240);
      c.every(a, b, 15000, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `slow query ${c.r.int(2, 9)}.${c.r.int(100, 999)}s (threshold 1s): SELECT date_trunc('day', created_at), sum(amount) FROM ledger_entries WHERE created_at > $1 GROUP BY 1 [monthly-finance-report]`,
        ),
      );
    },
  },
  {
    name: "gc-pauses",
    domain: "any",
    says: "a JVM logs long GC pauses that recover",
    run(c) {
      const svc = javaSvc(c) ?? c.svc("core");
      let n = c.r.int(100, 900);
      c.every(c.t0, c.t1, 45000, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `[gc] GC(${n++}) Pause Young (G1 Evacuation Pause) ${c.r.int(600, 1400)}M->${c.r.int(200, 500)}M(2048M) ${c.r.int(350, 900)}.${c.r.int(100, 999)}ms`,
        ),
      );
    },
  },
  {
    name: "client-disconnects",
    domain: "any",
    says: "mobile clients disconnect before responses are written",
    run(c) {
      c.every(c.t0, c.t1, 9000, (t) =>
        c.emit(
          t,
          c.svc("gw"),
          "WARN",
          `client closed connection before response was sent (499) ${c.r.pick(["GET", "POST"])} ${c.r.pick(["/api/feed", "/api/search", "/api/me"])} after ${c.r.int(2000, 9000)}ms`,
        ),
      );
    },
  },
  {
    name: "tls-handshake-bots",
    domain: "any",
    says: "bots offering old TLS versions fail handshakes at the edge after a certificate renewal",
    run(c) {
      const gw = c.svc("gw");
      c.emit(
        c.t0 + c.r.int(30, 200) * 1000,
        gw,
        "INFO",
        `TLS certificate reloaded: CN=*.${c.e.company}.example, notAfter=2027-02-27`,
      );
      c.every(c.t0, c.t1, 6000, (t) =>
        c.emit(
          t,
          gw,
          "ERROR",
          `TLS handshake error from ${ip(c)}:${c.r.int(30000, 65000)}: tls: client offered only unsupported versions: [301 300]`,
        ),
      );
    },
  },
  {
    name: "flag-provider-fallback",
    domain: "any",
    says: "the feature-flag provider is briefly unreachable and cached flags are served",
    run(c) {
      const svc = c.svc("core");
      const [a, b] = burst(c, 40, 120);
      c.every(a, b, 5000, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `feature flag provider unreachable (stream disconnected), serving cached flags age=${Math.round((t - a) / 1000)}s`,
        ),
      );
      c.emit(b, svc, "INFO", "feature flag stream reconnected, 84 flags synced");
    },
  },
  {
    name: "cache-latency-spike",
    domain: "any",
    says: "the cache cluster has a latency spike during its snapshot",
    run(c) {
      const svc = c.svc("core");
      const [a, b] = burst(c, 30, 90);
      c.every(a, b, 3000, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `redis command latency high: GET p99=${c.r.int(120, 400)}ms (normal <5ms), background save in progress`,
        ),
      );
    },
  },
  {
    name: "leader-handover",
    domain: "any",
    says: "a scheduler replica loses its leader lease and another takes over",
    run(c) {
      const svc = c.svc("notify");
      const t = c.t0 + c.r.int(60, 500) * 1000;
      c.emit(
        t,
        svc,
        "ERROR",
        `failed to renew lease ${c.e.namespace}/${svc}-leader: timed out waiting for the condition`,
      );
      c.emit(t + 30, svc, "WARN", "leaderelection lost, stepping down");
      c.emit(
        t + 2100,
        svc,
        "INFO",
        `successfully acquired lease ${c.e.namespace}/${svc}-leader (new leader ${svc}-${c.r.hex(5)})`,
      );
    },
  },
  {
    name: "email-bounces",
    domain: "any",
    says: "emails bounce or are rejected by recipient policy",
    run(c) {
      const svc = c.svc("notify");
      c.every(c.t0, c.t1, 11000, (t) =>
        c.emit(
          t,
          svc,
          "ERROR",
          `delivery failed to ****@${c.r.pick(["btinternet.com", "aol.com", "icloud.com", "gmx.de"])}: ${c.r.pick(["550 5.7.1 rejected by recipient policy", "552 5.2.2 mailbox full", "554 5.7.1 spam content detected"])}`,
        ),
      );
    },
  },
  {
    name: "export-bad-rows",
    domain: "any",
    says: "a nightly export skips rows with bad data",
    run(c) {
      const svc = c.svc("core");
      const [a, b] = burst(c, 60, 120);
      c.emit(a - 200, svc, "INFO", "nightly warehouse export started");
      const py = c.rt(svc) === "python";
      c.every(a, b, 2500, (t) =>
        c.emit(t, svc, "ERROR", `export row ${c.r.digits(6)} skipped: invalid UTF-8 sequence in field "description"`, {
          stack: c.r.chance(0.2)
            ? py
              ? stack(
                  "python",
                  "UnicodeDecodeError",
                  "'utf-8' codec can't decode byte 0xe9 in position 41: invalid continuation byte",
                  ["/app/export/rows.py|88|encode_row|value = raw.decode('utf-8')"],
                )
              : undefined
            : undefined,
        }),
      );
      c.emit(
        b,
        svc,
        "INFO",
        `nightly warehouse export finished: ${c.r.int(40000, 90000)} rows, ${c.r.int(10, 40)} skipped`,
      );
    },
  },
  {
    name: "telemetry-push-drops",
    domain: "any",
    says: "the metrics exporter cannot reach the collector and drops points",
    run(c) {
      const svc = c.svc("pay");
      c.every(c.t0, c.t1, 30000, (t) =>
        c.emit(
          t,
          svc,
          "WARN",
          `failed to export metrics to otel-collector:4317: context deadline exceeded; dropped ${c.r.int(200, 900)} points`,
        ),
      );
    },
  },
  {
    name: "memory-trim",
    domain: "any",
    says: "a service crosses its memory warning threshold and trims its cache",
    run(c) {
      const svc = c.svc("gw");
      c.every(c.t0, c.t1, 120000, (t) => {
        c.emit(
          t,
          svc,
          "WARN",
          `memory usage ${c.r.int(85, 91)}% of limit (${c.r.int(1700, 1850)}Mi/2048Mi), trimming response cache`,
        );
        c.emit(t + 900, svc, "INFO", `cache trimmed, memory usage ${c.r.int(55, 65)}%`);
      });
    },
  },
  {
    name: "vuln-scanner-404s",
    domain: "any",
    says: "a vulnerability scanner probes for well-known paths and gets 404s and 403s",
    run(c) {
      const [a, b] = burst(c, 60, 200);
      const src = ip(c);
      c.every(a, b, 300, (t) =>
        c.emit(
          t,
          c.svc("gw"),
          "WARN",
          `GET ${c.r.pick(["/wp-login.php", "/.env", "/actuator/env", "/.git/config", "/phpmyadmin/", "/admin/config.php", "/server-status"])} ${c.r.pick([404, 404, 403])} 1ms client=${src}`,
        ),
      );
    },
  },
];

export const MARKET_KINDS = [...market, ...any.slice(0, 7)];
export const DONATE_KINDS = [...donate, ...any.slice(7)];
export const ALL_KINDS = [...market, ...donate, ...any];
