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
--> statement-breakpoint
-- The demo announcement said the night window was 00:00–08:00 and that the tidal price went by
-- when an order was placed (issue 25); unless an operator has rewritten it, it says what billing does.
update announcements set content = '【服务公告】夜间潮汐价已覆盖全部弹性 GPU 机型：每日 22:00–08:00 运行的时长按潮汐价计费，跨时段运行时，每一段按其所在时段的价格分别计费，按分钟计费。' || chr(10) || '新注册用户完成调研问卷，即可领取 10 卡时 GPU 算力，详情见首页活动。'
where announcement_base_id = 'ann-2025-tidal' and content like '%00:00–08:00 下单%';
