// The ordinary business lines of each service: what a healthy beekeeping estate says all day, mostly INFO/DEBUG.
import type { Rng } from "./rng.js";
import type { Level } from "./types.js";

export type Chat = [number, Level, (r: Rng) => string, string?];

const sku = (r: Rng) =>
  r.pick([
    "HNY-WF-340",
    "HNY-HTH-454",
    "HNY-MNK-250",
    "WAX-BLK-500",
    "CND-PLR-3",
    "KIT-NUC-5F",
    "FRM-DEEP-10",
    "FND-WIR-50",
    "SMK-SS-4",
    "QCG-JZ-10",
    "POL-GRN-200",
    "PRP-TNC-30",
  ]);
const hive = (r: Rng, p: string) => `${p}${String(r.int(1, 480)).padStart(4, "0")}`;
const kg = (r: Rng) => r.float(18, 62).toFixed(2);
const ord = (r: Rng) => `${r.int(100, 999)}-${r.int(10000, 99999)}`;
const lot = (r: Rng) => `L26-${r.int(100, 380)}-${r.pick(["A", "B", "C", "D"])}`;
const em = (r: Rng) =>
  `${r.pick(["j", "m", "a", "s", "k", "t"])}***@${r.pick(["gmail.com", "outlook.com", "proton.me", "web.de", "icloud.com"])}`;

export const CHATTER: Record<string, Chat[]> = {
  // ---- Bramblecomb ----
  "storefront-web": [
    [
      3,
      "info",
      (r) =>
        `render /shop/${r.pick(["comb-honey", "heather-honey", "beeswax-candles", "starter-hives"])} cache=${r.pick(["HIT", "HIT", "MISS", "STALE"])} ${r.int(4, 90)}ms`,
    ],
    [1, "debug", (r) => `isr revalidate path=/shop/${r.pick(["comb-honey", "gift-boxes"])} age=${r.int(30, 600)}s`],
    [1, "info", (r) => `basket badge refreshed items=${r.int(1, 7)} session=s_${r.alnum(10)}`],
  ],
  "cart-api": [
    [3, "info", (r) => `Added ${sku(r)} qty=${r.int(1, 4)} to cart ${r.uuid()}`, "c.b.cart.web.CartController"],
    [
      2,
      "debug",
      (r) => `price rules evaluated sku=${sku(r)} rules=${r.int(2, 9)} in ${r.int(1, 12)}ms`,
      "c.b.cart.service.PricingService",
    ],
    [
      1,
      "info",
      (r) => `promo ${r.pick(["SPRING10", "NEWBEEK", "SWARM5"])} applied to cart ${r.uuid()}`,
      "c.b.cart.service.PricingService",
    ],
  ],
  "checkout-api": [
    [
      2,
      "info",
      (r) => `Order ${ord(r)} placed total=${r.float(9, 240).toFixed(2)} GBP lines=${r.int(1, 6)}`,
      "c.b.checkout.service.OrderService",
    ],
    [
      2,
      "info",
      (r) =>
        `Shipping quote ${r.pick(["Royal Mail Tracked 48", "DPD Next Day", "Evri Standard"])} for ${r.int(1, 9)}.${r.int(0, 9)}kg parcel`,
      "c.b.checkout.web.CheckoutController",
    ],
    [
      1,
      "debug",
      (r) => `authorize via pay-bridge order=${ord(r)} amount=${r.int(900, 24000)} minor units`,
      "c.b.checkout.client.PayBridgeClient",
    ],
  ],
  "pay-bridge": [
    [
      3,
      "info",
      (r) =>
        `authorization approved order=${ord(r)} psp_ref=hx_${r.alnum(14)} amount=${r.int(900, 24000)} latency_ms=${r.int(180, 900)}`,
    ],
    [1, "info", (r) => `capture settled psp_ref=hx_${r.alnum(14)} batch=${r.int(100, 999)}`],
    [1, "debug", (r) => `conn pool stats host=api.hexpay.example idle=${r.int(2, 16)} in_use=${r.int(0, 8)}`],
  ],
  "catalog-search": [
    [
      3,
      "info",
      (r) =>
        `search q="${r.pick(["raw honey", "beeswax", "hive tool", "queen excluder", "smoker fuel", "comb", "candle"])}" hits=${r.int(0, 140)} took=${r.int(4, 60)}ms`,
    ],
    [1, "debug", (r) => `opensearch POST /products-v7/_search ${r.int(3, 40)}ms`],
    [0.5, "info", (r) => `index refresh products-v7 docs=${r.int(2400, 2600)}`],
  ],
  "hive-telemetry-ingest": [
    [
      6,
      "debug",
      (r) =>
        `telemetry device=${hive(r, "BC-HV-")} weight_kg=${kg(r)} brood_temp_c=${r.float(33.5, 35.8).toFixed(1)} rh=${r.int(48, 72)} rssi=${r.int(-92, -55)}`,
    ],
    [1, "info", (r) => `batch flushed points=${r.int(200, 900)} to tsdb in ${r.int(8, 60)}ms`],
  ],
  "extraction-scheduler": [
    [
      2,
      "info",
      (r) =>
        `run ${r.int(300, 999)} scheduled extractor=${r.pick(["radial-20", "tangential-9"])} supers=${r.int(4, 20)} lot=${lot(r)}`,
    ],
    [
      1,
      "info",
      (r) => `frame weights recorded lot=${lot(r)} frames=${r.int(9, 60)} net_kg=${r.float(12, 90).toFixed(1)}`,
    ],
    [
      1,
      "debug",
      (r) => `settling tank ${r.pick(["T1", "T2", "T3"])} level=${r.int(10, 95)}% temp=${r.float(30, 36).toFixed(1)}C`,
    ],
  ],
  "label-printer": [
    [
      2,
      "info",
      (r) =>
        `printed batch=${r.int(1000, 9999)} labels=${r.int(12, 96)} printer=zpl-0${r.int(1, 2)} template=${r.pick(["jar-340g", "jar-454g", "comb-cut"])}`,
    ],
  ],
  "order-events-consumer": [
    [
      3,
      "info",
      (r) =>
        `consumed ${r.pick(["orders.placed", "orders.paid", "stock.reserved"])} order=${ord(r)} partition=${r.int(0, 5)} offset=${r.int(100000, 999999)}`,
      "c.b.fulfil.OrderEventsListener",
    ],
    [1, "debug", (r) => `committed offsets for ${r.int(1, 6)} partitions`, "o.a.k.c.c.internals.ConsumerCoordinator"],
  ],
  // ---- Golden Furrow ----
  sidekiq_jobs: [],
  label_worker: [],
  wholesale_portal: [
    [
      2,
      "info",
      (r) =>
        `price list generated account=TR-${r.int(1000, 1999)} tier=${r.pick(["bronze", "silver", "gold"])} lines=${r.int(20, 140)}`,
      "trade.pricing",
    ],
    [
      1,
      "info",
      (r) => `trade order TO-${r.int(10000, 99999)} submitted drums=${r.int(1, 12)} lot=${lot(r)}`,
      "trade.views",
    ],
  ],
  invoice_worker: [],
  hive_scale_collector: [
    [
      6,
      "debug",
      (r) =>
        `frame from ${hive(r, "HS-")} w=${kg(r)}kg t_int=${r.float(33, 36).toFixed(1)} t_ext=${r.float(8, 26).toFixed(1)} bat=${r.float(3.6, 4.2).toFixed(2)}V`,
    ],
    [
      1,
      "info",
      (r) => `yard-${r.int(1, 9)} summary hives=${r.int(12, 40)} mean_gain_kg=${r.float(-0.4, 1.8).toFixed(2)}`,
    ],
  ],
  jarring_line: [
    [
      4,
      "info",
      (r) =>
        `fill station=${r.int(1, 4)} jar=${r.pick(["340g", "454g", "227g"])} target_g=${r.pick([340, 454, 227])} actual_g=${r.float(339, 456).toFixed(1)} lot=${lot(r)}`,
    ],
    [1, "debug", (r) => `plc heartbeat ok cycle=${r.int(1, 99999)} rtt=${r.int(2, 9)}ms`],
  ],
  stock_db: [],
  // ---- Waxwing ----
  storefront: [
    [2, "info", (r) => `Basket quote shown basket=${r.uuid()} items=${r.int(1, 6)}`],
    [
      1,
      "debug",
      (r) =>
        `Cache hit for key product:${r.pick(["acacia", "lavender", "wax-blocks", "kit-beginner"])}:v${r.int(3, 9)}`,
    ],
  ],
  basket: [
    [
      3,
      "info",
      (r) => `basket updated items=${r.int(1, 7)} subtotal=${r.float(6, 180).toFixed(2)}EUR`,
      "Basket.Baskets",
    ],
    [
      2,
      "debug",
      (r) => `tax quote cache ${r.pick(["hit", "miss"])} country=${r.pick(["DE", "FR", "NL", "AT", "BE"])}`,
      "Basket.Tax",
    ],
  ],
  orders: [
    [
      3,
      "info",
      (r) => `Order ${ord(r)} accepted with ${r.int(1, 6)} lines, total ${r.float(9, 260).toFixed(2)}`,
      "Orders.Api.OrdersController",
    ],
    [
      1,
      "info",
      (r) => `Invoice INV-${r.int(100000, 999999)} rendered (${r.int(30, 90)} KB)`,
      "Orders.Invoices.PdfRenderer",
    ],
    [
      1,
      "debug",
      (r) => `Outbox segment ${String(r.int(200, 240)).padStart(6, "0")}.seg appended ${r.int(1, 8)} records`,
      "Orders.Outbox.FileJournal",
    ],
  ],
  wholesale: [
    [
      2,
      "info",
      (r) => `Quote WQ-${r.int(1000, 9999)} priced for account ${r.int(300, 499)}: ${r.int(1, 8)} pallets`,
      "Wholesale.Quotes.QuoteService",
    ],
    [1, "info", () => "Account lookup served from cache", "Wholesale.Accounts.AccountsController"],
  ],
  sensors: [
    [
      6,
      "debug",
      (r) =>
        `uplink dev_eui=70B3D57ED00${r.hex(5).toUpperCase()} hive=${hive(r, "wx-hive-")} weight=${kg(r)} temp=${r.float(33, 36).toFixed(1)} snr=${r.float(-8, 9).toFixed(1)}`,
      "Sensors.Uplink",
    ],
    [
      1,
      "info",
      (r) => `yard-${r.int(1, 6)} gateway stats rx=${r.int(200, 900)} dup=${r.int(0, 9)}`,
      "Sensors.Gateways",
    ],
  ],
  extractor: [
    [
      3,
      "info",
      (r) =>
        `spin cycle done drum=${r.int(1, 2)} frames=${r.int(9, 20)} rpm_max=${r.int(280, 320)} yield_kg=${r.float(8, 30).toFixed(1)}`,
    ],
    [1, "debug", (r) => `uncapper temp=${r.float(70, 85).toFixed(1)}C belt=${r.int(40, 60)}%`],
  ],
  jarring: [
    [
      3,
      "info",
      (r) => `Jar ${r.int(100000, 999999)} inspected: fill ${r.float(98, 101).toFixed(1)}% cap OK label OK`,
      "Jarring.Vision.Inspector",
    ],
    [
      1,
      "info",
      (r) => `Fill head ${r.int(1, 6)} calibrated drift ${r.float(-0.6, 0.6).toFixed(2)}g`,
      "Jarring.Line.FillController",
    ],
  ],
  mailer: [
    [
      3,
      "info",
      (r) =>
        `sent template=${r.pick(["order-confirmation", "dispatch-notice", "back-in-stock"])} to=${em(r)} provider_id=<${r.hex(12)}@mail.waxwing.example>`,
    ],
    [1, "debug", (r) => `queue depth=${r.int(0, 12)}`],
  ],
  // ---- Queen Cup ----
  "shop-web-svc": [
    [
      2,
      "info",
      (r) =>
        `rendered catalog/${r.pick(["frames", "foundation-sheets", "smokers", "queen-cages", "suits"])} products=${r.int(8, 60)} ${r.int(8, 80)}ms`,
    ],
    [1, "debug", (r) => `session touched sid=${r.alnum(24)}`],
  ],
  "shop-account-svc": [
    [2, "info", (r) => `session refreshed user=${r.int(10000, 99999)} exp=${r.int(900, 3600)}s`],
    [
      1,
      "info",
      (r) => `login ok user=${r.int(10000, 99999)} method=${r.pick(["password", "password", "magic-link", "google"])}`,
    ],
    [1, "debug", () => "jwks cache hit keys=2"],
  ],
  "shop-cart-svc": [
    [3, "info", (r) => `cart line added cart=${r.alnum(12)} sku=${sku(r)} qty=${r.int(1, 20)}`],
    [1, "debug", (r) => `redis GET cart:${r.alnum(12)} ${r.int(1, 4)}ms`],
  ],
  "trade-wholesale-svc": [
    [
      2,
      "info",
      (r) =>
        `Tier price computed reseller=R-${r.int(100, 399)} tier=${r.pick(["A", "B", "C"])} sku=${sku(r)} qty=${r.int(50, 2000)}`,
      "c.q.trade.pricing.TierPricingService",
    ],
    [
      1,
      "info",
      (r) => `Pallet PL-${r.int(10000, 99999)} booked for reseller R-${r.int(100, 399)}`,
      "c.q.trade.web.PalletController",
    ],
  ],
  "trade-edi-worker": [
    [2, "info", (r) => `AS2 inbox polled partner=${r.pick(["BEEWORLD", "APIKIT", "HONEYHUB"])} new=${r.int(0, 3)}`],
    [
      1,
      "info",
      (r) => `850 sent partner=${r.pick(["BEEWORLD", "APIKIT"])} po=PO${r.int(100000, 999999)} lines=${r.int(1, 40)}`,
    ],
  ],
  "hive-telemetry-worker": [
    [
      5,
      "debug",
      (r) => `point hive=${hive(r, "qc-demo-")} kg=${kg(r)} c=${r.float(33, 36).toFixed(1)} rssi=${r.int(-90, -50)}`,
    ],
    [1, "info", (r) => `flushed ${r.int(50, 300)} points`],
  ],
  "ops-extract-worker": [
    [2, "info", (r) => `batch ${lot(r)} frame weighed gross=${r.float(2, 4.5).toFixed(2)}kg`],
    [1, "info", (r) => `moisture ${lot(r)} ${r.float(16.2, 18.4).toFixed(1)}% (refractometer R2)`],
  ],
  "ops-jarring-svc": [
    [
      3,
      "info",
      (r) => `order CJ-${r.int(1000, 9999)} filled ${r.int(20, 240)}/${r.int(240, 480)} jars line=${r.int(1, 2)}`,
    ],
    [1, "debug", (r) => `label stock roll=${r.int(1, 9)} remaining=${r.int(100, 2000)}`],
  ],
  "fin-ledger-worker": [
    [
      2,
      "info",
      (r) => `Posted trade invoice TI-${r.int(100000, 999999)} to ledger (${r.int(2, 30)} lines)`,
      "Fin.Ledger.PostingWorker",
    ],
    [1, "info", (r) => `Price tiers synced: ${r.int(80, 400)} rows unchanged`, "Fin.Ledger.TierSync"],
  ],
};
