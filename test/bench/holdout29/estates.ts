// Five made-up companies, 7-11 services each; every service names the runtime whose native line it prints
// (the collector wraps that line) and its role in background traffic.
export type Runtime =
  | "klog"
  | "logback"
  | "python"
  | "zap"
  | "pino"
  | "syslog"
  | "postgres"
  | "rails"
  | "dotnet"
  | "nginx";
export type Role = "gateway" | "api" | "worker" | "db";

export interface ServiceDef {
  name: string;
  rt: Runtime;
  role: Role;
  /** Java package / Python module / Go package / .NET namespace root the service logs under. */
  pkg: string;
  noun: string;
}

export interface Estate {
  company: string;
  ns: string;
  host: string;
  services: ServiceDef[];
}

const s = (name: string, rt: Runtime, role: Role, pkg: string, noun: string): ServiceDef => ({
  name,
  rt,
  role,
  pkg,
  noun,
});

export const ESTATES: Estate[] = [
  {
    company: "Ferrowind (wind-farm operator)",
    ns: "ferrowind-prod",
    host: "fw",
    services: [
      s("ops-edge", "nginx", "gateway", "", "turbine"),
      s("turbine-telemetry", "zap", "api", "telemetry", "reading"),
      s("work-order-api", "logback", "api", "com.ferrowind.workorder", "work order"),
      s("crew-scheduler", "python", "worker", "crew", "shift"),
      s("scada-bridge", "syslog", "worker", "scadabridge", "tag"),
      s("asset-registry", "dotnet", "api", "Ferrowind.Assets", "asset"),
      s("alarm-router", "pino", "api", "alarm-router", "alarm"),
      s("blade-inspect", "python", "api", "inspect", "inspection"),
      s("fleet-operator", "klog", "worker", "fleetoperator", "turbine"),
      s("ops-pg", "postgres", "db", "", "row"),
    ],
  },
  {
    company: "Crumb & Co (bakery chain)",
    ns: "crumb-prod",
    host: "crumb",
    services: [
      s("shop-front", "rails", "gateway", "Shop", "order"),
      s("order-intake", "logback", "api", "co.crumb.orders", "order"),
      s("oven-planner", "python", "worker", "ovenplan", "bake"),
      s("dough-stock", "dotnet", "api", "Crumb.DoughStock", "batch"),
      s("courier-router", "zap", "api", "courier", "route"),
      s("till-sync", "pino", "worker", "till-sync", "receipt"),
      s("loyalty-stamps", "rails", "api", "Loyalty", "stamp card"),
      s("crumb-pg", "postgres", "db", "", "row"),
    ],
  },
  {
    company: "Quillstone Press (publisher)",
    ns: "quill",
    host: "qs",
    services: [
      s("press-gw", "nginx", "gateway", "", "manuscript"),
      s("manuscript-api", "dotnet", "api", "Quillstone.Manuscripts", "manuscript"),
      s("typeset-worker", "python", "worker", "typeset", "galley"),
      s("royalty-ledger", "logback", "api", "com.quillstone.royalty", "statement"),
      s("isbn-registry", "zap", "api", "isbn", "isbn"),
      s("proof-notify", "pino", "worker", "proof-notify", "proof"),
      s("print-queue", "syslog", "worker", "printq", "print job"),
      s("catalog-sync", "klog", "worker", "catalogsync", "title"),
      s("reviewer-portal", "rails", "api", "Reviewers", "review"),
    ],
  },
  {
    company: "Harborlight Marinas",
    ns: "harbor",
    host: "hl",
    services: [
      s("harbor-web", "pino", "gateway", "harbor-web", "berth"),
      s("berth-booking", "logback", "api", "com.harborlight.berth", "berth"),
      s("fuel-dock-pos", "dotnet", "api", "Harborlight.FuelDock", "sale"),
      s("tide-feed", "zap", "worker", "tidefeed", "tide table"),
      s("gate-access", "python", "api", "gate", "gate pass"),
      s("billing-run", "python", "worker", "billing", "invoice"),
      s("notify-hub", "rails", "worker", "Notify", "notification"),
      s("slip-operator", "klog", "worker", "slipoperator", "slip"),
      s("harbor-pg", "postgres", "db", "", "row"),
      s("lift-control", "syslog", "worker", "liftctl", "lift"),
      s("mooring-sensors", "zap", "worker", "mooring", "sensor"),
    ],
  },
  {
    company: "Verdant Rows (vertical farm)",
    ns: "verdant",
    host: "vr",
    services: [
      s("grow-gw", "nginx", "gateway", "", "tray"),
      s("grow-controller", "klog", "worker", "growcontroller", "rack"),
      s("sensor-ingest", "zap", "api", "ingest", "sample"),
      s("nutrient-dosing", "syslog", "worker", "dosed", "dose"),
      s("harvest-planner", "python", "api", "harvest", "harvest"),
      s("farm-shop", "rails", "api", "FarmShop", "order"),
      s("pack-line", "dotnet", "api", "Verdant.PackLine", "crate"),
      s("climate-model", "python", "worker", "climate", "forecast"),
      s("order-fulfil", "logback", "api", "com.verdantrows.fulfil", "shipment"),
      s("farm-pg", "postgres", "db", "", "row"),
    ],
  },
];
