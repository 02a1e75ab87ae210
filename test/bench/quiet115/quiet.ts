// Harmless noise that looks alarming: ten kinds per company (the main kind of each quiet window) plus a few
// generic ones laid on every window. Nothing here is broken.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  start: number;
  end: number;
  push: (t: number, svc: string, level: Level, msg: string, req?: string) => void;
  rid: () => string | undefined;
}

export interface Noise {
  id: string;
  estate: string;
  note: string;
  emit: (c: Ctx) => void;
}

/** Events at `perMin` on average between from and to (ms), each given its own time. */
export function spread(c: Ctx, from: number, to: number, perMin: number, fn: (t: number) => void): void {
  let t = from + c.r.f(0, 60000 / perMin);
  while (t < to) {
    fn(t);
    t += -Math.log(1 - c.r.next() * 0.999) * (60000 / perMin);
  }
}

/** A burst window inside the file: starts 1-5 min in, lasts at least 4 minutes. */
const burst = (c: Ctx): [number, number] => {
  const a = c.start + c.r.f(60000, Math.min(300000, (c.end - c.start) / 3));
  return [a, Math.min(c.end, a + c.r.f(240000, 900000))];
};

const ev = (r: Rng): string => r.p(["EV-24817", "EV-24822", "EV-24840", "EV-24851", "EV-24903"]);
const ip = (r: Rng): string =>
  `${r.p(["45.155", "104.248", "159.203", "185.220", "64.227", "139.59"])}.${r.i(1, 254)}.${r.i(1, 254)}`;
const dev = (r: Rng): string => `DS-${r.i(10, 48)}`;
const gate = (r: Rng): string => r.p(["A1", "A2", "B1", "B3", "C2"]);
const name = (r: Rng): string =>
  r.p([
    "Dan O'Neill",
    "Siobhan Kerr",
    "J. Okafor",
    "Mo Rahman +1",
    "Lucy Fairweather",
    "Kasia Nowak",
    "Tom (tour mgr)",
    "Priya S",
  ]);

const L: Noise[] = [
  {
    id: "onsale-queue-depth",
    estate: "lanternhall",
    note: "an on-sale queue holds tens of thousands of fans and the waiting room warns about depth and wait times",
    emit: (c) => {
      const [a, b] = burst(c);
      let depth = c.r.i(30000, 45000);
      spread(c, a, b, 5, (t) => {
        depth += c.r.i(-900, 2600);
        c.push(
          t,
          "waiting-room",
          "warn",
          `queue depth ${depth} for EV-24851 above soft limit 25000; admitting 600/min, est wait ${Math.round(depth / 600)}m`,
        );
      });
      spread(c, a, b, 14, (t) =>
        c.push(
          t,
          "waiting-room",
          "warn",
          `visitor token ${c.r.hex(12)} expired while queued, sent back to position ${c.r.i(20000, 50000)}`,
        ),
      );
    },
  },
  {
    id: "bots-refused",
    estate: "lanternhall",
    note: "bot protection refuses hundreds of scripted hold attempts from hosting ASNs during an on-sale",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 6, (t) =>
        c.push(
          t,
          "bot-shield",
          "warn",
          `blocked ${c.r.i(80, 640)} requests in 10s asn=${c.r.p(["14061 DIGITALOCEAN", "16509 AMAZON-02", "24940 HETZNER", "63949 AKAMAI-LINODE"])} rule=bm-automated score<0.05`,
        ),
      );
      spread(c, a, b, 70, (t) =>
        c.push(t, "onsale-gateway", "warn", `POST /v3/holds 403 ${c.r.i(1, 4)}ms ${ip(c.r)} bot-verdict=deny`),
      );
    },
  },
  {
    id: "seat-taken-conflicts",
    estate: "lanternhall",
    note: "contention at an on-sale makes many hold attempts lose the seat to someone else (409s offered best available)",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 40, (t) => {
        const s = `${c.r.p(["102", "104", "BAL-A"])}-${c.r.p(["C", "F", "K"])}-${c.r.i(1, 30)}`;
        const id = c.rid();
        c.push(t, "inventory-hold", "warn", `hold conflict seat=${s} already held by session ${c.r.hex(8)}`, id);
        c.push(
          t + c.r.i(3, 30),
          "onsale-gateway",
          "warn",
          `POST /v3/holds 409 ${c.r.i(8, 40)}ms ${ip(c.r)} code=SEAT_TAKEN`,
          id,
        );
      });
    },
  },
  {
    id: "card-declines",
    estate: "lanternhall",
    note: "issuers refuse cards and 3-D Secure challenges fail at the usual rate for a big on-sale",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 18, (t) =>
        c.push(
          t,
          "payments-svc",
          c.r.c(0.4) ? "error" : "warn",
          `Refused psp_ref=${c.r.hex(16).toUpperCase()} refusalReason="${c.r.p(["Not enough balance", "Refused", "3D Not Authenticated", "CVC Declined", "Expired Card", "Issuer Unavailable"])}" shopperInteraction=Ecommerce`,
        ),
      );
      spread(c, a, b, 10, (t) =>
        c.push(
          t,
          "checkout-api",
          "warn",
          `Payment refused for order LH-${c.r.i(3100000, 3999999)}, customer asked to retry with another card`,
        ),
      );
    },
  },
  {
    id: "fraud-declines",
    estate: "lanternhall",
    note: "the fraud model declines a burst of velocity-abusing orders from a reseller ring",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 12, (t) => {
        c.push(
          t,
          "fraud-score",
          "warn",
          `decision=decline risk=${c.r.f(0.9, 0.999).toFixed(3)} reasons=[velocity_ip, bin_country_mismatch, disposable_email]`,
        );
        c.push(
          t + c.r.i(5, 40),
          "checkout-api",
          "error",
          `Order LH-${c.r.i(3100000, 3999999)} rejected by risk check (RISK_DECLINED), holds released`,
        );
      });
    },
  },
  {
    id: "presale-codes-invalid",
    estate: "lanternhall",
    note: "fans paste presale codes for the wrong show and the unlock endpoint answers 422",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 25, (t) => {
        c.push(
          t,
          "checkout-api",
          "warn",
          `Presale code '${c.r.p(["ARTIST24", "O2PRIORITY", "FANCLUB", "MOONRISE", "amex"])}' not valid for ${ev(c.r)} (window ${c.r.p(["closed", "not open yet", "other event"])})`,
        );
        c.push(t + c.r.i(2, 20), "onsale-gateway", "warn", `POST /v3/presale/unlock 422 ${c.r.i(6, 30)}ms ${ip(c.r)}`);
      });
    },
  },
  {
    id: "hold-expiry-wave",
    estate: "lanternhall",
    note: "a queue admission wave leaves hundreds of seat holds to expire unpaid and the sweeper logs them",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 3, (t) =>
        c.push(
          t,
          "inventory-hold",
          "warn",
          `hold sweeper: released ${c.r.i(600, 2400)} expired holds (ttl 480s), seats back on sale`,
        ),
      );
      spread(c, a, b, 30, (t) =>
        c.push(
          t,
          "checkout-api",
          "warn",
          `Hold HLD-${c.r.hex(8)} expired before payment, order not created (410 HOLD_EXPIRED)`,
        ),
      );
    },
  },
  {
    id: "ga-floor-sold-out",
    estate: "lanternhall",
    note: "general admission floor reaches capacity and requests for it come back empty",
    emit: (c) => {
      const [a, b] = burst(c);
      c.push(
        a,
        "seatmap-svc",
        "warn",
        "Section FLOOR for EV-24851 reached capacity 2400/2400; closing section for sale",
      );
      spread(c, a, b, 35, (t) =>
        c.push(
          t,
          "seatmap-svc",
          "warn",
          `No availability in section FLOOR for ${ev(c.r)} (requested qty ${c.r.i(1, 6)}), returning alternatives`,
        ),
      );
    },
  },
  {
    id: "jvm-gc-pauses",
    estate: "lanternhall",
    note: "the seat map JVM logs long young-generation pauses and a Hikari clock-leap warning under a traffic spike",
    emit: (c) => {
      let gc = c.r.i(1000, 3000);
      spread(c, c.start, c.end, 6, (t) => {
        gc++;
        c.push(
          t,
          "seatmap-svc",
          "warn",
          `[gc] GC(${gc}) Pause Young (G1 Evacuation Pause) ${c.r.i(900, 1400)}M->${c.r.i(200, 400)}M(2048M) ${c.r.f(180, 620).toFixed(3)}ms`,
        );
      });
      spread(c, c.start, c.end, 0.5, (t) =>
        c.push(
          t,
          "seatmap-svc",
          "warn",
          `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${c.r.i(61, 90)}s${c.r.i(100, 999)}ms).`,
        ),
      );
    },
  },
  {
    id: "pdf-glyph-fallback",
    estate: "lanternhall",
    note: "an artist name with emoji makes the ticket PDF renderer fall back on fonts and skip artwork",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 20, (t) =>
        c.push(
          t,
          "ticket-pdf",
          "warn",
          `glyph missing for U+${c.r.p(["1F3B8", "1F525", "2728", "1F319"])} in font 'Inter-Bold', falling back to 'NotoEmoji'`,
        ),
      );
      spread(c, a, b, 6, (t) =>
        c.push(
          t,
          "ticket-pdf",
          "error",
          `artwork fetch for ${ev(c.r)} failed: HTTP 404 from cdn (s3://lh-artwork/${c.r.hex(6)}.png), rendered without artwork`,
        ),
      );
    },
  },
];

const P: Noise[] = [
  {
    id: "resale-price-cap",
    estate: "pulsebox",
    note: "sellers try to list sold-out tickets above the resale price cap and are refused",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 30, (t) => {
        const face = c.r.p([45, 60, 75, 100]);
        c.push(
          t,
          "listing-guard",
          "error",
          `listing rejected: price ${c.r.i(face * 2, face * 6)}.00 exceeds cap ${(face * 1.15).toFixed(2)} (face ${face}.00 + 15%) event=${ev(c.r)}`,
        );
        c.push(t + c.r.i(3, 25), "resale-api", "warn", `POST /api/listings 422 - ${c.r.i(10, 60)} ms`);
      });
    },
  },
  {
    id: "static-barcode-validation",
    estate: "pulsebox",
    note: "partner door scanners submit screenshotted barcodes whose rotating token is out of window",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 45, (t) =>
        c.push(
          t,
          "barcode-rotator",
          "warn",
          `validate: token outside window ticket=${c.r.hex(10)} drift=${c.r.i(60, 3600)}s verdict=REJECT_STATIC`,
        ),
      );
    },
  },
  {
    id: "listing-not-owner",
    estate: "pulsebox",
    note: "speculative listings for tickets the seller does not hold are refused in bulk",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 20, (t) =>
        c.push(
          t,
          "listing-guard",
          "error",
          `listing rejected: seller u_${c.r.hex(8)} is not holder of ticket ${c.r.hex(10)} (speculative)`,
        ),
      );
    },
  },
  {
    id: "payout-kyc-held",
    estate: "pulsebox",
    note: "the payout batch holds payouts for sellers whose identity checks are incomplete",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 15, (t) =>
        c.push(
          t,
          "payout-svc",
          "error",
          `Payout po_${c.r.hex(14)} held: Stripe::InvalidRequestError account acct_${c.r.hex(16)} requirements.currently_due=["individual.verification.document"]`,
        ),
      );
    },
  },
  {
    id: "wallet-410-gone",
    estate: "pulsebox",
    note: "Apple Wallet update pushes hit devices that deleted the pass and answer 410",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 35, (t) =>
        c.push(
          t,
          "wallet-pass",
          "warn",
          `apns pass update device=${c.r.hex(12)} status=410 reason=Unregistered, registration removed`,
        ),
      );
      spread(c, a, b, 8, (t) =>
        c.push(
          t,
          "wallet-pass",
          "error",
          `DELETE /v1/devices/${c.r.hex(12)}/registrations/pass.com.pulsebox.ticket/${c.r.hex(10)} for unknown serial (404)`,
        ),
      );
    },
  },
  {
    id: "transfer-unregistered",
    estate: "pulsebox",
    note: "ticket transfers to friends without an account stay pending while invites go out",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 18, (t) =>
        c.push(
          t,
          "transfer-svc",
          "warn",
          `Transfer ${c.r.hex(8)} pending: recipient ${c.r.p(["gmail.com", "hotmail.co.uk", "icloud.com"])} address not registered, invite sent (attempt ${c.r.i(1, 3)})`,
        ),
      );
    },
  },
  {
    id: "listing-sold-race",
    estate: "pulsebox",
    note: "a popular drop makes several buyers race for the same listing and the losers get 409",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 22, (t) => {
        c.push(
          t,
          "resale-checkout",
          "warn",
          `Listing L${c.r.i(700000, 999999)} already sold (javax.persistence.OptimisticLockException: Row was updated or deleted by another transaction)`,
        );
        c.push(t + c.r.i(2, 30), "resale-api", "warn", `POST /api/purchases 409 - ${c.r.i(40, 200)} ms`);
      });
    },
  },
  {
    id: "scraper-rate-limited",
    estate: "pulsebox",
    note: "a price-comparison scraper is rate limited on the listings endpoint",
    emit: (c) => {
      const [a, b] = burst(c);
      const who = ip(c.r);
      spread(c, a, b, 90, (t) =>
        c.push(t, "resale-api", "warn", `GET /api/events/${ev(c.r)}/listings 429 - 1 ms client=${who} limit=300/min`),
      );
    },
  },
  {
    id: "chargeback-webhooks",
    estate: "pulsebox",
    note: "a batch of chargeback notifications arrives from the acquirer for last month's orders",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 10, (t) =>
        c.push(
          t,
          "payments-svc",
          "error",
          `Webhook NOTIFICATION_OF_CHARGEBACK pspReference=${c.r.hex(16).toUpperCase()} reason="${c.r.p(["Fraud (10.4)", "Goods Not Received (13.1)", "Cancelled (13.7)"])}" amount=${c.r.i(3000, 20000)} EUR`,
        ),
      );
    },
  },
  {
    id: "device-clock-skew",
    estate: "pulsebox",
    note: "phones with wrong clocks present rotating barcodes that are accepted inside the tolerance window",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 40, (t) =>
        c.push(
          t,
          "barcode-rotator",
          "warn",
          `device clock skew ${c.r.i(16, 44)}s ticket=${c.r.hex(10)}, accepted within tolerance (±45s)`,
        ),
      );
    },
  },
];

const F: Noise[] = [
  {
    id: "door-screenshots",
    estate: "foundry",
    note: "at doors-open fans show screenshots of mobile tickets and the scanners refuse the static barcodes",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 40, (t) =>
        c.push(
          t,
          "door-scan-gw",
          "error",
          `scan rejected device=${dev(c.r)} gate=${gate(c.r)} reason=STATIC_BARCODE token_age=${c.r.i(90, 4000)}s`,
          c.rid(),
        ),
      );
    },
  },
  {
    id: "guestlist-no-match",
    estate: "foundry",
    note: "guest list names given at the VIP door are not found or only fuzzily matched",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 14, (t) =>
        c.push(
          t,
          "guestlist-svc",
          "warn",
          `No match on list '${c.r.p(["ARTIST +1s", "PROMOTER COMPS", "PRESS", "SUPPORT ACT"])}' for "${name(c.r)}" (best 0.${c.r.i(40, 79)})`,
          c.rid(),
        ),
      );
    },
  },
  {
    id: "re-entry-denied",
    estate: "foundry",
    note: "fans who stepped out try to re-enter on a no-re-entry show and their tickets read as already used",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 25, (t) =>
        c.push(
          t,
          "door-scan-gw",
          "error",
          `scan rejected device=${dev(c.r)} gate=${gate(c.r)} reason=ALREADY_USED first_scan=20:${c.r.i(10, 59)}:${String(c.r.i(0, 59)).padStart(2, "0")}`,
          c.rid(),
        ),
      );
    },
  },
  {
    id: "room-at-capacity",
    estate: "foundry",
    note: "the main room reaches licensed capacity and the counter holds the doors and recounts",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 8, (t) =>
        c.push(
          t,
          "capacity-counter",
          "warn",
          `main_room ${c.r.i(2395, 2412)}/2400 at capacity, door hold requested gates=A1,A2`,
        ),
      );
      spread(c, a, b, 1, (t) =>
        c.push(
          t,
          "capacity-counter",
          "error",
          `counter drift: in-out=${c.r.i(2401, 2412)} exceeds capacity, recount from entry-ledger scheduled`,
        ),
      );
    },
  },
  {
    id: "card-reader-offline",
    estate: "foundry",
    note: "bluetooth card readers at the bar drop and reconnect, queuing sales offline meanwhile",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 6, (t) => {
        const till = `BAR${c.r.i(1, 4)}-T${c.r.i(1, 8)}`;
        c.push(
          t,
          "bar-pos-bridge",
          "error",
          `reader ${till} offline (SumUp Solo, BLE link lost), storing transactions offline`,
        );
        c.push(
          t + c.r.i(4000, 40000),
          "bar-pos-bridge",
          "info",
          `reader ${till} back online, uploaded ${c.r.i(1, 9)} offline transactions`,
        );
      });
    },
  },
  {
    id: "merch-low-stock",
    estate: "foundry",
    note: "popular merch sizes sell out and stock warnings plus negative-stock sales pile up",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 10, (t) =>
        c.push(
          t,
          "stock-levels",
          "warn",
          `${c.r.p(["TEE-BLK-L", "TEE-BLK-M", "HOODIE-GRY-XL"])} below reorder point (${c.r.i(0, 4)} left)`,
        ),
      );
      spread(c, a, b, 4, (t) =>
        c.push(
          t,
          "stock-levels",
          "error",
          `negative stock for ${c.r.p(["TEE-BLK-L", "HOODIE-GRY-XL"])}: -${c.r.i(1, 3)} (sale allowed, count pending)`,
        ),
      );
    },
  },
  {
    id: "wristband-not-activated",
    estate: "foundry",
    note: "cashless wristbands that were never activated are refused at top-up",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 16, (t) =>
        c.push(
          t,
          "cashless-topup",
          "error",
          `topup refused wristband=${c.r.hex(8)} status=NOT_ACTIVATED (ask guest to activate in app)`,
        ),
      );
    },
  },
  {
    id: "wrong-night-tickets",
    estate: "foundry",
    note: "fans arrive with tickets for tomorrow's show and are turned away at the scanners",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 20, (t) =>
        c.push(
          t,
          "door-scan-gw",
          "error",
          `scan rejected device=${dev(c.r)} gate=${gate(c.r)} reason=WRONG_EVENT ticket_event=EV-24903 tonight=EV-24851`,
          c.rid(),
        ),
      );
    },
  },
  {
    id: "scanner-dead-zone",
    estate: "foundry",
    note: "handheld scanners walking through a wifi dead zone miss heartbeats and resync buffered scans",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 5, (t) => {
        const d = dev(c.r);
        c.push(
          t,
          "scanner-sync",
          "warn",
          `device ${d} missed ${c.r.i(3, 6)} heartbeats (last seen ${c.r.i(30, 90)}s ago), validating offline`,
        );
        c.push(
          t + c.r.i(20000, 80000),
          "scanner-sync",
          "info",
          `device ${d} back online, uploaded ${c.r.i(20, 140)} buffered scans`,
        );
      });
    },
  },
  {
    id: "bar-id-checks",
    estate: "foundry",
    note: "bar staff void sales after failed age checks and the till bridge logs each void",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 12, (t) =>
        c.push(
          t,
          "bar-pos-bridge",
          "warn",
          `sale voided till=BAR${c.r.i(1, 4)}-T${c.r.i(1, 8)} reason=ID_CHECK_FAILED items=${c.r.i(1, 4)}`,
        ),
      );
    },
  },
];

const N: Noise[] = [
  {
    id: "settlement-variance",
    estate: "northpier",
    note: "artist settlement drafts show variances between box office and ticketing and are flagged for review",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 8, (t) =>
        c.push(
          t,
          "settlement-svc",
          "warn",
          `warn: Northpier.Settlement.Reconciler[3] Variance of ${c.r.i(1, 900)}.${c.r.i(10, 99)} EUR between box office and ticketing for ${ev(c.r)}; flagged for review`,
        ),
      );
    },
  },
  {
    id: "sso-bad-passwords",
    estate: "northpier",
    note: "a credential-stuffing attempt against the promoter portal fails and accounts lock as designed",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 40, (t) =>
        c.push(
          t,
          "auth-sso",
          "warn",
          `Authentication failed for user '${c.r.p(["info", "admin", "bookings", "accounts", "tour"])}@${c.r.p(["northpier.events", "gmail.com", "outlook.com"])}': Bad credentials from ${ip(c.r)}`,
        ),
      );
      spread(c, a, b, 2, (t) =>
        c.push(t, "auth-sso", "error", `Account locked after 5 failed attempts: user id ${c.r.i(1000, 9999)}`),
      );
    },
  },
  {
    id: "slow-export",
    estate: "northpier",
    note: "the monthly sales export runs past its soft time limit and warns repeatedly while it finishes",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 2, (t) =>
        c.push(
          t,
          "report-builder",
          "warn",
          `export sales_by_channel still running after ${Math.round((t - a) / 1000) + 300}s (soft limit 300s), ${c.r.i(30, 95)}% done`,
        ),
      );
      c.push(
        b,
        "report-builder",
        "info",
        `export sales_by_channel finished in ${Math.round((b - a) / 1000) + 300}s, 412881 rows`,
      );
    },
  },
  {
    id: "email-bounces",
    estate: "northpier",
    note: "a settlement mailing to an old promoter contact list bounces by the dozen",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 25, (t) =>
        c.push(
          t,
          "email-relay",
          "error",
          `delivery failed to=${c.r.hex(6)}@${c.r.p(["oldagency.co.uk", "btinternet.com", "promoco.net"])} status=bounced dsn=5.1.1 "550 5.1.1 Recipient address rejected: User unknown"`,
        ),
      );
    },
  },
  {
    id: "cancelled-show-refunds",
    estate: "northpier",
    note: "refunds for a show cancelled last week run through the box office with warnings per order",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 30, (t) =>
        c.push(
          t,
          "box-office",
          "warn",
          `Refund issued for cancelled show EV-24822 order BO-${c.r.i(10000, 99999)} (reason: show_cancelled), card refund pending 5-10 days`,
        ),
      );
    },
  },
  {
    id: "xero-rate-limit",
    estate: "northpier",
    note: "the accounting sync hits the vendor's minute rate limit and succeeds on retry",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 6, (t) => {
        c.push(t, "ledger-sync", "warn", `xero: 429 Too Many Requests (minute limit), retry after ${c.r.i(5, 40)}s`);
        c.push(t + c.r.i(6000, 41000), "ledger-sync", "info", `xero: retry ok, ${c.r.i(5, 60)} journals pushed`);
      });
    },
  },
  {
    id: "portal-vuln-scan",
    estate: "northpier",
    note: "an internet scanner probes the promoter portal for common paths and gets 404s",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 80, (t) =>
        c.push(
          t,
          "promoter-portal",
          "warn",
          `GET ${c.r.p(["/wp-login.php", "/.env", "/.git/config", "/phpmyadmin/", "/actuator/env", "/cgi-bin/luci"])} 404 ${c.r.i(1, 5)}ms ${ip(c.r)}`,
        ),
      );
    },
  },
  {
    id: "over-capacity-forecast",
    estate: "northpier",
    note: "the planner forecasts demand above licensed capacity for upcoming shows and says so loudly",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 6, (t) =>
        c.push(
          t,
          "capacity-planner",
          "error",
          `forecast for ${ev(c.r)} exceeds licensed capacity: predicted ${c.r.i(2500, 3400)} > 2400, consider upgrade to larger room`,
        ),
      );
    },
  },
  {
    id: "rounding-differences",
    estate: "northpier",
    note: "artist fee splits leave penny rounding differences that are absorbed with a warning each",
    emit: (c) => {
      const [a, b] = burst(c);
      spread(c, a, b, 20, (t) =>
        c.push(
          t,
          "settlement-svc",
          "warn",
          `warn: Northpier.Settlement.Splits[7] Rounding difference 0.0${c.r.i(1, 3)} GBP on split for ${ev(c.r)}, absorbed by promoter share`,
        ),
      );
    },
  },
  {
    id: "jwks-rotation",
    estate: "northpier",
    note: "the SSO signing key rotates and a handful of tokens signed with the old key are refused until clients refresh",
    emit: (c) => {
      const [a, b] = burst(c);
      const kid = c.r.hex(8);
      c.push(a, "auth-sso", "info", `Signing key rotated: new kid=${kid}, previous key retired`);
      spread(c, a, Math.min(b, a + 150000), 20, (t) =>
        c.push(
          t,
          "auth-sso",
          "warn",
          `Rejected access token: signature verification failed (unknown kid=${c.r.hex(8)})`,
        ),
      );
      spread(c, a, Math.min(b, a + 150000), 10, (t) =>
        c.push(t, "promoter-portal", "warn", `401 from auth-sso, refreshing JWKS and retrying`),
      );
    },
  },
];

/** Generic alarming-but-harmless noise any window may carry. */
export const GENERIC: Noise[] = [
  {
    id: "probe-blip",
    estate: "*",
    note: "one liveness probe fails then passes",
    emit: (c) => {
      const t = c.start + c.r.f(60000, c.end - c.start - 60000);
      const svc = "%SVC%";
      c.push(
        t,
        svc,
        "warn",
        `Liveness probe failed: Get "http://10.4.${c.r.i(1, 9)}.${c.r.i(2, 250)}:8080/healthz": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      );
    },
  },
  {
    id: "cert-expiry",
    estate: "*",
    note: "a certificate expiry reminder",
    emit: (c) => {
      spread(c, c.start, c.end, 0.25, (t) =>
        c.push(
          t,
          "%SVC%",
          "warn",
          `TLS certificate for ${c.r.p(["partner-api", "webhooks", "sftp"])} expires in ${c.r.i(18, 29)} days (renewal scheduled)`,
        ),
      );
    },
  },
];

export const NOISES: readonly Noise[] = [...L, ...P, ...F, ...N];
export const noisesFor = (estate: string): Noise[] => NOISES.filter((n) => n.estate === estate);
