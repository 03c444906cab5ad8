-- wrk script: GET one endpoint from seeded random points in Monaco (the bundled demo data).
-- ENDPOINT=nearest | by_location | healthz picks the path; the seed fixes the sequence,
-- so every run and every endpoint sends the same points.
local endpoint = os.getenv("ENDPOINT") or "nearest"
local templates = {
  nearest = "/api/nearest?lat=%.5f&lon=%.5f&limit=3",
  by_location = "/api/v1/restrooms/by_location?lat=%.5f&lng=%.5f",
}
local seed = 42
local function next_random()
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
end
local paths = {}
for i = 1, 1000 do
  local lat = 43.727 + next_random() * 0.02
  local lon = 7.413 + next_random() * 0.025
  paths[i] = templates[endpoint] and string.format(templates[endpoint], lat, lon) or "/healthz"
end
local counter = 0
request = function()
  counter = counter % #paths + 1
  return wrk.format("GET", paths[counter])
end
