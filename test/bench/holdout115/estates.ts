// The three made-up estates of holdout115 (a pension fund and two recordkeepers) and their everyday traffic.
import type { Ctx, Estate, Ev, Level } from "./types.js";

const ev = (t: number, svc: string, level: Level, msg: string, trace?: string): Ev => ({ t, svc, level, msg, trace });

/** Harbourline Pension Fund: the trustee-run fund itself. Java/Spring core, Node portal, trace ids everywhere. */
const harbourline: Estate = {
  key: "harbourline",
  company: "Harbourline Pension Fund",
  namespace: "hpf-prod",
  traced: true,
  memberPrefix: "HL",
  funds: ["HLGE01", "HLUK02", "HLPR03", "HLCA04", "HLES05", "HLIL06"],
  services: [
    { name: "member-portal", runtime: "node" },
    { name: "member-auth", runtime: "node" },
    { name: "contrib-intake", runtime: "java" },
    { name: "member-accounts", runtime: "java" },
    { name: "unit-pricing", runtime: "python" },
    { name: "fund-switch", runtime: "java" },
    { name: "benefit-calc", runtime: "dotnet" },
    { name: "pension-payroll", runtime: "java" },
    { name: "bank-payments", runtime: "go" },
    { name: "transfers-in", runtime: "ruby" },
  ],
  droppable: ["transfers-in", "pension-payroll", "fund-switch"],
  flows: [
    {
      name: "summary",
      perMin: 34,
      gen: (c, t, tr) => {
        const m = c.member();
        const a = c.ms(8, 60);
        return [
          ev(t, "member-accounts", "info", `GET /v1/accounts/${m}/summary status=200 duration=${a}ms`, tr),
          ev(t + a + 4, "member-portal", "info", `GET /api/members/me/summary 200 ${a + c.ms(10, 90)}ms`, tr),
        ];
      },
    },
    {
      name: "login",
      perMin: 16,
      gen: (c, t, tr) => {
        const m = c.member();
        if (c.r.chance(0.12)) {
          const n = c.r.int(1, 5);
          const out = [ev(t, "member-auth", "warn", `login failed for ${m}: invalid password (attempt ${n}/5)`, tr)];
          if (n === 5)
            out.push(
              ev(t + 3, "member-auth", "warn", `account ${m} locked for 30 minutes after 5 failed attempts`, tr),
            );
          out.push(ev(t + 12, "member-portal", "info", `POST /api/session 401 ${c.ms(40, 120)}ms`, tr));
          return out;
        }
        const otp = c.ms(300, 1400);
        return [
          ev(t, "member-auth", "info", `password ok for ${m}, OTP sent via sms (${otp}ms)`, tr),
          ev(t + otp + c.ms(8000, 30000), "member-auth", "info", `session issued for ${m} (mfa=sms, ttl=900s)`, tr),
          ev(
            t + otp + c.ms(8000, 30000) + 20,
            "member-portal",
            "info",
            `POST /api/session/verify 200 ${c.ms(30, 90)}ms`,
            tr,
          ),
        ];
      },
    },
    {
      name: "quote",
      perMin: 7,
      gen: (c, t, tr) => {
        const m = c.member();
        const q = c.id("Q-", 7);
        const d = c.ms(140, 650);
        const out = [
          ev(
            t,
            "member-accounts",
            "info",
            `GET /v1/accounts/${m}/benefit-basis status=200 duration=${c.ms(10, 40)}ms`,
            tr,
          ),
          ev(t + 50, "benefit-calc", "info", `Retirement quote ${q} computed for ${m} (DC pot, NRA 65) in ${d} ms`, tr),
        ];
        if (c.r.chance(0.1))
          out.push(
            ev(
              t + 55,
              "benefit-calc",
              "warn",
              `Quote ${q}: member ${m} has protected pension age 55, flagged for manual review`,
              tr,
            ),
          );
        out.push(ev(t + d + 80, "member-portal", "info", `POST /api/quotes 201 ${d + c.ms(60, 140)}ms`, tr));
        return out;
      },
    },
    {
      name: "switch",
      perMin: 4,
      gen: (c, t, tr) => {
        const sw = c.id("SW-", 7);
        const a = c.fund();
        const b = c.fund();
        return [
          ev(
            t,
            "fund-switch",
            "info",
            `switch ${sw} accepted for ${c.member()}: 100% ${a} -> ${b}, dealing at next valuation point`,
            tr,
          ),
          ev(t + c.ms(30, 80), "unit-pricing", "info", `GET /prices/${a}/latest 200 (${c.ms(2, 9)}ms, cache hit)`, tr),
          ev(t + c.ms(120, 300), "member-portal", "info", `POST /api/switches 202 ${c.ms(80, 260)}ms`, tr),
        ];
      },
    },
    {
      name: "contrib",
      perMin: 3,
      gen: (c, t, tr) => {
        const er = c.employer();
        const rows = c.r.int(40, 2400);
        const miss = c.r.chance(0.5) ? c.r.int(1, 4) : 0;
        const out: Ev[] = [];
        if (c.r.chance(0.2))
          out.push(
            ev(
              t - 40,
              "contrib-intake",
              "warn",
              `employer ${er} schedule late: due 2026-11-19, received today (pay period 2026-11)`,
              tr,
            ),
          );
        for (let i = 0; i < miss; i++)
          out.push(
            ev(
              t + i * 7,
              "contrib-intake",
              "warn",
              `member not found for NI ${c.r.pick(["AB", "JK", "NP", "SR", "TW"])}${c.r.int(100000, 999999)}${c.r.pick(["A", "B", "C", "D"])} (employer ${er}, row ${c.r.int(2, rows)}), contribution parked in suspense`,
              tr,
            ),
          );
        const cb = c.id("CB-", 6);
        out.push(
          ev(
            t + 60,
            "contrib-intake",
            "info",
            `contribution file ${c.id("CF-", 6)} from ${er}: ${rows} rows parsed, ${rows - miss} allocated`,
            tr,
          ),
        );
        out.push(
          ev(
            t + 60 + c.ms(200, 900),
            "member-accounts",
            "info",
            `posted contribution batch ${cb}: ${rows - miss} credits, units bought at valuation point 12:00`,
            tr,
          ),
        );
        return out;
      },
    },
    {
      name: "price",
      perMin: 3,
      gen: (c, t, tr) => {
        const f = c.fund();
        if (c.r.chance(0.35))
          return [
            ev(
              t,
              "unit-pricing",
              "warn",
              `price for ${f} not yet received from ${c.r.pick(["BlackRock", "LGIM", "Vanguard", "abrdn"])} for valuation 2026-11-27, retrying in 120s`,
              tr,
            ),
          ];
        const bid = (1 + c.r.next() * 3).toFixed(4);
        return [
          ev(t, "unit-pricing", "info", `price accepted fund=${f} bid=${bid} spread=0.45% tolerance_check=pass`, tr),
        ];
      },
    },
    {
      name: "transfer",
      perMin: 3,
      gen: (c, t, tr) => {
        const id = c.id("TI-", 6);
        if (c.r.chance(0.3))
          return [
            ev(
              t,
              "transfers-in",
              "warn",
              `Transfer ${id} rejected: ${c.r.pick(["discharge form not signed", "proof of identity missing", "ceding scheme PSTR missing", "signature on transfer request does not match"])}`,
              tr,
            ),
            ev(
              t + 15,
              "transfers-in",
              "info",
              `Completed 422 Unprocessable Entity in ${c.ms(20, 70)}ms (Views: 0.3ms | ActiveRecord: 6.1ms)`,
              tr,
            ),
          ];
        return [
          ev(
            t,
            "transfers-in",
            "info",
            `Started POST "/api/transfers/${id}/status" for 10.40.${c.r.int(1, 9)}.${c.r.int(2, 250)}`,
            tr,
          ),
          ev(
            t + c.ms(20, 90),
            "transfers-in",
            "info",
            `Completed 200 OK in ${c.ms(20, 90)}ms (Views: 1.2ms | ActiveRecord: 9.8ms)`,
            tr,
          ),
          ev(
            t + c.ms(100, 200),
            "member-accounts",
            "info",
            `transfer-in ${id} credit pending, status=AWAITING_FUNDS`,
            tr,
          ),
        ];
      },
    },
    {
      name: "payroll",
      perMin: 2,
      gen: (c, t, tr) => {
        const b = c.id("PB-", 5);
        const n = c.r.int(200, 900);
        return [
          ev(
            t,
            "pension-payroll",
            "info",
            `pensioner batch ${b}: ${n} payments calculated (tax codes applied: ${c.r.int(4, 30)} distinct)`,
            tr,
          ),
          ev(
            t + c.ms(500, 2000),
            "bank-payments",
            "info",
            `payment file ${c.id("BPF-", 6)} staged: ${n} items, total GBP ${(n * 1100 + c.r.int(0, 99999)).toLocaleString("en-GB")}.${c.r.int(10, 99)}`,
            tr,
          ),
        ];
      },
    },
    {
      name: "returns",
      perMin: 4,
      gen: (c, t) => [
        ev(
          t,
          "bank-payments",
          "error",
          `payment return ${c.id("R", 8)}: ARUCS reason 2 (account closed) for pensioner ${c.member()}, payment suspended pending new bank details`,
        ),
      ],
    },
    {
      name: "retryok",
      perMin: 0.6,
      gen: (c, t, tr) => [
        ev(
          t,
          "member-accounts",
          "warn",
          `Retrying GET http://unit-pricing:8000/prices/${c.fund()}/latest after 503 (attempt 2 of 3)`,
          tr,
        ),
        ev(
          t + c.ms(200, 600),
          "member-accounts",
          "info",
          `GET http://unit-pricing:8000/prices succeeded on attempt 2`,
          tr,
        ),
      ],
    },
    {
      name: "deprec",
      perMin: 0.5,
      gen: (c, t) => [
        c.r.chance(0.5)
          ? ev(
              t,
              "member-portal",
              "warn",
              "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
            )
          : ev(
              t,
              "fund-switch",
              "warn",
              "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
            ),
      ],
    },
  ],
  periodic: [
    {
      svc: "member-accounts",
      everySec: 30,
      level: "debug",
      line: () => "GET /actuator/health status=200 duration=2ms",
    },
    { svc: "fund-switch", everySec: 30, level: "debug", line: () => "GET /actuator/health status=200 duration=3ms" },
    { svc: "contrib-intake", everySec: 30, level: "debug", line: () => "GET /actuator/health status=200 duration=2ms" },
    {
      svc: "benefit-calc",
      everySec: 20,
      level: "info",
      line: (c) => `Health check 'self' completed after ${c.ms(1, 4)}.${c.ms(0, 9)}ms with status Healthy`,
    },
    { svc: "unit-pricing", everySec: 30, level: "info", line: () => '10.40.0.1 - - "GET /healthz HTTP/1.1" 200 2' },
    {
      svc: "bank-payments",
      everySec: 60,
      level: "info",
      line: (c) => `sftp poll: inbox empty, ${c.r.int(0, 3)} acknowledgement files archived`,
    },
    {
      svc: "pension-payroll",
      everySec: 60,
      level: "info",
      line: (c) => `scheduler: job payroll-reconcile finished in ${c.ms(800, 4000)}ms`,
    },
    { svc: "member-portal", everySec: 15, level: "info", line: () => "GET /healthz 200 1ms" },
    { svc: "member-auth", everySec: 45, level: "info", line: (c) => `jwks cache refreshed (${c.r.int(2, 3)} keys)` },
    {
      svc: "transfers-in",
      everySec: 60,
      level: "info",
      line: (c) =>
        `[ActiveJob] [TransferChaseJob] Performed TransferChaseJob from Sidekiq(default) in ${c.ms(40, 300)}.1ms`,
    },
  ],
  deploy: (c, svc, t) => [
    ev(
      t,
      svc,
      "info",
      `Starting ${svc} v${c.r.int(3, 9)}.${c.r.int(0, 40)}.${c.r.int(0, 9)} (build ${c.r.hex(7)}) on pod ${svc}-${c.r.hex(9)}-${c.r.hex(5)}`,
    ),
    ev(t + c.ms(4000, 9000), svc, "info", `${svc} started and ready, readiness probe passing`),
  ],
};

/** Keystone Recordkeeping: third-party administrator for many employer schemes. No request ids in its logs. */
const keystone: Estate = {
  key: "keystone",
  company: "Keystone Recordkeeping",
  namespace: "ksr-live",
  traced: false,
  memberPrefix: "KS",
  funds: ["KSF-GLBEQ", "KSF-LIFE2040", "KSF-CASH", "KSF-GILT", "KSF-ESGEQ", "KSF-PROP"],
  services: [
    { name: "adviser-gw", runtime: "go" },
    { name: "sso", runtime: "java" },
    { name: "employer-hub", runtime: "python" },
    { name: "payroll-feed", runtime: "python" },
    { name: "ledger", runtime: "java" },
    { name: "nav-feed", runtime: "python" },
    { name: "switch-orders", runtime: "java" },
    { name: "quote-svc", runtime: "dotnet" },
    { name: "docs-intake", runtime: "node" },
    { name: "bacs-out", runtime: "go" },
  ],
  droppable: ["docs-intake", "bacs-out"],
  flows: [
    {
      name: "adviser-view",
      perMin: 30,
      gen: (c, t) => {
        const d = c.ms(10, 70);
        return [
          ev(t, "ledger", "info", `GET /members/${c.member()}/holdings -> 200 (${d} ms)`),
          ev(
            t + d + 5,
            "adviser-gw",
            "info",
            `method=GET path=/v3/clients/holdings status=200 dur=${d + c.ms(4, 40)}ms firm=FRN${c.r.int(100000, 999999)}`,
          ),
        ];
      },
    },
    {
      name: "sso-login",
      perMin: 10,
      gen: (c, t) => {
        const u = `adv${c.r.int(1000, 9999)}@${c.r.pick(["brightwealth.co.uk", "northfp.com", "cairnadvice.co.uk"])}`;
        if (c.r.chance(0.1))
          return [
            ev(
              t,
              "sso",
              "warn",
              `type=LOGIN_ERROR, realmId=advisers, clientId=adviser-portal, userId=null, ipAddress=81.2.${c.r.int(1, 250)}.${c.r.int(1, 250)}, error=invalid_user_credentials, username=${u}`,
            ),
          ];
        return [
          ev(
            t,
            "sso",
            "info",
            `type=LOGIN, realmId=advisers, clientId=adviser-portal, username=${u}, auth_method=openid-connect`,
          ),
          ev(t + c.ms(40, 120), "adviser-gw", "info", `method=POST path=/v3/session status=200 dur=${c.ms(60, 160)}ms`),
        ];
      },
    },
    {
      name: "quote",
      perMin: 6,
      gen: (c, t) => {
        const m = c.member();
        const d = c.ms(200, 900);
        const out = [
          ev(t, "ledger", "info", `GET /members/${m}/valuation -> 200 (${c.ms(15, 60)} ms)`),
          ev(
            t + d,
            "quote-svc",
            "info",
            `Retirement illustration generated for ${m}: tax-free cash and drawdown, SMPI basis 2026, elapsed ${d} ms`,
          ),
        ];
        if (c.r.chance(0.08))
          out.push(
            ev(
              t + d + 3,
              "quote-svc",
              "warn",
              `Member ${m} carries scheme-specific protected pension age; illustration routed to review queue`,
            ),
          );
        out.push(
          ev(
            t + d + 30,
            "adviser-gw",
            "info",
            `method=POST path=/v3/clients/illustrations status=201 dur=${d + c.ms(30, 90)}ms`,
          ),
        );
        return out;
      },
    },
    {
      name: "switch",
      perMin: 5,
      gen: (c, t) => {
        const o = c.id("SO", 8);
        return [
          ev(
            t,
            "switch-orders",
            "info",
            `Order ${o} placed: sell ${c.fund()} buy ${c.fund()} for ${c.member()} (units ${c.r.int(10, 9000)}.${c.r.int(100, 999)})`,
          ),
          ev(t + c.ms(40, 200), "ledger", "info", `POST /orders/${o}/reserve -> 201 (${c.ms(8, 40)} ms)`),
          ev(
            t + c.ms(250, 400),
            "adviser-gw",
            "info",
            `method=POST path=/v3/clients/switches status=202 dur=${c.ms(120, 400)}ms`,
          ),
        ];
      },
    },
    {
      name: "feed",
      perMin: 3,
      gen: (c, t) => {
        const er = c.employer();
        const n = c.r.int(30, 3000);
        const bad = c.r.chance(0.5) ? c.r.int(1, 6) : 0;
        const out = [
          ev(
            t,
            "payroll-feed",
            "info",
            `Fetched payroll feed for ${er} (period 2026-11, ${n} rows, ${c.r.int(20, 900)} KB)`,
          ),
        ];
        if (bad)
          out.push(
            ev(
              t + 300,
              "employer-hub",
              "warn",
              `Employer ${er}: ${bad} member(s) in contribution schedule not found on scheme register, held in suspense`,
            ),
          );
        if (c.r.chance(0.15))
          out.push(
            ev(
              t + 320,
              "employer-hub",
              "warn",
              `Employer ${er}: contributions for period 2026-10 received after 22nd, late payment reported to trustee`,
            ),
          );
        out.push(
          ev(
            t + 700,
            "employer-hub",
            "info",
            `Schedule accepted for ${er}: ${n - bad} rows, GBP ${c.r.int(2000, 900000)}.${c.r.int(10, 99)}`,
          ),
        );
        out.push(
          ev(t + c.ms(900, 1800), "ledger", "info", `Applied contribution schedule for ${er}: ${n - bad} postings`),
        );
        return out;
      },
    },
    {
      name: "nav",
      perMin: 3,
      gen: (c, t) => {
        const f = c.fund();
        if (c.r.chance(0.3))
          return [
            ev(
              t,
              "nav-feed",
              "warn",
              `NAV for ${f} not published yet by fund manager (expected by 12:30), will poll again`,
            ),
          ];
        return [
          ev(
            t,
            "nav-feed",
            "info",
            `NAV ${f} 2026-11-27 = ${(1 + c.r.next() * 5).toFixed(6)} accepted (move ${(c.r.next() * 2 - 1).toFixed(2)}%)`,
          ),
          ev(t + c.ms(100, 400), "ledger", "info", `Price ${f} loaded, ${c.r.int(200, 9000)} holdings revalued`),
        ];
      },
    },
    {
      name: "docs",
      perMin: 3,
      gen: (c, t) => {
        const tr = c.id("TO-", 6);
        if (c.r.chance(0.3))
          return [
            ev(
              t,
              "docs-intake",
              "warn",
              `transfer ${tr}: request rejected, missing document: ${c.r.pick(["signed discharge", "receiving scheme letter of acceptance", "ID & address verification", "MoneyHelper guidance confirmation"])}`,
            ),
          ];
        return [
          ev(
            t,
            "docs-intake",
            "info",
            `transfer ${tr}: stored ${c.r.pick(["discharge.pdf", "id-proof.jpg", "acceptance-letter.pdf"])} (${c.r.int(40, 4000)} KB)`,
          ),
        ];
      },
    },
    {
      name: "bacs",
      perMin: 2,
      gen: (c, t) => [
        ev(
          t,
          "bacs-out",
          "info",
          `built payment file STD18 ${c.id("KSP", 6)}: ${c.r.int(50, 800)} records, processing day 2026-11-30`,
        ),
      ],
    },
    {
      name: "noise",
      perMin: 5,
      gen: (c, t) => [
        ev(
          t,
          "docs-intake",
          "error",
          `virus scan skipped for transfer upload ${c.id("U", 9)}: file is empty (0 bytes), marked for re-request`,
        ),
      ],
    },
    {
      name: "retryok",
      perMin: 0.7,
      gen: (c, t) => [
        ev(t, "switch-orders", "warn", `Retrying ledger reserve call after HTTP 503 (attempt 1/3, backoff 400ms)`),
        ev(t + c.ms(400, 900), "switch-orders", "info", "Ledger reserve call succeeded on retry"),
      ],
    },
    {
      name: "deprec",
      perMin: 0.5,
      gen: (c, t) => [
        c.r.chance(0.5)
          ? ev(
              t,
              "employer-hub",
              "warn",
              "RemovedInDjango60Warning: The FORMS_URLFIELD_ASSUME_HTTPS transitional setting is deprecated.",
            )
          : ev(
              t,
              "quote-svc",
              "warn",
              "'WebHost.CreateDefaultBuilder' is obsolete: use WebApplication.CreateBuilder instead",
            ),
      ],
    },
  ],
  periodic: [
    {
      svc: "ledger",
      everySec: 30,
      level: "info",
      line: (c) => `HikariPool-1 - Pool stats (total=20, active=${c.r.int(1, 6)}, idle=${c.r.int(10, 18)}, waiting=0)`,
    },
    {
      svc: "switch-orders",
      everySec: 60,
      level: "info",
      line: (c) => `Scheduled dealing cut-off check: ${c.r.int(0, 40)} orders pending next valuation point`,
    },
    { svc: "adviser-gw", everySec: 15, level: "info", line: () => "method=GET path=/healthz status=200 dur=0ms" },
    {
      svc: "quote-svc",
      everySec: 30,
      level: "info",
      line: () => "Request finished HTTP/1.1 GET http://quote-svc:8080/health - 200 - text/plain 1.8ms",
    },
    { svc: "employer-hub", everySec: 30, level: "info", line: () => '"GET /healthz HTTP/1.1" 200 2' },
    {
      svc: "nav-feed",
      everySec: 60,
      level: "info",
      line: (c) => `poll cycle complete: ${c.r.int(1, 6)} funds outstanding`,
    },
    {
      svc: "sso",
      everySec: 60,
      level: "info",
      line: (c) => `Executing scheduled task ClearExpiredUserSessions (${c.r.int(3, 40)} removed)`,
    },
    {
      svc: "bacs-out",
      everySec: 60,
      level: "info",
      line: () => "bureau submission window open until 22:30, nothing queued",
    },
    { svc: "payroll-feed", everySec: 45, level: "info", line: (c) => `sftp inbox scan: ${c.r.int(0, 3)} new files` },
  ],
  deploy: (c, svc, t) => [
    ev(
      t,
      svc,
      "info",
      `config reload: picked up ${svc}-config revision ${c.r.int(100, 900)} (${c.r.int(1, 4)} keys changed)`,
    ),
    ev(t + c.ms(300, 1200), svc, "info", "config reload complete, no restart required"),
  ],
};

/** Meridian Retirement Services: second recordkeeper, Rails portal, Envoy-style gateway, C++ pricing, request ids. */
const meridian: Estate = {
  key: "meridian",
  company: "Meridian Retirement Services",
  namespace: "meridian-prd",
  traced: true,
  memberPrefix: "MR",
  funds: ["MRS-DIVGRW", "MRS-GLBIDX", "MRS-PRECASH", "MRS-STERLBD", "MRS-SHARIA"],
  services: [
    { name: "mrs-web", runtime: "ruby" },
    { name: "api-gateway", runtime: "go" },
    { name: "contributions", runtime: "dotnet" },
    { name: "accounts", runtime: "go" },
    { name: "pricing-engine", runtime: "cpp" },
    { name: "retirement-quotes", runtime: "python" },
    { name: "payroll-engine", runtime: "java" },
    { name: "payments-out", runtime: "go" },
    { name: "transfers-out", runtime: "ruby" },
    { name: "reg-reports", runtime: "python" },
  ],
  droppable: ["reg-reports", "transfers-out"],
  flows: [
    {
      name: "balance",
      perMin: 32,
      gen: (c, t, tr) => {
        const d = c.ms(5, 45);
        return [
          ev(t, "accounts", "info", `GET /accounts/${c.member()}/balance status=200 took=${d}ms`, tr),
          ev(
            t + d + 2,
            "api-gateway",
            "info",
            `"GET /api/v1/accounts/balance HTTP/1.1" 200 - ${c.r.int(300, 2200)} ${d + 3} upstream=accounts`,
            tr,
          ),
          ev(
            t + d + 10,
            "mrs-web",
            "info",
            `Completed 200 OK in ${d + c.ms(15, 80)}ms (Views: 11.4ms | ActiveRecord: 2.0ms)`,
            tr,
          ),
        ];
      },
    },
    {
      name: "login",
      perMin: 8,
      gen: (c, t, tr) => {
        const m = c.member();
        if (c.r.chance(0.1))
          return [
            ev(
              t,
              "mrs-web",
              "warn",
              `Devise: failed sign-in for ${m} (attempt ${c.r.int(2, 5)}); account locked` +
                (c.r.chance(0.3) ? " until 2026-11-30 11:00 UTC" : " not yet"),
              tr,
            ),
          ];
        return [ev(t, "mrs-web", "info", `Member ${m} signed in (2FA totp)`, tr)];
      },
    },
    {
      name: "quote",
      perMin: 6,
      gen: (c, t, tr) => {
        const m = c.member();
        const d = c.ms(150, 800);
        const out = [
          ev(t, "accounts", "info", `GET /accounts/${m}/benefit-inputs status=200 took=${c.ms(6, 30)}ms`, tr),
          ev(
            t + d,
            "retirement-quotes",
            "info",
            `quote ${c.id("RQ", 7)} ready for ${m} (annuity + UFPLS options) in ${d}ms`,
            tr,
          ),
        ];
        if (c.r.chance(0.09))
          out.push(
            ev(
              t + d + 2,
              "retirement-quotes",
              "warn",
              `member ${m} has protected pension age (pre-2006 entitlement); quote held for administrator review`,
              tr,
            ),
          );
        out.push(
          ev(
            t + d + 15,
            "api-gateway",
            "info",
            `"POST /api/v1/quotes HTTP/1.1" 201 - ${c.r.int(800, 3000)} ${d + 12} upstream=retirement-quotes`,
            tr,
          ),
        );
        return out;
      },
    },
    {
      name: "contrib",
      perMin: 3,
      gen: (c, t, tr) => {
        const er = c.employer();
        const n = c.r.int(20, 1800);
        const out: Ev[] = [];
        if (c.r.chance(0.45))
          out.push(
            ev(
              t,
              "contributions",
              "warn",
              `Contribution file for employer ${er}: ${c.r.int(1, 5)} rows reference members not on record, moved to unallocated`,
              tr,
            ),
          );
        out.push(
          ev(
            t + 100,
            "contributions",
            "info",
            `Contribution file for employer ${er} processed: ${n} rows, status Allocated`,
            tr,
          ),
        );
        out.push(ev(t + c.ms(300, 900), "accounts", "info", `applied ${n} contribution credits employer=${er}`, tr));
        return out;
      },
    },
    {
      name: "price",
      perMin: 3,
      gen: (c, t, tr) => {
        const f = c.fund();
        if (c.r.chance(0.3))
          return [
            ev(
              t,
              "pricing-engine",
              "warn",
              `[valuation] ${f}: manager price not received, holding T-1 price pending confirmation`,
              tr,
            ),
          ];
        return [
          ev(
            t,
            "pricing-engine",
            "info",
            `[valuation] ${f}: unit price ${(1 + c.r.next() * 4).toFixed(5)} struck, ${c.r.int(1000, 80000)} holdings marked`,
            tr,
          ),
        ];
      },
    },
    {
      name: "payroll",
      perMin: 2,
      gen: (c, t, tr) => [
        ev(
          t,
          "payroll-engine",
          "info",
          `payroll run 2026-11 chunk ${c.r.int(1, 80)}/80 completed: ${c.r.int(300, 700)} pensioners, PAYE applied`,
          tr,
        ),
        ev(
          t + c.ms(300, 1000),
          "payments-out",
          "info",
          `queued ${c.r.int(300, 700)} faster-payment instructions for run 2026-11`,
          tr,
        ),
      ],
    },
    {
      name: "transfer",
      perMin: 3,
      gen: (c, t, tr) => {
        const id = c.id("TX", 6);
        if (c.r.chance(0.3))
          return [
            ev(
              t,
              "transfers-out",
              "warn",
              `TransferOutJob ${id}: request rejected, missing ${c.r.pick(["signed member declaration", "receiving scheme HMRC registration evidence", "safeguarded benefits advice confirmation"])}`,
              tr,
            ),
          ];
        return [ev(t, "transfers-out", "info", `TransferOutJob ${id}: STP checks passed, awaiting disinvestment`, tr)];
      },
    },
    {
      name: "returns",
      perMin: 1.5,
      gen: (c, t, tr) => [
        ev(
          t,
          "payments-out",
          "warn",
          `payment returned by bank: member=${c.member()} reason=AC04 ClosedAccountNumber, pension held`,
          tr,
        ),
      ],
    },
    {
      name: "noise",
      perMin: 5,
      gen: (c, t) => [
        ev(
          t,
          "mrs-web",
          "error",
          `ActionController::RoutingError (No route matches [GET] "${c.r.pick(["/wp-login.php", "/.env", "/xmlrpc.php", "/admin/config.php", "/.git/config"])}")`,
        ),
      ],
    },
    {
      name: "retryok",
      perMin: 0.6,
      gen: (c, t, tr) => [
        ev(
          t,
          "retirement-quotes",
          "warn",
          "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /accounts/benefit-inputs",
          tr,
        ),
        ev(t + c.ms(100, 400), "retirement-quotes", "info", "benefit inputs fetched on retry", tr),
      ],
    },
    {
      name: "deprec",
      perMin: 0.5,
      gen: (c, t) => [
        c.r.chance(0.5)
          ? ev(
              t,
              "reg-reports",
              "warn",
              "FutureWarning: Setting an item of incompatible dtype is deprecated and will raise in a future error of pandas.",
            )
          : ev(
              t,
              "mrs-web",
              "warn",
              "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1.",
            ),
      ],
    },
  ],
  periodic: [
    { svc: "api-gateway", everySec: 15, level: "info", line: () => '"GET /ready HTTP/1.1" 200 - 0 1 upstream=local' },
    {
      svc: "accounts",
      everySec: 30,
      level: "info",
      line: (c) => `db pool: open=${c.r.int(8, 16)} in_use=${c.r.int(0, 5)} idle=${c.r.int(4, 12)} wait_count=0`,
    },
    {
      svc: "contributions",
      everySec: 30,
      level: "info",
      line: () => "Health check 'sql' completed with status Healthy",
    },
    {
      svc: "pricing-engine",
      everySec: 60,
      level: "info",
      line: (c) => `[scheduler] heartbeat ok, rss=${c.r.int(900, 1100)}MB, queue=0`,
    },
    {
      svc: "payroll-engine",
      everySec: 60,
      level: "info",
      line: () => "Job: [SimpleJob: [name=pensionerPayrollJob]] heartbeat",
    },
    {
      svc: "reg-reports",
      everySec: 60,
      level: "info",
      line: (c) => `celery beat: sending due task regrep.heartbeat (${c.r.hex(8)})`,
    },
    {
      svc: "transfers-out",
      everySec: 45,
      level: "info",
      line: (c) =>
        `Sidekiq stats: processed=${c.r.int(10000, 99999)} failed=${c.r.int(10, 99)} busy=${c.r.int(0, 4)} enqueued=${c.r.int(0, 9)}`,
    },
  ],
  deploy: (c, svc, t) => [
    ev(
      t,
      svc,
      "info",
      `rollout: ${svc} image tag release-2026.11.${c.r.int(10, 29)}-${c.r.hex(6)} scheduled, replacing 1 of 2 pods`,
    ),
    ev(t + c.ms(10000, 25000), svc, "info", `rollout: ${svc} new pod ready, old pod terminating (SIGTERM, graceful)`),
  ],
};

export const ESTATES: Record<string, Estate> = { harbourline, keystone, meridian };

/** Builds the per-file helper context for one estate. */
export function makeCtx(r: Ctx["r"], e: Estate): Ctx {
  return {
    r,
    member: () => `${e.memberPrefix}${r.int(1000000, 9999999)}`,
    employer: () => `ER${r.int(1000, 9999)}`,
    fund: () => r.pick(e.funds),
    ms: (lo, hi) => r.int(lo, hi),
    id: (p, d = 6) => `${p}${r.int(10 ** (d - 1), 10 ** d - 1)}`,
    trace: () => (e.traced ? r.hex(16) : undefined),
  };
}
