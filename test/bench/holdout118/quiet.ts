// The 12 windows where nothing is broken: only the domain's ordinary trouble, some of it in short bursts.
import { ids } from "./estates.js";
import { type Emit, O } from "./stream.js";

export interface Quiet {
  estate: "forkful" | "fleet" | "rossa" | "bao";
  note: string;
  extra: Emit[]; // offsets (s) from the window start
}

export const QUIET: Quiet[] = [
  {
    estate: "forkful",
    note: "Lunch peak: restaurants pause and resume, some cards are declined, late orders get automatic refunds.",
    extra: [
      {
        svc: "restaurant-availability",
        perMin: 8,
        make: (r) => O("INFO", `store ${ids.store(r)} paused orders: reason=busy_kitchen duration=20m`),
      },
      {
        svc: "payments",
        perMin: 4,
        make: (r) =>
          O(
            "INFO",
            `Refund issued automatically for late order ${ids.order(r)}: EUR ${ids.money(r, 2, 9)} (delay ${r.int(25, 60)}m)`,
          ),
      },
    ],
  },
  {
    estate: "forkful",
    note: "A lunch promo expires at noon and a wave of carts gets 'expired' rejections; nothing is broken.",
    extra: [
      {
        svc: "promo-engine",
        perMin: 30,
        from: 180,
        to: 300,
        make: (r) => O("WARN", `promo code LUNCH${r.int(10, 20)} rejected: campaign ended at 12:00:00 Europe/Lisbon`),
      },
    ],
  },
  {
    estate: "forkful",
    note: "Routine rollout of order-intake with two pods restarting, plus a few transient 502s retried successfully.",
    extra: [
      {
        svc: "order-intake",
        at: [200, 203, 260, 263],
        make: (r) =>
          O("INFO", `Started Application in ${r.float(8, 12).toFixed(3)} seconds (process running for 13.2)`),
      },
      {
        svc: "edge-gw",
        at: [201, 262],
        make: () => O("WARN", "upstream order-intake connection refused, retried on next endpoint (ok)"),
      },
    ],
  },
  {
    estate: "fleet",
    note: "Evening rush: couriers decline offers, addresses fail to geocode, dispatch re-offers and succeeds.",
    extra: [
      {
        svc: "dispatch",
        perMin: 10,
        make: (r) => O("INFO", `offer declined courier=${ids.courier(r)} order=${ids.order(r)} reason=too_far`),
      },
      {
        svc: "offer-svc",
        perMin: 6,
        make: (r) => O("INFO", `Offer ${r.hex(8)} expired without answer (courier ${ids.courier(r)})`),
      },
    ],
  },
  {
    estate: "fleet",
    note: "Weekly payout statements run; a handful of couriers have incomplete bank details and are skipped as usual.",
    extra: [
      {
        svc: "payouts",
        perMin: 12,
        from: 60,
        to: 420,
        make: (r) => O("INFO", `Weekly statement generated for courier ${ids.courier(r)}`),
      },
      {
        svc: "payouts",
        perMin: 1.5,
        from: 60,
        to: 420,
        make: (r) => O("WARN", `Courier ${ids.courier(r)} skipped: IBAN missing, statement held`),
      },
    ],
  },
  {
    estate: "fleet",
    note: "Courier app update rolls out; old clients get a deprecation warning and reconnect websockets.",
    extra: [
      {
        svc: "courier-gw",
        perMin: 6,
        make: (r) =>
          O(
            "WARN",
            `courier ${ids.courier(r)} on app 9.9.${r.int(0, 6)}: /v1/location v1 payload deprecated, please update`,
          ),
      },
      { svc: "courier-gw", perMin: 4, make: () => O("INFO", "ws client reconnected after 1012 (service restart)") },
    ],
  },
  {
    estate: "rossa",
    note: "Friday dinner: two kitchens pause, tablets drop and reconnect, drivers wait at doors.",
    extra: [
      {
        svc: "order-router",
        perMin: 4,
        make: (r) =>
          O("INFO", `Kitchen ${r.int(1, 38)} is paused (busy), order ${ids.rossa(r)} offered pickup slot +25m`),
      },
      {
        svc: "tablet-bridge",
        perMin: 4,
        make: (r) => O("INFO", `tablet ${r.hex(6)} reconnected after ${r.int(3, 60)}s`),
      },
    ],
  },
  {
    estate: "rossa",
    note: "Kitchen 17's tablet is offline for a few minutes; orders are copied by email as designed and it comes back.",
    extra: [
      {
        svc: "tablet-bridge",
        perMin: 12,
        from: 200,
        to: 380,
        make: () => O("ERROR", "tablet 5be021 (kitchen 17) offline: websocket closed 1006, order copy sent by email"),
      },
      {
        svc: "tablet-bridge",
        at: [381],
        make: () => O("INFO", "tablet 5be021 (kitchen 17) reconnected after 184s, 6 orders re-synced"),
      },
    ],
  },
  {
    estate: "rossa",
    note: "Nightly store-config publish and a payment provider retry that succeeds; card declines as usual.",
    extra: [
      { svc: "store-config", at: [150], make: () => O("INFO", "published opening hours rev 341 for 38 kitchens") },
      {
        svc: "rossa-pay",
        perMin: 3,
        make: (r) => O("WARN", `Acquirer slow for ${ids.rossa(r)} (2.8s), retry succeeded`),
      },
    ],
  },
  {
    estate: "bao",
    note: "Ordinary evening: stores pause online orders, partner cancels a few courier jobs and they are re-requested.",
    extra: [
      {
        svc: "courier-sync",
        perMin: 4,
        make: (r) => O("WARN", `partner job ${r.hex(12)} cancelled by partner: no_couriers_available, re-requesting`),
      },
      {
        svc: "bao-orders",
        perMin: 2,
        make: (r) => O("WARN", `store ${r.int(1, 24)} paused online orders for 20m (manager request)`),
      },
    ],
  },
  {
    estate: "bao",
    note: "A student promo is abused with expired codes and card declines spike briefly; all handled normally.",
    extra: [
      {
        svc: "bao-promos",
        perMin: 20,
        from: 120,
        to: 300,
        make: (r) => O("INFO", `Promo code STUDENT${r.int(10, 50)} rejected: expired`),
      },
      {
        svc: "bao-payments",
        perMin: 6,
        from: 120,
        to: 300,
        make: (r) => O("INFO", `Charge declined for ${ids.bao(r)}: card_declined (generic_decline)`),
      },
    ],
  },
  {
    estate: "bao",
    note: "Menu price update pushed to the marketplace in batches with a few 429s that back off and succeed.",
    extra: [
      {
        svc: "menu-sync",
        perMin: 6,
        from: 60,
        to: 360,
        make: (r) => O("WARN", `push store ${r.int(1, 24)}: 429 Too Many Requests, retrying after 10s`),
      },
      {
        svc: "menu-sync",
        perMin: 6,
        from: 75,
        to: 375,
        make: (r) =>
          O("INFO", `pushed menu for store ${r.int(1, 24)} to marketplace listing (${r.int(60, 140)} items)`),
      },
    ],
  },
];
