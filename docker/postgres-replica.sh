#!/bin/sh
# A streaming standby of postgres-primary: on its first start, a base backup with its
# standby.signal and primary_conninfo (-R); then PostgreSQL in hot standby.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_basebackup -h "$PRIMARY_HOST" -U "$REPLICATION_USER" -D "$PGDATA" -R -X stream -c fast; do
    echo "waiting for $PRIMARY_HOST"
    rm -rf "${PGDATA:?}"/*
    sleep 2
  done
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on -c hot_standby_feedback=on
