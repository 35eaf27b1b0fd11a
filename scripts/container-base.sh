#!/usr/bin/env bash
# Builds the Containerfile's base image here, from Debian's packages, for machines that reach no
# image registry (CI, the image test): a minimal Debian (debootstrap) with the project's own Node 24
# binary (node_modules/node, from the npm registry) and npm, a `node` user (uid 1000), imported under
# the exact name the Containerfile's FROM uses. Elsewhere `podman build` pulls the official image.
# Built only when the image is missing or its recipe changed: the label nightlist.base-recipe holds
# the hash of this script, the Debian suite and the Node and npm versions.
# Usage (as root, podman set up as in .ci/image-test.sh): scripts/container-base.sh
set -euo pipefail
cd "$(dirname "$0")/.."

image=docker.io/library/node:24-bookworm-slim
suite=bookworm
node_bin=node_modules/node/bin/node
npm_cli=$(readlink -f "$(command -v npm)")
npm_dir=$(dirname "$(dirname "$npm_cli")")
mirror=${DEBIAN_MIRROR:-$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)}
mirror=${mirror:-http://deb.debian.org/debian}

[ -x "$node_bin" ] || { echo "No $node_bin: run npm install first" >&2; exit 1; }
node_version=$("$node_bin" --version)
npm_version=$("$node_bin" "$npm_dir/bin/npm-cli.js" --version)
case "$node_version" in v24.*) ;; *) echo "$node_bin is $node_version, not Node 24" >&2; exit 1 ;; esac
recipe=$( { cat "$0"; echo "$suite $node_version $npm_version"; } | sha256sum | cut -c1-16)

if [ "$(podman image inspect --format '{{ index .Labels "nightlist.base-recipe" }}' "$image" 2>/dev/null)" = "$recipe" ]; then
  echo "Base image $image is up to date (recipe $recipe)"
  exit 0
fi

echo "Building the base image $image from Debian $suite ($mirror), Node $node_version, npm $npm_version"
work=$(mktemp -d /tmp/nightlist-base.XXXXXX)
trap 'rm -rf "$work"' EXIT
root="$work/root"
debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -n 20 "$work/debootstrap.log" >&2; exit 1; }

# What the official slim image leaves out too: package lists and caches, documentation, translations.
rm -rf "$root"/var/cache/apt/* "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* \
  "$root"/usr/share/man/* "$root"/usr/share/locale/* "$root"/var/log/*.log
echo "deb $mirror $suite main" >"$root/etc/apt/sources.list"

install -D -m 0755 "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

tar -C "$root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change 'CMD ["node"]' \
  --change "LABEL nightlist.base-recipe=$recipe" \
  --quiet - "$image" >/dev/null
echo "Built $image ($(podman image inspect --format '{{ .Size }}' "$image" | awk '{ printf "%.0f MB", $1 / 1e6 }'))"
