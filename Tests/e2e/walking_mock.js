// Test double for the walking answers of issue 4 (not on the server yet): wraps fetch so that
// /api/nearest answers with walking times, arrival states, explanations and L-shaped routes,
// and /api/route answers a fresh route. Everything else goes to the real server.
(() => {
  const realFetch = window.fetch.bind(window);
  const mock = (window.__walkingMock = { nearestCalls: 0, routeCalls: 0 });
  const meters = (a, b) => {
    const k = Math.PI / 180, x = (b[0] - a[0]) * k * Math.cos(((a[1] + b[1]) / 2) * k), y = (b[1] - a[1]) * k;
    return Math.hypot(x, y) * 6371008.8;
  };
  // Google's encoded polyline, precision 5, of [lon, lat] pairs (the server's route.polyline).
  const encode = (coordinates) => {
    let out = "", last = [0, 0];
    const value = (v) => { v = v < 0 ? ~(v << 1) : v << 1; while (v >= 0x20) { out += String.fromCharCode((0x20 | (v & 0x1f)) + 63); v >>= 5; } out += String.fromCharCode(v + 63); };
    for (const [lon, lat] of coordinates) {
      const now = [Math.round(lat * 1e5), Math.round(lon * 1e5)];
      value(now[0] - last[0]); value(now[1] - last[1]); last = now;
    }
    return out;
  };
  // Like the server: /api/nearest sends the polyline only, /api/route the GeoJSON geometry too.
  const route = (from, to, withGeoJSON = false) => {
    const coordinates = [from, [to[0], from[1]], to];
    const length = meters(coordinates[0], coordinates[1]) + meters(coordinates[1], coordinates[2]);
    return {
      polyline: encode(coordinates), ...(withGeoJSON ? { geometry: { type: "LineString", coordinates } } : {}),
      meters: Math.round(length), seconds: Math.round(length / 1.3),
      steps: [{ instruction: "Head along Rue Basse", meters: Math.round(meters(coordinates[0], coordinates[1])) }, { instruction: "Turn onto Place du Palais", meters: 40 }],
    };
  };
  const json = (body) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  window.fetch = async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input.url, location.href);
    if (url.pathname === "/api/nearest") {
      mock.nearestCalls++;
      const body = await (await realFetch(input, init)).json();
      const from = [Number(url.searchParams.get("lon")), Number(url.searchParams.get("lat"))];
      body.ranking = "walking";
      body.results.forEach((item, index) => {
        const r = route(from, [item.toilet.longitude, item.toilet.latitude]);
        Object.assign(item, {
          walkMeters: r.meters, walkSeconds: r.seconds,
          arrival: { state: "open", summary: "Open until 22:00" },
          explanation: `${Math.max(1, Math.round(r.seconds / 60))} min walk, open until 22:00, step-free`,
        });
        if (index === 0 || url.searchParams.get("routes") === "all") item.route = r;
      });
      return json(body);
    }
    if (url.pathname === "/api/route") {
      mock.routeCalls++;
      const [lat, lon] = url.searchParams.get("from").split(",").map(Number);
      const toilet = await (await realFetch(`/api/toilets/${url.searchParams.get("to")}`)).json();
      return json(route([lon, lat], [toilet.longitude, toilet.latitude], true));
    }
    return realFetch(input, init);
  };
})();
