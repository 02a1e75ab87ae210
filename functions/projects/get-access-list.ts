import { createHandler } from "../../shared/http/create-handler.js";
import { readAccessList } from "../../shared/services/projects.js";

export const handler = createHandler("projects.accessList.get", ({ auth, params }, ctx) =>
  readAccessList(ctx, auth, params.id),
);
