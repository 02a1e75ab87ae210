// The traffic a healthy house serves: public routes by role with their weights, latencies and the internal
// calls each one makes.
import type { Role } from "./types.js";

export interface Route {
  role: Role;
  method: string;
  path: string;
  w: number;
  ms: [number, number];
  /** Internal calls made while serving it. */
  calls?: Role[];
  /** Work handed off after it (queue or async call). */
  after?: Role[];
  status?: Array<[number, number]>;
}

export const ROUTES: Route[] = [
  { role: "bff", method: "GET", path: "/", w: 9, ms: [6, 45] },
  { role: "bff", method: "GET", path: "/whats-on", w: 12, ms: [12, 90] },
  { role: "bff", method: "GET", path: "/productions/{slug}", w: 14, ms: [15, 120], calls: ["seats"] },
  { role: "bff", method: "GET", path: "/account/tickets", w: 3, ms: [30, 180], calls: ["orders"] },
  {
    role: "bff",
    method: "GET",
    path: "/basket",
    w: 4,
    ms: [20, 110],
    calls: ["orders"],
    status: [
      [200, 90],
      [302, 10],
    ],
  },
  {
    role: "seats",
    method: "GET",
    path: "/performances/{perf}/seatmap",
    w: 11,
    ms: [18, 140],
    status: [
      [200, 85],
      [304, 15],
    ],
  },
  { role: "seats", method: "GET", path: "/performances/{perf}/availability", w: 9, ms: [5, 40] },
  {
    role: "seats",
    method: "POST",
    path: "/performances/{perf}/holds",
    w: 4,
    ms: [14, 70],
    status: [
      [201, 96],
      [409, 4],
    ],
  },
  { role: "seats", method: "DELETE", path: "/holds/{hold}", w: 1.2, ms: [6, 30], status: [[204, 100]] },
  { role: "orders", method: "GET", path: "/basket", w: 5, ms: [10, 60] },
  {
    role: "orders",
    method: "POST",
    path: "/basket/items",
    w: 3.5,
    ms: [25, 120],
    calls: ["seats"],
    status: [[201, 100]],
  },
  {
    role: "orders",
    method: "POST",
    path: "/orders/checkout",
    w: 2.4,
    ms: [300, 1900],
    calls: ["seats", "pay"],
    after: ["notify", "worker"],
    status: [[201, 100]],
  },
  { role: "orders", method: "GET", path: "/orders/{order}", w: 1.8, ms: [12, 70] },
  { role: "auth", method: "POST", path: "/token", w: 5, ms: [20, 110] },
  { role: "auth", method: "GET", path: "/certs", w: 0.8, ms: [2, 10] },
  { role: "subs", method: "GET", path: "/packages", w: 1.6, ms: [20, 120] },
  {
    role: "subs",
    method: "POST",
    path: "/renewals/{sub}",
    w: 0.5,
    ms: [400, 2100],
    calls: ["pay"],
    status: [[200, 100]],
  },
  { role: "donors", method: "POST", path: "/donations", w: 0.5, ms: [350, 1800], calls: ["pay"], status: [[201, 100]] },
  { role: "donors", method: "GET", path: "/me/gifts", w: 0.5, ms: [30, 160] },
  { role: "surtitles", method: "GET", path: "/performances/{perf}/stream", w: 1.6, ms: [2, 9], status: [[101, 100]] },
  { role: "surtitles", method: "GET", path: "/performances/{perf}/languages", w: 0.8, ms: [3, 20] },
];

/** What an internal call looks like at the callee. */
export const INNER: Partial<Record<Role, { method: string; path: string; ms: [number, number]; status: number }>> = {
  seats: { method: "POST", path: "/holds/{hold}/confirm", ms: [8, 45], status: 200 },
  pay: { method: "POST", path: "/authorize", ms: [250, 1500], status: 200 },
  orders: { method: "GET", path: "/patrons/{patron}/orders", ms: [15, 80], status: 200 },
  auth: { method: "POST", path: "/token/introspect", ms: [3, 15], status: 200 },
};
