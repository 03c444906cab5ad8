-- wrk script: contribution writes from many devices, as POST /api/toilets/{id}/{kind}.
--   TOKENS=token1,token2,…   device tokens (from POST /api/devices), used in turn
--   TOILETS=1,2,3,…          toilet ids written about, in turn
-- Kinds rotate: rating, safety vote, "Was it open?", confirmation (all approved at once, as
-- most of a real community's writes are).
local tokens, toilets = {}, {}
for t in string.gmatch(os.getenv("TOKENS") or "", "[^,]+") do tokens[#tokens + 1] = t end
for t in string.gmatch(os.getenv("TOILETS") or "1", "[^,]+") do toilets[#toilets + 1] = t end
local kinds = {
  { "ratings", '{"rating": %d}' }, { "votes", '{"safe": %s}' }, { "visits", '{"open": %s}' }, { "confirmations", '{}' },
}
local counter = 0
request = function()
  counter = counter + 1
  local kind = kinds[counter % #kinds + 1]
  local body
  if kind[1] == "ratings" then body = string.format(kind[2], counter % 5 + 1)
  elseif kind[1] == "confirmations" then body = kind[2]
  else body = string.format(kind[2], counter % 3 == 0 and "false" or "true") end
  local headers = {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. tokens[counter % #tokens + 1],
  }
  return wrk.format("POST", "/api/toilets/" .. toilets[counter % #toilets + 1] .. "/" .. kind[1], headers, body)
end
