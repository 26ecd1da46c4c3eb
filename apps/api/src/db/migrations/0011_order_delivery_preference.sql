ALTER TABLE "orders" ADD COLUMN "delivery_date" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_time_slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_time_slot_check" CHECK ("orders"."delivery_time_slot" between 0 and 5);