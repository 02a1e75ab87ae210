// Noise from customers and technicians doing ordinary things: declined cards, failed logins, expired sessions,
// validation rejections, fraud holds, cancellations, occupancy checks refused, double submissions,
// no technician free in a rural area, a slow insurer check that is retried.
import { calloutOk } from "./background.js";
import { access, api, appReq, proxyError, routeOf } from "./http.js";
import { count, enc, exName, type NoiseKind, rate } from "./noise-kit.js";

export const declinedCards: NoiseKind = {
  id: "declined_cards",
  title: "card declines on callout deposits",
  run(ctx, r, w) {
    const pay = ctx.svc("payments");
    const psp = ctx.estate.vendors.psp;
    const codes: Array<[string, string]> = [
      ["05", "do_not_honor"],
      ["51", "insufficient_funds"],
      ["51", "insufficient_funds"],
      ["54", "expired_card"],
      ["1A", "authentication_required"],
      ["65", "card_velocity_exceeded"],
      ["14", "invalid_card_number"],
      ["59", "suspected_fraud"],
    ];
    ctx.poisson(r, rate(2.2, w), (t) => {
      const ids = ctx.ids();
      const id = ctx.callout();
      const [code, why] = r.pick(codes);
      const amount = ctx.money(25, 60);
      const lv = r.chance(0.35) ? "ERROR" : "WARN";
      const ex = exName(pay, {
        jvm: "CardDeclinedException",
        ruby: `${psp}::CardError`,
        dotnet: "PaymentDeclinedException",
      });
      ctx.emit(
        t,
        pay,
        lv,
        `Authorisation declined for ${id}: ${psp} response ${code} ${why} amount=${amount} (${ex})`,
        { ids },
      );
      access(ctx, t + r.int(3, 20), ids, {
        method: "POST",
        path: api(ctx, `/callouts/${enc(id)}/deposit`),
        status: 402,
        ms: r.int(300, 1400),
        up: pay,
      });
      if (why === "authentication_required" && r.chance(0.7))
        ctx.emit(
          t + r.int(20000, 90000),
          pay,
          "INFO",
          `3DS challenge completed for ${id}; deposit authorised ${amount}`,
        );
      else if (r.chance(0.5))
        ctx.emit(
          t + r.int(30000, 160000),
          pay,
          "INFO",
          `Deposit authorised ${amount} for ${id} via ${psp} (second card)`,
        );
    });
  },
};

export const failedLogins: NoiseKind = {
  id: "failed_logins",
  title: "failed technician and customer logins",
  run(ctx, r, w) {
    const au = ctx.svc("auth");
    const { method, path } = routeOf(ctx, "auth");
    const stuffer = ctx.ip();
    const burstAt = ctx.at(r, 0.1, 0.8);
    const fail = (t: number, user: string, ip: string, why: string) => {
      if (au.runtime === "keycloak")
        ctx.emit(
          t,
          au,
          "WARN",
          `type="LOGIN_ERROR", realmId="field", clientId="${ctx.estate.techApp.toLowerCase()}", userId="null", ipAddress="${ip}", error="${why}", auth_method="openid-connect", username="${user}"`,
        );
      else ctx.emit(t, au, "WARN", `login failed user=${user} ip=${ip} reason=${why}`);
      access(ctx, t + r.int(5, 40), {}, { method, path, status: 401, ms: r.int(30, 300), up: au, ip });
    };
    ctx.poisson(r, rate(1.6, w), (t) => {
      const user = r.chance(0.7)
        ? ctx.tech()
        : `${r.pick(["jo", "mark", "s.patel", "lisa", "tom.h"])}${r.int(1, 99)}@${r.pick(["gmail.com", "outlook.com", "btinternet.com"])}`;
      const ip = ctx.ip();
      fail(
        t,
        user,
        ip,
        r.pick(["invalid_user_credentials", "invalid_user_credentials", "user_not_found", "invalid_totp"]),
      );
      if (r.chance(0.6)) {
        const t2 = t + r.int(8000, 50000);
        if (au.runtime === "keycloak")
          ctx.emit(
            t2,
            au,
            "INFO",
            `type="LOGIN", realmId="field", clientId="${ctx.estate.techApp.toLowerCase()}", userId="${ctx.v.uuid()}", ipAddress="${ip}", username="${user}"`,
          );
        else ctx.emit(t2, au, "INFO", `login ok user=${user} client=tech-app mfa=totp`);
      }
    });
    // a small credential-stuffing run that hits the lockout and the per-IP limiter
    const n = count(ctx, w, 22);
    for (let i = 0; i < n; i++) {
      const t = burstAt + i * r.int(300, 1500);
      fail(
        t,
        `${r.pick(["admin", "info", "office", "accounts", "dave", "sales"])}@${r.pick(["hotmail.co.uk", "yahoo.com", "gmail.com"])}`,
        stuffer,
        "user_not_found",
      );
      if (i === Math.floor(n * 0.6))
        ctx.emit(
          t + 50,
          au,
          "WARN",
          `Temporarily locking ${stuffer}: ${i + 1} failed attempts in 60s (brute-force protection)`,
        );
    }
  },
};

export const expiredSessions: NoiseKind = {
  id: "expired_sessions",
  title: "expired tokens at a shift change",
  run(ctx, r, w) {
    const web = ctx.svc("web");
    const disp = ctx.svc("dispatch");
    const shift = ctx.at(r, 0.15, 0.7);
    const err = exName(web, {
      jvm: "io.jsonwebtoken.ExpiredJwtException",
      node: "TokenExpiredError",
      python: "jwt.exceptions.ExpiredSignatureError",
      dotnet: "Microsoft.IdentityModel.Tokens.SecurityTokenExpiredException",
      ruby: "JWT::ExpiredSignature",
      go: "token is expired",
    });
    ctx.poisson(
      r,
      rate(8, w),
      (t) => {
        const ids = ctx.ids();
        const exp = new Date(t - r.int(1000, 3600000)).toISOString();
        const svc = r.chance(0.5) ? web : disp;
        ctx.emit(
          t,
          svc,
          r.chance(0.2) ? "ERROR" : "WARN",
          `Rejected bearer token for ${ctx.tech()}: ${err}: jwt expired at ${exp}`,
          { ids },
        );
        const { method, path } = routeOf(ctx, "dispatch");
        access(ctx, t + 3, ids, { method, path, status: 401, ms: r.int(2, 15), up: svc, ua: ctx.ua("app") });
        if (r.chance(0.8)) {
          const { method: m2, path: p2 } = routeOf(ctx, "auth");
          access(
            ctx,
            t + r.int(200, 3000),
            {},
            {
              method: m2,
              path: p2.includes("token") ? p2 : `${p2}?grant_type=refresh_token`,
              status: 200,
              ms: r.int(30, 200),
              up: ctx.svc("auth"),
              ua: ctx.ua("app"),
            },
          );
        }
      },
      shift,
      shift + r.int(4, 9) * 60000,
    );
    ctx.poisson(r, rate(0.8, w), (t) => {
      ctx.emit(t, web, "INFO", `session ${ctx.v.hex(8)} expired after ${r.int(30, 120)}m idle; redirecting to login`);
    });
  },
};

export const validationRejections: NoiseKind = {
  id: "validation_rejections",
  title: "callout forms rejected by validation",
  run(ctx, r, w) {
    const intake = ctx.svc("intake");
    const { method, path } = routeOf(ctx, "intake");
    const problems = [
      ["postcode", "'%PC%' is not a valid UK postcode"],
      ["phone", "must be a UK mobile or landline in E.164 form"],
      ["lockType", "'garage-roller' is not offered in this area"],
      ["accessNotes", "must be at most 500 characters"],
      ["preferredTime", "must be in the future"],
      ["email", "is not a valid address"],
    ];
    ctx.poisson(r, rate(3.5, w), (t) => {
      const ids = ctx.ids();
      const [field, tmpl] = r.pick(problems);
      const why = (tmpl ?? "").replace("%PC%", r.pick(["LS66 2QTT", "N/A", "M1", "12345", "SW1A", "BT", "0161 555"]));
      let msg: string;
      switch (intake.runtime) {
        case "dotnet":
          msg = `One or more validation errors occurred. ${field}: ${why}`;
          break;
        case "ruby":
          msg = `ActiveRecord::RecordInvalid: Validation failed: ${field} ${why}`;
          break;
        case "node":
          msg = `ValidationError: "${field}" ${why}`;
          break;
        default:
          msg = `Validation failed for callout request: field '${field}' ${why}`;
      }
      ctx.emit(t, intake, r.chance(0.25) ? "ERROR" : "WARN", msg, { ids });
      appReq(ctx, t + 2, intake, ids, method, path, 422, r.int(3, 30), "INFO");
      access(ctx, t + r.int(4, 30), ids, { method, path, status: 422, ms: r.int(5, 35), up: intake });
    });
  },
};

export const fraudHolds: NoiseKind = {
  id: "fraud_holds",
  title: "fraud rules holding deposits for review",
  run(ctx, r, w) {
    const pay = ctx.svc("payments");
    const rules = [
      ["R17", "card issuing country differs from site country"],
      ["R04", "third callout from same device in 24h"],
      ["R22", "billing postcode mismatch and amount > £150"],
      ["R09", "prepaid card on lock-change job"],
    ];
    ctx.poisson(r, rate(0.9, w), (t) => {
      const id = ctx.callout();
      const [rule, why] = r.pick(rules);
      ctx.emit(t, pay, "WARN", `Fraud rule ${rule} fired for ${id} (${why}); payment held, manual review queued`, {
        ids: ctx.ids(),
      });
      if (r.chance(0.6))
        ctx.emit(
          t + r.int(60000, 300000),
          pay,
          "INFO",
          `Review of ${id} released by ops (${r.pick(["customer verified by phone", "known customer", "insurer job"])})`,
        );
      else if (r.chance(0.5))
        ctx.emit(t + r.int(60000, 300000), pay, "WARN", `Review of ${id} rejected: payment voided, callout cancelled`);
    });
  },
};

export const cancellations: NoiseKind = {
  id: "callout_cancellations",
  title: "customers cancelling after dispatch",
  run(ctx, r, w) {
    const intake = ctx.svc("intake");
    const disp = ctx.svc("dispatch");
    ctx.poisson(r, rate(1.8, w), (t) => {
      const ids = ctx.ids();
      const id = ctx.callout();
      const why = r.pick([
        "got_back_in",
        "got_back_in",
        "found_spare_key",
        "landlord_attending",
        "too_expensive",
        "duplicate",
      ]);
      ctx.emit(t, intake, "INFO", `Callout ${id} cancelled by customer reason=${why}`, { ids });
      ctx.emit(
        t + r.int(50, 400),
        disp,
        "WARN",
        `Job for ${id} recalled from ${ctx.tech()} (en route ${r.int(2, 30)}m); cancellation fee ${why === "duplicate" ? "waived" : ctx.money(20, 35)}`,
        { ids },
      );
      if (r.chance(0.3))
        ctx.emit(t + r.int(500, 3000), ctx.svc("payments"), "INFO", `Deposit for ${id} partially refunded`, { ids });
      access(ctx, t + 10, ids, {
        method: "DELETE",
        path: api(ctx, `/callouts/${enc(id)}`),
        status: 204,
        ms: r.int(20, 200),
        up: intake,
      });
    });
  },
};

export const occupancyRefused: NoiseKind = {
  id: "occupancy_refused",
  title: "lockout jobs refused at the proof-of-occupancy check",
  run(ctx, r, w) {
    const intake = ctx.svc("intake");
    const disp = ctx.svc("dispatch");
    ctx.poisson(r, rate(2.5, w), (t) => {
      const ids = ctx.ids();
      const id = ctx.callout();
      const why = r.pick([
        "name on ID does not match electoral roll for the address",
        "no utility bill or tenancy agreement produced",
        "caller declined photo ID on arrival",
        "address flagged by police liaison list",
      ]);
      ctx.emit(
        t,
        disp,
        "WARN",
        `Access denied for ${id}: proof-of-occupancy check failed (${why}); tech ${ctx.tech()} told not to proceed`,
        { ids },
      );
      ctx.emit(
        t + r.int(200, 2000),
        intake,
        r.chance(0.3) ? "ERROR" : "WARN",
        `Callout ${id} closed as REFUSED_NO_AUTHORITY (403 from occupancy check)`,
        { ids },
      );
    });
  },
};

export const duplicateSubmissions: NoiseKind = {
  id: "duplicate_submissions",
  title: "double-submitted callouts answered from idempotency keys",
  run(ctx, r, w) {
    const intake = ctx.svc("intake");
    const { method, path } = routeOf(ctx, "intake");
    ctx.poisson(r, rate(5, w), (t) => {
      const ids = ctx.ids();
      const key = ctx.v.uuid();
      if (r.chance(0.45)) {
        ctx.emit(t, intake, "INFO", `Idempotency-Key ${key} replayed; returning stored 201 for ${ctx.callout()}`, {
          ids,
        });
        access(ctx, t + 2, ids, { method, path, status: 201, ms: r.int(3, 20), up: intake });
      } else {
        ctx.emit(
          t,
          intake,
          "WARN",
          `Duplicate callout rejected: same phone and postcode within 10 minutes (existing ${ctx.callout()}) - 409 Conflict`,
          { ids },
        );
        access(ctx, t + 2, ids, { method, path, status: 409, ms: r.int(5, 40), up: intake });
      }
    });
  },
};

export const noTechAvailable: NoiseKind = {
  id: "no_tech_available",
  title: "no eligible technician in rural areas overnight",
  run(ctx, r, w) {
    const disp = ctx.svc("dispatch");
    const ex = exName(disp, {
      jvm: "NoEligibleTechnicianException",
      python: "NoEligibleTechnician",
      ruby: "Dispatch::NoEligibleTechnician",
    });
    ctx.poisson(r, rate(3, w), (t) => {
      const ids = ctx.ids();
      const id = ctx.callout();
      const area = r.pick(["North Dales", "Fens", "Peak fringe", "coastal strip", "Moorland East"]);
      ctx.emit(
        t,
        disp,
        "WARN",
        `No eligible technician within ${r.pick([25, 30, 40])}km for ${id} (area=${area}, skill=${r.pick(["upvc", "auto", "safe", "mortice"])}); widening radius`,
        { ids },
      );
      if (r.chance(0.55))
        ctx.emit(
          t + r.int(1000, 5000),
          disp,
          "INFO",
          `Assigned ${id} to ${ctx.tech()} eta=${r.int(50, 95)}m distance=${r.int(30, 60)}.0km (widened)`,
          { ids },
        );
      else
        ctx.emit(
          t + r.int(1000, 5000),
          disp,
          "ERROR",
          `Assignment failed for ${id}: ${ex}: none within 60km; handed to partner network`,
          { ids },
        );
    });
  },
};

export const insurerSlow: NoiseKind = {
  id: "insurer_slow",
  title: "a slow insurer policy check retried or skipped",
  run(ctx, r, w) {
    const intake = ctx.svc("intake");
    const ins = ctx.estate.vendors;
    const from = ctx.at(r, 0, 0.5);
    const to = from + r.int(3, 8) * 60000;
    const ex = exName(intake, {
      jvm: "java.net.SocketTimeoutException",
      node: "TimeoutError",
      dotnet: "System.Threading.Tasks.TaskCanceledException",
      python: "httpx.ReadTimeout",
      ruby: "Net::ReadTimeout",
    });
    ctx.poisson(
      r,
      rate(3, w),
      (t) => {
        const ids = ctx.ids();
        const id = ctx.callout();
        ctx.emit(
          t,
          intake,
          "WARN",
          `${ins.insurer} policy check for ${id} timed out after 3000ms (${ex}); retrying 1/2 https://${ins.insurerHost}/v3/policies/lookup`,
          { ids },
        );
        if (r.chance(0.7))
          ctx.emit(
            t + r.int(600, 2500),
            intake,
            "INFO",
            `${ins.insurer} policy check for ${id} ok on retry: cover=${r.pick(["home-emergency", "landlord", "none"])}`,
            { ids },
          );
        else
          ctx.emit(
            t + r.int(3100, 3500),
            intake,
            "WARN",
            `${ins.insurer} policy check for ${id} skipped after 2 timeouts; job proceeds as private pay`,
            { ids },
          );
      },
      from,
      to,
    );
    if (r.chance(0.5)) calloutOk(ctx, ctx.at(r, 0.1, 0.9), ctx.ids(), r);
  },
};

/** Rare phone-only channel retries that end in 499s at the proxy (caller hung up); a small companion kind. */
export const clientHangups: NoiseKind = {
  id: "client_hangups",
  title: "callers hanging up mid-request (499s)",
  run(ctx, r, w) {
    const intake = ctx.svc("intake");
    const px = ctx.svc("proxy");
    ctx.poisson(r, rate(2, w), (t) => {
      const ids = ctx.ids();
      const { method, path } = routeOf(ctx, r.chance(0.5) ? "intake" : "pricing");
      const status = px.runtime === "nginx" ? 499 : r.pick([499, 400]);
      access(ctx, t, ids, { method, path, status, ms: r.int(2000, 9000), up: intake });
      if (intake.runtime === "node")
        ctx.emit(
          t + 3,
          intake,
          "WARN",
          `request aborted by client: ${method} ${path} (ECONNRESET on socket after ${r.int(2, 9)}s)`,
          { ids },
        );
      else
        ctx.emit(t + 3, intake, "WARN", `client disconnected before response was written: ${method} ${path}`, { ids });
    });
    if (r.chance(0.2)) proxyError(ctx, ctx.at(r, 0.2, 0.9), intake, "closed", "POST", api(ctx, "/callouts"));
  },
};

export const PEOPLE: NoiseKind[] = [
  declinedCards,
  failedLogins,
  expiredSessions,
  validationRejections,
  fraudHolds,
  cancellations,
  occupancyRefused,
  duplicateSubmissions,
  noTechAvailable,
  insurerSlow,
  clientHangups,
];
