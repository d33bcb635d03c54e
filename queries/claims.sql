-- name: claims
-- description: Every claim checked against its evidence, with the ratio and the verdict.
select
  r.title as report,
  c.value as claim, c.unit as claim_unit, c.raw as claim_text,
  e.value as evidence, e.unit as evidence_unit, e.origin as evidence_origin,
  k.relation, k.ratio, k.verdict, k.note
from checks k
join measurements c on c.measurement_id = k.claim_id
left join measurements e on e.measurement_id = k.evidence_id
join reports r on r.report_id = k.report_id
order by r.published_on nulls last, r.title, r.part nulls first, r.site, c.position, e.position nulls first, k.relation, claim, claim_unit, claim_text, evidence, evidence_unit, evidence_origin, k.ratio, k.verdict, k.note
