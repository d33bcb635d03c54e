-- name: raid-software-vs-hardware
-- description: Software and hardware RAID of the same level side by side per operation and metric, with the ratio hardware / software.
-- chart: bars x=level,metric,operation,unit y=software,hardware
select
  regexp_replace((sw.conditions->>'raid'), '^software ', '') as level,
  sw.metric, sw.operation, sw.access, sw.unit,
  sw.value as software, hw.value as hardware,
  round(hw.value_si / sw.value_si, 3) as ratio
from measurements sw
join measurements hw
  on hw.report_id = sw.report_id
 and regexp_replace((hw.conditions->>'raid'), '^hardware ', '') = regexp_replace((sw.conditions->>'raid'), '^software ', '')
 and hw.metric = sw.metric and hw.operation is not distinct from sw.operation and hw.origin = sw.origin
 and hw.derived = sw.derived and hw.unit = sw.unit
 and coalesce((hw.conditions->>'file_size_bytes'), '') = coalesce((sw.conditions->>'file_size_bytes'), '')
where (sw.conditions->>'raid') like 'software %' and (hw.conditions->>'raid') like 'hardware %' and sw.value_si > 0
order by level, sw.metric, sw.operation, sw.origin, sw.derived, sw.access, sw.unit, software, hardware
