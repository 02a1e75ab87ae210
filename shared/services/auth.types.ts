import type { KeyKind, Permission } from "../domain/api-key-vocabulary.js";
import type { Plan } from "../domain/plans.js";
import type { Tenant } from "../domain/tenant.schema.js";

/** Who is calling, as established by the auth middleware. */
export interface AuthInfo {
  keyId: string;
  kind: KeyKind;
  tenant: Tenant;
  plan: Plan;
  permissions: Permission[];
  /** The project a secret or public key is bound to; null for org keys. */
  keyProjectId: string | null;
  /** The project this request acts on (project-scoped routes); null on tenant routes. */
  projectId: string | null;
}
