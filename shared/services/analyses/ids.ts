// Analysis ids are UUID version 7: time-ordered, so the project partition lists them newest first by key.
import { randomBytes } from "node:crypto";

export function newAnalysisId(now: Date): string {
  const bytes = randomBytes(16);
  const ms = BigInt(Math.max(0, Math.floor(now.getTime())));
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
