CREATE TABLE "token_usage_by_chat_type" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"chat_type" text NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "token_usage_by_chat_type_user_id_period_chat_type_pk" PRIMARY KEY("user_id","period","chat_type")
);
--> statement-breakpoint
CREATE TABLE "writing_styles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"toggles" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_usage_by_chat_type" ADD CONSTRAINT "token_usage_by_chat_type_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_styles" ADD CONSTRAINT "writing_styles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;