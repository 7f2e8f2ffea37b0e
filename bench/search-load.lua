-- wrk script for bench:search: sends the paths in $QUERIES (one per line) in order, starting
-- over at the end, and prints one JSON line with the figures the bench reads.
local paths = {}
local sent = 0

function init(args)
  for line in io.lines(os.getenv("QUERIES")) do
    paths[#paths + 1] = line
  end
end

function request()
  sent = sent + 1
  return wrk.format("GET", paths[((sent - 1) % #paths) + 1])
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'RESULT {"requests":%d,"failures":%d,"seconds":%f,"p50":%f,"p99":%f,"max":%f}\n',
    summary.requests,
    errors.connect + errors.read + errors.write + errors.timeout + errors.status,
    summary.duration / 1e6,
    latency:percentile(50) / 1000,
    latency:percentile(99) / 1000,
    latency.max / 1000
  ))
end
