ALTER TABLE "volunteer_posts" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "volunteer_posts" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "volunteer_posts" ADD COLUMN "how_to_apply" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "experience_reviews_experience_id_user_id_uq" ON "experience_reviews" USING btree ("experience_id","user_id") WHERE "experience_reviews"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_product_id_user_id_uq" ON "product_reviews" USING btree ("product_id","user_id") WHERE "product_reviews"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "volunteer_posts" ADD CONSTRAINT "volunteer_posts_location_check" CHECK (("volunteer_posts"."latitude" is null and "volunteer_posts"."longitude" is null) or ("volunteer_posts"."latitude" between -90 and 90 and "volunteer_posts"."longitude" between -180 and 180));