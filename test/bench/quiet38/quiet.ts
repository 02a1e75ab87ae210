// Harmless noise that looks alarming: the business saying "no" correctly, partners misbehaving on their side,
// housekeeping. Each kind is one function laid on the baseline; `x` scales how loud it is.
import type { Ctx } from "./estates.js";

export interface QuietKind {
  name: string;
  kind: "lender" | "card" | "any";
  note: string;
  run(c: Ctx, x: number): void;
}

/** Arrival times between fractions f0..f1 of the window. */
const span = (c: Ctx, perMin: number, f0 = 0, f1 = 1) =>
  c.s.times(c.a + (c.b - c.a) * f0, c.a + (c.b - c.a) * f1, perMin);

const JAVA_ABORT = (pkg: string) =>
  `org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe
\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:353)
\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:784)
\tat com.fasterxml.jackson.core.json.UTF8JsonGenerator.flush(UTF8JsonGenerator.java:1204)
\tat ${pkg}.web.StatementController.download(StatementController.java:88)
Caused by: java.io.IOException: Broken pipe
\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)
\t... 47 common frames omitted`;

export const QUIET: QuietKind[] = [
  {
    name: "policy-declines",
    kind: "lender",
    note: "a wave of applications declined by affordability policy after a comparison-site campaign",
    run(c, x) {
      for (const t of span(c, 6 * x, 0.2, 0.9)) {
        const app = c.app();
        c.emit(
          t,
          "decision",
          "warn",
          `decision app=${app} outcome=DECLINE rule=AFF-07 dti=${(0.46 + c.r.f() * 0.3).toFixed(2)} limit=0.45 source=${c.r.pick(["clearscore", "totallymoney", "moneysupermarket"])}`,
        );
        c.emit(t + c.r.i(50, 300), "apply", "info", `application ${app} state DECISIONED -> DECLINED (policy)`);
      }
    },
  },
  {
    name: "bureau-no-hit",
    kind: "lender",
    note: "thin-file applicants return bureau no-hits and are referred, as designed",
    run(c, x) {
      for (const t of span(c, 4 * x)) {
        const app = c.app();
        c.emit(
          t,
          "bureau",
          "warn",
          `${c.e.bureau} search returned NO_MATCH app=${app} (address not on electoral roll, 0 credit accounts)`,
        );
        c.emit(
          t + c.r.i(200, 900),
          "decision",
          "warn",
          `decision app=${app} outcome=REFER reasons=NO_BUREAU_HIT queue=manual-underwriting`,
        );
      }
    },
  },
  {
    name: "kyc-doc-rejects",
    kind: "lender",
    note: "identity documents rejected for glare and expiry; applicants asked to retake",
    run(c, x) {
      for (const t of span(c, 5 * x)) {
        c.emit(
          t,
          "kyc",
          "warn",
          `${c.e.vendor} check ${c.r.hex(8)} result=consider breakdown.image_integrity=${c.r.pick(["image_quality:glare", "document_expired", "image_quality:blurred", "supported_document:unsupported"])} -> requesting re-upload`,
        );
      }
    },
  },
  {
    name: "sanctions-hits",
    kind: "lender",
    note: "sanctions and PEP screening potential matches routed to compliance review",
    run(c, x) {
      for (const t of span(c, 2.5 * x)) {
        c.emit(
          t,
          "kyc",
          "error",
          `screening potential match list=${c.r.pick(["OFSI", "OFAC-SDN", "PEP-Tier2"])} score=${c.r.i(81, 94)} applicant=${c.r.digits(8)} -> case opened for compliance review`,
        );
      }
    },
  },
  {
    name: "esign-declined",
    kind: "lender",
    note: "signers decline or let e-sign envelopes expire; webhooks arrive and are handled",
    run(c, x) {
      for (const t of span(c, 3 * x)) {
        const ev = c.r.pick(["envelope-declined", "envelope-voided", "recipient-authentication-failure"]);
        c.emit(
          t,
          "esign",
          "warn",
          `webhook ${ev} envelope=${c.r.hex(8)}-${c.r.hex(4)} app=${c.app()}: ${ev === "recipient-authentication-failure" ? "SMS OTP failed 3 times" : "signer reason='changed my mind'"}`,
        );
      }
      c.s.every(c.a, c.b, 120000, (t) =>
        c.emit(
          t,
          "esign",
          "warn",
          `expiry sweep: ${c.r.i(3, 19)} envelopes expired after 14 days without signature, applications withdrawn`,
        ),
      );
    },
  },
  {
    name: "fps-rejects",
    kind: "lender",
    note: "some disbursements rejected by the beneficiary bank for closed accounts or name mismatch and returned",
    run(c, x) {
      for (const t of span(c, 2 * x)) {
        const p = `PO${c.r.digits(10)}`;
        c.emit(
          t,
          "disburse",
          "error",
          `payout ${p} rejected status=RJCT reason=${c.r.pick(["AC04 ClosedAccountNumber", "AC01 IncorrectAccountNumber", "BE05 UnrecognisedInitiatingParty", "CoP ANNM account name no match"])} amount=${c.money(1000, 15000)}; loan put on hold for customer contact`,
        );
      }
    },
  },
  {
    name: "arudd-returns",
    kind: "lender",
    note: "the morning BACS ARUDD report returns hundreds of direct debits unpaid, all processed",
    run(c, x) {
      const role = c.has("repay") ? "repay" : "collect";
      const t0 = c.a + (c.b - c.a) * 0.25;
      c.emit(
        t0,
        role,
        "info",
        `ARUDD report received for processing day ${c.r.i(1, 28)}: ${c.r.i(300, 800)} returned items`,
      );
      for (const t of span(c, 40 * x, 0.26, 0.5)) {
        c.emit(
          t,
          role,
          "error",
          `direct debit returned unpaid loan=${c.loan()} amount=${c.money(40, 500)} reason=${c.r.pick(["0 REFER TO PAYER", "0 REFER TO PAYER", "1 INSTRUCTION CANCELLED", "B ACCOUNT CLOSED", "6 NO ACCOUNT"])}`,
        );
      }
      c.emit(t0 + (c.b - c.a) * 0.26, role, "info", "ARUDD processing complete, arrears cases updated");
    },
  },
  {
    name: "addacs-cancellations",
    kind: "lender",
    note: "ADDACS advices cancel direct debit mandates after a bank's account migration",
    run(c, x) {
      const role = c.has("repay") ? "repay" : "collect";
      for (const t of span(c, 12 * x, 0.3, 0.6))
        c.emit(
          t,
          role,
          "warn",
          `ADDACS advice reason=${c.r.pick(["1 Instruction cancelled by payer", "3 Account transferred", "B Account closed"])} mandate=DDI${c.r.digits(9)} -> mandate cancelled, customer to be contacted`,
        );
    },
  },
  {
    name: "broken-promises",
    kind: "lender",
    note: "collections marks broken promises to pay and calls blocked outside permitted hours",
    run(c, x) {
      for (const t of span(c, 5 * x))
        c.emit(
          t,
          "collect",
          "warn",
          `promise_to_pay broken case=${c.loan()} due=${c.money(30, 300)} -> escalated to stage ${c.r.i(2, 4)}`,
        );
      for (const t of span(c, 3 * x))
        c.emit(
          t,
          "collect",
          "error",
          `dialer call blocked case=${c.loan()}: contact rule CONC-7.9 (max 3 attempts/7 days) exceeded`,
        );
    },
  },
  {
    name: "repay-card-declines",
    kind: "lender",
    note: "continuous-payment-authority card repayments decline for insufficient funds; retries later in the day succeed",
    run(c, x) {
      for (const t of span(c, 8 * x)) {
        const l = c.loan();
        c.emit(
          t,
          "repay",
          "error",
          `CPA charge failed loan=${l} processor_code=51 message='Insufficient funds' attempt=1/3`,
        );
        if (c.r.chance(0.4))
          c.emit(
            t + c.r.i(40000, 120000),
            "repay",
            "info",
            `CPA charge retry ok loan=${l} attempt=2/3 amount=${c.money(40, 200)}`,
          );
      }
    },
  },
  {
    name: "payday-peak",
    kind: "lender",
    note: "payday repayment peak queues work and lifts latency but every job completes",
    run(c, x) {
      for (const t of span(c, 3 * x, 0.2, 0.8))
        c.emit(
          t,
          "repay",
          "warn",
          `celery queue 'repayments' depth=${c.r.i(2000, 9000)} above threshold 1500, workers=24 (autoscaling)`,
        );
      for (const t of span(c, 4 * x, 0.2, 0.8))
        c.emit(t, "gw", "warn", `slow request POST /v1/repayments ${c.r.i(2100, 4800)}ms (p99 budget 2000ms)`);
      c.emit(c.a + (c.b - c.a) * 0.85, "repay", "info", "queue 'repayments' depth back under threshold (312)");
    },
  },
  {
    name: "duplicate-apps",
    kind: "lender",
    note: "fraud velocity rule blocks repeated applications from one device fingerprint",
    run(c, x) {
      const dev = c.r.hex(16);
      for (const t of span(c, 6 * x, 0.3, 0.7)) {
        c.emit(
          t,
          "apply",
          "warn",
          `velocity rule APP-VEL-3 blocked application: device=${dev} seen 14 times in 1h (ip 185.${c.r.i(10, 250)}.${c.r.i(0, 255)}.${c.r.i(1, 254)})`,
        );
        c.emit(t + c.r.i(2, 30), "gw", "warn", c.access("gw", "POST", "/v1/applications", 429, c.r.i(5, 20)));
      }
    },
  },
  {
    name: "modulus-check",
    kind: "lender",
    note: "applicants mistype bank details; sort code modulus checks fail validation with 422",
    run(c, x) {
      for (const t of span(c, 5 * x)) {
        c.emit(
          t,
          "apply",
          "warn",
          `bank details rejected: sortCode=${c.r.i(10, 99)}-${c.r.i(10, 99)}-${c.r.i(10, 99)} account=****${c.r.digits(4)} failed VocaLink modulus check (MOD11)`,
        );
        c.emit(
          t + c.r.i(2, 40),
          "gw",
          "info",
          c.access("gw", "PUT", `/v1/applications/${c.app()}/bank-details`, 422, c.r.i(20, 60)),
        );
      }
    },
  },
  {
    name: "ob-consent-expired",
    kind: "lender",
    note: "open banking consents past 90 days fail refresh; customers asked to reconnect",
    run(c, x) {
      const role = c.has("kyc") ? "kyc" : "apply";
      for (const t of span(c, 5 * x))
        c.emit(
          t,
          role,
          "warn",
          `open banking refresh failed consent=${c.r.hex(12)} bank=${c.r.pick(["monzo", "hsbc-uk", "barclays", "natwest"])}: 403 {"error":"consent_expired","error_description":"Re-authentication required"}`,
        );
    },
  },
  {
    name: "card-nsf-declines",
    kind: "card",
    note: "an evening spike of authorisations declined for insufficient funds",
    run(c, x) {
      for (const t of span(c, 20 * x, 0.1, 0.95))
        c.emit(
          t,
          "auth",
          "warn",
          c.e.key === "tallypay"
            ? `auth stan=${c.r.digits(6)} pan=${c.pan()} rc=51 declined insufficient_funds`
            : `MTI 0100 STAN ${c.r.digits(6)} -> 0110 DE39=51 (NOT SUFFICIENT FUNDS)`,
        );
    },
  },
  {
    name: "card-testing",
    kind: "card",
    note: "a card-testing run at one merchant is stopped by fraud rules; hundreds of declines, nothing broken",
    run(c, x) {
      const mid = c.r.digits(9);
      for (const t of span(c, 35 * x, 0.35, 0.6)) {
        c.emit(
          t,
          "fraud",
          "warn",
          `rule CT-VEL-12 fired merchant=${mid} distinct_pans_10m=${c.r.i(80, 400)} action=DECLINE score=0.97`,
        );
        c.emit(
          t + c.r.i(5, 30),
          "auth",
          "error",
          c.e.key === "tallypay"
            ? `auth stan=${c.r.digits(6)} pan=${c.pan()} rc=59 declined suspected_fraud merchant=${mid}`
            : `MTI 0100 STAN ${c.r.digits(6)} -> 0110 DE39=59 (SUSPECTED FRAUD) merchant ${mid}`,
        );
      }
    },
  },
  {
    name: "chargeback-wave",
    kind: "card",
    note: "the scheme's daily dispute file brings a batch of new chargebacks that are opened as cases",
    run(c, x) {
      const t0 = c.a + (c.b - c.a) * 0.3;
      c.emit(t0, "disputes", "info", `importing ${c.e.vendor} dispute file ${c.r.hex(8)}.xml`);
      for (const t of span(c, 15 * x, 0.3, 0.5))
        c.emit(
          t,
          "disputes",
          "warn",
          `chargeback received case=CB-${c.r.digits(8)} reason=${c.r.pick(["10.4 Other Fraud - Card-Absent", "13.1 Merchandise Not Received", "4853 Cardholder Dispute", "4837 No Cardholder Authorization"])} amount=${c.money(5, 900)} deadline=${c.r.i(10, 30)}d`,
        );
    },
  },
  {
    name: "settlement-late",
    kind: "card",
    note: "the scheme settlement file arrives 40 minutes late; the loader polls, warns and then loads it",
    run(c, x) {
      c.s.every(c.a, c.a + (c.b - c.a) * 0.7, 60000 / Math.max(1, x), (t, n) =>
        c.emit(
          t,
          "settle",
          n > 3 ? "error" : "warn",
          `settlement file ${c.e.vendor === "Visa" ? "EP747" : "T140"} for cycle ${c.r.i(1, 6)} not yet available on SFTP (expected 02:00, poll ${n + 1}), retrying in 60s`,
        ),
      );
      const t1 = c.a + (c.b - c.a) * 0.72;
      c.emit(t1, "settle", "info", `settlement file found, ${c.r.i(20000, 90000)} records, loading`);
      c.emit(t1 + 20000, "settle", "info", "settlement load complete, net position reconciled");
    },
  },
  {
    name: "recon-breaks",
    kind: "card",
    note: "reconciliation finds a handful of unmatched presentments and force-posts them for ops review",
    run(c, x) {
      for (const t of span(c, 3 * x))
        c.emit(
          t,
          "settle",
          "warn",
          `unmatched presentment arn=${c.r.digits(23)} amount=${c.money(2, 300)} no auth found within 30d -> force post queued for review`,
        );
    },
  },
  {
    name: "stip-advices",
    kind: "card",
    note: "stand-in advices from the scheme are replayed and matched after the scheme's planned maintenance",
    run(c, x) {
      for (const t of span(c, 10 * x, 0.2, 0.6))
        c.emit(
          t,
          "auth",
          "warn",
          c.e.key === "tallypay"
            ? `stand-in advice mti=0120 stan=${c.r.digits(6)} rc=00 applied to ledger late (stip)`
            : `MTI 0120 advice STAN ${c.r.digits(6)} DE39=00 stand-in processed by network, posting`,
        );
    },
  },
  {
    name: "3ds-failures",
    kind: "card",
    note: "3-D Secure challenges abandoned or failed by cardholders",
    run(c, x) {
      for (const t of span(c, 8 * x))
        c.emit(
          t,
          "fraud",
          "warn",
          `3DS ARes transStatus=${c.r.pick(["N", "N", "U", "R"])} transStatusReason=${c.r.pick(["01 Card authentication failed", "08 No Card record", "13 Cardholder not enrolled"])} acsTransID=${c.r.hex(8)}-${c.r.hex(4)}`,
        );
    },
  },
  {
    name: "cvv-expired",
    kind: "card",
    note: "declines for expired cards, wrong CVV and PIN tries exceeded",
    run(c, x) {
      for (const t of span(c, 12 * x))
        c.emit(
          t,
          "auth",
          "warn",
          `decline rc=${c.r.pick(["54 expired card", "N7 CVV2 mismatch", "75 PIN tries exceeded", "55 incorrect PIN"])} pan=${c.pan()}`,
        );
    },
  },
  {
    name: "provisioning-yellow",
    kind: "card",
    note: "wallet provisioning requests sent down the step-up path or declined by risk",
    run(c, x) {
      for (const t of span(c, 6 * x))
        c.emit(
          t,
          "token",
          "warn",
          `provisioning decision=${c.r.pick(["REQUIRE_ADDITIONAL_AUTHENTICATION", "DECLINED"])} tokenRequestor=${c.r.pick(["APPLE_PAY", "GOOGLE_PAY"])} deviceScore=${c.r.i(1, 3)} accountScore=${c.r.i(1, 4)}`,
        );
    },
  },
  {
    name: "partner-endpoint-down",
    kind: "card",
    note: "one partner's webhook receiver is down; deliveries back off and queue as designed",
    run(c, x) {
      const p = `partner-${c.r.i(31, 60)}`;
      for (const t of span(c, 10 * x, 0.1, 0.9))
        c.emit(
          t,
          "webhook",
          "error",
          `delivery failed evt_${c.r.hex(14)} to ${p} (https://hooks.${p}.example.com/tallyin): 502 Bad Gateway, attempt ${c.r.i(1, 8)}/12 next in ${c.r.pick([30, 60, 120, 300])}s`,
        );
    },
  },
  {
    name: "duplicate-replays",
    kind: "card",
    note: "a client replays requests with the same idempotency key; duplicates are answered from cache",
    run(c, x) {
      for (const t of span(c, 8 * x, 0.2, 0.7))
        c.emit(
          t,
          "gw",
          "warn",
          `idempotency key ${c.r.hex(16)} replayed, returning stored response (409 suppressed) client=${c.r.pick(["ios-6.12.0", "android-6.11.3"])}`,
        );
    },
  },
  {
    name: "dispute-deadlines",
    kind: "card",
    note: "daily job lists disputes near their response deadline and pre-arbitration notices",
    run(c, x) {
      c.s.every(c.a, c.b, 90000 / Math.max(1, x), (t) =>
        c.emit(
          t,
          "disputes",
          "error",
          `SLA check: ${c.r.i(2, 14)} cases within 48h of representment deadline, ${c.r.i(0, 3)} in pre-arbitration`,
        ),
      );
    },
  },
  {
    name: "rate-limited-client",
    kind: "any",
    note: "one partner API key exceeds its quota and gets 429s while everyone else is served",
    run(c, x) {
      const key = `pk_live_${c.r.hex(6)}`;
      for (const t of span(c, 25 * x, 0.3, 0.7))
        c.emit(t, "gw", "warn", `rate limit exceeded for api_key=${key}: 120 req/min, returning 429 Too Many Requests`);
    },
  },
  {
    name: "expired-jwt",
    kind: "any",
    note: "mobile sessions with expired tokens get 401 and refresh",
    run(c, x) {
      for (const t of span(c, 15 * x)) {
        c.emit(
          t,
          "gw",
          "warn",
          `JWT verification failed: TokenExpiredError: jwt expired (expiredAt ${new Date(t - c.r.i(1000, 900000)).toISOString()}) -> 401`,
        );
        c.emit(t + c.r.i(100, 900), "gw", "info", c.access("gw", "POST", "/oauth/token", 200, c.r.i(30, 90)));
      }
    },
  },
  {
    name: "canary-rollout",
    kind: "any",
    note: "a canary rollout has readiness probes failing for 20 seconds during warm-up, then goes healthy",
    run(c) {
      const roles = Object.keys(c.e.svc) as (keyof typeof c.e.svc)[];
      const role = c.r.pick(roles.filter((r) => r !== "gw"));
      const t0 = c.a + (c.b - c.a) * c.r.f() * 0.6 + 60000;
      c.emit(t0, role, "info", `starting ${c.svc(role)} version 2026.11.${c.r.i(10, 29)}-${c.r.hex(7)} (canary 10%)`);
      for (let i = 0; i < 6; i++)
        c.emit(
          t0 + 1500 + i * 3500,
          role,
          "warn",
          `readiness probe: dependencies not ready (warming caches ${i * 16}%)`,
        );
      c.emit(t0 + 24000, role, "info", "ready: all health contributors UP");
    },
  },
  {
    name: "replica-lag",
    kind: "any",
    note: "a read replica lags during a vacuum; reads fall back to primary",
    run(c, x) {
      const role = c.has("ledger") ? "ledger" : "apply";
      for (const t of span(c, 4 * x, 0.3, 0.7))
        c.emit(
          t,
          role,
          "warn",
          `read replica lag ${c.r.i(12, 95)}s exceeds max_staleness 10s, routing reads to primary`,
        );
    },
  },
  {
    name: "gc-pauses",
    kind: "any",
    note: "long but recovering GC pauses on a JVM service during a batch",
    run(c, x) {
      const roles = (Object.keys(c.e.rt) as (keyof typeof c.e.rt)[]).filter(
        (r) => c.e.rt[r] === "java" || c.e.rt[r] === "dotnet",
      );
      const role = c.r.pick(roles);
      for (const t of span(c, 3 * x))
        c.emit(
          t,
          role,
          "warn",
          c.e.rt[role] === "java"
            ? `GC pause (G1 Evacuation Pause) ${c.r.i(450, 1400)}ms, heap ${c.r.i(3, 5)}.${c.r.i(0, 9)}G/6.0G after`
            : `Gen2 GC took ${c.r.i(450, 1300)}ms, heap ${c.r.i(1200, 2400)}MB`,
        );
    },
  },
  {
    name: "eod-batch-slow",
    kind: "any",
    note: "end-of-day batch runs past its expected duration and finishes",
    run(c) {
      const role = c.has("settle") ? "settle" : "repay";
      const t0 = c.a + 30000;
      c.emit(t0, role, "info", "EOD job interest-and-fees started");
      c.s.every(t0 + 120000, c.b - 60000, 60000, (t, n) =>
        c.emit(
          t,
          role,
          "warn",
          `EOD job interest-and-fees still running after ${n + 2}m (expected 2m), processed ${30 + n * 9}%`,
        ),
      );
      c.emit(c.b - 30000, role, "info", "EOD job interest-and-fees completed");
    },
  },
  {
    name: "cert-expiry",
    kind: "any",
    note: "certificate expiry reminders for a partner mTLS certificate weeks away",
    run(c, x) {
      const role = c.has("bureau") ? "bureau" : "settle";
      c.s.every(c.a, c.b, 180000 / Math.max(1, x), (t) =>
        c.emit(
          t,
          role,
          "warn",
          `certificate CN=${c.e.key}-client.${c.e.vendor.toLowerCase()}.partner expires in 19 days (notAfter=2026-12-19T00:00:00Z)`,
        ),
      );
    },
  },
  {
    name: "scale-down",
    kind: "any",
    note: "autoscaler removes pods; services log SIGTERM and drain cleanly",
    run(c) {
      const roles = (Object.keys(c.e.svc) as (keyof typeof c.e.svc)[]).slice(1, 5);
      for (const role of roles) {
        const t = c.a + (c.b - c.a) * (0.3 + c.r.f() * 0.4);
        c.emit(t, role, "warn", "received SIGTERM, shutting down gracefully");
        c.emit(t + 400, role, "warn", `draining ${c.r.i(2, 40)} in-flight requests`);
        c.emit(t + 2100, role, "info", "shutdown complete");
      }
    },
  },
  {
    name: "kafka-rebalance",
    kind: "any",
    note: "a consumer group rebalances after a deploy; lag spikes and drains",
    run(c) {
      const role = c.has("ledger") ? "ledger" : "repay";
      const t0 = c.a + (c.b - c.a) * 0.4;
      c.emit(
        t0,
        role,
        "warn",
        `[Consumer clientId=${c.svc(role)}-0, groupId=${c.svc(role)}] Request joining group due to: group is already rebalancing`,
      );
      c.emit(
        t0 + 3000,
        role,
        "info",
        `[Consumer clientId=${c.svc(role)}-0, groupId=${c.svc(role)}] Adding newly assigned partitions: events-3, events-4, events-5`,
      );
      for (let i = 0; i < 8; i++)
        c.emit(
          t0 + 10000 + i * 15000,
          role,
          "warn",
          `consumer lag ${Math.max(120, 48000 - i * 6500)} on events-4 above alert threshold 10000`,
        );
    },
  },
  {
    name: "client-aborts",
    kind: "any",
    note: "mobile clients disconnect mid-download; broken pipe traces",
    run(c, x) {
      const roles = (Object.keys(c.e.rt) as (keyof typeof c.e.rt)[]).filter((r) => c.e.rt[r] === "java");
      const role = roles.length ? c.r.pick(roles) : "gw";
      for (const t of span(c, 3 * x))
        c.emit(
          t,
          role,
          "error",
          c.e.rt[role] === "java"
            ? `Failed to write HTTP message: ${JAVA_ABORT(c.e.pkg)}`
            : "request aborted by client (499) after 12034ms",
        );
    },
  },
  {
    name: "bad-partner-payloads",
    kind: "any",
    note: "a broker partner sends malformed payloads and gets 400s",
    run(c, x) {
      for (const t of span(c, 8 * x, 0.1, 0.8))
        c.emit(
          t,
          "gw",
          "warn",
          `400 Bad Request for client ${c.e.kind === "lender" ? "broker-loanstreet" : "partner-29"}: body/dateOfBirth must match format "date"; body/postcode must NOT have more than 8 characters`,
        );
    },
  },
];
