// Harmless noise that pages people at 3 a.m.: each kind is something that looks bad and is not broken.
import { deploy, edgeLine } from "./estates.js";
import type { Ctx } from "./stream.js";
import { stack } from "./traces.js";

export interface QuietKind {
  key: string;
  domain: "gov" | "ats";
  estates?: string[];
  note: string;
  gen: (c: Ctx, from: number, to: number) => void;
}

const n = (c: Ctx, d: number) => String(c.rng.int(10 ** (d - 1), 10 ** d - 1));

export const QUIET: QuietKind[] = [
  {
    key: "idv-fail-burst",
    domain: "gov",
    note: "a wave of applicants fail knowledge-based identity questions and are sent to in-person proofing; the vendor answers every call",
    gen: (c, a, b) =>
      c.poisson(a, b, 2500, (t) => {
        const tr = c.trace();
        c.at(
          t,
          "idv",
          "warn",
          `identity verification failed ref=${c.rng.hex(10)} reason=${c.rng.pick(["KBA_SCORE_BELOW_THRESHOLD", "SSN_NAME_MISMATCH", "DOB_MISMATCH", "ADDRESS_NOT_FOUND"])} next=in_person_proofing`,
          { trace: tr },
        );
        edgeLine(
          c,
          t + 30,
          "POST",
          c.estate.key === "mybenefits" ? "/api/identity/verify" : "/idv/verify",
          422,
          c.rng.int(700, 2200),
          c.svc("idv"),
          tr,
        );
      }),
  },
  {
    key: "rules-denials",
    domain: "gov",
    note: "income rules deny a large share of screenings after the annual poverty-guideline update; denials are correct outcomes",
    gen: (c, a, b) =>
      c.poisson(a, b, 1800, (t) =>
        c.at(
          t,
          "rules",
          "warn",
          `DENIED ${c.rng.pick(["SNAP", "LIHEAP", "MEDICAID", "UI-MONETARY"])} for ${c.estate.key === "mybenefits" ? "APP-2026-" : "CLM-"}${n(c, 7)}: rule ${c.rng.pick(["INC-204 gross income exceeds 130% FPL", "RES-011 countable resources exceed limit", "BP-02 insufficient base period wages", "HH-009 applicant not in household"])}`,
        ),
      ),
  },
  {
    key: "deadline-surge",
    domain: "gov",
    note: "filing-deadline evening: traffic triples, the waiting room queues visitors and latency rises, but every request is served",
    gen: (c, a, b) => {
      c.poisson(a, b, 180, (t) => c.rng.pick(c.estate.flows)(c, t));
      c.every(a, b, 15000, (t) =>
        c.at(
          t,
          "edge",
          "warn",
          `waiting room active: ${c.rng.int(1800, 6400)} visitors queued, est wait ${c.rng.int(2, 14)}m, admit rate 40/s`,
        ),
      );
      c.every(a, b, 20000, (t) =>
        c.at(
          t,
          "apply",
          "warn",
          `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${c.rng.int(61, 90)}s).`,
        ),
      );
    },
  },
  {
    key: "ach-returns",
    domain: "gov",
    note: "the payment run processes bank return codes for closed accounts; each is logged as an error and the run completes",
    gen: (c, a, b) => {
      const t0 = c.rng.float(a, (a + b) / 2);
      c.at(t0, "pay", "info", `payment run PR-${n(c, 6)} started: ${c.rng.int(18000, 60000)} payments`);
      c.poisson(t0, b - 30000, 1500, (t) =>
        c.at(
          t,
          "pay",
          "error",
          `ACH return ${c.rng.pick(["R01 insufficient funds", "R02 account closed", "R03 no account/unable to locate", "R04 invalid account number"])} trace=${n(c, 15)} case=${c.estate.key === "mybenefits" ? "C-" : "CLM-"}${n(c, 7)}; payment reissued as debit card`,
        ),
      );
      c.at(
        b - 20000,
        "pay",
        "info",
        "payment run completed: 0 failed, returns handled, file acknowledged by bank (ack 999 accepted)",
      );
    },
  },
  {
    key: "upload-rejects",
    domain: "gov",
    note: "applicants upload HEIC photos, password-protected PDFs and a QA EICAR test file; uploads are rejected with clear 4xx",
    gen: (c, a, b) =>
      c.poisson(a, b, 3000, (t) => {
        const tr = c.trace();
        const r = c.rng.int(0, 2);
        const msg = [
          `upload rejected: unsupported media type image/heic (${c.rng.int(900, 4800)}KB)`,
          "upload rejected: PDF is encrypted (password protected), cannot scan",
          "clamd: stream: Eicar-Test-Signature FOUND; upload quarantined",
        ][r];
        c.at(t, "docs", r === 2 ? "error" : "warn", msg, { trace: tr });
        edgeLine(
          c,
          t + 20,
          "POST",
          c.estate.key === "mybenefits" ? "/api/documents" : "/documents",
          [415, 422, 422][r],
          c.rng.int(200, 900),
          c.svc("docs"),
          tr,
        );
      }),
  },
  {
    key: "undeliverable-letters",
    domain: "gov",
    note: "the mail-house returns undeliverable notices and the letter service flags them; letters still print",
    gen: (c, a, b) =>
      c.poisson(a, b, 2500, (t) =>
        c.at(
          t,
          "letters",
          "error",
          `Returned mail batch ${n(c, 5)}: notice for ${c.estate.key === "mybenefits" ? "C-" : "CLM-"}${n(c, 7)} undeliverable (USPS NIXIE 'ATTEMPTED - NOT KNOWN'); address flagged for update`,
        ),
      ),
  },
  {
    key: "expired-sessions",
    domain: "gov",
    note: "overnight many sessions expire; clients hit 401 and re-authenticate successfully",
    gen: (c, a, b) =>
      c.poisson(a, b, 900, (t) => {
        edgeLine(
          c,
          t,
          "GET",
          c.estate.key === "mybenefits" ? "/api/cases/mine" : "/claims/mine",
          401,
          c.rng.int(2, 9),
          c.svc("apply"),
        );
        if (c.rng.chance(0.7))
          edgeLine(c, t + c.rng.int(800, 3000), "POST", "/auth/refresh", 200, c.rng.int(20, 90), c.svc("apply"));
      }),
  },
  {
    key: "scanner-404s",
    domain: "gov",
    note: "an internet scanner walks the portal for wp-login, .env and phpMyAdmin; 404s and WAF blocks only",
    gen: (c, a, b) => {
      const s = c.rng.float(a, b - 120000);
      c.poisson(s, s + 120000, 250, (t) =>
        edgeLine(
          c,
          t,
          "GET",
          c.rng.pick([
            "/wp-login.php",
            "/.env",
            "/phpmyadmin/index.php",
            "/.git/config",
            "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
            "/cgi-bin/luci",
          ]),
          c.rng.pick([404, 404, 403]),
          c.rng.int(1, 4),
          c.svc("apply"),
        ),
      );
    },
  },
  {
    key: "duplicate-applications",
    domain: "gov",
    note: "people submit the same application twice from two tabs; the second is rejected with a 409",
    gen: (c, a, b) =>
      c.poisson(a, b, 4000, (t) => {
        const tr = c.trace();
        const rtm = c.estate.services.find((s) => s.name === c.svc("apply"))?.rt ?? "java";
        const head =
          "c.d.apply.DuplicateSubmissionException: application already submitted for this household in the last 24h";
        c.at(t, "apply", "error", "Request processing failed: duplicate submission", {
          trace: tr,
          stack: stack(rtm, c.rng, head, [
            ["gov.apply.submit.SubmissionGuard", "check"],
            ["gov.apply.submit.SubmitController", "submit"],
          ]),
        });
        edgeLine(c, t + 10, "POST", "/api/applications/submit", 409, c.rng.int(30, 120), c.svc("apply"), tr);
      }),
  },
  {
    key: "replica-lag-vacuum",
    domain: "gov",
    note: "the nightly vacuum/reindex makes a read replica lag; reads fall back to the primary, nothing fails",
    gen: (c, a, b) =>
      c.every(a, b, 12000, (t) =>
        c.at(
          t,
          "case",
          "warn",
          `Data.ReplicaRouter[0] Replica lag ${c.rng.float(2.1, 9.5).toFixed(1)}s exceeds 2s threshold; routing reads to primary`,
        ),
      ),
  },
  {
    key: "gc-pauses",
    domain: "gov",
    note: "a JVM logs long young-generation pauses during a rules reload; heap settles and requests continue",
    gen: (c, a, b) =>
      c.poisson(a, b, 9000, (t) =>
        c.at(
          t,
          "apply",
          "warn",
          `[gc] GC(${n(c, 4)}) Pause Young (Normal) (G1 Evacuation Pause) ${c.rng.int(900, 1800)}M->${c.rng.int(300, 700)}M(4096M) ${c.rng.float(310, 980).toFixed(3)}ms`,
        ),
      ),
  },
  {
    key: "cert-expiry-warning",
    domain: "gov",
    note: "a partner SFTP certificate expires in 19 days and the payment service warns on every connection",
    gen: (c, a, b) =>
      c.every(a, b, 20000, (t) =>
        c.at(
          t,
          "pay",
          "warn",
          "TLS certificate for sftp.treasury-partner.example expires in 19 days (notAfter=2026-04-20T23:59:59Z); renew before expiry",
        ),
      ),
  },
  {
    key: "sms-undeliverable",
    domain: "gov",
    estates: ["mybenefits"],
    note: "one-time codes to landlines and ported numbers bounce; users switch to email codes",
    gen: (c, a, b) =>
      c.poisson(a, b, 2200, (t) => {
        c.at(
          t,
          "mfa",
          "error",
          `sms delivery failed to=+1******${n(c, 4)} provider_status=FAILED reason="UNREACHABLE_DESTINATION_HANDSET" fallback=email`,
        );
        c.at(t + 400, "mfa", "info", `otp sent channel=email to=${c.rng.hex(5)}***@*** provider=ses`);
      }),
  },
  {
    key: "fraud-holds",
    domain: "gov",
    note: "risk scoring holds a cluster of claims from one IP range for review; the hold is the intended outcome",
    gen: (c, a, b) =>
      c.poisson(a, b, 3000, (t) =>
        c.at(
          t,
          "case",
          "warn",
          `Held for fraud review: ${c.estate.key === "mybenefits" ? "APP-2026-" : "CLM-"}${n(c, 7)} risk=${c.rng.float(0.86, 0.99).toFixed(2)} signals=[shared_device, ip_asn_hosting, bank_acct_reuse]`,
        ),
      ),
  },
  {
    key: "missed-certifications",
    domain: "gov",
    estates: ["lakeshore-ui"],
    note: "at the certification cutoff the batch marks claimants who did not certify; errors are per-claimant business outcomes",
    gen: (c, a, b) =>
      c.poisson(a, b, 700, (t) =>
        c.at(
          t,
          "cert",
          "error",
          `o.l.ui.cert.CutoffJob : claim CLM-${n(c, 8)} week 2026-03-14 not certified by deadline -> status=DENIED_LATE_CERT`,
        ),
      ),
  },
  {
    key: "caseworker-sla",
    domain: "gov",
    note: "unassigned tasks pass their 10-day processing target and the case system warns loudly; assignment continues",
    gen: (c, a, b) =>
      c.poisson(a, b, 2000, (t) =>
        c.at(
          t,
          "case",
          "warn",
          `SLA breach risk: task TSK-${n(c, 7)} (${c.rng.pick(["interview", "verification", "renewal"])}) unassigned for ${c.rng.int(9, 30)} days, queue=${c.rng.pick(["north-region", "intake", "expedited"])}`,
        ),
      ),
  },
  {
    key: "rolling-restart",
    domain: "gov",
    note: "a routine rolling restart of one service causes a few refused connections that callers retry successfully",
    gen: (c, a, b) => {
      const t = c.rng.float(a, b - 60000);
      deploy(c, t, c.svc("case"), `2026.3.${c.rng.int(2, 28)}`);
      for (let i = 0; i < c.rng.int(3, 6); i++) {
        const u = t + c.rng.int(200, 8000);
        c.at(
          u,
          "letters",
          "warn",
          `Faraday::ConnectionFailed: Failed to open TCP connection to ${c.svc("case")}:8080 (Connection refused - connect(2)); retry 1/3`,
        );
        c.at(u + 1500, "letters", "info", `GET ${c.svc("case")}/cases/notices 200 (retry succeeded)`);
      }
    },
  },
  {
    key: "ocr-low-confidence",
    domain: "gov",
    note: "blurry phone photos of paystubs OCR at low confidence and are sent to manual indexing",
    gen: (c, a, b) =>
      c.poisson(a, b, 2000, (t) =>
        c.at(
          t,
          "docs",
          "warn",
          `OCR confidence ${c.rng.float(0.21, 0.58).toFixed(2)} below 0.60 for DOC-${n(c, 8)} (paystub); routed to manual indexing queue`,
        ),
      ),
  },
  {
    key: "parse-failures",
    domain: "ats",
    note: "scanned-image and password-protected resumes cannot be parsed; candidates are asked to fill the form",
    gen: (c, a, b) =>
      c.poisson(a, b, 1800, (t) => {
        const tr = c.trace();
        const why = c.rng.pick([
          "no text layer (scanned image)",
          "file is encrypted",
          "unsupported format application/vnd.apple.pages",
          "document has 0 pages",
        ]);
        if (c.estate.key === "hirewell") {
          c.at(t, "parser", "error", `unable to parse resume ${c.rng.hex(10)}: ${why}`, {
            trace: tr,
            stack: stack("python", c.rng, `parser.errors.UnparseableDocument: ${why}`, [
              ["/app/parser/extract.py", "extract_text"],
              ["/app/parser/pipeline.py", "run"],
              ["/app/parser/api.py", "parse"],
            ]),
          });
          c.at(t + 50, "core", "warn", `ResumeParseFailed for application ${n(c, 7)}: falling back to manual form`, {
            trace: tr,
          });
        } else {
          c.at(t, "parser", "error", `job ${c.rng.hex(8)}: extraction failed: ${why}`);
          c.at(
            t + 40,
            "cand",
            "warn",
            `c.t.cand.ApplicationService : CV extraction empty for AP-${n(c, 7)}, candidate prompted for manual entry`,
          );
        }
      }),
  },
  {
    key: "board-throttling",
    domain: "ats",
    note: "a job board throttles the nightly feed with 429s; the publisher backs off and the feed completes",
    gen: (c, a, b) =>
      c.poisson(a, b, 1500, (t) => {
        const board = c.rng.pick(["indeed", "linkedin"]);
        c.at(
          t,
          "boards",
          "warn",
          `board=${board} HTTP 429 Too Many Requests (Retry-After: ${c.rng.int(5, 60)}) batch=${n(c, 4)}; backing off`,
        );
        if (c.rng.chance(0.5))
          c.at(t + 8000, "boards", "info", `board=${board} batch=${n(c, 4)} accepted after backoff`);
      }),
  },
  {
    key: "invite-bounces",
    domain: "ats",
    note: "calendar invites to mistyped candidate addresses bounce with 550; recruiters are notified",
    gen: (c, a, b) =>
      c.poisson(a, b, 2500, (t) => {
        const m = c.has("mailer") ? "mailer" : "sched";
        c.at(
          t,
          m,
          "error",
          `bounce for invite ${c.rng.hex(8)} to=<${c.rng.hex(6)}@${c.rng.pick(["gmial.com", "yahooo.com", "hotmail.co", "outlok.com"])}> dsn=5.1.1 status=bounced (550 5.1.1 The email account that you tried to reach does not exist)`,
        );
      }),
  },
  {
    key: "bgcheck-consider",
    domain: "ats",
    note: "several background checks come back 'consider' and go to adjudication; the vendor integration is healthy",
    gen: (c, a, b) =>
      c.poisson(a, b, 3000, (t) =>
        c.at(
          t,
          "bgcheck",
          "warn",
          `report ${c.rng.hex(12)} result=consider adjudication=required reasons=[${c.rng.pick(["mvr_violation", "employment_unverified", "county_record_found", "education_unverified"])}]`,
        ),
      ),
  },
  {
    key: "envelope-declined",
    domain: "ats",
    note: "candidates decline offers and envelopes are voided; webhook posts for them retry once",
    gen: (c, a, b) =>
      c.poisson(a, b, 5000, (t) => {
        c.at(
          t,
          "esign",
          "warn",
          `envelope ${c.rng.hex(8)} ${c.rng.pick(["declined by recipient", "voided: offer rescinded by recruiter", "expired unsigned after 7 days"])}`,
        );
        c.at(t + 300, "esign", "warn", "webhook envelope-status returned 409 (already processed), dropping");
      }),
  },
  {
    key: "hris-record-rejects",
    domain: "ats",
    note: "the nightly HRIS sync rejects a handful of hires with missing cost centers; the batch finishes",
    gen: (c, a, b) => {
      c.poisson(a, b, 4000, (t) => {
        const head = "Validation_Error: Cost Center is required for hire into Supervisory Organization SO-1182";
        c.at(t, "hris", "error", `worker push rejected for NH-${n(c, 6)}`, {
          stack:
            c.estate.key === "hirewell"
              ? stack("java", c.rng, `com.hirewell.hris.HrisRejectedException: ${head}`, [
                  ["com.hirewell.hris.workday.HireEmployeeClient", "submit"],
                  ["com.hirewell.hris.WorkerPush", "push"],
                ])
              : stack("dotnet", c.rng, `HrConnector.Workday.ValidationRejectedException: ${head}`, [
                  [
                    "/src/HrConnector/Workday/HireClient.cs",
                    "HrConnector.Workday.HireClient.SubmitAsync(HireRequest req)",
                  ],
                  ["/src/HrConnector/Sync/PushJob.cs", "HrConnector.Sync.PushJob.RunAsync(CancellationToken ct)"],
                ]),
        });
      });
    },
  },
  {
    key: "expired-postings",
    domain: "ats",
    note: "boards refuse updates for requisitions that closed today; the publisher removes them",
    gen: (c, a, b) =>
      c.poisson(a, b, 2200, (t) =>
        c.at(
          t,
          "boards",
          "error",
          `board=${c.rng.pick(["glassdoor", "indeed", "monster"])} rejected posting ${n(c, 5)}: 410 Gone (job expired or closed); removed from feed`,
        ),
      ),
  },
  {
    key: "customer-webhook-500",
    domain: "ats",
    note: "one customer's own webhook endpoint keeps answering 500; deliveries back off and the endpoint is auto-paused",
    gen: (c, a, b) => {
      let k = 1;
      c.poisson(a, b, 4000, (t) => {
        c.at(
          t,
          "core",
          "error",
          `WebhookDeliveryJob failed for endpoint https://hooks.acme-staffing.example/ats (HTTP 500 Internal Server Error) attempt ${k}/10, next in ${2 ** Math.min(k, 8)}s`,
        );
        k = k >= 10 ? 1 : k + 1;
        if (k === 1)
          c.at(
            t + 100,
            "core",
            "warn",
            "webhook endpoint wh_acme paused after 10 consecutive failures; customer admin emailed",
          );
      });
    },
  },
  {
    key: "api-client-429",
    domain: "ats",
    note: "a customer's integration hammers the public API and is rate-limited with 429s; other tenants are unaffected",
    gen: (c, a, b) =>
      c.poisson(a, b, 400, (t) =>
        edgeLine(
          c,
          t,
          "GET",
          `/v1/candidates?updated_since=2026-01-01&page=${c.rng.int(1, 800)}`,
          429,
          1,
          c.has("cand") ? c.svc("cand") : c.svc("core"),
        ),
      ),
  },
  {
    key: "dst-ambiguous",
    domain: "ats",
    note: "interview slots around the daylight-saving change are ambiguous and are shifted with a warning",
    gen: (c, a, b) =>
      c.poisson(a, b, 3500, (t) =>
        c.at(
          t,
          "sched",
          "warn",
          `ambiguous local time 2026-03-08T02:30 in America/${c.rng.pick(["Chicago", "Denver", "New_York"])} for slot ${c.rng.hex(8)}; shifted to 03:30`,
        ),
      ),
  },
  {
    key: "captcha-spam",
    domain: "ats",
    note: "a bot floods the careers page with applications that fail the captcha and are dropped",
    gen: (c, a, b) => {
      const s = c.rng.float(a, b - 180000);
      c.poisson(s, s + 180000, 300, (t) =>
        edgeLine(c, t, "POST", `/api/jobs/${n(c, 5)}/apply`, 403, c.rng.int(3, 12), c.svc("core")),
      );
      c.every(s, s + 180000, 20000, (t) =>
        c.at(
          t,
          "edge",
          "warn",
          `captcha verification failed for ${c.rng.int(40, 120)} submissions in last 20s (score<0.3), dropped`,
        ),
      );
    },
  },
  {
    key: "vendor-maintenance",
    domain: "ats",
    note: "the screening vendor's announced maintenance window queues orders locally; they are sent after it ends",
    gen: (c, a, b) => {
      c.at(
        a,
        "bgcheck",
        "warn",
        "provider maintenance window active until 04:00 UTC (status page); new orders will be queued",
      );
      c.poisson(a, b, 2500, (t) =>
        c.at(
          t,
          "bgcheck",
          "warn",
          `order for candidate ${n(c, 7)} queued: provider in maintenance (queue depth ${c.rng.int(3, 80)})`,
        ),
      );
    },
  },
  {
    key: "disk-cleanup",
    domain: "ats",
    note: "a temp volume crosses 85% and the cleanup cron frees it; the disk never fills",
    gen: (c, a, b) => {
      const t = c.rng.float(a, b - 60000);
      c.every(a, t, 30000, (u) =>
        c.at(u, "parser", "warn", `tmp volume /scratch usage ${c.rng.int(85, 91)}% (threshold 85%)`),
      );
      c.at(
        t,
        "parser",
        "info",
        `cleanup: removed ${c.rng.int(4000, 12000)} temp files older than 2h, freed 31.4GiB, /scratch now 22%`,
      );
    },
  },
  {
    key: "consumer-rebalance",
    domain: "ats",
    note: "a consumer group rebalances during a scale-out; heartbeats fail briefly and partitions are reassigned",
    gen: (c, a, b) => {
      const t = c.rng.float(a, b - 60000);
      const s = c.svc("hris");
      c.emit(
        t,
        s,
        "warn",
        `[Consumer clientId=${s}-0, groupId=${s}] Attempt to heartbeat failed since group is rebalancing`,
      );
      c.emit(
        t + 200,
        s,
        "info",
        `[Consumer clientId=${s}-0, groupId=${s}] Revoke previously assigned partitions candidate-events-0, candidate-events-1, candidate-events-2`,
      );
      c.emit(
        t + 3200,
        s,
        "warn",
        `[Consumer clientId=${s}-0, groupId=${s}] Offset commit failed on partition candidate-events-1 at offset ${n(c, 6)}: The coordinator is not aware of this member.`,
      );
      c.emit(
        t + 5000,
        s,
        "info",
        `[Consumer clientId=${s}-0, groupId=${s}] Successfully joined group with generation Generation{generationId=${c.rng.int(40, 900)}}`,
      );
      c.emit(
        t + 5100,
        s,
        "info",
        `[Consumer clientId=${s}-0, groupId=${s}] Adding newly assigned partitions: candidate-events-1`,
      );
    },
  },
  {
    key: "client-aborted-uploads",
    domain: "ats",
    note: "candidates on mobile abandon uploads midway; the server logs aborted requests and broken pipes",
    gen: (c, a, b) =>
      c.poisson(a, b, 1500, (t) => {
        if (c.estate.key === "hirewell") {
          c.at(t, "edge", "error", "upload stream failed: Error: aborted", {
            stack: [
              "Error: aborted",
              "    at connResetException (node:internal/errors:787:14)",
              "    at abortIncoming (node:_http_server:794:17)",
              "    at Socket.socketOnClose (node:_http_server:788:3)",
            ],
          });
        } else {
          edgeLine(c, t, "POST", "/v1/applications", 0, c.rng.int(4000, 40000), "candidates", undefined, "DC");
        }
      }),
  },
  {
    key: "slow-search-warnings",
    domain: "ats",
    note: "recruiters run wildcard boolean searches that trip the slow-query log; results still return",
    gen: (c, a, b) =>
      c.poisson(a, b, 2500, (t) =>
        c.at(
          t,
          c.has("cand") ? "cand" : "core",
          "warn",
          `slow query (${c.rng.int(1200, 4800)}ms > 1000ms): candidate search q="*engineer* AND (java OR kotlin)" tenant=${c.rng.hex(6)}`,
        ),
      ),
  },
];
