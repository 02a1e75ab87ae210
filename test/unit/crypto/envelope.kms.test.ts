import { KMSClient } from "@aws-sdk/client-kms";
import type { EncryptedBlob } from "../../../shared/crypto/crypto.port.js";
import { DecryptionError } from "../../../shared/crypto/envelope.js";
import { createKmsCrypto } from "../../../shared/crypto/envelope.kms.js";
import { type FakeKms, startFakeKms } from "../../fakes/kms.js";

const ctx = { tenantId: "ten_1", resource: "channel:ch_1" };
const secret = "https://hooks.example.com/services/T000/B000/XXXXSECRET";

let kms: FakeKms;
let client: KMSClient;
beforeAll(async () => {
  kms = await startFakeKms();
  client = new KMSClient({
    endpoint: kms.endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "AKIDFAKE", secretAccessKey: "fake" },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.destroy();
  await kms.stop();
});
beforeEach(() => {
  kms.calls.length = 0;
});

test("round trip through GenerateDataKey and Decrypt, context passed to KMS", async () => {
  const crypto = createKmsCrypto({ keyId: kms.keyArn, client });
  const blob = await crypto.encrypt(secret, ctx);
  expect(await crypto.decrypt(blob, ctx)).toBe(secret);
  expect(kms.calls.map((c) => c.target)).toEqual(["GenerateDataKey", "Decrypt"]);
  expect(kms.calls[0].body).toMatchObject({ KeyId: kms.keyArn, KeySpec: "AES_256", EncryptionContext: ctx });
  expect(kms.calls[1].body).toMatchObject({ KeyId: kms.keyArn, EncryptionContext: ctx });
  expect(blob.kid).toBe(`kms:${kms.keyArn}`);
});

test("accepts a bare key id and records the key ARN KMS answers with", async () => {
  const crypto = createKmsCrypto({ keyId: kms.keyId, client });
  const blob = await crypto.encrypt(secret, ctx);
  expect(blob.kid).toBe(`kms:${kms.keyArn}`);
  expect(await crypto.decrypt(blob, ctx)).toBe(secret);
});

test("no plaintext in the blob", async () => {
  const blob = await createKmsCrypto({ keyId: kms.keyArn, client }).encrypt(secret, ctx);
  const serialised = JSON.stringify(blob);
  expect(serialised).not.toContain(secret);
  expect(serialised).not.toContain(Buffer.from(secret).toString("base64"));
  expect(Object.keys(blob).sort()).toEqual(["ct", "edk", "iv", "kid", "tag", "v"]);
});

test("wrong context fails, and KMS itself refuses to unwrap", async () => {
  const crypto = createKmsCrypto({ keyId: kms.keyArn, client });
  const blob = await crypto.encrypt(secret, ctx);
  kms.calls.length = 0;
  await expect(crypto.decrypt(blob, { ...ctx, tenantId: "ten_2" })).rejects.toBeInstanceOf(DecryptionError);
  await expect(crypto.decrypt(blob, { ...ctx, resource: "channel:ch_2" })).rejects.toBeInstanceOf(DecryptionError);
  expect(kms.calls.map((c) => c.target)).toEqual(["Decrypt", "Decrypt"]);
});

test("tampered blobs fail", async () => {
  const crypto = createKmsCrypto({ keyId: kms.keyArn, client });
  const blob = await crypto.encrypt(secret, ctx);
  const flip = (s: string, at = 0) => {
    const raw = Buffer.from(s, "base64");
    raw[at] ^= 0x01;
    return raw.toString("base64");
  };
  const tampered: EncryptedBlob[] = [
    { ...blob, ct: flip(blob.ct) },
    { ...blob, tag: flip(blob.tag) },
    { ...blob, iv: flip(blob.iv) },
    { ...blob, edk: flip(blob.edk, 50) },
    { ...blob, kid: `kms:${kms.otherKeyArn}` },
    { ...blob, kid: "local:0011223344556677" },
  ];
  for (const t of tampered) {
    await expect(crypto.decrypt(t, ctx)).rejects.toBeInstanceOf(DecryptionError);
  }
});
