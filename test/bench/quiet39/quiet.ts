// Harmless noise that looks alarming: each kind schedules its lines between `from` and `to` and says in one
// sentence what happens. Nothing here is broken; every line is something a real platform logs on a normal day.
import { acct, type Domain, type Estate, loanNo, mailbox, money, phone } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface QuietKind {
  name: string;
  domain: Domain | "any";
  note: string;
  run(c: Ctx, e: Estate, from: number, to: number): void;
}

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const sendIp = (c: Ctx) => `198.51.100.${c.r.int(10, 90)}`;
const qid = (c: Ctx) => c.r.hex(10).toUpperCase();

export const QUIET_KINDS: QuietKind[] = [
  {
    name: "hard-bounce-wave",
    domain: "mkt",
    note: "a customer's campaign to an old list hard-bounces in bulk (5.1.1 user unknown) and the addresses are suppressed",
    run(c, e, from, to) {
      const r = c.r;
      const cmp = `cmp_${r.hex(6)}`;
      c.poisson(from, to, r.int(60, 140), (t) => {
        const m = mailbox(r);
        c.emit(
          t,
          e.role.mta,
          "warn",
          e.role.mta === "mta-relay"
            ? `${qid(c)}: to=<${m}>, relay=${r.pick(["gmail-smtp-in.l.google.com[142.250.102.27]:25", "mx-aol.mail.gm0.yahoodns.net[67.195.228.94]:25", "outlook-com.olc.protection.outlook.com[52.101.8.44]:25"])}, delay=${r.float(0.3, 2).toFixed(1)}, dsn=5.1.1, status=bounced (host said: 550 5.1.1 ${r.pick(["The email account that you tried to reach does not exist.", "Requested action not taken: mailbox unavailable", "<" + m + ">: Recipient address rejected: User unknown in virtual mailbox table"])})`
            : `delivery failed for ${m} (campaign ${cmp}): 550 5.1.1 recipient address rejected: user unknown`,
        );
        c.emit(
          t + r.int(200, 3000),
          e.role.bounce,
          "error",
          `hard bounce ${m} campaign=${cmp} dsn=5.1.1 class=invalid_mailbox -> suppressed`,
        );
      });
      c.every(from, to, 60000, (t) =>
        c.emit(
          t,
          e.role.suppress,
          "warn",
          `suppression list for ${acct(r)} grew by ${r.int(400, 1800)} (reason=hard_bounce, campaign ${cmp}); bounce rate ${r.float(6, 14).toFixed(1)}%`,
        ),
      );
    },
  },
  {
    name: "complaint-burst",
    domain: "mkt",
    note: "spam complaints arrive in bulk through the Yahoo and Microsoft feedback loops after a promotional send and the account is flagged for review",
    run(c, e, from, to) {
      const r = c.r;
      const cmp = `cmp_${r.hex(6)}`;
      const a = acct(r);
      c.poisson(from, to, r.int(20, 50), (t) => {
        c.emit(
          t,
          e.role.bounce,
          "warn",
          `ARF report Feedback-Type: abuse User-Agent: ${r.pick(["Yahoo!-Mail-Feedback/2.0", "Microsoft JMRP", "AOL SComp"])} for ${mailbox(r)} campaign=${cmp} account=${a}`,
        );
        c.emit(t + r.int(50, 800), e.role.suppress, "info", `suppressed ${mailbox(r)} reason=complaint account=${a}`);
      });
      c.every(from, to, 90000, (t) =>
        c.emit(
          t,
          e.role.bounce,
          "error",
          `complaint rate ${r.float(0.18, 0.45).toFixed(2)}% for ${a} campaign ${cmp} exceeds 0.10% threshold; account flagged for compliance review`,
        ),
      );
    },
  },
  {
    name: "customer-webhook-down",
    domain: "mkt",
    note: "one customer's webhook endpoint refuses connections the whole window; events are retried with backoff and the endpoint is auto-disabled",
    run(c, e, from, to) {
      const r = c.r;
      const a = acct(r);
      const host = r.pick(["hooks.brightcart.example", "events.pinegrove-shop.example", "api.marlowe-crm.example"]);
      const ep = `ep_${r.hex(8)}`;
      c.poisson(from, to, r.int(25, 60), (t) => {
        const err = r.pick([
          `connect ECONNREFUSED 203.0.113.${r.int(2, 250)}:443`,
          "503 Service Unavailable",
          "502 Bad Gateway (cloudflare)",
          `Request timed out after 10000ms`,
        ]);
        c.emit(
          t,
          e.role.webhook,
          "error",
          `POST https://${host}/webhooks/email-events failed for ${a} (${ep}): ${err}; attempt ${r.int(2, 9)}/10, next in ${r.pick([60, 120, 240, 480, 960])}s`,
        );
      });
      c.emit(
        from + r.int(60000, 240000),
        e.role.webhook,
        "warn",
        `endpoint ${ep} (${host}) disabled after 500 consecutive failures; ${a} owner notified, events retained 72h`,
      );
    },
  },
  {
    name: "list-import-invalid",
    domain: "mkt",
    note: "a customer uploads a CSV with thousands of invalid, role and no-MX addresses; rows are rejected and the import finishes",
    run(c, e, from, to) {
      const r = c.r;
      const imp = `imp_${r.hex(6)}`;
      c.poisson(from, to, r.int(60, 160), (t) => {
        const why = r.pick([
          `invalid email "${r.pick(["john.smith@gmial.con", "sales@@acme.example", "n/a", "jane doe@yahoo.com", "info@"])}" (syntax)`,
          `role address "${r.pick(["admin", "noreply", "abuse", "postmaster"])}@${r.pick(["brightcart.example", "kellerhaus.example"])}" rejected by policy`,
          `domain "${r.pick(["hotmial.com", "yaho.com", "outlok.com"])}" has no MX record`,
        ]);
        c.emit(t, e.role.importer, "warn", `import ${imp} row ${r.int(2, 90000)}: ${why}`);
      });
      c.emit(
        to - 2000,
        e.role.importer,
        "error",
        `import ${imp} finished with errors: ${r.int(40, 90)},${r.int(100, 999)} rows, ${r.int(2, 9)},${r.int(100, 999)} rejected (see rejects.csv)`,
      );
    },
  },
  {
    name: "gmail-deferral",
    domain: "mkt",
    note: "Gmail temporarily rate-limits one sending IP with 421-4.7.28 deferrals; the queue backs off and messages go out on retry",
    run(c, e, from, to) {
      const r = c.r;
      const ip = sendIp(c);
      c.poisson(from, to, r.int(50, 120), (t) => {
        c.emit(
          t,
          e.role.mta,
          "warn",
          `${qid(c)}: to=<${r.pick(["a", "k", "m", "p"])}***@gmail.com>, relay=gmail-smtp-in.l.google.com[142.250.102.27]:25, delay=${r.int(30, 1800)}, dsn=4.7.28, status=deferred (host gmail-smtp-in.l.google.com[142.250.102.27] said: 421-4.7.28 [${ip}] Gmail has detected an unusual rate of unsolicited mail. To protect our users from spam, mail has been temporarily rate limited. For more information, go to https://support.google.com/mail/?p=UnsolicitedRateLimitError - gsmtp (in reply to end of DATA command))`,
        );
        if (r.chance(0.4))
          c.emit(
            t + r.int(60000, 300000),
            e.role.mta,
            "info",
            `${qid(c)}: to=<${r.pick(["a", "k", "m"])}***@gmail.com>, relay=gmail-smtp-in.l.google.com[142.250.102.27]:25, delay=${r.int(300, 2000)}, dsn=2.0.0, status=sent (250 2.0.0 OK)`,
          );
      });
      c.every(from, to, 60000, (t) =>
        c.emit(
          t,
          e.role.sender,
          "warn",
          `throttle: gmail.com deferrals on ${ip}, backing off pool to ${r.int(20, 80)} msg/min`,
        ),
      );
    },
  },
  {
    name: "yahoo-tss04",
    domain: "mkt",
    note: "Yahoo defers a burst with 421 4.7.0 [TSS04] during a large promotional send; retries deliver",
    run(c, e, from, to) {
      const r = c.r;
      const ip = sendIp(c);
      c.poisson(from, to, r.int(40, 100), (t) =>
        c.emit(
          t,
          e.role.mta,
          "warn",
          `${qid(c)}: to=<${mailbox(r).replace(/@.*/, "@yahoo.com")}>, relay=mta6.am0.yahoodns.net[67.195.204.77]:25, delay=${r.int(20, 900)}, dsn=4.7.0, status=deferred (host mta6.am0.yahoodns.net said: 421 4.7.0 [TSS04] Messages from ${ip} temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes (in reply to MAIL FROM command))`,
        ),
      );
      c.every(from, to, 120000, (t) =>
        c.emit(
          t,
          e.role.sender,
          "info",
          `deferred queue: ${r.int(8, 60)}k messages for yahoo.com, retry schedule 5m/15m/30m`,
        ),
      );
    },
  },
  {
    name: "outlook-rate-limit",
    domain: "mkt",
    note: "Outlook.com answers 451 4.7.650 (IP reputation rate limit) for a new dedicated IP; mail is retried and delivered",
    run(c, e, from, to) {
      const r = c.r;
      const ip = sendIp(c);
      c.poisson(from, to, r.int(30, 90), (t) =>
        c.emit(
          t,
          e.role.mta,
          r.chance(0.3) ? "error" : "warn",
          `${qid(c)}: to=<${mailbox(r).replace(/@.*/, "@outlook.com")}>, relay=outlook-com.olc.protection.outlook.com[52.101.9.12]:25, delay=${r.int(10, 700)}, dsn=4.7.650, status=deferred (host said: 451 4.7.650 The mail server [${ip}] has been temporarily rate limited due to IP reputation. For e-mail delivery information, see https://postmaster.live.com (S775) [Name=Protocol Filter Agent][AGT=PFA])`,
        ),
      );
    },
  },
  {
    name: "sms-carrier-filtered",
    domain: "mkt",
    note: "carriers filter and reject part of an SMS blast (30007 carrier violation, 30003 unreachable, 30006 landline) while the rest delivers",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(40, 110), (t) => {
        const [code, txt] = r.pick([
          ["30007", "Message filtered (carrier violation)"],
          ["30003", "Unreachable destination handset"],
          ["30006", "Landline or unreachable carrier"],
          ["30005", "Unknown destination handset"],
        ] as const);
        c.emit(
          t,
          e.role.sms,
          "error",
          `MT SM${r.hex(32)} to ${phone(r)} status=undelivered error_code=${code} (${txt})`,
        );
      });
    },
  },
  {
    name: "stop-optouts",
    domain: "mkt",
    note: "an SMS promotion triggers a wave of STOP replies; later sends to those numbers are blocked with 21610 as designed",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(30, 80), (t) => {
        const p = phone(r);
        c.emit(
          t,
          e.role.sms,
          "info",
          `inbound MO from ${p}: "${r.pick(["STOP", "Stop", "STOP ALL", "unsubscribe", "STOPALL"])}" -> opt-out recorded`,
        );
        if (r.chance(0.5))
          c.emit(
            t + r.int(2000, 60000),
            e.role.sms,
            "error",
            `send to ${p} rejected: 21610 Attempt to send to unsubscribed recipient`,
          );
      });
    },
  },
  {
    name: "send-queue-peak",
    domain: "mkt",
    note: "a holiday send pushes the send queue far above its soft limit; workers scale out and the backlog drains",
    run(c, e, from, to) {
      const r = c.r;
      let depth = r.int(180, 320) * 1000;
      c.every(from, to, 20000, (t) => {
        depth = Math.max(2000, depth + r.int(-40, 10) * 1000);
        c.emit(
          t,
          e.role.sender,
          depth > 150000 ? "warn" : "info",
          `send queue depth ${depth.toLocaleString("en-US")} (soft limit 150,000), oldest message ${Math.round(depth / 9000)}m; workers ${Math.min(64, 24 + Math.round(depth / 10000))}/64`,
        );
      });
      c.emit(from + 5000, e.role.sender, "warn", "HPA scaled send-workers 24 -> 48 (cpu 91% / target 70%)");
    },
  },
  {
    name: "ip-warmup-cap",
    domain: "mkt",
    note: "a warm-up IP pool reaches its daily cap and holds the rest of the send until midnight UTC, as planned",
    run(c, e, from, to) {
      const r = c.r;
      const pool = `warmup-${r.int(2, 9)}`;
      c.emit(
        from,
        e.role.sender,
        "warn",
        `pool ${pool} daily cap reached (${r.int(20, 80)},000/day, warm-up day ${r.int(4, 20)} of 30); holding remaining messages until 00:00 UTC`,
      );
      c.poisson(from, to, r.int(15, 40), (t) =>
        c.emit(
          t,
          e.role.sender,
          "warn",
          `held batch for cmp_${r.hex(6)} (${r.int(200, 1000)} msgs): pool ${pool} over daily cap`,
        ),
      );
    },
  },
  {
    name: "merge-tag-missing",
    domain: "mkt",
    note: "a template uses a merge field many contacts lack; fallback text is used and the send continues",
    run(c, e, from, to) {
      const r = c.r;
      const cmp = `cmp_${r.hex(6)}`;
      c.poisson(from, to, r.int(25, 60), (t) =>
        c.emit(
          t,
          e.role.mta === "mta-relay" ? e.role.scheduler : e.role.mta,
          "warn",
          `render ${cmp}: merge field {{ ${r.pick(["first_name", "city", "loyalty_tier", "last_order.date"])} }} empty for ${r.int(20, 900)} recipients in batch, using fallback`,
        ),
      );
    },
  },
  {
    name: "api-customer-429",
    domain: "mkt",
    note: "one customer's integration hammers the API and gets 429s from its own rate limit; everyone else is served",
    run(c, e, from, to) {
      const r = c.r;
      const a = acct(r);
      c.poisson(from, to, r.int(80, 200), (t) =>
        c.emit(
          t,
          e.role.api,
          "warn",
          e.role.api === "app-api"
            ? `POST /v3/messages 429 2ms account=${a} rate limit 100 req/s exceeded (burst 200), Retry-After: 1`
            : `[${new Date(t).toISOString()}] "POST /v2/contacts HTTP/1.1" 429 RL 0 62 1 - "34.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}" "python-requests/2.31.0" account=${a}`,
        ),
      );
    },
  },
  {
    name: "dmarc-spoofing",
    domain: "mkt",
    note: "DMARC aggregate reports show spoofers sending as a customer's domain; the reports are parsed and the failures are expected",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(6, 16), (t) =>
        c.emit(
          t,
          e.role.bounce,
          "error",
          `DMARC aggregate report from ${r.pick(["google.com", "Yahoo", "Enterprise Outlook", "Mail.Ru"])}: ${r.int(40, 4000)} messages from ${r.int(45, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)} failed SPF and DKIM alignment for header_from=${r.pick(["news.oakbarrel.example", "mail.brightcart.example"])} (disposition=reject)`,
        ),
      );
    },
  },
  {
    name: "safelinks-clicks",
    domain: "mkt",
    note: "security scanners (Safe Links, Mimecast) pre-click every link seconds after delivery; the clicks are flagged as bots and filtered",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(20, 60), (t) =>
        c.emit(
          t,
          e.role.analytics,
          "warn",
          `bot click burst on cmp_${r.hex(6)}: ${r.int(40, 900)} clicks within ${r.int(1, 4)}s of delivery from ${r.pick(["40.94.", "52.100.", "205.139.110.", "207.211.30."])}${r.int(0, 255)} (${r.pick(["Microsoft Defender Safe Links", "Mimecast URL Protect", "Proofpoint URL Defense"])}) - excluded from stats`,
        ),
      );
    },
  },
  {
    name: "unsubscribe-wave",
    domain: "mkt",
    note: "a re-engagement campaign causes a spike of one-click unsubscribes; suppressions are written and the rate is flagged",
    run(c, e, from, to) {
      const r = c.r;
      const cmp = `cmp_${r.hex(6)}`;
      c.poisson(from, to, r.int(50, 120), (t) =>
        c.emit(
          t,
          e.role.suppress,
          "info",
          `List-Unsubscribe=One-Click POST for ${mailbox(r)} campaign=${cmp} -> suppressed`,
        ),
      );
      c.every(from, to, 120000, (t) =>
        c.emit(
          t,
          e.role.suppress,
          "warn",
          `unsubscribe rate ${r.float(1.2, 3.4).toFixed(1)}% on ${cmp} above account baseline 0.3%`,
        ),
      );
    },
  },
  {
    name: "blocklist-monitor",
    domain: "mkt",
    note: "the blocklist monitor reports listings for an IP that is already out of rotation and for a whole ASN on UCEPROTECT",
    run(c, e, from, to) {
      const r = c.r;
      c.every(from, to, 30000, (t) =>
        c.emit(
          t,
          e.role.sender,
          r.chance(0.5) ? "error" : "warn",
          r.chance(0.5)
            ? `blocklist monitor: ${sendIp(c)} LISTED on b.barracudacentral.org (pool bulk-legacy, out of rotation since ${isoDay(t - 86400000 * 9)})`
            : `blocklist monitor: ASN listing on dnsbl-3.uceprotect.net for 198.51.100.0/24 (level 3, informational)`,
        ),
      );
    },
  },
  {
    name: "dkim-domain-verify",
    domain: "mkt",
    note: "customers' new sending domains fail DNS verification because their CNAMEs are not published yet; verification keeps retrying",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(10, 30), (t) =>
        c.emit(
          t,
          e.role.api,
          "error",
          `domain verification failed for ${r.pick(["news", "mail", "em", "hello"])}.${r.pick(["oakbarrel", "kellerhaus", "fernhill", "tidewater"])}.example: ${r.pick(["CNAME pw1._domainkey not found (NXDOMAIN)", "SPF include:_spf.sendvia.example missing", "TXT _dmarc record not found"])} (attempt ${r.int(2, 40)}/72)`,
        ),
      );
    },
  },
  {
    name: "consumer-lag-catchup",
    domain: "any",
    note: "an event consumer falls behind during a peak and catches up; lag warnings shrink every minute",
    run(c, e, from, to) {
      const r = c.r;
      const svc = e.domain === "mkt" ? e.role.analytics : e.role.investor;
      let lag = r.int(120, 400) * 1000;
      c.every(from, to, 30000, (t) => {
        lag = Math.max(0, Math.round(lag * r.float(0.72, 0.95)));
        c.emit(
          t,
          svc,
          lag > 50000 ? "warn" : "info",
          `consumer group ${svc} lag ${lag.toLocaleString("en-US")} on topic ${e.domain === "mkt" ? "email.events" : "servicing.payments"} (${r.int(6, 18)}k msg/s, catching up)`,
        );
      });
    },
  },
  // ---------------------------------------------------------------- mortgage servicing
  {
    name: "escrow-shortage",
    domain: "mtg",
    note: "annual escrow analysis flags shortages and deficiencies after tax and insurance increases; payments are recomputed and notices queued",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(30, 80), (t) => {
        const sh = money(r, 120, 3400);
        if (r.chance(0.7))
          c.emit(
            t,
            e.role.escrow,
            "warn",
            `escrow SHORTAGE loan=${loanNo(r)} shortage=${sh} spread=12 months new_pmt=${money(r, 1400, 4200)} (+${money(r, 10, 290)}) cause=${r.pick(["COUNTY_TAX increase", "HAZARD_INS premium increase", "FLOOD_INS new policy"])}`,
          );
        else
          c.emit(
            t,
            e.role.escrow,
            "error",
            `escrow DEFICIENCY loan=${loanNo(r)} negative balance -${sh} after disbursement; borrower notice queued (RESPA 1024.17)`,
          );
      });
    },
  },
  {
    name: "ach-returns",
    domain: "mtg",
    note: "the morning ACH return file posts R01/R02/R03/R10 returns; payments are reversed and NSF fees assessed",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(25, 70), (t) => {
        const [code, txt] = r.pick([
          ["R01", "Insufficient Funds"],
          ["R01", "Insufficient Funds"],
          ["R02", "Account Closed"],
          ["R03", "No Account/Unable to Locate Account"],
          ["R10", "Customer Advises Not Authorized"],
        ] as const);
        c.emit(
          t,
          e.role.payments,
          "error",
          `ACH return ${code} ${txt} loan=${loanNo(r)} amount=${money(r, 700, 4100)} trace=0${r.digits(14)}; payment reversed${code === "R01" ? ", NSF fee 25.00 assessed" : ", autopay suspended"}`,
        );
      });
    },
  },
  {
    name: "month-end-peak",
    domain: "mtg",
    note: "first-of-month payments pile up: posting backlog and slow but successful portal responses, latency above SLO, then it drains",
    run(c, e, from, to) {
      const r = c.r;
      let backlog = r.int(25, 60) * 1000;
      c.every(from, to, 20000, (t) => {
        backlog = Math.max(500, backlog + r.int(-5000, 1500));
        c.emit(
          t,
          e.role.payments,
          backlog > 10000 ? "warn" : "info",
          `payment posting backlog ${backlog.toLocaleString("en-US")} (oldest ${Math.round(backlog / 2600)}m), throughput ${r.int(2300, 3100)}/min`,
        );
      });
      c.poisson(from, to, r.int(20, 50), (t) =>
        c.emit(
          t,
          e.role.portal,
          "warn",
          `slow request POST /api/payments 201 ${r.int(2100, 6800)}ms (p95 ${r.float(2.4, 4.1).toFixed(1)}s > SLO 1.5s)`,
        ),
      );
    },
  },
  {
    name: "boarding-exceptions",
    domain: "mtg",
    note: "a servicing-transfer file from a prior servicer has loans with missing fields; they go to the exceptions queue and the rest board",
    run(c, e, from, to) {
      const r = c.r;
      const f = `ACQ_${r.pick(["SUMMITHOME", "BAYCREST", "NORTHGATE"])}_${isoDay(from).replace(/-/g, "")}.csv`;
      c.poisson(from, to, r.int(20, 60), (t) =>
        c.emit(
          t,
          e.role.boarding,
          "error",
          `transfer file ${f}: loan ${loanNo(r)} failed validation: ${r.pick(["escrow disbursement date missing for COUNTY_TAX", "ARM index code 'LIBOR1M' not supported after cessation", "investor code blank", "next due date earlier than boarding date", "PMI certificate number missing"])} -> exceptions queue`,
        ),
      );
      c.emit(
        to - 1000,
        e.role.boarding,
        "warn",
        `boarded ${r.int(900, 1400)} of ${r.int(1401, 1500)} loans from ${f}; remaining routed to exceptions queue for manual review`,
      );
    },
  },
  {
    name: "investor-variance",
    domain: "mtg",
    note: "investor remittance reconciliation reports penny variances within tolerance and a few curtailment mismatches for manual review",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(15, 40), (t) =>
        c.emit(
          t,
          e.role.investor,
          r.chance(0.3) ? "error" : "warn",
          r.chance(0.6)
            ? `reconciliation variance pool ${r.pick(["FNMA", "FHLMC"])} ${r.digits(6)}: ${money(r, 0.01, 0.09)} (tolerance 1.00) - accepted`
            : `loan ${loanNo(r)} curtailment mismatch servicer=${money(r, 100, 900)} investor=${money(r, 100, 900)}; flagged for manual review`,
        ),
      );
    },
  },
  {
    name: "portal-lockouts",
    domain: "mtg",
    note: "a credential-stuffing run against the borrower portal produces failed logins and lockouts; the WAF blocks the addresses",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(60, 150), (t) => {
        const ip = `${r.int(45, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
        const x = r.next();
        if (x < 0.7)
          c.emit(
            t,
            e.role.auth,
            "warn",
            `login failed user=${mailbox(r)} reason=invalid_credentials ip=${ip} attempt=${r.int(1, 5)}/5`,
          );
        else if (x < 0.9)
          c.emit(t, e.role.auth, "warn", `account locked user=${mailbox(r)} after 5 failed attempts (unlock in 30m)`);
        else c.emit(t, e.role.portal, "error", `POST /api/auth/login 401 ${r.int(40, 200)}ms ip=${ip}`);
      });
      c.every(from, to, 60000, (t) =>
        c.emit(
          t,
          e.role.auth,
          "warn",
          `WAF rule credential-stuffing blocked ${r.int(200, 3000)} requests from ${r.int(30, 200)} IPs in last 60s`,
        ),
      );
    },
  },
  {
    name: "doc-font-substitution",
    domain: "mtg",
    note: "statement rendering warns about a substituted font and PDF/A transparency on every document; documents render fine",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(40, 90), (t) =>
        c.emit(
          t,
          e.role.docs,
          "warn",
          r.chance(0.6)
            ? `Font 'Arial Narrow' is not embedded and not available; substituting 'Liberation Sans Narrow' (template ${r.pick(["MonthlyStatement", "EscrowAnalysisStatement"])} v${r.int(10, 30)})`
            : `PDF/A-2b validation: transparency group on page ${r.int(1, 4)} flattened (rule 6.4); document ${loanNo(r)} accepted`,
        ),
      );
    },
  },
  {
    name: "metro2-rejects",
    domain: "mtg",
    note: "the monthly Metro 2 credit-reporting file gets a handful of records rejected by a bureau; they are corrected next cycle",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(8, 25), (t) =>
        c.emit(
          t,
          e.role.investor,
          "error",
          `Metro 2 ${r.pick(["Equifax", "Experian", "TransUnion"])} reject: loan ${loanNo(r)} segment ${r.pick(["K2 purchased-from name missing", "J1 associated consumer DOB invalid", "base segment ECOA code Z with status 11"])}`,
        ),
      );
    },
  },
  {
    name: "card-declines",
    domain: "mtg",
    note: "debit-card payments are declined by issuers (do not honor, insufficient funds, expired card) at a normal month-start volume",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(30, 70), (t) =>
        c.emit(
          t,
          e.role.payments,
          "warn",
          `card payment declined loan=${loanNo(r)} amount=${money(r, 800, 3600)}: ${r.pick(["do_not_honor (05)", "insufficient_funds (51)", "expired_card (54)", "card_velocity_exceeded (61)", "incorrect_cvc (N7)"])}`,
        ),
      );
    },
  },
  {
    name: "nacha-sftp-retry",
    domain: "mtg",
    note: "the NACHA file upload to the bank hits connection resets twice and succeeds on the third try; the bank acknowledges",
    run(c, e, from, to) {
      const r = c.r;
      const f = `KSACH${isoDay(from).replace(/-/g, "")}${r.pick(["A", "B", "C"])}.txt`;
      const t = from + r.int(10000, 60000);
      c.emit(
        t,
        e.role.payments,
        "error",
        `SFTP upload ${f} to sftp.treasury.${r.pick(["firstcoastbank", "unionharbor"])}.example failed: Connection reset by peer; retry 1/5 in 30s`,
      );
      c.emit(
        t + 31000,
        e.role.payments,
        "error",
        `SFTP upload ${f} failed: Connection reset by peer; retry 2/5 in 60s`,
      );
      c.emit(
        t + 92000,
        e.role.payments,
        "info",
        `SFTP upload ${f} complete (${r.int(1, 9)}.${r.int(0, 9)} MB, ${r.int(2000, 20000)} entries)`,
      );
      c.emit(
        t + r.int(200000, 400000),
        e.role.payments,
        "info",
        `bank acknowledgment received for ${f}: file accepted, batch count ${r.int(2, 12)}`,
      );
      void to;
    },
  },
  {
    name: "late-fee-batch",
    domain: "mtg",
    note: "the monthly late-charge batch assesses late charges and 30-day delinquency flags on many loans, as it does every month",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(40, 100), (t) =>
        c.emit(
          t,
          e.role.core,
          r.chance(0.8) ? "warn" : "error",
          r.chance(0.8)
            ? `late charge assessed loan=${loanNo(r)} amount=${money(r, 30, 140)} (4% of P&I, ${r.int(16, 29)} days past due)`
            : `loan ${loanNo(r)} DELINQUENT 30+ days, status CURRENT -> DELINQ_30, credit reporting flag set`,
        ),
      );
    },
  },
  {
    name: "insurance-lapse",
    domain: "mtg",
    note: "the hazard-insurance tracking feed reports lapsed policies; lender-placed insurance letters are queued per the normal process",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(15, 40), (t) =>
        c.emit(
          t,
          e.role.escrow,
          "warn",
          `hazard insurance lapse loan=${loanNo(r)} policy ${r.pick(["HO3", "HO6", "DP3"])}-${r.digits(8)} expired ${isoDay(t - 86400000 * r.int(1, 30))}; lender-placed letter ${r.int(1, 2)} queued`,
        ),
      );
    },
  },
  {
    name: "escrow-batch-long",
    domain: "mtg",
    note: "the nightly escrow analysis batch runs past its expected duration but keeps progressing and completes",
    run(c, e, from, to) {
      const r = c.r;
      let pct = r.int(50, 70);
      c.every(from, to, 60000, (t) => {
        pct = Math.min(100, pct + r.int(3, 8));
        c.emit(
          t,
          e.role.escrow,
          "warn",
          `escrow analysis batch running ${r.int(50, 80)}m (expected 45m), ${pct}% complete, ${r.int(900, 1600)} loans/min`,
        );
      });
    },
  },
  {
    name: "duplicate-payment-hold",
    domain: "mtg",
    note: "borrowers double-submit payments; duplicates are detected and held for review",
    run(c, e, from, to) {
      const r = c.r;
      c.poisson(from, to, r.int(10, 30), (t) =>
        c.emit(
          t,
          e.role.payments,
          "warn",
          `possible duplicate payment loan=${loanNo(r)} amount=${money(r, 900, 3000)} matches payment within 24h; held for review (rule DUP-02)`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- any estate
  {
    name: "cert-expiry",
    domain: "any",
    note: "certificate expiry warnings for a cert that cert-manager renews automatically",
    run(c, e, from, to) {
      const r = c.r;
      const svc = r.pick(e.svcs);
      c.every(from, to, 60000, (t) =>
        c.emit(
          t,
          svc,
          "warn",
          `TLS certificate CN=*.${e.key}.internal expires in ${r.int(14, 25)} days (notAfter=2026-12-${r.int(10, 28)}T00:00:00Z); renewal scheduled by cert-manager`,
        ),
      );
    },
  },
  {
    name: "gc-pauses",
    domain: "any",
    note: "a JVM service logs long G1 pauses and humongous allocations during a batch; requests keep succeeding",
    run(c, e, from, to) {
      const r = c.r;
      const svc = e.domain === "mkt" ? (e.key === "postwave" ? "suppression-svc" : "journey-engine") : e.role.core;
      c.poisson(from, to, r.int(6, 15), (t) =>
        c.emit(
          t,
          svc,
          "warn",
          `[gc] GC(${r.int(1000, 9000)}) Pause Young (${r.pick(["G1 Humongous Allocation", "Normal", "Concurrent Start"])}) (G1 Evacuation Pause) ${r.int(2100, 3900)}M->${r.int(900, 2000)}M(4096M) ${r.float(180, 720).toFixed(3)}ms`,
        ),
      );
    },
  },
  {
    name: "slow-queries",
    domain: "any",
    note: "reporting queries show up in the slow-query log at several seconds each; they complete",
    run(c, e, from, to) {
      const r = c.r;
      const svc = e.domain === "mkt" ? e.role.importer : e.role.investor;
      c.poisson(from, to, r.int(8, 20), (t) =>
        c.emit(
          t,
          svc,
          "warn",
          `slow query ${r.float(1.5, 9).toFixed(2)}s: SELECT ${e.domain === "mkt" ? "c.id, c.email FROM contacts c JOIN list_memberships lm ON lm.contact_id = c.id WHERE lm.list_id = $1" : "l.loan_id, SUM(t.amount) FROM txn t JOIN loans l USING (loan_id) WHERE t.posted_at >= $1 GROUP BY 1"} (rows=${r.int(1000, 400000)})`,
        ),
      );
    },
  },
  {
    name: "kafka-rebalance",
    domain: "any",
    note: "a consumer group rebalances during a rolling restart; partitions are revoked and reassigned",
    run(c, e, from, to) {
      const r = c.r;
      const svc = r.pick(e.svcs);
      const t = from + r.int(5000, 60000);
      c.emit(
        t,
        svc,
        "info",
        `[Consumer clientId=${svc}-${r.int(0, 3)}, groupId=${svc}] Request joining group due to: group is already rebalancing`,
      );
      c.emit(
        t + 200,
        svc,
        "warn",
        `[Consumer clientId=${svc}-${r.int(0, 3)}, groupId=${svc}] Revoke previously assigned partitions ${svc}.events-${r.int(0, 5)}, ${svc}.events-${r.int(6, 11)}`,
      );
      c.emit(
        t + r.int(3000, 9000),
        svc,
        "info",
        `[Consumer clientId=${svc}-${r.int(0, 3)}, groupId=${svc}] Successfully synced group in generation Generation{generationId=${r.int(100, 900)}}`,
      );
      c.poisson(from, to, 4, (x) =>
        c.emit(
          x,
          svc,
          "warn",
          `[Consumer clientId=${svc}-0, groupId=${svc}] Offset commit failed on partition ${svc}.events-${r.int(0, 11)}: The coordinator is loading and hence can't process requests. (retriable)`,
        ),
      );
    },
  },
  {
    name: "scanner-404s",
    domain: "any",
    note: "an internet scanner probes the public edge for WordPress and dotfiles; everything answers 404 or 403",
    run(c, e, from, to) {
      const r = c.r;
      const svc = e.domain === "mkt" ? e.role.api : e.role.portal;
      c.poisson(from, to, r.int(60, 180), (t) =>
        c.emit(
          t,
          svc,
          "warn",
          `GET ${r.pick(["/wp-login.php", "/.env", "/.git/config", "/phpmyadmin/index.php", "/actuator/env", "/cgi-bin/luci", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php"])} ${r.pick([404, 404, 403])} ${r.int(1, 6)}ms ip=${r.int(45, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)} ua="${r.pick(["Mozilla/5.0 zgrab/0.x", "python-requests/2.28.1", "Go-http-client/1.1"])}"`,
        ),
      );
    },
  },
  {
    name: "rollout-blips",
    domain: "any",
    note: "a rolling restart makes callers see connection resets for a few seconds; their retries succeed",
    run(c, e, from, to) {
      const r = c.r;
      const callee = e.domain === "mkt" ? e.role.suppress : e.role.core;
      const caller = e.domain === "mkt" ? e.role.sender : e.role.portal;
      e.deploy(c, callee, from);
      c.poisson(from, Math.min(to, from + 40000), 40, (t) => {
        c.emit(
          t,
          caller,
          "warn",
          `upstream connect error or disconnect/reset before headers. reset reason: connection termination (${callee}:8080); retrying`,
        );
        c.emit(t + r.int(100, 600), caller, "info", `retry to ${callee} succeeded (attempt 2)`);
      });
    },
  },
];
