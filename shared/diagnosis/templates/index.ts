export { maskMessage, maskToken, maskTokens, WILDCARD } from "./mask.js";
export { type ClusterInfo, TemplateMiner, type TemplateMinerOptions } from "./template-miner.js";
