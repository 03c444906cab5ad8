-- wrk script: GET /api/nearest from seeded random points inside Malta's main island.
-- Points are fixed by the seed, so every run sends the same sequence.
local seed = 42
local function next_random()
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
end
local paths = {}
for i = 1, 1000 do
  local lat = 35.82 + next_random() * 0.12
  local lon = 14.38 + next_random() * 0.18
  paths[i] = string.format("/api/nearest?lat=%.5f&lon=%.5f&limit=3", lat, lon)
end
local counter = 0
request = function()
  counter = counter % #paths + 1
  return wrk.format("GET", paths[counter])
end
