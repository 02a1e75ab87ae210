// API Gateway's $default route on AWS (lib/api/http-api.ts): every unknown method and path gets the 404 envelope
// with X-Request-Id and the rate-limit headers, exactly as the local router answers it.
export { notFoundHandler as handler } from "../shared/http/create-handler.js";
