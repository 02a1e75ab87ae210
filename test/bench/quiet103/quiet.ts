// Harmless noise that looks alarming in a wine and spirits shop: each kind is a burst laid on the background.
// Nothing is broken in any of them; customers, carriers, banks or schedules produce the errors.
import { stack } from "./stacks.js";
import type { Scene } from "./stream.js";

export interface NoiseKind {
  name: string;
  note: string;
  run: (s: Scene, at: number, dur: number) => void;
}

const ord = (s: Scene) => `${["W", "BH", "MV", "RR"][s.est.style]}${s.rng.digits(7)}`;
const member = (s: Scene) => `${s.rng.pick(["M", "C"])}${s.rng.digits(6)}`;

export const NOISE: NoiseKind[] = [
  {
    name: "blocked-states",
    note: "orders to states where direct shipping is not allowed are rejected by compliance by the dozen",
    run: (s, at, dur) =>
      s.every(
        1500,
        (t) => {
          const st = s.rng.pick(s.est.blocked);
          const o = ord(s);
          s.emit(t, "comply", "error", `ship-to ${st} not permitted: no DTC shipping permit for ${st} (order ${o})`);
          s.emit(t + 40, "checkout", "warn", `order ${o} rejected: destination ${st} not shippable (422)`);
        },
        at,
        at + dur,
      ),
  },
  {
    name: "age-typo",
    note: "age checks fail for typos in date of birth and pass on the second try",
    run: (s, at, dur) =>
      s.every(
        2500,
        (t) => {
          const o = ord(s);
          s.emit(
            t,
            "age",
            "error",
            `age verification FAILED order=${o} reason=DOB_MISMATCH vendor=${s.est.ageVendor} (input 19${s.rng.int(60, 99)}-${s.rng.int(10, 12)}-0${s.rng.int(1, 9)})`,
          );
          s.emit(
            t + 20,
            "checkout",
            "warn",
            `order ${o}: age verification not passed, asking customer to re-enter date of birth`,
          );
          if (s.rng.chance(0.7))
            s.emit(t + s.rng.int(20000, 60000), "age", "info", `age check passed order=${o} on attempt 2 result=MATCH`);
        },
        at,
        at + dur,
      ),
  },
  {
    name: "club-declines",
    note: "the club shipment run charges members' cards and hundreds decline as they do every run",
    run: (s, at, dur) => {
      const r = s.rng;
      s.emit(
        at,
        "club",
        "info",
        `${s.est.club} shipment run started: ${r.int(3000, 9000)} members to charge, batch size 50`,
      );
      let ok = 0;
      let bad = 0;
      s.every(
        180,
        (t) => {
          const m = member(s);
          if (r.chance(0.14)) {
            bad++;
            const code = r.pick([
              "card_declined: insufficient_funds",
              "card_declined: do_not_honor",
              "expired_card",
              "card_declined: lost_card",
              "incorrect_cvc",
              "processing_error (retryable)",
            ]);
            s.emit(
              t,
              "pay",
              "error",
              `charge failed member=${m} ${s.est.psp} ${code}`,
              s.est.rt.pay === "java" && r.chance(0.3)
                ? {
                    errType: "com.stripe.exception.CardException",
                    stack: [
                      "com.stripe.exception.CardException: Your card was declined.",
                      ...stack("java", "", "", [
                        "com.stripe.net.LiveStripeResponseGetter.handleApiError",
                        "com.stripe.model.PaymentIntent.create",
                        `com.${s.est.key}.payments.ClubChargeService.charge`,
                      ]),
                    ],
                  }
                : {},
            );
            s.emit(t + 30, "club", "warn", `member ${m}: charge declined, shipment held, dunning email scheduled`);
          } else {
            ok++;
            s.emit(t, "pay", "info", `club charge ok member=${m} ${r.int(89, 420)}.00 ${s.est.currency}`);
          }
        },
        at,
        at + dur,
      );
      s.emit(
        at + dur + 500,
        "club",
        "info",
        `${s.est.club} shipment run finished: ${ok} charged, ${bad} declined, 0 errors`,
      );
    },
  },
  {
    name: "no-adult",
    note: "carrier webhooks report parcels returned because no adult was present to sign",
    run: (s, at, dur) =>
      s.every(
        2000,
        (t) => {
          s.emit(
            t,
            "carrier",
            "error",
            `delivery exception ${s.rng.pick(s.est.carriers)} trk=${s.rng.digits(12)}: ADULT SIGNATURE REQUIRED - NO ADULT AVAILABLE, attempt ${s.rng.int(1, 3)}/3${s.rng.chance(0.3) ? ", RETURN TO SENDER" : ""}`,
          );
        },
        at,
        at + dur,
      ),
  },
  {
    name: "heat-hold",
    note: "shipments to hot destinations go on temperature hold during a heat wave",
    run: (s, at, dur) =>
      s.every(
        1800,
        (t) => {
          const p = s.rng.pick(s.est.places);
          s.emit(
            t,
            "carrier",
            "warn",
            `weather hold: forecast high ${s.rng.int(35, 44)}C at destination ${p} within transit window, shipment ${ord(s)} held until temperatures drop`,
          );
        },
        at,
        at + dur,
      ),
  },
  {
    name: "country-blocked",
    note: "international orders to countries not on the shippable list are refused",
    run: (s, at, dur) =>
      s.every(
        2600,
        (t) =>
          s.emit(
            t,
            "comply",
            "error",
            `export refused: destination country ${s.rng.pick(["NO", "CH", "IS", "AE", "SA", "GB"])} not in shippable list (order ${ord(s)})`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "bonded-pending",
    note: "bonded lots waiting for release show as unavailable and inventory warns about them",
    run: (s, at, dur) =>
      s.every(
        3000,
        (t) =>
          s.emit(
            t,
            "stock",
            "warn",
            `lot ${s.rng.hex(6).toUpperCase()} of ${s.rng.pick(s.est.skus)} in bond at ${s.est.wh[1]}: tax not paid, not allocatable (awaiting removal)`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "oversell",
    note: "a release sells out and reservations fail with insufficient stock, creating backorders",
    run: (s, at, dur) =>
      s.every(
        900,
        (t) => {
          const o = ord(s);
          const sku = s.est.skus[0];
          s.emit(
            t,
            "stock",
            "error",
            `reservation failed order=${o}: insufficient stock for ${sku} (requested ${s.rng.pick([1, 2, 6])}, available 0)`,
          );
          s.emit(t + 30, "checkout", "warn", `order ${o}: ${sku} sold out, offered waitlist`);
        },
        at,
        at + dur,
      ),
  },
  {
    name: "3ds",
    note: "card issuers ask for 3-D Secure challenges and customers complete them",
    run: (s, at, dur) =>
      s.every(
        2200,
        (t) => {
          const o = ord(s);
          s.emit(t, "pay", "warn", `authentication_required for ${o}: issuer requested 3DS challenge`);
          s.emit(t + s.rng.int(15000, 40000), "pay", "info", `3DS challenge completed for ${o}, authorized`);
        },
        at,
        at + dur,
      ),
  },
  {
    name: "fraud-review",
    note: "the fraud screen holds orders for manual review on address mismatches",
    run: (s, at, dur) =>
      s.every(
        3500,
        (t) =>
          s.emit(
            t,
            "pay",
            "warn",
            `order ${ord(s)} held for manual review: AVS mismatch (N), billing ${s.rng.pick(s.est.places)} != shipping ${s.rng.pick(s.est.places)}, gift=${s.rng.chance(0.5)}`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "excise-variance",
    note: "the excise report job flags small variances that are within tolerance",
    run: (s, at, dur) => {
      s.emit(
        at,
        "tax",
        "info",
        `excise report job started period=${s.rng.int(2025, 2026)}-${String(s.rng.int(1, 12)).padStart(2, "0")}`,
      );
      s.every(
        1200,
        (t) =>
          s.emit(
            t,
            "tax",
            "error",
            `variance on line ${s.rng.int(1, 30)} (${s.rng.pick(["removals taxpaid", "transfers in bond", "breakage", "samples"])}): book ${s.rng.int(100, 9000)}.${s.rng.digits(2)} vs physical, diff 0.0${s.rng.int(1, 9)} gal - within tolerance, flagged`,
          ),
        at,
        at + dur,
      );
      s.emit(at + dur, "tax", "info", "excise report job finished: report draft saved, 0 blocking issues");
    },
  },
  {
    name: "address-fix",
    note: "carrier address validation fails and the suggested correction is accepted",
    run: (s, at, dur) =>
      s.every(
        1600,
        (t) => {
          s.emit(
            t,
            "carrier",
            "error",
            `address validation failed for ${ord(s)}: ${s.rng.pick(["street not found", "suite number missing", "ambiguous address"])} (${s.est.carriers[0]} code 120${s.rng.int(1, 9)})`,
          );
          s.emit(t + 300, "carrier", "info", "suggested correction accepted by customer, label re-rated");
        },
        at,
        at + dur,
      ),
  },
  {
    name: "carrier-429",
    note: "the carrier API rate-limits a label batch and the retries with backoff all succeed",
    run: (s, at, dur) =>
      s.every(
        700,
        (t) => {
          s.emit(
            t,
            "carrier",
            "warn",
            `${s.est.carriers[0]} API 429 Too Many Requests (Retry-After: ${s.rng.int(1, 3)}), backing off`,
          );
          s.emit(t + 2500, "carrier", "info", `label batch item ok after backoff trk=${s.rng.digits(12)}`);
        },
        at,
        at + dur,
      ),
  },
  {
    name: "age-slow",
    note: "the age vendor is slow at p99 but every check completes",
    run: (s, at, dur) =>
      s.every(
        2000,
        (t) =>
          s.emit(
            t,
            "age",
            "warn",
            `slow vendor response ${s.est.ageVendor} ${s.rng.int(2100, 4800)}ms (threshold 2000ms) order=${ord(s)} - result MATCH`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "credential-stuffing",
    note: "a bot hammers the login endpoint and gets 401 and 429 at the edge",
    run: (s, at, dur) =>
      s.every(
        120,
        (t) => {
          const st = s.rng.chance(0.7) ? 401 : 429;
          s.emit(
            t,
            "edge",
            st === 401 ? "info" : "warn",
            `"POST /account/login HTTP/1.1" ${st} - 64 ${st === 401 ? 41 : 17} ${s.rng.int(3, 40)} ${s.rng.int(2, 38)} "45.155.${s.rng.int(1, 250)}.${s.rng.int(1, 250)}" "python-requests/2.31.0" "${s.rng.hex(16)}" "${s.name(s.has("store") ? "store" : "checkout")}:8080"`,
          );
        },
        at,
        at + dur,
      ),
  },
  {
    name: "cache-cold",
    note: "after a routine restart the product cache is cold and requests are slow for a few minutes",
    run: (s, at, dur) =>
      s.every(
        800,
        (t) =>
          s.emit(
            t,
            s.has("store") ? "store" : "checkout",
            "warn",
            `slow request GET /wines/${s.rng.pick(s.est.skus).toLowerCase()} took ${s.rng.int(1500, 4200)}ms (cache miss, catalog cold)`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "rolling-restart",
    note: "a routine rolling restart makes a few requests fail over while pods cycle",
    run: (s, at, dur) => {
      for (let i = 0; i < 3; i++) {
        const t = at + (i * dur) / 3;
        s.emit(t, "checkout", "info", `received SIGTERM, draining (pod ${i + 1}/3)`);
        s.emit(
          t + 200,
          "edge",
          "warn",
          `upstream connect error or disconnect/reset before headers. reset reason: connection termination (cluster ${s.name("checkout")}, retried on another host)`,
        );
        s.emit(t + 8000, "checkout", "info", `started, ready in ${s.rng.int(5, 12)}s (pod ${i + 1}/3)`);
      }
    },
  },
  {
    name: "cert-renew",
    note: "a certificate is renewed and reloaded, with a handful of handshakes reset during reload",
    run: (s, at) => {
      s.emit(
        at,
        "edge",
        "info",
        "cert-manager: certificate shop-tls renewed (valid until +90d), hot-reloading listeners",
      );
      for (let i = 0; i < 5; i++)
        s.emit(
          at + 200 + i * 90,
          "edge",
          "warn",
          `TLS error: 268435581:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED from 10.${s.rng.int(0, 9)}.${s.rng.int(0, 250)}.${s.rng.int(1, 250)} (listener draining)`,
        );
      s.emit(at + 1500, "edge", "info", "listeners updated, 0 active on old certificate");
    },
  },
  {
    name: "replica-lag",
    note: "the inventory read replica lags during the nightly vacuum and reads are routed to the primary",
    run: (s, at, dur) =>
      s.every(
        5000,
        (t) =>
          s.emit(
            t,
            "stock",
            "warn",
            `read replica lag ${s.rng.int(8, 45)}s exceeds 5s, routing availability reads to primary`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "gc-pauses",
    note: "a JVM batch logs long GC pauses while the club run allocates, without errors",
    run: (s, at, dur) =>
      s.every(
        4000,
        (t) =>
          s.emit(
            t,
            "club",
            "warn",
            `[gc] GC(${s.rng.int(200, 900)}) Pause Young (G1 Evacuation Pause) ${s.rng.int(300, 900)}M->${s.rng.int(100, 290)}M(2048M) ${s.rng.int(180, 640)}.${s.rng.digits(3)}ms`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "disk-80",
    note: "the log volume crosses a disk usage warning and logrotate frees space",
    run: (s, at) => {
      s.emit(at, "tax", "warn", `disk usage on /var/lib/${s.name("tax")} at 84% (threshold 80%)`);
      s.emit(at + 60000, "tax", "warn", `disk usage on /var/lib/${s.name("tax")} at 86% (threshold 80%)`);
      s.emit(at + 120000, "tax", "info", `logrotate: compressed 14 files, freed 3.1G; disk usage 61%`);
    },
  },
  {
    name: "rebalance",
    note: "a message consumer group rebalances during a deploy and resumes",
    run: (s, at) => {
      s.emit(
        at,
        "carrier",
        "warn",
        "[Consumer clientId=labels-1, groupId=labels] Request joining group due to: group is already rebalancing",
      );
      s.emit(
        at + 300,
        "carrier",
        "warn",
        "Revoking previously assigned partitions [orders.paid-0, orders.paid-1, orders.paid-2]",
      );
      s.emit(
        at + 4100,
        "carrier",
        "info",
        "Successfully joined group with generation Generation{generationId=412}; assigned partitions [orders.paid-0, orders.paid-1]",
      );
    },
  },
  {
    name: "dup-webhooks",
    note: "the payment provider redelivers webhooks and duplicates are rejected loudly",
    run: (s, at, dur) =>
      s.every(
        1300,
        (t) =>
          s.emit(
            t,
            "pay",
            "error",
            `webhook evt_${s.rng.hex(20)} already processed (unique violation on webhook_events.event_id), ignoring duplicate delivery`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "bounces",
    note: "club notification emails bounce for stale addresses",
    run: (s, at, dur) =>
      s.every(
        900,
        (t) =>
          s.emit(
            t,
            s.has("mailer") ? "mailer" : "club",
            "error",
            `delivery failed to ${s.rng.hex(5)}@${s.rng.pick(["aol.com", "yahoo.com", "att.net"])}: 550 5.1.1 The email account that you tried to reach does not exist`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "api-sunset",
    note: "a carrier warns that an API version is deprecated on every call",
    run: (s, at, dur) =>
      s.every(
        1500,
        (t) =>
          s.emit(
            t,
            "carrier",
            "warn",
            `${s.est.carriers[0]} response header Sunset: Sat, 01 Jun 2027 00:00:00 GMT - Ship API v1 is deprecated, migrate to v2`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "bad-promo",
    note: "a leaked expired promo code is tried by many customers and rejected",
    run: (s, at, dur) =>
      s.every(
        700,
        (t) =>
          s.emit(
            t,
            "checkout",
            "warn",
            `promo code ${s.rng.pick(["HOLIDAY30", "CLUB50", "FREESHIP"])} rejected for ${ord(s)}: expired`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "license-expired",
    note: "trade orders from retailers with expired licenses are rejected under three-tier rules",
    run: (s, at, dur) =>
      s.every(
        4000,
        (t) =>
          s.emit(
            t,
            "comply",
            "error",
            `trade order ${ord(s)} rejected: retailer license ${s.rng.pick(s.est.places)}-${s.rng.digits(6)} expired ${s.rng.int(3, 60)} days ago`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "po-box",
    note: "labels to PO boxes are refused because adult signature cannot be delivered there",
    run: (s, at, dur) =>
      s.every(
        3000,
        (t) =>
          s.emit(
            t,
            "carrier",
            "error",
            `label request refused for ${ord(s)}: adult signature service not available for PO Box / APO addresses`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "rate-table",
    note: "a tax rate refresh falls back to state rates for a few jurisdictions",
    run: (s, at) => {
      s.emit(at, "tax", "info", "rate table refresh started");
      for (let i = 0; i < 6; i++)
        s.emit(
          at + 400 + i * 200,
          "tax",
          "warn",
          `no local rate for jurisdiction ${s.rng.digits(7)} (${s.rng.pick(s.est.places)}), falling back to state rate`,
        );
      s.emit(at + 2500, "tax", "info", `rate table refresh done: ${s.rng.int(9000, 13000)} jurisdictions, 6 fallbacks`);
    },
  },
  {
    name: "short-pick",
    note: "club shipments short-pick and substitutions are applied",
    run: (s, at, dur) =>
      s.every(
        1200,
        (t) =>
          s.emit(
            t,
            "stock",
            "warn",
            `short pick at ${s.rng.pick(s.est.wh)}: ${s.est.skus[2]} 0 on shelf, substitution ${s.est.skus[3]} applied for member ${member(s)}`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "volume-cap",
    note: "consumers who reached their annual state volume limit are refused",
    run: (s, at, dur) =>
      s.every(
        2400,
        (t) =>
          s.emit(
            t,
            "comply",
            "error",
            `volume limit reached: consumer ${s.rng.hex(8)} in ${s.rng.pick(s.est.places)} has ${s.rng.pick([9, 12, 24])}L of annual limit, order ${ord(s)} refused`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "account-updater",
    note: "the card account updater reports expired cards on file for many members",
    run: (s, at, dur) =>
      s.every(
        500,
        (t) =>
          s.emit(
            t,
            "club",
            "warn",
            `account updater: card on file for ${member(s)} ${s.rng.pick(["expired", "closed", "contact cardholder"])}, member notified`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "synthetic-404",
    note: "a synthetic monitor probes a retired page and gets 404s",
    run: (s, at, dur) =>
      s.every(
        3000,
        (t) =>
          s.emit(
            t,
            "edge",
            "warn",
            `"GET /holiday-2025-gift-guide HTTP/1.1" 404 NR 0 0 0 - "10.0.0.5" "Datadog/Synthetics" "${s.rng.hex(16)}" "-"`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "dry-county",
    note: "orders to dry counties are blocked by local-option rules",
    run: (s, at, dur) =>
      s.every(
        3200,
        (t) =>
          s.emit(
            t,
            "comply",
            "warn",
            `local option: ${s.rng.pick(["Moore County, TN", "Clay County, KY", "Ochiltree County, TX", "Franklin County, AR"])} is dry, order ${ord(s)} blocked`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "gift-message",
    note: "long gift messages fail label validation and are truncated",
    run: (s, at, dur) =>
      s.every(
        2000,
        (t) =>
          s.emit(
            t,
            "carrier",
            "error",
            `ValidationError: gift_message exceeds 120 characters (${s.rng.int(121, 400)}) for ${ord(s)}; truncated`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "dup-scans",
    note: "warehouse scanners resend scans and duplicates are ignored",
    run: (s, at, dur) =>
      s.every(
        600,
        (t) =>
          s.emit(
            t,
            "stock",
            "error",
            `duplicate scan event ${s.rng.hex(10)} from ${s.rng.pick(s.est.wh)} handheld ${s.rng.int(1, 40)} rejected`,
          ),
        at,
        at + dur,
      ),
  },
  {
    name: "club-finished",
    note: "the club run finishes and its worker goes quiet afterwards, as scheduled",
    run: (s, at) => {
      s.emit(
        at,
        "club",
        "info",
        `${s.est.club} shipment run finished: all batches done, worker idle until next window`,
      );
      s.quietFrom.club = at + 1000;
    },
  },
  {
    name: "vendor-timeout-retry",
    note: "the age vendor times out now and then and the second attempt passes",
    run: (s, at, dur) =>
      s.every(
        2500,
        (t) => {
          const o = ord(s);
          s.emit(t, "age", "warn", `vendor call timed out after 3000ms order=${o}, retrying once`);
          s.emit(t + 3400, "age", "info", `age check passed order=${o} on retry`);
        },
        at,
        at + dur,
      ),
  },
  {
    name: "handled-exception",
    note: "a handled exception with a full stack trace is logged for every gift card lookup of a retired card type",
    run: (s, at, dur) => {
      const rt = s.est.rt.checkout ?? "java";
      s.every(
        2500,
        (t) =>
          s.emit(t, "checkout", "error", `gift card lookup failed, treating as no balance`, {
            errType: "GiftCardNotFound",
            stack:
              rt === "go" || rt === "cpp"
                ? undefined
                : stack(
                    rt,
                    rt === "java"
                      ? `com.${s.est.key}.checkout.giftcards.GiftCardNotFoundException`
                      : "GiftCardNotFound",
                    `card ${s.rng.digits(16).slice(0, 6)}** is a legacy card type`,
                    [`${s.est.key}.checkout.giftcards.Client.lookup`, `${s.est.key}.checkout.pricing.Tender.apply`],
                  ),
          }),
        at,
        at + dur,
      );
    },
  },
];
