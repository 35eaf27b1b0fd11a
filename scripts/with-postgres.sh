#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL cluster on 127.0.0.1.
# Uses Debian's postgresql package (apt-get install -y postgresql); the cluster lives in a
# temporary folder and is removed afterwards.  Usage: scripts/with-postgres.sh npm test
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ]; then
  echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/nightlist-pg.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
run_as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" = "0" ] && chown postgres:postgres "$dir"

cleanup() {
  run_as_postgres "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

run_as_postgres "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
run_as_postgres "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-h 127.0.0.1 -p $port -k $dir -c max_connections=300 -c fsync=off" start >/dev/null
run_as_postgres "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres nightlist

export DATABASE_URL="postgresql://postgres@127.0.0.1:$port/nightlist"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') at $DATABASE_URL"
"$@"
