// The four made-up companies of holdout121: services, runtimes, who calls whom, and their everyday log lines.
import type { Level } from "./formats.js";

export type Runtime = "node" | "python" | "go" | "java" | "dotnet" | "ruby" | "cpp";
export type Line = [Level, string];

export interface Service {
  name: string;
  rt: Runtime;
  /** everyday lines, drawn at `rate` per second */
  daily: Line[];
  rate: number;
  /** domain noise that is normal here (non-watertight meshes, runouts, declines ...) */
  noise?: Line[];
  /** health-check access line, if this service logs them */
  health?: string;
  /** periodic job line and period in seconds */
  job?: [string, number];
  /** the harmless error or warning this service repeats when it is the estate's noisy service */
  nag?: Line;
  version: string;
}

export interface Flow {
  weight: number;
  steps: Array<[string, string]>;
}

export interface Estate {
  key: string;
  namespace: string;
  traces: boolean;
  services: Service[];
  flows: Flow[];
  /** callee -> callers */
  callers: Record<string, string[]>;
  noisy: string[];
}

const layerwerk: Estate = {
  key: "layerwerk",
  namespace: "layerwerk-prod",
  traces: true,
  noisy: ["printer-telemetry", "qc-vision"],
  callers: {
    "quote-engine": ["storefront-api"],
    billing: ["storefront-api", "ship-desk"],
    "ship-desk": ["storefront-api"],
    "mesh-repair": ["quote-engine"],
    "slicer-svc": ["quote-engine", "farm-scheduler"],
    "material-stock": ["quote-engine", "farm-scheduler"],
    "printer-telemetry": ["farm-scheduler"],
    "farm-scheduler": ["qc-vision", "storefront-api"],
    "qc-vision": ["storefront-api", "farm-scheduler"],
    "storefront-api": [],
  },
  services: [
    {
      name: "storefront-api",
      rt: "node",
      rate: 0.9,
      version: "5.31.2",
      daily: [
        ["info", "GET /api/v3/quotes/{q} 200 {ms}ms"],
        ["info", "POST /api/v3/uploads 201 {ms}ms"],
        ["info", "GET /api/v3/orders/{ord}/status 200 {ms}ms"],
        ["info", "POST /api/v3/cart/checkout 200 {ms}ms"],
        ["info", "GET /api/v3/materials?process=FDM 200 {ms}ms"],
      ],
      noise: [["info", "quote {q} abandoned by customer {cust} after 3 revisions (session expired)"]],
      health: "GET /healthz 200 1ms",
    },
    {
      name: "quote-engine",
      rt: "python",
      rate: 0.7,
      version: "2024.9.3",
      daily: [
        ["info", "quote {q} priced: 3 parts, SLS PA12, lead time 4d, total 184.20 EUR"],
        ["info", "quote {q} priced: 1 part, FDM PETG, lead time 2d, total 23.90 EUR"],
        ["info", "volume {n}.4 cm3, bbox 112x64x38 mm, support estimate 12%"],
        ["info", "pricing table cache hit for material {mat}"],
      ],
      noise: [
        ["warn", "quote {q}: part {part} bbox {mm}x410x380 mm exceeds every machine envelope, marked manual review"],
        ["warn", "quote {q}: mesh for {part} is not watertight ({n} open edges), sending to repair"],
      ],
      health: "GET /health/ready 200",
    },
    {
      name: "mesh-repair",
      rt: "cpp",
      rate: 0.35,
      version: "3.4.0",
      daily: [
        ["info", "repaired {part}: closed {n} holes, removed 3 degenerate faces in {ms} ms"],
        ["info", "mesh {part} ok: 84211 triangles, manifold, no repair needed"],
      ],
      noise: [["warn", "{part}: self-intersections remain after repair ({n} pairs), flagged for manual check"]],
    },
    {
      name: "slicer-svc",
      rt: "go",
      rate: 0.45,
      version: "1.19.4",
      daily: [
        ["info", "sliced job={job} profile=mk4-0.4-petg layers={n} est_time=3h12m gcode_bytes=18234112"],
        ["info", "sliced job={job} profile=xl-0.6-pla layers={n} est_time=7h40m gcode_bytes=44120320"],
        ["info", "uploaded gcode job={job} to bucket layerwerk-gcode in {ms}ms"],
      ],
      health: "GET /healthz 200",
    },
    {
      name: "farm-scheduler",
      rt: "java",
      rate: 0.6,
      version: "4.8.0",
      daily: [
        ["info", "c.l.farm.Dispatcher - job {job} assigned to printer {printer} (queue depth 14)"],
        ["info", "c.l.farm.Dispatcher - job {job} finished on {printer}, 0 errors"],
        ["info", "c.l.farm.PlateBuilder - nested 6 parts on plate for {printer}, fill 71%"],
      ],
      noise: [
        [
          "warn",
          "c.l.farm.PrinterEvents - printer {printer} paused: filament runout (spool {mat}), job {job} waiting for operator",
        ],
        ["info", "c.l.farm.PrinterEvents - printer {printer} resumed after spool change"],
      ],
      job: ["c.l.farm.Rebalancer - rebalance pass: 48 printers, 31 busy, 3 paused, 0 offline", 60],
    },
    {
      name: "printer-telemetry",
      rt: "go",
      rate: 0.8,
      version: "0.22.1",
      daily: [
        ["info", "sample printer={printer} nozzle=215.2 bed=60.1 progress=41%"],
        ["info", "sample printer={printer} nozzle=240.0 bed=85.0 progress=88%"],
        ["debug", "mqtt batch flushed n={n}"],
      ],
      nag: ["error", "printer={printer} payload decode failed: missing field chamber_temp, sample dropped"],
    },
    {
      name: "material-stock",
      rt: "ruby",
      rate: 0.4,
      version: "3.2.7",
      daily: [
        ["info", "Completed 200 OK in {ms}ms (Views: 0.4ms | ActiveRecord: 6.1ms)"],
        ["info", "reserved 420 g of {mat} for job {job}"],
        ["info", "spool scan: {mat} lot 2409-{n} received, 12 spools"],
      ],
      job: ["reorder sweep: 64 SKUs checked, 2 below threshold (PA12-GF, TPU95A), PO drafts created", 120],
    },
    {
      name: "qc-vision",
      rt: "python",
      rate: 0.4,
      version: "1.12.0",
      daily: [
        ["info", "inspected job {job}: 6 photos, dimensional check pass (max dev 0.11 mm)"],
        ["info", "inspected job {job}: surface score 0.93, pass"],
      ],
      noise: [["warn", "job {job} failed inspection: warping 0.8 mm on part 2, sent back for reprint"]],
      nag: ["warn", "camera cam-0{pr} exposure clipped on {n} frames, using fallback profile"],
    },
    {
      name: "ship-desk",
      rt: "dotnet",
      rate: 0.3,
      version: "7.3.1",
      daily: [
        ["info", "Label created for {ord} via DHL Express, 2 pkgs, tracking JD0146000{n}"],
        ["info", "Customs invoice generated for {ord} ({country}), HS 3926.90"],
        ["info", "Request finished HTTP/1.1 POST http://ship-desk/api/shipments - 201 - {ms}ms"],
      ],
    },
    {
      name: "billing",
      rt: "ruby",
      rate: 0.3,
      version: "2.18.0",
      daily: [
        ["info", "charge succeeded {ord} amount=184.20 EUR pi_3P{hex}"],
        ["info", "invoice INV-2026-{n} finalized for customer {cust}"],
      ],
      job: ["dunning run: 3 overdue invoices reminded", 180],
    },
  ],
  flows: [
    {
      weight: 4,
      steps: [
        ["storefront-api", "POST /api/v3/quotes 200 {ms}ms"],
        ["quote-engine", "quote {q} priced: 2 parts, MJF PA12, lead time 5d, total 96.40 EUR"],
        ["slicer-svc", "estimate job=preview-{hex} profile=mjf-pa12 build_time=11h02m"],
        ["material-stock", "availability {mat}: 38.2 kg on hand"],
      ],
    },
    {
      weight: 2,
      steps: [
        ["storefront-api", "POST /api/v3/orders 201 {ms}ms"],
        ["billing", "charge succeeded {ord} amount=61.80 EUR pi_3P{hex}"],
        ["farm-scheduler", "c.l.farm.Intake - order {ord} accepted, 2 jobs queued"],
      ],
    },
    {
      weight: 1,
      steps: [
        ["storefront-api", "POST /api/v3/shipments 201 {ms}ms"],
        ["ship-desk", "Label created for {ord} via UPS Express Saver, 1 pkg"],
      ],
    },
  ],
};

const millforge: Estate = {
  key: "millforge",
  namespace: "millforge",
  traces: false,
  noisy: ["partner-hub", "customs-docs"],
  callers: {
    instaquote: ["edge-gw"],
    "cad-ingest": ["edge-gw", "instaquote"],
    "dfm-check": ["instaquote"],
    "order-ledger": ["edge-gw"],
    "shop-matcher": ["order-ledger"],
    "partner-hub": ["shop-matcher"],
    "customs-docs": ["order-ledger"],
    invoicing: ["order-ledger"],
    "notify-mailer": ["invoicing", "order-ledger"],
    "edge-gw": [],
  },
  services: [
    {
      name: "edge-gw",
      rt: "go",
      rate: 1.1,
      version: "2.7.0",
      daily: [
        ["info", "access method=POST path=/v1/quotes status=200 upstream=instaquote dur={ms}ms"],
        ["info", "access method=POST path=/v1/cad status=201 upstream=cad-ingest dur={ms}ms"],
        ["info", "access method=GET path=/v1/orders/{ord} status=200 upstream=order-ledger dur={ms}ms"],
        ["info", "access method=POST path=/v1/orders status=201 upstream=order-ledger dur={ms}ms"],
      ],
    },
    {
      name: "instaquote",
      rt: "java",
      rate: 0.7,
      version: "11.2.4",
      daily: [
        ["info", "c.m.quote.QuoteService - quote {q}: 6061-T6, 3-axis, 42 min cycle, qty 25 -> 31.40 USD/unit"],
        ["info", "c.m.quote.QuoteService - quote {q}: 304 SS, 5-axis, 1h18m cycle, qty 4 -> 212.00 USD/unit"],
        ["info", "c.m.quote.FeatureCache - feature cache hit for {hex}"],
      ],
      noise: [
        [
          "warn",
          "c.m.quote.QuoteService - quote {q}: stock size 1650x420x300 mm exceeds max work envelope, routed to manual quoting",
        ],
      ],
      health: "GET /actuator/health 200",
    },
    {
      name: "cad-ingest",
      rt: "python",
      rate: 0.5,
      version: "0.41.2",
      daily: [
        ["info", "converted {part} to B-rep: 412 faces, units=mm, {ms} ms"],
        ["info", "stored upload {hex} (2.4 MB) in s3://millforge-cad/raw/"],
      ],
      noise: [["warn", "{part}: mesh upload is not a closed solid ({n} naked edges); quoting from bounding box"]],
    },
    {
      name: "dfm-check",
      rt: "cpp",
      rate: 0.4,
      version: "5.0.3",
      daily: [
        ["info", "dfm {q}: 0 blockers, 2 warnings (deep pocket 6.2xD, sharp internal corner)"],
        ["info", "dfm {q}: analysis done in {ms} ms, 318 features"],
      ],
    },
    {
      name: "shop-matcher",
      rt: "go",
      rate: 0.4,
      version: "3.3.1",
      daily: [
        ["info", "matched order={ord} shop=shop-{n} score=0.87 distance_km=142"],
        ["info", "candidate shops for order={ord}: 9 (capability=5axis material=Ti64)"],
      ],
    },
    {
      name: "partner-hub",
      rt: "java",
      rate: 0.45,
      version: "6.1.0",
      daily: [
        ["info", "c.m.partner.OfferClient - offer {ord} sent to shop-{n}"],
        ["info", "c.m.partner.OfferClient - shop-{n} accepted {ord}, ship by 2026-10-{pr}"],
      ],
      noise: [["info", "c.m.partner.OfferClient - shop-{n} declined {ord}: capacity (reason=NO_MACHINE_TIME)"]],
      nag: ["warn", "c.m.partner.WebhookVerifier - shop-{n} webhook signature uses deprecated HMAC-SHA1, accepting"],
    },
    {
      name: "order-ledger",
      rt: "dotnet",
      rate: 0.5,
      version: "9.4.2",
      daily: [
        ["info", "Order {ord} moved to InProduction"],
        ["info", "Request finished HTTP/1.1 POST http://order-ledger/orders - 201 - {ms}ms"],
        ["info", "Order {ord} moved to Shipped"],
      ],
    },
    {
      name: "customs-docs",
      rt: "python",
      rate: 0.3,
      version: "1.7.5",
      daily: [
        ["info", "commercial invoice for {ord} to {country} rendered (2 pages)"],
        ["info", "EORI check ok for consignee in {country}"],
      ],
      nag: ["error", "HS code lookup: no tariff description for 8466.93 in 2026 table, using heading text"],
    },
    {
      name: "invoicing",
      rt: "ruby",
      rate: 0.25,
      version: "4.0.9",
      daily: [
        ["info", "Invoice MF-{n} issued for {ord}"],
        ["info", "Completed 201 Created in {ms}ms (ActiveRecord: 11.2ms | Allocations: 5120)"],
      ],
      job: ["payout batch prepared: 17 partner shops, 42,810.00 USD", 240],
    },
    {
      name: "notify-mailer",
      rt: "node",
      rate: 0.3,
      version: "2.2.0",
      daily: [
        ["info", "sent template=quote_ready to {cust} (msg id <{hex}@mail.millforge.io>)"],
        ["info", "sent template=order_shipped to {cust}"],
      ],
    },
  ],
  flows: [
    {
      weight: 4,
      steps: [
        ["edge-gw", "access method=POST path=/v1/quotes status=200 upstream=instaquote dur={ms}ms"],
        ["cad-ingest", "converted {part} to B-rep: 212 faces, units=inch, {ms} ms"],
        ["dfm-check", "dfm {q}: 0 blockers, 0 warnings"],
        ["instaquote", "c.m.quote.QuoteService - quote {q}: 7075-T6, 3-axis, 26 min cycle, qty 10 -> 48.10 USD/unit"],
      ],
    },
    {
      weight: 2,
      steps: [
        ["edge-gw", "access method=POST path=/v1/orders status=201 upstream=order-ledger dur={ms}ms"],
        ["order-ledger", "Order {ord} created (3 lines)"],
        ["shop-matcher", "matched order={ord} shop=shop-{n} score=0.91 distance_km=64"],
        ["partner-hub", "c.m.partner.OfferClient - offer {ord} sent to shop-{n}"],
      ],
    },
  ],
};

const fabloop: Estate = {
  key: "fabloop",
  namespace: "fabloop-live",
  traces: true,
  noisy: ["octo-bridge", "spool-tracker"],
  callers: {
    "upload-svc": ["web-bff"],
    accounts: ["web-bff"],
    "print-queue": ["web-bff", "inspect-api"],
    "inspect-api": ["web-bff"],
    "mesh-doctor": ["upload-svc"],
    "slice-pool": ["mesh-doctor", "print-queue"],
    "octo-bridge": ["print-queue"],
    "spool-tracker": ["print-queue"],
    "overflow-router": ["print-queue"],
    "web-bff": [],
  },
  services: [
    {
      name: "web-bff",
      rt: "node",
      rate: 1.0,
      version: "8.4.1",
      daily: [
        ["info", "request completed method=GET url=/bff/quotes/{q} statusCode=200 responseTime={ms}"],
        ["info", "request completed method=POST url=/bff/uploads statusCode=201 responseTime={ms}"],
        ["info", "request completed method=GET url=/bff/account statusCode=200 responseTime={ms}"],
      ],
      health: "request completed method=GET url=/livez statusCode=200 responseTime=0.4",
    },
    {
      name: "upload-svc",
      rt: "go",
      rate: 0.5,
      version: "1.6.2",
      daily: [
        ["info", "upload stored key=uploads/2026/{hex}.3mf size=3145728 took={ms}ms"],
        ["info", "multipart complete key=uploads/2026/{hex}.stl parts=4"],
      ],
    },
    {
      name: "mesh-doctor",
      rt: "python",
      rate: 0.45,
      version: "0.18.0",
      daily: [
        ["info", "analyzed {part}: watertight=True volume={n}.2cm3 thin_walls=0"],
        ["info", "auto-oriented {part} for minimal support (rot x=90)"],
      ],
      noise: [["warn", "{part}: watertight=False, {n} boundary loops; auto-fix attempted"]],
    },
    {
      name: "slice-pool",
      rt: "cpp",
      rate: 0.5,
      version: "2.9.1",
      daily: [
        ["info", "[slice] job {job} profile=prusa-xl-0.4-petg layers={n} time=5h02m filament=84.1g"],
        ["info", "[slice] job {job} profile=bambu-x1-0.4-pla layers={n} time=1h48m filament=22.7g"],
        ["info", "[pool] workers busy=5/8 queue=2"],
      ],
    },
    {
      name: "print-queue",
      rt: "java",
      rate: 0.6,
      version: "3.14.0",
      daily: [
        ["info", "i.f.queue.Dispatch - job {job} -> printer {printer} (slot 3, eta 5h02m)"],
        ["info", "i.f.queue.Dispatch - job {job} done on {printer}"],
      ],
      noise: [["info", "i.f.queue.Overflow - job {job} offered to partner farm, declined (material not stocked)"]],
      job: ["i.f.queue.Sweeper - stale reservation sweep: 0 released", 90],
    },
    {
      name: "octo-bridge",
      rt: "python",
      rate: 0.7,
      version: "0.9.7",
      daily: [
        ["info", "printer {printer}: state=Printing progress=63.2% file={job}.gcode"],
        ["info", "printer {printer}: upload {job}.gcode ok ({ms} ms)"],
      ],
      noise: [["warn", "printer {printer}: paused by firmware (M600 filament runout), waiting for operator"]],
      nag: ["warn", "printer {printer}: webcam snapshot timed out after 2s, skipping timelapse frame"],
    },
    {
      name: "spool-tracker",
      rt: "ruby",
      rate: 0.35,
      version: "1.4.3",
      daily: [
        ["info", "spool SP-{n} ({mat}) weight 612 g after job {job}"],
        ["info", "Completed 200 OK in {ms}ms (ActiveRecord: 2.0ms)"],
      ],
      nag: ["error", "RFID tag read failed on dock-{pr}: CRC mismatch, falling back to barcode"],
    },
    {
      name: "inspect-api",
      rt: "dotnet",
      rate: 0.35,
      version: "2.5.0",
      daily: [
        ["info", "Inspection {job} completed: Pass (photos=4, reviewer=auto)"],
        ["info", "Request finished HTTP/1.1 GET http://inspect-api/inspections/{job} - 200 - {ms}ms"],
      ],
      noise: [["warn", "Inspection {job} completed: Fail (stringing, layer shift at z=34.2mm) -> reprint requested"]],
    },
    {
      name: "overflow-router",
      rt: "go",
      rate: 0.3,
      version: "0.7.4",
      daily: [
        ["info", "offer job={job} partner=printhaus-berlin status=accepted price=41.20"],
        ["info", "partner capacity refreshed partners=7 open_slots=23"],
      ],
      noise: [["info", 'offer job={job} partner=makerbay-lyon status=declined reason="no PA12 capacity"']],
    },
    {
      name: "accounts",
      rt: "node",
      rate: 0.35,
      version: "4.0.3",
      daily: [
        ["info", "session refreshed for {cust}"],
        ["info", "invoice address updated for {cust}"],
      ],
    },
  ],
  flows: [
    {
      weight: 3,
      steps: [
        ["web-bff", "request completed method=POST url=/bff/uploads statusCode=201 responseTime={ms}"],
        ["upload-svc", "upload stored key=uploads/2026/{hex}.stl size=2097152 took={ms}ms"],
        ["mesh-doctor", "analyzed {part}: watertight=True volume={n}.8cm3 thin_walls=0"],
        ["slice-pool", "[slice] job preview-{hex} profile=prusa-mk4-0.4-pla layers={n} time=2h10m filament=31.0g"],
      ],
    },
    {
      weight: 2,
      steps: [
        ["web-bff", "request completed method=POST url=/bff/orders statusCode=201 responseTime={ms}"],
        ["accounts", "session refreshed for {cust}"],
        ["print-queue", "i.f.queue.Intake - order {ord} accepted, 3 jobs"],
        ["spool-tracker", "reserved 140 g {mat} for job {job}"],
      ],
    },
  ],
};

const partsmith: Estate = {
  key: "partsmith",
  namespace: "partsmith-prd",
  traces: false,
  noisy: ["machine-monitor", "doc-render"],
  callers: {
    "quote-svc": ["portal"],
    "jobs-board": ["portal"],
    payments: ["portal"],
    "freight-svc": ["portal"],
    "cam-toolpath": ["quote-svc"],
    "machine-monitor": ["jobs-board"],
    "cmm-reports": ["jobs-board"],
    "doc-render": ["freight-svc"],
    portal: [],
  },
  services: [
    {
      name: "portal",
      rt: "ruby",
      rate: 1.0,
      version: "2026.10.1",
      daily: [
        ["info", "Completed 200 OK in {ms}ms (Views: 14.2ms | ActiveRecord: 8.0ms | Allocations: 20411)"],
        ["info", 'Started GET "/quotes/{q}" for {ip}'],
        ["info", 'Started POST "/rfq" for {ip}'],
        ["info", "Completed 302 Found in {ms}ms (ActiveRecord: 3.3ms)"],
      ],
      noise: [["info", "RFQ {q} abandoned: customer closed quote page without ordering"]],
      health: 'Started GET "/up" for 10.0.0.1',
    },
    {
      name: "quote-svc",
      rt: "java",
      rate: 0.6,
      version: "7.0.2",
      daily: [
        ["info", "c.p.quote.Pricing - {q} priced: Ti64 DMLS + 5-axis finish, qty 6, 1,482.00 EUR"],
        ["info", "c.p.quote.Pricing - {q} priced: AlSi10Mg, qty 40, 22.60 EUR/unit"],
      ],
      noise: [
        ["warn", "c.p.quote.Feasibility - {q}: part {mm} mm long exceeds largest build volume (400 mm), needs split"],
      ],
      health: "GET /actuator/health/liveness 200",
    },
    {
      name: "cam-toolpath",
      rt: "cpp",
      rate: 0.35,
      version: "4.2.0",
      daily: [
        ["info", "toolpath {q}: ops=14 tools=6 cycle=38m12s ({ms} ms)"],
        ["info", "toolpath {q}: adaptive clearing ok, max engagement 12%"],
      ],
    },
    {
      name: "machine-monitor",
      rt: "go",
      rate: 0.7,
      version: "1.11.0",
      daily: [
        ["info", "mtconnect sample device={mach} execution=ACTIVE spindle=8200rpm program=O{n}"],
        ["info", "mtconnect sample device={mach} execution=READY part_count={n}"],
      ],
      nag: ["error", "device={mach} agent returned UNAVAILABLE for Xact (sensor not fitted), ignoring"],
    },
    {
      name: "jobs-board",
      rt: "python",
      rate: 0.5,
      version: "3.9.4",
      daily: [
        ["info", "job {job} scheduled on {mach} start=14:10 setup=35m"],
        ["info", "job {job} completed on {mach}, 40/40 parts"],
      ],
      noise: [["warn", "job {job} rejected by CMM (bore 12H7 +0.021), re-queued for rework"]],
      job: ["capacity snapshot: 23 machines, 17 running, 2 in setup, 4 idle", 60],
    },
    {
      name: "cmm-reports",
      rt: "dotnet",
      rate: 0.3,
      version: "1.3.8",
      daily: [
        ["info", "CMM report for {job} stored (42 features, 0 out of tolerance)"],
        ["info", "Request finished HTTP/1.1 POST http://cmm-reports/reports - 201 - {ms}ms"],
      ],
    },
    {
      name: "freight-svc",
      rt: "node",
      rate: 0.35,
      version: "2.12.0",
      daily: [
        ["info", "rate shopped {ord}: 3 carriers, cheapest UPS Standard 18.40 EUR"],
        ["info", "label purchased {ord} tracking 1Z{hex}"],
      ],
    },
    {
      name: "payments",
      rt: "java",
      rate: 0.3,
      version: "5.5.1",
      daily: [
        ["info", "c.p.pay.ChargeController - charge ok {ord} 1,482.00 EUR (card, 3DS frictionless)"],
        ["info", "c.p.pay.Webhooks - event payment_intent.succeeded processed"],
      ],
    },
    {
      name: "doc-render",
      rt: "node",
      rate: 0.3,
      version: "1.9.2",
      daily: [
        ["info", "rendered commercial-invoice {ord}.pdf (2 pages, {ms} ms)"],
        ["info", "rendered packing-slip {ord}.pdf (1 page, {ms} ms)"],
      ],
      nag: ["warn", "font 'Helvetica Neue' not found, substituted 'Liberation Sans'"],
    },
  ],
  flows: [
    {
      weight: 3,
      steps: [
        ["portal", 'Started POST "/rfq" for {ip}'],
        ["quote-svc", "c.p.quote.Pricing - {q} priced: 316L, qty 12, 88.10 EUR/unit"],
        ["cam-toolpath", "toolpath {q}: ops=9 tools=4 cycle=21m40s ({ms} ms)"],
      ],
    },
    {
      weight: 2,
      steps: [
        ["portal", 'Started POST "/orders" for {ip}'],
        ["payments", "c.p.pay.ChargeController - charge ok {ord} 640.00 EUR (sepa_debit)"],
        ["jobs-board", "job {job} created for {ord}"],
      ],
    },
    {
      weight: 1,
      steps: [
        ["freight-svc", "rate shopped {ord}: 3 carriers, cheapest DHL 24.10 EUR"],
        ["doc-render", "rendered commercial-invoice {ord}.pdf (2 pages, {ms} ms)"],
      ],
    },
  ],
};

export const ESTATES: Record<string, Estate> = { layerwerk, millforge, fabloop, partsmith };

export function service(e: Estate, name: string): Service {
  const s = e.services.find((x) => x.name === name);
  if (!s) throw new Error(`${e.key} has no service ${name}`);
  return s;
}

/** How each runtime says it is deprecated somewhere. */
export const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  python:
    "/usr/local/lib/python3.12/site-packages/botocore/auth.py:424: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  go: "grpc: Dial is deprecated, use NewClient instead (google.golang.org/grpc v1.64.0)",
  java: "o.s.b.c.p.m.PropertiesMigrationListener - The use of configuration keys that have been renamed was found in the environment: Key: spring.redis.host Replacement: spring.data.redis.host",
  dotnet:
    "Microsoft.AspNetCore.Server.Kestrel: Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead. ASPNETCORE_URLS is deprecated in favour of ASPNETCORE_HTTP_PORTS",
  ruby: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:Order> at app/models/order.rb:41)",
  cpp: "warning: profile key 'retract_before_travel' is deprecated and will be ignored in 3.x",
};

/** How each runtime announces a fresh start (used for unrelated deploys and for restarts). */
export function startLine(rt: Runtime, name: string, version: string): string {
  switch (rt) {
    case "node":
      return `${name}@${version} listening on :8080 (NODE_ENV=production)`;
    case "python":
      return `Booting worker with pid: 1 -- ${name} ${version} ready`;
    case "go":
      return `starting ${name} version=${version} addr=:8080`;
    case "java":
      return `o.s.b.StartupInfoLogger - Started Application in 14.212 seconds (process running for 15.9) [${name} ${version}]`;
    case "dotnet":
      return `Microsoft.Hosting.Lifetime: Application started. Hosting environment: Production; ${name} ${version}`;
    case "ruby":
      return `* Puma version: 6.4.2 ("The Eagle of Durango") -- ${name} ${version} listening on http://0.0.0.0:3000`;
    case "cpp":
      return `${name} ${version} started, 8 worker threads`;
  }
}
