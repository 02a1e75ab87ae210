// The business lines a service writes when it did its job (a hold, a payment, a waiver, a hint), and the
// ordinary refusals every booking business has (declines, conflicts, expired links, bad input, bad passwords).
import type { Ctx, Req } from "./ctx.js";
import { ids, logger } from "./runtime.js";
import type { Level, Service } from "./types.js";
import { hhmm, PACKAGES, TEAMS } from "./vocab.js";

function cur(c: Ctx): string {
  return c.est.key === "A" || c.est.key === "B" ? "GBP" : "EUR";
}

function lg(s: Service, comp: string): string | undefined {
  return logger(s, comp);
}

export function sayLine(c: Ctx, s: Service, t: number, kind: string, q: Req): void {
  const v = q.vars;
  const o = { ...ids(q, c), bg: true, logger: lg(s, kind === "pay" ? "payments.PaymentService" : "service.Handler") };
  const r = c.r;
  const slot = `${v.date}T${r.pick(["10:00", "11:30", "13:00", "14:30", "16:00", "17:30", "19:00", "20:30"])}`;
  let msg: string;
  switch (kind) {
    case "hold":
      msg =
        s.rt === "go"
          ? `hold created hold_id=h_${r.hex(10)} venue=${v.venue} room=${v.room} slot=${slot} players=${v.n} ttl=600s`
          : `Slot hold created for ${v.room} at ${slot} (players=${v.n})`;
      break;
    case "book":
      msg =
        s.rt === "go"
          ? `reservation held site=${v.venue} slot=${slot} party_size=${v.n} hold_ttl=10m`
          : `Reservation ${v.bk} created for ${v.room} ${slot}, ${v.n} players`;
      break;
    case "pay": {
      const amt = r.int(6, 30) * 4 * Number(v.n);
      msg =
        s.rt === "node"
          ? `payment_intent pi_${r.alnum(14, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")} succeeded amount=${amt * 100} currency=${cur(c).toLowerCase()} booking=${v.bk}`
          : s.rt === "python"
            ? `charge captured ref=ch_${r.hex(12)} amount=${amt}.00 ${cur(c)} terminal=web booking=${v.bk}`
            : `Charge captured reservation=${v.bk} amount=${cur(c)} ${amt}.00 acquirer_ref=${r.int(100000000, 999999999)}`;
      break;
    }
    case "waiver":
      msg = `waiver signed booking=${v.bk} participants=${v.n} minors=${r.int(0, 2)} template=v${r.int(6, 8)} ip=${q.ip}`;
      break;
    case "quote":
      msg = `quote q_${r.hex(8)} package=${r.pick(PACKAGES)} guests=${r.int(6, 24)} total=${r.int(180, 900)}.00 ${cur(c)}`;
      break;
    case "hint":
      msg = `hint sent room=${v.room} team="${r.pick(TEAMS)}" hint_no=${r.int(1, 4)} elapsed=${r.int(8, 55)}m`;
      break;
    case "trigger":
      msg = `command ${r.pick(["release", "reset", "pulse", "unlock"])} sent to ${v.room}/${v.prop} ack_ms=${r.int(20, 180)}`;
      break;
    case "login":
      msg =
        s.role === "auth"
          ? `password grant ok user=gm.${r.pick(["amir", "bea", "carys", "dom", "ellie", "femi", "gus"])} client=gm-console`
          : `console session opened user=gm.${r.pick(["amir", "bea", "carys", "dom", "ellie", "femi", "gus"])} venue=${v.venue}`;
      break;
    case "arm":
      msg = `game ${v.game} armed vests=${r.int(8, 24)} arena=${v.venue} mode=${r.pick(["team-deathmatch", "capture-the-core", "zombie-survival", "solo-blitz"])}`;
      break;
    case "notify":
      msg = `queued ${r.pick(["sms", "email", "email"])} template=${r.pick(["booking_confirmation", "reminder_24h", "waiver_request", "party_details"])} booking=${v.bk}`;
      break;
    case "clip":
      msg = `stored clip room=${v.room} game_end=${hhmm(t)} size=${r.float(40, 220).toFixed(1)}MB container=clips-${v.date}`;
      break;
    default:
      return;
  }
  c.emit(t, s.name, "info", msg, o);
}

/** The service's own word when it refuses a request in the ordinary course of business. */
export function refusal(c: Ctx, s: Service, t: number, status: number, q: Req, route: string): void {
  const v = q.vars;
  const o = { ...ids(q, c), bg: true, logger: lg(s, "web.Refusals") };
  const r = c.r;
  let lv: Level = "info";
  let msg: string;
  switch (status) {
    case 402: {
      const code = r.pick([
        "insufficient_funds",
        "do_not_honor",
        "expired_card",
        "generic_decline",
        "incorrect_cvc",
        "authentication_required",
      ]);
      lv = s.rt === "node" ? "error" : "warn";
      msg =
        s.rt === "node"
          ? `payment failed booking=${v.bk}: Your card was declined. (card_declined/${code})`
          : `payment declined booking=${v.bk} code=card_declined decline_code=${code}`;
      break;
    }
    case 409:
      msg = `slot no longer available room=${v.room} date=${v.date} (held by another session)`;
      break;
    case 404:
      msg = `booking ${v.bk} not found`;
      break;
    case 410:
      lv = "warn";
      msg = `waiver link expired token=${v.wv.slice(0, 10)}… issued more than 72h ago`;
      break;
    case 401: {
      lv = "warn";
      const user = r.pick([
        `${r.pick(["jo", "sam", "priya", "tom", "lena", "marek", "aoife"])}.${r.pick(["smith", "k", "obrien", "nowak", "patel"])}@${r.pick(["gmail.com", "outlook.com", "icloud.com", "web.de"])}`,
        `gm.${r.pick(["amir", "bea", "carys", "dom"])}`,
        "frontdesk2",
        "party.bookings",
      ]);
      if (s.rt === "keycloak") {
        c.emit(
          t,
          s.name,
          "warn",
          `type="LOGIN_ERROR", realmId="${r.hex(8)}-${r.hex(4)}", realmName="blacklight", clientId="booking-web", userId="null", ipAddress="${q.ip}", error="invalid_user_credentials", auth_method="openid-connect", username="${user}"`,
          { ...o, logger: "org.keycloak.events" },
        );
        return;
      }
      msg =
        s.role === "auth" || route.includes("sign_in") || route.includes("session")
          ? `login failed for user=${user}: bad credentials`
          : "rejected request: access token expired";
      break;
    }
    case 400:
    case 422: {
      lv = "warn";
      msg = /waiver/.test(route)
        ? r.pick([
            `validation failed: participants[${r.int(0, 5)}].date_of_birth: required`,
            `validation failed: guardian_signature required for participant under ${r.pick([16, 18])}`,
            "validation failed: signature: must not be blank",
            "validation failed: emergency_contact.phone: is invalid",
          ])
        : /quote|part/.test(route)
          ? r.pick([
              `validation failed: guests: must be between 6 and ${r.pick([16, 24])}`,
              "validation failed: date: party bookings need 48h notice",
              "validation failed: package: not available at this venue",
            ])
          : r.pick([
              `validation failed: phone: must be a valid mobile number (booking ${v.bk})`,
              `validation failed: players: must be between 2 and ${r.pick([6, 8, 10])}`,
              "validation failed: email: is not a valid address",
              "validation failed: slot: starts in the past",
            ]);
      break;
    }
    default:
      return;
  }
  c.emit(t, s.name, lv, msg, o);
}
