// Estate 1: "freshcart", a grocery delivery platform (Node BFF, Go, Java/Spring, Python, .NET, Ruby).
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const ord = (r: Rng) => `O-${r.int(4100000, 4999999)}`;
const store = (r: Rng) => r.pick(["AMS-03", "AMS-07", "UTR-01", "RTM-02", "EIN-04", "DH-05"]);
const ms = (r: Rng, a = 8, b = 240) => r.int(a, b);

export const grocery: Estate = {
  name: "grocery",
  namespace: "freshcart-prod",
  traced: false,
  services: {
    "storefront-bff": {
      w: 6,
      lines: [
        (r) => `GET /api/v3/stores/${store(r)}/slots 200 ${ms(r, 20, 180)}ms`,
        (r) => `POST /api/v3/cart/items 201 ${ms(r, 15, 140)}ms`,
        (r) => `GET /api/v3/orders/${ord(r)} 200 ${ms(r, 10, 90)}ms`,
        (r) => `POST /api/v3/checkout 200 ${ms(r, 180, 900)}ms`,
        (r) =>
          `GET /api/v3/catalog/search?q=${r.pick(["milk", "bananas", "oat", "pasta", "coffee", "eggs"])} 200 ${ms(r)}ms`,
      ],
    },
    "cart-svc": {
      w: 4,
      lines: [
        (r) => `cart c_${r.hex(10)} updated: ${r.int(1, 32)} items, subtotal ${r.f(4, 180, 2)} EUR`,
        (r) => `merged guest cart into account u_${r.hex(8)} (${r.int(1, 9)} lines)`,
        (r) => `GET /internal/carts/c_${r.hex(10)} 200 in ${r.int(1, 14)}ms`,
      ],
    },
    "order-orchestrator": {
      w: 4,
      lines: [
        (r) => `order ${ord(r)} state PLACED -> PAYMENT_AUTHORIZED`,
        (r) => `saga step reserve-stock completed for ${ord(r)} in ${ms(r, 12, 80)}ms`,
        (r) => `order ${ord(r)} state PICKING -> READY_FOR_DISPATCH`,
        () => "Completed initialization in 2 ms",
      ],
    },
    "inventory-ledger": {
      w: 3,
      lines: [
        (r) => `reserved ${r.int(1, 30)} SKUs for order ${ord(r)} at store ${store(r)}`,
        (r) => `stock snapshot for store ${store(r)} applied (${r.int(900, 5200)} rows, ${ms(r, 40, 400)}ms)`,
        (r) => `released reservation for ${ord(r)} (order cancelled)`,
      ],
    },
    "picking-planner": {
      w: 2,
      lines: [
        (r) =>
          `wave W-${r.int(10000, 99999)} planned: ${r.int(4, 30)} orders, ${r.int(40, 400)} picks, zone ${r.pick(["ambient", "chilled", "frozen"])}`,
        (r) => `Task picking.tasks.plan_wave[${r.hex(8)}-${r.hex(4)}] succeeded in ${r.f(0.2, 4, 3)}s`,
        (r) => `picker route optimised for store ${store(r)} in ${ms(r, 30, 300)}ms`,
      ],
    },
    "courier-dispatch": {
      w: 3,
      lines: [
        (r) => `courier K-${r.int(1000, 9999)} assigned to ${ord(r)} eta=${r.int(8, 45)}m`,
        (r) => `dispatch tick: ${r.int(10, 90)} open orders, ${r.int(2, 40)} couriers idle`,
        (r) =>
          `courier K-${r.int(1000, 9999)} delivered ${ord(r)} (${r.int(2, 40)}m late=${r.pick(["false", "false", "true"])})`,
      ],
    },
    "payments-adapter": {
      w: 3,
      lines: [
        (r) =>
          `Authorization succeeded for ${ord(r)} amount ${r.f(12, 190, 2)} EUR pspReference=${r.hex(16).toUpperCase()}`,
        (r) => `Capture queued for ${ord(r)}`,
        (r) =>
          `Request finished HTTP/1.1 POST http://payments-adapter/v1/authorize - 200 - application/json ${r.f(40, 400, 4)}ms`,
      ],
    },
    "promo-engine": {
      w: 2,
      lines: [
        (r) => `Started POST "/v1/promotions/evaluate" for 10.42.${r.int(0, 9)}.${r.int(2, 250)}`,
        (r) =>
          `Completed 200 OK in ${r.int(4, 40)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.f(0.5, 9)}ms | Allocations: ${r.int(900, 6000)})`,
        (r) => `applied ${r.int(0, 3)} promotions to cart c_${r.hex(10)}`,
      ],
    },
    "notif-relay": {
      w: 2,
      lines: [
        (r) => `sms queued to +31******${r.int(10, 99)} via twilio sid=SM${r.hex(32)}`,
        (r) => `push delivered to ${r.int(1, 4)} devices for u_${r.hex(8)} (order ${ord(r)} out for delivery)`,
      ],
    },
  },
  decoys: [
    {
      svc: "notif-relay",
      lvl: "error",
      msg: (r) => `twilio error 21610: attempt to send to unsubscribed recipient +31******${r.int(10, 99)} (dropped)`,
    },
    {
      svc: "promo-engine",
      lvl: "error",
      msg: (r) =>
        `coupon ${r.pick(["WELCOME10", "SPRING5", "FREEDEL"])} expired for cart c_${r.hex(10)}, evaluation skipped`,
    },
    {
      svc: "picking-planner",
      lvl: "error",
      msg: (r) => `SKU 87${r.int(10000000000, 99999999999)} has no bin location at ${store(r)}, left out of wave`,
    },
  ],
};
