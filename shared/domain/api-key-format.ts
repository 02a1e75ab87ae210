// API key material: minting, hashing (only the hash is stored) and recognising the format of a presented key.
import { createHash, randomBytes } from "node:crypto";
import { KEY_PREFIX, type KeyKind } from "./api-key-vocabulary.js";

const BODY = /^[A-Za-z0-9]{24,128}$/;
const LEGACY = /^[0-9a-fA-F]{32,64}$/;

export type KeyFormat = { format: "prefixed"; kind: KeyKind } | { format: "legacy" };

export function mintKey(kind: KeyKind): string {
  return KEY_PREFIX[kind] + randomBytes(32).toString("base64url").replace(/[-_]/g, "").slice(0, 40).padEnd(40, "0");
}

/** Keys are high-entropy random strings, so a plain SHA-256 is a sound one-way lookup hash. */
export const hashKey = (raw: string) => createHash("sha256").update(raw, "utf8").digest("hex");

export function keyFormat(raw: string): KeyFormat | undefined {
  for (const kind of ["secret", "org", "public"] as const) {
    const prefix = KEY_PREFIX[kind];
    if (raw.startsWith(prefix)) return BODY.test(raw.slice(prefix.length)) ? { format: "prefixed", kind } : undefined;
  }
  return LEGACY.test(raw) ? { format: "legacy" } : undefined;
}

/** Enough of the key to recognise it in a list, never enough to use it. */
export function keyHint(raw: string): string {
  const f = keyFormat(raw);
  const prefixLen = f?.format === "prefixed" ? KEY_PREFIX[f.kind].length : 0;
  return `${raw.slice(0, prefixLen + 4)}…`;
}
