// The ToiletNow API, as the app calls it. The user's position only ever travels in the query
// string of these calls; nothing else stores or sends it.

const TIMEOUT_MS = 8000;
const missing = new Set();

/** An API answer that was not a success: `status` 0 means the network did not answer. */
export class ApiError extends Error {
  constructor(status, code, message, field = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
  get isOffline() { return this.status === 0; }
  get isMissing() { return this.status === 404 && this.code === "not_found"; }
}

/** True once an endpoint has answered 404 (not on this server yet): the UI degrades. */
export function isMissing(path) { return missing.has(path); }

/** GETs `/api/{path}` with `params` (nulls dropped) and returns the JSON body. */
export async function getJSON(path, params = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value != null && value !== "") query.set(key, value);
  }
  const url = `/api/${path}${query.size ? `?${query}` : ""}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response;
  try {
    response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
  } catch {
    throw new ApiError(0, "offline", "We couldn't reach the server.");
  } finally {
    clearTimeout(timer);
  }
  let body = null;
  try { body = await response.json(); } catch { body = null; }
  if (!response.ok) {
    const error = body?.error ?? {};
    const failure = new ApiError(response.status, error.code ?? "http_error", error.message ?? `The server answered ${response.status}.`, error.field ?? null);
    if (response.status === 404 && !path.startsWith("toilets/")) missing.add(path);
    throw failure;
  }
  if (body == null) throw new ApiError(response.status, "bad_body", "The server's answer could not be read.");
  return body;
}
