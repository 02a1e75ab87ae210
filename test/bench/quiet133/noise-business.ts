// Harmless noise from the studios' own business: customers refused, cards declined, forms rejected.
import { jobLines, lg, webFor } from "./background.js";
import { apptId, BROWSERS, clientId, email, formId, money, PIERCINGS, payRef, phone } from "./domain.js";
import type { Hop } from "./flows.js";
import { count, line, req, span, times } from "./noise-util.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Ctx, NoiseKind } from "./types.js";

const DECLINES: Array<readonly [string, number]> = [
  ["insufficient_funds", 5],
  ["do_not_honor", 4],
  ["expired_card", 2],
  ["authentication_required", 3],
  ["incorrect_cvc", 2],
  ["card_velocity_exceeded", 1],
  ["lost_card", 1],
];

const depositDeclines: NoiseKind = {
  key: "deposit_declines",
  title: "card declines and abandoned 3-D Secure on deposits",
  roles: ["bff", "booking", "deposit"],
  gen(c, size) {
    const { r, e } = c;
    const d = c.s("deposit");
    const b = c.s("booking");
    const bff = c.s("bff");
    for (const t of times(c, count(c, size, 40, 110))) {
      const code = r.pickW(DECLINES);
      const appt = apptId(r, e);
      const ref = payRef(r, e);
      const amount = money(r, e);
      const why =
        code === "authentication_required" ? "3-D Secure challenge abandoned by cardholder" : `card declined (${code})`;
      const dmsg =
        d.runtime === "dotnet"
          ? `Deposit ${ref} for appointment ${appt} declined by ${e.payVendor.name}: ${code}`
          : d.runtime === "ruby"
            ? `${e.payVendor.name.replace(/\s/g, "")}::CardError (${code}) for appt ${appt} amount ${amount} - marking deposit failed, not retrying`
            : `deposit declined appt=${appt} intent=${ref} amount=${amount} decline_code=${code} provider=${e.payVendor.name}`;
      if (d.port > 0) {
        const ms = r.int(400, 1600);
        req(c, t, {
          method: "POST",
          path: `${e.paths.book}/${appt}/deposit`,
          status: 402,
          ms,
          upstream: bff,
          hops: [
            {
              svc: bff,
              at: 1,
              http: { method: "POST", path: `${e.paths.book}/${appt}/deposit`, status: 402, ms: ms - 3 },
            },
            {
              svc: d,
              at: 10,
              lines: [{ dt: ms - 40, level: "warn", msg: dmsg, logger: lg(d, "Deposits.DepositService") }],
              http: { method: "POST", path: "/internal/deposits/confirm", status: 402, ms: ms - 30 },
            },
            {
              svc: b,
              at: ms - 10,
              lines: [
                {
                  dt: 2,
                  level: "info",
                  msg: `hold ${appt} kept for retry: ${why}`,
                  logger: lg(b, "appointments.HoldService"),
                },
              ],
            },
          ],
        });
      } else {
        const web = webFor(c, "deposit");
        req(c, t, {
          method: "POST",
          path: e.paths.webhook,
          status: 200,
          ms: r.int(15, 60),
          ua: `${e.payVendor.name.replace(/\s/g, "")}-Webhooks/2.1`,
          upstream: web,
          hops: [
            { svc: web, at: 1, http: { method: "POST", path: e.paths.webhook, status: 200, ms: 20 } },
            {
              svc: d,
              at: 400,
              lines: (
                jobLines(c, d, "Deposits::WebhookJob", `payment_intent.payment_failed ${ref}`, r.float(0.05, 0.3)) ?? []
              ).concat([{ dt: 150, level: "warn", msg: dmsg }]),
            },
          ],
        });
      }
    }
  },
};

const failedLogins: NoiseKind = {
  key: "failed_logins",
  title: "wrong passwords, unknown accounts and lockouts",
  roles: ["bff", "auth"],
  gen(c, size) {
    const { r, e } = c;
    const a = c.s("auth");
    const bff = c.s("bff");
    const attempts = new Map<string, number>();
    const users = Array.from({ length: 14 }, () => email(r));
    for (const t of times(c, count(c, size, 50, 140))) {
      const u = r.pick(users);
      const k = (attempts.get(u) ?? 0) + 1;
      attempts.set(u, k);
      const unknown = r.chance(0.15);
      const ip = r.ip("public");
      const locked = k >= 5;
      let msg: string;
      let level: "warn" | "error" | "info" = "warn";
      if (a.runtime === "keycloak")
        msg = `type="LOGIN_ERROR", realmId="studio", clientId="rl-web", userId="${unknown ? "null" : r.uuid()}", ipAddress="${ip}", error="${locked ? "user_temporarily_disabled" : unknown ? "user_not_found" : "invalid_user_credentials"}", auth_method="openid-connect", grant_type="password", username="${u}"`;
      else if (a.runtime === "dotnet") {
        msg = locked
          ? `User ${u} locked out after ${k} failed attempts (lockout ends in 15 minutes)`
          : `Token request validation failure: invalid_grant. Invalid username or password for ${u}`;
        level = locked ? "warn" : "error";
      } else
        msg = locked
          ? `account locked user=${u} failed_attempts=${k} lock_for=15m ip=${ip}`
          : `login failed user=${u} reason=${unknown ? "unknown_account" : "bad_password"} attempt=${k}/5 ip=${ip}`;
      if (k > 6) level = "info";
      const ms = r.int(80, 400);
      req(c, t, {
        method: "POST",
        path: e.paths.login,
        status: locked ? 423 : 401,
        ms,
        ip,
        upstream: bff,
        hops: [
          { svc: bff, at: 1, http: { method: "POST", path: e.paths.login, status: locked ? 423 : 401, ms: ms - 2 } },
          {
            svc: a,
            at: 4,
            lines: [
              {
                dt: ms - 8,
                level,
                msg,
                logger: a.runtime === "keycloak" ? "org.keycloak.events" : lg(a, "Account.LoginService"),
              },
            ],
          },
        ],
      });
    }
  },
};

const expiredSessions: NoiseKind = {
  key: "expired_sessions",
  title: "refresh tokens expired after the 30-day limit, clients sent back to sign in",
  roles: ["bff", "auth"],
  gen(c, size) {
    const { r, e } = c;
    const a = c.s("auth");
    const bff = c.s("bff");
    for (const t of times(c, count(c, size, 50, 130))) {
      const ms = r.int(5, 30);
      let lines: Hop["lines"];
      if (a.runtime === "keycloak")
        lines = [
          {
            dt: ms - 2,
            level: "warn",
            msg: `type="REFRESH_TOKEN_ERROR", realmId="studio", clientId="rl-web", userId="${r.uuid()}", ipAddress="${r.ip("public")}", error="invalid_token", reason="Token is not active", grant_type="refresh_token"`,
            logger: "org.keycloak.events",
          },
        ];
      else if (a.runtime === "dotnet")
        lines = [
          {
            dt: ms - 3,
            level: "error",
            msg: `Token request validation failure: invalid_grant. Refresh token has expired (created ${r.int(30, 44)} days ago) for client studio-app`,
            logger: "Duende.IdentityServer.Validation.TokenRequestValidator",
          },
        ];
      else
        lines = [
          {
            dt: ms - 2,
            level: "warn",
            msg: `refresh rejected client=${clientId(r, e)} reason=token_expired age=${r.int(30, 60)}d`,
            logger: lg(a, "Session.Refresh"),
          },
        ];
      req(c, t, {
        method: "POST",
        path: e.paths.refresh,
        status: 401,
        ms,
        upstream: a,
        hops: [{ svc: a, at: 1, lines, http: { method: "POST", path: e.paths.refresh, status: 401, ms: ms - 1 } }],
      });
      if (r.chance(0.5))
        line(
          c,
          t + r.int(30, 200),
          bff,
          "info",
          bff.runtime === "ruby"
            ? `Session expired for user ${clientId(r, e)}, redirecting to /account/sign_in`
            : `session expired, redirecting to sign-in (client=${clientId(r, e)})`,
        );
    }
  },
};

const consentValidation: NoiseKind = {
  key: "consent_validation",
  title: "consent forms refused: under-age, missing guardian, unreadable ID photo, unanswered medical questions",
  roles: ["bff", "consent"],
  gen(c, size) {
    const { r, e } = c;
    const cs = c.s("consent");
    const bff = c.s("bff");
    for (const t of times(c, count(c, size, 40, 100))) {
      const id = formId(r, e);
      const why = r.pickW([
        [`date_of_birth: age ${r.int(15, 17)} is under 18 for template tattoo-v7`, 3],
        ["guardian_signature: required for piercing-minor-guardian-v3", 2],
        [`id_photo: unreadable (blur score 0.${r.int(71, 96)} > 0.70)`, 3],
        [`medical.q${r.int(4, 11)}: answer required (blood thinners / pregnancy / skin conditions)`, 3],
        ["signature: stroke count 0, looks empty", 1],
      ] as const);
      const path = `${e.paths.consent}/${id}/sign`;
      let l: NonNullable<Hop["lines"]>[number];
      if (cs.runtime === "python" && cs.name.includes("django"))
        l = { dt: 30, level: "warn", msg: `Unprocessable Entity: ${path}`, logger: "django.request" };
      else if (cs.runtime === "python")
        l = {
          dt: 30,
          level: "error",
          msg: `consent submission rejected form=${id}`,
          logger: lg(cs, "forms.signing"),
          stack: pyTrace(
            "pydantic_core._pydantic_core.ValidationError",
            `1 validation error for ConsentSubmission\n${why.split(":")[0]}\n  Value error, ${why.split(": ")[1] ?? why} [type=value_error, input_type=dict]`,
            [
              [
                "/app/consent_forms/api/sign.py",
                57,
                "sign_form",
                "submission = ConsentSubmission.model_validate(payload)",
              ],
              ["~/pydantic/main.py", 551, "model_validate", "return cls.__pydantic_validator__.validate_python("],
            ],
          ),
        };
      else if (cs.runtime === "ruby")
        l = {
          dt: 30,
          level: "warn",
          msg: `ActiveRecord::RecordInvalid (Validation failed: ${why.replace(/_/g, " ")}) on consent ${id}`,
        };
      else l = { dt: 30, level: "warn", msg: `consent ${id} rejected: ${why}` };
      const ms = r.int(40, 160);
      req(c, t, {
        method: "POST",
        path,
        status: 422,
        ms,
        ua: r.chance(0.6) ? "StudioDesk/4.12 (iPadOS 17.4; kiosk)" : r.pick(BROWSERS),
        upstream: bff,
        hops: [
          { svc: bff, at: 1, http: { method: "POST", path, status: 422, ms: ms - 2 } },
          { svc: cs, at: 3, lines: [l], http: { method: "POST", path, status: 422, ms: ms - 5 } },
        ],
      });
    }
  },
};

const doubleBooking: NoiseKind = {
  key: "double_booking",
  title: "two clients racing for the same slot; the loser gets 409 after a constraint violation",
  roles: ["bff", "booking"],
  gen(c, size) {
    const { r, e } = c;
    const b = c.s("booking");
    const bff = c.s("bff");
    for (const t of times(c, count(c, size, 25, 70))) {
      const artist = r.pick(e.artists);
      const path = e.paths.book;
      let l: NonNullable<Hop["lines"]>[number];
      if (b.runtime === "java")
        l = {
          dt: 60,
          level: "error",
          msg: `Slot taken while holding for artist=${artist}; returning 409`,
          logger: lg(b, "appointments.HoldService"),
          stack: javaTrace(
            "org.springframework.dao.DataIntegrityViolationException",
            'could not execute statement [ERROR: conflicting key value violates exclusion constraint "appointments_artist_slot_excl"]; SQL [insert into appointment_holds (artist_id,studio_id,starts_at,ends_at,client_id,id) values (?,?,?,?,?,?)]; constraint [appointments_artist_slot_excl]',
            [
              `${b.pkg}.appointments.HoldService.createHold(HoldService.java:112)`,
              `${b.pkg}.appointments.AppointmentController.hold(AppointmentController.java:64)`,
            ],
            "spring",
            [
              {
                exc: "org.postgresql.util.PSQLException",
                msg: `ERROR: conflicting key value violates exclusion constraint "appointments_artist_slot_excl"\n  Detail: Key (artist_id, tstzrange(starts_at, ends_at))=(${r.int(10, 90)}, ["${futureISO(c)}","${futureISO(c)}")) conflicts with existing key.`,
                frames: [
                  "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
                  "org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)",
                ],
                omitted: 112,
              },
            ],
          ),
        };
      else if (b.runtime === "kotlin")
        l = {
          dt: 60,
          level: "warn",
          msg: `hold rejected artist=${artist}: ExposedSQLException: ERROR: duplicate key value violates unique constraint "uq_holds_artist_start" -> 409`,
          logger: lg(b, "holds.HoldRepository"),
        };
      else
        l = {
          dt: 60,
          level: "error",
          msg: `ActiveRecord::RecordNotUnique (PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "index_appointments_on_artist_id_and_starts_at"\nDETAIL:  Key (artist_id, starts_at)=(${r.int(3, 40)}, ${futureISO(c).replace("T", " ")}) already exists.\n) - rescued, responding 409`,
          stack: rubyTrace([
            "app/models/appointment.rb:41:in `hold!'",
            "app/controllers/appointments_controller.rb:27:in `create'",
          ]),
        };
      const ms = r.int(60, 240);
      req(c, t, {
        method: "POST",
        path,
        status: 409,
        ms,
        upstream: bff,
        hops: [
          {
            svc: bff,
            at: 1,
            lines: [
              { dt: ms - 1, level: "info", msg: `slot no longer available for ${artist}, offering alternatives` },
            ],
            http: { method: "POST", path, status: 409, ms: ms - 2 },
          },
          { svc: b, at: 4, lines: [l], http: { method: "POST", path, status: 409, ms: ms - 6 } },
        ],
      });
    }
  },
};

function futureISO(c: Ctx): string {
  const d = new Date(c.t0 + c.r.int(2, 40) * 86400000);
  return `${d.toISOString().slice(0, 10)}T${String(c.r.int(10, 18)).padStart(2, "0")}:00:00+00`;
}

const noShowSweep: NoiseKind = {
  key: "no_show_sweep",
  title: "the hourly no-show sweep forfeiting deposits and releasing chairs",
  roles: ["worker", "booking"],
  gen(c, size) {
    const { r, e } = c;
    const w = c.s("worker");
    const b = c.s("booking");
    const n = count(c, size, 25, 70);
    const t0 = c.t0 + (c.t1 - c.t0) * r.float(0.1, 0.6);
    line(
      c,
      t0,
      w,
      "info",
      `no_show_sweep: scanning appointments that started before ${new Date(t0 - 900000).toISOString().slice(11, 16)} with no check-in`,
      { logger: lg(w, "jobs") },
    );
    let t = t0 + 800;
    for (let i = 0; i < n; i++) {
      t += r.int(150, 2500);
      const appt = apptId(r, e);
      const late = r.chance(0.3);
      line(
        c,
        t,
        w,
        "warn",
        late
          ? `late cancellation ${appt}: cancelled ${r.int(2, 23)}h before start, deposit ${money(r, e)} retained per policy`
          : `no-show ${appt} artist=${r.pick(e.artists)}: deposit ${money(r, e)} forfeited, chair released`,
        { logger: lg(w, "jobs") },
      );
      line(
        c,
        t + r.int(20, 300),
        b,
        "info",
        `appointment ${appt} status ${late ? "confirmed -> cancelled_late" : "confirmed -> no_show"}`,
        { logger: lg(b, "appointments.StatusListener") },
      );
    }
    line(c, t + 1500, w, "info", `no_show_sweep: done, ${n} appointments closed`, { logger: lg(w, "jobs") });
  },
};

const smsUndeliverable: NoiseKind = {
  key: "sms_undeliverable",
  title: "aftercare SMS refused by the vendor: landlines, invalid numbers, opted-out recipients",
  roles: ["aftercare"],
  gen(c, size) {
    const { r, e } = c;
    const a = c.s("aftercare");
    for (const t of times(c, count(c, size, 35, 90))) {
      const [code, text] = r.pick([
        ["21614", "'To' number is not a valid mobile number"],
        ["21610", "Attempt to send to unsubscribed recipient"],
        ["30006", "Landline or unreachable carrier"],
        ["30003", "Unreachable destination handset"],
        ["21211", "Invalid 'To' Phone Number"],
      ] as const);
      const appt = apptId(r, e);
      const to = phone(r, e);
      if (a.runtime === "node")
        line(
          c,
          t,
          a,
          "error",
          `${e.smsVendor.name} rejected aftercare day-${r.pick([1, 3, 7])} SMS appt=${appt} to=${to}: ${code} ${text}`,
          {
            stack: nodeTrace(`SmsProviderError: ${code} ${text}`, [
              `BuzzlineClient.send (/app/dist/providers/buzzline.js:88:13)`,
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "async AftercareDispatcher.dispatch (/app/dist/dispatch.js:142:7)",
            ]),
          },
        );
      else
        line(
          c,
          t,
          a,
          "error",
          `${e.smsVendor.name} API error ${code} "${text}" for appt=${appt} to=${to}; message dropped (no retry for permanent errors)`,
          { logger: lg(a, "providers") },
        );
      if (r.chance(0.6))
        line(c, t + r.int(50, 400), a, "info", `falling back to email for appt=${appt}`, { logger: lg(a, "dispatch") });
    }
  },
};

const emailBounces: NoiseKind = {
  key: "email_bounces",
  title: "aftercare and reminder emails bouncing or marked as spam, reported by the mail vendor's webhook",
  roles: ["aftercare"],
  gen(c, size) {
    const { r, e } = c;
    const a = c.s("aftercare");
    const web = webFor(c, "aftercare");
    for (const t of times(c, count(c, size, 30, 80))) {
      const to = email(r);
      const kind = r.pickW([
        ["hard", 5],
        ["soft", 3],
        ["complaint", 1],
      ] as const);
      req(c, t, {
        method: "POST",
        path: "/hooks/mail-events",
        status: 204,
        ms: r.int(4, 20),
        ua: `${e.mailVendor.name}-Webhook/1.0`,
        upstream: web,
        hops: [{ svc: web, at: 1, http: { method: "POST", path: "/hooks/mail-events", status: 204, ms: 5 } }],
      });
      if (kind === "hard")
        line(
          c,
          t + 30,
          a,
          "warn",
          `bounce (hard) ${to}: 550 5.1.1 The email account that you tried to reach does not exist; address suppressed`,
          { logger: lg(a, "receipts") },
        );
      else if (kind === "soft") {
        line(c, t + 30, a, "warn", `bounce (soft) ${to}: 421 4.7.0 Try again later, closing connection; will retry`, {
          logger: lg(a, "receipts"),
        });
        line(c, t + r.int(20000, 90000), a, "info", `retry delivered to ${to}`, { logger: lg(a, "receipts") });
      } else
        line(c, t + 30, a, "warn", `spam complaint from ${to}; unsubscribed from marketing, aftercare kept`, {
          logger: lg(a, "receipts"),
        });
    }
  },
};

const webhookReplays: NoiseKind = {
  key: "webhook_replays",
  title: "the payment vendor redelivering old webhooks: duplicates ignored, stale signatures refused",
  roles: ["deposit"],
  gen(c, size) {
    const { r, e } = c;
    const d = c.s("deposit");
    const web = webFor(c, "deposit");
    for (const t of times(c, count(c, size, 40, 100))) {
      const ref = payRef(r, e);
      const stale = r.chance(0.35);
      const unknown = !stale && r.chance(0.15);
      const msg = stale
        ? d.runtime === "dotnet"
          ? `Webhook signature verification failed for event evt_${r.alnum(16)}: timestamp is outside the tolerance zone (${r.int(301, 7200)}s old)`
          : `webhook signature invalid: timestamp outside tolerance (${r.int(301, 7200)}s) evt=evt_${r.alnum(16)}`
        : unknown
          ? `unhandled webhook event type payout.paid, acknowledging`
          : `webhook payment_intent.succeeded ${ref} already processed (idempotency key ${r.hex(12)}), ignoring duplicate`;
      const status = stale ? 400 : 200;
      const lines: Hop["lines"] = [
        {
          dt: 6,
          level: stale ? (d.runtime === "dotnet" ? "error" : "warn") : "info",
          msg,
          logger: lg(d, "Webhooks.WebhookHandler"),
        },
      ];
      req(c, t, {
        method: "POST",
        path: e.paths.webhook,
        status,
        ms: r.int(4, 30),
        ua: `${e.payVendor.name.replace(/\s/g, "")}-Webhooks/2.1`,
        upstream: web,
        hops:
          d.port > 0
            ? [{ svc: d, at: 1, lines, http: { method: "POST", path: e.paths.webhook, status, ms: 8 } }]
            : [
                { svc: web, at: 1, http: { method: "POST", path: e.paths.webhook, status, ms: 8 } },
                { svc: d, at: 300, lines },
              ],
      });
    }
  },
};

const refundDisputes: NoiseKind = {
  key: "refund_disputes",
  title: "chargebacks opened and refunds refused because the deposit was already refunded",
  roles: ["deposit"],
  gen(c, size) {
    const { r, e } = c;
    const d = c.s("deposit");
    for (const t of times(c, count(c, size, 20, 55))) {
      const ref = payRef(r, e);
      if (r.chance(0.45)) {
        line(
          c,
          t,
          d,
          "warn",
          `dispute opened ${ref} reason=${r.pick(["fraudulent", "product_not_received", "duplicate", "subscription_canceled"])} amount=${money(r, e)}; evidence due in 7 days`,
          { logger: lg(d, "Disputes.DisputeHandler") },
        );
        continue;
      }
      const vend = e.payVendor.name;
      let stack: string[];
      if (d.runtime === "go") stack = [];
      else if (d.runtime === "dotnet")
        stack = dotnetTrace(
          `${d.pkg}.Vendor.VendorApiException`,
          `${vend} returned 400 charge_already_refunded for ${ref}`,
          [
            `${d.pkg}.Vendor.QuaysideClient.RefundAsync(String paymentRef, Decimal amount, CancellationToken ct) in /src/Vendor/QuaysideClient.cs:line 133`,
            `${d.pkg}.Refunds.RefundService.RefundDepositAsync(RefundRequest request, CancellationToken ct) in /src/Refunds/RefundService.cs:line 58`,
          ],
        );
      else
        stack = rubyTrace(
          [`app/jobs/deposits/refund_job.rb:19:in \`perform'`, "lib/paylark/client.rb:77:in `post'"],
          false,
        );
      line(
        c,
        t,
        d,
        "error",
        d.runtime === "go"
          ? `refund failed intent=${ref}: ${vend} 400 charge_already_refunded (refunded by staff in dashboard); marking refunded`
          : `Refund of ${ref} refused by ${vend}: charge already refunded; reconciling as refunded`,
        { stack: stack.length ? stack : undefined, logger: lg(d, "Refunds.RefundService") },
      );
    }
  },
};

const voucherInvalid: NoiseKind = {
  key: "voucher_invalid",
  title: "gift vouchers expired, already used or mistyped, plus one client guessing codes",
  roles: ["bff", "deposit"],
  gen(c, size) {
    const { r } = c;
    const bff = c.s("bff");
    const guessIp = r.ip("public");
    for (const t of times(c, count(c, size, 30, 80))) {
      const guess = r.chance(0.35);
      const code = `${r.pick(["INK", "GIFT", "XMAS", "FLASH13"])}-${r.alnum(6, true)}`;
      const why = guess
        ? "not found"
        : r.pick(["expired 2025-12-31", "already redeemed", "not valid at this studio", "not found"]);
      const status = guess && r.chance(0.3) ? 429 : why === "not found" ? 404 : 422;
      const path = `/api/vouchers/${code}/redeem`;
      req(c, t, {
        method: "POST",
        path,
        status,
        ms: r.int(6, 60),
        ip: guess ? guessIp : undefined,
        upstream: bff,
        hops: [
          {
            svc: bff,
            at: 1,
            lines: [
              {
                dt: 4,
                level: status === 429 ? "warn" : "info",
                msg:
                  status === 429
                    ? `voucher redemption throttled for ${guessIp} (10 attempts/5m)`
                    : `voucher ${code} refused: ${why}`,
              },
            ],
            http: { method: "POST", path, status, ms: 8 },
          },
        ],
      });
    }
  },
};

const idCheckRefusals: NoiseKind = {
  key: "id_check_refusals",
  title: "the ID verification vendor declining expired documents and selfie mismatches at check-in",
  roles: ["consent"],
  gen(c, size) {
    const { r, e } = c;
    const cs = c.s("consent");
    for (const t of times(c, count(c, size, 25, 70))) {
      const sess = r.uuid();
      const why = r.pick([
        "document_expired",
        "face_mismatch",
        "document_not_supported",
        "glare_on_document",
        "under_age",
      ]);
      line(
        c,
        t,
        cs,
        why === "face_mismatch" || why === "under_age" ? "warn" : "info",
        `DocuCheck session ${sess} decision=declined reason=${why}${why === "face_mismatch" ? ` score=0.${r.int(20, 58)} threshold=0.60` : ""} studio=${r.pick(e.studios)}`,
        { logger: lg(cs, "idcheck") },
      );
      if (why === "under_age")
        line(
          c,
          t + r.int(100, 800),
          cs,
          "warn",
          `check-in blocked: client under 18 for ${r.chance(0.5) ? "tattoo" : `${r.pick(PIERCINGS)} piercing without guardian`}`,
          { logger: lg(cs, "idcheck") },
        );
    }
  },
};

const waitlistExpiry: NoiseKind = {
  key: "waitlist_expiry",
  title: "waitlist offers for cancelled slots expiring unanswered and moving down the list",
  roles: ["worker", "booking"],
  gen(c, size) {
    const { r, e } = c;
    const w = c.s("worker");
    for (const t of times(c, count(c, size, 20, 60))) {
      const left = r.int(0, 6);
      line(
        c,
        t,
        w,
        left === 0 ? "warn" : "info",
        `waitlist offer WL-${r.alnum(6, true)} for ${r.pick(e.artists)} slot ${futureISO(c).slice(0, 16)} expired unanswered after 2h; ${left === 0 ? "waitlist exhausted, slot published to flash calendar" : `offering to next client (${left} remaining)`}`,
        { logger: lg(w, "jobs") },
      );
    }
  },
};

const gdprErasure: NoiseKind = {
  key: "gdpr_erasure",
  title: "erasure requests deleting client data, refused for consent forms under legal retention",
  roles: ["worker", "consent"],
  gen(c, size) {
    const { r, e } = c;
    const w = c.s("worker");
    const cs = c.s("consent");
    for (const t of times(c, count(c, size, 12, 35))) {
      const er = `ER-${r.int(1000, 9999)}`;
      line(
        c,
        t,
        w,
        "info",
        `erasure ${er}: client ${clientId(r, e)} deleted from ${r.int(3, 6)} stores, portfolio images kept (artist licence)`,
        { logger: lg(w, "jobs") },
      );
      const form = formId(r, e);
      const stack =
        cs.runtime === "python"
          ? pyTrace(
              "consent_forms.retention.RetentionLocked",
              `consent ${form} is under legal hold until ${new Date(c.t0 + r.int(200, 1000) * 86400000).toISOString().slice(0, 10)}`,
              [["/app/consent_forms/retention.py", 44, "erase", "raise RetentionLocked(form.id, form.hold_until)"]],
            )
          : undefined;
      line(
        c,
        t + r.int(200, 900),
        cs,
        cs.runtime === "python" ? "error" : "warn",
        `erasure ${er}: consent ${form} not deleted - retained ${r.pick([3, 6])} years under licensing rules; personal fields redacted instead`,
        { stack, logger: lg(cs, "retention") },
      );
    }
  },
};

const deprecatedClients: NoiseKind = {
  key: "deprecated_clients",
  title: "old versions of the studio app calling endpoints that were removed",
  roles: ["bff"],
  gen(c, size) {
    const { r, e } = c;
    const bff = c.s("bff");
    for (const t of times(c, count(c, size, 40, 110))) {
      const ver = `StudioApp/${r.pick(["3.9.2", "3.9.4", "3.11.0", "4.0.1"])} (${r.pick(["iOS 15.7", "iOS 16.6", "Android 11", "Android 12"])})`;
      const path =
        r.pick(["/api/v1/slots", "/api/v1/artists", "/api/v1/deposit", "/api/v1/me"]) + `?studio=${r.pick(e.studios)}`;
      req(c, t, {
        method: "GET",
        path,
        status: 410,
        ms: r.int(1, 6),
        ua: ver,
        upstream: bff,
        hops: [
          {
            svc: bff,
            at: 1,
            lines: [
              {
                dt: 1,
                level: "warn",
                msg: `deprecated client ${ver} called removed endpoint ${path.split("?")[0]} (sunset 2026-01-15), answered 410 with upgrade prompt`,
              },
            ],
          },
        ],
      });
    }
  },
};

const signupSpam: NoiseKind = {
  key: "signup_spam",
  title: "bot sign-ups refused by captcha and disposable-domain checks",
  roles: ["bff", "auth"],
  gen(c, size) {
    const { r } = c;
    const bff = c.s("bff");
    const a = c.s("auth");
    const [a0, a1] = span(c, 0.2, 0.6);
    for (const t of times(c, count(c, size, 40, 100), a0, a1)) {
      const disp = r.chance(0.4);
      const path = a.runtime === "keycloak" ? "/realms/studio/login-actions/registration" : "/api/account/register";
      const lines: Hop["lines"] =
        a.runtime === "keycloak"
          ? [
              {
                dt: 5,
                level: "warn",
                msg: `type="REGISTER_ERROR", realmId="studio", clientId="rl-web", userId="null", ipAddress="${r.ip("public")}", error="${disp ? "invalid_registration" : "captcha_failed"}"`,
                logger: "org.keycloak.events",
              },
            ]
          : [
              {
                dt: 5,
                level: "warn",
                msg: disp
                  ? `registration refused: disposable email domain ${r.pick(["mailinator.com", "guerrillamail.info", "10minutemail.net", "yopmail.com"])}`
                  : `registration refused: captcha score 0.${r.int(1, 29)} below 0.50`,
              },
            ];
      req(c, t, {
        method: "POST",
        path,
        status: 400,
        ms: r.int(30, 120),
        ua: r.pick([
          "python-httpx/0.27.0",
          "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/121.0.0.0",
          "okhttp/4.12.0",
        ]),
        upstream: bff,
        hops: [{ svc: a.port ? a : bff, at: 2, lines }],
      });
    }
  },
};

const flashDay: NoiseKind = {
  key: "flash_day_queue",
  title: "Friday-the-13th flash day: the waiting room throttling a rush with 429s, sold-out designs refused",
  roles: ["bff", "booking"],
  gen(c, size) {
    const { r, e } = c;
    const bff = c.s("bff");
    const b = c.s("booking");
    const [a0, a1] = span(c, 0.4, 0.8);
    line(c, a0, bff, "info", `waiting room enabled for /flash (flash day 13): admitting 40 sessions/s`);
    for (const t of times(c, count(c, size, 80, 200), a0, a1)) {
      const k = r.pickW([
        ["queued", 6],
        ["soldout", 3],
        ["token", 1],
      ] as const);
      const path = k === "soldout" ? `${e.paths.book}?flash=F13-${r.int(1, 60)}` : "/flash/13";
      const status = k === "queued" ? 429 : k === "soldout" ? 409 : 403;
      req(c, t, {
        method: k === "soldout" ? "POST" : "GET",
        path,
        status,
        ms: r.int(2, 40),
        upstream: bff,
        hops: [
          {
            svc: k === "soldout" ? b : bff,
            at: 1,
            lines: [
              {
                dt: 2,
                level: k === "queued" ? "info" : "warn",
                msg:
                  k === "queued"
                    ? `waiting room: session queued position=${r.int(20, 2400)} retry_after=${r.int(5, 30)}s`
                    : k === "soldout"
                      ? `flash design F13-${r.int(1, 60)} sold out, hold refused`
                      : "waiting room token expired or forged, sending back to queue",
                logger: lg(b, "flash.FlashService"),
              },
            ],
          },
        ],
      });
    }
    line(c, a1, bff, "info", `waiting room queue drained, admission back to normal`);
  },
};

export const BUSINESS: NoiseKind[] = [
  depositDeclines,
  failedLogins,
  expiredSessions,
  consentValidation,
  doubleBooking,
  noShowSweep,
  smsUndeliverable,
  emailBounces,
  webhookReplays,
  refundDisputes,
  voucherInvalid,
  idCheckRefusals,
  waitlistExpiry,
  gdprErasure,
  deprecatedClients,
  signupSpam,
  flashDay,
];
