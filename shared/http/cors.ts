// CORS for the routes a public key may call (API-DECISIONS "Browsers"): the one policy that the local server and
// the HTTP API's corsPreflight (lib/api/cors.ts) both read. Bearer keys, never cookies: no Allow-Credentials.
import type { HttpMethod, RouteDef } from "../route.types.js";

/** "*" (the default) or an exact list of origins such as "https://app.example.com". */
export type CorsOrigins = "*" | readonly string[];

export const CORS_ALLOW_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "X-Sdk-Version"];
export const CORS_EXPOSE_HEADERS = [
  "X-Request-Id",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
  "Retry-After",
  "Idempotent-Replayed",
];
/** How long a browser may cache a preflight answer. */
export const CORS_MAX_AGE_SECONDS = 600;

/** Parses the LOGDX_CORS_ORIGINS / `logdx:corsOrigins` setting: "*" or a comma-separated list. */
export function parseCorsOrigins(raw: string | undefined): CorsOrigins {
  const list = (raw ?? "*")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length === 0 || list.includes("*") ? "*" : list;
}

export const corsRoutes = (table: readonly RouteDef[]) => table.filter((r) => r.allowPublicKey);

/** The methods a public key may use, for the preflight answer. */
export const corsMethods = (table: readonly RouteDef[]): HttpMethod[] => [
  ...new Set(corsRoutes(table).map((r) => r.method)),
];

function allowOrigin(origins: CorsOrigins, origin: string | undefined): Record<string, string> | undefined {
  if (!origin) return undefined;
  if (origins === "*") return { "Access-Control-Allow-Origin": "*" };
  return origins.includes(origin) ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : undefined;
}

/** Headers for an actual response (success or error) to a cross-origin request; none for other origins. */
export function corsResponseHeaders(origins: CorsOrigins, origin: string | undefined): Record<string, string> {
  const allow = allowOrigin(origins, origin);
  return allow ? { ...allow, "Access-Control-Expose-Headers": CORS_EXPOSE_HEADERS.join(", ") } : {};
}

/** Headers answering a preflight (OPTIONS) for a route that allows the given methods. */
export function corsPreflightHeaders(
  origins: CorsOrigins,
  origin: string | undefined,
  methods: readonly string[],
): Record<string, string> {
  const allow = allowOrigin(origins, origin);
  if (!allow) return {};
  return {
    ...allow,
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
    "Access-Control-Allow-Headers": CORS_ALLOW_HEADERS.join(", "),
    "Access-Control-Max-Age": String(CORS_MAX_AGE_SECONDS),
  };
}
