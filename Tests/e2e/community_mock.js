// Test double for the community API of issue 10 (until it is on the server): wraps fetch so that
// the writes, "mine", the moderation queue, /api/updates, the tally of /api/achievements and the
// `community` block of /api/toilets/{id} answer as the contract says, from memory in this page. Duplicates are real
// toilets within 50 m (asked of the real /api/nearest). Everything else goes to the real server.
(() => {
  const realFetch = window.fetch.bind(window);
  const mock = (window.__communityMock = { requests: [], contributions: [], tokens: new Set(["moderator-token"]), nextId: 1, changes: [] });
  const json = (status, body, headers = {}) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
  const fail = (status, code, message, field = null, extra = {}) => json(status, { error: { code, message, field }, ...extra });
  const meters = (a, b) => {
    const k = Math.PI / 180, x = (b.longitude - a.longitude) * k * Math.cos(((a.latitude + b.latitude) / 2) * k), y = (b.latitude - a.latitude) * k;
    return Math.hypot(x, y) * 6371008.8;
  };
  const CHOICES = { access: ["public", "customers", "key", "permit", "private"], wheelchair: ["yes", "limited", "no", "designated"], fee: ["yes", "no"], changing_table: ["yes", "no"], gender: ["unisex", "gender_segregated", "male", "female"] };
  const badField = (fields, prefix) => {
    for (const [name, value] of Object.entries(fields)) {
      if (CHOICES[name] && !CHOICES[name].includes(value)) return fail(400, "invalid_field", `${name}: "${value}" is not one of ${CHOICES[name].join(", ")}`, `${prefix}.${name}`);
      if (name === "opening_hours" && !/^(24\/7|((Mo|Tu|We|Th|Fr|Sa|Su|PH)[-,A-Za-z]*\s+)?\d\d:\d\d-\d\d:\d\d([;,]\s*.*)?)$/.test(value)) {
        return fail(400, "invalid_field", `opening_hours: unexpected "${value.slice(0, 2)}" at column 1; expected a weekday (Mo…Su) or a time like 08:00`, `${prefix}.opening_hours`);
      }
    }
    return null;
  };
  const contribution = (kind, device, extra) => {
    const c = { id: mock.nextId++, kind, toilet_id: null, state: "approved", approval: "automatic", reason: null, created_at: new Date().toISOString(), author: device, ...extra };
    mock.contributions.push(c);
    return c;
  };
  const pending = new Set(["add", "edit", "comment"]);
  window.fetch = async (input, init = {}) => {
    const url = new URL(typeof input === "string" ? input : input.url, location.href);
    const path = url.pathname;
    const method = (init.method ?? "GET").toUpperCase();
    if (!path.startsWith("/api/")) return realFetch(input, init);
    const body = init.body ? JSON.parse(init.body) : {};
    const token = (init.headers?.Authorization ?? "").replace(/^Bearer /, "");
    mock.requests.push({ method, path, body, token });
    if (path === "/api/achievements" && token) { // the real definitions, and the tally of this page's approved contributions
      const answer = await (await realFetch(`/api/achievements${url.search}`)).json();
      const dates = (...kinds) => mock.contributions.filter((c) => c.author === token && c.state === "approved" && kinds.includes(c.kind)).map((c) => c.created_at);
      return json(200, { ...answer, tally: { additionsAndConfirmations: dates("add", "confirm"), wasOpenAnswers: dates("was_open"), ratings: dates("rate") } });
    }
    if (path === "/api/devices" && method === "POST") {
      const t = `device-${mock.tokens.size}-${"x".repeat(30)}`;
      mock.tokens.add(t);
      return json(201, { token: t });
    }
    if (path === "/api/updates") { // the test pushes changes into mock.changes, cursors "1", "2", …
      const since = Number(url.searchParams.get("since") ?? 0);
      const changes = mock.changes.filter((c) => Number(c.cursor) > since);
      return json(200, { changes, next: changes.length ? changes[changes.length - 1].cursor : String(since), more: false });
    }
    const write = method === "POST";
    const mine = path === "/api/contributions/mine" || path.startsWith("/api/moderation/");
    if (write || mine) {
      if (!token) return fail(401, "missing_token", "Send the device token as Authorization: Bearer.", "Authorization");
      if (!mock.tokens.has(token)) return fail(401, "unknown_token", "This token is not known.", "Authorization");
      if (body.website) return fail(400, "spam_suspected", "Leave the website field empty.", "website");
    }
    if (path.startsWith("/api/moderation/") && token !== "moderator-token") return fail(403, "not_moderator", "Only moderators may do this.", "Authorization");
    if (path === "/api/toilets" && write) {
      const bad = badField(body.fields ?? {}, "fields");
      if (bad) return bad;
      if (!body.confirm_new) {
        const near = await (await realFetch(`/api/nearest?lat=${body.latitude}&lon=${body.longitude}&limit=3`)).json();
        const duplicates = (near.results ?? []).map((r) => ({ id: r.toilet.id, name: r.toilet.name, latitude: r.toilet.latitude, longitude: r.toilet.longitude, distance_meters: meters(body, r.toilet) })).filter((d) => d.distance_meters <= 50);
        if (duplicates.length) return fail(409, "possible_duplicate", "There are toilets within 50 m.", "latitude", { duplicates });
      }
      return json(201, { contribution: contribution("add", token, { state: "pending", approval: null, fields: body.fields, latitude: body.latitude, longitude: body.longitude }) });
    }
    const toiletWrite = path.match(/^\/api\/toilets\/(\d+)\/(edits|closures|confirmations|visits|ratings|votes|comments)$/);
    if (toiletWrite && write) {
      const [, id, what] = toiletWrite;
      const kind = { edits: "edit", closures: "report_closed", confirmations: "confirm", visits: "was_open", ratings: "rate", votes: "vote", comments: "comment" }[what];
      if (kind === "edit") {
        for (const change of body.changes ?? []) { const bad = badField(change.to == null ? {} : { [change.field]: change.to }, "changes"); if (bad) return bad; }
      }
      if (kind === "rate" && !(body.rating >= 1 && body.rating <= 5)) return fail(400, "invalid_field", "rating: expected 1 to 5", "rating");
      const { website, ...fields } = body;
      const waits = pending.has(kind) || (kind === "report_closed" && body.closure !== "temporarily");
      return json(201, { contribution: contribution(kind, token, { toilet_id: Number(id), state: waits ? "pending" : "approved", approval: waits ? null : "automatic", ...fields }) });
    }
    if (path === "/api/contributions/mine") {
      const items = mock.contributions.filter((c) => c.author === token).reverse();
      return json(200, { items, page: 1, per_page: 20, total: items.length });
    }
    if (path === "/api/moderation/queue") {
      const items = mock.contributions.filter((c) => c.state === "pending").map((c) => ({ ...c, toilet: c.toilet_id ? { id: c.toilet_id, name: "Public toilet", latitude: 0, longitude: 0 } : null }));
      return json(200, { items, page: 1, per_page: 20, total: items.length });
    }
    const verdict = path.match(/^\/api\/moderation\/contributions\/(\d+)\/(approve|reject)$/);
    if (verdict) {
      const c = mock.contributions.find((x) => x.id === Number(verdict[1]));
      if (verdict[2] === "reject" && !body.reason) return fail(400, "invalid_field", "A rejection needs a reason.", "reason");
      Object.assign(c, verdict[2] === "approve" ? { state: "approved", approval: "moderator" } : { state: "rejected", reason: body.reason });
      return json(200, { contribution: c });
    }
    const history = path.match(/^\/api\/toilets\/(\d+)\/history$/);
    if (history) {
      return json(200, { toilet_id: Number(history[1]), revisions: [
        { revision: 3, at: "2022-01-01T00:00:00Z", change: "added", source: "import", author: null, contribution_id: null, changes: [] },
        { revision: 40, at: new Date().toISOString(), change: "updated", source: "community", author: "0123456789ab", contribution_id: 7, changes: [{ field: "wheelchair", from: "no", to: "yes" }] }] });
    }
    const revert = path.match(/^\/api\/moderation\/revisions\/(\d+)\/revert$/);
    if (revert) return json(201, { revision: { revision: 41, at: new Date().toISOString(), change: "updated", source: "moderator", author: null, contribution_id: null, changes: [] } });
    const details = path.match(/^\/api\/toilets\/(\d+)$/);
    if (details && method === "GET") {
      const record = await (await realFetch(input, init)).json();
      const mineHere = mock.contributions.filter((c) => c.toilet_id === record.id);
      const ratings = mineHere.filter((c) => c.kind === "rate").map((c) => c.rating);
      record.community = {
        reliability: { score: 0.8, phrase: mineHere.some((c) => c.kind === "confirm") ? "confirmed just now" : "confirmed open yesterday" },
        rating: ratings.length ? { average: ratings.reduce((a, b) => a + b, 0) / ratings.length, count: ratings.length } : null,
        votes: { safe: mineHere.filter((c) => c.kind === "vote" && c.safe).length, unsafe: mineHere.filter((c) => c.kind === "vote" && !c.safe).length },
        closure: { closed: false, reason: null },
        comments: [{ id: 9, text: "Clean and bright, the door sticks a little.", created_at: "2026-11-20T10:00:00Z" }],
      };
      if (record.attributes?.wheelchair) Object.assign(record.attributes.wheelchair, { origin: "community", confirmed_at: "2026-11-03T10:00:00Z", confirmed_by: 4, freshness: "confirmed 3 weeks ago by 4 people" });
      return json(200, record);
    }
    return realFetch(input, init);
  };
})();
