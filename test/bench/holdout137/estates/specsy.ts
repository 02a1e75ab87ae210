// Specsy: an online glasses seller. Catalogue and search, a virtual try-on (face mesh + GPU renderer), cart,
// checkout, card payments, prescription verification with prescribers, contact-lens subscriptions, fulfilment
// with a partner lab, and transactional mail. Only the edge services (storefront, cart) print a request id.
import type { Rng } from "../rng.js";
import type { Estate, Flow, Hop } from "../types.js";

export const SP = {
  front: "storefront",
  tryon: "tryon",
  mesh: "facemesh",
  catalog: "catalog",
  cart: "cart",
  checkout: "checkout",
  payments: "payments",
  rx: "rxcheck",
  subs: "subscriptions",
  fulfil: "fulfilment",
  search: "search",
  mailer: "mailer",
} as const;

export const spSku = (r: Rng): string =>
  `SP-${r.pick(["EMBER", "HALO", "ORBIT", "MILO", "JUNE", "ATLAS", "PIKE", "NOVA"])}-${r.pick(["TOR", "BLK", "CLR", "GRN", "GLD"])}-${r.int(48, 55)}`;
export const spOrder = (r: Rng): string => `SPX-${r.int(100000, 999999)}`;
export const spSub = (r: Rng): string => `sub_${r.alnum(14)}`;
const slug = (r: Rng): string =>
  `/glasses/${r.pick(["round", "square", "cat-eye", "aviator", "rectangle"])}/${r.pick(["ember", "halo", "orbit", "milo", "june", "atlas"])}-${r.pick(["tortoise", "black", "crystal", "sage", "gold"])}`;
const email = (r: Rng): string =>
  `${r.pick(["j", "m", "a", "k", "s", "t"])}***@${r.pick(["gmail.com", "yahoo.com", "outlook.com", "icloud.com"])}`;

const browse: Flow = {
  weight: 30,
  make(r) {
    const sku = spSku(r);
    const c = r.float(0.8, 6).toFixed(1);
    const t = r.int(25, 180);
    const hops: Hop[] = [{ svc: SP.catalog, at: 3, msg: `GET /v2/products/${sku} 200 ${c}ms` }];
    if (r.chance(0.35))
      hops.push({
        svc: SP.search,
        at: 6,
        msg: `query "${r.pick(["round tortoise", "blue light", "kids", "titanium", "cat eye", "progressive"])}" hits=${r.int(0, 400)} took=${r.int(3, 40)}ms index=catalog-v7`,
      });
    hops.push({ svc: SP.front, at: t, msg: `GET ${slug(r)} 200 ${t}ms` });
    return hops;
  },
};

const tryon: Flow = {
  weight: 9,
  make(r) {
    const m = r.int(18, 70);
    const g = r.int(90, 340);
    if (r.chance(0.07))
      return [
        {
          svc: SP.mesh,
          at: m,
          level: "warn",
          msg: `no face found (score=${r.float(0.12, 0.49).toFixed(2)} < 0.50), asking client to re-centre`,
        },
        { svc: SP.front, at: m + 8, msg: `POST /api/tryon/session 422 ${m + 8}ms` },
      ];
    return [
      {
        svc: SP.mesh,
        at: m,
        msg: `mesh fitted: 468 landmarks, pd=${r.float(56, 70).toFixed(1)}mm, yaw=${r.float(-12, 12).toFixed(1)} in ${m}ms`,
      },
      {
        svc: SP.tryon,
        at: m + g,
        msg: `rendered ${r.int(1, 4)} frames ${spSku(r)} 1024x1024 in ${g}ms on cuda:${r.int(0, 1)} (batch=${r.int(1, 6)})`,
      },
      { svc: SP.front, at: m + g + 10, msg: `POST /api/tryon/session 201 ${m + g + 10}ms` },
    ];
  },
};

const cartAdd: Flow = {
  weight: 8,
  make(r) {
    return [
      {
        svc: SP.cart,
        at: 4,
        msg: `cart ${r.hex(10)} add ${spSku(r)} lens=${r.pick(["SV-1.5", "SV-1.67-BLUE", "PAL-1.6", "READERS+1.50", "NONRX-SUN"])} subtotal=${r.int(95, 420)}.00 USD`,
      },
      { svc: SP.front, at: 12, msg: `POST /api/cart/items 200 ${r.int(10, 40)}ms` },
    ];
  },
};

const checkout: Flow = {
  weight: 4,
  make(r) {
    const o = spOrder(r);
    const amt = r.int(95, 480);
    const p = r.int(300, 1400);
    const pi = `pi_3P${r.alnum(22)}`;
    if (r.chance(0.07)) {
      const why = r.pick(["insufficient_funds", "card_declined", "incorrect_cvc", "do_not_honor", "expired_card"]);
      return [
        {
          svc: SP.payments,
          at: p,
          level: "warn",
          msg: `authorization declined code=${why} amount=${amt}00 currency=usd pi=${pi}`,
        },
        { svc: SP.checkout, at: p + 20, msg: `Order ${o} payment declined (${why}); customer asked for another card` },
        { svc: SP.front, at: p + 40, msg: `POST /api/checkout 402 ${p + 40}ms` },
      ];
    }
    return [
      {
        svc: SP.payments,
        at: p,
        msg: `authorized amount=${amt}00 currency=usd pi=${pi} brand=${r.pick(["visa", "mastercard", "amex"])} 3ds=${r.pick(["frictionless", "challenge", "none"])}`,
      },
      {
        svc: SP.checkout,
        at: p + 25,
        msg: `Order ${o} placed total=${amt}.00 USD items=${r.int(1, 3)} rx=${r.pick(["upload", "prescriber", "none"])}`,
      },
      { svc: SP.rx, at: p + 60, msg: `enqueued RxVerificationJob order=${o}` },
      {
        svc: SP.mailer,
        at: p + r.int(300, 900),
        msg: `sent order_confirmation to ${email(r)} (ses id 0100018f${r.hex(8)}-${r.hex(8)})`,
      },
      { svc: SP.front, at: p + 45, msg: `POST /api/checkout 200 ${p + 45}ms` },
    ];
  },
};

const rx: Flow = {
  weight: 3,
  make(r) {
    return [
      {
        svc: SP.rx,
        at: 0,
        msg: `Rx RX-${r.digits(7)} verified with prescriber NPI ${r.pick(["1", "1", "1"])}${r.digits(9)} via ${r.pick(["api", "api", "fax"])} in ${r.float(0.8, 6).toFixed(1)}s`,
      },
    ];
  },
};

const renewal: Flow = {
  weight: 4,
  make(r) {
    const s = spSub(r);
    if (r.chance(0.08))
      return [
        {
          svc: SP.subs,
          at: 0,
          level: "warn",
          msg: `Renewal ${s} card declined (expired_card), dunning step 1 emailed`,
        },
      ];
    return [
      {
        svc: SP.subs,
        at: 0,
        msg: `Renewal ${s} charged ${r.int(30, 160)}.00 USD: ${r.pick(["2x 90-pack daily", "4x 6-pack monthly", "2x 30-pack toric"])} PWR ${(r.int(-32, 12) * 0.25).toFixed(2)} next_ship=2026-${String(r.int(7, 9)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`,
      },
    ];
  },
};

const fulfil: Flow = {
  weight: 4,
  make(r) {
    return [
      {
        svc: SP.fulfil,
        at: 0,
        msg: `order ${spOrder(r)} released to partner lab ${r.pick(["LAB-TX", "LAB-OH", "LAB-NV"])}, label 1Z${r.upper(6)}${r.digits(10)}`,
      },
    ];
  },
};

const suggest: Flow = {
  weight: 14,
  make(r) {
    return [
      {
        svc: SP.search,
        at: 0,
        msg: `suggest q="${r.pick(["ro", "roun", "blu", "tit", "cat", "kid", "av", "gre"])}" results=${r.int(0, 10)} took=${r.int(1, 9)}ms`,
      },
    ];
  },
};

export const specsy: Estate = {
  key: "specsy",
  title: "Specsy online glasses",
  namespace: "specsy",
  traces: "edge",
  edge: [SP.front, SP.cart],
  services: [
    { name: SP.front, runtime: "node" },
    { name: SP.tryon, runtime: "python" },
    { name: SP.mesh, runtime: "python" },
    { name: SP.catalog, runtime: "go" },
    { name: SP.cart, runtime: "node" },
    { name: SP.checkout, runtime: "java" },
    { name: SP.payments, runtime: "go" },
    { name: SP.rx, runtime: "ruby" },
    { name: SP.subs, runtime: "ruby" },
    { name: SP.fulfil, runtime: "python" },
    { name: SP.search, runtime: "go" },
    { name: SP.mailer, runtime: "node" },
  ],
  flows: [browse, tryon, cartAdd, checkout, rx, renewal, fulfil, suggest],
  ticks: [
    {
      svc: SP.subs,
      every: 60,
      make: (r) => ["info", `RenewalSweep: ${r.int(3, 30)} due, enqueued ${r.int(3, 30)} (queue=renewals)`],
    },
    {
      svc: SP.fulfil,
      every: 120,
      make: (r) => ["info", `lab batch pull: ${r.int(5, 40)} orders for LAB-TX, ${r.int(2, 20)} for LAB-OH`],
    },
    {
      svc: SP.search,
      every: 300,
      make: (r) => ["info", `index catalog-v7 refreshed docs=${r.int(18200, 18300)} segments=${r.int(14, 30)}`],
    },
    {
      svc: SP.tryon,
      every: 60,
      make: (r) => [
        "info",
        `gpu util cuda:0=${r.int(20, 80)}% cuda:1=${r.int(20, 80)}% mem ${r.float(5, 9).toFixed(1)}/15.8 GiB`,
      ],
    },
  ],
  probes: [{ svc: SP.front, every: 10, make: (r) => ["debug", `GET /healthz 200 ${r.int(0, 2)}ms (kube-probe/1.29)`] }],
  chronic: [
    {
      svc: SP.front,
      every: 12,
      make: () => [
        "error",
        "client error reported: Minified React error #418; visit https://react.dev/errors/418 for the full message (hydration mismatch on /glasses/*)",
      ],
    },
    {
      svc: SP.tryon,
      every: 30,
      make: () => [
        "error",
        "Failed to export traces to otel-collector.observability:4317, error code: StatusCode.UNAVAILABLE",
      ],
    },
    {
      svc: SP.mailer,
      every: 38,
      make: (r) => [
        "error",
        `hard bounce for ${email(r)}: 550 5.1.1 The email account that you tried to reach does not exist`,
      ],
    },
    {
      svc: SP.catalog,
      every: 20,
      make: (r) => ["error", `image variant missing for ${spSku(r)} size=2048, falling back to 1024`],
    },
  ],
  sporadic: [
    {
      svc: SP.checkout,
      perMin: 0.3,
      make: () => ["warn", "HHH90003004: firstResult/maxResults specified with collection fetch; applying in memory"],
    },
    {
      svc: SP.cart,
      perMin: 0.1,
      make: () => [
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
    },
    {
      svc: SP.payments,
      perMin: 0.3,
      make: (r) => ["info", `idempotent replay key=${r.hex(16)} returning stored response (status 200)`],
    },
    {
      svc: SP.rx,
      perMin: 0.4,
      make: (r) => ["warn", `prescriber has no API, fax fallback used for RX-${r.digits(7)} (NPI 1${r.digits(9)})`],
    },
    {
      svc: SP.front,
      perMin: 1.5,
      make: (r) => ["info", `GET /account/orders 302 -> /login (session expired sid=${r.hex(8)})`],
    },
    {
      svc: SP.search,
      perMin: 0.2,
      make: (r) => ["warn", `slow query took=${r.int(800, 1600)}ms q="*" from=${r.int(900, 2000)} (deep pagination)`],
    },
  ],
  rollouts: [
    {
      svc: SP.catalog,
      lines: (r) => [
        [0, "info", "shutdown requested, draining 0 in-flight requests"],
        [
          r.int(2000, 5000),
          "info",
          `catalog ${r.pick(["v3.41.0", "v3.41.1", "v3.42.0"])} build ${r.hex(7)} listening on :9090 (grpc) :8080 (http)`,
        ],
      ],
    },
    {
      svc: SP.mailer,
      lines: (r) => [
        [0, "info", `mailer@2.${r.int(10, 19)}.0 starting (node v20.12.2)`],
        [r.int(200, 600), "info", "SES transport ready (region us-east-1, rate 14/s)"],
      ],
    },
    {
      svc: SP.subs,
      lines: (r) => [
        [0, "info", "Shutting down"],
        [
          r.int(3000, 6000),
          "info",
          'Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://subs-redis:6379/0"}',
        ],
      ],
    },
    {
      svc: SP.tryon,
      lines: (r) => [
        [0, "info", `model weights reloaded: frames-lod v${r.int(30, 39)} (${r.int(900, 1300)} assets)`],
        [r.int(1500, 4000), "info", "warmup done on cuda:0, cuda:1"],
      ],
    },
  ],
};
