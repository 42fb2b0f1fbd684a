#!/usr/bin/env bash
# The action's first step: puts an adsight binary in place and prints its path to
# $GITHUB_OUTPUT. On Linux x64 it downloads the release archive (checked against its
# SHA-256 sum); elsewhere, or with build-from-source, it builds the action's own source.
set -euo pipefail
repo=${ACTION_REPO:-$GITHUB_REPOSITORY}
dest=$RUNNER_TEMP/adsight-bin
# The release binary needs glibc 2.36 or later (Debian 12, Ubuntu 24.04); older ones build.
glibc_ok() {
  local have
  have=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')
  [[ -n $have && $(printf '%s\n' 2.36 "$have" | sort -V | head -1) == 2.36 ]]
}
if [[ ${ADSIGHT_FROM_SOURCE:-false} != true && $(uname -s) == Linux && $(uname -m) == x86_64 ]] && glibc_ok; then
  version=${ADSIGHT_VERSION:-}
  # The action used by a release tag (owner/adsight@v0.1.0) takes that release.
  if [[ -z $version && ${ACTION_REF:-} =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]]; then version=${ACTION_REF#v}; fi
  mkdir -p "$dest"
  cd "$dest"
  tag=()
  [[ -n $version ]] && tag=("v$version")   # none: the latest release
  gh release download "${tag[@]}" --repo "$repo" --clobber \
    --pattern 'adsight-*-linux-x86_64.tar.gz' --pattern 'adsight-*-linux-x86_64.tar.gz.sha256'
  sha256sum -c adsight-*-linux-x86_64.tar.gz.sha256
  tar -xzf adsight-*-linux-x86_64.tar.gz --strip-components=1
  bin=$dest/adsight
else
  case $(uname -s) in
    Linux)
      if ! { command -v pkg-config >/dev/null && pkg-config --exists libcmark; }; then
        sudo=""; [[ $(id -u) -ne 0 ]] && sudo=sudo
        $sudo apt-get update -qq
        $sudo apt-get install -y -qq --no-install-recommends libcmark-dev pkg-config >/dev/null
      fi ;;
    Darwin) brew list cmark >/dev/null 2>&1 || brew install cmark ;;
  esac
  swift build -c release --product adsight --package-path "$ACTION_PATH"
  bin=$(swift build -c release --product adsight --package-path "$ACTION_PATH" --show-bin-path)/adsight
fi
echo "adsight $("$bin" --version) at $bin"
echo "path=$bin" >>"$GITHUB_OUTPUT"
