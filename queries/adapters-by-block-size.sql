-- name: adapters-by-block-size
-- description: Throughput (or IOPS) per adapter and offload setting, one column per block size, for one access pattern and operation.
-- param: metric string = throughput  -- throughput or iops
-- param: access string = sequential  -- sequential or random
-- param: operation string = read     -- read, write, …
-- display: value
-- pivot: block_size_bytes -> value
-- chart: bars x=block_size_bytes y=value series=adapter,offload
select
  r.title as report,
  (m.conditions->>'adapter') as adapter,
  (m.conditions->>'offload') as offload,
  m.si_unit,
  cast((m.conditions->>'block_size_bytes') as bigint) as block_size_bytes,
  m.value_si as value
from measurements m
join reports r using (report_id)
where m.metric = $metric and m.access = $access and m.operation = $operation
  and (m.conditions->>'adapter') is not null and (m.conditions->>'block_size_bytes') is not null and not m.derived
order by r.title, adapter, offload nulls first, cast((m.conditions->>'block_size_bytes') as bigint), r.published_on nulls last, r.part nulls first, m.position, m.unit, m.value
