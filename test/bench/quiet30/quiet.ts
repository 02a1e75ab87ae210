// Forty kinds of alarming but harmless back-office noise, ten per estate. Each writes its story between a and b.
import type { Ctx } from "./ctx.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace } from "./traces.js";

export interface QuietKind {
  name: string;
  estate: string;
  note: string;
  run(c: Ctx, a: number, b: number): void;
}

const spread = (c: Ctx, a: number, b: number, n: number, f: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) f(a + Math.floor(((b - a) * (i + c.r.next())) / n), i);
};

export const QUIET: QuietKind[] = [
  // ---------------------------------------------------------------- northwind
  {
    name: "idoc-status-51",
    estate: "northwind",
    note: "an inbound ORDERS05 batch leaves IDocs in status 51 for the AP clerks and carries on",
    run(c, a, b) {
      const n = c.r.int(25, 60);
      spread(c, a, b, n, (t) =>
        c.emit(
          t,
          "idoc-inbound",
          "error",
          `IDoc 00000000047${c.r.int(10000, 99999)} status 51: Application document not posted: ${c.r.pick(["Material 100-" + c.r.int(100, 899) + " not maintained in plant 1200", "No purchasing info record for vendor SUP0" + c.r.int(1000, 4999), "Price deviation exceeds tolerance (ME 112)"])}`,
        ),
      );
      c.emit(
        b + 2000,
        "idoc-inbound",
        "info",
        `inbound run RBDAPP01 finished: ${c.r.int(300, 600)} posted, ${n} in status 51 (workflow items created for AP)`,
      );
    },
  },
  {
    name: "month-end-slow",
    estate: "northwind",
    note: "the FI period close chain runs far past its expected runtime but finishes with rc=0",
    run(c, a, b) {
      spread(c, a, b, 8, (t, i) =>
        c.emit(
          t,
          "batch-scheduler",
          "warn",
          `job=FI_PERIOD_CLOSE_011 state=running elapsed=${62 + i * 3}m expected<=45m: SLA warning (step 4/7 SAPF124 GR/IR clearing)`,
        ),
      );
      c.emit(
        b + 1000,
        "batch-scheduler",
        "info",
        `job=FI_PERIOD_CLOSE_011 state=finished rc=0 duration=${96}m steps=7/7`,
      );
    },
  },
  {
    name: "enqueue-lock-wait",
    estate: "northwind",
    note: "posting jobs wait on an enqueue lock held by the GR/IR clearing job and continue once it is released",
    run(c, a, b) {
      spread(c, a, b, 14, (t) => {
        const w = c.r.int(4, 28);
        c.emit(
          t,
          "fi-posting",
          "warn",
          `c.n.fi.EnqueueGuard : document 51056${c.r.int(10000, 99999)} waiting for enqueue lock EFBKPF (held by job SAPF124, owner BATCH_FI), waited ${w}s`,
        );
        c.emit(
          t + w * 100,
          "fi-posting",
          "info",
          `c.n.fi.EnqueueGuard : lock EFBKPF acquired after ${w}.${c.r.int(1, 9)}s, posting continues`,
        );
      });
    },
  },
  {
    name: "deadlock-retried",
    estate: "northwind",
    note: "mm-inventory is chosen as deadlock victim a few times and its retries succeed",
    run(c, a, b) {
      spread(c, a, b, 6, (t) => {
        c.emit(
          t,
          "mm-inventory",
          "warn",
          `c.n.mm.StockWriter : deadlock on MARD update, retrying (1/3)\n${javaTrace(c.r, "org.springframework.dao.CannotAcquireLockException: could not execute statement; SQL [update mard set labst=? where matnr=? and werks=?]", ["com.northwind.mm.stock.StockWriter.apply", "com.northwind.mm.stock.GoodsReceiptService.post"], "org.postgresql.util.PSQLException: ERROR: deadlock detected\n  Detail: Process 41822 waits for ShareLock on transaction 99311024; blocked by process 41790.")}`,
        );
        c.emit(t + 300, "mm-inventory", "info", "c.n.mm.StockWriter : MARD update committed on retry 1");
      });
    },
  },
  {
    name: "duplicate-invoice",
    estate: "northwind",
    note: "a supplier resubmits a batch of invoices and AP matching rejects the duplicates",
    run(c, a, b) {
      const s = `SUP0${c.r.int(1000, 4999)}`;
      spread(c, a, b, c.r.int(20, 40), (t) => {
        c.emit(t, "supplier-portal", "info", `POST /api/invoices 201 ${c.r.int(40, 200)}ms - supplier=${s}`);
        c.emit(
          t + 900,
          "ap-matching",
          "error",
          `invoice INV-${c.r.int(10000, 99999)} from ${s} rejected: duplicate of document 51056${c.r.int(10000, 99999)} (same vendor, reference and gross amount)`,
        );
      });
    },
  },
  {
    name: "ocr-unreadable",
    estate: "northwind",
    note: "scanned supplier invoices without a text layer fail OCR and go to the manual verification queue",
    run(c, a, b) {
      spread(c, a, b, c.r.int(12, 25), (t) => {
        const f = `INV-${c.r.int(10000, 99999)}.pdf`;
        c.emit(
          t,
          "invoice-ocr",
          "error",
          `extraction failed for ${f}, routed to manual verification\n${pyTrace(
            [
              ["/app/ocr/extract.py", "extract", "pages = render_pages(doc, dpi=300)"],
              [
                "/usr/local/lib/python3.11/site-packages/pdf2image/pdf2image.py",
                "convert_from_bytes",
                "raise PDFPageCountError(",
              ],
            ],
            "pdf2image.exceptions.PDFPageCountError: Unable to get page count.\nSyntax Error: Couldn't find trailer dictionary",
          )}`,
        );
      });
      spread(c, a, b, 10, (t) =>
        c.emit(
          t,
          "invoice-ocr",
          "warn",
          `field total_amount confidence 0.${c.r.int(30, 69)} below 0.80 on INV-${c.r.int(10000, 99999)}; routed to manual verification`,
        ),
      );
    },
  },
  {
    name: "rfc-idle-reconnect",
    estate: "northwind",
    note: "the JCo pool sees connections closed by the ERP gateway after idle timeout and reconnects",
    run(c, a, b) {
      spread(c, a, b, 9, (t) => {
        c.emit(
          t,
          "sap-rfc-bridge",
          "warn",
          `c.n.rfc.JcoCaller : connection to PRD_100 closed by partner: com.sap.conn.jco.JCoException: (102) JCO_ERROR_COMMUNICATION: Connection reset by peer (idle ${c.r.int(600, 900)}s); reconnecting`,
        );
        c.emit(
          t + 400,
          "sap-rfc-bridge",
          "info",
          "c.n.rfc.JcoCaller : reconnected to PRD_100 (ashost sapprd-app1, sysnr 00), pool 7/20",
        );
      });
    },
  },
  {
    name: "adhoc-report-timeout",
    estate: "northwind",
    note: "a finance user's huge ad-hoc report hits the statement timeout twice and is run later in the batch queue",
    run(c, a, b) {
      spread(c, a, b, 2, (t) =>
        c.emit(
          t,
          "report-runner",
          "error",
          `ad-hoc report 'open items by vendor, all company codes' for u.kraus cancelled after 300s\n${pyTrace(
            [
              ["/app/reports/run.py", "execute", "cur.execute(sql, params)"],
              ["/usr/local/lib/python3.11/site-packages/psycopg/cursor.py", "execute", "raise ex.with_traceback(None)"],
            ],
            "psycopg.errors.QueryCanceled: canceling statement due to statement timeout",
          )}`,
        ),
      );
      c.emit(
        b + 500,
        "report-runner",
        "info",
        "ad-hoc report for u.kraus rescheduled to batch queue ZREP_NIGHT (user notified)",
      );
    },
  },
  {
    name: "portal-scanner",
    estate: "northwind",
    note: "a vulnerability scanner sweeps the supplier portal and collects 403/404s",
    run(c, a, b) {
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/actuator/env",
        "/phpmyadmin/",
        "/cgi-bin/luci",
        "/admin/config.php",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
      ];
      spread(c, a, b, c.r.int(60, 140), (t) =>
        c.emit(
          t,
          "supplier-portal",
          "warn",
          `${c.r.pick(["GET", "POST"])} ${c.r.pick(paths)} ${c.r.pick([403, 404, 404])} ${c.r.int(1, 4)}ms - 185.220.101.${c.r.int(2, 60)} "Mozilla/5.0 zgrab/0.x"`,
        ),
      );
    },
  },
  {
    name: "three-way-variance",
    estate: "northwind",
    note: "invoices with price variances above tolerance are blocked for payment for buyers to review",
    run(c, a, b) {
      spread(c, a, b, c.r.int(15, 35), (t) =>
        c.emit(
          t,
          "ap-matching",
          "error",
          `invoice INV-${c.r.int(10000, 99999)} blocked for payment (R): price variance ${c.r.float(5.5, 19)}% exceeds tolerance 5.0% on PO 45000${c.r.int(10000, 29999)} line ${c.r.pick([10, 20, 30])}`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- halden
  {
    name: "missing-bank-details",
    estate: "halden",
    note: "the pay run excludes new starters without bank details and opens HR cases",
    run(c, a, b) {
      spread(c, a, b, c.r.int(15, 30), (t) =>
        c.emit(
          t,
          "payrun-engine",
          "error",
          `Employee E${c.r.int(10000, 39999)} has no valid bank account for period 2026-11; excluded from payment file, case HR-${c.r.int(8000, 8999)} opened`,
        ),
      );
    },
  },
  {
    name: "emergency-tax-code",
    estate: "halden",
    note: "tax codes not yet received from the authority fall back to the emergency code, as designed",
    run(c, a, b) {
      spread(c, a, b, c.r.int(20, 40), (t) =>
        c.emit(
          t,
          "tax-tables",
          "warn",
          `No P6 notice on file for E${c.r.int(10000, 39999)}; applying emergency code 1257L W1/M1 for period 8`,
        ),
      );
    },
  },
  {
    name: "timesheets-unapproved",
    estate: "halden",
    note: "unapproved timesheets are held back from the pay run and managers get reminders",
    run(c, a, b) {
      spread(c, a, b, c.r.int(25, 50), (t) =>
        c.emit(
          t,
          "timesheet-svc",
          "warn",
          `TimesheetCutoffJob: timesheet ${c.r.int(200000, 299999)} (week 47) not approved by manager; ${c.r.int(4, 40)}.0h held until next run, reminder queued`,
        ),
      );
    },
  },
  {
    name: "bank-sftp-retry",
    estate: "halden",
    note: "the bank's SFTP endpoint refuses the first connections and the payment file uploads on retry",
    run(c, a) {
      for (let i = 1; i <= 3; i++) {
        c.emit(
          a + i * 30000,
          "bank-file-export",
          "error",
          `upload PAIN.001 payments-2026-11-M.xml: dial tcp 198.51.100.24:22: connect: connection refused (attempt ${i}/5, next in 30s)`,
        );
      }
      c.emit(
        a + 121000,
        "bank-file-export",
        "info",
        "upload PAIN.001 payments-2026-11-M.xml to sftp.bank.example: 12480 payments, 4.1MB, sha256 verified",
      );
    },
  },
  {
    name: "simulation-errors",
    estate: "halden",
    note: "a what-if simulation run reports validation errors that only exist in the simulation",
    run(c, a, b) {
      spread(c, a, b, c.r.int(30, 60), (t) =>
        c.emit(
          t,
          "payrun-engine",
          "error",
          `[SIM PR-2026-12-S] Validation failed for E${c.r.int(10000, 39999)}: ${c.r.pick(["pension contribution exceeds annual allowance", "net pay below zero after deductions", "student loan plan missing"])}`,
        ),
      );
      c.emit(
        b + 1000,
        "payrun-engine",
        "info",
        "[SIM PR-2026-12-S] Simulation finished: 12480 employees, errors written to report sim-2026-12.xlsx (no postings)",
      );
    },
  },
  {
    name: "renderer-heap-high",
    estate: "halden",
    note: "the payslip renderer's heap climbs during bulk rendering and the GC brings it back",
    run(c, a, b) {
      spread(c, a, b, 10, (t, i) =>
        c.emit(
          t,
          "payslip-renderer",
          "warn",
          `heap used ${(1.2 + (i % 5) * 0.14).toFixed(2)}GB of 2.00GB (${60 + (i % 5) * 7}%) during bulk render batch ${c.r.int(100, 400)}`,
        ),
      );
      c.emit(b + 2000, "payslip-renderer", "info", "bulk render finished; heap used 0.61GB after major GC");
    },
  },
  {
    name: "gl-token-refresh",
    estate: "halden",
    note: "the GL API token expires and ledger-bridge refreshes it after a few 401s",
    run(c, a) {
      for (let i = 0; i < 6; i++)
        c.emit(
          a + i * 120,
          "ledger-bridge",
          "error",
          `GL API POST /journals -> 401 Unauthorized: {"error":"invalid_token","error_description":"The access token expired"}`,
        );
      c.emit(
        a + 900,
        "ledger-bridge",
        "info",
        "OAuth2 client_credentials token refreshed (expires_in=3600); replaying 6 journals",
      );
      c.emit(a + 1500, "ledger-bridge", "info", "6 journals posted after token refresh");
    },
  },
  {
    name: "client-abort",
    estate: "halden",
    note: "employees close the browser while downloading payslips and the API logs the reset streams",
    run(c, a, b) {
      spread(c, a, b, c.r.int(8, 16), (t) =>
        c.emit(
          t,
          "payroll-api",
          "warn",
          `Connection id "0HN${c.r.hex(9).toUpperCase()}", Request id "0HN${c.r.hex(9).toUpperCase()}:00000002": the application completed without reading the entire request body.\n${dotnetTrace("System.IO.IOException: The client reset the request stream.", ["Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http2.Http2Stream.ReadAsync", "Halden.Payroll.Api.PayslipController.Download"])}`,
        ),
      );
    },
  },
  {
    name: "slow-queries",
    estate: "halden",
    note: "year-to-date aggregation queries are slow during the run but complete",
    run(c, a, b) {
      spread(c, a, b, c.r.int(15, 30), (t) =>
        c.emit(
          t,
          "payrun-engine",
          "warn",
          `Slow query ${c.r.float(2, 9)}s: SELECT employee_id, SUM(amount) FROM pay_results WHERE tax_year = @p0 AND period <= @p1 GROUP BY employee_id`,
        ),
      );
    },
  },
  {
    name: "benefits-rejections",
    estate: "halden",
    note: "the benefits provider rejects enrolments with bad dependant data for HR to correct",
    run(c, a, b) {
      spread(c, a, b, c.r.int(12, 24), (t) =>
        c.emit(
          t,
          "benefits-sync",
          "error",
          `enrolment for E${c.r.int(10000, 39999)} rejected by provider: 422 {"code":"DEPENDANT_DOB_INVALID","detail":"date of birth 2027-0${c.r.int(1, 9)}-1${c.r.int(0, 9)} is in the future"}`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- corvel
  {
    name: "scim-409-exists",
    estate: "corvel",
    note: "rehires already exist in the SaaS apps, SCIM answers 409 and the provisioner links the existing accounts",
    run(c, a, b) {
      spread(c, a, b, c.r.int(12, 25), (t) => {
        const w = `W${c.r.int(100000, 199999)}`;
        c.emit(
          t,
          "scim-provisioner",
          "error",
          `POST https://atlassian.scim.example/scim/v2/Users status=409 body={"schemas":["urn:ietf:params:scim:api:messages:2.0:Error"],"scimType":"uniqueness","detail":"userName already exists"} user=${w}`,
        );
        c.emit(
          t + 200,
          "scim-provisioner",
          "info",
          `linked existing account for ${w} via filter userName eq "${w.toLowerCase()}@corvel.example"`,
        );
      });
    },
  },
  {
    name: "scim-404-delete",
    estate: "corvel",
    note: "leavers already removed by hand return 404 on deprovisioning, treated as done",
    run(c, a, b) {
      spread(c, a, b, c.r.int(10, 22), (t) =>
        c.emit(
          t,
          "scim-provisioner",
          "warn",
          `DELETE https://zoom.scim.example/scim/v2/Users/${c.r.hex(12)} status=404 detail="Resource not found"; treating leaver as deprovisioned`,
        ),
      );
    },
  },
  {
    name: "scim-429-backoff",
    estate: "corvel",
    note: "a bulk group sync hits Slack's SCIM rate limit, backs off per Retry-After and completes",
    run(c, a) {
      for (let i = 0; i < 12; i++)
        c.emit(
          a + i * 2500,
          "scim-provisioner",
          "warn",
          `PATCH https://slack.scim.example/scim/v2/Groups/S0${c.r.hex(7).toUpperCase()} status=429 retry_after=20s (bulk group sync)`,
        );
      c.emit(a + 60000, "scim-provisioner", "info", "bulk group sync complete: 212 groups patched, 12 after backoff");
    },
  },
  {
    name: "manager-unknown",
    estate: "corvel",
    note: "directory sync skips manager references to people not yet in the directory",
    run(c, a, b) {
      spread(c, a, b, c.r.int(20, 40), (t) =>
        c.emit(
          t,
          "directory-sync",
          "error",
          `attribute manager for W${c.r.int(100000, 199999)} references W${c.r.int(100000, 199999)} which is not in the directory; attribute skipped`,
        ),
      );
    },
  },
  {
    name: "badge-denied",
    estate: "corvel",
    note: "night-shift contractors are denied at the server room door they are not cleared for",
    run(c, a, b) {
      spread(c, a, b, c.r.int(20, 45), (t) =>
        c.emit(
          t,
          "badge-access",
          "warn",
          `DENIED badge=0x${c.r.hex(8)} door=HQ-L1-ServerRoom reason=NOT_IN_ACCESS_GROUP group_required=IT-DC`,
        ),
      );
    },
  },
  {
    name: "account-lockout",
    estate: "corvel",
    note: "a few employees fumble passwords after a forced reset and are locked out for 15 minutes",
    run(c, a, b) {
      for (let u = 0; u < 3; u++) {
        const id = `${c.r.hex(8)}-${c.r.hex(4)}`;
        const t0 = a + Math.floor((b - a) * c.r.next());
        for (let i = 0; i < 5; i++)
          c.emit(
            t0 + i * 4000,
            "identity-hub",
            "warn",
            `type=LOGIN_ERROR, realmId=corvel, clientId=hr-portal, userId=${id}, error=invalid_user_credentials`,
          );
        c.emit(
          t0 + 20500,
          "identity-hub",
          "warn",
          `type=USER_DISABLED_BY_TEMPORARY_LOCKOUT, realmId=corvel, userId=${id}, error=user_temporarily_disabled`,
        );
        c.emit(t0 + 21000, "hr-portal", "error", `POST /login 401 ${c.r.int(20, 60)}ms - account temporarily locked`);
      }
    },
  },
  {
    name: "shift-infeasible",
    estate: "corvel",
    note: "the roster solver cannot fill shifts that need certificates nobody free holds and leaves them open",
    run(c, a, b) {
      spread(c, a, b, c.r.int(10, 20), (t) =>
        c.emit(
          t,
          "shift-scheduler",
          "error",
          `c.c.s.OptimizerJob : no feasible assignment for shift DC-${c.r.int(1, 4)}/2026-12-0${c.r.int(1, 7)}/night (requires FORKLIFT_CERT); shift left open for site lead`,
        ),
      );
    },
  },
  {
    name: "mail-bounces",
    estate: "corvel",
    note: "payslip-ready mails to leavers' mailboxes bounce with 550",
    run(c, a, b) {
      spread(c, a, b, c.r.int(20, 40), (t) =>
        c.emit(
          t,
          "notify-mailer",
          "error",
          `delivery failed to ${c.r.pick(["j", "m", "a", "k"])}.${c.r.hex(5)}@corvel.example: 550 5.1.1 The email account that you tried to reach does not exist`,
        ),
      );
    },
  },
  {
    name: "consumer-rebalance",
    estate: "corvel",
    note: "a consumer group rebalances when a pod is rescheduled and the lag catches up",
    run(c, a) {
      c.emit(
        a,
        "directory-sync",
        "warn",
        "kafka: consumer group people-events rebalancing: member left (pod directory-sync-7f9c rescheduled), revoking partitions [0 1 2 3]",
      );
      c.emit(
        a + 300,
        "onboarding-flow",
        "warn",
        "[Consumer clientId=onboarding-flow, groupId=people-events] Attempt to heartbeat failed since group is rebalancing",
      );
      c.emit(a + 6000, "directory-sync", "info", "kafka: partitions assigned [0 1]; lag 1840 messages");
      c.emit(a + 45000, "directory-sync", "info", "kafka: lag 0 on all assigned partitions");
    },
  },
  {
    name: "saml-cert-expiry",
    estate: "corvel",
    note: "identity-hub warns about a SAML signing certificate that expires in three weeks",
    run(c, a, b) {
      spread(c, a, b, 12, (t) =>
        c.emit(
          t,
          "identity-hub",
          "warn",
          "SAML signing certificate for client 'workday-sso' (CN=corvel-idp-2025) expires in 19 days (2026-12-19T00:00:00Z); rotate keys",
        ),
      );
    },
  },
  // ---------------------------------------------------------------- maribel
  {
    name: "receipt-required",
    estate: "maribel",
    note: "expense claims above the receipt threshold are rejected back to the employees",
    run(c, a, b) {
      spread(c, a, b, c.r.int(25, 50), (t) =>
        c.emit(
          t,
          "expense-api",
          "warn",
          `HTTP POST /api/expenses responded 422 in ${c.r.float(5, 40, 4)} ms: claim EC-${c.r.int(100000, 199999)} rejected: receipt required above 75.00 EUR`,
        ),
      );
    },
  },
  {
    name: "fx-holiday-stale",
    estate: "maribel",
    note: "no reference rates are published on a TARGET holiday and fx-rates keeps serving the last fixing",
    run(c, a, b) {
      spread(c, a, b, 10, (t) =>
        c.emit(
          t,
          "fx-rates",
          "warn",
          "ratesfeed: no reference rates published for 2026-12-25 (TARGET closing day); serving fixing of 2026-12-24, age 26h > max_age 24h",
        ),
      );
    },
  },
  {
    name: "punchout-unspsc",
    estate: "maribel",
    note: "a supplier's punchout cart carries unknown commodity codes and those lines are dropped for the buyer",
    run(c, a, b) {
      spread(c, a, b, c.r.int(15, 30), (t) =>
        c.emit(
          t,
          "catalog-punchout",
          "error",
          `PunchOutOrderMessage from Grainger: item ${c.r.int(1, 9)} has unknown UNSPSC ${c.r.int(44100000, 44199999)}; line dropped, buyer notified`,
        ),
      );
    },
  },
  {
    name: "approver-ooo",
    estate: "maribel",
    note: "approvals for people out of office are escalated to delegates",
    run(c, a, b) {
      spread(c, a, b, c.r.int(15, 30), (t) =>
        c.emit(
          t,
          "approval-engine",
          "warn",
          `c.m.approval.Router : approver ${c.r.pick(["m.lopez", "r.singh"])} out of office until 2026-12-08; REQ-${c.r.int(300000, 399999)} escalated to delegate after SLA 48h`,
        ),
      );
    },
  },
  {
    name: "vies-unavailable",
    estate: "maribel",
    note: "the EU VAT check service is down for one member state and supplier checks are queued for later",
    run(c, a, b) {
      spread(c, a, b, c.r.int(8, 16), (t) =>
        c.emit(
          t,
          "supplier-onboard",
          "error",
          `VatCheckJob: VIES check for ${c.r.pick(["IT", "DE", "ES"])}${c.r.int(100000000, 999999999)} failed: MS_UNAVAILABLE; re-queued for 06:00`,
        ),
      );
    },
  },
  {
    name: "ocr-cache-cleanup",
    estate: "maribel",
    note: "the OCR cache volume crosses its warning mark and the cleanup job frees it",
    run(c, a) {
      for (let i = 0; i < 5; i++)
        c.emit(a + i * 20000, "receipt-ocr", "warn", `disk usage on /var/lib/ocr/cache at ${81 + i}% (warn at 80%)`);
      c.emit(
        a + 101000,
        "receipt-ocr",
        "info",
        "cache cleanup: removed 18342 files older than 7d, freed 1.9GB, usage now 58%",
      );
    },
  },
  {
    name: "po-lock-timeout",
    estate: "maribel",
    note: "PO updates hit the lock timeout while a bulk re-pricing runs and succeed on retry",
    run(c, a, b) {
      spread(c, a, b, c.r.int(8, 14), (t) => {
        c.emit(
          t,
          "po-service",
          "warn",
          `update purchase_orders failed: ERROR: canceling statement due to lock timeout (SQLSTATE 55P03); retrying in 250ms`,
        );
        c.emit(t + 400, "po-service", "info", "update purchase_orders succeeded on retry 1");
      });
    },
  },
  {
    name: "ratings-breaker",
    estate: "maribel",
    note: "an optional supplier-ratings widget trips its breaker and the page renders without it",
    run(c, a) {
      for (let i = 0; i < 6; i++)
        c.emit(
          a + i * 700,
          "procure-web",
          "warn",
          `supplier ratings fetch failed: ${nodeTrace("Error: connect ETIMEDOUT 10.3.7.19:443", [["TCPConnectWrap.afterConnect [as oncomplete]", "node:net"]]).split("\n")[0]}`,
        );
      c.emit(
        a + 4300,
        "procure-web",
        "warn",
        "circuit 'supplier-ratings' OPEN for 30s; rendering catalog without ratings",
      );
      c.emit(a + 34500, "procure-web", "info", "circuit 'supplier-ratings' HALF_OPEN -> CLOSED after successful probe");
    },
  },
  {
    name: "rolling-restart",
    estate: "maribel",
    note: "a planned rollout of requisition-svc causes a few refused connections that the web tier retries",
    run(c, a) {
      c.emit(a, "requisition-svc", "info", "Commencing graceful shutdown. Waiting for active requests to complete");
      for (let i = 0; i < 5; i++)
        c.emit(
          a + 1500 + i * 300,
          "procure-web",
          "warn",
          `POST /api/requisitions upstream requisition-svc: connect ECONNREFUSED 10.3.4.${c.r.int(10, 40)}:8080; retry 1/2`,
        );
      c.emit(
        a + 9000,
        "requisition-svc",
        "info",
        `Started RequisitionApplication in ${c.r.float(7, 12)} seconds (process running for 13.1)`,
      );
    },
  },
  {
    name: "erp-backlog",
    estate: "maribel",
    note: "an ERP maintenance window makes the outbound queue grow and it drains afterwards",
    run(c, a, b) {
      spread(c, a, b, 9, (t, i) =>
        c.emit(
          t,
          "erp-connector",
          "warn",
          `o.a.c.Route : outbound queue erp.orders depth ${1200 + i * 610} exceeds 1000 (ERP RFC destination in maintenance window until ${String(c.r.int(8, 9)).padStart(2, "0")}:30)`,
        ),
      );
      c.emit(
        b + 30000,
        "erp-connector",
        "info",
        "o.a.c.Route : outbound queue erp.orders drained (0 messages), 6480 delivered",
      );
    },
  },
];
