// The four made-up cinema chains of quiet112: one service per role, each with its runtime and its own wording.
export type Role = "gw" | "show" | "seats" | "orders" | "pay" | "fnb" | "loyalty" | "kdm" | "proj" | "pos";
export type Runtime = "node" | "go" | "java" | "python" | "dotnet" | "ruby" | "cpp" | "kotlin";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** request ids travel across services */
  traced: boolean;
  svc: Partial<Record<Role, string>>;
  rt: Partial<Record<Role, Runtime>>;
  sites: string[];
  films: string[];
  /** the service that logs one harmless complaint all day, and that complaint */
  noisy: Role;
}

const FILMS_A = ["Dune: Part Three", "Paddington in Peru", "The Long Walk", "Zootopia 2", "Avatar: Fire and Ash"];
const FILMS_B = ["Wicked: For Good", "Mission: Impossible 9", "The Odyssey", "Frankenstein", "Toy Story 5"];

export const ESTATES: readonly Estate[] = [
  {
    key: "lumen",
    company: "Lumen Cinemas",
    namespace: "lumen-prod",
    traced: true,
    svc: {
      gw: "web-boxoffice",
      show: "showtimes-svc",
      seats: "seatmap-svc",
      orders: "ticketing-core",
      pay: "payments-adapter",
      fnb: "concessions-api",
      loyalty: "loyalty-svc",
      kdm: "kdm-ingest",
      proj: "screen-telemetry",
      pos: "pos-terminal-hub",
    },
    rt: {
      gw: "node",
      show: "go",
      seats: "java",
      orders: "java",
      pay: "dotnet",
      fnb: "python",
      loyalty: "ruby",
      kdm: "python",
      proj: "go",
      pos: "dotnet",
    },
    sites: ["leeds-trinity", "york-vangarde", "hull-fruitmarket", "sheffield-moor", "bradford-broadway"],
    films: FILMS_A,
    noisy: "proj",
  },
  {
    key: "northlight",
    company: "Northlight Pictures",
    namespace: "nlp",
    traced: false,
    svc: {
      gw: "nl-edge",
      show: "schedule-api",
      seats: "seat-hold",
      orders: "order-svc",
      pay: "psp-gateway",
      fnb: "bar-orders",
      loyalty: "passes",
      kdm: "kdm-mailbox",
      proj: "lamp-monitor",
    },
    rt: {
      gw: "go",
      show: "kotlin",
      seats: "go",
      orders: "kotlin",
      pay: "java",
      fnb: "python",
      loyalty: "ruby",
      kdm: "cpp",
      proj: "cpp",
    },
    sites: ["aarhus-c", "odense-k", "aalborg-havn", "esbjerg-s", "vejle-f"],
    films: FILMS_B,
    noisy: "kdm",
  },
  {
    key: "paragon",
    company: "Paragon Picturehouses",
    namespace: "paragon",
    traced: true,
    svc: {
      gw: "storefront-bff",
      show: "programme-svc",
      seats: "seat-inventory",
      orders: "checkout",
      pay: "card-vault",
      fnb: "fnb-orders",
      loyalty: "member-passes",
      kdm: "kdm-vault",
      proj: "projector-agent",
      pos: "boxoffice-gw",
    },
    rt: {
      gw: "node",
      show: "python",
      seats: "go",
      orders: "dotnet",
      pay: "java",
      fnb: "node",
      loyalty: "ruby",
      kdm: "python",
      proj: "cpp",
      pos: "dotnet",
    },
    sites: ["bristol-harbourside", "bath-kingsmead", "exeter-queen-st", "cardiff-bay", "swindon-wharf"],
    films: FILMS_A,
    noisy: "pos",
  },
  {
    key: "starlite",
    company: "Starlite Multiplex",
    namespace: "starlite-live",
    traced: false,
    svc: {
      gw: "api-gateway",
      show: "sessions",
      seats: "seating",
      orders: "booking-engine",
      pay: "payments",
      fnb: "snack-orders",
      loyalty: "unlimited-club",
      kdm: "kdm-watcher",
      proj: "booth-telemetry",
      pos: "till-sync",
    },
    rt: {
      gw: "go",
      show: "java",
      seats: "java",
      orders: "python",
      pay: "go",
      fnb: "node",
      loyalty: "python",
      kdm: "go",
      proj: "cpp",
      pos: "dotnet",
    },
    sites: ["phoenix-desert-ridge", "tempe-mill", "mesa-riverview", "chandler-fashion", "scottsdale-101"],
    films: FILMS_B,
    noisy: "fnb",
  },
];
