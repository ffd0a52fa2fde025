-- Custom SQL migration file, put your code below! --
select 1;--> statement-breakpoint
-- hand-written
-- The seed counted cards as used that no instance or replica held (issue 25): every counter is set
-- to what holds cards on its host, as the inventory reconciliation job checks it.
update hosts set gpu_used = least(gpu_total, (
  coalesce((select sum(i.gpu_held) from instances i where i.host_id = hosts.id and i.status <> 'released'), 0)
  + coalesce((select sum(r.cards) from model_service_replicas r where r.host_id = hosts.id and r.ended_at is null), 0)
)) where gpu_used <> least(gpu_total, (
  coalesce((select sum(i.gpu_held) from instances i where i.host_id = hosts.id and i.status <> 'released'), 0)
  + coalesce((select sum(r.cards) from model_service_replicas r where r.host_id = hosts.id and r.ended_at is null), 0)
));
