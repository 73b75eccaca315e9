#!/usr/bin/env bash
# A throwaway PostgreSQL on 127.0.0.1:25432 for tests (below the ephemeral port range, so no
# client connection of the tests can be holding the port) (Debian's package; installed when missing).
set -euo pipefail
DIR=${PG_DIR:-/tmp/arcadia-ci-pg}
PORT=${PG_PORT:-25432}
bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

case "${1:-start}" in
  start)
    if [ -z "$(bin)" ]; then
      [ "$(id -u)" = 0 ] || { echo "PostgreSQL is missing; install it: apt-get install -y postgresql" >&2; exit 1; }
      DEBIAN_FRONTEND=noninteractive apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
    fi
    BIN=$(bin)
    if [ "$(id -u)" = 0 ]; then RUN=(su postgres -s /bin/bash -c); else RUN=(bash -c); fi
    # A server left by an interrupted earlier run would hold the port: stop it first.
    if [ -f "$DIR/data/postmaster.pid" ]; then "${RUN[@]}" "$BIN/pg_ctl -D $DIR/data -m immediate stop" >/dev/null 2>&1 || true; fi
    rm -rf "$DIR" && mkdir -p "$DIR" && chmod 700 "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    "${RUN[@]}" "$BIN/initdb -D $DIR/data -A trust -U postgres >/dev/null"
    "${RUN[@]}" "$BIN/pg_ctl -D $DIR/data -l $DIR/log -w -o '-k $DIR -c listen_addresses=127.0.0.1 -p $PORT -c fsync=off' start >/dev/null"
    echo "PostgreSQL for tests on 127.0.0.1:$PORT"
    ;;
  restart)
    # The fault run of bench/cluster.bench.ts: the server goes away and comes back on the same data.
    BIN=$(bin)
    if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$BIN/pg_ctl -D $DIR/data -m fast -w restart -l $DIR/log" >/dev/null
    else "$BIN/pg_ctl" -D "$DIR/data" -m fast -w restart -l "$DIR/log" >/dev/null; fi
    ;;
  stop)
    BIN=$(bin)
    if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$BIN/pg_ctl -D $DIR/data -m fast stop" >/dev/null 2>&1 || true
    else "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true; fi
    ;;
esac
