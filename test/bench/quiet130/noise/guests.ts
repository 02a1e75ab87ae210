// Guest-facing refusals that are the domain working as designed: declined cards, wrong passwords, expired
// sessions, staff without a permission, sold-out holiday weekends, lost hold races, partner payloads that
// break park rules, abandoned 3-D Secure, bot sign-ups, bounced mail and texts, bad form input.
import { day, railsTime, rubyTime } from "../clock.js";
import type { SceneLike } from "../types.js";
import { by, mask, type Noise, phone, pubIp, scatter } from "./kit.js";

const DECLINES = [
  ["insufficient_funds", "51", "Insufficient funds"],
  ["do_not_honor", "05", "Do not honor"],
  ["expired_card", "54", "Expired card"],
  ["incorrect_cvc", "N7", "CVV2 mismatch"],
  ["card_velocity_exceeded", "65", "Exceeds withdrawal frequency limit"],
  ["lost_card", "41", "Pick up card (lost)"],
] as const;

function decline(sc: SceneLike, t: number): void {
  const [code, iso, text] = sc.rng.pick(DECLINES);
  const amt = (sc.rng.int(1200, 38000) / 100).toFixed(2);
  const tr = sc.trace();
  switch (sc.est.key) {
    case "pinecrest": {
      const res = `PCR-${sc.rng.digits(6)}`;
      sc.log(
        t,
        "payments",
        "warn",
        `Charge declined amount=${amt} USD reservation=${res} code=card_declined decline_code=${code}`,
        { trace: tr },
      );
      sc.log(t + 30, "booking-api", "error", `checkout failed for ${res}: payment_declined (${code})`, { trace: tr });
      sc.log(t + 32, "booking-api", "info", `POST /v2/reservations 402 ${sc.rng.int(700, 1400)}ms`, { trace: tr });
      if (sc.rng.chance(0.6))
        sc.log(
          t + sc.rng.int(40_000, 120_000),
          "payments",
          "info",
          `Charge authorised amount=${amt} USD ref=ch_${sc.rng.hex(24)} method=${sc.rng.pick(["visa", "mastercard"])}(${sc.rng.digits(4)}) reservation=${res}`,
          { trace: sc.trace() },
        );
      break;
    }
    case "hollow": {
      const o = sc.rng.digits(5);
      sc.log(
        t,
        "trading_post_pos",
        "error",
        `Card declined for Order #${o}: ${iso} ${text} (issuer response), amount ${amt} USD`,
      );
      if (sc.rng.chance(0.5))
        sc.log(
          t + sc.rng.int(20_000, 60_000),
          "trading_post_pos",
          "info",
          `Order #${o} closed: ${sc.rng.int(1, 5)} lines, ${amt} USD, tender ${sc.rng.pick(["Cash", "Visa", "RoomCharge"])}`,
        );
      break;
    }
    case "lakeshore": {
      const lane = sc.rng.int(1, 3);
      sc.log(t, "lk-pos", "warn", `Authorization declined: ${iso} ${text} (lane ${lane}, ${amt} USD, entry=chip)`);
      sc.log(t + 15, "lk-pos", "info", `Transaction voided after decline, lane ${lane}`);
      break;
    }
    case "redrock": {
      const b = `RR-${sc.rng.upper(2)}${sc.rng.digits(5)}`;
      sc.log(t, "ledger", "warn", `deposit declined booking=${b} psp=tilled reason=${code} amount=${amt}`, {
        trace: tr,
      });
      sc.log(t + 40, "frontdesk", "warn", `Payment Required: /api/bookings/${b}/deposit/`, { trace: tr });
      break;
    }
  }
}

function failedLogin(sc: SceneLike, t: number, lockout: boolean): void {
  const who = mask(sc);
  const ip = pubIp(sc);
  by(sc, {
    pinecrest: () => {
      sc.log(
        t,
        "booking-api",
        "warn",
        lockout
          ? `account locked for 15m after 5 failed logins email=${who}`
          : `login failed email=${who} reason=invalid_password attempts=${sc.rng.int(1, 4)} ip=${ip}`,
      );
      sc.log(t + 2, "booking-api", "info", `POST /v2/auth/login ${lockout ? 423 : 401} ${sc.rng.int(180, 420)}ms`);
    },
    hollow: () => {
      const tr = sc.trace();
      sc.log(t, "res_core", "info", `Started POST "/users/sign_in" for ${ip} at ${railsTime(t)}`, { trace: tr });
      sc.log(t + 1, "res_core", "info", "Processing by Users::SessionsController#create as HTML", { trace: tr });
      if (lockout)
        sc.log(
          t + 200,
          "res_core",
          "warn",
          `Devise lockable: account ${who} locked after 5 failed attempts (unlock in 1 hour)`,
          { trace: tr },
        );
      sc.log(
        t + 240,
        "res_core",
        "info",
        `Completed 401 Unauthorized in ${sc.rng.int(180, 300)}ms (ActiveRecord: 2.4ms | Allocations: 3012)`,
        { trace: tr },
      );
    },
    lakeshore: () => {
      sc.log(
        t,
        "lk-reservations",
        "warn",
        lockout ? "User is locked out." : "User failed to provide the correct password.",
      );
    },
    redrock: () => {
      sc.log(
        t,
        "frontdesk",
        "warn",
        lockout
          ? `AXES: Locking out username=${who} ip_address=${ip} after 5 attempts`
          : `AXES: User login failed, running database handler for failure. username=${who} ip_address=${ip}`,
      );
    },
  })();
}

export const GUEST_NOISE: Noise[] = [
  {
    id: "card-declines",
    what: "a check-in rush with a burst of declined cards (insufficient funds, do-not-honor, expired) that guests retry with another card",
    run(sc, at) {
      scatter(sc, sc.rng.int(14, 30), at, sc.rng.int(180_000, 360_000), (t) => decline(sc, t));
    },
  },
  {
    id: "failed-logins",
    what: "guests mistyping passwords at the account page, with a couple of lockouts",
    run(sc, at) {
      scatter(sc, sc.rng.int(18, 40), at, sc.rng.int(240_000, 480_000), (t, i) => failedLogin(sc, t, i % 11 === 7));
    },
  },
  {
    id: "expired-sessions",
    what: "expired guest sessions and tokens after the app's overnight idle, answered with 401/403 and a redirect to log in",
    run(sc, at) {
      scatter(sc, sc.rng.int(25, 60), at, sc.rng.int(240_000, 420_000), (t) => {
        by(sc, {
          pinecrest: () => {
            sc.log(
              t,
              "booking-api",
              "warn",
              `TokenExpiredError: jwt expired at ${new Date(t - sc.rng.int(60_000, 9_000_000)).toISOString()} path=/v2/me/stays`,
            );
            sc.log(t + 1, "booking-api", "info", `GET /v2/me/stays 401 ${sc.rng.int(1, 4)}ms`);
          },
          hollow: () => {
            sc.log(
              t,
              "res_core",
              "warn",
              `Session expired for guest ${sc.rng.digits(5)} (idle ${sc.rng.int(31, 600)}m), redirecting to /users/sign_in`,
              { trace: sc.trace() },
            );
          },
          lakeshore: () => {
            const exp = new Date(t - sc.rng.int(60_000, 3_600_000));
            sc.log(
              t,
              "lk-reservations",
              "info",
              `Bearer was not authenticated. Failure message: IDX10223: Lifetime validation failed. The token is expired. ValidTo (UTC): '${exp.toISOString().replace("T", " ").slice(0, 19)}', Current time (UTC): '${new Date(t).toISOString().replace("T", " ").slice(0, 19)}'.`,
            );
            if (sc.rng.chance(0.4))
              sc.log(
                t + 2,
                "lk-reservations",
                "warn",
                "Guest app token refresh rejected: refresh token expired, forcing sign-in",
              );
          },
          redrock: () => {
            sc.log(
              t,
              "frontdesk",
              "warn",
              `Forbidden (CSRF token from POST incorrect.): /account/${sc.rng.pick(["checkin", "stays", "vehicles"])}/`,
            );
          },
        })();
      });
    },
  },
  {
    id: "staff-permission-denied",
    what: "seasonal staff trying refunds and fee waivers their role does not allow",
    run(sc, at) {
      scatter(sc, sc.rng.int(8, 20), at, sc.rng.int(200_000, 500_000), (t) => {
        const clerk = `${sc.rng.pick(["seasonal", "temp", "clerk"])}${sc.rng.int(2, 19)}`;
        by(sc, {
          pinecrest: () =>
            sc.log(
              t,
              "store-pos",
              "warn",
              `Refund of sale S-${sc.rng.digits(5)} denied: user ${clerk} lacks permission Store.Refunds.Create (manager override requested)`,
            ),
          hollow: () => {
            sc.log(
              t,
              "trading_post_pos",
              "info",
              "Authorization failed. These requirements were not met: RolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (Manager|Owner)",
            );
            sc.log(
              t + 3,
              "trading_post_pos",
              "warn",
              `Void of order #${sc.rng.digits(5)} refused for ${clerk}: requires Manager`,
            );
          },
          lakeshore: () =>
            sc.log(
              t,
              "lk-reservations",
              "warn",
              `403 Forbidden for ${clerk} on POST /api/reservations/LK-2026-${sc.rng.digits(6)}/fee-waiver: missing scope fees:waive`,
            ),
          redrock: () => sc.log(t, "frontdesk", "warn", `Forbidden: /admin/ledger/refund/${sc.rng.digits(5)}/`),
        })();
      });
    },
  },
  {
    id: "sold-out-weekend",
    what: "holiday-weekend searches and holds refused because the parks are sold out",
    run(sc, at) {
      const wk = day(at, sc.rng.int(10, 30));
      scatter(sc, sc.rng.int(40, 110), at, sc.rng.int(300_000, 600_000), (t) => {
        const park = sc.rng.pick(sc.est.parks);
        const tr = sc.trace();
        by(sc, {
          pinecrest: () => {
            sc.log(
              t,
              "availability-cal",
              "warn",
              `No sites available park=${park} arrive=${wk} nights=3 equipment=${sc.rng.pick(["rv-38", "trailer-25", "tent"])} (holiday rule: min-stay 3, 0 of 212 open)`,
              { trace: tr },
            );
            sc.log(t + 20, "booking-api", "info", `GET /v2/availability 200 ${sc.rng.int(20, 60)}ms (0 results)`, {
              trace: tr,
            });
          },
          hollow: () => {
            sc.log(
              t,
              "res_core",
              "info",
              `Started POST "/api/v1/holds" for 10.2.${sc.rng.int(1, 8)}.${sc.rng.int(2, 250)} at ${railsTime(t)}`,
              { trace: tr },
            );
            sc.log(t + 40, "res_core", "warn", `Hold refused: ${park} fully booked ${wk}..+3 (waitlist offered)`, {
              trace: tr,
            });
            sc.log(
              t + 42,
              "res_core",
              "info",
              `Completed 409 Conflict in ${sc.rng.int(30, 90)}ms (ActiveRecord: 12.1ms | Allocations: 5120)`,
              { trace: tr },
            );
          },
          lakeshore: () =>
            sc.log(
              t,
              "lk-calendar",
              "warn",
              `No availability for ${park} ${wk} +3n (rig ${sc.rng.pick([24, 32, 40])}ft); returning 409 SOLD_OUT`,
            ),
          redrock: () =>
            sc.log(
              t,
              "availability",
              "warn",
              `search exhausted camp=${park} start=${wk} nights=3 hits=0 waitlist=offered`,
              { trace: tr },
            ),
        })();
      });
    },
  },
  {
    id: "hold-conflicts",
    what: "two guests racing for the same site-night; the loser gets a 409 (optimistic locking doing its job)",
    run(sc, at) {
      scatter(sc, sc.rng.int(10, 26), at, sc.rng.int(240_000, 480_000), (t, i) => {
        const tr = sc.trace();
        by(sc, {
          pinecrest: () => {
            const id = sc.rng.digits(5);
            if (i % 4 === 0)
              sc.log(t, "availability-cal", "error", "Hold rejected: concurrent update on site-night", {
                trace: tr,
                errType: "org.springframework.orm.ObjectOptimisticLockingFailureException",
                stack: [
                  `org.springframework.orm.ObjectOptimisticLockingFailureException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.pinecrest.calendar.SiteNight#${id}]`,
                  "\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:325)",
                  "\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:244)",
                  "\tat com.pinecrest.calendar.HoldService.place(HoldService.java:88)",
                  "\tat com.pinecrest.calendar.api.HoldController.create(HoldController.java:41)",
                  `Caused by: org.hibernate.StaleObjectStateException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.pinecrest.calendar.SiteNight#${id}]`,
                  "\tat org.hibernate.persister.entity.AbstractEntityPersister.check(AbstractEntityPersister.java:2470)",
                  "\t... 87 common frames omitted",
                ],
              });
            else
              sc.log(
                t,
                "availability-cal",
                "warn",
                `Optimistic lock conflict on SiteNight#${id} (expected version ${sc.rng.int(3, 20)}); returning 409`,
                { trace: tr },
              );
            sc.log(t + 10, "booking-api", "info", `POST /v2/holds 409 ${sc.rng.int(20, 80)}ms`, { trace: tr });
          },
          hollow: () => {
            sc.log(
              t,
              "res_core",
              "error",
              "ActiveRecord::StaleObjectError (Attempted to update a stale object: SiteNight.):",
              { trace: tr },
            );
            sc.log(
              t + 2,
              "res_core",
              "info",
              `Completed 409 Conflict in ${sc.rng.int(20, 70)}ms (ActiveRecord: 9.8ms | Allocations: 4410)`,
              { trace: tr },
            );
          },
          lakeshore: () =>
            sc.log(
              t,
              "lk-calendar",
              "warn",
              "Concurrency conflict while placing hold; returning 409. The database operation was expected to affect 1 row(s), but actually affected 0 row(s); data may have been modified or deleted since entities were loaded.",
            ),
          redrock: () =>
            sc.log(
              t,
              "availability",
              "warn",
              `hold conflict site=${sc.rng.pick(["R", "T", "V"])}${sc.rng.int(1, 64)} night=${day(t, sc.rng.int(5, 40))}: lost race to another booking, 409`,
              { trace: tr },
            ),
        })();
      });
    },
  },
  {
    id: "partner-rejects",
    what: "a reservation channel partner sending bookings that break park rules (rig too long, unknown rate plan, stay too long), each refused with 422",
    run(sc, at) {
      scatter(sc, sc.rng.int(10, 30), at, sc.rng.int(300_000, 600_000), (t, i) => {
        const reason = sc.rng.pick([
          `rig length ${sc.rng.int(41, 48)}ft exceeds site max ${sc.rng.pick([30, 35, 40])}ft`,
          `unknown rate plan code '${sc.rng.pick(["PETS-2", "MIL-10", "WKLY-OLD", "GROUP-X"])}'`,
          `stay length ${sc.rng.int(15, 30)} nights exceeds maximum 14`,
          "arrival date is in the past",
          `site type '${sc.rng.pick(["glamping-bell-tent", "yurt-deluxe", "boat-slip"])}' is not mapped`,
        ]);
        by(sc, {
          pinecrest: () =>
            sc.log(
              t,
              "channel-sync",
              i % 3 ? "warn" : "error",
              `Rejected TrailBook reservation TB-${sc.rng.digits(6)}: ${reason} (422 returned)`,
            ),
          hollow: () => sc.log(t, "ota_bridge", "error", `[RigRoam] booking RR${sc.rng.digits(7)} refused: ${reason}`),
          lakeshore: () => {
            if (i % 5 === 0)
              sc.log(t, "lk-partners", "error", `Inbound booking rejected (422) from LakeTrips`, {
                errType: "jakarta.validation.ConstraintViolationException",
                stack: [
                  `jakarta.validation.ConstraintViolationException: create.booking.stay: ${reason}`,
                  "\tat org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
                  "\tat com.lakeshore.partners.InboundBookings.create(InboundBookings.java:57)",
                  "\tat com.lakeshore.partners.web.PartnerController.post(PartnerController.java:33)",
                ],
              });
            else
              sc.log(
                t,
                "lk-partners",
                "warn",
                `Inbound booking ${sc.rng.pick(["LTR", "GLM"])}-${sc.rng.digits(7)} rejected (422): ${reason}`,
              );
          },
          redrock: () =>
            sc.log(
              t,
              "distribution",
              "warn",
              `W, [${rubyTime(t)} #1]  WARN -- : [Hipcamp] reservation ${sc.rng.digits(8)} refused: ${reason}`,
            ),
        })();
      });
    },
  },
  {
    id: "abandoned-3ds",
    what: "3-D Secure challenges abandoned by guests on phones, holds released after the timeout",
    fits: (k) => k !== "hollow",
    run(sc, at) {
      scatter(sc, sc.rng.int(8, 22), at, sc.rng.int(300_000, 540_000), (t) => {
        by(sc, {
          pinecrest: () =>
            sc.log(
              t,
              "payments",
              "warn",
              `PaymentIntent pi_${sc.rng.hex(24)} still requires_action after 600s (3DS challenge abandoned); hold released`,
            ),
          hollow: () => undefined,
          lakeshore: () =>
            sc.log(
              t,
              "lk-reservations",
              "warn",
              `3DS authentication not completed for LK-2026-${sc.rng.digits(6)} (ACS timeout); reservation left pending`,
            ),
          redrock: () =>
            sc.log(
              t,
              "ledger",
              "warn",
              `3ds challenge expired booking=RR-${sc.rng.upper(2)}${sc.rng.digits(5)} psp=tilled status=authentication_failed`,
              { trace: sc.trace() },
            ),
        })();
      });
    },
  },
  {
    id: "captcha-spam",
    what: "a bot run at the sign-up form, every attempt failing the captcha",
    run(sc, at) {
      const net = `${sc.rng.pick(["185.220", "45.134", "194.26"])}.${sc.rng.int(1, 254)}`;
      scatter(sc, sc.rng.int(30, 80), at, sc.rng.int(120_000, 300_000), (t) => {
        const ip = `${net}.${sc.rng.int(1, 254)}`;
        by(sc, {
          pinecrest: () =>
            sc.log(
              t,
              "booking-api",
              "warn",
              `signup rejected: recaptcha score ${sc.rng.pick(["0.1", "0.1", "0.2", "0.3"])} < 0.5 ip=${ip}`,
            ),
          hollow: () =>
            sc.log(
              t,
              "res_core",
              "warn",
              `hCaptcha verification failed (invalid-input-response) for registration from ${ip}`,
              { trace: sc.trace() },
            ),
          lakeshore: () =>
            sc.log(
              t,
              "lk-reservations",
              "warn",
              `Turnstile verification failed for /account/register: error-codes=[invalid-input-response] remoteip=${ip}`,
            ),
          redrock: () => sc.log(t, "frontdesk", "warn", `Bad Request: /accounts/signup/ (captcha failed, ip=${ip})`),
        })();
      });
    },
  },
  {
    id: "email-bounces",
    what: "confirmation e-mails bouncing for mistyped guest addresses (550 user unknown), addresses suppressed",
    fits: (k) => k !== "redrock",
    run(sc, at) {
      scatter(sc, sc.rng.int(8, 20), at, sc.rng.int(300_000, 600_000), (t) => {
        const rcpt = `${sc.rng.pick(["jim", "karen.b", "mwalsh", "d.ortiz", "amyk"])}@${sc.rng.pick(["gmial.com", "yahooo.com", "outlok.com", "gmail.co"])}`;
        by(sc, {
          pinecrest: () =>
            sc.log(
              t,
              "booking-api",
              "error",
              `confirmation mail for PCR-${sc.rng.digits(6)} failed: 550 5.1.1 <${rcpt}>: Recipient address rejected: User unknown in virtual mailbox table`,
            ),
          hollow: () => {
            sc.log(
              t,
              "mailer",
              "error",
              "Net::SMTPFatalError: 550-5.1.1 The email account that you tried to reach does not exist.",
              { trace: sc.trace() },
            );
            sc.log(t + 20, "mailer", "info", `hard bounce recorded for ${rcpt}, address suppressed`);
          },
          lakeshore: () =>
            sc.log(t, "lk-notify", "warn", `email hard bounce to ${rcpt}: 550 5.1.1 mailbox unavailable; suppressing`),
          redrock: () => undefined,
        })();
      });
    },
  },
  {
    id: "sms-undeliverable",
    what: "arrival texts the SMS vendor refuses for unsubscribed, landline and unreachable numbers",
    fits: (k) => k !== "hollow",
    run(sc, at) {
      scatter(sc, sc.rng.int(10, 28), at, sc.rng.int(240_000, 480_000), (t) => {
        const [code, text] = sc.rng.pick([
          ["21610", "Attempt to send to unsubscribed recipient"],
          ["30003", "Unreachable destination handset"],
          ["30006", "Landline or unreachable carrier"],
          ["21211", "Invalid 'To' Phone Number"],
        ] as const);
        const svc = sc.svc("notify");
        sc.log(t, svc, "error", `sms to ${phone(sc)} failed: twilio error ${code} (${text})`);
      });
    },
  },
  {
    id: "invalid-input",
    what: "guests and kiosks submitting bad dates and rig sizes, rejected with 400/422",
    run(sc, at) {
      scatter(sc, sc.rng.int(20, 50), at, sc.rng.int(300_000, 600_000), (t) => {
        const why = sc.rng.pick([
          "arrive must be a future date",
          "nights must be between 1 and 14",
          "rig_length must be <= 45",
          "departure must be after arrival",
          "party size exceeds site capacity (8)",
        ]);
        by(sc, {
          pinecrest: () =>
            sc.log(t, "booking-api", "warn", `POST /v2/holds 400 ${sc.rng.int(2, 9)}ms validation: ${why}`),
          hollow: () => {
            const tr = sc.trace();
            sc.log(t, "res_core", "warn", `Validation failed: ${why.charAt(0).toUpperCase()}${why.slice(1)}`, {
              trace: tr,
            });
            sc.log(
              t + 1,
              "res_core",
              "info",
              `Completed 422 Unprocessable Entity in ${sc.rng.int(8, 30)}ms (ActiveRecord: 1.9ms | Allocations: 2210)`,
              { trace: tr },
            );
          },
          lakeshore: () =>
            sc.log(
              t,
              "lk-reservations",
              "warn",
              `One or more validation errors occurred. ${why} (traceId 00-${sc.rng.hex(32)}-${sc.rng.hex(16)}-00)`,
            ),
          redrock: () => sc.log(t, "frontdesk", "warn", "Bad Request: /api/bookings/"),
        })();
      });
    },
  },
];
