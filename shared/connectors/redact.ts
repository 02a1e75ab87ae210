// Last line of defence: no credential value leaves a connector inside an error message or detail.
import { AppError, isAppError } from "../domain/errors.js";

/**
 * The credential values plus the composites they travel in: HTTP Basic sends base64 of `username:password`,
 * and no substring of that is the base64 of the password alone, so the pair itself is a secret.
 */
export function wireSecrets(credentials: Record<string, string>, values: string[]): string[] {
  const out = [...values];
  if (credentials.username !== undefined && credentials.password)
    out.push(`${credentials.username}:${credentials.password}`);
  return out;
}

export function redactText(text: string, secrets: string[]): string {
  let out = text;
  // Longest first: a short secret (a user name) cut out of a longer one's wire form would leave the rest readable.
  for (const s of [...secrets].sort((a, b) => b.length - a.length)) {
    if (s.length < 4) continue;
    out = out.split(s).join("[redacted]");
    // Also the forms a secret takes on the wire.
    for (const form of [encodeURIComponent(s), Buffer.from(s).toString("base64"), JSON.stringify(s).slice(1, -1)]) {
      if (form !== s && form.length >= 4) out = out.split(form).join("[redacted]");
    }
  }
  return out;
}

function redactValue(v: unknown, secrets: string[]): unknown {
  if (typeof v === "string") return redactText(v, secrets);
  if (Array.isArray(v)) return v.map((x) => redactValue(x, secrets));
  if (v && typeof v === "object") {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, redactValue(x, secrets)]));
  }
  return v;
}

export function redactError(err: unknown, secrets: string[], platform: string): AppError {
  const e = isAppError(err) ? err : AppError.upstream("log_source", `${platform} request failed`);
  return new AppError(
    e.code,
    redactText(e.message, secrets),
    e.details ? (redactValue(e.details, secrets) as Record<string, unknown>) : undefined,
    e.headers,
  );
}
