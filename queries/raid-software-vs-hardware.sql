-- name: raid-software-vs-hardware
-- description: Software and hardware RAID of the same level side by side per operation and metric, with the ratio hardware / software.
-- display: software,hardware
-- chart: bars x=level,operation,basis y=software,hardware
select
  r.title as report,
  regexp_replace((sw.conditions->>'raid'), '^software ', '') as level,
  sw.metric, sw.operation, sw.access,
  case when sw.derived then 'derived' else 'measured' end as basis,
  sw.si_unit,
  sw.value_si as software, hw.value_si as hardware,
  round(hw.value_si / sw.value_si, 3) as ratio
from measurements sw
join measurements hw
  on hw.report_id = sw.report_id
 and regexp_replace((hw.conditions->>'raid'), '^hardware ', '') = regexp_replace((sw.conditions->>'raid'), '^software ', '')
 and hw.metric = sw.metric and hw.operation is not distinct from sw.operation and hw.origin = sw.origin
 and hw.derived = sw.derived and hw.si_unit = sw.si_unit
 and coalesce((hw.conditions->>'file_size_bytes'), '') = coalesce((sw.conditions->>'file_size_bytes'), '')
join reports r on r.report_id = sw.report_id
where (sw.conditions->>'raid') like 'software %' and (hw.conditions->>'raid') like 'hardware %' and sw.value_si > 0
order by r.published_on nulls last, r.title, level, sw.metric, sw.operation, sw.origin, sw.derived, sw.access, sw.unit, software, hardware
