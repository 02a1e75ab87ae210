import { createHandler } from "../../shared/http/create-handler.js";
import { deleteProjectRepo } from "../../shared/services/repos.js";

export const handler = createHandler("repos.delete", ({ auth, params }, ctx) =>
  deleteProjectRepo(ctx, auth, params.id),
);
