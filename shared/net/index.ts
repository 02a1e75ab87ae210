export { addressRange, isAddressAllowed, isIpLiteral } from "./address-policy.js";
export { assertSafeUrl, type SafeUrlOptions } from "./assert-safe-url.js";
export { checkUrl } from "./check-url.js";
export { createGuardedLookup, type DnsResolve, resolveChecked, systemResolve } from "./guarded-lookup.js";
export { createOutgoingHttp, type OutgoingHttpOptions } from "./outgoing-http.js";
export * from "./outgoing-http.port.js";
