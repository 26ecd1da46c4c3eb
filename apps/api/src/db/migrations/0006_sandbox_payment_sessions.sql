CREATE TABLE "sandbox_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"method" integer NOT NULL,
	"amount" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"page_token" text NOT NULL,
	"state" text NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refunds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payment_sessions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "sandbox_payment_sessions_expires_at_idx" ON "sandbox_payment_sessions" USING btree ("expires_at");