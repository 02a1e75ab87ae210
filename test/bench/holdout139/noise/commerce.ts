// Harmless noise of selling seats: declined cards, sold-out sections, expired holds, rejected promo codes,
// renewal declines, replayed webhooks and abandoned 3-D Secure challenges.
import { fill } from "../background.js";
import { javaErr } from "../stacks.js";
import { burst, type NoiseKind } from "./types.js";

const DECLINES: Array<[string, string, number]> = [
  ["do_not_honor", "05", 30],
  ["insufficient_funds", "51", 25],
  ["expired_card", "54", 10],
  ["incorrect_cvc", "N7", 15],
  ["card_velocity_exceeded", "61", 6],
  ["fraudulent", "59", 4],
  ["lost_card", "41", 2],
];

export const declinedCards: NoiseKind = {
  key: "declined-cards",
  label: "an on-sale with a wave of declined cards",
  roles: ["pay", "orders"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const pay = c.s("pay");
    c.poisson(from, to, main ? c.r.int(35, 70) : c.r.int(5, 12), (t) => {
      const [code, iso] = c.r.weighted(DECLINES.map((d) => [[d[0], d[1]] as const, d[2]] as const));
      const ids = c.ids();
      const psp = `ch_${c.r.alnum(20, "abcdefghijklmnopqrstuvwxyz0123456789")}`;
      const lvl = pay.runtime === "go" || c.r.chance(0.3) ? "ERROR" : "WARN";
      if (pay.runtime === "dotnet")
        c.emit(t, pay, lvl, `Authorization declined by issuer: ${code} (${iso}) psp_ref=${psp}`, {
          ids,
          logger: `${pay.pkg}.Authorization.AuthorizeHandler`,
        });
      else if (pay.runtime === "go")
        c.emit(t, pay, lvl, `psp decline code=${code} iso=${iso} psp_ref=${psp} amount=${c.amount()}`, { ids });
      else
        c.emit(t, pay, lvl, `Card declined: ${code} (ISO ${iso}) ref=${psp}`, {
          ids,
          logger: `${pay.pkg}.psp.AuthorisationClient`,
        });
      const ref = c.orderRef();
      const path = c.path("orders", "/orders/checkout");
      c.emit(t + c.r.int(5, 40), "orders", "WARN", `checkout ${ref} not completed: payment declined (${code})`, {
        ids,
        logger: `${c.s("orders").pkg}.checkout.CheckoutService`,
      });
      c.app(t + c.r.int(40, 80), "orders", "POST", path, 402, c.r.int(400, 1500), { ids });
      c.edge(t + c.r.int(80, 120), "orders", "POST", path, 402, c.r.int(400, 1600), { ids });
    });
  },
};

export const soldOut: NoiseKind = {
  key: "sold-out",
  label: "a sold-out performance refusing seat holds",
  roles: ["seats"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const perf = c.perf();
    const seats = c.s("seats");
    const section = c.r.pick(["Stalls", "Grand Tier", "Balcony", "Amphitheatre", "Dress Circle"]);
    c.emit(
      from - 1000,
      seats,
      "INFO",
      `performance ${perf} section ${section} now SOLD OUT (0 of ${c.r.int(300, 700)} seats left)`,
    );
    c.poisson(from, to, main ? c.r.int(40, 90) : c.r.int(6, 14), (t) => {
      const ids = c.ids();
      const path = c.path("seats", `/performances/${perf}/holds`);
      if (seats.runtime === "go")
        c.emit(
          t,
          seats,
          "WARN",
          `hold refused perf=${perf} section="${section}" reason=no_availability requested=${c.r.int(1, 6)}`,
          { ids },
        );
      else
        c.emit(
          t,
          seats,
          "WARN",
          `No seats available for performance ${perf} in ${section} (requested ${c.r.int(1, 6)})`,
          { ids, logger: `${seats.pkg}.lock.SeatLockService` },
        );
      c.app(t + 2, "seats", "POST", path, 409, c.r.int(5, 30), { ids });
      c.edge(t + 5, "seats", "POST", path, 409, c.r.int(6, 35), { ids });
      if (c.r.chance(0.3))
        c.emit(t + 20, "bff", "INFO", `waitlist offered for perf ${perf} (${section}) to session ${c.r.hex(12)}`);
    });
  },
};

export const expiredHolds: NoiseKind = {
  key: "expired-holds",
  label: "seat holds expiring and late checkouts refused",
  roles: ["seats", "orders"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const orders = c.s("orders");
    c.poisson(from, to, main ? c.r.int(25, 50) : c.r.int(4, 9), (t) => {
      const hold = `h_${c.r.hex(10)}`;
      const perf = c.perf();
      c.emit(t, "seats", "INFO", `hold ${hold} expired after 600s, released ${c.r.int(1, 4)} seat(s) perf=${perf}`);
      if (!c.r.chance(0.55)) return;
      const ids = c.ids();
      const at = t + c.r.int(2000, 60000);
      const path = c.path("orders", "/orders/checkout");
      if (orders.runtime === "java")
        c.emit(at, orders, "WARN", `Checkout rejected: hold ${hold} is no longer valid`, {
          ids,
          logger: `${orders.pkg}.checkout.CheckoutService`,
          err: javaErr(
            `${orders.pkg}.seats.HoldExpiredException`,
            `hold ${hold} expired at perf ${perf}`,
            [`${orders.pkg}.seats.SeatClient.confirm:88`, `${orders.pkg}.checkout.CheckoutService.place:142`],
            { tail: "web" },
          ),
        });
      else if (orders.runtime === "ruby")
        c.emit(
          at,
          orders,
          "WARN",
          `[Checkout] HoldExpired: hold ${hold} for perf ${perf} expired; basket returned to customer`,
        );
      else
        c.emit(at, orders, "WARN", `Checkout rejected because seat hold ${hold} expired (performance ${perf})`, {
          ids,
          logger: `${orders.pkg}.Orders.CheckoutHandler`,
        });
      c.app(at + 5, "orders", "POST", path, 410, c.r.int(20, 80), { ids });
      c.edge(at + 8, "orders", "POST", path, 410, c.r.int(25, 90), { ids });
    });
  },
};

export const promoRejects: NoiseKind = {
  key: "promo-validation",
  label: "promo codes and forms rejected by validation",
  roles: ["orders"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const orders = c.s("orders");
    const codes = ["FRIENDS25", "EARLYBIRD", "STUDENT10", "UNDER30", "OPERA4ALL", "SCHOOLS2026", "NHS15"];
    c.poisson(from, to, main ? c.r.int(30, 60) : c.r.int(4, 10), (t) => {
      const ids = c.ids();
      const code = c.r.pick(codes);
      const perf = c.perf();
      const path = c.path("orders", "/basket/promo");
      const why = c.r.pick([
        `not valid for performance ${perf}`,
        "expired on 2026-04-30",
        "requires an active membership",
        "usage limit reached",
        "not recognised",
      ]);
      if (orders.runtime === "java") {
        if (c.r.chance(0.4))
          c.emit(
            t,
            orders,
            "WARN",
            `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<${orders.pkg}.basket.BasketView> ${orders.pkg}.basket.BasketController.applyPromo(${orders.pkg}.basket.PromoRequest): [Field error in object 'promoRequest' on field 'code': rejected value [${code.toLowerCase()} ]; codes [Pattern.promoRequest.code]; default message [must match "^[A-Z0-9]{4,12}$"]] ]`,
            { ids, logger: "org.springframework.web.servlet.mvc.method.annotation.ExceptionHandlerExceptionResolver" },
          );
        else
          c.emit(t, orders, "INFO", `Promo ${code} rejected: ${why}`, {
            ids,
            logger: `${orders.pkg}.basket.PromoService`,
          });
      } else if (orders.runtime === "ruby") c.emit(t, orders, "INFO", `[Promo] code=${code} rejected reason="${why}"`);
      else
        c.emit(t, orders, "WARN", `Validation failed for ApplyPromoCommand: Code '${code}' ${why}`, {
          ids,
          logger: `${orders.pkg}.Validation.ValidationBehavior`,
        });
      const st = c.r.chance(0.7) ? 422 : 400;
      c.app(t + 3, "orders", "POST", path, st, c.r.int(8, 40), { ids });
      c.edge(t + 6, "orders", "POST", path, st, c.r.int(10, 45), { ids });
    });
  },
};

export const renewalDeclines: NoiseKind = {
  key: "renewal-declines",
  label: "a season renewal run with expired cards and SCA challenges",
  roles: ["subs"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const subs = c.s("subs");
    const total = main ? c.r.int(400, 1200) : c.r.int(80, 200);
    c.emit(from, subs, "INFO", `renewal run started: ${total} subscriptions due for 2026/27 season`, {
      logger: `${subs.pkg}.batch.RenewalBatchJob`,
    });
    let ok = 0;
    let bad = 0;
    c.poisson(from, to, main ? c.r.int(40, 80) : c.r.int(8, 16), (t) => {
      const sub = c.r.int(20000, 99999);
      const why = c.r.weighted([
        ["card_declined: expired_card", 35],
        ["authentication_required (SCA) — patron emailed to confirm", 30],
        ["card_declined: insufficient_funds", 20],
        ["mandate cancelled by payer", 15],
      ]);
      if (c.r.chance(0.7)) {
        ok++;
        if (c.r.chance(0.3))
          c.emit(
            t,
            subs,
            "INFO",
            `subscription ${sub} renewed (${c.r.pick(["Full Season", "Pick 6", "Under 30s", "Family"])})`,
            { logger: `${subs.pkg}.batch.RenewalProcessor` },
          );
        return;
      }
      bad++;
      c.emit(t, subs, c.r.chance(0.5) ? "ERROR" : "WARN", `renewal failed for subscription ${sub}: ${why}`, {
        logger: `${subs.pkg}.batch.RenewalProcessor`,
      });
    });
    c.emit(to, subs, "INFO", `renewal run finished: ${ok} renewed, ${bad} need patron action, 0 errors`, {
      logger: `${subs.pkg}.batch.RenewalBatchJob`,
    });
  },
};

export const webhookReplays: NoiseKind = {
  key: "webhook-replays",
  label: "the payment provider replaying webhooks already processed",
  roles: ["pay"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const pay = c.s("pay");
    const path = c.path("pay", "/webhooks/psp");
    c.poisson(from, to, main ? c.r.int(30, 60) : c.r.int(4, 10), (t) => {
      const evt = `evt_${c.r.alnum(22, "abcdefghijklmnopqrstuvwxyz0123456789")}`;
      if (c.r.chance(0.12)) {
        c.emit(
          t,
          pay,
          "WARN",
          `webhook signature verification failed: no matching signing secret for request from 45.${c.r.int(10, 250)}.${c.r.int(1, 250)}.${c.r.int(1, 250)} (not the provider's range); rejected`,
        );
        c.edge(t + 3, "pay", "POST", path, 400, c.r.int(2, 9));
        return;
      }
      c.emit(
        t,
        pay,
        "WARN",
        `duplicate webhook ${evt} (${c.r.pick(["charge.succeeded", "payment_intent.succeeded", "charge.refunded"])}) ignored: already processed`,
      );
      c.edge(t + 3, "pay", "POST", path, 200, c.r.int(3, 12), { ua: "PSP-Webhooks/1.0" });
    });
  },
};

export const abandoned3ds: NoiseKind = {
  key: "abandoned-3ds",
  label: "customers abandoning 3-D Secure challenges",
  roles: ["pay", "orders"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    c.poisson(from, to, main ? c.r.int(20, 40) : c.r.int(3, 8), (t) => {
      const ids = c.ids();
      const p = `pi_${c.r.alnum(18, "abcdefghijklmnopqrstuvwxyz0123456789")}`;
      c.emit(
        t,
        "pay",
        "WARN",
        `3DS challenge for ${p} timed out after 600s: customer did not complete authentication`,
        { ids },
      );
      c.emit(
        t + c.r.int(10, 200),
        "orders",
        "INFO",
        `checkout ${c.orderRef()} abandoned during card authentication; seats returned`,
        { ids },
      );
      const path = fill(c, c.path("orders", "/orders/{order}"));
      c.edge(t + 300, "orders", "GET", path, 200, c.r.int(10, 60), { ids });
    });
  },
};
