// Four made-up print-on-demand / photo-printing companies. Every estate fills the same roles with its own service
// names and runtimes; two carry request ids across services and two do not.
export type Role =
  | "edge"
  | "editor"
  | "images"
  | "upscale"
  | "preflight"
  | "router"
  | "ripA"
  | "ripB"
  | "labels"
  | "pack";
export type Runtime = "node" | "python" | "java" | "go" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traces: boolean;
  svc: Partial<Record<Role, string>>;
  rt: Partial<Record<Role, Runtime>>;
  sites: [string, string];
  presses: [string[], string[]];
  carriers: string[];
  pkg: string;
}

export const ESTATES: Estate[] = [
  {
    key: "printloom",
    company: "Printloom",
    ns: "printloom-prod",
    traces: true,
    svc: {
      edge: "storefront-web",
      editor: "design-studio",
      images: "image-pipeline",
      upscale: "upscaler-gpu",
      preflight: "preflight-svc",
      router: "order-router",
      ripA: "rip-leeds",
      ripB: "rip-lodz",
      labels: "label-gateway",
      pack: "pack-station",
    },
    rt: {
      edge: "node",
      editor: "node",
      images: "python",
      upscale: "python",
      preflight: "java",
      router: "go",
      ripA: "cpp",
      ripB: "cpp",
      labels: "ruby",
      pack: "dotnet",
    },
    sites: ["leeds", "lodz"],
    presses: [
      ["indigo-12k-01", "indigo-12k-02", "epson-sc-p20", "hp-latex-800"],
      ["indigo-7k-01", "indigo-7k-02", "canon-ip-6000"],
    ],
    carriers: ["royal-mail", "dpd", "ups"],
    pkg: "printloom",
  },
  {
    key: "kartel",
    company: "Kartel Photo",
    ns: "kartel",
    traces: false,
    svc: {
      edge: "shop-api",
      images: "photo-ingest",
      upscale: "enhance-worker",
      preflight: "pdf-preflight",
      router: "fulfilment-router",
      ripA: "rip-ghent",
      ripB: "rip-porto",
      labels: "shipping-labels",
      pack: "packing-hub",
    },
    rt: {
      edge: "node",
      images: "go",
      upscale: "python",
      preflight: "java",
      router: "java",
      ripA: "cpp",
      ripB: "cpp",
      labels: "node",
      pack: "dotnet",
    },
    sites: ["ghent", "porto"],
    presses: [
      ["nx-konica-1", "nx-konica-2", "xerox-iridesse"],
      ["noritsu-qss-3", "fuji-frontier-1", "epson-surelab-d1070"],
    ],
    carriers: ["bpost", "ctt", "dhl-parcel"],
    pkg: "kartel",
  },
  {
    key: "muralmint",
    company: "Mural & Mint",
    ns: "mm-prod",
    traces: true,
    svc: {
      edge: "web-bff",
      editor: "canvas-editor",
      images: "imgproc",
      upscale: "superres",
      preflight: "preflight-worker",
      router: "factory-router",
      ripA: "ripq-austin",
      ripB: "ripq-reno",
      labels: "carrier-bridge",
      pack: "pack-line",
    },
    rt: {
      edge: "node",
      editor: "node",
      images: "go",
      upscale: "python",
      preflight: "python",
      router: "go",
      ripA: "cpp",
      ripB: "cpp",
      labels: "ruby",
      pack: "java",
    },
    sites: ["austin", "reno"],
    presses: [
      ["canon-colorado-1650", "hp-latex-2700", "mimaki-ujf-7151"],
      ["canon-colorado-1630", "epson-surecolor-r5000"],
    ],
    carriers: ["ups", "fedex", "usps"],
    pkg: "mm",
  },
  {
    key: "snapfold",
    company: "Snapfold",
    ns: "snapfold",
    traces: false,
    svc: {
      edge: "api-gateway",
      images: "media-svc",
      preflight: "proof-check",
      router: "plant-router",
      ripA: "rip-monterrey",
      ripB: "rip-queretaro",
      labels: "labelhub",
      pack: "packing-svc",
    },
    rt: {
      edge: "go",
      images: "python",
      preflight: "java",
      router: "dotnet",
      ripA: "cpp",
      ripB: "cpp",
      labels: "go",
      pack: "dotnet",
    },
    sites: ["monterrey", "queretaro"],
    presses: [
      ["fuji-dx100-1", "fuji-dx100-2", "kodak-apex"],
      ["noritsu-green-iv", "hp-indigo-6k"],
    ],
    carriers: ["estafeta", "fedex-mx", "dhl-express"],
    pkg: "snapfold",
  },
];
