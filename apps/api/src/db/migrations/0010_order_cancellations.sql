CREATE TABLE "order_cancellations" (
	"order_id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"action" integer NOT NULL,
	"restock" boolean DEFAULT true NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancellations_amount_check" CHECK ("order_cancellations"."refunded_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;