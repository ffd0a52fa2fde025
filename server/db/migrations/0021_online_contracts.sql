CREATE TABLE "contract_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"template_id" bigint NOT NULL,
	"template_version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"party" jsonb NOT NULL,
	"ref_id" text,
	"amount" numeric(16, 2),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"signature_method" text,
	"signer_name" text,
	"signature_key" text,
	"signed_at" timestamp with time zone,
	"platform_signed_at" timestamp with time zone,
	"effective_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"terminate_reason" text,
	"pdf_key" text,
	"sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_contracts_signed_has_hash" CHECK ("online_contracts"."status" in ('draft', 'pending_signature') or ("online_contracts"."sha256" is not null and "online_contracts"."pdf_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "online_contracts" ADD CONSTRAINT "online_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_contracts" ADD CONSTRAINT "online_contracts_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_kind_version_idx" ON "contract_templates" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "online_contracts_user_idx" ON "online_contracts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "online_contracts_sha256_idx" ON "online_contracts" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "online_contracts_due_idx" ON "online_contracts" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_contracts_ref_idx" ON "online_contracts" USING btree ("user_id","kind","ref_id") WHERE "online_contracts"."ref_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "online_contracts_framework_idx" ON "online_contracts" USING btree ("user_id") WHERE "online_contracts"."kind" = 'framework' and "online_contracts"."status" in ('draft', 'pending_signature', 'signed', 'effective');--> statement-breakpoint
-- hand-written
INSERT INTO "contract_templates" ("kind", "version", "title", "body") VALUES ('framework', 1, '算力服务框架协议', $tpl$甲方（用户）：{{partyName}}
{{partyCodeLabel}}：{{partyCode}}
地址：{{partyAddress}}
联系电话：{{partyPhone}}

乙方（平台）：{{platformName}}
统一社会信用代码：{{platformCode}}
地址：{{platformAddress}}

甲乙双方本着平等自愿、诚实信用的原则，就甲方在乙方运营的算力市场平台（以下简称"平台"）上长期采购 GPU 算力及相关服务事宜，订立本框架协议。

第一条 合作内容
1. 乙方通过平台向甲方提供 GPU 容器实例、裸金属整机租赁、模型服务、数据集等算力及相关服务（以下简称"服务"）。
2. 甲方在本协议有效期内通过平台下单采购服务，每一笔订单的服务内容、规格、数量、期限与价格以下单时平台页面展示及订单记录为准，订单构成本协议不可分割的组成部分。

第二条 协议期限
本协议自 {{startDate}} 起生效，至 {{endDate}} 止，期限 {{months}} 个月。期满前任何一方未书面提出异议的，双方可另行签署新的框架协议。

第三条 价格与结算
1. 服务价格以下单时平台公布的价格为准，包括日间与夜间（潮汐）分时价格；包年包月订单按订单金额一次性结算，按量付费订单按实际用量结算。
2. 甲方通过平台钱包余额或授信额度支付，平台按实际消费开具发票。

第四条 双方权利义务
1. 乙方保证服务按平台公布的规格与可用性交付，发生故障时按平台规则处理并补偿。
2. 甲方应合法使用服务，不得利用服务从事违反中华人民共和国法律法规的活动，并对其数据的合法性负责。
3. 双方对在合作中知悉的对方商业秘密负有保密义务，保密义务不因本协议终止而解除。

第五条 协议终止
1. 甲方可随时通过平台申请终止本协议，终止前已生效的订单继续履行至其期满。
2. 任何一方严重违约且经通知后十五日内未纠正的，守约方可解除本协议。

第六条 争议解决
因本协议产生的争议，双方应友好协商；协商不成的，任何一方可向乙方所在地有管辖权的人民法院提起诉讼。

第七条 其他
本协议以电子方式签署，甲方通过短信验证码确认签署，乙方自动加盖电子签章，与纸质协议具有同等法律效力。本协议文件的 SHA-256 摘要由平台记录，可用于核验任一副本的完整性。$tpl$);
--> statement-breakpoint
INSERT INTO "contract_templates" ("kind", "version", "title", "body") VALUES ('recharge', 1, '账户充值协议', $tpl$甲方（用户）：{{partyName}}
{{partyCodeLabel}}：{{partyCode}}
地址：{{partyAddress}}
联系电话：{{partyPhone}}

乙方（平台）：{{platformName}}
统一社会信用代码：{{platformCode}}
地址：{{platformAddress}}

甲方于 {{recordDate}} 通过平台向其账户充值，双方就该笔充值款项的使用订立本协议。

第一条 充值金额
本次充值金额为人民币 {{amount}} 元（大写：{{amountWords}}），充值记录编号 {{recordId}}。

第二条 使用范围
1. 充值款项存入甲方在平台的钱包余额，仅可用于支付平台上的算力及相关服务。
2. 充值款项不计利息；已消费部分由乙方按实际消费开具发票，未消费部分不予开票。

第三条 退款
甲方申请退还未消费余额的，按平台退款规则办理，退款原路退回；已使用的优惠、赠送部分不予退还。

第四条 协议期限
本协议自 {{startDate}} 起生效，至 {{endDate}} 止。

第五条 其他
本协议以电子方式签署，甲方通过短信验证码确认签署，乙方自动加盖电子签章，与纸质协议具有同等法律效力。本协议文件的 SHA-256 摘要由平台记录，可用于核验任一副本的完整性。$tpl$);
--> statement-breakpoint
INSERT INTO "contract_templates" ("kind", "version", "title", "body") VALUES ('consumption', 1, '算力服务消费协议', $tpl$甲方（用户）：{{partyName}}
{{partyCodeLabel}}：{{partyCode}}
地址：{{partyAddress}}
联系电话：{{partyPhone}}

乙方（平台）：{{platformName}}
统一社会信用代码：{{platformCode}}
地址：{{platformAddress}}

甲方于 {{recordDate}} 在平台消费，双方就该笔消费对应的服务订立本协议。

第一条 服务内容
{{recordRemark}}

第二条 消费金额
本笔消费金额为人民币 {{amount}} 元（大写：{{amountWords}}），消费记录编号 {{recordId}}，已从甲方钱包余额或授信额度中扣除。

第三条 服务标准
乙方按平台公布的规格与可用性提供上述服务；因乙方原因导致服务不可用的，按平台故障补偿规则补偿甲方。

第四条 协议期限
本协议自 {{startDate}} 起生效，至 {{endDate}} 止。

第五条 其他
本协议以电子方式签署，甲方通过短信验证码确认签署，乙方自动加盖电子签章，与纸质协议具有同等法律效力。本协议文件的 SHA-256 摘要由平台记录，可用于核验任一副本的完整性。$tpl$);
--> statement-breakpoint
select watch_table_changes('"contract_templates"');
--> statement-breakpoint
select watch_table_changes('"online_contracts"');
