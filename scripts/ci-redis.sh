#!/usr/bin/env bash
# A throwaway Redis on 127.0.0.1:26379 (below the ephemeral port range) for the multi-instance tests (Debian's package; installed when missing).
set -euo pipefail
PORT=26379
case "${1:-start}" in
  start)
    if ! command -v redis-server >/dev/null; then
      [ "$(id -u)" = 0 ] || { echo "Redis is missing; install it: apt-get install -y redis-server" >&2; exit 1; }
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null
    fi
    redis-cli -p "$PORT" shutdown nosave >/dev/null 2>&1 || true
    redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes >/dev/null
    for _ in $(seq 1 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
    echo "Redis for tests on 127.0.0.1:$PORT"
    ;;
  stop) redis-cli -p "$PORT" shutdown nosave >/dev/null 2>&1 || true ;;
esac
