// Harmless noise around money: declined cards at the bar, pre-authorisations expiring at closing time,
// the card processor replaying old webhooks, a receipt printer off the network, reconciliation variances,
// dead promo codes.
import { card, jobLines, money } from "./background.js";
import { runtimeOf } from "./estates.js";
import { apiPrefix, hit, type NoiseKind } from "./noise-kit.js";
import { exc } from "./stacks.js";

const DECLINES: readonly (readonly [string, string])[] = [
  ["05", "do_not_honor"],
  ["51", "insufficient_funds"],
  ["54", "expired_card"],
  ["65", "sca_required"],
  ["14", "invalid_card_number"],
  ["61", "exceeds_withdrawal_limit"],
];

export const cardDeclines: NoiseKind = {
  key: "card_declines",
  what: "declined cards at the bar and on table deposits",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const pay = ctx.svc("pay");
    const tabs = ctx.svc("tabs");
    ctx.poisson(a, b, 9 * k, (t) => {
      const [code, reason] = r.pick(DECLINES);
      const tab = r.int(10000, 99999);
      const amt = r.int(600, 26000);
      const ms = r.int(250, 1400);
      ctx.emit(
        pay,
        t + ms - 20,
        "WARN",
        `authorization declined psp=tillpoint code=${code} reason=${reason} amount=${amt} currency=GBP card=${card(ctx)}`,
      );
      hit(ctx, "tabs", t, 402, { match: /close|settle/, ms });
      if (r.chance(0.35) && ["java", "dotnet"].includes(runtimeOf(tabs.framework))) {
        const e = exc(r, tabs, "generic", {
          cls:
            runtimeOf(tabs.framework) === "dotnet"
              ? `${tabs.pkg}.Payments.CardDeclinedException`
              : `${tabs.pkg}.payments.CardDeclinedException`,
          detail: `Card declined: ${code} ${reason}`,
          where: ["payments:SettlementService.settle", "tabs:TabController.close"],
        });
        ctx.emitExc(tabs, t + ms, "ERROR", `Tab ${tab} settlement failed`, e);
      } else
        ctx.emit(
          tabs,
          t + ms,
          "WARN",
          `Tab ${tab} settlement failed: card declined (${reason}), staff prompted for another card`,
        );
      if (r.chance(0.5))
        ctx.emit(
          tabs,
          t + ms + r.int(20000, 90000),
          "INFO",
          `Tab ${tab} settled on second card: total ${money(ctx, 10, 200)}`,
        );
    });
  },
};

export const preauthExpiry: NoiseKind = {
  key: "preauth_expiry",
  what: "bar-tab pre-authorisations expiring at closing time and being re-authorised",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const pay = ctx.svc("pay");
    const tabs = ctx.svc("tabs");
    ctx.poisson(a, b, 10 * k, (t) => {
      const tab = r.int(10000, 99999);
      const h = r.int(6, 9);
      ctx.emit(
        tabs,
        t,
        "WARN",
        `pre-authorisation expired for tab ${tab} (opened ${h}h${r.int(0, 59)}m ago), re-authorising ${money(ctx, 40, 300)}`,
      );
      if (r.chance(0.85))
        ctx.emit(
          pay,
          t + r.int(300, 900),
          "INFO",
          `re-authorization approved psp=tillpoint auth_code=${r.alnum(6, true)} prior_auth=expired`,
        );
      else {
        ctx.emit(
          pay,
          t + r.int(300, 900),
          "WARN",
          `re-authorization declined psp=tillpoint code=54 reason=expired_card`,
        );
        ctx.emit(
          tabs,
          t + r.int(900, 1400),
          "ERROR",
          `tab ${tab} could not be re-authorised: flagged for manager review before close`,
        );
      }
    });
  },
};

export const webhookReplays: NoiseKind = {
  key: "webhook_replays",
  what: "the card processor replaying hours-old webhooks that fail the signature age check or are duplicates",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const pay = ctx.svc("pay");
    const p = `${apiPrefix(ctx)}/payments/webhooks/tillpoint`;
    ctx.poisson(a, b, 14 * k, (t) => {
      const ev = `evt_${r.alnum(24)}`;
      if (r.chance(0.55)) {
        hit(ctx, "pay", t, 400, {
          path: p,
          method: "POST",
          ip: `52.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`,
          ua: "Tillpoint-Webhooks/2.0",
          ms: r.int(2, 8),
        });
        if (r.chance(0.3) && runtimeOf(pay.framework) !== "go") {
          const e = exc(r, pay, "auth", {
            cls:
              runtimeOf(pay.framework) === "java"
                ? "com.tillpoint.webhooks.SignatureVerificationException"
                : "SignatureVerificationError",
            detail: `Timestamp outside the tolerance zone (age ${r.int(3600, 14000)}s > 300s)`,
            where: ["webhooks:WebhookController.receive"],
          });
          ctx.emitExc(pay, t + 3, "ERROR", `webhook ${ev} rejected`, e);
        } else
          ctx.emit(
            pay,
            t + 3,
            "WARN",
            `webhook signature verification failed: timestamp outside tolerance (age=${r.int(3600, 14000)}s) event=${ev}`,
          );
      } else {
        hit(ctx, "pay", t, 200, { path: p, method: "POST", ua: "Tillpoint-Webhooks/2.0", ms: r.int(2, 8) });
        ctx.emit(
          pay,
          t + 3,
          "INFO",
          `duplicate webhook ${ev} type=${r.pick(["charge.captured", "charge.refunded", "authorization.expired"])} ignored (already processed)`,
        );
      }
    });
  },
};

export const printerOffline: NoiseKind = {
  key: "printer_offline",
  what: "a bar receipt printer unplugged from the network, receipts going by email instead",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const tabs = ctx.svc("pos");
    const ip = `10.60.${r.int(1, 9)}.${r.int(10, 60)}`;
    const name = `BAR-${r.int(1, 5)}-PRN`;
    ctx.poisson(a, b, 10 * k, (t) => {
      const e = exc(r, tabs, "noroute", {
        host: `${ip}:9100`,
        where: ["printing:EscPosPrinter.print", "printing:ReceiptService.send"],
      });
      ctx.emitExc(tabs, t, r.chance(0.7) ? "ERROR" : "WARN", `receipt printer ${name} (${ip}:9100) unreachable`, e);
      ctx.emit(
        tabs,
        t + r.int(5, 40),
        "INFO",
        `receipt for tab ${r.int(10000, 99999)} queued for email instead of print`,
      );
    });
  },
};

export const reconciliation: NoiseKind = {
  key: "pos_reconciliation_variance",
  what: "the nightly till reconciliation reporting small variances and a few unmatched transactions",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const jobs = ctx.svc("jobs");
    const runs = Math.max(1, Math.round(3 * k));
    for (let i = 0; i < runs; i++) {
      const t = a + ((b - a) * (i + r.float(0.05, 0.6))) / runs;
      const dur = r.int(40000, 120000);
      jobLines(
        ctx,
        jobs,
        t,
        "pos_reconciliation",
        dur,
        `{'txns': ${r.int(800, 4000)}, 'variances': ${r.int(2, 9)}, 'unmatched': ${r.int(1, 4)}}`,
      );
      ctx.spread(t + 1000, t + dur, Math.round(r.int(8, 20) * k) + 2, (tt) => {
        if (r.chance(0.65))
          ctx.emit(
            jobs,
            tt,
            "WARN",
            `variance ${money(ctx, 0.05, 0.95)} on terminal BAR-${r.int(1, 6)} (within tolerance ${ctx.estate.cur}1.00)`,
          );
        else
          ctx.emit(
            jobs,
            tt,
            "ERROR",
            `unmatched transaction txn_${r.alnum(16)} amount=${money(ctx, 3, 60)} terminal=BAR-${r.int(1, 6)}: no processor record yet, will retry next run`,
          );
      });
    }
  },
};

export const promoRejects: NoiseKind = {
  key: "promo_code_rejects",
  what: "expired and wrong-venue promo codes rejected, one guesser throttled",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const bk = ctx.svc("bookings");
    const codes = ["SUMMER24", "FRESHERS", "HENPARTY10", "KARAOKE2FOR1", "VIPNYE", "STUDENT15"];
    ctx.poisson(a, b, 8 * k, (t) => {
      const code = r.pick(codes);
      hit(ctx, "bookings", t, 422, { match: /holds|reservations|bookings\/?$/, method: "POST" });
      ctx.emit(
        bk,
        t + r.int(20, 80),
        "WARN",
        `promo code rejected code=${code} reason=${r.pick(["expired", "not_valid_for_venue", "usage_limit_reached", "min_spend_not_met"])}`,
      );
    });
    const ip = `185.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
    ctx.spread(a, b, Math.round(25 * k), (t, i) => {
      hit(ctx, "bookings", t, i > 10 ? 429 : 422, {
        match: /holds|reservations|bookings\/?$/,
        method: "POST",
        ip,
        ms: r.int(5, 40),
      });
      if (i > 10)
        ctx.emit(bk, t + 5, "WARN", `promo code attempts throttled client=${ip} attempts=${i + 1} window=10m`);
    });
  },
};
