CREATE TABLE "cart_items" (
	"cart_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_pk" PRIMARY KEY("cart_id","product_id"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coordinators" (
	"id" text PRIMARY KEY NOT NULL,
	"marche_name" text NOT NULL,
	"username" text NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"product_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"header_url" text DEFAULT '' NOT NULL,
	"promotion_video_url" text DEFAULT '' NOT NULL,
	"instagram_id" text DEFAULT '' NOT NULL,
	"facebook_id" text DEFAULT '' NOT NULL,
	"prefecture_code" integer NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" text PRIMARY KEY NOT NULL,
	"coordinator_id" text NOT NULL,
	"username" text NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"header_url" text DEFAULT '' NOT NULL,
	"promotion_video_url" text DEFAULT '' NOT NULL,
	"instagram_id" text DEFAULT '' NOT NULL,
	"facebook_id" text DEFAULT '' NOT NULL,
	"prefecture_code" integer NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_types_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" text PRIMARY KEY NOT NULL,
	"coordinator_id" text NOT NULL,
	"producer_id" text NOT NULL,
	"experience_type_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_adult" integer NOT NULL,
	"price_junior_high_school" integer NOT NULL,
	"price_elementary_school" integer NOT NULL,
	"price_preschool" integer NOT NULL,
	"price_senior" integer NOT NULL,
	"recommended_point1" text DEFAULT '' NOT NULL,
	"recommended_point2" text DEFAULT '' NOT NULL,
	"recommended_point3" text DEFAULT '' NOT NULL,
	"promotion_video_url" text DEFAULT '' NOT NULL,
	"duration" integer NOT NULL,
	"direction" text DEFAULT '' NOT NULL,
	"business_open_time" text NOT NULL,
	"business_close_time" text NOT NULL,
	"host_postal_code" text DEFAULT '' NOT NULL,
	"host_prefecture_code" integer NOT NULL,
	"host_city" text DEFAULT '' NOT NULL,
	"host_address_line1" text DEFAULT '' NOT NULL,
	"host_address_line2" text DEFAULT '' NOT NULL,
	"host_longitude" double precision NOT NULL,
	"host_latitude" double precision NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_price_check" CHECK ("experiences"."price_adult" >= 0 and "experiences"."price_junior_high_school" >= 0 and "experiences"."price_elementary_school" >= 0 and "experiences"."price_preschool" >= 0 and "experiences"."price_senior" >= 0),
	CONSTRAINT "experiences_location_check" CHECK ("experiences"."host_latitude" between -90 and 90 and "experiences"."host_longitude" between -180 and 180),
	CONSTRAINT "experiences_prefecture_check" CHECK ("experiences"."host_prefecture_code" between 1 and 47),
	CONSTRAINT "experiences_period_check" CHECK ("experiences"."end_at" > "experiences"."start_at")
);
--> statement-breakpoint
CREATE TABLE "order_experiences" (
	"order_id" text PRIMARY KEY NOT NULL,
	"experience_id" text NOT NULL,
	"adult_count" integer DEFAULT 0 NOT NULL,
	"adult_price" integer DEFAULT 0 NOT NULL,
	"junior_high_school_count" integer DEFAULT 0 NOT NULL,
	"junior_high_school_price" integer DEFAULT 0 NOT NULL,
	"elementary_school_count" integer DEFAULT 0 NOT NULL,
	"elementary_school_price" integer DEFAULT 0 NOT NULL,
	"preschool_count" integer DEFAULT 0 NOT NULL,
	"preschool_price" integer DEFAULT 0 NOT NULL,
	"senior_count" integer DEFAULT 0 NOT NULL,
	"senior_price" integer DEFAULT 0 NOT NULL,
	"transportation" text DEFAULT '' NOT NULL,
	"requested_date" text DEFAULT '' NOT NULL,
	"requested_time" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_fulfillments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"shipping_carrier" integer DEFAULT 0 NOT NULL,
	"shipping_type" integer NOT NULL,
	"box_number" integer NOT NULL,
	"box_size" integer NOT NULL,
	"box_rate" integer NOT NULL,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"fulfillment_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0 and "order_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"provider_type" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"payment_id" text DEFAULT '' NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"method_type" integer NOT NULL,
	"status" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."subtotal" >= 0 and "order_payments"."discount" >= 0 and "order_payments"."shipping_fee" >= 0 and "order_payments"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"type" integer NOT NULL,
	"total" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_total_check" CHECK ("order_refunds"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text DEFAULT '' NOT NULL,
	"coordinator_id" text NOT NULL,
	"promotion_id" text,
	"type" integer NOT NULL,
	"status" integer NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"order_request" text DEFAULT '' NOT NULL,
	"shipping_message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text,
	"provider_type" integer NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_systems" (
	"method_type" integer PRIMARY KEY NOT NULL,
	"provider_type" integer DEFAULT 1 NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tags_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"coordinator_id" text NOT NULL,
	"producer_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_type_id" text NOT NULL,
	"product_tag_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"inventory" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"item_unit" text DEFAULT '' NOT NULL,
	"item_description" text DEFAULT '' NOT NULL,
	"delivery_type" integer NOT NULL,
	"storage_method_type" integer NOT NULL,
	"expiration_date" integer DEFAULT 0 NOT NULL,
	"recommended_point1" text DEFAULT '' NOT NULL,
	"recommended_point2" text DEFAULT '' NOT NULL,
	"recommended_point3" text DEFAULT '' NOT NULL,
	"box60_rate" integer DEFAULT 0 NOT NULL,
	"box80_rate" integer DEFAULT 0 NOT NULL,
	"box100_rate" integer DEFAULT 0 NOT NULL,
	"origin_prefecture_code" integer NOT NULL,
	"origin_city" text DEFAULT '' NOT NULL,
	"coordinator_priority" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_inventory_check" CHECK ("products"."inventory" >= 0),
	CONSTRAINT "products_weight_check" CHECK ("products"."weight" >= 0),
	CONSTRAINT "products_box_rate_check" CHECK ("products"."box60_rate" between 0 and 600 and "products"."box80_rate" between 0 and 250 and "products"."box100_rate" between 0 and 100),
	CONSTRAINT "products_prefecture_check" CHECK ("products"."origin_prefecture_code" between 1 and 47),
	CONSTRAINT "products_period_check" CHECK ("products"."end_at" > "products"."start_at")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"discount_type" integer NOT NULL,
	"discount_rate" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"code_type" integer DEFAULT 2 NOT NULL,
	"coordinator_id" text,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_check" CHECK (char_length("promotions"."code") = 8),
	CONSTRAINT "promotions_discount_rate_check" CHECK ("promotions"."discount_rate" >= 0),
	CONSTRAINT "promotions_usage_check" CHECK ("promotions"."used_count" >= 0 and ("promotions"."usage_limit" is null or "promotions"."used_count" <= "promotions"."usage_limit")),
	CONSTRAINT "promotions_period_check" CHECK ("promotions"."end_at" > "promotions"."start_at")
);
--> statement-breakpoint
CREATE TABLE "experience_review_reactions" (
	"review_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reaction_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_review_reactions_pk" PRIMARY KEY("review_id","user_id"),
	CONSTRAINT "experience_review_reactions_type_check" CHECK ("experience_review_reactions"."reaction_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "experience_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"experience_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rate" integer NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_reviews_rate_check" CHECK ("experience_reviews"."rate" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "product_review_reactions" (
	"review_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reaction_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_review_reactions_pk" PRIMARY KEY("review_id","user_id"),
	CONSTRAINT "product_review_reactions_type_check" CHECK ("product_review_reactions"."reaction_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rate" integer NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rate_check" CHECK ("product_reviews"."rate" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "live_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"user_id" text,
	"comment" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"producer_id" text NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lives_period_check" CHECK ("lives"."end_at" > "lives"."start_at")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"coordinator_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"opening_video_url" text DEFAULT '' NOT NULL,
	"live_url" text DEFAULT '' NOT NULL,
	"archive_url" text DEFAULT '' NOT NULL,
	"distribution_metadata" jsonb DEFAULT '{"subtitles":{}}'::jsonb NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_period_check" CHECK ("schedules"."end_at" > "schedules"."start_at")
);
--> statement-breakpoint
CREATE TABLE "shippings" (
	"id" text PRIMARY KEY NOT NULL,
	"coordinator_id" text,
	"name" text NOT NULL,
	"in_use" boolean DEFAULT false NOT NULL,
	"box60_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"box60_frozen" integer DEFAULT 0 NOT NULL,
	"box80_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"box80_frozen" integer DEFAULT 0 NOT NULL,
	"box100_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"box100_frozen" integer DEFAULT 0 NOT NULL,
	"has_free_shipping" boolean DEFAULT false NOT NULL,
	"free_shipping_rates" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_types_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" text PRIMARY KEY NOT NULL,
	"spot_type_id" text,
	"user_type" integer NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"prefecture_code" integer DEFAULT 0 NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spots_location_check" CHECK ("spots"."latitude" between -90 and 90 and "spots"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"owner_user_id" text,
	"file_group" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"lastname" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname_kana" text NOT NULL,
	"firstname_kana" text NOT NULL,
	"postal_code" text NOT NULL,
	"prefecture_code" integer NOT NULL,
	"city" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"phone_number" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"provider_type" integer NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text DEFAULT '' NOT NULL,
	"redirect_uri" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"replaced_by_id" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_type" integer NOT NULL,
	"subject" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"provider_type" integer DEFAULT 1 NOT NULL,
	"account_id" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname_kana" text DEFAULT '' NOT NULL,
	"firstname_kana" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"notification_enabled" boolean DEFAULT true NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"verified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"video_id" text NOT NULL,
	"user_id" text,
	"comment" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"coordinator_id" text NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"limited" boolean DEFAULT false NOT NULL,
	"display_product" boolean DEFAULT false NOT NULL,
	"display_experience" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"coordinator_id" text,
	"producer_id" text,
	"place_name" text DEFAULT '' NOT NULL,
	"prefecture_code" integer DEFAULT 0 NOT NULL,
	"event_start_date" date,
	"event_end_date" date,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_posts_event_dates_check" CHECK ("volunteer_posts"."event_end_date" is null or "volunteer_posts"."event_start_date" is null or "volunteer_posts"."event_end_date" >= "volunteer_posts"."event_start_date")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_experience_type_id_experience_types_id_fk" FOREIGN KEY ("experience_type_id") REFERENCES "public"."experience_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_experiences" ADD CONSTRAINT "order_experiences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_experiences" ADD CONSTRAINT "order_experiences_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfillments" ADD CONSTRAINT "order_fulfillments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_fulfillment_id_order_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."order_fulfillments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_review_reactions" ADD CONSTRAINT "experience_review_reactions_review_id_experience_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."experience_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_review_reactions" ADD CONSTRAINT "experience_review_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_reviews" ADD CONSTRAINT "experience_reviews_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_reviews" ADD CONSTRAINT "experience_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_reactions" ADD CONSTRAINT "product_review_reactions_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_reactions" ADD CONSTRAINT "product_review_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippings" ADD CONSTRAINT "shippings_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_spot_type_id_spot_types_id_fk" FOREIGN KEY ("spot_type_id") REFERENCES "public"."spot_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comments" ADD CONSTRAINT "video_comments_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comments" ADD CONSTRAINT "video_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_posts" ADD CONSTRAINT "volunteer_posts_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_posts" ADD CONSTRAINT "volunteer_posts_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_product_id_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_id_uq" ON "carts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "carts_user_id_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_expires_at_idx" ON "carts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contacts_user_id_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coordinators_updated_at_idx" ON "coordinators" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "coordinators_created_at_idx" ON "coordinators" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "producers_coordinator_id_idx" ON "producers" USING btree ("coordinator_id");--> statement-breakpoint
CREATE INDEX "producers_updated_at_idx" ON "producers" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "experiences_coordinator_id_idx" ON "experiences" USING btree ("coordinator_id");--> statement-breakpoint
CREATE INDEX "experiences_producer_id_idx" ON "experiences" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "experiences_experience_type_id_idx" ON "experiences" USING btree ("experience_type_id");--> statement-breakpoint
CREATE INDEX "experiences_start_at_idx" ON "experiences" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "experiences_end_at_idx" ON "experiences" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "experiences_host_prefecture_code_idx" ON "experiences" USING btree ("host_prefecture_code");--> statement-breakpoint
CREATE INDEX "experiences_host_location_idx" ON "experiences" USING btree ("host_latitude","host_longitude");--> statement-breakpoint
CREATE INDEX "order_experiences_experience_id_idx" ON "order_experiences" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "order_fulfillments_order_id_idx" ON "order_fulfillments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_fulfillment_id_idx" ON "order_items" USING btree ("fulfillment_id");--> statement-breakpoint
CREATE INDEX "order_items_product_id_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_transaction_id_uq" ON "order_payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_session_id_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_coordinator_id_idx" ON "orders" USING btree ("coordinator_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_promotion_id_idx" ON "orders" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "orders_status_expires_at_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_id_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_category_name_uq" ON "product_types" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "product_types_category_id_idx" ON "product_types" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_coordinator_id_idx" ON "products" USING btree ("coordinator_id");--> statement-breakpoint
CREATE INDEX "products_producer_id_idx" ON "products" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_product_type_id_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "products_end_at_idx" ON "products" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "products_start_at_idx" ON "products" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_origin_prefecture_code_idx" ON "products" USING btree ("origin_prefecture_code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_uq" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotions_coordinator_id_idx" ON "promotions" USING btree ("coordinator_id");--> statement-breakpoint
CREATE INDEX "promotions_start_at_idx" ON "promotions" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "experience_review_reactions_user_id_idx" ON "experience_review_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "experience_reviews_experience_id_created_at_idx" ON "experience_reviews" USING btree ("experience_id","created_at");--> statement-breakpoint
CREATE INDEX "experience_reviews_user_id_idx" ON "experience_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_review_reactions_user_id_idx" ON "product_review_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_id_created_at_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_user_id_idx" ON "product_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_comments_schedule_id_created_at_idx" ON "live_comments" USING btree ("schedule_id","created_at");--> statement-breakpoint
CREATE INDEX "live_comments_user_id_idx" ON "live_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lives_schedule_id_idx" ON "lives" USING btree ("schedule_id","start_at");--> statement-breakpoint
CREATE INDEX "lives_producer_id_idx" ON "lives" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "schedules_coordinator_id_idx" ON "schedules" USING btree ("coordinator_id");--> statement-breakpoint
CREATE INDEX "schedules_start_at_idx" ON "schedules" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "schedules_end_at_idx" ON "schedules" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "shippings_coordinator_id_idx" ON "shippings" USING btree ("coordinator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shippings_coordinator_in_use_uq" ON "shippings" USING btree ("coordinator_id") WHERE "shippings"."in_use" and "shippings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "spots_spot_type_id_idx" ON "spots" USING btree ("spot_type_id");--> statement-breakpoint
CREATE INDEX "spots_user_idx" ON "spots" USING btree ("user_type","user_id");--> statement-breakpoint
CREATE INDEX "spots_location_idx" ON "spots" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "uploads_owner_user_id_idx" ON "uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "uploads_expires_at_idx" ON "uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_user_default_uq" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default" and "addresses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "oauth_states_session_id_idx" ON "oauth_states" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_states_state_uq" ON "oauth_states" USING btree ("state");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_at_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_at_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_uq" ON "user_identities" USING btree ("provider_type","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_id_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_member_email_uq" ON "users" USING btree ("email") WHERE "users"."type" = 1 and "users"."verified_at" is not null and "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_member_account_id_uq" ON "users" USING btree ("account_id") WHERE "users"."type" = 1 and "users"."verified_at" is not null and "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_guest_email_uq" ON "users" USING btree ("email") WHERE "users"."type" = 2 and "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "video_comments_video_id_created_at_idx" ON "video_comments" USING btree ("video_id","created_at");--> statement-breakpoint
CREATE INDEX "video_comments_user_id_idx" ON "video_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "videos_coordinator_id_idx" ON "videos" USING btree ("coordinator_id");--> statement-breakpoint
CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "volunteer_posts_published_at_idx" ON "volunteer_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "volunteer_posts_coordinator_id_idx" ON "volunteer_posts" USING btree ("coordinator_id");--> statement-breakpoint
CREATE INDEX "volunteer_posts_producer_id_idx" ON "volunteer_posts" USING btree ("producer_id");