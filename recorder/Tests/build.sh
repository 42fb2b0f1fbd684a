#!/usr/bin/env bash
# Builds the recorder and its test driver against the stand-in UIKit and iAd with
# GNUstep's Foundation: recorder/Tests/build.sh OUT_BINARY
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$1"
objdir="$(mktemp -d)"
trap 'rm -rf "$objdir"' EXIT
# gnu99 and no ARC: the dialect of iOS 4 era Xcode (GCC's Objective-C has no ARC).
flags=($(gnustep-config --objc-flags) -std=gnu99 -Wall -Wextra -Werror -Wno-unused-parameter
       -Wno-expansion-to-defined -Wno-cast-function-type -I"$here/StandIns" -I"$here/../Sources" -I"$here/Apps" -I"$here/Driver")
sources=("$here"/../Sources/*.m "$here"/StandIns/*/*.m "$here"/Apps/*.m "$here"/Driver/*.m)
objects=()
for src in "${sources[@]}"; do
  obj="$objdir/$(basename "$(dirname "$src")")-$(basename "${src%.m}").o"
  gcc "${flags[@]}" -MF /dev/null -c "$src" -o "$obj"
  objects+=("$obj")
done
gcc -o "$out" "${objects[@]}" $(gnustep-config --base-libs)
