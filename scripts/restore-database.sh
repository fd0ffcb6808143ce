#!/usr/bin/env bash
# Restores a backup of scripts/backup-database.sh into the database that DATABASE_URL names (an empty one, or one
# whose Argus tables it replaces). Stop every Argus instance first; start them again afterwards: a backup of an
# older build is brought up to date by the migrations the next start runs.
#   DATABASE_URL=postgres://… scripts/restore-database.sh argus-2026-11-26.dump
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to the database to restore into}"
file="${1:?usage: scripts/restore-database.sh <file.dump>}"
# One transaction: a restore that fails half-way leaves the database as it was.
pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" "$file"
echo "Restored $file"
