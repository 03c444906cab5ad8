-- wrk script: GET one endpoint from 1,000 seeded random points in a box.
--   ENDPOINT=nearest | by_location | healthz   (default nearest)
--   BOX=minLat,minLon,heightDeg,widthDeg       (default Monaco, the bundled demo data)
-- The seed fixes the sequence, so every run and every endpoint sends the same points.
local endpoint = os.getenv("ENDPOINT") or "nearest"
local templates = {
  nearest = "/api/nearest?lat=%.5f&lon=%.5f&limit=3",
  by_location = "/api/v1/restrooms/by_location?lat=%.5f&lng=%.5f",
}
local box = {}
for number in string.gmatch(os.getenv("BOX") or "43.727,7.413,0.02,0.025", "[^,]+") do box[#box + 1] = tonumber(number) end
local seed = 42
local function next_random()
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
end
local paths = {}
for i = 1, 1000 do
  local lat = box[1] + next_random() * box[3]
  local lon = box[2] + next_random() * box[4]
  paths[i] = templates[endpoint] and string.format(templates[endpoint], lat, lon) or "/healthz"
  if endpoint == "nearest" and os.getenv("AT") then paths[i] = paths[i] .. "&at=" .. os.getenv("AT") end
end
local counter = 0
request = function()
  counter = counter % #paths + 1
  return wrk.format("GET", paths[counter])
end
