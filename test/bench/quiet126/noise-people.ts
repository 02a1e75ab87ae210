// Harmless noise from the people and devices the platforms serve: wrong passwords, declined cards, refused
// pickups, expired sessions, permission denials, invalid forms, cutoffs and allergen blocks. All are the
// domain saying "no" correctly, often at ERROR.
import { count, type NoiseKind, slot } from "./noise-kit.js";
import { role, runtimeOf } from "./types.js";
import { maskedEmail, publicIp, rails } from "./voices.js";

export const failedLogins: NoiseKind = {
  id: "failed-logins",
  svcs: (e) => role(e, "auth").slice(0, 1),
  note: (e) =>
    `Quiet: a burst of failed sign-ins and a few lockouts on ${role(e, "auth")[0]} (mistyped passwords, expired MFA codes); sign-ins otherwise succeed.`,
  run(c, a) {
    const svc = role(c.e, "auth")[0];
    const { s, r } = c;
    const [from, to] = slot(c, (c.t1 - c.t0) * 0.7);
    const users = Array.from({ length: count(c, 14, a) }, () => c.e.vocab.user(r));
    s.as("noise").spread(count(c, 60, a), from, to, (t) => {
      const u = r.pick(users);
      const ip = publicIp(r);
      switch (runtimeOf(c.e, svc)) {
        case "ruby":
          rails(c, t, svc, {
            method: "POST",
            path: "/users/sign_in",
            action: "Users::SessionsController#create",
            status: 401,
            ms: r.latency(180),
            ip,
            format: "HTML",
          });
          s.add(
            t + 150,
            svc,
            "WARN",
            `Failed login for ${u} from ${ip}: invalid email or password (attempt ${r.int(1, 5)}/5)`,
          );
          if (r.chance(0.08))
            s.add(t + 160, svc, "WARN", `Account locked for ${u} after 5 failed attempts; unlock instructions sent`);
          break;
        case "go":
          if (r.chance(0.35))
            s.add(t, svc, "ERROR", "ldap bind failed", {
              kv: {
                user: u,
                err: 'LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563',
              },
            });
          else
            s.add(t, svc, "WARN", "login failed", {
              kv: {
                user: u,
                realm: u.includes("students") ? "students" : "staff",
                reason: r.pick([
                  "invalid_credentials",
                  "invalid_credentials",
                  "mfa_code_expired",
                  "mfa_code_invalid",
                  "account_disabled",
                ]),
                ip,
              },
            });
          break;
        default:
          s.add(
            t,
            svc,
            "WARN",
            `POST /v1/auth/login -> 401 (${r.latency(160)} ms) reason=${r.pick(["bad_password", "bad_password", "unknown_user", "otp_expired"])} user=${u}`,
          );
          if (r.chance(0.06)) s.add(t + 5, svc, "WARN", `too many attempts for ${u}; captcha required for 15m`);
      }
    });
    s.as("bg");
  },
};

export const declinedCards: NoiseKind = {
  id: "declined-cards",
  svcs: (e) => role(e, "payments").slice(0, 1),
  note: (e) =>
    `Quiet: many card payments declined by issuers on ${role(e, "payments")[0]} (insufficient funds, expired cards, abandoned 3-D Secure) while other payments go through.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "payments")[0];
    const codes = [
      "insufficient_funds",
      "insufficient_funds",
      "insufficient_funds",
      "expired_card",
      "incorrect_cvc",
      "do_not_honor",
      "generic_decline",
      "lost_card",
    ];
    s.as("noise").spread(count(c, 45, a), c.t0, c.t1, (t) => {
      const code = r.pick(codes);
      if (e.key === "tuckshop") {
        const tu = `TU-${r.int(900000, 999999)}`;
        rails(c, t - 500, "tp-storefront", {
          method: "POST",
          path: "/wallet/top_ups",
          action: "Wallet::TopUpsController#create",
          status: 422,
          ms: r.latency(500),
          ip: publicIp(r),
          format: "HTML",
        });
        const sca = r.chance(0.15);
        if (sca)
          s.add(
            t,
            svc,
            "WARN",
            `Paywise PaymentIntent pi_3P${r.alnum(14)} requires_action: authentication_required (3-D Secure challenge not completed)`,
          );
        else
          s.add(
            t,
            svc,
            "ERROR",
            `Payment failed for ${tu}: Paywise.CardException: Your card was declined. (code=card_declined, decline_code=${code})`,
          );
        s.add(
          t + 30,
          "tp-wallet",
          "WARN",
          `Top-up ${tu} not credited: ${sca ? "customer did not complete 3-D Secure" : `payment declined (${code})`}`,
        );
      } else if (e.key === "northfield") {
        s.add(
          t,
          svc,
          "ERROR",
          `Top-up declined for account ${r.int(100000, 189999)}: processor response ${r.pick(["05 Do Not Honor", "51 Insufficient Funds", "54 Expired Card", "14 Invalid Card Number"])}`,
        );
      } else {
        s.add(t, svc, "ERROR", `Card payment for invoice INV-2026-${r.int(1000, 9999)} declined by issuer: ${code}`);
        if (r.chance(0.3))
          s.add(
            t + 40,
            svc,
            "INFO",
            `Family F-${r.int(1000, 4999)} emailed about failed payment (retry scheduled in 3 days)`,
          );
      }
    });
    s.as("bg");
  },
};

export const pickupRefused: NoiseKind = {
  id: "pickup-refused",
  svcs: (e) => role(e, "custody").slice(0, 1),
  note: (e) =>
    `Quiet: ${role(e, "custody")[0]} refuses several hand-overs to adults who are not authorised (court-order flags, unlisted relatives), which is the safeguarding working as designed.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "custody")[0];
    const v = e.vocab;
    s.as("noise").spread(count(c, 24, a), c.t0, c.t1, (t) => {
      const kid = v.child(r);
      if (e.key === "acorns") {
        const tr = s.trace();
        if (r.chance(0.2))
          s.add(
            t,
            svc,
            "ERROR",
            `Pickup BLOCKED for child ${kid}: court-order flag on record, person presented as 'father'; centre manager alerted`,
            { trace: tr },
          );
        else
          s.add(
            t,
            svc,
            "WARN",
            `Pickup refused for child ${kid}: ${r.pick(["person not on authorised list (ad-hoc 'grandma'), guardian phoned", "PIN mismatch 3 times, staff verification required", "photo match below threshold (0.41), staff verification required", "authorisation for G-" + r.int(20000, 29999) + " expired 2026-04-30"])}`,
            { trace: tr },
          );
        s.add(t + r.int(10, 40), "kiosk-gateway", "WARN", "request completed", {
          trace: tr,
          kv: { method: "POST", url: "/v1/pickup/authorize", statusCode: 403, responseTime: r.latency(200) },
        });
      } else if (e.key === "northfield") {
        s.add(
          t,
          svc,
          "WARN",
          `early sign-out refused for student ${kid.replace("S-", "")}: caller is not an authorized contact (school=${v.site(r)})`,
        );
      } else {
        s.add(
          t,
          svc,
          "WARN",
          `Drop-off refused at ${`ST-0${r.int(100, 899)}`} for rider ${kid} (grade ${r.pick(["K", "K", "1", "PreK"])}): no authorized adult present, rider returned to school`,
        );
      }
    });
    s.as("bg");
  },
};

export const expiredSessions: NoiseKind = {
  id: "expired-sessions",
  svcs: (e) => role(e, "gateway").slice(0, 1),
  note: (e) =>
    `Quiet: ${role(e, "gateway")[0]} rejects many requests with expired tokens or sessions after the overnight idle, and clients re-authenticate.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "gateway")[0];
    const [from, to] = slot(c, (c.t1 - c.t0) * 0.5);
    s.as("noise").spread(count(c, 70, a), from, to, (t) => {
      const exp = new Date(t - r.int(60, 40000) * 1000).toISOString().replace(/\.\d+Z/, "Z");
      switch (e.key) {
        case "acorns":
          s.add(t, svc, "WARN", "request completed", {
            kv: {
              method: r.pick(["GET", "POST"]),
              url: r.pick(["/v1/rooms/today", "/v1/checkins", "/v1/kiosk/config"]),
              statusCode: 401,
              responseTime: 2.1,
              err: `TokenExpiredError: jwt expired (${exp})`,
              kiosk: e.vocab.device(r),
            },
          });
          if (r.chance(0.5)) s.add(t + 400, svc, "INFO", "kiosk token refreshed", { kv: { kiosk: e.vocab.device(r) } });
          break;
        case "northfield":
          s.add(
            t,
            svc,
            "WARN",
            `GET /api/${r.pick(["students/me", "timetable/me", "sections/mine"])} 401 61 - ${r.range(1, 4).toFixed(3)} ms`,
          );
          if (r.chance(0.4)) s.add(t + 1, svc, "WARN", `TokenExpiredError: jwt expired at ${exp}`);
          break;
        case "hopscotch":
          s.add(
            t,
            svc,
            "WARN",
            `GET /v1/riders/RDR-${r.int(40000, 49999)}/bus -> 401 (3 ms) session expired, refresh required`,
          );
          break;
        default:
          rails(c, t, svc, {
            method: "GET",
            path: r.pick(["/orders/new", "/wallet", "/account"]),
            action: "ApplicationController#authenticate_parent!",
            status: 302,
            ms: 4,
            ip: publicIp(r),
            format: "HTML",
          });
          s.add(t + 3, svc, "INFO", "Session expired, redirecting to /parents/sign_in");
      }
    });
    s.as("bg");
  },
};

export const permissionDenied: NoiseKind = {
  id: "permission-denied",
  svcs: (e) => role(e, "core").slice(0, 1),
  note: (e) =>
    `Quiet: ${role(e, "core")[0]} denies staff and users actions they are not entitled to (unassigned classes, substitutes, unlinked accounts); the access rules work as intended.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "core")[0];
    s.as("noise").spread(count(c, 40, a), c.t0, c.t1, (t) => {
      switch (runtimeOf(e, svc)) {
        case "python": {
          const sec = r.pick(["CHEM-03", "BIO-07", "USH-03", "GEOM-02"]);
          s.add(t, svc, "WARN", `Forbidden: /api/v2/sections/${sec}/register`);
          if (r.chance(0.5))
            s.add(
              t + 1,
              svc,
              "INFO",
              `permission denied: ${r.pick(["m.nguyen", "k.brennan", "sub.jmartin", "sub.lpeters"])} not assigned to section ${sec} (substitute assignment pending)`,
            );
          break;
        }
        case "java":
          s.add(
            t,
            svc,
            "WARN",
            `Access denied for ${`STAFF-${r.int(10, 99)}`} on room ${r.pick(["Owls", "Robins", "Squirrels"])} at ${e.vocab.site(r)}: not rostered today (org.springframework.security.access.AccessDeniedException: Access Denied)`,
          );
          break;
        case "go":
          s.add(t, svc, "WARN", "forbidden", {
            kv: {
              guardian: `GU-${r.int(50000, 69999)}`,
              rider: e.vocab.child(r),
              reason: "guardian not linked to rider",
            },
          });
          break;
        default: {
          rails(c, t, svc, {
            method: r.pick(["PATCH", "DELETE"]),
            path: `/orders/O-${r.int(3000000, 3999999)}`,
            action: "OrdersController#update",
            status: 403,
            ms: r.latency(20),
            ip: publicIp(r),
            format: "HTML",
          });
          s.add(
            t + 10,
            svc,
            "WARN",
            "Pundit::NotAuthorizedError: not allowed to update? this Order (order already sent to kitchen)",
          );
        }
      }
    });
    s.as("bg");
  },
};

export const invalidInput: NoiseKind = {
  id: "invalid-input",
  svcs: (e) => role(e, "gateway").slice(0, 1),
  note: (e) =>
    `Quiet: ${role(e, "gateway")[0]} rejects many malformed or out-of-range form submissions with 4xx and logs them at ERROR.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "gateway")[0];
    s.as("noise").spread(count(c, 50, a), c.t0, c.t1, (t) => {
      switch (e.key) {
        case "tuckshop": {
          const why = r.pick([
            "Pickup time must be between 11:30 and 13:30",
            "Items can't be blank",
            "Student must belong to a school with an active canteen",
            "Amount must be greater than or equal to 5",
            "Order date is a pupil-free day",
          ]);
          rails(c, t, svc, {
            method: "POST",
            path: r.pick(["/orders", "/wallet/top_ups"]),
            action: "OrdersController#create",
            status: 422,
            ms: r.latency(30),
            ip: publicIp(r),
            format: "HTML",
          });
          s.add(t + 20, svc, "ERROR", `ActiveRecord::RecordInvalid (Validation failed: ${why})`);
          break;
        }
        case "acorns":
          s.add(t, svc, "ERROR", "request errored", {
            kv: {
              method: "POST",
              url: r.pick(["/v1/checkins", "/v1/notes"]),
              statusCode: 400,
              err: r.pick([
                "body/temperatureC must be <= 42",
                'body/childId must match pattern "^C-\\d{5}$"',
                "body/napEnd must be after napStart",
              ]),
            },
          });
          break;
        case "northfield":
          s.add(
            t,
            svc,
            "WARN",
            `POST /api/${r.pick(["absences", "contacts", "forms/field-trip"])} 400 ${r.int(80, 200)} - ${r.range(2, 9).toFixed(3)} ms`,
          );
          s.add(
            t + 1,
            svc,
            "ERROR",
            `ValidationError: ${r.pick(["dateOfBirth must be in the past", "phone must be a valid US number", "consent.signedBy is required", "dates[0] must be a school day"])}`,
          );
          break;
        default:
          s.add(
            t,
            svc,
            "WARN",
            `POST /v1/guardians/me/contacts -> 400 (${r.int(3, 20)} ms) ${r.pick(["phone: invalid format", "email: must be a valid email", "stop_id: unknown stop"])}`,
          );
      }
    });
    s.as("bg");
  },
};

export const orderCutoff: NoiseKind = {
  id: "order-cutoff",
  svcs: (e) => (e.key === "tuckshop" ? ["tp-orders"] : e.key === "northfield" ? ["lunch-pay"] : []),
  note: (e) =>
    `Quiet: ${e.key === "tuckshop" ? "tp-orders" : "lunch-pay"} rejects a rush of lunch orders placed after the morning cutoff, as the schools configured.`,
  run(c, a) {
    const { s, r, e } = c;
    const [from, to] = slot(c, 4 * 60000);
    // The schools' cutoff: the last quarter hour at least ten minutes before the burst starts, in local time.
    const offset = (e.key === "tuckshop" ? 10 : -4) * 3600000;
    const q = 15 * 60000;
    const cutoff = Math.floor((from + offset - 10 * 60000) / q) * q;
    const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);
    s.as("noise").spread(count(c, 55, a), from, to, (t) => {
      if (e.key === "tuckshop")
        s.add(
          t,
          "tp-orders",
          "WARN",
          `Order rejected for ${e.vocab.child(r)}: cutoff ${hhmm(cutoff)} passed for ${e.vocab.site(r)} (now ${hhmm(t + offset)})`,
        );
      else
        s.add(
          t,
          "lunch-pay",
          "WARN",
          `Pre-order for account ${r.int(100000, 189999)} refused: cutoff ${hhmm(cutoff)} passed for ${e.vocab.site(r)}`,
        );
    });
    s.as("bg");
  },
};

export const allergenBlock: NoiseKind = {
  id: "allergen-block",
  svcs: (e) => (e.key === "tuckshop" ? ["tp-allergen", "tp-orders"] : e.key === "northfield" ? ["lunch-pay"] : []),
  note: (e) =>
    `Quiet: ${e.key === "tuckshop" ? "tp-allergen" : "lunch-pay"} blocks orders and sales of items that contain a child's flagged allergen, logged at ERROR.`,
  run(c, a) {
    const { s, r, e } = c;
    s.as("noise").spread(count(c, 30, a), c.t0, c.t1, (t) => {
      const kid = e.vocab.child(r);
      const [item, al] = r.pick([
        ["Satay chicken noodles", "PEANUT"],
        ["Fish fingers", "FISH"],
        ["Egg & lettuce sandwich", "EGG"],
        ["Pesto pasta", "TREE_NUT"],
        ["Cheese toastie", "DAIRY"],
      ] as const);
      if (e.key === "tuckshop") {
        const o = `O-${r.int(3000000, 3999999)}`;
        s.add(
          t,
          "tp-allergen",
          "ERROR",
          `BLOCKED order ${o}: item '${item}' contains ${al}; student ${kid} has ${r.pick(["anaphylaxis", "allergy", "allergy"])} flag (${al})`,
        );
        s.add(t + 80, "tp-orders", "WARN", `Order ${o} rejected by allergen check; parent notified`);
      } else
        s.add(
          t,
          "lunch-pay",
          "ERROR",
          `POS sale blocked at ${e.vocab.site(r)} line ${r.int(1, 3)}: item '${item}' contains ${al}, student ${kid.replace("S-", "")} flagged`,
        );
    });
    s.as("bg");
  },
};

export const bouncedEmail: NoiseKind = {
  id: "bounced-email",
  svcs: (e) => (e.key === "hopscotch" ? [] : role(e, "messaging").slice(0, 1)),
  note: (e) =>
    `Quiet: ${role(e, "messaging")[0]} logs bounced and deferred emails to parents (unknown mailboxes, full inboxes, greylisting) during a normal send.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "messaging")[0];
    s.as("noise").spread(count(c, 45, a), c.t0, c.t1, (t) => {
      const to = maskedEmail(r);
      const k = r.weighted([
        [0, 5],
        [1, 2],
        [2, 2],
        [3, 3],
      ] as const);
      if (k === 0)
        s.add(
          t,
          svc,
          "ERROR",
          `email to ${to} failed: 550 5.1.1 <${to}>: Recipient address rejected: User unknown in virtual mailbox table`,
        );
      else if (k === 1)
        s.add(
          t,
          svc,
          "WARN",
          `email to ${to} deferred: 452 4.2.2 The email account that you tried to reach is over quota. Please direct the recipient to https://support.google.com/mail/?p=OverQuotaTemp`,
        );
      else if (k === 2)
        s.add(
          t,
          svc,
          "WARN",
          `email to ${to} deferred: 421 4.7.0 [TSS04] Messages from 54.240.${r.int(0, 60)}.${r.int(1, 254)} temporarily deferred due to unexpected volume or user complaints`,
        );
      else
        s.add(
          t,
          svc,
          "WARN",
          `bounce event type=Permanent subtype=${r.pick(["General", "NoEmail", "Suppressed"])} recipient=${to}; address suppressed`,
        );
    });
    s.as("bg");
  },
};

export const smsUndeliverable: NoiseKind = {
  id: "sms-undeliverable",
  svcs: (e) => role(e, "messaging").slice(0, 1),
  note: (e) =>
    `Quiet: ${role(e, "messaging")[0]} reports undeliverable texts (landlines, unsubscribed numbers) from the SMS provider.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "messaging")[0];
    s.as("noise").spread(count(c, 30, a), c.t0, c.t1, (t) => {
      const [code, text] = r.pick([
        [30006, "Landline or unreachable carrier"],
        [30003, "Unreachable destination handset"],
        [21610, "Attempt to send to unsubscribed recipient"],
        [30005, "Unknown destination handset"],
        [21211, "Invalid 'To' Phone Number"],
      ] as const);
      s.add(
        t,
        svc,
        code === 21610 ? "WARN" : "ERROR",
        `sms to ${e.vocab.cc}***${r.digits(4)} failed: twilio error ${code} (${text})`,
      );
    });
    s.as("bg");
  },
};

export const pushTokens: NoiseKind = {
  id: "push-token-invalid",
  svcs: (e) => role(e, "push").slice(0, 1),
  note: (e) =>
    `Quiet: ${role(e, "push")[0]} gets 'unregistered' answers from APNs and FCM for uninstalled apps and prunes the tokens.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "push")[0];
    let pruned = 0;
    s.as("noise").spread(count(c, 40, a), c.t0, c.t1, (t) => {
      pruned++;
      if (runtimeOf(e, svc) === "go") {
        if (r.chance(0.5))
          s.add(t, svc, "WARN", "push rejected", {
            kv: { provider: "apns", status: 410, reason: "Unregistered", token: `${r.hex(8)}…` },
          });
        else
          s.add(t, svc, "WARN", "push rejected", {
            kv: { provider: "apns", status: 400, reason: "BadDeviceToken", token: `${r.hex(8)}…` },
          });
      } else
        s.add(
          t,
          svc,
          "ERROR",
          `FirebaseMessagingError: Requested entity was not found. (messaging/registration-token-not-registered) token=${r.alnum(11)}:APA91b…`,
        );
      if (pruned % 10 === 0) s.add(t + 20, svc, "INFO", `pruned ${pruned} stale device tokens`);
    });
    s.as("bg");
  },
};
