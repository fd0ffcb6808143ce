#!/usr/bin/env bash
# Backs up the PostgreSQL database that DATABASE_URL names into one file, while Argus keeps running:
#   DATABASE_URL=postgres://… scripts/backup-database.sh argus-2026-11-26.dump
# pg_dump reads one consistent snapshot; the custom format is compressed and lets pg_restore pick and reorder.
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
file="${1:?usage: scripts/backup-database.sh <file.dump>}"
pg_dump --format=custom --no-owner --no-privileges --file="$file" "$DATABASE_URL"
echo "Backed up to $file ($(du -h "$file" | cut -f1))"
