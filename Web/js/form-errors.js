// Errors on the community forms: the API names the field that was wrong (`error.field`, e.g.
// "fields.opening_hours"); the message goes right beside that input, tied to it with
// aria-describedby and aria-invalid, and the input gets focus. Anything without a field shows
// in the form's status line (role=alert).

import { esc } from "./format.js";
import { t } from "./i18n.js";
import "./messages/app.js";

/** Words for an ApiError a person can act on. */
export function errorWords(error) {
  if (error.isOffline) return t("err.offline");
  if (error.code === "rate_limited") return t("err.rate", { seconds: error.retryAfter ?? 60 });
  if (error.code === "banned") return t("err.banned");
  if (error.code === "not_moderator") return t("err.notModerator");
  if (error.code === "unknown_token" || error.code === "missing_token") return error.message || t("err.token");
  return error.message || t("err.generic");
}

/** Removes every field error and the status line of `form`. */
export function clearFormErrors(form) {
  for (const note of form.querySelectorAll(".clay-field-error")) {
    const input = form.querySelector(`[aria-describedby~="${note.id}"]`);
    if (input) {
      const rest = input.getAttribute("aria-describedby").split(" ").filter((id) => id !== note.id);
      if (rest.length) input.setAttribute("aria-describedby", rest.join(" ")); else input.removeAttribute("aria-describedby");
      input.removeAttribute("aria-invalid");
    }
    note.remove();
  }
  const status = form.querySelector("[data-form-status]");
  if (status) status.textContent = "";
}

/**
 * Shows `error` on `form`: beside the input whose `data-api-field` is the error's field (or
 * whose `name` is), else in the form's `[data-form-status]`. Returns the input it marked, or null.
 */
export function showFormError(form, error) {
  clearFormErrors(form);
  const field = error.field ?? "";
  const input = field && (form.querySelector(`[data-api-field="${CSS.escape(field)}"]`) ?? form.querySelector(`[name="${CSS.escape(field.split(".").pop())}"]:not([type=hidden])`));
  if (!input || input.closest("[aria-hidden=true]")) {
    showStatus(form, errorWords(error), "alert");
    return null;
  }
  const note = document.createElement("p");
  note.className = "clay-field-error";
  note.id = `${input.id || input.name}-error`;
  note.innerHTML = esc(errorWords(error));
  (input.closest("label") ?? input).insertAdjacentElement("afterend", note);
  input.setAttribute("aria-describedby", [input.getAttribute("aria-describedby"), note.id].filter(Boolean).join(" "));
  input.setAttribute("aria-invalid", "true");
  input.focus();
  return input;
}

/** Writes `text` in the form's status line (`role` "status" for news, "alert" for trouble). */
export function showStatus(form, text, role = "status") {
  const status = form.querySelector("[data-form-status]");
  if (!status) return;
  status.setAttribute("role", role);
  status.textContent = text;
}
