#!/usr/bin/env bash
# Makes a container base image from Debian's own packages, for building the skyref image where no
# container registry is reached (docs/operations.md, Run in containers):
#   scripts/debian-base-image.sh NAME      then  podman build --build-arg BUILD_BASE=NAME --build-arg RUN_BASE=NAME …
# A plain Debian bookworm (minbase) with ca-certificates, nodejs and npm. Certificate authorities the
# building machine adds of its own (/usr/local/share/ca-certificates, as a site whose proxy inspects
# TLS needs) are trusted inside too, by the system, npm and Node, so that `npm ci` in the build reaches
# the registry as the machine does. Needs mmdebstrap and podman, and root.
set -euo pipefail
name=${1:?usage: debian-base-image.sh IMAGE_NAME}
hooks=()
shopt -s nullglob
site_cas=(/usr/local/share/ca-certificates/*.crt)
if ((${#site_cas[@]} > 0)); then
  hooks+=(--customize-hook="copy-in ${site_cas[*]} /usr/local/share/ca-certificates/")
  hooks+=(--customize-hook='chroot "$1" update-ca-certificates')
fi
hooks+=(--customize-hook='printf "cafile=/etc/ssl/certs/ca-certificates.crt\n" > "$1/etc/npmrc"')
mmdebstrap --quiet --variant=minbase --include=ca-certificates,nodejs,npm "${hooks[@]}" bookworm - \
  | podman import --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$name" >/dev/null
echo "$name"
