// The four made-up casino estates: services, runtimes, which service plays which part on the floor.
import type { Runtime } from "./values.js";

export type Role =
  | "egm"
  | "sms"
  | "player"
  | "tito"
  | "cage"
  | "jackpot"
  | "kiosk"
  | "app"
  | "surv"
  | "table"
  | "compliance"
  | "bonus";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  protocol: "SAS" | "G2S";
  /** whether request ids travel across services */
  traced: boolean;
  services: Array<{ name: string; rt: Runtime }>;
  roles: Record<Role, string>;
  /** services that may carry the constant harmless error of a window */
  noisy: string[];
}

export const ESTATES: readonly Estate[] = [
  {
    key: "silvermesa",
    company: "Silver Mesa Resort & Casino",
    namespace: "smrc-floor",
    protocol: "SAS",
    traced: true,
    services: [
      { name: "sas-poller", rt: "go" },
      { name: "sms-core", rt: "java" },
      { name: "player-tracking", rt: "java" },
      { name: "tito-redemption", rt: "java" },
      { name: "cage-cashier", rt: "java" },
      { name: "jackpot-handpay", rt: "java" },
      { name: "kiosk-gateway", rt: "node" },
      { name: "loyalty-api", rt: "node" },
      { name: "surveillance-bridge", rt: "python" },
      { name: "etable-link", rt: "dotnet" },
    ],
    roles: {
      egm: "sas-poller",
      sms: "sms-core",
      player: "player-tracking",
      tito: "tito-redemption",
      cage: "cage-cashier",
      jackpot: "jackpot-handpay",
      kiosk: "kiosk-gateway",
      app: "loyalty-api",
      surv: "surveillance-bridge",
      table: "etable-link",
      compliance: "player-tracking",
      bonus: "sms-core",
    },
    noisy: ["surveillance-bridge", "loyalty-api", "etable-link"],
  },
  {
    key: "harborlights",
    company: "Harbor Lights Gaming",
    namespace: "hlg-prod",
    protocol: "G2S",
    traced: false,
    services: [
      { name: "g2s-host", rt: "dotnet" },
      { name: "egm-event-router", rt: "dotnet" },
      { name: "club-accounts", rt: "dotnet" },
      { name: "ticket-vault", rt: "dotnet" },
      { name: "handpay-desk", rt: "dotnet" },
      { name: "kiosk-hub", rt: "node" },
      { name: "guest-app-bff", rt: "node" },
      { name: "table-tracker", rt: "java" },
      { name: "compliance-screen", rt: "java" },
      { name: "promo-credits", rt: "dotnet" },
    ],
    roles: {
      egm: "g2s-host",
      sms: "egm-event-router",
      player: "club-accounts",
      tito: "ticket-vault",
      cage: "handpay-desk",
      jackpot: "handpay-desk",
      kiosk: "kiosk-hub",
      app: "guest-app-bff",
      surv: "egm-event-router",
      table: "table-tracker",
      compliance: "compliance-screen",
      bonus: "promo-credits",
    },
    noisy: ["guest-app-bff", "table-tracker", "promo-credits"],
  },
  {
    key: "coppercanyon",
    company: "Copper Canyon Casino Hotel",
    namespace: "cc-casino",
    protocol: "SAS",
    traced: true,
    services: [
      { name: "floor-gateway", rt: "go" },
      { name: "slot-accounting", rt: "python" },
      { name: "player-card-svc", rt: "python" },
      { name: "redemption-kiosk-api", rt: "go" },
      { name: "etable-hub", rt: "node" },
      { name: "jackpot-svc", rt: "python" },
      { name: "hotel-dining-app", rt: "node" },
      { name: "rewards-ledger", rt: "python" },
      { name: "ops-notify", rt: "python" },
    ],
    roles: {
      egm: "floor-gateway",
      sms: "slot-accounting",
      player: "player-card-svc",
      tito: "redemption-kiosk-api",
      cage: "redemption-kiosk-api",
      jackpot: "jackpot-svc",
      kiosk: "redemption-kiosk-api",
      app: "hotel-dining-app",
      surv: "ops-notify",
      table: "etable-hub",
      compliance: "player-card-svc",
      bonus: "rewards-ledger",
    },
    noisy: ["hotel-dining-app", "ops-notify", "rewards-ledger"],
  },
  {
    key: "northgate",
    company: "Northgate Racino",
    namespace: "ngr",
    protocol: "SAS",
    traced: false,
    services: [
      { name: "egm-comms", rt: "cpp" },
      { name: "progressive-ctrl", rt: "cpp" },
      { name: "voucher-svc", rt: "ruby" },
      { name: "patron-svc", rt: "ruby" },
      { name: "cage-web", rt: "ruby" },
      { name: "kiosk-fleet", rt: "go" },
      { name: "surveil-events", rt: "python" },
      { name: "loyalty-mobile-api", rt: "node" },
      { name: "exclusion-check", rt: "ruby" },
    ],
    roles: {
      egm: "egm-comms",
      sms: "egm-comms",
      player: "patron-svc",
      tito: "voucher-svc",
      cage: "cage-web",
      jackpot: "cage-web",
      kiosk: "kiosk-fleet",
      app: "loyalty-mobile-api",
      surv: "surveil-events",
      table: "patron-svc",
      compliance: "exclusion-check",
      bonus: "patron-svc",
    },
    noisy: ["surveil-events", "loyalty-mobile-api", "progressive-ctrl"],
  },
];

export const runtimeOf = (e: Estate, svc: string): Runtime => e.services.find((s) => s.name === svc)?.rt ?? "go";
