#!/bin/sh
# Run once by the official image on the primary's first start (docker-entrypoint-initdb.d): the
# account the standbys stream with, allowed to replicate from the compose network.
set -e
psql -v ON_ERROR_STOP=1 -v password="$REPLICATION_PASSWORD" --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
create role replicator with replication login password :'password';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
