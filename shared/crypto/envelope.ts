// The envelope format shared by the KMS and local adapters: a fresh 256-bit data key per secret, AES-256-GCM
// over the plaintext with the encryption context as AAD; only the wrapped data key (edk) is kept.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { CryptoPort, EncryptedBlob, EncryptionContext } from "./crypto.port.js";

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** Any failure to open a blob: wrong context, tampering, wrong master key, malformed blob. */
export class DecryptionError extends Error {
  override readonly name = "DecryptionError";
}

/** What a master key must do: hand out a fresh data key with its wrapped form, and unwrap one. */
export interface DataKeyProvider {
  generateDataKey(context: EncryptionContext): Promise<{ plaintextKey: Buffer; edk: string; kid: string }>;
  decryptDataKey(edk: string, kid: string, context: EncryptionContext): Promise<Buffer>;
}

/** The additional authenticated data: binds a ciphertext to its owner. Order fixed so it is canonical. */
export function contextAad(context: EncryptionContext, purpose = "data"): Buffer {
  return Buffer.from(JSON.stringify(["logdx/v1", purpose, context.tenantId, context.resource]), "utf8");
}

export function gcmSeal(key: Buffer, plaintext: Buffer, aad: Buffer): { iv: Buffer; tag: Buffer; ct: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ct };
}

export function gcmOpen(key: Buffer, iv: Buffer, tag: Buffer, ct: Buffer, aad: Buffer): Buffer {
  if (key.length !== KEY_BYTES || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new DecryptionError("Malformed envelope");
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ct), decipher.final()]);
  } catch {
    throw new DecryptionError("Envelope authentication failed");
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function b64(field: unknown): Buffer {
  if (typeof field !== "string" || !BASE64.test(field)) throw new DecryptionError("Malformed envelope");
  return Buffer.from(field, "base64");
}

/** Blobs come back from the store: check the shape before trusting any field. */
export function assertBlob(blob: unknown): asserts blob is EncryptedBlob {
  const b = blob as Partial<EncryptedBlob> | null;
  if (
    typeof b !== "object" ||
    b === null ||
    b.v !== 1 ||
    typeof b.edk !== "string" ||
    typeof b.kid !== "string" ||
    typeof b.iv !== "string" ||
    typeof b.tag !== "string" ||
    typeof b.ct !== "string"
  ) {
    throw new DecryptionError("Malformed envelope");
  }
}

function assertContext(context: EncryptionContext): void {
  if (typeof context?.tenantId !== "string" || typeof context?.resource !== "string") {
    throw new TypeError("Encryption context needs tenantId and resource");
  }
  if (context.tenantId === "" || context.resource === "") {
    throw new TypeError("Encryption context fields must not be empty");
  }
}

/** The envelope logic over any master key; adapters only supply the DataKeyProvider. */
export function createEnvelopeCrypto(keys: DataKeyProvider): CryptoPort {
  return {
    async encrypt(plaintext, context) {
      assertContext(context);
      const { plaintextKey, edk, kid } = await keys.generateDataKey(context);
      try {
        const { iv, tag, ct } = gcmSeal(plaintextKey, Buffer.from(plaintext, "utf8"), contextAad(context));
        return {
          v: 1,
          edk,
          kid,
          iv: iv.toString("base64"),
          tag: tag.toString("base64"),
          ct: ct.toString("base64"),
        };
      } finally {
        plaintextKey.fill(0);
      }
    },
    async decrypt(blob, context) {
      assertContext(context);
      assertBlob(blob);
      const iv = b64(blob.iv);
      const tag = b64(blob.tag);
      const ct = b64(blob.ct);
      b64(blob.edk);
      const dataKey = await keys.decryptDataKey(blob.edk, blob.kid, context);
      try {
        return gcmOpen(dataKey, iv, tag, ct, contextAad(context)).toString("utf8");
      } finally {
        dataKey.fill(0);
      }
    },
  };
}

export const DATA_KEY_BYTES = KEY_BYTES;
