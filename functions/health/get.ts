import { createHandler } from "../../shared/http/create-handler.js";

export const handler = createHandler("health.get", async () => ({ status: "ok" }));
