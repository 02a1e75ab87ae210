// The four made-up agencies of quiet89: which service plays which role, in which runtime, and their local colour.
import type { Runtime } from "./stacks.js";

export type Role = "gw" | "photo" | "booking" | "bio" | "registry" | "watch" | "print" | "courier" | "pay" | "notify";

export interface Service {
  name: string;
  runtime: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** Request ids travel across services in these estates only. */
  traceIds: boolean;
  roles: Partial<Record<Role, Service>>;
  offices: string[];
  stations: string[];
  printLines: string[];
  carrier: string;
  psp: string;
  registryHost: string;
  pkg: string;
  currency: string;
  fee: string[];
}

export const ESTATES: Estate[] = [
  {
    key: "veldmark",
    company: "Veldmark Passport Service",
    namespace: "vps-prod",
    traceIds: true,
    roles: {
      gw: { name: "apply-portal", runtime: "node" },
      photo: { name: "photo-qa", runtime: "python" },
      booking: { name: "appointment-svc", runtime: "java" },
      bio: { name: "biometric-hub", runtime: "dotnet" },
      registry: { name: "registry-bridge", runtime: "go" },
      watch: { name: "watchlist-screen", runtime: "java" },
      print: { name: "print-orchestrator", runtime: "cpp" },
      courier: { name: "courier-tracker", runtime: "ruby" },
      pay: { name: "fee-gateway", runtime: "go" },
      notify: { name: "notify-mailer", runtime: "node" },
    },
    offices: ["AMV-01", "AMV-02", "ROD-01", "HLT-03", "ZWL-01"],
    stations: ["KIOSK-03", "KIOSK-07", "KIOSK-11", "ENR-14", "ENR-15"],
    printLines: ["LINE-1", "LINE-2", "LINE-3"],
    carrier: "PostNord Parcel",
    psp: "api.payhub.example",
    registryHost: "brp-gateway.civreg.example",
    pkg: "nl.veldmark.passport",
    currency: "EUR",
    fee: ["75.35", "58.90", "124.20"],
  },
  {
    key: "kestrel",
    company: "Kestrel Civil Documents Authority",
    namespace: "kcda",
    traceIds: false,
    roles: {
      gw: { name: "eid-frontdoor", runtime: "java" },
      photo: { name: "selfie-check", runtime: "python" },
      booking: { name: "slot-booker", runtime: "ruby" },
      bio: { name: "enrol-station-agent", runtime: "dotnet" },
      registry: { name: "civreg-lookup", runtime: "python" },
      watch: { name: "screening-svc", runtime: "go" },
      print: { name: "card-personaliser", runtime: "cpp" },
      courier: { name: "dispatch-tracker", runtime: "node" },
      pay: { name: "payments-api", runtime: "java" },
    },
    offices: ["NORTH-1", "NORTH-2", "HARBOUR", "VALLEY-4"],
    stations: ["ES-101", "ES-102", "ES-204", "ES-311", "MOBILE-2"],
    printLines: ["PERSO-A", "PERSO-B"],
    carrier: "Swiftline Couriers",
    psp: "gateway.cardstream.example",
    registryHost: "popreg.kestrel.example",
    pkg: "gov.kestrel.eid",
    currency: "GBP",
    fee: ["82.50", "49.00", "115.00"],
  },
  {
    key: "maritime",
    company: "Maritime Republic Passport Bureau",
    namespace: "mrpb-live",
    traceIds: true,
    roles: {
      gw: { name: "mrpb-gateway", runtime: "go" },
      photo: { name: "portrait-validator", runtime: "python" },
      booking: { name: "booking-calendar", runtime: "node" },
      bio: { name: "biocapture-svc", runtime: "dotnet" },
      registry: { name: "vital-records-proxy", runtime: "java" },
      watch: { name: "alert-list-matcher", runtime: "java" },
      print: { name: "booklet-print-queue", runtime: "cpp" },
      courier: { name: "parcel-status", runtime: "ruby" },
      pay: { name: "pay-bridge", runtime: "go" },
      notify: { name: "sms-notifier", runtime: "python" },
    },
    offices: ["PORT-CENTRAL", "EASTQUAY", "ISLAND-N", "CONSULATE-LIS"],
    stations: ["BIO-01", "BIO-02", "BIO-05", "BIO-09", "TAB-3"],
    printLines: ["P1", "P2", "P4"],
    carrier: "Islands Express",
    psp: "pay.stripe-like.example",
    registryHost: "vitalrec.gov.example",
    pkg: "mr.passport.bureau",
    currency: "USD",
    fee: ["130.00", "65.00", "190.00"],
  },
  {
    key: "lindqvist",
    company: "Lindqvist Consular Agency",
    namespace: "lca",
    traceIds: false,
    roles: {
      gw: { name: "consular-web", runtime: "ruby" },
      photo: { name: "photo-screening", runtime: "python" },
      booking: { name: "appt-scheduler", runtime: "java" },
      bio: { name: "fingerprint-svc", runtime: "dotnet" },
      registry: { name: "popreg-client", runtime: "go" },
      watch: { name: "sanctions-check", runtime: "java" },
      print: { name: "doc-print-spooler", runtime: "cpp" },
      courier: { name: "courier-sync", runtime: "ruby" },
      pay: { name: "fee-collector", runtime: "node" },
    },
    offices: ["STHLM-EMB", "OSLO-CG", "BERLIN-EMB", "NYC-CG", "LONDON-EMB"],
    stations: ["FP-STH-1", "FP-STH-2", "FP-OSL-1", "FP-BER-1", "FP-NYC-2"],
    printLines: ["SPOOL-1", "SPOOL-2"],
    carrier: "DHL Express",
    psp: "checkout.nets.example",
    registryHost: "folkbokforing-api.example",
    pkg: "se.lindqvist.consular",
    currency: "SEK",
    fee: ["1650", "400", "2100"],
  },
];

export const svc = (e: Estate, r: Role): Service | undefined => e.roles[r];
export const name = (e: Estate, r: Role): string => e.roles[r]?.name ?? e.roles.gw!.name;
export const services = (e: Estate): Service[] => Object.values(e.roles).filter((s): s is Service => !!s);
