import { createHandler } from "../../shared/http/create-handler.js";
import { deleteProject } from "../../shared/services/projects.js";

export const handler = createHandler<{ confirm?: string }>("projects.delete", ({ auth, body, params }, ctx) =>
  deleteProject(ctx, auth, params.id, body.confirm),
);
