CREATE TABLE "api_rate_counters" (
	"window_start" timestamp with time zone NOT NULL,
	"bucket" text NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "api_rate_counters_window_start_bucket_pk" PRIMARY KEY("window_start","bucket")
);
