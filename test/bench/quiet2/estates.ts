// The three invented estates of quiet2: a food-delivery marketplace, an insurance claims platform and an
// IoT fleet-telemetry backend, with their services, runtimes, request flows and domain chatter.

import type { Estate, Flow, Runtime, Svc } from "./model.js";
import type { Rng } from "./rng.js";

type Dom = Array<(r: Rng) => string>;

function svc(r: Rng, name: string, rt: Runtime, pkg: string, dom: Dom = []): Svc {
  const pod = ["postgres", "kafka"].includes(rt)
    ? `${name}-0`
    : rt === "kubelet"
      ? `ip-10-40-${r.int(0, 15)}-${r.int(2, 250)}.eu-west-1.compute.internal`
      : `${name}-${r.hex(9).replace(/^\d/, "7")}-${r.alnum(5)}`;
  return { name, rt, pkg, pod, dom };
}

const step = (svcName: string, method: string, path: (r: Rng) => string) => ({ svc: svcName, method, path });
const MOBILE = [
  "okhttp/4.12.0",
  "DishDash/7.3.1 (iPhone; iOS 17.5; Scale/3.00)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
];

function food(r: Rng): Estate {
  const rid = () => `R-${r.int(1000, 9999)}`;
  const services: Svc[] = [
    svc(r, "edge-envoy", "envoy", "envoy"),
    svc(r, "order-api", "jvm", "app.dishdash.orders", [
      (x) =>
        `order O-${x.int(1e6, 9e6)} placed: ${x.int(1, 6)} items, restaurant R-${x.int(1000, 9999)}, total EUR ${x.range(9, 80).toFixed(2)}`,
      (x) => `order O-${x.int(1e6, 9e6)} state PREPARING -> READY_FOR_PICKUP`,
      (x) => `order O-${x.int(1e6, 9e6)} delivered in ${x.int(14, 48)} min`,
    ]),
    svc(r, "courier-dispatch", "go", "dishdash/courier-dispatch", [
      (x) =>
        `assigned courier C-${x.int(10000, 99999)} to order O-${x.int(1e6, 9e6)} eta=${x.int(4, 22)}m score=${x.range(0.4, 0.99).toFixed(2)}`,
      (x) =>
        `dispatch round zone=${x.pick(["mitte", "kreuzberg", "altona", "nord", "sued"])} open_orders=${x.int(3, 60)} idle_couriers=${x.int(1, 40)} took=${x.int(3, 40)}ms`,
    ]),
    svc(r, "menu-catalog", "python", "menu_catalog", [
      (x) => `menu for R-${x.int(1000, 9999)} served from cache (version ${x.int(100, 999)})`,
      (x) => `availability sync: ${x.int(1, 30)} items marked sold out for R-${x.int(1000, 9999)}`,
    ]),
    svc(r, "payment-orchestrator", "dotnet", "DishDash.Payments", [
      (x) =>
        `Authorization ${x.hex(8)} approved for order O-${x.int(1e6, 9e6)} amount=${x.range(9, 80).toFixed(2)} EUR psp=adyen`,
      (x) => `Capture queued for order O-${x.int(1e6, 9e6)}`,
    ]),
    svc(r, "restaurant-portal", "ruby", "restaurant_portal", [
      (x) => `Restaurant R-${x.int(1000, 9999)} accepted order O-${x.int(1e6, 9e6)} (prep ${x.int(5, 30)} min)`,
    ]),
    svc(r, "notification-hub", "node", "notification-hub", [
      (x) =>
        `push sent template=order_${x.pick(["accepted", "on_the_way", "delivered"])} devices=${x.int(1, 3)} provider=fcm latency=${x.int(30, 300)}ms`,
      (x) => `sms queued template=courier_arriving to=+49*******${x.int(10, 99)}`,
    ]),
    svc(r, "orders-db", "postgres", "postgres"),
    svc(r, "events-kafka", "kafka", "kafka"),
    svc(r, "kubelet", "kubelet", "kubelet"),
  ];
  const flows: Flow[] = [
    { w: 6, ua: r.pick(MOBILE), steps: [step("menu-catalog", "GET", () => `/api/v1/restaurants/${rid()}/menu`)] },
    {
      w: 4,
      ua: MOBILE[1],
      steps: [
        step("order-api", "POST", () => "/api/v1/orders"),
        step("payment-orchestrator", "POST", () => "/api/payments/authorize"),
        step("courier-dispatch", "POST", () => "/v1/assignments"),
      ],
    },
    {
      w: 5,
      ua: MOBILE[0],
      steps: [
        step("order-api", "GET", (x) => `/api/v1/orders/O-${x.int(1e6, 9e6)}/track`),
        step("courier-dispatch", "GET", (x) => `/v1/couriers/C-${x.int(10000, 99999)}/position`),
      ],
    },
    { w: 2, ua: MOBILE[2], steps: [step("restaurant-portal", "GET", () => `/portal/orders?status=open`)] },
    {
      w: 2,
      ua: MOBILE[2],
      steps: [
        step("restaurant-portal", "PATCH", (x) => `/portal/orders/O-${x.int(1e6, 9e6)}`),
        step("order-api", "POST", (x) => `/internal/orders/O-${x.int(1e6, 9e6)}/state`),
        step("notification-hub", "POST", () => "/v1/notify"),
      ],
    },
  ];
  return {
    key: "dishdash",
    ns: "dishdash-prod",
    host: "api.dishdash.app",
    edge: "edge-envoy",
    db: "orders-db",
    kafka: "events-kafka",
    kubelet: "kubelet",
    services,
    flows,
    topics: ["order-events", "courier-positions", "menu-updates"],
    groups: [
      ["notification-hub", "notification-hub-order-events"],
      ["courier-dispatch", "dispatch-positions"],
    ],
    partnerFile: "s3://dishdash-partner-feeds/inbound/freshgrocer_catalog_{d}.csv",
    cron: "restaurant-payout-export",
  };
}

function claims(r: Rng): Estate {
  const services: Svc[] = [
    svc(r, "ingress-nginx", "nginx", "nginx"),
    svc(r, "claims-intake", "dotnet", "ClaimSure.Intake", [
      (x) =>
        `Claim CLM-${x.int(100000, 999999)} registered: line=${x.pick(["motor", "home", "travel"])} channel=${x.pick(["web", "broker", "phone"])}`,
      (x) =>
        `First notice of loss CLM-${x.int(100000, 999999)} routed to queue ${x.pick(["fast-track", "standard", "complex"])}`,
    ]),
    svc(r, "policy-core", "jvm", "com.claimsure.policy", [
      (x) => `coverage check policy P-${x.int(1e7, 9e7)}: active, deductible ${x.pick([150, 250, 500, 1000])} EUR`,
      (x) => `endorsement E-${x.int(10000, 99999)} applied to policy P-${x.int(1e7, 9e7)}`,
    ]),
    svc(r, "fraud-scoring", "python", "fraud_scoring", [
      (x) =>
        `scored claim CLM-${x.int(100000, 999999)} score=${x.range(0.01, 0.6).toFixed(3)} model=gbm-v${x.int(11, 14)} features=${x.int(80, 140)}`,
    ]),
    svc(r, "document-vault", "go", "claimsure/document-vault", [
      (x) =>
        `stored document doc_${x.hex(12)} bytes=${x.int(20000, 9000000)} mime=${x.pick(["application/pdf", "image/jpeg", "image/heic"])} sha256=${x.hex(16)}`,
      (x) => `presigned url issued doc_${x.hex(12)} ttl=300s`,
    ]),
    svc(r, "adjuster-portal", "node", "adjuster-portal", [
      (x) =>
        `adjuster A-${x.int(100, 999)} opened claim CLM-${x.int(100000, 999999)} (tab=${x.pick(["documents", "reserve", "notes"])})`,
    ]),
    svc(r, "payout-service", "jvm", "com.claimsure.payout", [
      (x) =>
        `payout PO-${x.int(100000, 999999)} scheduled for claim CLM-${x.int(100000, 999999)} amount=${x.range(200, 9000).toFixed(2)} EUR rail=SEPA`,
    ]),
    svc(r, "claims-pg", "postgres", "postgres"),
    svc(r, "claims-kafka", "kafka", "kafka"),
    svc(r, "kubelet", "kubelet", "kubelet"),
  ];
  const clm = (x: Rng) => `CLM-${x.int(100000, 999999)}`;
  const flows: Flow[] = [
    {
      w: 4,
      ua: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15",
      steps: [
        step("claims-intake", "POST", () => "/api/claims"),
        step("policy-core", "GET", (x) => `/v2/policies/P-${x.int(1e7, 9e7)}/coverage`),
        step("fraud-scoring", "POST", () => "/score"),
      ],
    },
    {
      w: 5,
      ua: "ClaimSureApp/5.2.0 (Android 14)",
      steps: [step("claims-intake", "GET", (x) => `/api/claims/${clm(x)}`)],
    },
    {
      w: 3,
      ua: "ClaimSureApp/5.2.0 (Android 14)",
      steps: [
        step("claims-intake", "POST", (x) => `/api/claims/${clm(x)}/documents`),
        step("document-vault", "PUT", (x) => `/v1/objects/doc_${x.hex(12)}`),
      ],
    },
    {
      w: 4,
      ua: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
      steps: [
        step("adjuster-portal", "GET", (x) => `/claims/${clm(x)}`),
        step("policy-core", "GET", (x) => `/v2/policies/P-${x.int(1e7, 9e7)}`),
        step("document-vault", "GET", (x) => `/v1/objects/doc_${x.hex(12)}/url`),
      ],
    },
    {
      w: 2,
      ua: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
      steps: [
        step("adjuster-portal", "POST", (x) => `/claims/${clm(x)}/settle`),
        step("payout-service", "POST", () => "/v1/payouts"),
      ],
    },
  ];
  return {
    key: "claimsure",
    ns: "claims-prod",
    host: "portal.claimsure.example",
    edge: "ingress-nginx",
    db: "claims-pg",
    kafka: "claims-kafka",
    kubelet: "kubelet",
    services,
    flows,
    topics: ["claim-events", "payout-commands", "document-events"],
    groups: [
      ["payout-service", "payout-service-claim-events"],
      ["fraud-scoring", "fraud-rescoring"],
    ],
    partnerFile: "sftp://broker-gateway/outbound/bordereau_meridian_{d}.csv",
    cron: "reserve-recalc",
  };
}

function fleet(r: Rng): Estate {
  const dev = (x: Rng) => `dev-${x.hex(10)}`;
  const services: Svc[] = [
    svc(r, "mqtt-edge", "envoy", "envoy"),
    svc(r, "telemetry-ingest", "go", "fleetpulse/telemetry-ingest", [
      (x) => `batch accepted device=${dev(x)} points=${x.int(20, 600)} lag=${x.int(40, 900)}ms`,
      (x) => `produced ${x.int(200, 5000)} records to telemetry.raw partitions=${x.int(1, 12)} took=${x.int(2, 30)}ms`,
    ]),
    svc(r, "device-registry", "jvm", "io.fleetpulse.registry", [
      (x) => `device ${dev(x)} heartbeat ok firmware=4.${x.int(1, 9)}.${x.int(0, 20)} signal=${x.int(-110, -60)}dBm`,
      (x) => `shadow updated for ${dev(x)} (${x.int(1, 9)} keys)`,
    ]),
    svc(r, "rules-engine", "python", "rules_engine", [
      (x) =>
        `evaluated ${x.int(10, 400)} rules for fleet F-${x.int(100, 999)} in ${x.int(2, 90)}ms, ${x.int(0, 3)} fired`,
    ]),
    svc(r, "alert-dispatcher", "node", "alert-dispatcher", [
      (x) =>
        `alert ${x.pick(["geofence_exit", "harsh_braking", "low_battery", "temp_high"])} for vehicle V-${x.int(1000, 9999)} delivered via ${x.pick(["webhook", "email", "sms"])} in ${x.int(40, 800)}ms`,
    ]),
    svc(r, "fleet-dashboard-api", "ruby", "fleet_dashboard", [
      (x) => `Rendered fleet overview F-${x.int(100, 999)} with ${x.int(5, 400)} vehicles`,
    ]),
    svc(r, "ota-updater", "go", "fleetpulse/ota-updater", [
      (x) =>
        `rollout wave progress campaign=fw-4.${x.int(3, 9)} wave=${x.int(1, 5)} done=${x.int(10, 900)} pending=${x.int(0, 400)}`,
    ]),
    svc(r, "billing-usage", "dotnet", "FleetPulse.Billing", [
      (x) =>
        `Usage rollup for tenant T-${x.int(100, 999)}: ${x.int(1000, 90000)} messages, ${x.int(1, 400)} active devices`,
    ]),
    svc(r, "timeseries-db", "postgres", "postgres"),
    svc(r, "fleet-kafka", "kafka", "kafka"),
    svc(r, "kubelet", "kubelet", "kubelet"),
  ];
  const flows: Flow[] = [
    {
      w: 8,
      ua: "fleetpulse-agent/4.7.2",
      steps: [step("telemetry-ingest", "POST", (x) => `/v1/ingest/${dev(x)}`)],
    },
    {
      w: 4,
      ua: "fleetpulse-agent/4.7.2",
      steps: [step("device-registry", "PUT", (x) => `/api/devices/${dev(x)}/heartbeat`)],
    },
    {
      w: 3,
      ua: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/125.0 Safari/537.36",
      steps: [
        step("fleet-dashboard-api", "GET", (x) => `/fleets/F-${x.int(100, 999)}/overview`),
        step("device-registry", "GET", (x) => `/api/fleets/F-${x.int(100, 999)}/devices?page=${x.int(1, 9)}`),
      ],
    },
    {
      w: 2,
      ua: "fleetpulse-agent/4.7.2",
      steps: [step("ota-updater", "GET", (x) => `/v1/firmware/check?device=${dev(x)}&current=4.${x.int(1, 9)}.0`)],
    },
    {
      w: 2,
      ua: "Go-http-client/2.0",
      steps: [step("rules-engine", "POST", () => "/evaluate"), step("alert-dispatcher", "POST", () => "/v1/alerts")],
    },
    {
      w: 1,
      ua: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/125.0 Safari/537.36",
      steps: [step("billing-usage", "GET", (x) => `/api/usage/T-${x.int(100, 999)}?month=current`)],
    },
  ];
  return {
    key: "fleetpulse",
    ns: "fleet-prod",
    host: "api.fleetpulse.io",
    edge: "mqtt-edge",
    db: "timeseries-db",
    kafka: "fleet-kafka",
    kubelet: "kubelet",
    services,
    flows,
    topics: ["telemetry.raw", "alerts.fired", "device.shadow"],
    groups: [
      ["rules-engine", "rules-engine-telemetry"],
      ["alert-dispatcher", "alert-dispatcher"],
    ],
    partnerFile: "s3://fleetpulse-imports/carrier-roster/roadline_vehicles_{d}.csv",
    cron: "usage-invoice-export",
  };
}

export const ESTATES = [food, claims, fleet];
