-- name: offload-gain
-- description: For each adapter, block size, metric, access and operation: the value with offload on divided by the value with it off.
-- display: value_off,value_on
-- chart: bars x=adapter,block_size_bytes y=gain series=metric,access,operation
select
  r.title as report,
  (base.conditions->>'adapter') as adapter,
  cast((base.conditions->>'block_size_bytes') as bigint) as block_size_bytes,
  base.metric, base.access, base.operation, base.si_unit,
  (base.conditions->>'offload') as offload_off, base.value_si as value_off,
  (boost.conditions->>'offload') as offload_on, boost.value_si as value_on,
  round(boost.value_si / base.value_si, 3) as gain
from measurements base
join measurements boost
  on boost.report_id = base.report_id
 and (boost.conditions->>'adapter') = (base.conditions->>'adapter')
 and coalesce((boost.conditions->>'block_size_bytes'), '') = coalesce((base.conditions->>'block_size_bytes'), '')
 and boost.metric = base.metric and boost.operation is not distinct from base.operation and boost.access is not distinct from base.access
 and cast((boost.conditions->>'offload_enabled') as boolean) and not cast((base.conditions->>'offload_enabled') as boolean)
join reports r on r.report_id = base.report_id
where base.value_si > 0 and not base.derived and not boost.derived
order by r.published_on nulls last, r.title, adapter, block_size_bytes, base.metric, base.access, base.operation, base.unit, offload_off, value_off, offload_on, value_on
