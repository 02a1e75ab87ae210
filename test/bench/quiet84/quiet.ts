// Harmless noise that looks alarming, from small-business accounting software. Every kind writes into a window
// around `at` (or across it) and nothing it writes means the estate is broken.
import type { Estate, Role } from "./estates.js";
import type { Rng } from "./rng.js";
import { stack } from "./runtimes.js";
import type { Ctx, Noise } from "./stream.js";

export interface NoiseKind {
  kind: string;
  note: string;
  needs: Role[];
  fn: Noise;
}

/** `n` lines spread over [from, to) ms. */
function spread(c: Ctx, from: number, to: number, n: number, f: (r: Rng, t: number) => void): void {
  for (let k = 0; k < n; k++) f(c.r, from + c.r.f(0, Math.max(1, to - from)));
}
/** One line every `sec` (jittered) over [from, to). */
function every(c: Ctx, from: number, to: number, sec: number, f: (r: Rng, t: number) => void): void {
  for (let t = from + c.r.f(0, sec * 1000); t < to; t += sec * 1000 * c.r.f(0.6, 1.4)) f(c.r, t);
}
const win = (c: Ctx, at: number, beforeMin: number, afterMin: number): [number, number] => [
  Math.max(c.t0, at - beforeMin * 60000),
  Math.min(c.tEnd, at + afterMin * 60000),
];
const masked = (r: Rng): string =>
  `${r.p(["a", "j", "m", "s", "t", "k"])}***@${r.p(["gmail.com", "outlook.com", "icloud.com", "bigpond.com", "web.de", "xtra.co.nz"])}`;
const grantDate = (c: Ctx): string => new Date(c.t0 - 90 * 86400000).toISOString().slice(0, 10);

function taxIdFor(e: Estate, r: Rng): string {
  switch (e.country) {
    case "GB":
      return `GB${r.digits(9)}`;
    case "AU":
      return `${r.digits(2)} ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`;
    case "DE":
      return `DE${r.digits(9)}`;
    default:
      return `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}`;
  }
}

function rejection(e: Estate, r: Rng): string {
  switch (e.taxAuthority) {
    case "HMRC":
      return `HMRC rejected VAT return for VRN ${r.digits(9)} period 26A${r.i(1, 4)}: 400 {"code":"INVALID_REQUEST","message":"Invalid request","errors":[{"code":"${r.p(["INVALID_MONETARY_AMOUNT", "VAT_TOTAL_VALUE", "VAT_NET_VALUE"])}","path":"/${r.p(["totalValueSalesExVAT", "netVatDue", "vatReclaimedCurrPeriod"])}"}]}`;
    case "ATO":
      return `ATO SBR lodgment rejected for ABN ${taxIdFor(e, r)} BAS 2026-Q${r.i(1, 3)}: CMN.ATO.GEN.${r.p(["XML03", "EM0001", "OCL06"])} "${r.p(["G1 Total sales must be present", "Field 1A GST on sales is required", "Contact telephone number is missing"])}"`;
    case "ELSTER":
      return `ELSTER rejected UStVA for Steuernummer ${r.digits(3)}/${r.digits(3)}/${r.digits(5)} Zeitraum 2026-${r.i(1, 10)}: ERIC_GLOBAL_PRUEF_FEHLER (610301200) Kz${r.p(["81", "86", "66"])}: Pflichtfeld fehlt`;
    default:
      return `IRD rejected GST return for IRD ${taxIdFor(e, r)} period 2026-${r.i(1, 10)}: 400 {"errorCode":"${r.p(["GST_MISSING_SALES_TOTAL", "INVALID_PERIOD", "MISSING_ADJUSTMENTS"])}","message":"A required field is missing"}`;
  }
}

const K: NoiseKind[] = [
  {
    kind: "consent-expiry-90d",
    note: "a cohort of bank consents granted 90 days ago expires at once and thousands of feed syncs fail as reauth_required",
    needs: ["feeds"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 2, 6);
      const g = grantDate(c);
      spread(c, a, b, c.r.i(500, 1100), (r, t) => {
        const code =
          c.e.aggregator === "TrueLayer"
            ? '401 {"error":"invalid_grant","error_description":"refresh token expired"}'
            : c.e.aggregator === "Basiq"
              ? '403 {"type":"error","code":"consent-expired","title":"Consent has expired"}'
              : c.e.aggregator === "finAPI"
                ? "422 BANK_CONNECTION_UPDATE_REQUIRED (PSD2 consent expired)"
                : "401 CONSENT_EXPIRED";
        c.emit(
          t,
          "feeds",
          r.c(0.7) ? "error" : "warn",
          `sync acc_${r.hex(8)} (${r.p(c.e.banks)}): ${c.e.aggregator} ${code}; consent granted ${g}, marked reauth_required`,
        );
        if (r.c(0.15))
          c.emit(
            t + r.f(200, 3000),
            "edge",
            "info",
            `notification queued: bank reconnect reminder for org ${r.i(10000, 98000)}`,
          );
      });
    },
  },
  {
    kind: "ocr-blurry-receipts",
    note: "receipt OCR rejects a run of blurry phone photos and routes them to manual review",
    needs: ["ocr"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 4, 8);
      const rt = c.e.rt.ocr ?? "python";
      spread(c, a, b, c.r.i(120, 300), (r, t) => {
        const id = `rcpt_${r.hex(10)}`;
        if (r.c(0.25)) {
          const conf = `best candidate conf=0.2${r.i(0, 9)}`;
          const trace =
            rt === "cpp"
              ? `ocr::FieldError: no total amount found (${conf})\n    in TotalLocator::locate (src/fields/total_locator.cpp:${r.i(140, 190)})\n    in Pipeline::run (src/pipeline.cpp:88)`
              : stack("python", "ValueError", `could not locate a total amount (${conf})`, [
                  ["amount = find_total(lines)", "extract_total", "/app/ocr/fields.py", 212],
                  ["fields = self.extract(doc)", "process", "/app/ocr/pipeline.py", 88],
                ]);
          c.emit(t, "ocr", "error", `extraction failed for ${id}, sent to review queue\n${trace}`);
        } else {
          c.emit(
            t,
            "ocr",
            "warn",
            `${id}: text confidence 0.${r.i(12, 55)} below threshold 0.60 (laplacian variance ${r.f(8, 60).toFixed(1)}, likely blurred); routed to manual review`,
          );
        }
      });
    },
  },
  {
    kind: "tax-return-rejected",
    note: "the tax authority rejects individual customers' returns for a missing or invalid field and they are sent back to the customer",
    needs: ["tax"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 3, 9);
      spread(c, a, b, c.r.i(60, 160), (r, t) => {
        c.emit(t, "tax", "error", rejection(c.e, r));
        c.emit(
          t + r.f(50, 400),
          "tax",
          "info",
          `return marked needs_attention; customer notified (org ${r.i(10000, 98000)})`,
        );
      });
    },
  },
  {
    kind: "duplicate-transactions",
    note: "an aggregator resends overlapping statement pages and the feed skips hundreds of duplicate transactions",
    needs: ["feeds"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 3, 7);
      spread(c, a, b, c.r.i(300, 700), (r, t) =>
        c.emit(
          t,
          "feeds",
          "warn",
          `duplicate transaction skipped fingerprint=${r.hex(12)} (same date/amount/description as tx_${r.hex(10)}, ${r.p(c.e.banks)})`,
        ),
      );
    },
  },
  {
    kind: "tax-api-planned-outage",
    note: "the tax authority's API is in its announced maintenance window; submissions get 503 and are parked for later",
    needs: ["tax"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 5, 12);
      c.emit(
        a - 60000,
        "tax",
        "info",
        `${c.e.taxAuthority} service availability: planned maintenance scheduled now, submissions will be deferred`,
      );
      every(c, a, b, 4, (r, t) => {
        c.emit(
          t,
          "tax",
          r.c(0.6) ? "error" : "warn",
          `${c.e.taxAuthority} returned 503 Service Unavailable (planned maintenance) for ${c.e.taxName} submission sub_${r.hex(8)}; parked, next attempt after window`,
        );
      });
    },
  },
  {
    kind: "payment-links-expired",
    note: "customers open old payment links that expired and get 410",
    needs: ["links"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 5, 10);
      spread(c, a, b, c.r.i(120, 260), (r, t) =>
        c.emit(
          t,
          "links",
          "warn",
          `GET /pay/plink_${r.hex(8)} -> 410 Gone (link expired ${r.i(2, 60)}d ago, invoice INV-${r.digits(6)} ${r.p(["paid", "voided", "reissued"])})`,
        ),
      );
    },
  },
  {
    kind: "card-declines",
    note: "a wave of card declines (insufficient funds, do_not_honor) on payment links at the start of the month",
    needs: ["links"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 4, 8);
      spread(c, a, b, c.r.i(150, 320), (r, t) =>
        c.emit(
          t,
          "links",
          "error",
          `${c.e.psp} payment failed for plink_${r.hex(8)}: card_declined (${r.p(["insufficient_funds", "do_not_honor", "expired_card", "incorrect_cvc", "generic_decline"])})`,
        ),
      );
    },
  },
  {
    kind: "webhook-redelivery",
    note: "the payment provider redelivers a backlog of webhooks and they are all acknowledged as already processed",
    needs: ["links"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 2, 5);
      spread(c, a, b, c.r.i(250, 500), (r, t) =>
        c.emit(
          t,
          "links",
          "warn",
          `webhook evt_${r.hex(14)} already processed (delivery attempt ${r.i(2, 9)}), 200 returned, ignored`,
        ),
      );
    },
  },
  {
    kind: "rule-conflicts",
    note: "an accountant's bulk-imported rules overlap and the categoriser logs conflicts while applying priority order",
    needs: ["rules"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 4, 8);
      spread(c, a, b, c.r.i(200, 400), (r, t) =>
        c.emit(
          t,
          "rules",
          "warn",
          `rule conflict org=${r.i(10000, 98000)}: rules ${r.i(100, 999)} and ${r.i(1000, 1999)} both match "${r.p(["AMZN MKTP", "UBER *TRIP", "GOOGLE *CLOUD", "PAYPAL *", "SQ *COFFEE"])}"; applied priority ${r.i(1, 5)}`,
        ),
      );
    },
  },
  {
    kind: "weekend-stale-rates",
    note: "the reference FX feed has not published since Friday and the revaluation uses last published rates",
    needs: ["ledger"],
    fn: (c, at) => {
      const role: Role = c.has("fx") ? "fx" : "ledger";
      const d = new Date(c.t0);
      const back = (d.getUTCDay() + 2) % 7 || 7;
      const fri = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - back, 15, 0);
      const day = new Date(fri).toISOString().slice(0, 10);
      every(c, c.t0, c.tEnd, 20, (_r, t) =>
        c.emit(
          t,
          role,
          "warn",
          `reference rates stale: last ECB publication ${day} 16:00 CET (${Math.floor((t - fri) / 3600000)}h old); using last published`,
        ),
      );
      spread(c, ...win(c, at, 3, 3), 30, (r, t) =>
        c.emit(
          t,
          role,
          "error",
          `no rate for ${r.p(["RUB", "VES", "ZWL", "ARS"])} on ${day}; line left at historical rate`,
        ),
      );
    },
  },
  {
    kind: "month-end-revaluation",
    note: "the month-end revaluation batch skips thousands of organisations without foreign balances and reports missing exotic rates",
    needs: ["ledger"],
    fn: (c, at) => {
      const role: Role = c.has("fx") ? "fx" : "ledger";
      const [a, b] = win(c, at, 2, 9);
      c.emit(a, role, "info", "month-end revaluation batch started: 41,208 organisations");
      spread(c, a, b, c.r.i(400, 800), (r, t) =>
        r.c(0.85)
          ? c.emit(t, role, "warn", `org ${r.i(10000, 98000)}: no open foreign-currency balances, revaluation skipped`)
          : c.emit(
              t,
              role,
              "error",
              `org ${r.i(10000, 98000)}: revaluation failed for account 1${r.digits(3)} (${r.p(["ZWL", "SSP", "VES"])}): rate not available; account excluded`,
            ),
      );
    },
  },
  {
    kind: "payroll-missing-bank",
    note: "payroll holds payments for new employees without bank details and notifies employers",
    needs: ["payroll"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 3, 8);
      spread(c, a, b, c.r.i(80, 200), (r, t) =>
        c.emit(
          t,
          "payroll",
          r.c(0.5) ? "error" : "warn",
          `payrun pr_${r.hex(6)}: employee E-${r.digits(5)} has no bank account on file; payment held, employer notified`,
        ),
      );
    },
  },
  {
    kind: "aggregator-429-backoff",
    note: "the aggregator throttles the nightly refresh with 429 Retry-After and every call succeeds after backing off",
    needs: ["feeds"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 3, 7);
      spread(c, a, b, c.r.i(200, 450), (r, t) => {
        const id = `acc_${r.hex(8)}`;
        c.emit(
          t,
          "feeds",
          "warn",
          `${c.e.aggregator} 429 Too Many Requests for ${id}, Retry-After: ${r.i(1, 5)}s (attempt 1/5)`,
        );
        c.emit(t + r.f(1500, 6000), "feeds", "info", `sync ${id}: ${r.i(0, 20)} new after backoff`);
      });
    },
  },
  {
    kind: "bank-login-required",
    note: "users changed their online-banking passwords and their connections need re-login",
    needs: ["feeds"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 6, 8), c.r.i(150, 300), (r, t) =>
        c.emit(
          t,
          "feeds",
          "error",
          `connection bc_${r.hex(8)} (${r.p(c.e.banks)}): ${c.e.aggregator} LOGIN_REQUIRED - credentials changed at institution; user action needed`,
        ),
      );
    },
  },
  {
    kind: "credential-stuffing-blocked",
    note: "a credential-stuffing run against the login is rejected and the source addresses are blocked",
    needs: ["edge"],
    fn: (c, at) => {
      const role: Role = c.has("portal") ? "portal" : "edge";
      const [a, b] = win(c, at, 2, 6);
      const ips = Array.from({ length: 6 }, () => `185.220.${c.r.i(100, 103)}.${c.r.i(2, 250)}`);
      spread(c, a, b, c.r.i(400, 800), (r, t) =>
        c.emit(t, role, "warn", `login failed for ${masked(r)} from ${r.p(ips)}: invalid credentials`),
      );
      for (const ip of ips)
        c.emit(a + c.r.f(30000, 200000), role, "error", `rate limiter: ${ip} blocked for 15m after 20 failed logins`);
    },
  },
  {
    kind: "expired-tokens-refreshed",
    note: "laptops waking up send expired access tokens; each gets a 401 and refreshes successfully",
    needs: ["edge"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 5, 10), c.r.i(250, 500), (r, t) => {
        c.emit(
          t,
          "edge",
          "warn",
          `401 jwt expired (exp ${r.i(1, 600)}m ago) sub=usr_${r.hex(8)} on GET /api/v2/dashboard`,
        );
        c.emit(t + r.f(80, 700), "edge", "info", `token refreshed for usr_${r.hex(8)}`);
      });
    },
  },
  {
    kind: "jvm-gc-pauses",
    note: "a JVM service logs long young-generation GC pauses during a report burst and recovers",
    needs: ["ledger"],
    fn: (c, at) => {
      const java = (Object.keys(c.e.rt) as Role[]).find((k) => c.e.rt[k] === "java") ?? "ledger";
      every(c, ...win(c, at, 4, 6), 6, (r, t) =>
        c.emit(
          t,
          java,
          "warn",
          `[gc] GC(${r.i(3000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.i(1500, 3100)}M->${r.i(500, 900)}M(4096M) ${r.f(120, 480).toFixed(3)}ms`,
        ),
      );
    },
  },
  {
    kind: "month-end-slow-queries",
    note: "accountants run year-to-date reports at month end and the ledger logs slow queries that complete",
    needs: ["ledger"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 4, 8), c.r.i(100, 220), (r, t) =>
        c.emit(
          t,
          "ledger",
          "warn",
          `slow query ${r.f(2, 9).toFixed(2)}s (threshold 2s): SELECT account_id, sum(amount) FROM journal_lines WHERE org_id = $1 AND posted_on BETWEEN $2 AND $3 GROUP BY account_id`,
        ),
      );
    },
  },
  {
    kind: "cache-cold-after-flush",
    note: "a planned Redis flush leaves caches cold; miss rates and latencies spike then settle",
    needs: ["ledger"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 1, 5);
      c.emit(a, "ledger", "warn", "redis cache namespace reports:* flushed by maintenance job (keys=1,204,551)");
      every(c, a, b, 10, (r, t) =>
        c.emit(t, "ledger", "warn", `cache hit ratio ${r.i(3, 40)}% over last 10s (warming), p99 ${r.i(900, 3000)}ms`),
      );
    },
  },
  {
    kind: "rolling-restart-refused",
    note: "a rolling restart makes callers see connection refused for a few seconds and their retries succeed",
    needs: ["ledger"],
    fn: (c, at) => {
      const t = Math.min(c.tEnd - 60000, at + 60000);
      c.emit(t, "ledger", "info", "Received SIGTERM, draining connections (grace 30s)");
      c.emit(t + 31000, "ledger", "info", "server started on :8080");
      spread(c, t, t + 30000, c.r.i(30, 60), (r, tt) => {
        const caller: Role = r.p(["edge", "invoice", "rules"]);
        c.emit(
          tt,
          caller,
          "error",
          `POST http://${c.S("ledger")}:8080/journals failed: connect ECONNREFUSED 10.2.${r.i(0, 9)}.${r.i(2, 250)}:8080 (attempt 1/3)`,
        );
        c.emit(
          tt + r.f(300, 1500),
          caller,
          "info",
          `POST http://${c.S("ledger")}:8080/journals ok after retry (attempt 2/3)`,
        );
      });
    },
  },
  {
    kind: "cert-expiry-notice",
    note: "the certificate expiry monitor warns about a certificate that cert-manager renews in the same window",
    needs: ["edge"],
    fn: (c, at) => {
      const exp = c.t0 + 20.6 * 86400000;
      const expIso = new Date(exp).toISOString().replace(/\.\d+Z$/, "Z");
      every(c, c.t0, c.tEnd, 30, (_r, t) =>
        c.emit(
          t,
          "edge",
          "warn",
          `TLS certificate CN=*.${c.e.key}.io expires in ${Math.floor((exp - t) / 86400000)} days (${expIso})`,
        ),
      );
      c.emit(
        at,
        "edge",
        "info",
        `certificate *.${c.e.key}.io reloaded (serial 04:${c.r.hex(2)}:${c.r.hex(2)}, not after 2027-02-28)`,
      );
    },
  },
  {
    kind: "invoice-email-bounces",
    note: "invoice emails bounce for customers with mistyped addresses",
    needs: ["invoice"],
    fn: (c, at) => {
      const role: Role = c.has("notify") ? "notify" : "invoice";
      spread(c, ...win(c, at, 5, 9), c.r.i(100, 220), (r, t) =>
        c.emit(
          t,
          role,
          "error",
          `delivery failed for INV-${r.digits(6)} to ${masked(r)}: 550 5.1.1 Recipient address rejected: User unknown`,
        ),
      );
    },
  },
  {
    kind: "pdf-render-retry",
    note: "very long invoices exceed the PDF render budget once and succeed on retry",
    needs: ["invoice"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 4, 8), c.r.i(40, 90), (r, t) => {
        const inv = `INV-${r.digits(6)}`;
        c.emit(
          t,
          "invoice",
          "error",
          `PDF render for ${inv} (${r.i(300, 1400)} line items) exceeded 30s budget; retrying with simplified template`,
        );
        c.emit(
          t + r.f(8000, 20000),
          "invoice",
          "info",
          `PDF render for ${inv} succeeded on retry (${r.i(6, 40)} pages)`,
        );
      });
    },
  },
  {
    kind: "consumer-rebalance",
    note: "an event consumer group rebalances after a scale-up; heartbeats fail during the rebalance and consumption resumes",
    needs: ["ledger"],
    fn: (c, at) => {
      const [a] = win(c, at, 0, 2);
      const cid = `consumer-ledger-projections-${c.r.i(1, 4)}`;
      for (let k = 0; k < 12; k++) {
        c.emit(
          a + k * 2500,
          "ledger",
          "warn",
          `[Consumer clientId=${cid}, groupId=ledger-projections] Attempt to heartbeat failed since group is rebalancing`,
        );
      }
      c.emit(
        a + 400,
        "ledger",
        "info",
        `[Consumer clientId=${cid}, groupId=ledger-projections] Revoke previously assigned partitions journal-events-0, journal-events-1, journal-events-2`,
      );
      c.emit(
        a + 31000,
        "ledger",
        "info",
        `[Consumer clientId=${cid}, groupId=ledger-projections] Successfully joined group with generation Generation{generationId=${c.r.i(80, 400)}}`,
      );
    },
  },
  {
    kind: "tax-id-invalid",
    note: "customers enter invalid VAT/ABN/GST numbers on invoices and the registry lookup rejects them",
    needs: ["invoice"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 5, 10), c.r.i(150, 300), (r, t) =>
        c.emit(
          t,
          "invoice",
          "warn",
          `tax id check failed for contact ${r.i(1000, 99999)}: ${taxIdFor(c.e, r)} not found in registry (INVALID_INPUT); invoice saved as draft, 422 returned`,
        ),
      );
    },
  },
  {
    kind: "registry-member-state-down",
    note: "the EU VIES service reports one member state unavailable; checks are re-queued and invoices still issue",
    needs: ["invoice"],
    fn: (c, at) => {
      every(c, ...win(c, at, 5, 10), 3, (r, t) =>
        c.emit(
          t,
          "invoice",
          "error",
          `VIES checkVatService returned MS_UNAVAILABLE for IT${r.digits(11)}; invoice issued, validation re-queued in 30m`,
        ),
      );
    },
  },
  {
    kind: "statement-csv-parse-errors",
    note: "users upload malformed bank statement CSVs and the importer logs parse errors with traces",
    needs: ["feeds"],
    fn: (c, at) => {
      const rt = c.e.rt.feeds ?? "python";
      spread(c, ...win(c, at, 5, 10), c.r.i(60, 120), (r, t) => {
        const row = r.i(2, 400);
        const day = r.i(30, 31);
        const head = `statement import imp_${r.hex(8)} rejected: row ${row} unparseable, user shown error`;
        const traces: Record<string, string> = {
          java: stack(
            "java",
            "java.time.format.DateTimeParseException",
            `Text '${day}/02/2026' could not be parsed: Invalid date 'FEBRUARY ${day}'`,
            [
              ["java.base/java.time.format.DateTimeFormatter", "createError", "DateTimeFormatter.java", 2108],
              ["de.kontoro.psd2.imports.CsvStatementReader", "parseRow", "CsvStatementReader.java", 77],
              ["de.kontoro.psd2.imports.StatementImportService", "importFile", "StatementImportService.java", 140],
            ],
          ),
          node: stack("node", "RangeError", "Invalid time value", [
            ["Date", "toISOString", "<anonymous>", 1],
            ["CsvStatementParser", "parseRow", "/app/dist/imports/csv-parser.js", 77],
            ["StatementImporter", "run", "/app/dist/imports/importer.js", 140],
          ]),
          python: stack("python", "ValueError", `day is out of range for month: '${day}/02/2026'`, [
            ["row = parse_row(raw)", "parse_rows", "/app/imports/csv_reader.py", 77],
            ["rows = list(reader.parse_rows(fh))", "import_statement", "/app/imports/service.py", 140],
          ]),
        };
        const msg = traces[rt]
          ? `${head}\n${traces[rt]}`
          : `${head}: parsing time "${day}/02/2026" as "02/01/2006": day out of range`;
        c.emit(t, "feeds", "error", msg);
      });
    },
  },
  {
    kind: "readiness-warmup",
    note: "a newly scheduled replica reports not ready while it warms up and is then admitted",
    needs: ["edge"],
    fn: (c, at) => {
      const role: Role = c.r.p(["invoice", "rules", "tax"] as Role[]);
      every(c, at, Math.min(c.tEnd, at + 45000), 5, (r, t) =>
        c.emit(
          t,
          role,
          "warn",
          `GET /readyz -> 503 (warming: loading ${r.p(["rule index", "tax tables", "templates"])}, ${r.i(10, 95)}%)`,
        ),
      );
      c.emit(at + 46000, role, "info", "GET /readyz -> 200, replica ready");
    },
  },
  {
    kind: "hikari-clock-leap",
    note: "a JVM connection pool logs thread starvation or clock leap after a VM pause and carries on",
    needs: ["ledger"],
    fn: (c, at) => {
      const java = (Object.keys(c.e.rt) as Role[]).filter((k) => c.e.rt[k] === "java");
      const role: Role = java.length ? c.r.p(java) : "ledger";
      for (let k = 0; k < 6; k++)
        c.emit(
          at + k * c.r.f(20000, 70000),
          role,
          "warn",
          `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${c.r.i(45, 90)}s${c.r.i(100, 999)}ms).`,
        );
    },
  },
  {
    kind: "recurring-dst-shift",
    note: "recurring invoice schedules landing in a non-existent local hour are moved by the scheduler",
    needs: ["invoice"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 5, 8), c.r.i(60, 140), (r, t) =>
        c.emit(
          t,
          "invoice",
          "warn",
          `recurring schedule rs_${r.hex(6)}: local time 02:${r.p(["00", "15", "30"])} does not exist on 2027-${c.e.country === "NZ" || c.e.country === "AU" ? "09-26" : "03-28"} (DST); run moved to 03:00`,
        ),
      );
    },
  },
  {
    kind: "backup-io-latency",
    note: "the nightly database snapshot raises IO latency; queries slow down and nothing fails",
    needs: ["ledger"],
    fn: (c, at) => {
      const [a, b] = win(c, at, 3, 9);
      c.emit(a, "ledger", "info", "nightly snapshot started (pgBackRest full, stanza=main)");
      every(c, a, b, 8, (r, t) =>
        c.emit(
          t,
          "ledger",
          "warn",
          `db latency elevated: p95 ${r.i(400, 1500)}ms (snapshot in progress), pool in use ${r.i(10, 18)}/20`,
        ),
      );
      c.emit(b, "ledger", "info", "nightly snapshot finished in 14m02s");
    },
  },
  {
    kind: "signup-bots",
    note: "bot sign-ups are blocked by the captcha check",
    needs: ["edge"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 6, 10), c.r.i(300, 600), (r, t) =>
        c.emit(
          t,
          "edge",
          "warn",
          `signup rejected: captcha score 0.${r.i(0, 2)} from ${r.i(40, 200)}.${r.i(0, 255)}.${r.i(0, 255)}.${r.i(1, 254)} email=${masked(r)} (403)`,
        ),
      );
    },
  },
  {
    kind: "consent-revoked",
    note: "users revoke access at their bank and syncs for those connections fail with 403",
    needs: ["feeds"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 6, 9), c.r.i(120, 260), (r, t) =>
        c.emit(
          t,
          "feeds",
          "error",
          `sync acc_${r.hex(8)}: ${c.e.aggregator} 403 access revoked by account holder at ${r.p(c.e.banks)}; connection disabled`,
        ),
      );
    },
  },
  {
    kind: "emergency-tax-codes",
    note: "payroll applies emergency or non-declaration tax codes to employees with missing tax details",
    needs: ["payroll"],
    fn: (c, at) => {
      const code =
        c.e.country === "GB"
          ? "emergency tax code 1257L M1 applied"
          : c.e.country === "AU"
            ? "no TFN declaration; withholding at 47% (no-TFN rate)"
            : "no IR330 on file; ND (non-declaration) rate 45% applied";
      spread(c, ...win(c, at, 4, 8), c.r.i(100, 250), (r, t) =>
        c.emit(t, "payroll", "warn", `employee E-${r.digits(5)}: ${code}`),
      );
    },
  },
  {
    kind: "payroll-filing-rejections",
    note: "the authority rejects a few employers' payroll filings for bad employee identifiers",
    needs: ["payroll"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 4, 8), c.r.i(40, 100), (r, t) =>
        c.emit(
          t,
          "payroll",
          "error",
          c.e.country === "AU"
            ? `STP Phase 2 event rejected for employer ABN ${taxIdFor(c.e, r)}: CMN.ATO.PAYEVNT.EM${r.digits(4)} Payee TFN is invalid`
            : c.e.country === "GB"
              ? `RTI FPS rejected for employer ref ${r.digits(3)}/${r.hex(5).toUpperCase()}: 7805 National Insurance number invalid`
              : `Employment information filing rejected for employer ${taxIdFor(c.e, r)}: IRD number failed check digit`,
        ),
      );
    },
  },
  {
    kind: "advisor-bulk-export",
    note: "an accounting practice exports year-end packs for hundreds of clients and is throttled into a queue",
    needs: ["edge"],
    fn: (c, at) => {
      const role: Role = c.has("portal") ? "portal" : "edge";
      spread(c, ...win(c, at, 3, 9), c.r.i(300, 600), (r, t) =>
        r.c(0.5)
          ? c.emit(
              t,
              role,
              "warn",
              `429 export throttled for practice P-${r.i(100, 400)} (limit 10 concurrent), job exp_${r.hex(6)} queued`,
            )
          : c.emit(
              t,
              role,
              "info",
              `export exp_${r.hex(6)} finished: client ${r.i(10000, 98000)} year-end pack (${r.i(2, 40)}MB)`,
            ),
      );
    },
  },
  {
    kind: "psp-timeout-retried",
    note: "the card processor answers slowly for a minute; calls time out once and idempotent retries succeed",
    needs: ["links"],
    fn: (c, at) => {
      spread(c, ...win(c, at, 1, 2), c.r.i(60, 140), (r, t) => {
        const key = r.hex(12);
        c.emit(t, "links", "warn", `${c.e.psp} request timed out after 10s (idempotency-key ${key}), retrying 1/3`);
        c.emit(
          t + r.f(10500, 14000),
          "links",
          "info",
          `${c.e.psp} request succeeded on retry (idempotency-key ${key})`,
        );
      });
    },
  },
  {
    kind: "account-closed-skips",
    note: "closed bank accounts are skipped by the scheduler with an error line each",
    needs: ["feeds"],
    fn: (c) => {
      every(c, c.t0, c.tEnd, 5, (r, t) =>
        c.emit(
          t,
          "feeds",
          "error",
          `acc_${r.hex(8)}: ${c.e.aggregator} ACCOUNT_CLOSED at ${r.p(c.e.banks)}; sync disabled`,
        ),
      );
    },
  },
];

export const NOISE_KINDS: readonly NoiseKind[] = K;

/** What every window carries besides traffic: retries that succeed and an unrelated rollout or config reload. */
export function baseline(rollout: Role, when: number): Noise {
  return (c) => {
    const r = c.r;
    every(c, c.t0, c.tEnd, 25, (rr, t) => {
      const id = `acc_${rr.hex(8)}`;
      c.emit(
        t,
        "feeds",
        "warn",
        `${c.e.aggregator} GET /accounts/${id}/transactions -> 502 Bad Gateway, retry 1/3 in 400ms`,
      );
      c.emit(
        t + rr.f(450, 900),
        "feeds",
        "info",
        `${c.e.aggregator} GET /accounts/${id}/transactions -> 200 after retry`,
      );
    });
    const at = Math.max(c.t0 + 30000, Math.min(c.tEnd - 60000, when));
    const svc = c.S(rollout);
    const ver = `2026.11.${r.i(10, 29)}-${r.i(1, 9)}`;
    if (r.c(0.5)) {
      c.emit(at, rollout, "info", "Received SIGTERM, shutting down gracefully");
      c.emit(at + r.f(2000, 6000), rollout, "info", `${svc} ${ver} starting (commit ${r.hex(7)})`);
      c.emit(at + r.f(7000, 15000), rollout, "info", `${svc} ${ver} ready, listening on :8080`);
    } else {
      c.emit(
        at,
        rollout,
        "info",
        `config reloaded: feature flags rev ${r.i(1200, 1900)} (${r.i(1, 4)} changed: ${r.p(["new_dashboard_tiles", "bulk_reconcile_v2", "ocr_model_v7_shadow", "reminders_sms"])})`,
      );
    }
    if (r.c(0.5))
      c.emit(
        at + r.f(-90000, 90000),
        rollout,
        "warn",
        `connection pool warm-up: ${r.i(2, 6)} of 10 connections established, rest lazily`,
      );
  };
}
