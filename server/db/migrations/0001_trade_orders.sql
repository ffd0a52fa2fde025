CREATE TABLE "trade_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "trade_orders_amount_positive" CHECK ("trade_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_orders_user_idx" ON "trade_orders" USING btree ("user_id","created_at");