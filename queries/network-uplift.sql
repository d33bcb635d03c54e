-- name: network-uplift
-- description: The same test (storage, NFS version, operation) over each network path, against the slowest path of that test.
-- display: value,baseline_value
-- chart: bars x=storage,nfs_version,operation y=baseline_value,value legend={baseline} (baseline) | {network}
-- param: baseline string = GbE to GbE  -- the network path the others are compared with
with tests as (
  select m.*, (m.conditions->>'network') as network, (m.conditions->>'storage') as storage, (m.conditions->>'nfs_version') as nfs_version
  from measurements m
  where (m.conditions->>'network') is not null and not m.derived
)
select r.title as report, t.storage, t.nfs_version, t.metric, t.operation, t.si_unit, t.network, t.value_si as value,
       b.network as baseline, b.value_si as baseline_value, round(t.value_si / b.value_si, 3) as uplift, r.part as report_part
from tests t
join tests b
  on b.network = $baseline and b.storage is not distinct from t.storage and b.nfs_version is not distinct from t.nfs_version
 and b.operation is not distinct from t.operation and b.metric = t.metric and b.report_id = t.report_id
join reports r on r.report_id = t.report_id
where t.network <> $baseline and b.value_si > 0
order by t.storage, t.nfs_version, t.operation, t.network, t.unit, t.value, b.value, r.part nulls first
