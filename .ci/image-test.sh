#!/usr/bin/env bash
# The container image test (issue 38, decision 046), run once per CI run by .ci/run under
# scripts/with-postgres.sh (it needs DATABASE_URL). On a fresh Debian machine it installs podman,
# runc, debootstrap and docker-compose, builds the Containerfile's base image from Debian's packages
# when missing (scripts/container-base.sh), builds the image with --pull=never, checks compose.yaml,
# then runs it for real (scripts/image-test.ts). Prints each phase's time and the image's size.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?run under scripts/with-postgres.sh}"
export DEBIAN_FRONTEND=noninteractive

need_apt=()
command -v podman >/dev/null 2>&1 || need_apt+=(podman)
[ -x /usr/sbin/runc ] || need_apt+=(runc)
command -v debootstrap >/dev/null 2>&1 || need_apt+=(debootstrap)
command -v docker-compose >/dev/null 2>&1 || need_apt+=(docker-compose)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "== apt-get install ${need_apt[*]}"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi
# Debian's podman as root here: runc, cgroupfs, no default rlimits (the file says why).
export CONTAINERS_CONF="$PWD/.ci/containers.conf"
image=localhost/nightlist:test
elapsed() { echo "$(($(date +%s) - $1)) s"; }
all=$(date +%s)

echo "== compose.yaml (docker-compose $(docker-compose version --short))"
compose_env=(POSTGRES_PASSWORD=check AUTH_SECRET=check-only-0123456789abcdefghijklmnopqrstuvwxyz)
env "${compose_env[@]}" docker-compose -f compose.yaml config --quiet
config=$(env "${compose_env[@]}" docker-compose -f compose.yaml config)
services=$(env "${compose_env[@]}" docker-compose -f compose.yaml config --services | sort | xargs)
[ "$services" = "app app-embedded postgres" ] || { echo "compose.yaml services: $services" >&2; exit 1; }
# The service's block in the normalized file: only app-embedded is under a profile.
block() { printf '%s\n' "$config" | awk -v name="  $1:" '$0 == name { f = 1; next } /^  [^ ]/ { f = 0 } f'; }
block app-embedded | grep -qx -- '    - embedded' || { echo "app-embedded is not under the embedded profile" >&2; exit 1; }
! block app | grep -q '^    profiles:' || { echo "app must start without a profile" >&2; exit 1; }
block app | grep -q 'DATABASE_URL: postgresql://' || { echo "app has no DATABASE_URL" >&2; exit 1; }
! block app-embedded | grep -q 'DATABASE_URL' || { echo "app-embedded must not have DATABASE_URL" >&2; exit 1; }
echo "valid; services: $services (app-embedded under the embedded profile)"

echo "== base image"
step=$(date +%s)
scripts/container-base.sh
echo "base image: $(elapsed "$step")"

echo "== podman build"
step=$(date +%s)
# npm in the build reaches the registry through this machine's TLS-inspecting proxy: its CA is a build
# secret, never a layer.
secret=()
[ -s "${NODE_EXTRA_CA_CERTS:-}" ] && secret=(--secret "id=ca,src=$NODE_EXTRA_CA_CERTS")
podman build --quiet --pull=never --network=host --format=docker "${secret[@]}" \
  -f Containerfile -t "$image" . >/dev/null
size=$(podman image inspect --format '{{ .Size }}' "$image" | awk '{ printf "%.0f MB", $1 / 1e6 }')
echo "build: $(elapsed "$step"), image $image: $size"

echo "== run"
step=$(date +%s)
IMAGE="$image" node_modules/.bin/node scripts/image-test.ts
echo "run: $(elapsed "$step"); image test in all: $(elapsed "$all")"
