-- name: systems
-- description: The system-information table: one row per system with its CPU, memory, disks, appliance (NAS), RAID, NIC, OS, kernel and file system (several devices joined with ' + ').
with parts as (
  select c.system_id, c.kind, c.component_id,
    case c.kind
      when 'cpu' then concat_ws(' ', c.model, case when c.clock_hz is not null then printf('%.2fGHz', c.clock_hz / 1e9) end,
                                case when (c.attrs->>'sockets') is not null then ((c.attrs->>'sockets')) || 'CPU' end,
                                case when (c.attrs->>'cores') is not null then ((c.attrs->>'cores')) || ' cores' end)
      when 'memory' then concat_ws(' ', case when c.capacity_bytes is not null then cast(round(c.capacity_bytes / 1073741824.0, 1) as varchar) || 'GiB' end, (c.attrs->>'type'))
      when 'disk' then concat_ws(' ', case when c.count > 1 then cast(c.count as varchar) || ' x' end, c.model,
                                 case when (c.attrs->>'capacity_bytes_each') is not null then cast(round(cast((c.attrs->>'capacity_bytes_each') as double) / 1e9) as bigint) || 'GB' end,
                                 (c.attrs->>'interface'))
      when 'nic' then concat_ws(' ', c.model, case when c.speed_bps is not null then cast(round(c.speed_bps / 1e9, 1) as varchar) || 'Gbps' end, (c.attrs->>'interface'))
      when 'raid_array' then concat_ws(' ', c.model, case when c.count is not null then '(' || c.count || ' disks)' end)
      else c.model end as text
  from components c where c.system_id is not null
)
select s.system_id, r.title as report, s.name, s.role, s.count,
  string_agg(text, ' + ' order by component_id) filter (where kind = 'cpu') as processor,
  string_agg(text, ' + ' order by component_id) filter (where kind = 'motherboard') as motherboard,
  string_agg(text, ' + ' order by component_id) filter (where kind = 'memory') as memory,
  string_agg(text, ' + ' order by component_id) filter (where kind = 'disk') as disk,
  string_agg(coalesce(text, kind), ' + ' order by component_id) filter (where kind in ('nas', 'switch')) as appliance,
  string_agg(text, ' + ' order by component_id) filter (where kind in ('raid_array', 'raid_controller')) as raid,
  string_agg(text, ' + ' order by component_id) filter (where kind = 'nic') as network,
  string_agg(text, ' + ' order by component_id) filter (where kind = 'os') as os,
  string_agg(text, ' + ' order by component_id) filter (where kind = 'kernel') as kernel,
  string_agg(text, ' + ' order by component_id) filter (where kind = 'filesystem') as file_system
from systems s
join reports r using (report_id)
left join parts p using (system_id)
group by s.system_id, r.title, s.name, s.role, s.count
order by any_value(r.published_on) nulls last, r.title, any_value(r.part) nulls first, any_value(r.site), regexp_extract(s.system_id, '[^-]+$'), s.name, s.role
