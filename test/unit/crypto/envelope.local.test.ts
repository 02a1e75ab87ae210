import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EncryptedBlob } from "../../../shared/crypto/crypto.port.js";
import { DecryptionError } from "../../../shared/crypto/envelope.js";
import { createLocalCrypto } from "../../../shared/crypto/envelope.local.js";

const ctx = { tenantId: "ten_1", resource: "log-source:ls_1" };
const secret = "dd-api-key-0123456789abcdef";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "logdx-crypto-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const b64flip = (s: string, at = 0) => {
  const raw = Buffer.from(s, "base64");
  raw[at] ^= 0x01;
  return raw.toString("base64");
};

test("round trip, including unicode and the empty string", async () => {
  const crypto = createLocalCrypto({ keyFile: join(dir, "keys", "master.key") });
  for (const text of [secret, "", "pässwörd 🔑 \u0000 end"]) {
    const blob = await crypto.encrypt(text, ctx);
    expect(await crypto.decrypt(blob, ctx)).toBe(text);
  }
});

test("creates the key file with 0600 and reuses it across instances", async () => {
  const keyFile = join(dir, "nested", "master.key");
  const a = createLocalCrypto({ keyFile });
  expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  const before = readFileSync(keyFile, "utf8");
  const blob = await a.encrypt(secret, ctx);
  const b = createLocalCrypto({ keyFile });
  expect(readFileSync(keyFile, "utf8")).toBe(before);
  expect(await b.decrypt(blob, ctx)).toBe(secret);
});

test("the blob has the documented shape and holds no plaintext", async () => {
  const crypto = createLocalCrypto({ keyFile: join(dir, "master.key") });
  const blob = await crypto.encrypt(secret, ctx);
  expect(Object.keys(blob).sort()).toEqual(["ct", "edk", "iv", "kid", "tag", "v"]);
  expect(blob.v).toBe(1);
  expect(blob.kid).toMatch(/^local:[0-9a-f]{16}$/);
  expect(Buffer.from(blob.iv, "base64")).toHaveLength(12);
  expect(Buffer.from(blob.tag, "base64")).toHaveLength(16);
  const serialised = JSON.stringify(blob);
  expect(serialised).not.toContain(secret);
  expect(serialised).not.toContain(Buffer.from(secret).toString("base64"));
  expect(serialised).not.toContain(Buffer.from(secret).toString("hex"));
});

test("each secret gets its own data key and iv", async () => {
  const crypto = createLocalCrypto({ keyFile: join(dir, "master.key") });
  const a = await crypto.encrypt(secret, ctx);
  const b = await crypto.encrypt(secret, ctx);
  expect(a.edk).not.toBe(b.edk);
  expect(a.iv).not.toBe(b.iv);
  expect(a.ct).not.toBe(b.ct);
  // Swapping wrapped keys between two blobs of the same owner must not open either.
  await expect(crypto.decrypt({ ...a, edk: b.edk }, ctx)).rejects.toBeInstanceOf(DecryptionError);
});

test("a different tenant or resource cannot decrypt", async () => {
  const crypto = createLocalCrypto({ keyFile: join(dir, "master.key") });
  const blob = await crypto.encrypt(secret, ctx);
  await expect(crypto.decrypt(blob, { ...ctx, tenantId: "ten_2" })).rejects.toBeInstanceOf(DecryptionError);
  await expect(crypto.decrypt(blob, { ...ctx, resource: "log-source:ls_2" })).rejects.toBeInstanceOf(DecryptionError);
  // Field boundaries are part of the binding: moving characters between fields does not help.
  await expect(crypto.decrypt(blob, { tenantId: "ten_1log-source", resource: ":ls_1" })).rejects.toBeInstanceOf(
    DecryptionError,
  );
});

test("any tampered field fails", async () => {
  const crypto = createLocalCrypto({ keyFile: join(dir, "master.key") });
  const blob = await crypto.encrypt(secret, ctx);
  const tampered: EncryptedBlob[] = [
    { ...blob, ct: b64flip(blob.ct) },
    { ...blob, tag: b64flip(blob.tag) },
    { ...blob, iv: b64flip(blob.iv) },
    { ...blob, edk: b64flip(blob.edk, 20) },
    { ...blob, edk: b64flip(blob.edk, 40) },
    { ...blob, kid: "local:0000000000000000" },
  ];
  for (const t of tampered) {
    await expect(crypto.decrypt(t, ctx)).rejects.toBeInstanceOf(DecryptionError);
  }
});

test("malformed blobs are rejected cleanly", async () => {
  const crypto = createLocalCrypto({ keyFile: join(dir, "master.key") });
  const blob = await crypto.encrypt(secret, ctx);
  const bad: unknown[] = [
    null,
    {},
    { ...blob, v: 2 },
    { ...blob, ct: 5 },
    { ...blob, iv: "!!not base64!!" },
    { ...blob, iv: "" },
    { ...blob, edk: "" },
  ];
  for (const b of bad) {
    await expect(crypto.decrypt(b as EncryptedBlob, ctx)).rejects.toBeInstanceOf(DecryptionError);
  }
});

test("another master key cannot decrypt", async () => {
  const a = createLocalCrypto({ keyFile: join(dir, "a.key") });
  const b = createLocalCrypto({ keyFile: join(dir, "b.key") });
  const blob = await a.encrypt(secret, ctx);
  await expect(b.decrypt(blob, ctx)).rejects.toBeInstanceOf(DecryptionError);
});

test("a corrupt key file is refused rather than replaced", () => {
  const keyFile = join(dir, "master.key");
  createLocalCrypto({ keyFile });
  rmSync(keyFile);
  writeFileSync(keyFile, "{not json");
  expect(() => createLocalCrypto({ keyFile })).toThrow(/not valid JSON/);
  expect(readFileSync(keyFile, "utf8")).toBe("{not json");
});
