// The core's learning rule for the best pick's weights (Sources/Finder/BestPickWeights.swift,
// README "Best pick"), read again on the device, which keeps the weights in its settings and
// sends them only as the `weights=` parameter of /api/nearest. A browser test checks `learned`
// against `toiletnow best-pick learn` over seeded choices, so the two cannot drift apart.

/** The factors a choice can move, in the core's order (the walk always counts a minute a minute). */
export const FACTORS = ["reliability", "cleanliness", "confirmation", "closureReports", "knownHours", "needsCertainty"];

/** The core's rule as /api/config gives it (`bestPick`); used until the config has come. */
export const RULE = {
  standard: { reliability: 2, cleanliness: 3, confirmation: 1.5, closureReports: 4, knownHours: 2, needsCertainty: 2 },
  bounds: [0, 10],
  learningRate: 1,
};

const finite = (x) => typeof x === "number" && Number.isFinite(x);
const clamp = (x, [low, high]) => Math.min(high, Math.max(low, x));

/** Every factor's weight: the given one within the bounds, else (missing, not finite) the standard. */
export function complete(weights, rule = RULE) {
  return Object.fromEntries(FACTORS.map((f) => [f, finite(weights?.[f]) ? clamp(weights[f], rule.bounds) : rule.standard[f]]));
}

/**
 * The weights after the user chose a toilet with signals `chosen` over the best pick's top, with
 * signals `top` (each an answer's `bestPick.signals`): every weight moves by learningRate ×
 * (chosen − top), a missing signal counting 0, then back within the bounds.
 */
export function learned(weights, chosen, top, rule = RULE) {
  const next = complete(weights, rule);
  for (const f of FACTORS) {
    const a = chosen?.[f] ?? 0, b = top?.[f] ?? 0;
    if (finite(a) && finite(b)) next[f] = clamp(next[f] + rule.learningRate * (a - b), rule.bounds);
  }
  return next;
}

/** The `weights=` value ("reliability:2,cleanliness:4.5,…"), or "" when nothing was learned. */
export function weightsParam(weights) {
  if (!weights) return "";
  const w = complete(weights);
  return FACTORS.map((f) => `${f}:${Number(w[f].toFixed(3))}`).join(",");
}

/** What was learned, largest change first: `[{factor, up}]` for weights at least `least` minutes off the standard. */
export function changes(weights, rule = RULE, least = 0.5) {
  const w = complete(weights, rule);
  return FACTORS.map((factor) => ({ factor, change: w[factor] - rule.standard[factor] }))
    .filter((c) => Math.abs(c.change) >= least)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change))
    .map(({ factor, change }) => ({ factor, up: change > 0 }));
}
