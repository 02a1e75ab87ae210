// Customers and staff being refused the way the business means them to be: declined cards, wrong passwords,
// bad postcodes, sold-out plants, expired sessions, missing permissions, bot sign-ups, vouchers, old apps.
import { customerIp, day, ev, firstName, plant, podIp } from "../domain.js";
import { goStack, javaTrace, pyTrace } from "../stacks.js";
import type { Ev, Level } from "../types.js";
import { count, edgeHit, type NoiseKind, times } from "./util.js";

const DECLINES: Array<[string, string, string]> = [
  ["card_declined", "insufficient_funds", "Your card has insufficient funds."],
  ["card_declined", "generic_decline", "Your card was declined."],
  ["card_declined", "do_not_honor", "Your card was declined."],
  ["expired_card", "expired_card", "Your card has expired."],
  ["incorrect_cvc", "incorrect_cvc", "Your card's security code is incorrect."],
  ["card_declined", "lost_card", "Your card was declined."],
  [
    "authentication_required",
    "authentication_required",
    "Your card was declined. This transaction requires authentication.",
  ],
  ["incorrect_number", "incorrect_number", "Your card number is incorrect."],
];

export const cardDeclines: NoiseKind = {
  id: "card-declines",
  what: "a Saturday-morning run of declined cards at checkout (insufficient funds, expired cards, failed 3-D Secure)",
  make(c, at, big) {
    const r = c.r;
    const pay = c.svc("pay");
    const v = c.e.vocab;
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 600000 : 240000, count(c, big, [45, 120], [4, 12]))) {
      const [code, dc, text] = r.pick(DECLINES);
      const order = v.order(r);
      const lv: Level = r.chance(0.35) ? "ERROR" : "WARN";
      let msg: string;
      let x: Partial<Ev> = {};
      switch (pay.runtime) {
        case "java":
          msg = `Payment declined for order ${order}: ${text} (code=${code}, decline_code=${dc})`;
          x = {
            logger: "c.b.checkout.PaymentService",
            err: { type: "com.stripe.exception.CardException", message: text },
          };
          break;
        case "node":
          msg = `charge failed order=${order} type=StripeCardError code=${code} decline_code=${dc} message="${text}"`;
          break;
        case "go":
          msg = `charge declined basket=${v.basket(r)} psp_code=${code} decline_code=${dc} amount=${v.money(r, 5, 300)}`;
          break;
        case "dotnet":
          msg = `Payment for order ${order} declined by PSP: ${code}/${dc}`;
          break;
        default:
          msg = `Stripe::CardError: ${text} (order ${order}, decline_code=${dc})`;
      }
      out.push(ev(t, pay.name, lv, msg, x));
      out.push(edgeHit(c, t + r.int(5, 40), "POST", `${v.api}/checkout`, 402, r.int(300, 1400)));
      if (r.chance(0.45)) {
        const t2 = t + r.int(20000, 120000);
        out.push(
          ev(
            t2,
            pay.name,
            "INFO",
            `payment for ${order} succeeded on retry with ${r.pick(["another card", "Apple Pay", "Google Pay", "the same card after 3DS"])}`,
          ),
        );
        out.push(edgeHit(c, t2 + r.int(5, 40), "POST", `${v.api}/checkout`, 200, r.int(300, 1400)));
      }
    }
    return out;
  },
};

export const failedLogins: NoiseKind = {
  id: "failed-logins",
  what: "club members mistyping passwords, a few lockouts and password resets",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("loyalty");
    const v = c.e.vocab;
    const out: Ev[] = [];
    for (const t0 of times(c, at, big ? 700000 : 300000, count(c, big, [25, 60], [3, 8]))) {
      const who = v.email(r);
      const tries = r.chance(0.15) ? 5 : r.int(1, 3);
      let t = t0;
      for (let k = 1; k <= tries; k++) {
        const ip = customerIp(r);
        let msg: string;
        switch (s.runtime) {
          case "dotnet":
            msg = `Sign-in failed for ${who}: invalid password. Failed attempts: ${k}`;
            break;
          case "ruby":
            msg = `Failed login for '${who}' from ${ip} at ${new Date(t).toISOString()}`;
            break;
          case "python":
            msg = `authentication failed for ${who} (${ip}): bad credentials, attempt ${k}/5`;
            break;
          case "go":
            msg = `auth: invalid credentials email=${who} ip=${ip} attempt=${k}`;
            break;
          case "java":
            msg = `Bad credentials for ${who} from ${ip}`;
            break;
          default:
            msg = `login failed for ${who}: invalid password (attempt ${k}/5)`;
        }
        out.push(ev(t, s.name, "WARN", msg));
        out.push(
          edgeHit(
            c,
            t + r.int(3, 30),
            "POST",
            `${c.e.vocab.api}/${c.e.key === "fernhollow" ? "account/signin" : "club/login"}`,
            401,
            r.int(40, 300),
          ),
        );
        t += r.int(4000, 40000);
      }
      if (tries === 5)
        out.push(
          ev(
            t,
            s.name,
            r.chance(0.5) ? "ERROR" : "WARN",
            `account ${who} locked for 15 minutes after 5 failed sign-in attempts`,
          ),
        );
      else if (r.chance(0.3)) out.push(ev(t, s.name, "INFO", `password reset link sent to ${who}`));
      else out.push(ev(t, s.name, "INFO", `${who} signed in`));
    }
    return out;
  },
};

export const postcodeValidation: NoiseKind = {
  id: "postcode-validation",
  what: "customers typing incomplete or out-of-area postcodes into the bulky-delivery checker",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("slots");
    const v = c.e.vocab;
    const out: Ev[] = [];
    let panicked = false;
    const bad = ["GL5", "gl533dq", "HR9 7X", "SW1A 1AA", "BS1 4DJ", "12345", "D18", "0000 AA", "n/a", "TR"];
    for (const t of times(c, at, big ? 600000 : 240000, count(c, big, [30, 90], [3, 10]))) {
      const pc = r.pick(bad);
      const outside = r.chance(0.4);
      let lv: Level = r.chance(0.3) ? "ERROR" : "WARN";
      let msg = "";
      let stack: string[] | undefined;
      switch (s.runtime) {
        case "python":
          msg = outside ? `delivery quote refused: postcode '${pc}' outside delivery area` : "invalid delivery request";
          if (!outside && lv === "ERROR")
            stack = pyTrace(
              [
                {
                  file: `/app/${s.name.replace(/-/g, "_")}/api/delivery.py`,
                  line: 58,
                  fn: "delivery_options",
                  code: "query = DeliveryQuery(**request.query_params)",
                },
                {
                  file: "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                  line: 193,
                  fn: "__init__",
                  code: "self.__pydantic_validator__.validate_python(data, self_instance=self)",
                },
              ],
              `pydantic_core._pydantic_core.ValidationError: 1 validation error for DeliveryQuery\npostcode\n  String should match pattern '^[A-Z0-9 ]{5,8}$' [type=string_pattern_mismatch, input_value='${pc}', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/string_pattern_mismatch`,
            ).flatMap((l) => l.split("\n"));
          break;
        case "ruby":
          msg = `ActiveRecord::RecordInvalid: Validation failed: Postcode ${outside ? "is not in our delivery area" : "is invalid"} (${pc})`;
          break;
        case "go":
          msg = outside
            ? `postcode ${JSON.stringify(pc)} outside delivery zones, no vans offered`
            : `invalid postcode ${JSON.stringify(pc)}: want outward and inward code`;
          if (!outside && !pc.includes(" ") && r.chance(big ? 0.12 : 0.3) && !panicked) {
            panicked = true;
            msg = `http: panic serving ${podIp(r)}:${r.int(30000, 60000)}: runtime error: index out of range [1] with length 1`;
            stack = goStack(r.int(1000, 90000), [
              { fn: "net/http.(*conn).serve.func1()", file: "/usr/local/go/src/net/http/server.go", line: 1903 },
              { fn: "panic({0x8f1e40?, 0xc0004b8018?})", file: "/usr/local/go/src/runtime/panic.go", line: 770 },
              { fn: "main.splitPostcode(...)", file: `/src/${s.name}/internal/geo/postcode.go`, line: 27 },
              {
                fn: `main.(*Server).bulkyQuote(0xc0001a4120, {0xa9c2d8, 0xc0003c20e0}, 0xc000418360)`,
                file: `/src/${s.name}/handlers.go`,
                line: 164,
              },
              {
                fn: "net/http.HandlerFunc.ServeHTTP(0xc0001b2a80?, {0xa9c2d8?, 0xc0003c20e0?}, 0xc000418360?)",
                file: "/usr/local/go/src/net/http/server.go",
                line: 2171,
              },
              {
                fn: "net/http.(*conn).serve(0xc0002d6000, {0xa9d0a8, 0xc0001f4f60})",
                file: "/usr/local/go/src/net/http/server.go",
                line: 2099,
              },
              {
                fn: "created by net/http.(*Server).Serve in goroutine 1",
                file: "/usr/local/go/src/net/http/server.go",
                line: 3285,
              },
            ]);
          }
          break;
        case "dotnet":
          msg = `Validation failed for DeliveryRequest: 'Postcode' ${outside ? "must be inside a delivery zone" : "is not in the correct format"}. Attempted value: '${pc}'`;
          break;
        case "java":
          msg = `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0]: [Field error in object 'deliveryQuery' on field 'postcode': rejected value [${pc}]]]`;
          break;
        default:
          msg = `ValidationError: "postcode" with value "${pc}" fails to match the required pattern`;
      }
      if (msg.startsWith("http: panic")) lv = "ERROR";
      out.push(ev(t, s.name, lv, msg, stack ? { stack } : {}));
      const status = msg.startsWith("http: panic") ? 502 : outside ? 422 : 400;
      out.push(
        edgeHit(
          c,
          t + r.int(3, 30),
          "GET",
          `${v.api}/delivery/slots?postcode=${encodeURIComponent(pc)}`,
          status,
          r.int(8, 60),
        ),
      );
    }
    return out;
  },
};

export const outOfStock: NoiseKind = {
  id: "out-of-stock",
  what: "a seasonal bedding launch selling out, with reservations refused for insufficient stock",
  make(c, at, big) {
    const r = c.r;
    const st = c.svc("stock");
    const cat = c.svc("catalog");
    const v = c.e.vocab;
    const out: Ev[] = [];
    const hot = Array.from({ length: 4 }, () => ({ sku: v.sku(r), p: plant(r) }));
    for (const t of times(c, at, big ? 720000 : 300000, count(c, big, [40, 110], [4, 12]))) {
      const h = r.pick(hot);
      const site = r.pick(v.sites);
      const want = r.int(1, 24);
      const have = r.int(0, Math.min(2, want - 1));
      let stack: string[] | undefined;
      const lv: Level = r.chance(0.3) ? "ERROR" : "WARN";
      if (lv === "ERROR" && st.runtime === "java")
        stack = javaTrace(
          `com.${c.e.key}.stock.InsufficientStockException: sku ${h.sku} at ${site}: requested ${want}, available ${have}`,
          [
            "com.stock.ReservationService.reserve(ReservationService.java:118)",
            "com.stock.ReservationController.create(ReservationController.java:54)",
            "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
            "org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
          ],
        );
      out.push(
        ev(
          t,
          st.name,
          lv,
          `reservation refused: insufficient stock sku=${h.sku} site=${site} requested=${want} available=${have}`,
          stack ? { stack } : {},
        ),
      );
      if (r.chance(0.4))
        out.push(
          ev(
            t + r.int(2, 20),
            cat.name,
            "WARN",
            `'${h.p.name}' sold out at ${site}, next delivery ${day(t, r.int(2, 9))}`,
          ),
        );
      out.push(edgeHit(c, t + r.int(10, 60), "POST", `${v.api}/basket/items`, 409, r.int(20, 120)));
    }
    return out;
  },
};

export const expiredSessions: NoiseKind = {
  id: "expired-sessions",
  what: "app users coming back after the weekend with expired tokens and being sent to log in again",
  make(c, at, big) {
    const r = c.r;
    const edge = c.svc("edge");
    const club = c.svc("loyalty");
    const v = c.e.vocab;
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 800000 : 400000, count(c, big, [40, 120], [5, 14]))) {
      const exp = new Date(t - r.int(3600000, 86400000 * 6));
      const s = r.chance(0.5) ? edge : club;
      let msg: string;
      let lv: Level = "WARN";
      switch (s.runtime) {
        case "node":
          msg = `auth failed: TokenExpiredError: jwt expired (expiredAt=${exp.toISOString()})`;
          break;
        case "dotnet":
          msg = `Bearer was not authenticated. Failure message: IDX10223: Lifetime validation failed. The token is expired. ValidTo (UTC): '${exp.toISOString().replace("T", " ").slice(0, 19)}', Current time (UTC): '${new Date(t).toISOString().replace("T", " ").slice(0, 19)}'.`;
          lv = "INFO";
          break;
        case "go":
          msg = `jwt rejected: token has invalid claims: token is expired`;
          break;
        case "python":
          msg = `jwt.exceptions.ExpiredSignatureError: Signature has expired (member ${v.member(r)})`;
          break;
        case "java":
          msg = `JWT expired at ${exp.toISOString().slice(0, 19)}Z. Current time: ${new Date(t).toISOString().slice(0, 19)}Z, a difference of ${t - exp.getTime()} milliseconds.  Allowed clock skew: 0 milliseconds.`;
          break;
        default:
          msg = `JWT::ExpiredSignature: Signature has expired`;
      }
      if (c.e.key === "mossmarigold" && s === edge) out.push(edgeHit(c, t, "GET", "/api/club/me", 401, r.int(2, 12)));
      else out.push(ev(t, s.name, lv, msg));
      if (s !== edge) out.push(edgeHit(c, t + r.int(2, 20), "GET", `${v.api}/club/me`, 401, r.int(3, 30)));
      if (r.chance(0.6)) out.push(ev(t + r.int(8000, 40000), club.name, "INFO", `token refreshed for ${v.member(r)}`));
    }
    return out;
  },
};

export const staffPermissionDenied: NoiseKind = {
  id: "staff-permission-denied",
  what: "seasonal staff on the store-ops app trying manager-only price overrides and stock write-offs",
  make(c, at, big) {
    const r = c.r;
    const s = r.chance(0.5) ? c.svc("stock") : c.svc("pay");
    const out: Ev[] = [];
    const users = ["seasonal.staff07", "seasonal.staff14", "sat.temp3", "weekend.till2", "yard.helper5"];
    for (const t of times(c, at, big ? 600000 : 300000, count(c, big, [20, 60], [3, 9]))) {
      const u = r.pick(users);
      const action = r.pick(["price.override", "stock.writeoff", "refund.over_50", "voucher.issue", "plant.markdown"]);
      let msg: string;
      let x: Partial<Ev> = {};
      switch (s.runtime) {
        case "dotnet":
          msg = `Authorization failed. These requirements were not met: RolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (StoreManager|DutyManager) [user=${u}, action=${action}]`;
          x = { logger: "Microsoft.AspNetCore.Authorization.DefaultAuthorizationService" };
          break;
        case "java":
          msg = `Access Denied for user '${u}' on ${action} (authorities=[ROLE_SEASONAL])`;
          x = { err: { type: "org.springframework.security.access.AccessDeniedException", message: "Access Denied" } };
          break;
        default:
          msg = `403 forbidden: user ${u} (role=seasonal) lacks permission ${action}`;
      }
      out.push(ev(t, s.name, r.chance(0.3) ? "ERROR" : "WARN", msg, x));
    }
    return out;
  },
};

export const captchaBots: NoiseKind = {
  id: "captcha-bots",
  what: "bot sign-ups to the loyalty club rejected by the captcha and disposable-email checks",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("loyalty");
    const v = c.e.vocab;
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 500000 : 200000, count(c, big, [35, 100], [4, 10]))) {
      const k = r.int(0, 9);
      const msg =
        k < 5
          ? `signup rejected: reCAPTCHA score ${r.pick(["0.1", "0.1", "0.2", "0.3"])} below threshold 0.5 (ip ${customerIp(r)})`
          : k < 8
            ? `signup rejected: disposable email domain ${r.pick(["mailinator.com", "guerrillamail.com", "10minutemail.net", "yopmail.com"])}`
            : `recaptcha siteverify failed: timeout-or-duplicate`;
      out.push(ev(t, s.name, k >= 8 ? "ERROR" : "WARN", `${v.club}: ${msg}`));
      out.push(edgeHit(c, t + r.int(3, 40), "POST", `${v.api}/club/signup`, 400, r.int(30, 400)));
    }
    return out;
  },
};

export const voucherRefusals: NoiseKind = {
  id: "voucher-refusals",
  what: "expired, already-used and minimum-spend vouchers refused at checkout after a mailing",
  make(c, at, big) {
    const r = c.r;
    const s = r.chance(0.6) ? c.svc("loyalty") : c.svc("pay");
    const v = c.e.vocab;
    const out: Ev[] = [];
    const codes = ["SPRING10", "BULBS5", "COMPOST3FOR2", "WELCOME15", "MAYDAY20"];
    for (const t of times(c, at, big ? 600000 : 250000, count(c, big, [30, 80], [3, 10]))) {
      const code = r.pick(codes);
      const why = r.pick([
        `expired on ${day(t, -r.int(1, 20))}`,
        "already redeemed",
        `minimum spend not met (${v.money(r, 5, 49)} < ${v.money(r, 50, 50)})`,
        "not valid on sale items",
        "not valid at this site",
      ]);
      out.push(ev(t, s.name, r.chance(0.25) ? "ERROR" : "WARN", `voucher ${code} rejected for ${v.member(r)}: ${why}`));
      out.push(edgeHit(c, t + r.int(3, 30), "POST", `${v.api}/basket/voucher`, 422, r.int(10, 90)));
    }
    return out;
  },
};

export const appUpgradeRequired: NoiseKind = {
  id: "app-upgrade-required",
  what: "old mobile app versions told to upgrade (426) after the minimum version was raised",
  make(c, at, big) {
    const r = c.r;
    const edge = c.svc("edge");
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 800000 : 400000, count(c, big, [40, 120], [5, 12]))) {
      const ver = r.pick(["3.1.0", "3.2.4", "3.3.1", "3.0.9"]);
      if (edge.name === "mmedge") out.push(edgeHit(c, t, "GET", "/api/club/me", 426, r.int(1, 4), "WARN"));
      else
        out.push(
          ev(
            t,
            edge.name,
            "WARN",
            `client GardenApp/${ver} (${r.pick(["iOS", "Android"])}) below minimum supported 4.0.0, answered 426 Upgrade Required`,
          ),
        );
      if (r.chance(0.3))
        out.push(
          ev(
            t + r.int(60000, 200000),
            edge.name,
            "INFO",
            `client GardenApp/4.1.${r.int(0, 3)} first request from device ${firstName(r)}-${r.hex(6)}`,
          ),
        );
    }
    return out;
  },
};
