// DynamoDB's answer to a signature mismatch quotes the canonical request it expected, signed headers included, so
// the session token too: the error keeps its name and first sentence, never that part (errors get logged).

const DETAILS = /\s*The (?:Canonical String|String-to-Sign)\b[\s\S]*/;

export function withoutSignatureDetails(err: unknown): unknown {
  const e = err as { message?: unknown; Message?: unknown } | null;
  if (!e || typeof e !== "object") return err;
  for (const field of ["message", "Message"] as const) {
    const text = e[field];
    if (typeof text === "string" && DETAILS.test(text)) e[field] = text.replace(DETAILS, "");
  }
  return err;
}
