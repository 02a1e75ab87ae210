// Harmless things that page people in payroll and HR estates: each kind writes its lines into a window and needs a
// few roles of the estate. Nothing here is broken; the estate keeps serving.
import type { Estate, Role } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";
import { type Ctx, rec } from "./stream.js";

export interface Noise {
  kind: string;
  roles: Role[];
  note: string;
  make: (c: Ctx, s: (role: Role) => string) => Rec[];
}

const emp = (r: Rng) => `E${r.int(100000, 999999)}`;
const wk = (r: Rng) => `W${r.int(10000, 99999)}`;
const co = (r: Rng) => `C${r.int(1000, 9999)}`;

/** `n` lines spread over `dur` ms from `at`. */
function burst(c: Ctx, svc: string, at: number, dur: number, n: number, level: Level, say: (r: Rng) => string): Rec[] {
  const out: Rec[] = [];
  for (let i = 0; i < n; i++) {
    const t = Math.min(at + c.r.next() * dur, c.t0 + c.span - 1);
    out.push(rec(c, svc, t, level, say(c.r)));
  }
  return out;
}

/** The Sunday before an ISO day. */
function prevSunday(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (d.getUTCDay() || 7));
  return d.toISOString().slice(0, 10);
}

/** A moment inside the window, clear of its edges. */
const when = (c: Ctx, lo = 0.15, hi = 0.75) => c.t0 + c.r.range(lo, hi) * c.span;
const whole = (c: Ctx) => c.span - 5000;

export const NOISES: Noise[] = [
  {
    kind: "duplicate-clock-ins",
    roles: ["clock", "edge"],
    note: "shift change: kiosks double-tap and the clock service rejects a burst of duplicate clock-ins with 409",
    make: (c, s) => {
      const at = when(c);
      const n = c.r.int(40, 90);
      return [
        ...burst(
          c,
          s("clock"),
          at,
          240000,
          n,
          "warn",
          (r) =>
            `Duplicate punch rejected worker=${wk(r)} type=IN: previous IN ${r.int(3, 58)}s ago on device kiosk-${r.int(100, 999)}`,
        ),
        ...burst(c, s("edge"), at, 240000, Math.floor(n / 2), "warn", () => "POST /api/v1/punches status=409 Conflict"),
      ];
    },
  },
  {
    kind: "timesheets-after-cutoff",
    roles: ["clock", "edge"],
    note: "managers keep submitting timesheets after the pay-period cut-off and each is refused with 422",
    make: (c, s) =>
      burst(
        c,
        s("clock"),
        when(c, 0.05, 0.3),
        whole(c) * 0.6,
        c.r.int(50, 110),
        "error",
        (r) =>
          `Timesheet submit rejected for ${wk(r)}: pay period ending ${prevSunday(c.e.day)} locked at cut-off (locked_at=${c.e.day}T00:00:00Z) -> 422 PERIOD_LOCKED`,
      ),
  },
  {
    kind: "prenote-returns",
    roles: ["bank"],
    note: "the bank's return file brings R02/R03 returns for pre-notes on closed accounts; employees fall back to paper checks",
    make: (c, s) => {
      const codes = [
        "R02 Account Closed",
        "R03 No Account/Unable to Locate Account",
        "R04 Invalid Account Number Structure",
      ];
      return burst(
        c,
        s("bank"),
        when(c),
        90000,
        c.r.int(25, 70),
        "error",
        (r) =>
          `ACH return ${r.pick(codes)} for prenote trace=0${r.int(21000000, 21999999)}${r.int(1000000, 9999999)} employee=${emp(r)}; direct deposit disabled, paper check fallback`,
      );
    },
  },
  {
    kind: "scim-delete-already-gone",
    roles: ["scim"],
    note: "a customer's IdP re-sends SCIM deletes for users who were deprovisioned last week and gets 404s",
    make: (c, s) =>
      burst(
        c,
        s("scim"),
        when(c),
        180000,
        c.r.int(60, 140),
        "error",
        (r) =>
          `scim DELETE /scim/v2/Users/${r.hex(8)}-${r.hex(4)}-${r.hex(4)} tenant=t-${r.pick([412, 412, 733])} status=404 detail="Resource ${r.hex(8)} not found"`,
      ),
  },
  {
    kind: "carrier-file-late",
    roles: ["carrier"],
    note: "a benefits carrier's 999 acknowledgement is hours overdue and the SLA checker logs it every minute",
    make: (c, s) => {
      const out: Rec[] = [];
      for (let t = c.t0 + 30000; t < c.t0 + c.span; t += 60000) {
        const late = Math.round(4 * 60 + (t - c.t0) / 60000);
        out.push(
          rec(
            c,
            s("carrier"),
            t,
            "error",
            `SLA breach: 999 acknowledgement for ISA control 0000${c.r.int(10000, 99999)} from carrier=bcbs-il not received (expected 06:00 ET, ${late} min overdue)`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "slow-tax-portal",
    roles: ["tax"],
    note: "quarter-end: the state e-filing portal answers in 20-50 s, some submissions time out once and go through on retry",
    make: (c, s) => {
      const out: Rec[] = [];
      for (let t = when(c, 0.05, 0.2); t < c.t0 + c.span; t += c.r.int(20, 50) * 1000) {
        const st = c.r.pick(["CA EDD", "NY DTF", "IL IDES", "PA UC"]);
        if (c.r.chance(0.35)) {
          out.push(
            rec(
              c,
              s("tax"),
              t,
              "warn",
              `ReadTimeout: HTTPSConnectionPool(host='efile.${st.split(" ")[1].toLowerCase()}.example.gov', port=443): Read timed out. (read timeout=45) - retrying 1/3`,
            ),
          );
          out.push(
            rec(
              c,
              s("tax"),
              t + c.r.int(20, 40) * 1000,
              "info",
              `${st} quarterly return accepted on retry, confirmation ${c.r.int(100000000, 999999999)}`,
            ),
          );
        } else
          out.push(
            rec(
              c,
              s("tax"),
              t,
              "warn",
              `${st} portal slow: submission took ${c.r.int(18, 44)}.${c.r.int(0, 9)}s, accepted`,
            ),
          );
      }
      return out;
    },
  },
  {
    kind: "payslip-terminated-no-address",
    roles: ["payslip"],
    note: "final pay slips for terminated employees without a mailing address are skipped with an error each",
    make: (c, s) =>
      burst(
        c,
        s("payslip"),
        when(c),
        200000,
        c.r.int(30, 80),
        "error",
        (r) =>
          `Error: cannot mail payslip for ${emp(r)}: employee terminated 2026-09-${r.int(10, 30)} and has no mailing address (delivery=print)\n    at PrintDelivery.enqueue (/app/dist/delivery/print.js:88:13)\n    at async renderBatch (/app/dist/jobs/render-batch.js:41:7)`,
      ),
  },
  {
    kind: "negative-net-pay-held",
    roles: ["payrun"],
    note: "the pay-run validator holds a handful of employees whose net pay comes out negative, with full stack traces",
    make: (c, s) =>
      burst(
        c,
        s("payrun"),
        when(c),
        120000,
        c.r.int(8, 20),
        "error",
        (r) =>
          `Payroll validation failed, employee held for review\ncom.payroll.validation.NegativeNetPayException: net pay -${r.int(1, 90)}.${r.int(10, 99)} for ${emp(r)} in run PR-${r.int(20000, 49999)}\n\tat com.payroll.validation.NetPayRule.check(NetPayRule.java:57)\n\tat com.payroll.validation.RuleChain.apply(RuleChain.java:33)\n\tat com.payroll.run.RunCalculator.finish(RunCalculator.java:212)`,
      ),
  },
  {
    kind: "nacha-file-held",
    roles: ["bank"],
    note: "NACHA files wait for customers' funding debits to settle and are held to the next Fed window",
    make: (c, s) =>
      burst(
        c,
        s("bank"),
        when(c, 0.05, 0.2),
        whole(c) * 0.7,
        c.r.int(12, 30),
        "warn",
        (r) =>
          `file ${r.pick(["PAYLARK", "BENEFLY"])}-2026${r.int(1000, 1231)}-${r.int(10, 99)}.ach held: funding debit for ${co(r)} not settled, release at next window`,
      ),
  },
  {
    kind: "saml-clock-skew-one-tenant",
    roles: ["auth"],
    note: "one customer's IdP clock runs five minutes slow and its users' SAML assertions are rejected as expired",
    make: (c, s) =>
      burst(
        c,
        s("auth"),
        c.t0 + 10000,
        whole(c),
        c.r.int(40, 100),
        "error",
        (r) =>
          `SAML assertion rejected: NotOnOrAfter is in the past (skew ${r.int(290, 330)}s > allowed 120s) idp=okta tenant=C7781 subject=${r.hex(6)}@***`,
      ),
  },
  {
    kind: "credential-stuffing-throttled",
    roles: ["edge"],
    note: "a credential-stuffing run against the login endpoint is throttled with 429s from a few addresses",
    make: (c, s) =>
      burst(
        c,
        s("edge"),
        when(c),
        c.r.int(120, 300) * 1000,
        c.r.int(150, 400),
        "warn",
        (r) =>
          `rate limit login: 429 Too Many Requests remote=185.220.${r.int(100, 103)}.${r.int(1, 254)} key=ip limit=10/min path=/auth/login`,
      ),
  },
  {
    kind: "leave-overlap-conflicts",
    roles: ["leave"],
    note: "holiday season: employees submit leave that overlaps already-approved leave and get 409s",
    make: (c, s) =>
      burst(
        c,
        s("leave"),
        c.t0,
        whole(c),
        c.r.int(40, 90),
        "warn",
        (r) =>
          `Conflict: leave request for ${wk(r)} 2026-12-${r.int(20, 31)} overlaps approved LR-${r.int(100000, 999999)} -> 409`,
      ),
  },
  {
    kind: "solver-time-limit",
    roles: ["sched"],
    note: "the schedule solver hits its time limit on big locations and publishes the best schedule found",
    make: (c, s) =>
      burst(
        c,
        s("sched"),
        c.t0,
        whole(c),
        c.r.int(10, 25),
        "warn",
        (r) =>
          `Solving ended because the time spent (30000 ms) exceeded the limit; best score (-${r.int(0, 2)}hard/-${r.int(100, 900)}soft) for location L${r.int(100, 999)}, publishing with ${r.int(1, 4)} open shifts`,
      ),
  },
  {
    kind: "kiosk-offline-replay",
    roles: ["clock"],
    note: "time clocks that were offline overnight come back and replay buffered punches; old ones are flagged",
    make: (c, s) =>
      burst(
        c,
        s("clock"),
        when(c),
        150000,
        c.r.int(60, 150),
        "warn",
        (r) =>
          `Late punch flagged for manager approval: device kiosk-${r.pick([214, 215, 388])} replayed punch for ${wk(r)} captured ${r.int(73, 90)}h ago (limit 72h)`,
      ),
  },
  {
    kind: "scim-unsupported-attribute",
    roles: ["scim"],
    note: "a tenant's IdP sends an enterprise extension attribute the bridge does not map; each PATCH is partly ignored",
    make: (c, s) =>
      burst(
        c,
        s("scim"),
        c.t0,
        whole(c),
        c.r.int(60, 140),
        "warn",
        (r) =>
          `scim PATCH tenant=t-${r.int(100, 999)}: ignoring unsupported path "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:costCenter" (invalidPath)`,
      ),
  },
  {
    kind: "gc-pauses-big-run",
    roles: ["payrun"],
    note: "a 40k-employee pay run drives long young-gen GC pauses and slow-batch warnings, then finishes",
    make: (c, s) =>
      burst(c, s("payrun"), when(c), 300000, c.r.int(20, 50), "warn", (r) =>
        r.chance(0.5)
          ? `[gc] GC(${r.int(400, 900)}) Pause Young (G1 Evacuation Pause) ${r.int(2, 3)}G->${r.int(1, 2)}G(6G) ${r.int(300, 1400)}.${r.int(100, 999)}ms`
          : `Batch of 500 employees took ${r.int(6, 19)}s (threshold 5s) in run PR-41177`,
      ),
  },
  {
    kind: "disk-usage-cleanup",
    roles: ["edge"],
    note: "a spool volume crosses its usage warning and the cleanup job frees it minutes later",
    make: (c, s) => {
      const at = when(c);
      const out = burst(
        c,
        s("edge"),
        at,
        150000,
        c.r.int(6, 14),
        "warn",
        (r) => `disk usage on /var/spool/uploads ${r.int(86, 91)}% (warn at 85%)`,
      );
      out.push(
        rec(
          c,
          s("edge"),
          at + 170000,
          "info",
          `spool cleanup removed ${c.r.int(9000, 30000)} files older than 24h, freed ${c.r.int(8, 30)}.${c.r.int(0, 9)}GiB, usage now ${c.r.int(35, 55)}%`,
        ),
      );
      return out;
    },
  },
  {
    kind: "certificate-expiry-warning",
    roles: ["bank"],
    note: "the client certificate for the bank's SFTP expires in three weeks and is warned about every minute",
    make: (c, s) => {
      const out: Rec[] = [];
      for (let t = c.t0 + 15000; t < c.t0 + c.span; t += 60000)
        out.push(
          rec(
            c,
            s("bank"),
            t,
            "warn",
            "x509: client certificate CN=sftp-client.prod expires in 19 days (2026-12-07T00:00:00Z); renewal ticket SEC-4471",
          ),
        );
      return out;
    },
  },
  {
    kind: "deadlock-retried",
    roles: ["payrun"],
    note: "concurrent retro calculations deadlock in Postgres a few times; each transaction is retried and commits",
    make: (c, s) => {
      const out: Rec[] = [];
      const n = c.r.int(4, 9);
      for (let i = 0; i < n; i++) {
        const t = when(c, 0.1, 0.9);
        const pid = c.r.int(10000, 99999);
        out.push(
          rec(
            c,
            s("payrun"),
            t,
            "error",
            `SQL Error: 0, SQLState: 40P01\nERROR: deadlock detected\n  Detail: Process ${pid} waits for ShareLock on transaction ${c.r.int(1000000, 9999999)}; blocked by process ${pid + 7}.`,
          ),
        );
        out.push(
          rec(
            c,
            s("payrun"),
            t + c.r.int(200, 900),
            "info",
            `Transaction retried after deadlock (attempt 2/5) and committed for run PR-${c.r.int(20000, 49999)}`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "customer-webhook-503",
    roles: ["notify"],
    note: "one customer's webhook endpoint answers 503 all window; deliveries back off and stay queued",
    make: (c, s) =>
      burst(
        c,
        s("notify"),
        c.t0,
        whole(c),
        c.r.int(30, 70),
        "error",
        (r) =>
          `webhook delivery failed url=https://hooks.acme-foods.example/payroll status=503 attempt=${r.int(3, 9)}/12 next_retry_in=${r.int(2, 30)}m`,
      ),
  },
  {
    kind: "w2-reprint-invalid-ssn",
    roles: ["tax"],
    note: "W-2 reprints for employees with placeholder SSNs fail validation",
    make: (c, s) =>
      burst(
        c,
        s("tax"),
        when(c),
        240000,
        c.r.int(20, 50),
        "error",
        (r) =>
          `ValidationError: W-2 reprint for ${emp(r)} rejected: SSN area number 000 is invalid (placeholder on file)`,
      ),
  },
  {
    kind: "deposit-split-invalid",
    roles: ["bank", "edge"],
    note: "employees saving direct-deposit splits that add up to more than 100% get 400s",
    make: (c, s) =>
      burst(
        c,
        s("bank"),
        c.t0,
        whole(c),
        c.r.int(20, 50),
        "warn",
        (r) =>
          `deposit allocation rejected employee=${emp(r)}: percentages sum to ${r.int(101, 140)} (must be 100 or use remainder) -> 400`,
      ),
  },
  {
    kind: "enrollment-window-closed",
    roles: ["benefits"],
    note: "open enrollment closed yesterday; late elections are refused with 403 until a life event is filed",
    make: (c, s) =>
      burst(
        c,
        s("benefits"),
        c.t0,
        whole(c),
        c.r.int(40, 100),
        "warn",
        (r) =>
          `Election change denied member=${emp(r)}: enrollment window OE-2027 closed 2026-11-17T23:59:59-05:00, qualifying life event required (403)`,
      ),
  },
  {
    kind: "partner-client-throttled",
    roles: ["edge"],
    note: "a partner integration polls far above its quota and is throttled with 429s",
    make: (c, s) =>
      burst(
        c,
        s("edge"),
        c.t0,
        whole(c),
        c.r.int(150, 350),
        "warn",
        () => "429 Too Many Requests client_id=partner-timeport quota=600/min retry_after=12s",
      ),
  },
  {
    kind: "address-vendor-breaker-blip",
    roles: ["edge"],
    note: "the address-validation vendor blips, the circuit breaker opens and closes again within half a minute",
    make: (c, s) => {
      const at = when(c);
      const svc = s("edge");
      return [
        ...burst(
          c,
          svc,
          at - 8000,
          8000,
          c.r.int(5, 9),
          "warn",
          () => "address validation call failed: 502 Bad Gateway from api.addressvendor.example",
        ),
        rec(c, svc, at, "warn", "CircuitBreaker 'address-validation' changed state from CLOSED to OPEN"),
        rec(c, svc, at + 20000, "info", "CircuitBreaker 'address-validation' changed state from OPEN to HALF_OPEN"),
        rec(c, svc, at + 21500, "info", "CircuitBreaker 'address-validation' changed state from HALF_OPEN to CLOSED"),
      ];
    },
  },
  {
    kind: "consumer-rebalance",
    roles: ["payrun"],
    note: "a consumer group rebalances after a pod restart, lag jumps and is drained in a minute",
    make: (c, s) => {
      const at = when(c);
      const svc = s("payrun");
      return [
        rec(
          c,
          svc,
          at,
          "warn",
          "[Consumer clientId=payroll-events-0, groupId=payroll-events] Request joining group due to: group is already rebalancing",
        ),
        rec(
          c,
          svc,
          at + 300,
          "info",
          "[Consumer clientId=payroll-events-0, groupId=payroll-events] Revoke previously assigned partitions payroll.events-0, payroll.events-1",
        ),
        rec(c, svc, at + 4000, "warn", `consumer lag payroll.events=${c.r.int(9000, 30000)} above 5000`),
        rec(c, svc, at + 70000, "info", "consumer lag payroll.events=0, caught up"),
      ];
    },
  },
  {
    kind: "retro-pay-slow-queries",
    roles: ["payrun"],
    note: "a retro-pay recalculation runs heavy queries that trip the slow-query log",
    make: (c, s) =>
      burst(
        c,
        s("payrun"),
        when(c),
        300000,
        c.r.int(15, 40),
        "warn",
        (r) =>
          `Slow query ${r.int(2, 9)}.${r.int(100, 999)}s: select e.* from earnings e where e.company_id=? and e.period_end between ? and ? (retro run RR-${r.int(100, 999)})`,
      ),
  },
  {
    kind: "garnishment-unmatched",
    roles: ["payrun"],
    note: "income withholding orders arrive for people who are not employees and are queued for manual review",
    make: (c, s) =>
      burst(
        c,
        s("payrun"),
        when(c),
        120000,
        c.r.int(10, 30),
        "error",
        (r) =>
          `Garnishment order IWO-${r.int(100000, 999999)} from SDU ${r.pick(["TX", "FL", "OH"])}: no employee match for SSN ***-**-${r.int(1000, 9999)}, queued for manual review`,
      ),
  },
  {
    kind: "holiday-calendar-missing",
    roles: ["sched"],
    note: "locations in a new region have no holiday calendar yet and fall back to the federal one",
    make: (c, s) =>
      burst(
        c,
        s("sched"),
        c.t0,
        whole(c),
        c.r.int(30, 60),
        "warn",
        (r) => `no holiday calendar for region PR-${r.pick(["SJ", "PO"])} year 2027, falling back to US-FEDERAL`,
      ),
  },
  {
    kind: "geofence-punches",
    roles: ["clock"],
    note: "mobile punches from outside a site's geofence are accepted and flagged",
    make: (c, s) =>
      burst(
        c,
        s("clock"),
        c.t0,
        whole(c),
        c.r.int(40, 100),
        "warn",
        (r) =>
          `Punch outside geofence worker=${wk(r)} site=S${r.int(10, 99)} distance=${r.int(400, 3000)}m accuracy=${r.int(500, 1500)}m flagged=true`,
      ),
  },
  {
    kind: "tenant-revoked-scim-token",
    roles: ["scim"],
    note: "one tenant's IdP keeps calling with a revoked SCIM token and is answered 401",
    make: (c, s) =>
      burst(
        c,
        s("scim"),
        c.t0,
        whole(c),
        c.r.int(60, 150),
        "error",
        (r) =>
          `scim auth failed tenant=t-${r.pick([288])} status=401 reason="bearer token revoked 2026-10-30" remote=${r.pick(["52.14.7.", "3.131.42."])}${r.int(1, 254)}`,
      ),
  },
  {
    kind: "email-hard-bounces",
    roles: ["notify"],
    note: "notification emails to former employees bounce permanently and the addresses are suppressed",
    make: (c, s) =>
      burst(
        c,
        s("notify"),
        when(c),
        240000,
        c.r.int(40, 90),
        "error",
        (r) =>
          `Permanent bounce for ${r.pick(["j", "m", "a", "k"])}***@${r.pick(["gmail.com", "yahoo.com", "oldcorp.example"])}: 550 5.1.1 The email account that you tried to reach does not exist; suppressed`,
      ),
  },
  {
    kind: "job-overlap-skipped",
    roles: ["edge"],
    note: "a periodic export runs longer than its interval and the next ticks are skipped",
    make: (c, s) =>
      burst(
        c,
        s("edge"),
        c.t0,
        whole(c),
        c.r.int(8, 18),
        "warn",
        () => "job nightly-export-catchup: previous run still in progress, skipping this tick",
      ),
  },
  {
    kind: "cold-cache-after-restart",
    roles: ["edge"],
    note: "after a restart the cache is cold and requests are slow for a few minutes",
    make: (c, s) =>
      burst(
        c,
        s("edge"),
        when(c),
        150000,
        c.r.int(40, 90),
        "warn",
        (r) =>
          `slow request ${r.int(1, 4)}.${r.int(100, 999)}s ${r.pick(["GET", "POST"])} ${r.pick(["/reports", "/employees", "/schedules"])} (cache miss)`,
      ),
  },
  {
    kind: "readiness-during-rollout",
    roles: ["edge"],
    note: "during a rolling restart a pod is briefly not ready and a handful of requests get 503 before traffic moves",
    make: (c, s) => {
      const at = when(c);
      return burst(
        c,
        s("edge"),
        at,
        6000,
        c.r.int(4, 12),
        "error",
        () =>
          "upstream connect error or disconnect/reset before headers. reset reason: connection termination (503 UC)",
      );
    },
  },
  {
    kind: "unknown-locality-code",
    roles: ["tax"],
    note: "new local tax codes are not in the rate table yet; withholding is held at zero pending review",
    make: (c, s) =>
      burst(
        c,
        s("tax"),
        c.t0,
        whole(c),
        c.r.int(30, 70),
        "warn",
        (r) =>
          `unknown locality code PSD ${r.pick(["880000", "881201"])} for ${emp(r)}; local withholding set to 0.00 pending review`,
      ),
  },
  {
    kind: "ach-notifications-of-change",
    roles: ["bank"],
    note: "the bank sends notifications of change (C01/C02); corrected account data is applied",
    make: (c, s) =>
      burst(
        c,
        s("bank"),
        when(c),
        60000,
        c.r.int(15, 40),
        "warn",
        (r) =>
          `NOC ${r.pick(["C01 incorrect DFI account number", "C02 incorrect routing number", "C05 incorrect transaction code"])} for employee=${emp(r)}; corrected data applied`,
      ),
  },
  {
    kind: "dst-ambiguous-punches",
    roles: ["clock"],
    note: "punches recorded in the repeated hour of the DST change are ambiguous and resolved to standard time",
    make: (c, s) =>
      burst(
        c,
        s("clock"),
        c.t0,
        whole(c),
        c.r.int(30, 70),
        "warn",
        (r) =>
          `Ambiguous local time 2026-11-01T01:${r.int(10, 59)} America/Chicago for ${wk(r)} punch, resolved to CST (-06:00)`,
      ),
  },
];

export const fits = (e: Estate, n: Noise) => n.roles.every((role) => e.roles[role] !== undefined);
