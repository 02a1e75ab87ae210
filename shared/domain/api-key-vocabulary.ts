// API key kinds, permissions and prefixes, without the key schemas: authentication needs only these in every
// function's cold start.
export const KEY_KINDS = ["org", "secret", "public"] as const;
export type KeyKind = (typeof KEY_KINDS)[number];

export const PERMISSIONS = ["config:read", "config:write", "analysis:create", "analysis:read"] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const PUBLIC_KEY_PERMISSIONS: readonly Permission[] = ["analysis:create", "analysis:read"];

export const KEY_PREFIX: Record<KeyKind, string> = { org: "svc_org_", secret: "svc_secret_", public: "svc_pub_" };
