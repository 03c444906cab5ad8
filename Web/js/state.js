// The app's state, one object, and the views that redraw when it changes.

export const state = {
  position: null,            // {latitude, longitude, accuracy} from the device, never stored
  origin: null,              // {latitude, longitude, label} when searching from a chosen place
  locationStatus: "pending", // pending | granted | denied | unavailable
  results: [],               // normalised results (see finder.js)
  ranking: null,             // "walking" | "straight_line" | "offline"
  fallback: null,            // the server's words when it fell back to straight-line
  selectedIndex: 0,
  route: null,               // {kind: "walking"|"straight", points, meters, seconds, steps}
  progress: null,            // {remainingMeters, remainingSeconds, isOff}
  offline: false,
  loading: false,
  error: null,               // {message} when the last search failed
  needs: [],                 // the filters in force (sent as `needs`)
  searchCount: 0,
  config: null,
};

const views = new Set();
let scheduled = false;

/** Registers a view: `render(state)` runs after every change. */
export function subscribe(render) { views.add(render); }

/** Merges `changes` into the state and redraws the views once, on the next frame. */
export function setState(changes) {
  Object.assign(state, changes);
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    for (const render of views) {
      try { render(state); } catch (error) { console.error(error); }
    }
  });
}

/** Where searches start from: the chosen place, else the device. */
export function searchOrigin() { return state.origin ?? state.position; }

/** The selected result, if any. */
export function selectedResult() { return state.results[state.selectedIndex] ?? null; }
