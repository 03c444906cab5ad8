// The ToiletNow mascot: a soft clay toilet roll with a face, drawn in SVG.
// Moods follow a toilet's open state: happy (open), sleepy (closed), unsure (unknown).

const BODY = { happy: "#c9f0dc", sleepy: "#ddd3fb", unsure: "#fbe7c8" };
let counter = 0;

/** The mood that matches an open state ("open" | "closed" | anything else). */
export function moodFor(openState) {
  if (openState === "open") return "happy";
  if (openState === "closed") return "sleepy";
  return "unsure";
}

function face(mood) {
  const ink = "#2e2935";
  if (mood === "sleepy") {
    return `<path d="M42 63q6 5 12 0M66 63q6 5 12 0" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>
      <ellipse cx="60" cy="79" rx="4" ry="3" fill="${ink}"/>
      <text x="92" y="30" font-size="16" font-weight="800" fill="#6a4fd6" font-family="sans-serif">z</text>
      <text x="101" y="17" font-size="11" font-weight="800" fill="#6a4fd6" font-family="sans-serif">z</text>`;
  }
  const eyes = `<ellipse cx="48" cy="62" rx="4.5" ry="5.5" fill="${ink}"/><ellipse cx="72" cy="62" rx="4.5" ry="5.5" fill="${ink}"/>
    <circle cx="49.6" cy="60" r="1.6" fill="#fff"/><circle cx="73.6" cy="60" r="1.6" fill="#fff"/>`;
  if (mood === "unsure") {
    return `${eyes}<path d="M66 51q6-5 12-1" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>
      <path d="M49 79q5.5-5 11 0t11 0" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>
      <text x="94" y="30" font-size="20" font-weight="800" fill="#6a4fd6" font-family="sans-serif">?</text>`;
  }
  return `${eyes}<path d="M49 74q11 12 22 0z" fill="#e86f83" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`;
}

/** SVG markup of the mascot in `mood`; `label` names it for screen readers, or it is decorative. */
export function mascotSVG(mood = "happy", label = "") {
  const id = `m${++counter}`;
  const a11y = label ? `role="img" aria-label="${label}"` : `aria-hidden="true" focusable="false"`;
  return `<svg viewBox="0 0 120 120" ${a11y} data-mood="${mood}" class="clay-mascot">
  <defs><radialGradient id="${id}" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${BODY[mood] || BODY.unsure}"/></radialGradient></defs>
  <ellipse cx="60" cy="109" rx="36" ry="6" fill="rgba(60,40,30,.16)"/>
  <path d="M93 48q14 6 10 34l-10-3z" fill="#fffaf4" stroke="#e7dccf" stroke-width="2"/>
  <rect x="25" y="24" width="70" height="80" rx="24" fill="url(#${id})" stroke="rgba(90,70,60,.18)" stroke-width="2"/>
  <ellipse cx="60" cy="31" rx="31" ry="10" fill="#fffaf4" stroke="rgba(90,70,60,.15)" stroke-width="2"/>
  <ellipse cx="60" cy="31" rx="11" ry="4" fill="#b9a9e3"/>
  <ellipse cx="39" cy="74" rx="6" ry="4" fill="#ffb0bf" opacity=".75"/><ellipse cx="81" cy="74" rx="6" ry="4" fill="#ffb0bf" opacity=".75"/>
  ${face(mood)}
</svg>`;
}
