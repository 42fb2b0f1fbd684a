#!/usr/bin/env bash
# The action's second step: `adsight build` with the action's inputs, then the job summary
# (`check --format markdown`) and the annotations (`check --format github`) of the same
# inputs. Sets the outputs exit-code, new-failures and site-path; never fails itself (the
# action's last step does, after the site is uploaded).
set -uo pipefail
read -r -d '' -a items <<<"${IN_INPUTS:-}" || true
common=()
[[ -n ${IN_FAIL_ON:-} ]] && common+=(--fail-on "$IN_FAIL_ON")
[[ -n ${IN_NOTES:-} ]] && common+=(--notes "$IN_NOTES")
[[ -n ${IN_CONFIG:-} ]] && common+=(--config "$IN_CONFIG")
[[ -n ${IN_BASELINE:-} ]] && common+=(--baseline "$IN_BASELINE")
[[ ${IN_FAIL_ON_NEW:-false} == true ]] && common+=(--fail-on-new)
build=(--out "$IN_OUT")
[[ -n ${IN_TEMPLATES:-} ]] && build+=(--templates "$IN_TEMPLATES")
[[ -n ${IN_HISTORY:-} && -f $IN_HISTORY ]] && build+=(--history "$IN_HISTORY")
label=${IN_RUN_LABEL:-}
[[ -z $label && -n ${RUN_NUMBER:-} ]] && label="#$RUN_NUMBER"
[[ -n $label ]] && build+=(--run-label "$label")
[[ -n ${RUN_URL:-} ]] && build+=(--run-url "$RUN_URL")

"$ADSIGHT" build "${items[@]}" "${build[@]}" "${common[@]}"
code=$?
echo "exit-code=$code" >>"$GITHUB_OUTPUT"
[[ -f $IN_OUT/index.html ]] && echo "site-path=$IN_OUT" >>"$GITHUB_OUTPUT"
if [[ -f $IN_OUT/summary.json && -n ${IN_BASELINE:-} ]]; then
  new=$(jq -r '.comparison.newFailures // empty' "$IN_OUT/summary.json" 2>/dev/null || true)
  echo "new-failures=$new" >>"$GITHUB_OUTPUT"
fi
# Usage errors (2 with no site) leave nothing to summarise.
if [[ -f $IN_OUT/summary.json ]]; then
  summary=()
  [[ -n ${IN_SITE_URL:-} ]] && summary+=(--site-url "$IN_SITE_URL")
  "$ADSIGHT" check --format markdown "${items[@]}" "${common[@]}" "${summary[@]}" >>"$GITHUB_STEP_SUMMARY" || true
  "$ADSIGHT" check --format github "${items[@]}" "${common[@]}" || true
fi
exit 0
