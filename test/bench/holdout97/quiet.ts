// The 12 quiet windows of holdout97: only the domain's everyday noise (sold-out items, closed stores, declines,
// redeemed vouchers, throttled menu syncs that recover, screens reconnecting, tills offline overnight, deploys).
import { store } from "./estates.js";
import type { Plan } from "./stream.js";

export interface QuietSpec {
  note: string;
  hour: number;
  plan: Plan;
}

export const QUIET: QuietSpec[] = [
  {
    note: "Brasa Grill at the Friday lunch peak: card refusals, sold-out items and closed-store rejections, nothing broken.",
    hour: 12,
    plan: {
      estate: "brasa",
      extra: [
        {
          svc: "payments-adapter",
          every: 9000,
          level: "WARN",
          msg: (r) =>
            `Refused payment pspReference=${r.hex(16).toUpperCase()} refusalReason=${r.pick(["Refused", "Not enough balance", "3D Not Authenticated"])}`,
        },
        {
          svc: "order-web-bff",
          every: 15000,
          level: "WARN",
          msg: (r) => `basket rejected: item Whole Chicken sold out at store ${store(r)}`,
        },
      ],
    },
  },
  {
    note: "Brasa Grill overnight: stores closed, tills offline and store heartbeats missing, the nightly full menu publish runs.",
    hour: 2,
    plan: {
      estate: "brasa",
      extra: [
        {
          svc: "store-link",
          every: 6000,
          level: "WARN",
          msg: (r) => `store ${store(r)} offline (closed, last seen 23:${r.int(10, 59)})`,
        },
        {
          svc: "pos-bridge",
          every: 20000,
          level: "WARN",
          msg: (r) =>
            `Till T${r.int(1, 4)} at store ${store(r)} not reachable (store closed), skipping end-of-day poll`,
        },
        {
          svc: "menu-publisher",
          every: 15000,
          level: "INFO",
          msg: (r) => `Nightly publish: store ${store(r)} menu version 9141 staged`,
        },
      ],
    },
  },
  {
    note: "Brasa Grill afternoon: Deliveroo throttles menu syncs for a while and partner-sync backs off and succeeds; a wave of kitchen screens reconnect.",
    hour: 15,
    plan: {
      estate: "brasa",
      extra: [
        {
          svc: "partner-sync",
          every: 12000,
          level: "WARN",
          msg: (r) => `deliveroo menu PUT for site ${store(r)} throttled (429), retrying in ${r.int(2, 8)}s`,
        },
        {
          svc: "partner-sync",
          every: 12000,
          level: "INFO",
          msg: (r) => `deliveroo menu PUT for site ${store(r)} succeeded after retry`,
        },
        {
          svc: "kds-hub",
          every: 10000,
          level: "INFO",
          msg: (r) => `screen KDS-${store(r)}-${r.int(1, 4)} reconnected after ${r.int(2, 30)}s`,
        },
      ],
    },
  },
  {
    note: "Noodle Lane dinner peak: sold-out dishes, already-redeemed vouchers and card declines at normal rates.",
    hour: 19,
    plan: {
      estate: "noodle",
      extra: [
        {
          svc: "voucher-engine",
          every: 15000,
          level: "WARN",
          msg: (r) => `Voucher NL${r.hex(6).toUpperCase()} rejected: expired`,
        },
      ],
    },
  },
  {
    note: "Noodle Lane at opening: kitchen screens reconnect as stores open and orders for still-closed stores are refused.",
    hour: 11,
    plan: {
      estate: "noodle",
      extra: [
        {
          svc: "kitchen-display",
          every: 4000,
          level: "INFO",
          msg: (r) => `screen KDS-NL${store(r)}-${r.int(1, 3)} connected (app 4.2.1)`,
        },
        {
          svc: "storefront-api",
          every: 12000,
          level: "WARN",
          msg: (r) => `order refused: store NL${store(r)} is closed (opening_hours 11:30-22:30)`,
        },
      ],
    },
  },
  {
    note: "Noodle Lane afternoon: one checkout deadlock retried successfully, a few Uber Eats 429s that recover, a courier-status deploy.",
    hour: 16,
    plan: {
      estate: "noodle",
      extra: [
        {
          svc: "checkout",
          every: 200000,
          level: "WARN",
          msg: (r) => `Deadlock on checkout ${r.hex(10)}, retrying transaction (attempt 2/3)`,
        },
        {
          svc: "menu-sync",
          every: 30000,
          level: "INFO",
          msg: (r) => `ubereats PUT menus for NL${store(r)} ok after 1 retry`,
        },
      ],
    },
  },
  {
    note: "Hearth & Crumb breakfast rush: pickup slots full, pastries sold out, card declines, all normal.",
    hour: 8,
    plan: {
      estate: "hearth",
      extra: [
        {
          svc: "pickup-orders",
          every: 15000,
          level: "WARN",
          msg: (r) => `Slot ${r.pick(["08:15", "08:30"])} full at store ${store(r)}, offered next slot`,
        },
      ],
    },
  },
  {
    note: "Hearth & Crumb overnight: store links drop as stores close, tills offline, supplier cutoff and reconciliation jobs run.",
    hour: 23,
    plan: {
      estate: "hearth",
      extra: [
        {
          svc: "store-connect",
          every: 8000,
          level: "WARN",
          msg: (r) => `store ${store(r)} uplink closed by store (end of trading)`,
        },
        {
          svc: "inventory-planner",
          every: 40000,
          level: "INFO",
          msg: (r) => `Supplier order for store ${store(r)} sent to Bakeworks (${r.int(20, 60)} lines)`,
        },
      ],
    },
  },
  {
    note: "Hearth & Crumb midday: a new price run is published with a few informational warnings and a loyalty-wallet restart.",
    hour: 13,
    plan: {
      estate: "hearth",
      extra: [
        {
          svc: "price-publisher",
          every: 20000,
          level: "WARN",
          msg: (r) => `PLU ${r.int(10000, 99999)} has no image for store displays, published without image`,
        },
        {
          svc: "card-payments",
          every: 40000,
          level: "WARN",
          msg: (r) => `stripe request req_${r.hex(14)} retried after connection reuse error, succeeded`,
        },
      ],
    },
  },
  {
    note: "Taco Fuego late night: few orders, restaurants closing, redeemed vouchers and screens reconnecting.",
    hour: 22,
    plan: {
      estate: "fuego",
      extra: [
        {
          svc: "pos-cloud",
          every: 10000,
          level: "WARN",
          msg: (r) => `Rejected order for restaurant ${store(r)}: restaurant closed`,
        },
      ],
    },
  },
  {
    note: "Taco Fuego lunch: busy ordering with 86'd items and refused cards at normal rates.",
    hour: 12,
    plan: {
      estate: "fuego",
      extra: [
        {
          svc: "menu-catalog",
          every: 15000,
          level: "WARN",
          msg: (r) => `item BIRRIA-TACO 86'd at restaurant ${store(r)}, hidden from menu`,
        },
      ],
    },
  },
  {
    note: "Taco Fuego afternoon: DoorDash menu syncs throttled then recovered, shift-planner redeploys, one hq-sync upload retried.",
    hour: 15,
    plan: {
      estate: "fuego",
      extra: [
        {
          svc: "marketplace-intake",
          every: 15000,
          level: "WARN",
          msg: (r) => `doordash menu sync throttled (429), retry ${r.int(1, 2)}/5 in ${r.int(2, 9)}s`,
        },
        {
          svc: "marketplace-intake",
          every: 15000,
          level: "INFO",
          msg: (r) => `doordash menu sync for restaurant ${store(r)} completed after retry`,
        },
        {
          svc: "hq-sync",
          every: 240000,
          level: "WARN",
          msg: () => "upload of sales batch retried after 503 from storage.googleapis.com, succeeded on attempt 2",
        },
      ],
    },
  },
];
