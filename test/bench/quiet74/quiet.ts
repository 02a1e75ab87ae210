// Harmless things that look alarming in legal-practice and court e-filing systems: each kind writes an episode
// between `a` and `b`. Nothing here is broken; the callers that see it recover or the business rule is doing its job.
import { access } from "./background.js";
import type { Ctx } from "./ctx.js";
import { stack } from "./stacks.js";

export interface NoiseKind {
  name: string;
  /** only fits a law firm's own systems, not an e-filing provider */
  firm?: boolean;
  run(c: Ctx, a: number, b: number): void;
}

const every = (c: Ctx, a: number, b: number, lo: number, hi: number, f: (t: number) => void) => {
  for (let t = a + c.rng.int(0, lo); t < b; t += c.rng.int(lo, hi)) f(t);
};

export const NOISE: NoiseKind[] = [
  {
    name: "court rejects filings for a missing cover sheet",
    run: (c, a, b) =>
      every(c, a, b, 20000, 60000, (t) => {
        const env = c.envelope();
        c.emit(
          t,
          "efile",
          "ERROR",
          `envelope ${env} REJECTED by ${c.court()}: "Civil Case Information Sheet required for new case filings" (reviewer clerk04)`,
        );
        c.emit(
          t + 300,
          "docket",
          "WARN",
          `filing ${env} rejected by clerk; deadline tracking for ${c.matter()} left open`,
        );
        c.emit(t + 500, "esign", "INFO", `notified ${c.user()} of rejected filing ${env}`);
      }),
  },
  {
    name: "conflict hits routed to review",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 15000, 50000, (t) => {
        const n = c.rng.int(1, 7);
        c.emit(
          t,
          "conflicts",
          "WARN",
          `conflict search CS-${c.rng.int(100000, 999999)} for '${c.client()}': ${n} potential hits (adverse party in ${c.matter()}, former client) - routed to conflicts review`,
        );
        c.emit(t + 80, "gateway", "INFO", access(c, "POST", "/api/v2/conflicts/search", 200, c.rng.int(300, 2200)));
      }),
  },
  {
    name: "documents checked out by another user",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 12000, 40000, (t) => {
        const d = `${c.rng.int(4000000, 4999999)}.${c.rng.int(1, 9)}`;
        c.emit(
          t,
          "docs",
          "WARN",
          `checkout denied: document ${d} is checked out to ${c.user()} since ${new Date(t - c.rng.int(3600, 90000) * 1000).toISOString().slice(0, 16)}`,
        );
        c.emit(t + 40, "gateway", "WARN", access(c, "POST", `/api/v2/documents/${d}/checkout`, 409, c.rng.int(10, 60)));
      }),
  },
  {
    name: "trust transfers blocked by ledger rules",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 25000, 70000, (t) => {
        const amt = (c.rng.int(50000, 900000) / 100).toFixed(2);
        c.emit(
          t,
          "trust",
          "ERROR",
          `transfer to operating blocked: ${amt} USD would overdraw client ledger ${c.matter()} (available ${(c.rng.int(0, 40000) / 100).toFixed(2)}); rule TR-3 no negative client balances`,
        );
        c.emit(
          t + 60,
          "billing",
          "WARN",
          `payment application from trust declined for invoice INV-${c.rng.int(26000, 29999)}: insufficient client funds`,
        );
        c.emit(t + 90, "gateway", "WARN", access(c, "POST", "/api/v2/trust/transfers", 422, c.rng.int(20, 90)));
      }),
  },
  {
    name: "court portal in its maintenance window",
    run: (c, a, b) => {
      c.emit(
        a,
        "efile",
        "WARN",
        `EFM ${c.e.court} returned 503 Service Unavailable: "Scheduled maintenance Sat 22:00 - Sun 02:00 CT. Submissions will be accepted after maintenance." - pausing submission queue`,
      );
      every(c, a + 5000, b, 30000, 60000, (t) => {
        c.emit(
          t,
          "efile",
          "WARN",
          `EFM still in maintenance (503), ${c.rng.int(2, 30)} envelopes held in outbound queue; next probe in 60s`,
        );
      });
      every(c, a, b, 40000, 90000, (t) =>
        c.emit(t, "gateway", "INFO", access(c, "POST", "/api/v2/filings", 202, c.rng.int(20, 80))),
      );
    },
  },
  {
    name: "engagement letters declined by signer",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 30000, 80000, (t) => {
        c.emit(
          t,
          "esign",
          "WARN",
          `signature envelope ${c.rng.hex(8)}-${c.rng.hex(4)} DECLINED by recipient ${c.client()}: "${c.rng.pick(["fee structure not agreed", "wrong entity name", "will sign in person"])}"`,
        );
        c.emit(t + 200, "matter", "INFO", `engagement status for ${c.matter()} set to declined; intake owner notified`);
      }),
  },
  {
    name: "signer access-code failures",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 20000, 60000, (t) => {
        const env = `${c.rng.hex(8)}-${c.rng.hex(4)}`;
        c.emit(
          t,
          "esign",
          "ERROR",
          `recipient authentication failed for envelope ${env}: access code incorrect (attempt ${c.rng.int(1, 3)}/3)`,
        );
        c.emit(t + 200, "esign", "WARN", `webhook recipient-authentication-failure for ${env}`);
      }),
  },
  {
    name: "portal password guessing locked out",
    run: (c, a, b) => {
      const ip = `203.0.113.${c.rng.int(2, 250)}`;
      let n = 0;
      every(c, a, b, 2000, 9000, (t) => {
        n++;
        c.emit(
          t,
          "portal",
          "WARN",
          n > 5
            ? `login blocked: account client${c.rng.int(1000, 9999)}@ locked (too many failed attempts) from ${ip}`
            : `login failed: invalid password for client portal user from ${ip}`,
        );
        c.emit(t + 10, "portal", "INFO", access(c, "POST", "/portal/login", 401, c.rng.int(200, 400), "portal"));
      });
    },
  },
  {
    name: "filing-fee card declines",
    run: (c, a, b) =>
      every(c, a, b, 20000, 70000, (t) => {
        c.emit(
          t,
          "trust",
          "ERROR",
          `filing fee charge declined: card_declined (insufficient_funds) for envelope ${c.envelope()} - filer asked to update payment account`,
        );
        c.emit(t + 100, "efile", "WARN", `envelope held: payment account rejected by fee processor`);
      }),
  },
  {
    name: "no rule set for a municipal court",
    run: (c, a, b) =>
      every(c, a, b, 25000, 60000, (t) =>
        c.emit(
          t,
          "docket",
          "WARN",
          `no rule set configured for court 'MUNI-${c.rng.int(10, 99)}'; ${c.rng.int(1, 4)} deadlines for ${c.matter()} require manual calendaring`,
        ),
      ),
  },
  {
    name: "PDF validation failures on exhibits",
    run: (c, a, b) =>
      every(c, a, b, 15000, 50000, (t) => {
        c.emit(
          t,
          "docs",
          "ERROR",
          `PDF/A validation failed for exhibit ${c.rng.int(1, 40)} of filing draft ${c.rng.int(50000, 90000)}: ${c.rng.pick(["fonts not embedded (Arial, Wingdings)", "document is password protected", "contains JavaScript action", "page size 11x17 not allowed"])} - returned to filer`,
        );
        c.emit(t + 50, "gateway", "WARN", access(c, "POST", "/api/v2/filings/validate", 422, c.rng.int(300, 1500)));
      }),
  },
  {
    name: "oversized uploads refused",
    run: (c, a, b) =>
      every(c, a, b, 20000, 60000, (t) => {
        c.emit(t, "gateway", "WARN", access(c, "POST", "/api/v2/documents/upload", 413, c.rng.int(800, 4000)));
        c.emit(
          t + 20,
          "docs",
          "ERROR",
          `upload rejected: ${c.rng.int(26, 140)}.${c.rng.int(0, 9)} MB exceeds the 25 MB per-document court limit (user ${c.user()})`,
        );
      }),
  },
  {
    name: "LEDES invoices rejected by client e-billing portals",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 20000, 60000, (t) =>
        c.emit(
          t,
          "billing",
          "ERROR",
          `LEDES 1998B invoice INV-${c.rng.int(26000, 29999)} rejected by ${c.rng.pick(["Legal Tracker", "CounselLink", "Collaborati", "TyMetrix 360"])}: line ${c.rng.int(2, 80)} ${c.rng.pick(["UTBMS task code L999 not allowed", "rate exceeds approved rate for timekeeper", "block billing not permitted", "expense E101 requires receipt"])}`,
        ),
      ),
  },
  {
    name: "time entries on closed matters",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 10000, 40000, (t) => {
        c.emit(
          t,
          "billing",
          "WARN",
          `time entry rejected: matter ${c.matter()} is closed (closed on ${c.rng.pick(["2025-11-30", "2026-01-15", "2026-03-02"])}); ask billing to reopen`,
        );
        c.emit(t + 30, "gateway", "WARN", access(c, "POST", "/api/v2/time-entries", 422, c.rng.int(10, 60)));
      }),
  },
  {
    name: "bank feed rate limited then caught up",
    firm: true,
    run: (c, a, b) => {
      every(c, a, b - 60000, 15000, 30000, (t) =>
        c.emit(
          t,
          "trust",
          "WARN",
          `bank feed API 429 Too Many Requests (Retry-After: 30) for IOLTA-02 statement fetch, backing off`,
        ),
      );
      c.emit(b - 30000, "trust", "INFO", "bank feed caught up: IOLTA-02 statements through yesterday imported");
    },
  },
  {
    name: "legal hold blocks the retention purge",
    firm: true,
    run: (c, a, b) => {
      c.emit(a, "docs", "INFO", "retention purge started: 1,842 documents past retention");
      every(c, a + 2000, b, 8000, 25000, (t) =>
        c.emit(
          t,
          "docs",
          "WARN",
          `purge skipped ${c.rng.int(20, 400)} documents in ${c.matter()}: under legal hold LH-${c.rng.int(100, 999)}`,
        ),
      );
    },
  },
  {
    name: "scheduled DMS reindex makes searches slow",
    firm: true,
    run: (c, a, b) => {
      c.emit(a, "matter", "INFO", "scheduled full reindex of matter documents started (nightly window)");
      every(c, a, b, 6000, 20000, (t) => {
        c.emit(
          t,
          "matter",
          "WARN",
          `slow query: matter document search took ${c.rng.int(2100, 7800)}ms (reindex in progress)`,
        );
        c.emit(t + 30, "gateway", "INFO", access(c, "GET", "/api/v2/search?q=deposition", 200, c.rng.int(2100, 8000)));
      });
    },
  },
  {
    name: "client certificate expiry reminder",
    run: (c, a, b) =>
      every(c, a, b, 60000, 120000, (t) =>
        c.emit(
          t,
          "efile",
          "WARN",
          `TLS client certificate CN=${c.e.key}-efsp-prod for ${c.e.court} expires in ${c.rng.int(18, 29)} days (2027-01-${c.rng.int(10, 28)}); renewal ticket SEC-${c.rng.int(1000, 9999)} open`,
        ),
      ),
  },
  {
    name: "GC pauses under a bulk export",
    firm: true,
    run: (c, a, b) => {
      const who = c.rt("matter") === "java" ? "matter" : "conflicts";
      c.emit(a, who, "INFO", "bulk export of closed matters started for records team (12,400 matters)");
      every(c, a, b, 5000, 20000, (t) =>
        c.emit(
          t,
          who,
          "WARN",
          c.rt(who) === "java"
            ? `GC pause (G1 Evacuation Pause) (young) ${c.rng.int(1200, 2600)}M->${c.rng.int(600, 1100)}M(4096M) ${c.rng.int(210, 640)}.${c.rng.int(100, 999)}ms`
            : `event loop lag ${c.rng.int(200, 700)}ms during bulk export batch`,
        ),
      );
    },
  },
  {
    name: "readiness probes failing while pods start",
    run: (c, a) => {
      const who = c.rng.pick(["docket", "esign", "docs"] as const);
      for (let i = 0; i < 4; i++)
        c.emit(
          a + i * 5000,
          who,
          "WARN",
          `readiness check failed: dependency warm-up in progress (${["loading rule sets", "opening connection pool", "loading templates", "warming caches"][i]})`,
        );
      c.emit(a + 21000, who, "INFO", "ready: all warm-up steps complete");
    },
  },
  {
    name: "database minor-version maintenance blip",
    run: (c, a) => {
      const who = c.rng.pick(["billing", "matter", "trust"] as const);
      c.emit(
        a,
        who,
        "ERROR",
        "database connection lost: terminating connection due to administrator command (SQLSTATE 57P01)",
      );
      c.emit(a + 40, who, "WARN", "connection pool: evicted 12 broken connections, reconnecting");
      c.emit(a + 900, who, "INFO", "connection pool re-established (12/12) against primary after maintenance restart");
    },
  },
  {
    name: "scraper rate limited on public docket search",
    run: (c, a, b) => {
      const ip = `198.51.100.${c.rng.int(2, 250)}`;
      every(c, a, b, 800, 3000, (t) =>
        c.emit(
          t,
          "gateway",
          "WARN",
          `rate limit exceeded for ${ip} on /public/dockets/search (120 req/min), responding 429`,
        ),
      );
    },
  },
  {
    name: "duplicate submissions suppressed",
    run: (c, a, b) =>
      every(c, a, b, 15000, 45000, (t) =>
        c.emit(
          t,
          "efile",
          "WARN",
          `duplicate submission suppressed: envelope ${c.envelope()} already submitted with idempotency key ${c.rng.hex(12)} (double click)`,
        ),
      ),
  },
  {
    name: "case lookups with mistyped numbers",
    run: (c, a, b) =>
      every(c, a, b, 10000, 40000, (t) => {
        const cn = `${c.rng.int(22, 26)}-CV-${c.rng.int(1000, 99999)}`;
        c.emit(
          t,
          "docket",
          "ERROR",
          `case lookup failed: case number ${cn} not found in ${c.court()} (CMS returned 404)`,
        );
        c.emit(t + 40, "gateway", "WARN", access(c, "GET", `/api/v2/cases/${cn}`, 404, c.rng.int(200, 900)));
      }),
  },
  {
    name: "intake form validation errors",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 8000, 30000, (t) => {
        c.emit(
          t,
          "portal",
          "WARN",
          `intake form validation failed: ${c.rng.pick(["date_of_loss is in the future", "opposing_party.name is required", "statute_of_limitations_ack must be checked", "phone is not a valid E.164 number"])}`,
        );
        c.emit(t + 10, "portal", "INFO", access(c, "POST", "/portal/intake", 400, c.rng.int(20, 80), "portal"));
      }),
  },
  {
    name: "service notices bouncing",
    run: (c, a, b) =>
      every(c, a, b, 20000, 60000, (t) =>
        c.emit(
          t,
          "esign",
          "WARN",
          `service notice to opposing counsel bounced: 550 5.1.1 <${c.user()}@oldfirm.example>: Recipient address rejected: mailbox unavailable`,
        ),
      ),
  },
  {
    name: "ethical wall denials",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 15000, 50000, (t) => {
        const u = c.user();
        const m = c.matter();
        c.emit(
          t,
          "matter",
          "WARN",
          `access denied: ${u} is screened from ${m} (ethical wall EW-${c.rng.int(10, 99)}, lateral hire)`,
        );
        c.emit(t + 20, "gateway", "WARN", access(c, "GET", `/api/v2/matters/${m}`, 403, c.rng.int(5, 30)));
      }),
  },
  {
    name: "empty merge fields in assembled documents",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 10000, 30000, (t) =>
        c.emit(
          t,
          "docs",
          "WARN",
          `merge field «${c.rng.pick(["OpposingCounsel.BarNumber", "Client.SecondaryContact", "Matter.JudgeName", "Court.Division"])}» empty in template ENG-LETTER-v7, left blank`,
        ),
      ),
  },
  {
    name: "stale trust checks report",
    firm: true,
    run: (c, a) => {
      c.emit(a, "trust", "INFO", "monthly three-way reconciliation started for IOLTA-01");
      c.emit(
        a + 4000,
        "trust",
        "WARN",
        `${c.rng.int(5, 30)} uncleared trust checks older than 180 days (total ${c.rng.int(1000, 9000)}.00 USD) - see unclaimed property report`,
      );
      c.emit(
        a + 4200,
        "trust",
        "ERROR",
        `reconciliation difference for IOLTA-01: book ${c.rng.int(100000, 900000)}.00 vs bank (pending deposits in transit ${c.rng.int(100, 9000)}.00); flagged for bookkeeper`,
      );
      c.emit(a + 9000, "trust", "INFO", "reconciliation report RCN-2026-11 written");
    },
  },
  {
    name: "aged WIP report runs long",
    firm: true,
    run: (c, a) => {
      c.emit(a, "billing", "INFO", "report 'aged WIP by responsible partner' requested by mbrennan");
      c.emit(a + 30000, "gateway", "WARN", access(c, "GET", "/api/v2/reports/aged-wip", 504, 30001));
      c.emit(
        a + 30100,
        "gateway",
        "WARN",
        "upstream timed out after 30s on /api/v2/reports/aged-wip; client switched to async export",
      );
      c.emit(
        a + 94000,
        "billing",
        "INFO",
        "report 'aged WIP by responsible partner' finished in 94.2s (async export, emailed)",
      );
    },
  },
  {
    name: "sanctions screening name matches",
    firm: true,
    run: (c, a, b) =>
      every(c, a, b, 30000, 80000, (t) =>
        c.emit(
          t,
          "conflicts",
          "WARN",
          `sanctions screening: possible match for new client '${c.client()}' (score 0.${c.rng.int(81, 93)}, list OFAC SDN) - KYC review required before engagement`,
        ),
      ),
  },
  {
    name: "renderer recycles workers by design",
    run: (c, a, b) =>
      every(c, a, b, 40000, 90000, (t) =>
        c.emit(
          t,
          "docs",
          "WARN",
          `worker ${c.rng.int(1, 8)} recycled after 500 jobs (rss ${c.rng.int(700, 980)}MB, limit 1024MB)`,
        ),
      ),
  },
  {
    name: "log volume cleanup",
    run: (c, a) => {
      c.emit(
        a,
        "efile",
        "WARN",
        `volume /var/lib/${c.svc("efile")}/spool 86% used; pruning submitted PDFs older than 14 days`,
      );
      c.emit(
        a + 6000,
        "efile",
        "INFO",
        `spool cleanup removed ${c.rng.int(800, 4000)} files, freed ${c.rng.int(2, 9)}.${c.rng.int(0, 9)} GB; volume now 41% used`,
      );
    },
  },
  {
    name: "malware test file quarantined",
    run: (c, a, b) =>
      every(c, a, b, 60000, 150000, (t) =>
        c.emit(
          t,
          "portal",
          "ERROR",
          `upload quarantined: clamd FOUND Win.Test.EICAR_HDB-1 in 'settlement_draft.docx' from client user ${c.rng.int(1000, 9999)} (security drill)`,
        ),
      ),
  },
  {
    name: "handled exception on a bad docket date",
    run: (c, a, b) =>
      every(c, a, b, 30000, 90000, (t) => {
        const raw = c.rng.pick(["TBD", "31/11/2026", "next Tues"]);
        c.emit(
          t,
          "docket",
          "ERROR",
          `could not parse hearing date '${raw}' from court feed; event stored as unscheduled`,
          {
            stack:
              c.rt("docket") === "python"
                ? stack("python", `ValueError: time data '${raw}' does not match format '%m/%d/%Y'`, [
                    { fn: "parse_hearing", file: "/app/docket/feeds/parse.py", line: 88 },
                    { fn: "ingest_event", file: "/app/docket/feeds/ingest.py", line: 141 },
                  ])
                : stack(
                    "java",
                    `java.time.format.DateTimeParseException: Text '${raw}' could not be parsed at index 0`,
                    [
                      {
                        fn: "java.base/java.time.format.DateTimeFormatter.parseResolved0",
                        file: "DateTimeFormatter.java",
                        line: 2106,
                      },
                      { fn: `${c.e.pkg}.docket.feed.HearingParser.parse`, file: "HearingParser.java", line: 54 },
                    ],
                  ),
            errKind: c.rt("docket") === "python" ? "ValueError" : "java.time.format.DateTimeParseException",
          },
        );
      }),
  },
];
