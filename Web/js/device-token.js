// This device's anonymous identity for writes: a token the server hands out on the first write
// (POST /api/devices), kept in localStorage and sent as `Authorization: Bearer`. It says nothing
// about the person or where they are; the server keeps only its SHA-256 hash.
// A moderator's token (from `toiletnow moderators add`) is kept apart, under its own key.

import { ApiError, getJSON, postJSON } from "./api.js";
import { t } from "./i18n.js";
import "./messages/app.js";

const DEVICE = "toiletnow.device-token";
const MODERATOR = "toiletnow.moderator-token";
let asking = null;

function read(key) { try { return localStorage.getItem(key); } catch { return null; } }
function write(key, value) {
  try { if (value) localStorage.setItem(key, value); else localStorage.removeItem(key); } catch { /* private mode: in memory only */ }
}

/** The device token if this device has one (no request). */
export function deviceToken() { return read(DEVICE); }

/** The device token, asking the server for one the first time (one request even if called twice). */
export async function ensureDeviceToken() {
  const known = read(DEVICE);
  if (known) return known;
  asking ??= postJSON("devices", undefined).then((body) => {
    if (typeof body.token !== "string" || !body.token) throw new ApiError(500, "bad_body", t("err.noDevice"));
    write(DEVICE, body.token);
    return body.token;
  }).finally(() => { asking = null; });
  return asking;
}

const bearer = (token) => ({ Authorization: `Bearer ${token}` });

/**
 * POSTs `body` to `/api/{path}` as this device. An `unknown_token` answer (the server forgot us,
 * e.g. a new database) gets a fresh token and one more try.
 */
export async function postAsDevice(path, body) {
  try {
    return await postJSON(path, body, bearer(await ensureDeviceToken()));
  } catch (error) {
    if (error.code !== "unknown_token") throw error;
    write(DEVICE, null);
    return postJSON(path, body, bearer(await ensureDeviceToken()));
  }
}

/** GETs `/api/{path}` as this device; null when the device has never written (no token yet). */
export function getAsDevice(path, params = {}) {
  const token = read(DEVICE);
  return token ? getJSON(path, params, bearer(token)) : Promise.resolve(null);
}

/** The moderator token pasted on the moderator page, or null. */
export function moderatorToken() { return read(MODERATOR); }
/** Keeps (or with "" forgets) the moderator token. */
export function setModeratorToken(token) { write(MODERATOR, token.trim() || null); }

/** GET or POST as the moderator (throws `missing_token` when none is set). */
export function asModerator(method, path, body = {}) {
  const token = read(MODERATOR);
  if (!token) return Promise.reject(new ApiError(401, "missing_token", t("err.pasteToken"), "token"));
  return method === "GET" ? getJSON(path, body, bearer(token)) : postJSON(path, body, bearer(token));
}
