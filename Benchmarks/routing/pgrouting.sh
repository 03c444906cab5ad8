#!/usr/bin/env bash
# A throwaway PostgreSQL 15 + PostGIS + pgRouting cluster for peer_pgrouting.py (issue 4),
# on loopback only, without systemd or Docker. Modelled on the team's CI helper.
#   source <(Benchmarks/routing/pgrouting.sh start)   # exports PGHOST/PGPORT/PGUSER/PGPASSWORD/PGDATABASE
#   Benchmarks/routing/pgrouting.sh stop               # stops it (the data folder is kept)
#   Benchmarks/routing/pgrouting.sh purge              # stops it and deletes the data folder
# As root it installs the Debian packages when missing (postgresql-15, postgresql-15-postgis-3,
# postgresql-15-pgrouting) and runs the server as the 'postgres' user; as a normal user the
# packages must already be there. Exits non-zero (with a message on stderr) when it can't.
set -euo pipefail
PGVER=${PGVER:-15}
BIN=/usr/lib/postgresql/$PGVER/bin
BASE=${ROUTE_PG_DIR:-/tmp/routebench-pg}
PORT=${ROUTE_PG_PORT:-54331}
DB=routebench
USER_=routebench
PASS=routebench
EXT=/usr/share/postgresql/$PGVER/extension

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

ensure_packages() {
  if [ -x "$BIN/initdb" ] && [ -e "$EXT/postgis.control" ] && [ -e "$EXT/pgrouting.control" ]; then return; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y \
      "postgresql-$PGVER" "postgresql-$PGVER-postgis-3" "postgresql-$PGVER-pgrouting" >&2
  else
    echo "need postgresql-$PGVER, postgresql-$PGVER-postgis-3 and postgresql-$PGVER-pgrouting (apt-get as root)" >&2
    exit 1
  fi
}

case "${1:-start}" in
start)
  ensure_packages
  mkdir -p "$BASE"
  if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$BASE"; fi
  if [ ! -s "$BASE/data/PG_VERSION" ]; then
    pwfile=$(mktemp); echo "$PASS" > "$pwfile"; chmod 644 "$pwfile"
    as_pg "$BIN/initdb" -D "$BASE/data" -U "$USER_" --pwfile="$pwfile" \
      --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >&2
    rm -f "$pwfile"
  fi
  if ! as_pg "$BIN/pg_ctl" -D "$BASE/data" status >/dev/null 2>&1; then
    # Throwaway settings: no durability; enough work_mem that pgRouting's edge reads stay in memory.
    as_pg "$BIN/pg_ctl" -D "$BASE/data" -l "$BASE/server.log" -w -t 60 \
      -o "-p $PORT -k $BASE -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off \
          -c full_page_writes=off -c shared_buffers=256MB -c work_mem=64MB -c jit=off" start >&2
  fi
  as_pg "$BIN/psql" -h "$BASE" -p "$PORT" -U "$USER_" -d postgres -v ON_ERROR_STOP=1 -qtA \
    -c "SELECT 1 FROM pg_database WHERE datname='$DB'" | grep -q 1 || \
    as_pg "$BIN/createdb" -h "$BASE" -p "$PORT" -U "$USER_" "$DB" >&2
  as_pg "$BIN/psql" -h "$BASE" -p "$PORT" -U "$USER_" -d "$DB" -v ON_ERROR_STOP=1 -qtA \
    -c "CREATE EXTENSION IF NOT EXISTS postgis" -c "CREATE EXTENSION IF NOT EXISTS pgrouting" >&2
  echo "export PGHOST=127.0.0.1 PGPORT=$PORT PGUSER=$USER_ PGPASSWORD=$PASS PGDATABASE=$DB"
  ;;
stop)
  if [ -s "$BASE/data/PG_VERSION" ]; then as_pg "$BIN/pg_ctl" -D "$BASE/data" -m fast -w stop >&2 || true; fi
  ;;
purge)
  "$0" stop
  rm -rf "$BASE"
  ;;
*) echo "usage: $0 start|stop|purge" >&2; exit 2 ;;
esac
