// Envelope encryption of secrets at rest: one data key per secret, AES-256-GCM, the data key wrapped by
// the master key (KMS on AWS, a key file locally). The encryption context binds a blob to its owner.

export interface EncryptionContext {
  tenantId: string;
  /** e.g. "log-source:<id>", "channel:<id>", "repo:<id>" */
  resource: string;
}

/** What is stored: JSON-serialisable, no plaintext. */
export interface EncryptedBlob {
  v: 1;
  /** Wrapped data key (base64), as the master key returned it. */
  edk: string;
  /** Which master key wrapped it: "kms:<arn>" or "local:<key id>". */
  kid: string;
  iv: string;
  tag: string;
  ct: string;
}

export interface CryptoPort {
  encrypt(plaintext: string, context: EncryptionContext): Promise<EncryptedBlob>;
  /** Throws when the context differs from the one used to encrypt. */
  decrypt(blob: EncryptedBlob, context: EncryptionContext): Promise<string>;
}
