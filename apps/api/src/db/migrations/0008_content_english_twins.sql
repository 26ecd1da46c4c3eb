ALTER TABLE "coordinators" ADD COLUMN "marche_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coordinators" ADD COLUMN "profile_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "username_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "profile_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;