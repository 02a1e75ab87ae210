// Small helpers shared by noise and incidents: wording by runtime, per-estate paths, short id shapes.
import type { Ctx } from "./ctx.js";
import type { Runtime } from "./types.js";

export type Noise = (c: Ctx, heavy: boolean) => void;

/** The wording the service's runtime/framework would use; `_` for the rest. */
export function by(c: Ctx, svc: string, m: Partial<Record<Runtime, string>> & { _: string }): string {
  return m[c.rt(svc)] ?? m._;
}

export interface Paths {
  login: string;
  refresh: string;
  profile: string;
  ticket: string;
  board: string;
  score: string;
  store: string;
  order: string;
  inventory: string;
  friends: string;
  signup: string;
  name: string;
}

export const PATHS: Record<string, Paths> = {
  hollowpeak: {
    login: "/v2/auth/session",
    refresh: "/v2/auth/refresh",
    profile: "/v2/players/me/profile",
    ticket: "/v2/matchmaking/tickets",
    board: "/v2/leaderboards/season-12/ranked",
    score: "/v2/scores",
    store: "/v2/store/offers",
    order: "/v2/store/orders",
    inventory: "/v2/players/me/inventory",
    friends: "/v2/social/friends/requests",
    signup: "/v2/accounts",
    name: "/v2/players/me/display-name",
  },
  brightmoss: {
    login: "/api/auth/login",
    refresh: "/api/auth/refresh",
    profile: "/api/profile",
    ticket: "/api/lobby/queue",
    board: "/api/ladder/season/7",
    score: "/internal/results",
    store: "/api/shop/storefront",
    order: "/api/shop/purchases",
    inventory: "/api/inventory",
    friends: "/api/friends/requests",
    signup: "/api/auth/register",
    name: "/api/profile/name",
  },
  corvid: {
    login: "/auth/token",
    refresh: "/auth/refresh",
    profile: "/profile/me",
    ticket: "/matchmaking/tickets",
    board: "/ladder/season/5/top",
    score: "/ladder/results",
    store: "/store/storefront",
    order: "/store/checkout",
    inventory: "/inventory",
    friends: "/friends/requests",
    signup: "/auth/register",
    name: "/profile/me/name",
  },
  nightjar: {
    login: "/v1/auth/exchange",
    refresh: "/v1/auth/refresh",
    profile: "/v1/profile",
    ticket: "/v1/match/ticket",
    board: "/leaderboards/weekly",
    score: "/v1/results",
    store: "/v1/store/catalog",
    order: "/v1/store/purchase",
    inventory: "/v1/garage",
    friends: "/v1/friends/invite",
    signup: "/v1/auth/register",
    name: "/v1/profile/name",
  },
};

export const paths = (c: Ctx): Paths => PATHS[c.e.key];

/** A datacenter-looking address (abusive traffic comes from hosting ranges). */
export function dcIp(c: Ctx): string {
  return `${c.r.pick(["45.155", "185.220", "193.32", "91.92", "103.152", "146.70", "5.188", "194.165"])}.${c.r.int(0, 255)}.${c.r.int(1, 254)}`;
}

export const iso19 = (t: number) => new Date(t).toISOString().slice(0, 19);
