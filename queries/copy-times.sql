-- name: copy-times
-- description: Timed transfers (durations) per path, protocol and operation, with the throughput derived from them.
select
  coalesce((d.conditions->>'path'), (d.conditions->>'raid'), (d.conditions->>'storage')) as path,
  (d.conditions->>'protocol') as protocol,
  d.operation,
  d.value_si as seconds,
  cast((d.conditions->>'file_size_bytes') as bigint) as file_size_bytes,
  round(t.value_si / 1e6, 1) as derived_mb_per_s,
  d.locator
from measurements d
left join measurements t on t.derived and t.derived_from = d.measurement_id and t.metric = 'throughput'
where d.metric = 'duration' and not d.derived
order by path, protocol, d.operation, seconds, file_size_bytes, derived_mb_per_s, d.locator
