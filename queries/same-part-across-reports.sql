-- name: same-part-across-reports
-- description: Results grouped by a normalised component model that appears in more than one report (the same CPU on two pages).
-- param: kind string = cpu  -- component kind: cpu, nic, raid_controller, disk, …
with parts as (
  select distinct c.kind, c.model, c.report_id, c.system_id from components c
  where c.kind = $kind and c.model is not null and regexp_matches(c.model, '[0-9]')
),
shared as (select kind, model from parts group by kind, model having count(distinct report_id) > 1)
select p.model, r.title as report, s.name as system, count(m.measurement_id) as measurements,
       string_agg(distinct m.metric, ', ' order by m.metric) as metrics
from shared
join parts p using (kind, model)
join reports r on r.report_id = p.report_id
left join systems s on s.system_id = p.system_id
left join measurements m on m.report_id = p.report_id and not m.derived
group by p.model, r.report_id, r.title, s.system_id, s.name
order by p.model, any_value(r.published_on) nulls last, r.title, any_value(r.part) nulls first, any_value(r.site), regexp_extract(s.system_id, '[^-]+$'), s.name, measurements, metrics
