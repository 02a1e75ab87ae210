// KMS master key: GenerateDataKey hands out each secret's data key, Decrypt unwraps it; the encryption
// context {tenantId, resource} is passed to KMS too, so a wrapped key only opens for its owner (and shows in CloudTrail).
// The KMS SDK is imported on first use: most functions never open a secret, and loading it costs cold-start time.
import type { KMSClient } from "@aws-sdk/client-kms";
import { lazySdk } from "../runtime/lazy-sdk.js";
import type { CryptoPort } from "./crypto.port.js";
import { createEnvelopeCrypto, DATA_KEY_BYTES, type DataKeyProvider, DecryptionError } from "./envelope.js";

const KID_PREFIX = "kms:";

export interface KmsCryptoOptions {
  keyId: string;
  /** A ready client (tests, custom endpoints); otherwise one is created on first use in `region`. */
  client?: KMSClient;
  region?: string;
}

function isKmsRejection(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return (
    name === "InvalidCiphertextException" ||
    name === "IncorrectKeyException" ||
    name === "InvalidKeyUsageException" ||
    name === "ValidationException"
  );
}

function kmsKeyProvider(opts: KmsCryptoOptions): DataKeyProvider {
  const kms = lazySdk(
    () => import("@aws-sdk/client-kms"),
    (sdk) => opts.client ?? new sdk.KMSClient(opts.region ? { region: opts.region } : {}),
  );
  return {
    async generateDataKey(context) {
      const { sdk, client } = await kms();
      const out = await client.send(
        new sdk.GenerateDataKeyCommand({
          KeyId: opts.keyId,
          KeySpec: "AES_256",
          EncryptionContext: { tenantId: context.tenantId, resource: context.resource },
        }),
      );
      if (!out.Plaintext || !out.CiphertextBlob || out.Plaintext.length !== DATA_KEY_BYTES) {
        throw new Error("KMS GenerateDataKey returned no usable data key");
      }
      return {
        plaintextKey: Buffer.from(out.Plaintext),
        edk: Buffer.from(out.CiphertextBlob).toString("base64"),
        kid: `${KID_PREFIX}${out.KeyId ?? opts.keyId}`,
      };
    },
    async decryptDataKey(edk, kid, context) {
      if (!kid.startsWith(KID_PREFIX)) throw new DecryptionError("Blob was not wrapped by KMS");
      const { sdk, client } = await kms();
      try {
        const out = await client.send(
          new sdk.DecryptCommand({
            CiphertextBlob: Buffer.from(edk, "base64"),
            // Pinning the key id makes KMS refuse a blob wrapped by some other key the role could use.
            KeyId: kid.slice(KID_PREFIX.length),
            EncryptionContext: { tenantId: context.tenantId, resource: context.resource },
          }),
        );
        if (!out.Plaintext || out.Plaintext.length !== DATA_KEY_BYTES) throw new DecryptionError("Malformed data key");
        return Buffer.from(out.Plaintext);
      } catch (err) {
        if (isKmsRejection(err)) throw new DecryptionError("KMS refused to unwrap the data key");
        throw err;
      }
    },
  };
}

export function createKmsCrypto(opts: KmsCryptoOptions): CryptoPort {
  return createEnvelopeCrypto(kmsKeyProvider(opts));
}
