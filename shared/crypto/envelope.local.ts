// Local master key: a key file in the data dir (created 0600 on first use) wraps each data key with
// AES-256-GCM, the encryption context bound as AAD, so blobs have the same shape and guarantees as with KMS.
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { CryptoPort } from "./crypto.port.js";
import {
  contextAad,
  createEnvelopeCrypto,
  DATA_KEY_BYTES,
  type DataKeyProvider,
  DecryptionError,
  gcmOpen,
  gcmSeal,
} from "./envelope.js";

interface KeyFile {
  v: 1;
  kid: string;
  key: string;
}

export interface LocalMasterKey {
  kid: string;
  key: Buffer;
}

function parseKeyFile(text: string, path: string): LocalMasterKey {
  let parsed: Partial<KeyFile>;
  try {
    parsed = JSON.parse(text) as Partial<KeyFile>;
  } catch {
    throw new Error(`Local master key file ${path} is not valid JSON`);
  }
  const key = typeof parsed.key === "string" ? Buffer.from(parsed.key, "base64") : Buffer.alloc(0);
  if (parsed.v !== 1 || typeof parsed.kid !== "string" || key.length !== DATA_KEY_BYTES) {
    throw new Error(`Local master key file ${path} is malformed`);
  }
  return { kid: parsed.kid, key };
}

/** Reads the key file, creating it (exclusively, mode 0600) when missing. */
export function loadOrCreateMasterKey(keyFile: string): LocalMasterKey {
  mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
  const fresh: KeyFile = {
    v: 1,
    kid: randomBytes(8).toString("hex"),
    key: randomBytes(DATA_KEY_BYTES).toString("base64"),
  };
  try {
    // "wx": two processes starting at once must not both write; the loser reads the winner's key.
    writeFileSync(keyFile, `${JSON.stringify(fresh)}\n`, { flag: "wx", mode: 0o600 });
    chmodSync(keyFile, 0o600); // the umask filters `mode`; the contract is exactly 0600
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return parseKeyFile(readFileSync(keyFile, "utf8"), keyFile);
}

function localKeyProvider(master: LocalMasterKey): DataKeyProvider {
  const kid = `local:${master.kid}`;
  return {
    async generateDataKey(context) {
      const plaintextKey = randomBytes(DATA_KEY_BYTES);
      const { iv, tag, ct } = gcmSeal(master.key, plaintextKey, contextAad(context, "data-key"));
      return { plaintextKey, edk: Buffer.concat([iv, tag, ct]).toString("base64"), kid };
    },
    async decryptDataKey(edk, blobKid, context) {
      if (blobKid !== kid) throw new DecryptionError("Blob was wrapped by another master key");
      const raw = Buffer.from(edk, "base64");
      if (raw.length !== 12 + 16 + DATA_KEY_BYTES) throw new DecryptionError("Malformed envelope");
      return gcmOpen(
        master.key,
        raw.subarray(0, 12),
        raw.subarray(12, 28),
        raw.subarray(28),
        contextAad(context, "data-key"),
      );
    },
  };
}

export function createLocalCrypto(opts: { keyFile: string }): CryptoPort {
  return createEnvelopeCrypto(localKeyProvider(loadOrCreateMasterKey(opts.keyFile)));
}
