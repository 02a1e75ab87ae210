// The 17 incidents of the airline crew-scheduling estate.
import { CREW } from "./estate-crew.js";
import { javaStack, nodeStack, pyTrace } from "./stacks.js";
import type { Scenario } from "./types.js";

const E = CREW;
const crew = (n: number) => `C${n}`;

export const CREW_INCIDENTS: Scenario[] = [
  {
    key: "crew-saml-cert",
    estate: E,
    incident: true,
    origin: "sso-bridge",
    category: "authentication",
    hints: ["saml", "signature", "certificate"],
    sev: "high",
    note: "IdP token-signing certificate rolled over; sso-bridge rejects every SAML response at WARN while crew-portal logs 401/500 errors",
    play(c) {
      c.at(
        c.on,
        "sso-bridge",
        "warn",
        "IdP metadata refresh: signing certificate changed (new thumbprint 3F:A1:09:...:C2), not yet trusted",
      );
      c.every(c.on + 2, c.end, 1.6, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "sso-bridge",
          "warn",
          `SAML response rejected: signature validation failed (certificate thumbprint not in trust store) for ${crew(c.r.int(10000, 99999))}`,
          { trace: tr },
        );
        c.at(
          t + 0.03,
          "crew-portal",
          "error",
          `POST /auth/saml/acs -> 401 (${c.r.int(20, 90)}ms) sso-bridge refused login`,
          { trace: tr },
        );
      });
      c.every(c.on + 60, c.end, 20, () =>
        c.at(
          c.r.num(c.on + 60, c.end),
          "crew-portal",
          "error",
          `login failure rate ${c.r.int(85, 100)}% over last 60s, paging on-call`,
        ),
      );
      c.mute("sso-bridge", c.on, c.end, 0.1);
    },
  },
  {
    key: "crew-hotel-token",
    minutes: [20, 60],
    estate: E,
    incident: true,
    origin: "hotel-block",
    category: "authentication",
    hints: ["token", "unauthorized", "oauth"],
    sev: "medium",
    onset: [0.05, 0.3],
    note: "Nightly layover-block batch in hotel-block fails because its refresh token was revoked; crew-notify notices missing hotel confirmations much later",
    play(c) {
      c.at(c.on - 4, "hotel-block", "info", "cron layover-sync started (window 2026-07-10..2026-07-17, 412 layovers)");
      c.at(
        c.on,
        "hotel-block",
        "error",
        'token refresh failed: 400 {"error":"invalid_grant","error_description":"refresh token revoked"} from auth.hotelhub-partner.example',
      );
      c.every(c.on + 1, c.on + 90, 3, (t) =>
        c.at(
          t,
          "hotel-block",
          "error",
          `POST /v3/blocks -> 401 Unauthorized (access token expired), layover L${c.r.int(10000, 99999)} skipped`,
        ),
      );
      c.at(c.on + 92, "hotel-block", "warn", "cron layover-sync finished: 0 confirmed, 412 skipped (auth)");
      c.every(c.on + c.r.num(400, 700), c.end, 9, (t) =>
        c.at(
          t,
          "crew-notify",
          "error",
          `layover hotel missing for ${crew(c.r.int(10000, 99999))} report 2026-07-1${c.r.int(0, 7)}: no confirmation from hotel-block`,
        ),
      );
    },
  },
  {
    key: "crew-roster-grants",
    minutes: [15, 60],
    onset: [0.3, 0.8],
    estate: E,
    incident: true,
    origin: "roster",
    category: "authorization",
    hints: ["permission", "denied", "privilege"],
    sev: "high",
    note: "roster release ran a migration that recreated tables without GRANTs; roster writes fail with permission denied, crew-portal and swap-board surface 500s",
    play(c) {
      c.deploy(c.on - c.r.num(60, 200), "roster", "v5.3.0");
      c.at(c.on - 20, "roster", "info", "migration 20260709_rebuild_assignments applied (4.1s)");
      c.at(
        c.on,
        "roster",
        "error",
        "store assignment failed: ERROR: permission denied for table duty_assignments (SQLSTATE 42501)",
      );
      c.every(c.on + 0.5, c.end, 1.2, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "roster",
          "error",
          `store assignment failed: ERROR: permission denied for table ${c.r.pick(["duty_assignments", "swap_requests"])} (SQLSTATE 42501)`,
          { trace: tr },
        );
        c.at(
          t + 0.02,
          c.r.pick(["crew-portal", "swap-board"]),
          "error",
          `roster answered 500 for ${c.r.pick(["POST /swaps", "PUT /assignments"])} (${c.r.int(10, 60)}ms)`,
          { trace: tr },
        );
      });
    },
  },
  {
    key: "crew-ledger-policy",
    estate: E,
    incident: true,
    origin: "ledger",
    category: "authorization",
    hints: ["policy", "denied", "forbidden"],
    sev: "medium",
    note: "ledger's policy bundle update denies the scheduler role; ledger logs decisions at INFO only while crew-portal logs 403 errors",
    play(c) {
      c.at(c.on, "ledger", "info", "policy bundle ledger-authz rev 118 activated (3 rules changed)");
      c.every(c.on + 1, c.end, 2.2, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "ledger",
          "info",
          `authz decision=deny subject.role=scheduler action=ledger:read resource=pay/${crew(c.r.int(10000, 99999))}`,
          { trace: tr },
        );
        c.at(
          t + 0.02,
          "crew-portal",
          "error",
          `GET /api/pay/statements -> 403 Forbidden from ledger (${c.r.int(8, 40)}ms)`,
          { trace: tr },
        );
      });
    },
  },
  {
    key: "crew-ora-snapshot",
    minutes: [20, 60],
    estate: E,
    incident: true,
    origin: "pairing-optimizer",
    category: "database",
    hints: ["ora", "snapshot", "database"],
    sev: "medium",
    onset: [0.1, 0.4],
    note: "pairing-optimizer batch extract dies with ORA-01555 snapshot too old; roster only notices later that the new pairing set never arrived",
    play(c) {
      c.at(c.on - 30, "pairing-optimizer", "info", "batch extract-legs started for period 2026-08 (fleet A320)");
      c.at(
        c.on,
        "pairing-optimizer",
        "error",
        'extract-legs failed: java.sql.SQLException: ORA-01555: snapshot too old: rollback segment number 14 with name "_SYSSMU14_1738476$" too small',
        {
          stack: javaStack(
            'java.sql.SQLException: ORA-01555: snapshot too old: rollback segment number 14 with name "_SYSSMU14_1738476$" too small',
            [
              "oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:494)",
              "oracle.jdbc.driver.T4CResultSet.fetchNext(T4CResultSet.java:1102)",
              "com.skycrew.pairing.extract.LegExtractor.stream(LegExtractor.java:88)",
              "com.skycrew.pairing.batch.ExtractJob.run(ExtractJob.java:41)",
            ],
          ),
        },
      );
      c.at(
        c.on + 3,
        "pairing-optimizer",
        "error",
        "batch extract-legs aborted after 2 retries (ORA-01555), pairing set for 2026-08 not published",
      );
      c.mute("pairing-optimizer", c.on + 5, c.end, 0.3);
      c.every(c.on + c.r.num(300, 600), c.end, 25, (t) =>
        c.at(
          t,
          "roster",
          "warn",
          "pairing set 2026-08 still missing, building rosters from stale set dated 2026-07-02",
        ),
      );
    },
  },
  {
    key: "crew-notify-dns",
    onset: [0.005, 0.025],
    estate: E,
    incident: true,
    origin: "crew-notify",
    category: "network",
    hints: ["dns", "getaddrinfo", "resolve"],
    sev: "medium",
    note: "crew-notify's node-local DNS cache stops answering; push and SMS sends fail with EAI_AGAIN, roster logs undelivered callouts",
    play(c) {
      c.at(c.on, "crew-notify", "error", "push to fcm failed: Error: getaddrinfo EAI_AGAIN fcm.googleapis.com");
      c.every(c.on + 0.5, c.end, 2, (t) =>
        c.at(
          t,
          "crew-notify",
          "error",
          c.r.chance(0.6)
            ? `push to fcm failed: Error: getaddrinfo EAI_AGAIN fcm.googleapis.com (${crew(c.r.int(10000, 99999))})`
            : "SMS send failed: Error: getaddrinfo EAI_AGAIN api.twilio.com",
        ),
      );
      c.every(c.on + 30, c.end, 12, (t) =>
        c.at(
          t,
          "roster",
          "warn",
          `standby callout for ${crew(c.r.int(10000, 99999))} not acknowledged by crew-notify, re-queued`,
        ),
      );
      c.mute("crew-notify", c.on, c.end, 0.05);
    },
  },
  {
    key: "crew-duty-slowburn",
    estate: E,
    incident: true,
    origin: "duty-limits",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out"],
    sev: "high",
    minutes: [30, 60],
    onset: [0.1, 0.45],
    note: "slow burn: duty-limits rule evaluation gets slower after the winter-schedule import until legality checks exceed their 5s deadline; roster and crew-portal time out",
    play(c) {
      c.at(c.on, "duty-limits", "warn", "legality check C48213 P7731 slow: 2870ms (budget 5000ms)");
      c.ramp(c.on + 1, c.end, 0.02, 1.5, (t) => {
        const tr = c.tid();
        const late = t > c.on + 240 && c.r.chance(Math.min(0.9, (t - c.on) / 1200));
        if (late) {
          c.at(
            t,
            "duty-limits",
            "error",
            `legality check ${crew(c.r.int(10000, 99999))} P${c.r.int(1000, 9999)} aborted: context deadline exceeded after 5000ms`,
            { trace: tr },
          );
          c.at(t + 5.01, "roster", "error", "duty-limits call timed out after 5000ms, assignment left pending", {
            trace: tr,
          });
          if (c.r.chance(0.5))
            c.at(t + 5.03, "crew-portal", "error", `GET /api/duty/legality -> 504 Gateway Timeout (5012ms)`, {
              trace: tr,
            });
        } else
          c.at(t, "duty-limits", "warn", `legality check slow: ${c.r.int(2500, 4900)}ms (budget 5000ms)`, {
            trace: tr,
          });
      });
    },
  },
  {
    key: "crew-ledger-lockwait",
    estate: E,
    incident: true,
    origin: "ledger",
    category: "timeout",
    hints: ["lock", "timeout", "wait"],
    sev: "high",
    note: "cascade: ledger's month-end recalculation holds row locks so ledger writes hit lock wait timeouts; crew-portal retries 3x, saturating itself, and then fails loudly",
    play(c) {
      c.at(c.on - 5, "ledger", "info", "month-end recalculation started for period 2026-06 (18211 crew)");
      c.at(
        c.on,
        "ledger",
        "error",
        "post pay line failed: ER_LOCK_WAIT_TIMEOUT: Lock wait timeout exceeded; try restarting transaction",
      );
      c.every(c.on + 0.3, c.end, 1.4, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "ledger",
          "error",
          `post pay line ${crew(c.r.int(10000, 99999))} failed: ER_LOCK_WAIT_TIMEOUT: Lock wait timeout exceeded; try restarting transaction`,
          { trace: tr },
        );
        for (let k = 1; k <= 3; k++)
          c.at(t + k * 0.4, "crew-portal", "warn", `retry ${k}/3 POST ledger /lines after 500`, { trace: tr });
        c.at(t + 1.3, "crew-portal", "error", "POST /api/pay/claims -> 502 (ledger failed after 3 retries)", {
          trace: tr,
        });
      });
      c.every(c.on + 150, c.end, 4, (t) =>
        c.at(
          t,
          "crew-portal",
          "error",
          `request queue saturated: ${c.r.int(900, 1024)}/1024 in flight, shedding GET /api/roster/me with 503`,
        ),
      );
    },
  },
  {
    key: "crew-sms-429",
    estate: E,
    incident: true,
    origin: "crew-notify",
    category: "rate_limiting",
    hints: ["429", "rate", "too many"],
    sev: "medium",
    note: "irregular-operations mass reassignment: crew-notify is throttled by the SMS provider (error 20429) while roster keeps publishing changes",
    play(c) {
      c.at(c.on - 15, "roster", "info", "IROPS recovery: 1284 assignments changed for base AMS, notifying crew");
      c.at(c.on, "crew-notify", "error", "SMS send failed: 429 Too Many Requests (Twilio error 20429), retry-after=30");
      c.ramp(c.on + 0.5, c.end, 2, 3, (t) =>
        c.at(
          t,
          "crew-notify",
          c.r.chance(0.7) ? "error" : "warn",
          `SMS to +31******${c.r.int(10, 99)} throttled: 429 Too Many Requests (20429), backlog ${c.r.int(300, 2400)}`,
        ),
      );
      c.every(c.on + 5, c.on + 300, 0.4, (t) =>
        c.at(t, "roster", "info", `assignment changed ${crew(c.r.int(10000, 99999))}, notification requested`),
      );
    },
  },
  {
    key: "crew-opsfeed-schema",
    estate: E,
    incident: true,
    origin: "ops-feed",
    category: "validation",
    hints: ["schema", "validation", "invalid"],
    sev: "medium",
    note: "the noisy ops-feed itself becomes the origin: the ops system starts sending null est_block_off values and every flight update fails schema validation, so roster runs on stale times",
    play(c) {
      c.at(
        c.on,
        "ops-feed",
        "error",
        "flight update KX1402 rejected: schema validation failed: /est_block_off: expected string (date-time), got null",
      );
      c.every(c.on + 0.4, c.end, 0.9, (t) =>
        c.at(
          t,
          "ops-feed",
          "error",
          `flight update KX${c.r.int(100, 1999)} rejected: schema validation failed: /est_block_off: expected string (date-time), got null`,
        ),
      );
      c.mute("ops-feed", c.on, c.end, 0.2);
      c.every(c.on + 120, c.end, 30, (t) =>
        c.at(
          t,
          "roster",
          "warn",
          `no flight updates accepted for ${Math.round((t - c.on) / 60)} min, delay propagation paused`,
        ),
      );
    },
  },
  {
    key: "crew-roster-npe",
    estate: E,
    incident: true,
    origin: "roster",
    category: "null_reference",
    hints: ["nullpointer", "null"],
    sev: "medium",
    note: "partial outage: roster view throws NullPointerException only for newly hired crew without a home base; most roster traffic fine",
    play(c) {
      const npe =
        'java.lang.NullPointerException: Cannot invoke "com.skycrew.roster.Base.code()" because the return value of "com.skycrew.roster.Crew.homeBase()" is null';
      const stack = javaStack(npe, [
        "com.skycrew.roster.view.RosterViewBuilder.reportTimes(RosterViewBuilder.java:212)",
        "com.skycrew.roster.view.RosterViewBuilder.build(RosterViewBuilder.java:97)",
        "com.skycrew.roster.api.RosterController.me(RosterController.java:54)",
        "jdk.internal.reflect.GeneratedMethodAccessor88.invoke(Unknown Source)",
      ]);
      c.every(c.on, c.end, 7, (t) => {
        const tr = c.tid();
        c.at(t, "roster", "error", `roster view failed for ${crew(c.r.int(90000, 90400))}: ${npe}`, {
          trace: tr,
          stack,
        });
        c.at(t + 0.02, "crew-portal", "error", "GET /api/roster/me -> 500 (roster: internal error)", { trace: tr });
      });
    },
  },
  {
    key: "crew-ruleset-config",
    onset: [0.76, 0.86],
    estate: E,
    incident: true,
    origin: "duty-limits",
    category: "configuration",
    hints: ["config", "ruleset", "not found"],
    sev: "high",
    note: "a config change sets RULESET=EASA-ORO-FTL but the file names it EASA-ORO.FTL; every legality check fails 'invalid ruleset', roster blocks all assignments",
    play(c) {
      c.at(c.on - 8, "duty-limits", "info", "config reloaded from configmap duty-limits-config (generation 37)");
      c.at(
        c.on,
        "duty-limits",
        "error",
        "invalid ruleset: 'EASA-ORO-FTL' not found in /etc/duty-limits/rules.yaml (known: EASA-ORO.FTL, UK-CAP371)",
      );
      c.every(c.on + 0.5, c.end, 1.3, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "duty-limits",
          "error",
          "legality check rejected: invalid ruleset 'EASA-ORO-FTL' (configured RULESET)",
          { trace: tr },
        );
        c.at(t + 0.02, "roster", "error", "assignment blocked: duty-limits returned 500 for legality check", {
          trace: tr,
        });
      });
      c.mute("duty-limits", c.on, c.end, 0);
    },
  },
  {
    key: "crew-hotel-circuit",
    estate: E,
    incident: true,
    origin: "hotel-block",
    category: "dependency",
    hints: ["circuit", "503", "unavailable"],
    sev: "medium",
    note: "the hotel booking partner API returns 503s; hotel-block opens its circuit breaker and crew-portal shows errors for layover pages",
    play(c) {
      c.at(c.on, "hotel-block", "warn", "hotelhub-partner POST /v3/blocks -> 503 Service Unavailable (attempt 1/3)");
      c.every(c.on + 1, c.on + 40, 2, (t) =>
        c.at(t, "hotel-block", "error", "hotelhub-partner POST /v3/blocks -> 503 Service Unavailable after 3 attempts"),
      );
      c.at(
        c.on + 41,
        "hotel-block",
        "error",
        "circuit breaker hotelhub-partner OPEN (failure rate 100% over 20 calls)",
      );
      c.every(c.on + 42, c.end, 3, (t) => {
        const tr = c.tid();
        c.at(t, "hotel-block", "warn", "circuit hotelhub-partner open, block request rejected fast", { trace: tr });
        c.at(t + 0.01, "crew-portal", "error", "GET /api/layovers -> 502 (hotel-block: upstream unavailable)", {
          trace: tr,
        });
      });
      c.every(c.on + 72, c.end, 30, (t) =>
        c.at(t, "hotel-block", "warn", "circuit hotelhub-partner half-open probe failed: 503"),
      );
    },
  },
  {
    key: "crew-payroll-502",
    minutes: [20, 60],
    estate: E,
    incident: true,
    origin: "ledger",
    category: "dependency",
    hints: ["payroll", "502", "bad gateway"],
    sev: "medium",
    onset: [0.05, 0.35],
    note: "cron: ledger's payroll export to the external payroll provider gets 502 Bad Gateway; noticed only when crew-portal shows missing payslips",
    play(c) {
      c.at(c.on - 3, "ledger", "info", "cron payroll-export started for period 2026-06 (18211 crew, 6 files)");
      c.at(c.on, "ledger", "error", "payroll-export upload file 1/6 failed: payroll provider returned 502 Bad Gateway");
      for (let i = 1; i <= 5; i++)
        c.at(
          c.on + i * 20,
          "ledger",
          "error",
          `payroll-export retry ${i}/5: payroll provider returned 502 Bad Gateway`,
        );
      c.at(c.on + 105, "ledger", "error", "cron payroll-export FAILED after 5 retries (provider 502); next run in 24h");
      c.every(c.on + c.r.num(500, 800), c.end, 15, (t) =>
        c.at(
          t,
          "crew-portal",
          "warn",
          `payslip 2026-06 not available for ${crew(c.r.int(10000, 99999))} (export status: failed)`,
        ),
      );
    },
  },
  {
    key: "crew-optimizer-oom",
    estate: E,
    incident: true,
    origin: "pairing-optimizer",
    category: "memory",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    minutes: [25, 60],
    onset: [0.05, 0.45],
    note: "slow burn: pairing-optimizer's GC pauses grow for minutes until java.lang.OutOfMemoryError: Java heap space, then it restarts in a loop; roster waits",
    play(c) {
      c.at(c.on, "pairing-optimizer", "warn", "GC pause (G1 Evacuation Pause) 812ms, heap 5.1G/6.0G");
      c.ramp(c.on + 5, c.on + 600, 0.02, 0.15, (t) =>
        c.at(
          t,
          "pairing-optimizer",
          "warn",
          `GC pause (G1 ${c.r.pick(["Evacuation Pause", "Humongous Allocation", "Full GC"])}) ${c.r.int(900, 4800)}ms, heap ${c.r.num(5.2, 5.95).toFixed(1)}G/6.0G`,
        ),
      );
      c.every(c.on + 600, c.end, 90, (t) => {
        c.at(t, "pairing-optimizer", "fatal", "java.lang.OutOfMemoryError: Java heap space", {
          stack: javaStack("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3512)",
            "com.skycrew.pairing.solver.ColumnPool.add(ColumnPool.java:144)",
            "com.skycrew.pairing.solver.ColumnGeneration.iterate(ColumnGeneration.java:301)",
          ]),
        });
        c.at(t + 1, "pairing-optimizer", "info", "starting pairing-optimizer (heap -Xmx6g)");
        c.at(
          t + 8,
          "roster",
          "error",
          "pairing-optimizer connection reset while waiting for solution, retrying in 60s",
        );
      });
    },
  },
  {
    key: "crew-hotel-enospc",
    estate: E,
    incident: true,
    origin: "hotel-block",
    category: "disk",
    hints: ["space", "disk", "errno 28"],
    sev: "medium",
    note: "hotel-block's voucher volume fills up; writing PDF vouchers fails with Errno 28 and crew-notify cannot attach vouchers",
    play(c) {
      c.at(c.on - 90, "hotel-block", "warn", "volume /var/lib/hotel-block/vouchers 97% used");
      c.at(c.on, "hotel-block", "error", "voucher render failed", {
        stack: pyTrace(
          [
            ["/app/hotel_block/vouchers.py", 77, "write_pdf", "fh.write(pdf_bytes)"],
            ["/usr/local/lib/python3.12/tempfile.py", 499, "func_wrapper", "return func(*args, **kwargs)"],
          ],
          "OSError: [Errno 28] No space left on device",
        ),
      });
      c.every(c.on + 2, c.end, 4, (t) => {
        c.at(
          t,
          "hotel-block",
          "error",
          `voucher V${c.r.int(100000, 999999)} not written: OSError: [Errno 28] No space left on device`,
        );
        if (c.r.chance(0.5))
          c.at(t + 0.5, "crew-notify", "error", "layover message sent without voucher: hotel-block returned 500");
      });
    },
  },
  {
    key: "crew-roster-exits",
    estate: E,
    incident: true,
    origin: "roster",
    category: "unknown",
    hints: ["exit", "crash", "restart"],
    sev: "high",
    note: "roster exits with code 1 again and again without logging a reason; crew-portal, swap-board and duty-limits log connection refused to roster",
    play(c) {
      c.every(c.on, c.end, 45, (t, i) => {
        c.at(t, "roster", "error", `process exited with code 1 (restart ${i + 1})`);
        c.at(t + 6, "roster", "info", "roster starting on :8080 (profile=prod)");
        c.every(t + 0.2, t + 6, 0.5, (u) => {
          const who = c.r.pick(["crew-portal", "swap-board", "duty-limits"]);
          c.at(u, who, "error", "call to roster failed: connect ECONNREFUSED 10.40.3.17:8080", {
            stack:
              who === "crew-portal"
                ? nodeStack("Error: connect ECONNREFUSED 10.40.3.17:8080", [
                    "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
                  ])
                : undefined,
          });
        });
      });
    },
  },
];
