// Harmless things that look alarming: each kind belongs to one estate and adds its lines on top of the
// background. Nothing here is broken; every refusal, skip or slow answer is the system working as designed.
import type { Rng } from "./rng.js";
import type { Ctx } from "./stream.js";

export interface QuietKind {
  id: string;
  estate: string;
  note: string;
  emit(c: Ctx): void;
}

const MIN = 60_000;
/** A stretch of the window: starts 1-4 minutes in, lasts `len` minutes (clipped). */
const span = (c: Ctx, len: number): [number, number] => {
  const from = c.t0 + c.rng.int(1 * MIN, 4 * MIN);
  return [from, Math.min(c.end, from + len * MIN)];
};
const claimNo = (r: Rng) => `CLM-2026-${r.digits(6)}`;
const policyNo = (r: Rng) => `HM-${r.pick(["AU", "HO", "CP"])}-${r.digits(7)}`;
const env = (r: Rng) => `ENV${r.digits(8)}`;
const sub = (r: Rng) => `${r.digits(6)}2026${r.digits(3)}${r.hex(7)}`;
const doc = (r: Rng) => `LEX${r.digits(9)}`;

export const QUIET_KINDS: readonly QuietKind[] = [
  // ---- Harborline Mutual (insurance) ----
  {
    id: "hail-cat-surge-siu-referrals",
    estate: "harborline",
    note: "a hail-storm CAT event triples claim intake; fraud-scorer logs every SIU referral at ERROR and intake slows but answers 201",
    emit: (c) => {
      const [a, b] = span(c, 12);
      c.ev(
        a - 20_000,
        "claims-intake-api",
        "info",
        "CAT event CAT-26-114 (hail, Dallas-Fort Worth) activated: intake surge routing on",
      );
      c.every(a, b, 900, (t) => {
        const cl = claimNo(c.rng);
        c.ev(
          t,
          "claims-intake-api",
          "info",
          `POST /api/v2/claims 201 ${c.rng.int(900, 4200)} ms - claim ${cl} policy ${policyNo(c.rng)} cat=CAT-26-114`,
        );
        if (c.rng.chance(0.3))
          c.ev(
            t + 40,
            "fraud-scorer",
            "error",
            `claim ${cl} referred to SIU: risk=0.${c.rng.int(81, 97)} reasons=[prior_loss_90d, storm_chaser_contractor] band=HIGH`,
          );
      });
      c.every(a, b, 15_000, (t) =>
        c.ev(t, "claims-intake-api", "warn", `event loop lag ${c.rng.int(120, 480)}ms (threshold 100ms)`),
      );
    },
  },
  {
    id: "broker-bulk-fnol-bad-policy-numbers",
    estate: "harborline",
    note: "a broker portal uploads a bulk FNOL file with mistyped policy numbers; intake rejects them with loud 422s",
    emit: (c) => {
      const [a, b] = span(c, 5);
      c.every(a, b, 700, (t) => {
        const p = `HM-AU-${c.rng.digits(6)}`;
        c.ev(t, "policy-core", "warn", `Policy lookup miss: ${p} (no such policy number)`);
        c.ev(
          t + 12,
          "claims-intake-api",
          "error",
          `POST /api/v2/claims 422 ${c.rng.int(20, 90)} ms - ValidationError: policyNumber "${p}" does not match /^HM-(AU|HO|CP)-\\d{7}$/ (source=broker-portal broker=BRK-0${c.rng.int(100, 999)})`,
        );
      });
    },
  },
  {
    id: "renewal-batch-skipped-vins",
    estate: "harborline",
    note: "the overnight renewals batch skips a few dozen policies with missing VINs, logging each at ERROR, then completes",
    emit: (c) => {
      const [a, b] = span(c, 8);
      c.every(a, b, 6_000, (t) =>
        c.ev(
          t,
          "underwriting-batch",
          "error",
          `Skipping policy ${policyNo(c.rng)}: vehicle 2 has no VIN, cannot rate (RatingInputException); record written to skip file`,
        ),
      );
      c.ev(
        b,
        "underwriting-batch",
        "info",
        `Job renewal-offer-2026-12 COMPLETED: read=18204 written=${18204 - 41} skipped=41 duration=PT${c.rng.int(40, 70)}M`,
      );
    },
  },
  {
    id: "doc-render-font-substitution-after-release",
    estate: "harborline",
    note: "a new doc-render release warns about font substitution on every letter; letters still render",
    emit: (c) => {
      const t = c.t0 + c.rng.int(MIN, 3 * MIN);
      c.ev(t, "doc-render", "info", "doc-render@3.9.0 starting (node v20.11.1, NODE_ENV=production)");
      c.every(t + 5000, c.end, 2000, (x) =>
        c.ev(
          x,
          "doc-render",
          "warn",
          `font "Arial Narrow" not embedded in template ack-letter-v9, substituting "Liberation Sans Narrow" (claim ${claimNo(c.rng)})`,
        ),
      );
    },
  },
  {
    id: "ocr-low-confidence-manual-keying",
    estate: "harborline",
    note: "phone photos of repair estimates give low OCR confidence; ocr-pipeline logs each at ERROR and routes it to manual keying",
    emit: (c) => {
      c.every(c.t0, c.end, 4000, (t) =>
        c.ev(
          t,
          "ocr-pipeline",
          "error",
          `page ${c.rng.int(1, 6)} of DOC-${c.rng.hex(10)} below confidence threshold (0.${c.rng.int(22, 58)} < 0.70), queued for manual keying`,
        ),
      );
    },
  },
  {
    id: "ach-return-file-processing",
    estate: "harborline",
    note: "the daily NACHA return file is processed; payments-disb logs each returned payment at ERROR",
    emit: (c) => {
      const [a, b] = span(c, 3);
      c.ev(
        a,
        "payments-disb",
        "info",
        `Processing ACH return file RET${c.rng.digits(8)}.ach (${c.rng.int(30, 60)} entries)`,
      );
      c.every(a, b, 3000, (t) =>
        c.ev(
          t,
          "payments-disb",
          "error",
          `Disbursement DSB-${c.rng.digits(8)} returned by RDFI: ${c.rng.pick(["R01 Insufficient Funds", "R02 Account Closed", "R03 No Account/Unable to Locate Account", "R04 Invalid Account Number"])}; claim ${claimNo(c.rng)} set to PAYMENT_RETURNED`,
        ),
      );
    },
  },
  {
    id: "hikari-clock-leap-after-vm-migration",
    estate: "harborline",
    note: "a live VM migration makes HikariCP warn about a clock leap and the JVM log a long safepoint; nothing fails",
    emit: (c) => {
      const t = c.t0 + c.rng.int(2 * MIN, 5 * MIN);
      c.ev(
        t,
        "policy-core",
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m4s183ms).",
      );
      c.ev(
        t + 300,
        "underwriting-batch",
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m3s902ms).",
      );
      c.ev(t + 500, "policy-core", "warn", `Slow request: GET /v3/policies/${policyNo(c.rng)}/coverage took 2143ms`);
    },
  },
  {
    id: "sms-carrier-rejections-spike",
    estate: "harborline",
    note: "a storm-alert SMS campaign triples the usual carrier rejections in notify-svc",
    emit: (c) => {
      const [a, b] = span(c, 6);
      c.ev(a, "notify-svc", "info", "campaign storm-alert-dfw started: 48211 recipients, rate 40/s");
      c.every(a, b, 1200, (t) =>
        c.ev(
          t,
          "notify-svc",
          "error",
          `sms delivery failed to=***${c.rng.digits(4)} provider=twilio code=${c.rng.pick(["21610", "30003", "30005", "30006"])} err="${c.rng.pick(["Attempt to send to unsubscribed recipient", "Unreachable destination handset", "Unknown destination handset", "Landline or unreachable carrier"])}"`,
        ),
      );
    },
  },
  // ---- Lexvault (e-discovery) ----
  {
    id: "encrypted-attachments-custodian-load",
    estate: "lexvault",
    note: "a custodian mailbox full of password-protected attachments makes text-extract log EncryptedDocumentException stack traces; items are flagged as exceptions as designed",
    emit: (c) => {
      c.every(c.t0, c.end, 5000, (t) => {
        const d = doc(c.rng);
        c.ev(t, "text-extract", "error", `Extraction exception for ${d}; item flagged EXC_ENCRYPTED for review`, {
          errType: "org.apache.tika.exception.EncryptedDocumentException",
          stack: [
            "org.apache.tika.exception.EncryptedDocumentException: Unable to process: document is encrypted",
            "\tat org.apache.tika.parser.pdf.PDFParser.parse(PDFParser.java:198)",
            "\tat org.apache.tika.parser.CompositeParser.parse(CompositeParser.java:298)",
            "\tat org.apache.tika.parser.AutoDetectParser.parse(AutoDetectParser.java:203)",
            "\tat com.lexvault.extract.TikaExtractor.extract(TikaExtractor.java:77)",
            "\t... 9 more",
          ],
        });
      });
    },
  },
  {
    id: "corrupt-pst-items-skipped",
    estate: "lexvault",
    note: "ingest of an old PST skips corrupt items with ERROR lines and finishes the container",
    emit: (c) => {
      const [a, b] = span(c, 6);
      const pst = `custodian_${c.rng.pick(["hwalker", "jchen", "rpatel"])}_2014.pst`;
      c.ev(a, "ingest-coord", "info", `expanding container ${pst} matter=M-${c.rng.digits(5)} items_est=48210`);
      c.every(a, b, 4000, (t) =>
        c.ev(
          t,
          "ingest-coord",
          "error",
          `skipping item in ${pst}: libpff_item_get_entry_value: unable to retrieve record entry: 0x0e1f: corrupted local descriptors (descriptor ${c.rng.int(100000, 999999)})`,
        ),
      );
      c.ev(b, "ingest-coord", "info", `container ${pst} done: items=48187 skipped_corrupt=23`);
    },
  },
  {
    id: "near-duplicate-flood",
    estate: "lexvault",
    note: "a newsletter-heavy mailbox makes dedupe-hasher warn about thousands of exact duplicates",
    emit: (c) => {
      const [a, b] = span(c, 9);
      c.every(a, b, 500, (t) =>
        c.ev(
          t,
          "dedupe-hasher",
          "warn",
          `duplicate suppressed item=${doc(c.rng)} md5=${c.rng.hex(32)} master=${doc(c.rng)} scope=global`,
        ),
      );
    },
  },
  {
    id: "es-version-conflicts-on-recode",
    estate: "lexvault",
    note: "a mass re-code makes Elasticsearch answer 409 version conflicts that search-indexer retries with success",
    emit: (c) => {
      const [a, b] = span(c, 5);
      c.ev(
        a - 3000,
        "matter-api",
        "info",
        `bulk coding job BC-${c.rng.digits(5)} started by admin: 12000 documents, tag=Responsive`,
      );
      c.every(a, b, 1500, (t) => {
        const d = doc(c.rng);
        c.ev(
          t,
          "search-indexer",
          "error",
          `Failed to index ${d}: ElasticsearchStatusException[Elasticsearch exception [type=version_conflict_engine_exception, reason=[${d}]: version conflict, required seqNo [${c.rng.int(1000, 9999)}], primary term [1]. current document has seqNo [${c.rng.int(1000, 9999)}] and primary term [1]]] status=409`,
        );
        c.ev(t + c.rng.int(200, 600), "search-indexer", "info", `re-indexed ${d} after refetch (attempt 2)`);
      });
    },
  },
  {
    id: "classifier-model-reload-warnings",
    estate: "lexvault",
    note: "a privilege-classifier release reloads its model with scary-looking version and tokenizer warnings; classification continues",
    emit: (c) => {
      const t = c.t0 + c.rng.int(2 * MIN, 5 * MIN);
      c.ev(t, "privilege-classifier", "info", "[1] [INFO] Starting gunicorn 21.2.0");
      c.ev(
        t + 900,
        "privilege-classifier",
        "warn",
        "/usr/local/lib/python3.11/site-packages/sklearn/base.py:348: InconsistentVersionWarning: Trying to unpickle estimator LogisticRegression from version 1.3.0 when using version 1.4.2. This might lead to breaking code or invalid results. Use at your own risk.",
      );
      c.ev(
        t + 1300,
        "privilege-classifier",
        "warn",
        "Token indices sequence length is longer than the specified maximum sequence length for this model (1893 > 512). Running this sequence through the model will result in indexing errors",
      );
      c.every(t + 2000, c.end, 9000, (x) =>
        c.ev(
          x,
          "privilege-classifier",
          "warn",
          `truncated ${doc(c.rng)} to 512 tokens for scoring (was ${c.rng.int(600, 9000)})`,
        ),
      );
    },
  },
  {
    id: "reviewer-sessions-expired-at-shift-start",
    estate: "lexvault",
    note: "at shift start a contract review team hits expired sessions and stale CSRF tokens; review-web logs 401/422 at ERROR until they log in again",
    emit: (c) => {
      const [a, b] = span(c, 4);
      c.every(a, b, 1500, (t) => {
        if (c.rng.chance(0.5))
          c.ev(t, "review-web", "error", "Can't verify CSRF token authenticity.", {
            errType: "ActionController::InvalidAuthenticityToken",
            stack: [
              "ActionController::InvalidAuthenticityToken (ActionController::InvalidAuthenticityToken):",
              "  actionpack (7.1.3) lib/action_controller/metal/request_forgery_protection.rb:309:in `handle_unverified_request'",
              "  actionpack (7.1.3) lib/action_controller/metal/request_forgery_protection.rb:392:in `verify_authenticity_token'",
            ],
          });
        else
          c.ev(
            t,
            "review-web",
            "warn",
            `method=GET path=/matters/M-${c.rng.digits(5)}/review format=html controller=ReviewController action=show status=401 duration=3.11 view=0.00 db=0.00 error="session expired"`,
          );
      });
      c.every(a + 30_000, b + MIN, 2500, (t) =>
        c.ev(
          t,
          "review-web",
          "info",
          `SAML login ok user=reviewer${c.rng.int(100, 340)}@contract-review.example idp=okta`,
        ),
      );
    },
  },
  {
    id: "large-production-slow-progress",
    estate: "lexvault",
    note: "a 400k-document production grinds slowly with long-page warnings but keeps stamping",
    emit: (c) => {
      c.every(c.t0, c.end, 20_000, (t) =>
        c.ev(
          t,
          "production-export",
          "warn",
          `Slow image render for LEX${c.rng.digits(9)}: ${c.rng.int(900, 4000)} pages spreadsheet, ${c.rng.int(30, 90)}s (budget 20s); continuing`,
        ),
      );
    },
  },
  {
    id: "audit-trail-compaction",
    estate: "lexvault",
    note: "audit-trail segment compaction pauses appends for a second or two and warns; nothing is lost",
    emit: (c) => {
      c.tick(c.t0 + MIN, c.end, 4 * MIN, (t) => {
        c.ev(
          t,
          "audit-trail",
          "warn",
          `compaction of segment ${c.rng.int(1000, 9999)} took ${c.rng.int(1200, 2900)}ms, appends buffered=${c.rng.int(200, 900)}`,
        );
        c.ev(t + 3000, "audit-trail", "info", "append buffer drained");
      });
    },
  },
  // ---- court e-filing ----
  {
    id: "midnight-deadline-oversize-uploads",
    estate: "court",
    note: "the filing-deadline rush brings oversize and non-PDF uploads that efile-portal refuses with 413/415",
    emit: (c) => {
      c.every(c.t0, c.end, 1800, (t) =>
        c.rng.chance(0.6)
          ? c.ev(
              t,
              "efile-portal",
              "error",
              `PayloadTooLargeError: request entity too large (limit 35mb, received ${c.rng.int(36, 120)}mb) POST /api/envelopes/${env(c.rng)}/documents`,
            )
          : c.ev(
              t,
              "efile-portal",
              "warn",
              `POST /api/envelopes/${env(c.rng)}/documents 415 - unsupported type ${c.rng.pick(["image/heic", "application/msword", "application/zip"])}`,
            ),
      );
    },
  },
  {
    id: "clerk-rejections-at-error",
    estate: "court",
    note: "clerks reject defective filings; filing-review logs each rejection at ERROR",
    emit: (c) => {
      c.every(c.t0, c.end, 3500, (t) =>
        c.ev(
          t,
          "filing-review",
          "error",
          `Envelope ${env(c.rng)} REJECTED by clerk: ${c.rng.pick(["missing certificate of service", "wrong case number for party", "unsigned document", "document not text-searchable (Rule 2.520)", "filing fee waiver order not attached"])}`,
        ),
      );
    },
  },
  {
    id: "card-declines-do-not-honor",
    estate: "court",
    note: "law-firm cards get declined by issuers; fee-payments logs each decline at ERROR with the processor response",
    emit: (c) => {
      c.every(c.t0, c.end, 5000, (t) =>
        c.ev(
          t,
          "fee-payments",
          "error",
          `Payment declined for envelope ${env(c.rng)}: processor response ${c.rng.pick(["05 Do Not Honor", "51 Insufficient Funds", "54 Expired Card", "N7 CVV2 Mismatch"])}`,
        ),
      );
    },
  },
  {
    id: "docket-sync-cases-not-found",
    estate: "court",
    note: "docket-sync's nightly reconciliation skips cases sealed or transferred in the CMS, logging each with a Python traceback",
    emit: (c) => {
      const [a, b] = span(c, 7);
      c.every(a, b, 6000, (t) =>
        c.ev(
          t,
          "docket-sync",
          "error",
          `reconcile: skipping case ${c.rng.pick(["CV", "FA"])}-2026-${c.rng.digits(6)}`,
          {
            errType: "CaseNotFound",
            stack: [
              "Traceback (most recent call last):",
              '  File "/app/docket_sync/reconcile.py", line 142, in reconcile_case',
              "    cms_case = self.cms.get_case(case_no)",
              '  File "/app/docket_sync/client.py", line 97, in get_case',
              "    raise CaseNotFound(case_no, resp.status_code)",
              "docket_sync.errors.CaseNotFound: case not in CMS (HTTP 404; sealed or transferred)",
            ],
          },
        ),
      );
    },
  },
  {
    id: "attorney-email-bounces",
    estate: "court",
    note: "e-service emails bounce for attorneys who changed firms; service-notify logs hard bounces at ERROR",
    emit: (c) => {
      c.every(c.t0, c.end, 6000, (t) =>
        c.ev(
          t,
          "service-notify",
          "error",
          `e-service bounce envelope=${env(c.rng)} rcpt=${c.rng.pick(["jdoe", "mkim", "tlopez", "arossi"])}@${c.rng.pick(["oldfirm-law.example", "smithbarnes.example"])} smtp="550 5.1.1 The email account that you tried to reach does not exist"`,
        ),
      );
    },
  },
  {
    id: "sealed-case-access-denied",
    estate: "court",
    note: "public users hit sealed cases; case-index refuses with 403 logged as AccessDeniedException stack traces",
    emit: (c) => {
      c.every(c.t0, c.end, 7000, (t) =>
        c.ev(
          t,
          "case-index",
          "error",
          `Access denied to sealed case ${c.rng.pick(["FA", "PR"])}-2026-${c.rng.digits(6)} for role PUBLIC`,
          {
            errType: "org.springframework.security.access.AccessDeniedException",
            stack: [
              "org.springframework.security.access.AccessDeniedException: Access Denied",
              "\tat org.springframework.security.authorization.method.AuthorizationManagerBeforeMethodInterceptor.attemptAuthorization(AuthorizationManagerBeforeMethodInterceptor.java:256)",
              "\tat gov.courts.caseindex.CaseController.get(CaseController.java:61)",
            ],
          },
        ),
      );
    },
  },
  {
    id: "sidekiq-retries-recover",
    estate: "court",
    note: "clerk-queue jobs fail once on a CMS lock and succeed on Sidekiq's automatic retry",
    emit: (c) => {
      c.every(c.t0, c.end, 9000, (t) => {
        const jid = c.rng.hex(24);
        c.ev(
          t,
          "clerk-queue",
          "warn",
          `DocketEntryJob JID-${jid} WARN: Odyssey::LockedRecord: case record locked by another session`,
        );
        c.ev(
          t + 5,
          "clerk-queue",
          "warn",
          `DocketEntryJob JID-${jid} WARN: /app/app/jobs/docket_entry_job.rb:22:in \`perform'`,
        );
        c.ev(
          t + c.rng.int(20_000, 40_000),
          "clerk-queue",
          "info",
          `DocketEntryJob JID-${jid} INFO: done: 0.${c.rng.int(100, 900)} sec (retry 1)`,
        );
      });
    },
  },
  {
    id: "pdfa-font-warnings-new-profile",
    estate: "court",
    note: "a new PDF/A profile makes pdf-normalizer warn about unembedded fonts on most filings",
    emit: (c) => {
      const t = c.t0 + c.rng.int(MIN, 3 * MIN);
      c.ev(t, "pdf-normalizer", "info", "SIGHUP: reloading /etc/pdf-normalizer/profiles.ini");
      c.ev(t + 80, "pdf-normalizer", "info", "profiles reloaded (12 profiles, build 3.2.1), default=pdfa-2b-strict");
      c.every(t + 1000, c.end, 1500, (x) =>
        c.ev(
          x,
          "pdf-normalizer",
          "warn",
          `envelope ${env(c.rng)}: font '${c.rng.pick(["TimesNewRomanPSMT", "Garamond", "ArialMT", "Symbol"])}' not embedded; embedding substitute (PDF/A-2b 6.2.11.4.1)`,
        ),
      );
    },
  },
  // ---- Department of Revenue (tax) ----
  {
    id: "deadline-peak-waiting-room",
    estate: "tax",
    note: "on deadline night the portal's waiting room throttles with 429s and latency doubles, but every admitted return is accepted",
    emit: (c) => {
      c.every(c.t0, c.end, 700, (t) =>
        c.ev(
          t,
          "taxpayer-portal",
          "warn",
          `POST /efile/submit -> 429 in 2ms (waiting room: position ${c.rng.int(100, 9000)}, retry-after ${c.rng.int(20, 90)}s)`,
        ),
      );
      c.every(c.t0, c.end, 10_000, (t) =>
        c.ev(
          t,
          "return-intake",
          "warn",
          `slow accept p99=${c.rng.int(2100, 3900)}ms queue_depth=${c.rng.int(200, 900)} (target 2000ms)`,
        ),
      );
    },
  },
  {
    id: "mef-business-rule-rejects",
    estate: "tax",
    note: "returns fail MeF business rules (SSN already used, AGI mismatch); mef-validator logs every reject at ERROR",
    emit: (c) => {
      c.every(c.t0, c.end, 1200, (t) =>
        c.ev(
          t,
          "mef-validator",
          "error",
          `Submission ${sub(c.rng)} REJECTED: ${c.rng.pick(["IND-031-04 Primary SSN has already been used on another return", "IND-181-01 Prior-year AGI does not match", "R0000-504-02 Dependent SSN mismatch with SSA records", "F1040-164-01 EIC claimed with invalid qualifying child"])}`,
        ),
      );
    },
  },
  {
    id: "idp-document-image-failures",
    estate: "tax",
    note: "identity proofing fails for blurry ID photos and failed KBA; idp-proofing logs each failure at ERROR",
    emit: (c) => {
      c.every(c.t0, c.end, 2500, (t) =>
        c.ev(
          t,
          "idp-proofing",
          "error",
          `proofing session ${c.rng.hex(12)} result=FAIL reason=${c.rng.pick(["DOC_IMAGE_BLUR", "GLARE_DETECTED", "KBA_INCORRECT_ANSWERS", "SELFIE_MISMATCH", "DOC_EXPIRED"])} attempts_left=${c.rng.int(0, 2)}`,
        ),
      );
    },
  },
  {
    id: "refund-holds-and-offsets",
    estate: "tax",
    note: "the refund batch holds and offsets refunds for debts owed; each is logged at ERROR but the batch completes",
    emit: (c) => {
      c.every(c.t0, c.end, 3000, (t) =>
        c.ev(
          t,
          "refund-batch",
          "error",
          `Refund for tin=***-**-${c.rng.digits(4)} not issued: ${c.rng.pick(["offset to child support (TOP agency 03)", "held: identity verification pending", "offset to prior-year balance due", "bank account closed, paper check requested"])}`,
        ),
      );
    },
  },
  {
    id: "duplicate-payment-blocked",
    estate: "tax",
    note: "taxpayers double-click pay; payment-hub blocks duplicates and logs a DuplicatePaymentException with .NET stack",
    emit: (c) => {
      c.every(c.t0, c.end, 8000, (t) =>
        c.ev(
          t,
          "payment-hub",
          "error",
          `Duplicate payment blocked for tin=***-**-${c.rng.digits(4)} (idempotency key ${c.rng.hex(16)})`,
          {
            errType: "Dor.PaymentHub.DuplicatePaymentException",
            stack: [
              "Dor.PaymentHub.DuplicatePaymentException: A payment with the same amount and date already exists for this taxpayer.",
              "   at Dor.PaymentHub.Services.PaymentService.SubmitAsync(PaymentRequest req, CancellationToken ct) in /src/PaymentHub/Services/PaymentService.cs:line 118",
              "   at Dor.PaymentHub.Controllers.PaymentsController.Post(PaymentRequest req) in /src/PaymentHub/Controllers/PaymentsController.cs:line 41",
            ],
          },
        ),
      );
    },
  },
  {
    id: "ncoa-undeliverable-notices",
    estate: "tax",
    note: "notice-printer flags undeliverable addresses from NCOA matching at WARN/ERROR while the print batch goes out",
    emit: (c) => {
      c.every(c.t0, c.end, 2000, (t) =>
        c.ev(
          t,
          "notice-printer",
          c.rng.chance(0.3) ? "error" : "warn",
          `notice ${c.rng.pick(["CP2000-ST", "REFUND-ADJ", "BAL-DUE-1"])} for tin=***-**-${c.rng.digits(4)} undeliverable: NCOA ${c.rng.pick(["moved, left no forwarding address", "foreign move", "box closed"])}; routed to returned-mail`,
        ),
      );
    },
  },
  {
    id: "fraud-rules-missing-device-fingerprint",
    estate: "tax",
    note: "a mobile app release stops sending a device fingerprint; fraud-rules warns on each return and applies the default",
    emit: (c) => {
      c.every(c.t0 + MIN, c.end, 1500, (t) =>
        c.ev(
          t,
          "fraud-rules",
          "warn",
          `feature device_fp missing for submission=${sub(c.rng)} channel=mobile-ios app=7.2.0; default applied`,
        ),
      );
    },
  },
  {
    id: "transmitter-ack-already-retrieved",
    estate: "tax",
    note: "software-vendor transmitters poll acks twice; ack-dispatcher logs the second retrieval as an error",
    emit: (c) => {
      c.every(c.t0, c.end, 4000, (t) =>
        c.ev(
          t,
          "ack-dispatcher",
          "error",
          `GetAcks rejected for ETIN-${c.rng.digits(5)}: MeF error 0113 "Acknowledgements already retrieved" (${c.rng.int(1, 40)} ids)`,
        ),
      );
    },
  },
  // ---- generic ones, carried by any estate ----
  {
    id: "cert-expiry-reminders",
    estate: "*",
    note: "services warn that a TLS certificate expires in 21 days at every reload",
    emit: (c) => {
      const svcs = c.estate.services.filter((s) => s.lang === "go" || s.lang === "java").map((s) => s.name);
      c.every(c.t0, c.end, 30_000, (t) =>
        c.ev(
          t,
          c.rng.pick(svcs),
          "warn",
          `x509: certificate CN=*.${c.estate.namespace}.internal expires in 21 days (2026-12-21T00:00:00Z), renewal scheduled`,
        ),
      );
    },
  },
  {
    id: "rolling-restart-brief-503",
    estate: "*",
    note: "a rolling restart makes a caller see a couple of 503s that its retry absorbs",
    emit: (c) => {
      const s = c.rng.pick(c.estate.services.slice(1));
      const t = c.t0 + c.rng.int(2 * MIN, 5 * MIN);
      const steps = s.deploy(c.rng);
      let at = t;
      for (const [dt, lv, m] of steps) {
        at += dt;
        c.ev(at, s.name, lv, m);
      }
      const caller = c.estate.services[0]?.name ?? s.name;
      for (let i = 0; i < 3; i++)
        c.ev(
          t + 1500 + i * 900,
          caller,
          "warn",
          `upstream ${s.name} returned 503 (pod terminating), retried on another replica: ok`,
        );
    },
  },
];

/** The kinds an estate can draw: its own plus the generic ones. */
export const kindsFor = (estate: string): QuietKind[] =>
  QUIET_KINDS.filter((k) => k.estate === estate || k.estate === "*");
