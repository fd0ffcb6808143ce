CREATE TABLE "signal_imports" (
	"file_sha256" text PRIMARY KEY NOT NULL,
	"lines_done" integer NOT NULL,
	"imported" integer NOT NULL,
	"rejected" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
