// Five made-up estates (online grocery, event ticketing, vet clinics, an energy retailer, a developer platform):
// service names per role, runtimes, and each service's ordinary INFO line.
import type { Rng } from "./rng.js";
import type { Estate, Roles, Runtime } from "./types.js";

const id = (r: Rng, p: string, n = 6) => `${p}${r.int(10 ** (n - 1), 10 ** n - 1)}`;
const ms = (r: Rng, lo = 3, hi = 180) => r.int(lo, hi);

function estate(
  name: string,
  pkg: string,
  roles: Roles,
  runtime: Runtime[],
  say: Array<(r: Rng) => string>,
  rest: Omit<Estate, "name" | "pkg" | "roles" | "runtime" | "say" | "namespace">,
): Estate {
  const names = Object.values(roles) as string[];
  const rt: Record<string, Runtime> = {};
  const sy: Record<string, (r: Rng) => string> = {};
  names.forEach((n, i) => {
    rt[n] = runtime[i];
    sy[n] = say[i];
  });
  return { name, pkg, namespace: `${name}-prod`, roles, runtime: rt, say: sy, ...rest };
}

export const ESTATES: Estate[] = [
  estate(
    "freshcart",
    "freshcart",
    {
      edge: "storefront-bff",
      ws: "order-tracker",
      jvm: "pricing-engine",
      db: "basket-svc",
      job: "catalog-importer",
      vendor: "payments-adapter",
      notify: "notif-relay",
      store: "receipt-archiver",
      search: "product-search",
      extra: "slot-booker",
    },
    ["node", "node", "java", "java", "python", "go", "go", "go", "java", "python"],
    [
      (r) => `GET /api/home ${r.pick([200, 200, 304])} ${ms(r)} ms`,
      (r) => `order ${id(r, "FC-")} status picking -> packed, pushed to 1 subscriber`,
      (r) => `priced basket of ${r.int(1, 40)} lines in ${ms(r, 2, 40)}ms (rules v${r.int(310, 318)})`,
      (r) => `basket ${id(r, "B")} updated: +${r.int(1, 4)} items, total ${r.int(5, 190)}.${r.int(10, 99)} GBP`,
      (r) =>
        `catalog delta: ${r.int(3, 80)} SKUs upserted from supplier feed ${r.pick(["dairyco", "greenfields", "bakehaus"])}`,
      (r) =>
        `authorisation ok psp_ref=${r.hex(10)} amount=${r.int(5, 190)}.${r.int(10, 99)} latency=${ms(r, 90, 420)}ms`,
      (r) => `push delivered to device ${r.hex(8)} (fcm, ${ms(r, 20, 140)}ms)`,
      (r) =>
        `receipt ${id(r, "R")} written to /var/lib/receipts/${r.int(2026, 2026)}/${r.int(10, 28)} (${r.int(2, 40)} KiB)`,
      (r) =>
        `query "${r.pick(["oat milk", "bananas", "gluten free bread", "coffee beans", "eggs"])}" -> ${r.int(0, 300)} hits in ${ms(r, 4, 60)}ms`,
      (r) => `slot ${r.int(8, 21)}:00-${r.int(8, 21)}:30 reserved for basket ${id(r, "B")}`,
    ],
    {
      paths: ["/api/home", "/api/basket", "/api/search", "/api/slots", "/api/checkout", "/api/orders/track"],
      vendorName: "Adyen",
      vendorHost: "checkout-live.adyenpayments.com",
      dbHost: "basket-db.internal:5432",
      brokerHost: "kafka-1.freshcart.internal:9092",
      tenantWord: "store",
    },
  ),
  estate(
    "stagepass",
    "stagepass",
    {
      edge: "tix-edge",
      ws: "queue-gate",
      jvm: "order-orchestrator",
      db: "seat-inventory",
      job: "venue-feed-sync",
      vendor: "payment-bridge",
      notify: "ticket-mailer",
      store: "barcode-vault",
      search: "event-search",
      extra: "fraud-screen",
    },
    ["go", "node", "java", "java", "python", "node", "python", "go", "java", "python"],
    [
      (r) => `request completed method=GET path=/v2/events/${r.int(1000, 9999)} status=200 dur=${ms(r)}ms`,
      (r) =>
        `waiting room ${r.pick(["EV-4411", "EV-3920", "EV-5108"])}: admitted ${r.int(20, 200)} visitors, queue length ${r.int(0, 4000)}`,
      (r) => `order ${id(r, "O-", 7)} state RESERVED -> PAID (${ms(r, 40, 300)}ms)`,
      (r) => `held ${r.int(1, 6)} seats section ${r.pick(["A", "B", "FLOOR", "C2"])} row ${r.int(1, 40)} for 600s`,
      (r) => `venue ${r.pick(["o2-academy", "paradiso", "roundhouse"])}: synced ${r.int(0, 40)} seat map changes`,
      (r) => `charge captured intent=pi_${r.hex(14)} amount=${r.int(20, 400)}00 currency=eur`,
      (r) => `sent e-ticket email to ${r.hex(6)}@*** (${r.int(1, 6)} tickets)`,
      (r) => `issued barcode batch of ${r.int(1, 6)} for order ${id(r, "O-", 7)}`,
      (r) =>
        `search "${r.pick(["jazz", "amsterdam", "comedy", "techno", "kids"])}" page=${r.int(1, 5)} hits=${r.int(0, 900)} took=${ms(r, 3, 50)}ms`,
      (r) => `risk score ${r.int(1, 40)}/100 for order ${id(r, "O-", 7)} -> allow`,
    ],
    {
      paths: ["/v2/events", "/v2/seatmap", "/v2/orders", "/v2/queue/status", "/v2/search", "/v2/tickets"],
      vendorName: "Stripe",
      vendorHost: "api.stripe.com",
      dbHost: "seats-pg-primary.db:5432",
      brokerHost: "rabbitmq.stagepass.svc:5672",
      tenantWord: "promoter",
    },
  ),
  estate(
    "pawchart",
    "pawchart",
    {
      edge: "clinic-portal",
      ws: "waitroom-live",
      jvm: "records-core",
      db: "appointments",
      job: "lab-results-ingest",
      vendor: "insurer-claims",
      notify: "sms-reminders",
      store: "imaging-store",
      search: "patient-lookup",
      extra: "rx-service",
    },
    ["node", "node", "java", "java", "python", "go", "go", "go", "java", "python"],
    [
      (r) =>
        `${r.pick(["GET", "POST"])} /clinic/${r.int(10, 80)}/${r.pick(["calendar", "patients", "invoices"])} -> ${r.pick([200, 200, 201])} (${ms(r)}ms)`,
      (r) => `clinic ${r.int(10, 80)} waiting room: ${r.int(0, 9)} in queue, board refreshed`,
      (r) => `record ${id(r, "PET-")} opened by vet ${id(r, "V", 4)} (${ms(r, 5, 60)}ms)`,
      (r) =>
        `appointment ${id(r, "AP")} booked ${r.pick(["vaccination", "dental", "checkup", "surgery-consult"])} slot ${r.int(8, 18)}:${r.pick(["00", "15", "30", "45"])}`,
      (r) => `lab panel ${id(r, "LP")} from ${r.pick(["idexx", "antech", "vetlab-nl"])} attached to ${id(r, "PET-")}`,
      (r) =>
        `claim ${id(r, "CL")} submitted to ${r.pick(["petplan", "agria", "trupanion"])}: accepted (${ms(r, 80, 600)}ms)`,
      (r) =>
        `reminder SMS queued for ${id(r, "PET-")} (${r.pick(["booster due", "appointment tomorrow", "prescription ready"])})`,
      (r) => `stored DICOM series ${r.hex(8)} (${r.int(2, 90)} MiB)`,
      (r) => `lookup owner surname prefix len=${r.int(2, 6)} -> ${r.int(0, 40)} patients in ${ms(r, 2, 30)}ms`,
      (r) =>
        `prescription ${id(r, "RX")} dispensed ${r.pick(["meloxicam", "amoxicillin", "gabapentin"])} ${r.int(1, 60)} tabs`,
    ],
    {
      paths: [
        "/clinic/calendar",
        "/clinic/patients",
        "/clinic/invoices",
        "/clinic/rx",
        "/clinic/labs",
        "/clinic/claims",
      ],
      vendorName: "the insurer hub",
      vendorHost: "api.claimshub.example",
      dbHost: "appts-mysql-0.db:3306",
      brokerHost: "nats.pawchart.svc:4222",
      tenantWord: "clinic",
    },
  ),
  estate(
    "gridly",
    "gridly",
    {
      edge: "customer-portal",
      ws: "outage-map-push",
      jvm: "tariff-calc",
      db: "usage-aggregator",
      job: "billing-run",
      vendor: "card-processor-gw",
      notify: "alerts-dispatch",
      store: "meter-archive",
      search: "account-search",
      extra: "meter-ingest",
    },
    ["node", "node", "java", "java", "python", "go", "go", "go", "java", "go"],
    [
      (r) =>
        `${r.pick(["GET", "GET", "POST"])} /account/${r.pick(["usage", "bills", "tariff", "meter-reading"])} ${r.pick([200, 200, 200, 302])} ${ms(r)}ms`,
      (r) => `outage map: ${r.int(0, 14)} active polygons broadcast to ${r.int(40, 900)} sockets`,
      (r) =>
        `tariff ${r.pick(["FLEX-23", "FIX-12", "EV-NIGHT"])} applied to account ${id(r, "A", 7)}: ${r.int(10, 99)}.${r.int(10, 99)}p/kWh`,
      (r) => `aggregated ${r.int(48, 48 * 30)} half-hourly reads for MPAN ${r.int(1000000000, 1999999999)}`,
      (r) => `bill run shard ${r.int(0, 31)}: ${r.int(100, 900)} accounts rated`,
      (r) => `direct debit mandate ${id(r, "MD", 7)} verified (${ms(r, 60, 350)}ms)`,
      (r) => `notification ${r.pick(["bill-ready", "smart-tip", "payment-received"])} sent to ${id(r, "A", 7)}`,
      (r) => `archived ${r.int(200, 5000)} readings to segment ${r.hex(6)}.parquet`,
      (r) =>
        `account search postcode=${r.pick(["LS6", "M14", "BS3", "EH7"])}* -> ${r.int(0, 80)} results (${ms(r, 3, 40)}ms)`,
      (r) =>
        `ingested ${r.int(50, 2000)} meter messages from gateway ${r.pick(["gw-north", "gw-south", "gw-west"])} lag=${r.int(0, 900)}ms`,
    ],
    {
      paths: [
        "/account/usage",
        "/account/bills",
        "/account/tariff",
        "/account/meter-reading",
        "/account/pay",
        "/outages",
      ],
      vendorName: "Worldpay",
      vendorHost: "access.worldpay.com",
      dbHost: "usage-timescale.db:5432",
      brokerHost: "mqtt.gridly.internal:8883",
      tenantWord: "supplier",
    },
  ),
  estate(
    "shipyard",
    "shipyard",
    {
      edge: "api-gateway",
      ws: "log-stream",
      jvm: "build-scheduler",
      db: "repo-meta",
      job: "usage-rollup",
      vendor: "billing-meter",
      notify: "webhook-relay",
      store: "artifact-store",
      search: "code-search",
      extra: "runner-pool",
    },
    ["go", "node", "java", "java", "python", "go", "go", "go", "java", "go"],
    [
      (r) =>
        `http method=${r.pick(["GET", "GET", "POST"])} path=/api/v3/${r.pick(["repos", "builds", "artifacts", "orgs"])}/${r.hex(6)} status=200 took=${ms(r)}ms`,
      (r) => `streaming build log ${id(r, "b", 7)} to ${r.int(1, 5)} viewers`,
      (r) =>
        `build ${id(r, "b", 7)} queued on pool ${r.pick(["linux-x64", "linux-arm64", "macos"])} (position ${r.int(0, 30)})`,
      (r) =>
        `repo ${r.pick(["acme", "octo", "neon", "kiwi"])}/${r.pick(["web", "api", "infra", "ml"])} refs updated (${r.int(1, 9)} refs)`,
      (r) => `rolled up ${r.int(100, 9000)} usage events for org ${id(r, "org_", 5)}`,
      (r) => `metered ${r.int(1, 600)} build minutes for org ${id(r, "org_", 5)}`,
      (r) =>
        `webhook ${r.pick(["push", "pull_request", "build.finished"])} delivered to hook ${r.int(100, 9999)} -> 200 (${ms(r, 40, 900)}ms)`,
      (r) => `PUT artifact ${r.hex(12)}.tar.zst ${r.int(1, 400)} MiB`,
      (r) =>
        `code search q=${r.pick(["TODO", "func main", "SELECT", "useEffect"])} shards=16 hits=${r.int(0, 5000)} took=${ms(r, 8, 120)}ms`,
      (r) => `runner ${r.hex(6)} picked job ${id(r, "j", 7)} (pool ${r.pick(["linux-x64", "linux-arm64"])})`,
    ],
    {
      paths: [
        "/api/v3/repos",
        "/api/v3/builds",
        "/api/v3/artifacts",
        "/api/v3/orgs",
        "/api/v3/search",
        "/api/v3/hooks",
      ],
      vendorName: "Stripe",
      vendorHost: "api.stripe.com",
      dbHost: "repo-meta-pg.db:5432",
      brokerHost: "redis-queue.shipyard.svc:6379",
      tenantWord: "org",
    },
  ),
];

/** The edge's access line in its runtime's style. */
export function edgeLine(e: Estate, r: Rng, method: string, path: string, status: number, took: number): string {
  if (e.runtime[e.roles.edge] === "go")
    return `request completed method=${method} path=${path} status=${status} dur=${took}ms`;
  return `${method} ${path} ${status} ${took} ms - ${r.int(120, 9000)}`;
}
