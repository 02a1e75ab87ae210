// A small, protocol-faithful fake of the KMS JSON API (awsJson1_1, X-Amz-Target TrentService.*):
// GenerateDataKey and Decrypt with EncryptionContext bound as AAD, KMS-shaped errors. Random port.
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeKmsCall {
  target: string;
  body: Record<string, unknown>;
}

export interface FakeKms {
  endpoint: string;
  keyId: string;
  keyArn: string;
  /** A second key, to prove blobs do not open under another key. */
  otherKeyArn: string;
  calls: FakeKmsCall[];
  stop(): Promise<void>;
}

const REGION = "us-east-1";
const ACCOUNT = "111122223333";

class KmsFault extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

function canonicalContext(ctx: unknown): Buffer {
  if (ctx === undefined) return Buffer.alloc(0);
  if (typeof ctx !== "object" || ctx === null) throw new KmsFault("ValidationException", "Invalid EncryptionContext");
  const entries = Object.entries(ctx as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [, v] of entries) {
    if (typeof v !== "string") throw new KmsFault("ValidationException", "EncryptionContext values must be strings");
  }
  return Buffer.from(JSON.stringify(entries), "utf8");
}

export async function startFakeKms(): Promise<FakeKms> {
  const keys = new Map<string, Buffer>(); // key id -> 256-bit material
  const keyId = randomUUID();
  const otherKeyId = randomUUID();
  keys.set(keyId, randomBytes(32));
  keys.set(otherKeyId, randomBytes(32));
  const arnOf = (id: string) => `arn:aws:kms:${REGION}:${ACCOUNT}:key/${id}`;
  const calls: FakeKmsCall[] = [];

  const resolveKey = (ref: unknown): string => {
    if (typeof ref !== "string" || ref === "") throw new KmsFault("ValidationException", "KeyId is required");
    const id = ref.startsWith("arn:") ? ref.slice(ref.lastIndexOf("/") + 1) : ref;
    if (!keys.has(id)) throw new KmsFault("NotFoundException", `Key '${ref}' does not exist`);
    return id;
  };

  // Ciphertext blob: 36-byte key id | 12-byte iv | 16-byte tag | ciphertext (like KMS, it names its key).
  const wrap = (id: string, plaintext: Buffer, aad: Buffer): Buffer => {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", keys.get(id)!, iv);
    cipher.setAAD(aad);
    const ct = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.from(id, "ascii"), iv, cipher.getAuthTag(), ct]);
  };
  const unwrap = (blob: Buffer, aad: Buffer): { id: string; plaintext: Buffer } => {
    if (blob.length < 36 + 28) throw new KmsFault("InvalidCiphertextException", "");
    const id = blob.subarray(0, 36).toString("ascii");
    const material = keys.get(id);
    if (!material) throw new KmsFault("InvalidCiphertextException", "");
    try {
      const decipher = createDecipheriv("aes-256-gcm", material, blob.subarray(36, 48));
      decipher.setAAD(aad);
      decipher.setAuthTag(blob.subarray(48, 64));
      return { id, plaintext: Buffer.concat([decipher.update(blob.subarray(64)), decipher.final()]) };
    } catch {
      throw new KmsFault("InvalidCiphertextException", "");
    }
  };

  const operations: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
    GenerateDataKey(body) {
      const id = resolveKey(body.KeyId);
      const bytes = body.KeySpec === "AES_256" ? 32 : body.KeySpec === "AES_128" ? 16 : Number(body.NumberOfBytes);
      if (!Number.isInteger(bytes) || bytes < 1 || bytes > 1024) {
        throw new KmsFault("ValidationException", "KeySpec or NumberOfBytes is required");
      }
      const plaintext = randomBytes(bytes);
      const blob = wrap(id, plaintext, canonicalContext(body.EncryptionContext));
      return { KeyId: arnOf(id), Plaintext: plaintext.toString("base64"), CiphertextBlob: blob.toString("base64") };
    },
    Decrypt(body) {
      if (typeof body.CiphertextBlob !== "string") throw new KmsFault("ValidationException", "CiphertextBlob required");
      const { id, plaintext } = unwrap(
        Buffer.from(body.CiphertextBlob, "base64"),
        canonicalContext(body.EncryptionContext),
      );
      if (body.KeyId !== undefined && resolveKey(body.KeyId) !== id) {
        throw new KmsFault("IncorrectKeyException", "The key ID in the request does not identify the key used");
      }
      return { KeyId: arnOf(id), Plaintext: plaintext.toString("base64"), EncryptionAlgorithm: "SYMMETRIC_DEFAULT" };
    },
  };

  const send = (res: ServerResponse, status: number, payload: Record<string, unknown>) => {
    res.writeHead(status, { "content-type": "application/x-amz-json-1.1", "x-amzn-requestid": randomUUID() });
    res.end(JSON.stringify(payload));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const target = String(req.headers["x-amz-target"] ?? "");
    try {
      if (req.method !== "POST" || !target.startsWith("TrentService.")) {
        throw new KmsFault("UnknownOperationException", "");
      }
      if (!String(req.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256")) {
        throw new KmsFault("MissingAuthenticationTokenException", "Request is missing Authentication Token");
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      } catch {
        throw new KmsFault("SerializationException", "Malformed JSON");
      }
      const name = target.slice("TrentService.".length);
      calls.push({ target: name, body });
      const op = operations[name];
      if (!op) throw new KmsFault("UnknownOperationException", "");
      send(res, 200, op(body));
    } catch (err) {
      const fault = err instanceof KmsFault ? err : new KmsFault("KMSInternalException", String(err));
      send(res, fault.type === "KMSInternalException" ? 500 : 400, { __type: fault.type, message: fault.message });
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    keyId,
    keyArn: arnOf(keyId),
    otherKeyArn: arnOf(otherKeyId),
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
