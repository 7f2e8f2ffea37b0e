CREATE TABLE "exchange_rate_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rate_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"base" text NOT NULL,
	"rates" jsonb NOT NULL,
	"provider_updated_at" timestamp with time zone,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exchange_rate_snapshots_fetched_at_idx" ON "exchange_rate_snapshots" USING btree ("fetched_at");