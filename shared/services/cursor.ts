// Opaque list cursors: the sort key of the last item returned, base64url JSON; a cursor is only accepted when
// its key belongs to the list being read.
import { AppError } from "../domain/errors.js";

export const encodeCursor = (sk: string) => Buffer.from(JSON.stringify({ sk }), "utf8").toString("base64url");

/** The sort key in the cursor, or 400 VALIDATION_ERROR when it is not one this list returned. */
export function decodeCursor(cursor: string, belongs: (sk: string) => boolean): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { sk?: unknown };
    if (typeof parsed.sk === "string" && belongs(parsed.sk)) return parsed.sk;
  } catch {
    // fall through to the validation error
  }
  throw AppError.validation([{ path: "cursor", message: "is not a cursor this API returned" }], "Invalid cursor");
}
