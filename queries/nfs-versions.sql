-- name: nfs-versions
-- description: NFS v3 and v4 side by side per storage, network and operation, with the difference (v4 - v3) and the ratio.
-- display: v3,v4,difference
-- chart: bars x=storage,network,operation y=v3,v4
select
  r.title as report,
  (v3.conditions->>'storage') as storage,
  (v3.conditions->>'network') as network,
  v3.metric, v3.operation, v3.si_unit,
  v3.value_si as v3, v4.value_si as v4,
  v4.value_si - v3.value_si as difference,
  round(v4.value_si / v3.value_si, 3) as ratio
from measurements v3
join measurements v4
  on v4.report_id = v3.report_id
 and (v4.conditions->>'storage') is not distinct from (v3.conditions->>'storage')
 and (v4.conditions->>'network') is not distinct from (v3.conditions->>'network')
 and (v4.conditions->>'filesystem') is not distinct from (v3.conditions->>'filesystem')
 and v4.metric = v3.metric and v4.operation is not distinct from v3.operation and v4.access is not distinct from v3.access
join reports r on r.report_id = v3.report_id
where cast((v3.conditions->>'nfs_version') as double) = 3 and cast((v4.conditions->>'nfs_version') as double) = 4 and v3.value_si > 0
order by r.title, storage, network, v3.metric, v3.operation, v3.unit, v3.value, v4.value
