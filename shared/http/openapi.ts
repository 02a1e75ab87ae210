// The OpenAPI 3.1 document, generated from the route table and its zod schemas.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import * as z from "zod";
import { ERROR_STATUS } from "../domain/errors.js";
import type { RouteDef } from "../route.types.js";
import { routes } from "../routes/table.js";

const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...Array<keyof typeof ERROR_STATUS>]),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
    requestId: z.string(),
  }),
});

const rateLimitHeaders = z.object({
  "X-Request-Id": z.string(),
  "X-RateLimit-Limit": z.string(),
  "X-RateLimit-Remaining": z.string(),
  "X-RateLimit-Reset": z.string(),
});

function pathParams(path: string) {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
}

/** What a generated client needs beyond the shapes (the SDK reads these: sdk/scripts/generate.mjs). */
function clientHints(route: RouteDef): Record<`x-logdx-${string}`, string | boolean> {
  const hints: Record<`x-logdx-${string}`, string | boolean> = {};
  if (route.aliasOf) hints["x-logdx-alias-of"] = route.aliasOf;
  if (route.allowPublicKey) hints["x-logdx-public-key"] = true;
  if (route.streaming) hints["x-logdx-streaming"] = true;
  return hints;
}

function register(registry: OpenAPIRegistry, route: RouteDef) {
  const status = route.successStatus ?? 200;
  const success =
    route.id === "openapi.get"
      ? z.record(z.string(), z.unknown())
      : z.object({ success: z.literal(true), data: route.response ?? z.unknown() });
  const headers: Record<string, z.ZodType> = {};
  if (route.scope === "project") headers["x-project-id"] = z.string().optional();
  if (route.idempotent) headers["idempotency-key"] = z.string().max(255).optional();
  registry.registerPath({
    method: route.method.toLowerCase() as "get" | "post" | "put" | "delete" | "patch",
    path: route.path,
    operationId: route.id,
    summary: route.summary,
    description: [
      route.permission ? `Permission: ${route.permission}.` : "No authentication.",
      route.scope === "tenant"
        ? `Organization key${route.allowSecretKey ? " or the project's own secret key" : ""}.`
        : "",
      route.allowPublicKey ? "Public keys allowed." : "",
      `Rate-limit category: ${route.rateCategory}.`,
      route.idempotent ? "Honors Idempotency-Key." : "",
    ]
      .filter(Boolean)
      .join(" "),
    security: route.scope === "public" ? [] : [{ bearerAuth: [] }],
    ...clientHints(route),
    request: {
      params: pathParams(route.path),
      query: route.query as z.ZodObject | undefined,
      headers: Object.keys(headers).length ? z.object(headers) : undefined,
      body: route.body ? { content: { "application/json": { schema: route.body } } } : undefined,
    },
    responses: {
      [status]: {
        description: "Success",
        headers: rateLimitHeaders,
        content: { "application/json": { schema: success } },
      },
      default: {
        description: "Error envelope (SPEC §7)",
        headers: rateLimitHeaders,
        content: { "application/json": { schema: errorEnvelope } },
      },
    },
  });
}

export function buildOpenApiDocument(table: readonly RouteDef[] = routes) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "API key: svc_secret_…, svc_org_… or svc_pub_…",
  });
  for (const route of table) register(registry, route);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "logdx API",
      version: "1.0.0",
      description: "Multi-tenant log diagnosis. Every JSON response uses the {success, data | error} envelope.",
    },
    servers: [{ url: "http://127.0.0.1:8787", description: "local (npm start)" }],
  });
}

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The document for this build (pure, so computed once per process). */
export function openApiDocument() {
  cached ??= buildOpenApiDocument();
  return cached;
}
