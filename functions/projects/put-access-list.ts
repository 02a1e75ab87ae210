import type { AccessList } from "../../shared/domain/project.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { replaceAccessList } from "../../shared/services/projects.js";

export const handler = createHandler<AccessList>("projects.accessList.put", ({ auth, body, params }, ctx) =>
  replaceAccessList(ctx, auth, params.id, body),
);
