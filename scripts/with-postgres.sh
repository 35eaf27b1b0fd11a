#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL cluster on 127.0.0.1.
# Uses Debian's postgresql package (apt-get install -y postgresql); the cluster lives in a
# temporary folder and is removed afterwards.  Usage: scripts/with-postgres.sh npm test
#
# --replica: also a streaming replica of it (pg_basebackup -R, hot standby) on another port, in
# DATABASE_REPLICA_URL (decision 048). The test apps and the browser journeys do not read that
# variable; the replica's own tests (src/server/db/replica*.test.ts) and the bench do.
#   scripts/with-postgres.sh --replica npx vitest run --project server src/server/db/replica
set -euo pipefail

replica=0
if [ "${1:-}" = "--replica" ]; then
  replica=1
  shift
fi

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ]; then
  echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/nightlist-pg.XXXXXX)
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}
port=$(free_port)
run_as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" = "0" ] && chown postgres:postgres "$dir"

cleanup() {
  run_as_postgres "$bindir/pg_ctl" -D "$dir/replica" -m immediate stop >/dev/null 2>&1 || true
  run_as_postgres "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

run_as_postgres "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
if [ "$replica" = 1 ]; then
  # initdb's pg_hba already trusts replication from 127.0.0.1; said again so it does not depend on it.
  echo "host replication postgres 127.0.0.1/32 trust" >>"$dir/data/pg_hba.conf"
  # The standby may be named a synchronous one, but no commit waits for it unless its session asks
  # (SET synchronous_commit = remote_apply): the replica's tests wait for replay that way, on the
  # replay itself rather than on a clock, while every other test commits as before.
  {
    echo "synchronous_standby_names = '*'"
    echo "synchronous_commit = local"
  } >>"$dir/data/postgresql.conf"
fi
run_as_postgres "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-h 127.0.0.1 -p $port -k $dir -c max_connections=300 -c fsync=off -c wal_level=replica -c max_wal_senders=4" \
  start >/dev/null
run_as_postgres "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres nightlist

export DATABASE_URL="postgresql://postgres@127.0.0.1:$port/nightlist"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') at $DATABASE_URL"

if [ "$replica" = 1 ]; then
  replica_port=$(free_port)
  # -R writes primary_conninfo and standby.signal: the copy starts as a hot standby that streams.
  run_as_postgres "$bindir/pg_basebackup" -h 127.0.0.1 -p "$port" -U postgres -D "$dir/replica" -R -X stream -c fast
  run_as_postgres "$bindir/pg_ctl" -D "$dir/replica" -l "$dir/replica.log" -w \
    -o "-h 127.0.0.1 -p $replica_port -k $dir -c max_connections=300 -c fsync=off -c hot_standby=on" \
    start >/dev/null
  export DATABASE_REPLICA_URL="postgresql://postgres@127.0.0.1:$replica_port/nightlist"
  echo "Streaming replica at $DATABASE_REPLICA_URL"
fi
"$@"
