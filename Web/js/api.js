// The ToiletNow API, as the app calls it. The user's position only ever travels in the query
// string of the read calls; writes (see community.js) never carry it. Every call asks for the
// app's language (lang= and Accept-Language), so the server's sentences come back in it.

import { language, t } from "./i18n.js";
import "./messages/app.js";

const TIMEOUT_MS = 8000;
const missing = new Set();

/** An API answer that was not a success: `status` 0 means the network did not answer. */
export class ApiError extends Error {
  constructor(status, code, message, field = null, body = null, retryAfter = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.body = body;             // the whole error answer (e.g. a 409's `duplicates`)
    this.retryAfter = retryAfter; // seconds, from a 429's Retry-After
  }
  get isOffline() { return this.status === 0; }
  get isMissing() { return this.status === 404 && this.code === "not_found"; }
}

/** True once an endpoint has answered 404 (not on this server yet): the UI degrades. */
export function isMissing(path) { return missing.has(path); }

/** GETs `/api/{path}` with `params` (nulls dropped) and returns the JSON body. */
export async function getJSON(path, params = {}, headers = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value != null && value !== "") query.set(key, value);
  }
  return request("GET", `${path}${query.size ? `?${query}` : ""}`, undefined, headers);
}

/** POSTs `body` as JSON to `/api/{path}` with `headers` and returns the JSON answer. */
export function postJSON(path, body, headers = {}) {
  return request("POST", path, body, headers);
}

async function request(method, path, body, headers) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const lang = language();
  const init = { method, signal: controller.signal, headers: { Accept: "application/json", "Accept-Language": lang, ...headers } };
  if (body !== undefined) { init.body = JSON.stringify(body); init.headers["Content-Type"] = "application/json"; }
  let response;
  try {
    response = await fetch(`/api/${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, init);
  } catch {
    throw new ApiError(0, "offline", t("err.unreachable"));
  } finally {
    clearTimeout(timer);
  }
  let answer = null;
  try { answer = await response.json(); } catch { answer = null; }
  if (!response.ok) {
    const error = answer?.error ?? {};
    const retry = Number(response.headers.get("Retry-After")) || null;
    const failure = new ApiError(response.status, error.code ?? "http_error", error.message ?? t("err.status", { status: response.status }), error.field ?? null, answer, retry);
    const bare = path.split("?")[0];
    if (method === "GET" && response.status === 404 && !bare.startsWith("toilets/")) missing.add(bare);
    throw failure;
  }
  if (answer == null) throw new ApiError(response.status, "bad_body", t("err.unreadable"));
  return answer;
}
