// The four made-up dating-app companies of quiet116: which roles they run, under what names, in which runtimes.
import type { Level, LogEvent } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export type Role =
  | "gw"
  | "profile"
  | "moderation"
  | "swipe"
  | "chat"
  | "media"
  | "billing"
  | "safety"
  | "discovery"
  | "verify"
  | "push";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  services: Partial<Record<Role, { name: string; rt: Runtime }>>;
}

export const ESTATES: Estate[] = [
  {
    key: "emberly",
    company: "Emberly",
    namespace: "emberly-prod",
    traces: true,
    services: {
      gw: { name: "edge-api", rt: "node" },
      profile: { name: "profile-svc", rt: "java" },
      moderation: { name: "photo-mod", rt: "python" },
      swipe: { name: "swipe-ledger", rt: "go" },
      chat: { name: "chat-relay", rt: "node" },
      media: { name: "media-vault", rt: "go" },
      billing: { name: "iap-receipts", rt: "java" },
      safety: { name: "trust-reports", rt: "ruby" },
      discovery: { name: "nearby-feed", rt: "go" },
      verify: { name: "selfie-check", rt: "python" },
    },
  },
  {
    key: "lovelace",
    company: "Lovelace",
    namespace: "lvl-prod",
    traces: false,
    services: {
      gw: { name: "mobile-bff", rt: "dotnet" },
      profile: { name: "members", rt: "dotnet" },
      moderation: { name: "image-review", rt: "python" },
      swipe: { name: "likes-api", rt: "java" },
      chat: { name: "inbox", rt: "go" },
      billing: { name: "store-billing", rt: "dotnet" },
      safety: { name: "safety-desk", rt: "python" },
      discovery: { name: "geo-match", rt: "cpp" },
      push: { name: "notify-hub", rt: "node" },
    },
  },
  {
    key: "twinflame",
    company: "Twinflame",
    namespace: "tf-prod",
    traces: true,
    services: {
      gw: { name: "api-gateway", rt: "go" },
      profile: { name: "accounts", rt: "ruby" },
      moderation: { name: "moderation-worker", rt: "python" },
      swipe: { name: "swipes", rt: "go" },
      chat: { name: "messaging", rt: "java" },
      media: { name: "uploads", rt: "node" },
      billing: { name: "subscriptions", rt: "ruby" },
      safety: { name: "abuse-guard", rt: "java" },
      verify: { name: "id-verify", rt: "python" },
      push: { name: "push-sender", rt: "java" },
    },
  },
  {
    key: "pebble",
    company: "Pebble",
    namespace: "pebble-prd",
    traces: false,
    services: {
      gw: { name: "front-api", rt: "python" },
      profile: { name: "user-profile", rt: "python" },
      moderation: { name: "vision-mod", rt: "cpp" },
      swipe: { name: "match-engine", rt: "go" },
      chat: { name: "chat-core", rt: "node" },
      media: { name: "photo-store", rt: "go" },
      billing: { name: "payments-iap", rt: "node" },
      safety: { name: "reports", rt: "python" },
      discovery: { name: "discovery", rt: "go" },
    },
  },
];

export const has = (est: Estate, role: Role): boolean => est.services[role] !== undefined;

/** What every generator writes through. */
export interface Ctx {
  r: Rng;
  est: Estate;
  t0: number;
  t1: number;
  emit(role: Role, t: number, level: Level, msg: string, extra?: Partial<LogEvent>): void;
  name(role: Role): string;
  rt(role: Role): Runtime;
  /** a fresh trace id, or undefined in estates without tracing */
  trace(): string | undefined;
  /** probability that a normal request touching `role` at `t` does not happen normally */
  impaired(role: Role, t: number): number;
}

/** The gateway's own access-log line, in the style of its runtime. */
export function access(ctx: Ctx, method: string, path: string, status: number, ms: number): string {
  const r = ctx.r;
  const bytes = status >= 400 ? r.int(60, 240) : r.int(300, 9000);
  switch (ctx.rt("gw")) {
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${bytes}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${ctx.name("gw")}${path} - ${status} ${bytes} application/json ${ms.toFixed(4)}ms`;
    case "go":
      return `handled request method=${method} path=${path} status=${status} bytes=${bytes} duration=${ms.toFixed(1)}ms`;
    case "python":
      return `10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 250)}:${r.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status} ${bytes} ${(ms / 1000).toFixed(3)}s`;
    default:
      return `${method} ${path} -> ${status} (${ms}ms)`;
  }
}

export const uid = (r: Rng) => `u_${r.hex(10)}`;
export const ms = (r: Rng, lo: number, hi: number) => lo + r.next() * (hi - lo);
