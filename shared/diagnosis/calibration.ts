// Confidence as a probability: that the origin and the category are both right. A logistic model over what the
// engine knows about its own answer, fitted by `test/bench/engine-calibrate.ts` on the tuning data only (the
// dev set, the tuned-against robustness set, the holdout's tuning half and OpenStack's tuning split) and
// checked on the locked halves. "No incident" answers get the share of such answers that were right.
import type { ClassifyResult } from "./classify.js";
import type { Localization } from "./localize.js";
import type { Impact } from "./score.js";

export interface ConfidenceFeatures {
  /** How clearly the origin beats the runner-up, 0..1. */
  margin: number;
  /** How clearly the category beats the runner-up, 0..1 (0 for unknown). */
  categoryClarity: number;
  unknownCategory: number;
  /** Another service names it, or followed requests lead to it. */
  corroborated: number;
  /** log10(1 + abnormal error lines). */
  volume: number;
  /** The origin's own lines say error (1) or it is only inferred (silent, warnings, a caller's words: 0). */
  ownErrors: number;
  /** Services with abnormal errors beyond the origin, capped at 4, over 4. */
  spread: number;
  /** Share of the origin's abnormal templates worded as a failure passed on from something it called. */
  relayed: number;
  /** The cause is a dependency's failure: the true origin may be the dependency, unseen or misread. */
  dependencyCategory: number;
}

export const FEATURE_NAMES: Array<keyof ConfidenceFeatures> = [
  "margin",
  "categoryClarity",
  "unknownCategory",
  "corroborated",
  "volume",
  "ownErrors",
  "spread",
  "relayed",
  "dependencyCategory",
];

/**
 * Intercept first, then one weight per FEATURE_NAMES entry. Refit with engine-calibrate.ts. The intercept is the
 * fit's 2.4 raised by 0.5: the logit shift that minimises log-loss on the answers to blind sets at first sight
 * (holdouts 9 and 10, tuning halves, before any change for them: mean confidence .75 against .84 right). Answers
 * to logs the engine was tuned on are surer still, so a fit on them cannot say how sure to be on new ones.
 */
export const CONFIDENCE_WEIGHTS = [2.9, 0.59, 0.52, -0.97, 0.66, -0.81, 0.09, -0.14, -0.48, -0.58];
/**
 * Share of "no incident" answers on the tuning data that were right, as engine-calibrate.ts fits it (0.93 with
 * holdouts 28-30 and quiet set 7: it had stayed at an older fit's 0.81 while the engine came to miss fewer incidents).
 */
export const QUIET_CONFIDENCE = 0.93;

export function confidenceFeatures(loc: Localization, cls: ClassifyResult, impact: Impact): ConfidenceFeatures {
  const unknown = cls.category === "unknown";
  const o = loc.origin;
  return {
    margin: loc.margin,
    categoryClarity: unknown ? 0 : Math.min(1, (cls.score - cls.runnerUp) / Math.max(cls.score, 1)),
    unknownCategory: unknown ? 1 : 0,
    corroborated: o.namedBy.size > 0 || o.tracedOrigin > o.tracedCaller ? 1 : 0,
    volume: Math.log10(1 + impact.errorLines),
    ownErrors: !o.silent && o.voice === 2 ? 1 : 0,
    spread: Math.min(loc.findings.length - 1, 4) / 4,
    relayed: o.relayed,
    dependencyCategory: cls.category === "dependency" ? 1 : 0,
  };
}

export function confidenceFrom(f: ConfidenceFeatures, weights: number[] = CONFIDENCE_WEIGHTS): number {
  let z = weights[0];
  FEATURE_NAMES.forEach((name, i) => {
    z += weights[i + 1] * f[name];
  });
  const p = 1 / (1 + Math.exp(-z));
  return Math.round(Math.max(0.05, Math.min(0.97, p)) * 100) / 100;
}
