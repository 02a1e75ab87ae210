// JSON body and query parsing with zod: every failure is 400 VALIDATION_ERROR with details.issues.
import type { ZodError, ZodType } from "zod";
import { AppError, type ValidationIssue } from "../domain/errors.js";
import type { RouteDef } from "../route.types.js";
import type { ApiMiddleware } from "./types.js";

export const MAX_BODY_BYTES = 1024 * 1024;
/** No id or slug we mint is longer; a longer one cannot exist (and would not fit a store key). */
export const MAX_PATH_PARAM_LENGTH = 200;

export function zodIssues(error: ZodError): ValidationIssue[] {
  return error.issues.slice(0, 50).map((i) => {
    const keys = (i as { keys?: string[] }).keys;
    const path = i.path.map(String).join(".");
    const message = i.code === "unrecognized_keys" && keys ? `unknown field(s): ${keys.join(", ")}` : i.message;
    return { path, message };
  });
}

export function validate<T>(schema: ZodType<T>, value: unknown, where: "body" | "query"): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw AppError.validation(zodIssues(parsed.error), `Request ${where} failed validation`);
  }
  return parsed.data;
}

export const bodyMiddleware = (route: RouteDef): ApiMiddleware => ({
  before: (request) => {
    const { event } = request;
    for (const value of Object.values(event.pathParameters ?? {})) {
      if (value !== undefined && value.length > MAX_PATH_PARAM_LENGTH) throw AppError.notFound();
    }
    if (route.query) {
      request.internal.query = validate(route.query, { ...(event.queryStringParameters ?? {}) }, "query");
    }
    if (!route.body) return;
    const raw = event.body
      ? event.isBase64Encoded
        ? Buffer.from(event.body, "base64")
        : Buffer.from(event.body)
      : null;
    if (raw && raw.length > MAX_BODY_BYTES) {
      throw AppError.validation([{ path: "", message: "request body exceeds 1 MiB" }], "Request body too large");
    }
    let value: unknown = {};
    const text = raw?.toString("utf8") ?? "";
    if (text.trim() !== "") {
      try {
        value = JSON.parse(text);
      } catch {
        throw AppError.validation([{ path: "", message: "body is not valid JSON" }], "Malformed JSON body");
      }
    }
    request.internal.body = validate(route.body, value, "body");
  },
});
