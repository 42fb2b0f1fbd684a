#!/usr/bin/env bash
# Builds the recorder against the stand-in UIKit and iAd with GNUstep's Foundation, runs
# the seeds' scenarios through it, and checks with adsight what it wrote:
#   recorder/Tests/run.sh [ADSIGHT_BINARY]   (default: .build/debug/adsight, built if missing)
# Needs gcc, gobjc and libgnustep-base-dev (.tools/install-deps --test installs them).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
adsight="${1:-$root/.build/debug/adsight}"
if [[ ! -x "$adsight" ]]; then (cd "$root" && swift build --product adsight >&2); fi
export ADSIGHT="$adsight"
command -v gnustep-config >/dev/null || { echo "recorder tests: gnustep-config missing (run .tools/install-deps --test)" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
driver="$work/recorder-driver"
"$here/build.sh" "$driver"
fixtures="$here/Fixtures"
fail() { echo "FAIL: $*" >&2; exit 1; }
run() { "$driver" "$@" --fixtures "$fixtures"; }  # prints the session file's path

# 1. Each scenario recorded is judged as the same scenario written by hand.
declare -A hand=([table]=table-app-iphone [game]=adgame-ipad [magazine]=admagazine-ipad [edge]=edge)
for s in table game magazine edge; do
  docs="$work/$s/Documents/adsight"
  file="$(run "$s" --out "$docs" --transcript "$work/$s.with")"
  [[ "$(dirname "$file")" == "$docs" ]] || fail "$s: file $file is not in $docs"
  python3 "$here/compare.py" "$file" "$fixtures/handwritten/${hand[$s]}.jsonl"
  # 2. The app's delegates get the same callbacks and iAd the same answers without it.
  run "$s" --no-recorder --out "$work/$s/none" --transcript "$work/$s.without" >/dev/null
  [[ ! -e "$work/$s/none" ]] || fail "$s: --no-recorder wrote files"
  [[ -s "$work/$s.with" ]] || fail "$s: empty transcript"
  diff -u "$work/$s.without" "$work/$s.with" || fail "$s: the recorder changed what the delegate or iAd saw"
  echo "ok $s: delegate transcript identical with and without the recorder ($(wc -l <"$work/$s.with") lines)"
done

# The comparison can fail: a hand-written session missing the app's pause is judged otherwise.
grep -v '"app.pause"' "$fixtures/handwritten/table-app-iphone.jsonl" >"$work/no-pause.jsonl"
if python3 "$here/compare.py" "$work/table/Documents/adsight/table-app-iphone.jsonl" "$work/no-pause.jsonl" >/dev/null; then
  fail "compare.py found no difference with a session that never pauses"
fi
echo "ok the verdict comparison tells a session without the pause apart"

# 3. A crash (abort) or a kill -9 mid-session leaves a valid session of every line before it.
full="$work/table/Documents/adsight/table-app-iphone.jsonl"
prefix_check() {  # FILE LAST_T: the file is the full recording's lines up to t = LAST_T
  python3 - "$1" "$full" "$2" <<'PY'
import json, sys
cut, full, last = open(sys.argv[1]).read(), open(sys.argv[2]).read().splitlines(True), float(sys.argv[3])
assert cut.endswith("\n"), "the cut file ends inside a line"
lines = cut.splitlines(True)
strip = lambda h: {k: v for k, v in json.loads(h).items() if k != "recordedAt"}
assert strip(lines[0]) == strip(full[0]), "headers differ"
want = [l for l in full[1:] if json.loads(l)["t"] <= last]
assert lines[1:] == want, f"cut file has {len(lines) - 1} events, the full one {len(want)} up to t={last}"
print(f"{len(lines) - 1} events kept")
PY
}
crashdir="$work/crash"
status=0
{ "$driver" table --fixtures "$fixtures" --out "$crashdir" --crash-after 5 >/dev/null 2>&1 || status=$?; } 2>/dev/null
[[ $status -ge 128 ]] || fail "the crashing run exited $status, not by a signal"
kept="$(prefix_check "$crashdir/table-app-iphone.jsonl" 20)"  # step 5: the rotation at t = 20
"$adsight" check "$crashdir/table-app-iphone.jsonl" --fail-on never >/dev/null || fail "crashed session not valid"
python3 "$here/compare.py" "$crashdir/table-app-iphone.jsonl" "$crashdir/table-app-iphone.jsonl" >/dev/null
echo "ok abort() after step 5: valid, model-consistency clean, $kept"

killdir="$work/kill"
fifo="$work/driver.out"
mkfifo "$fifo"
"$driver" table --fixtures "$fixtures" --out "$killdir" --hang-after 9 >"$fifo" 2>/dev/null &
pid=$!
exec 3<"$fifo"
read -r _path <&3
read -r hanging <&3
[[ "$hanging" == "hanging after step 9" ]] || fail "driver said: $hanging"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
exec 3<&-
kept="$(prefix_check "$killdir/table-app-iphone.jsonl" 34)"  # step 9: back at t = 34
python3 "$here/compare.py" "$killdir/table-app-iphone.jsonl" "$killdir/table-app-iphone.jsonl" >/dev/null
echo "ok kill -9 after step 9: valid, model-consistency clean, $kept"

# 4. A second session never overwrites the first.
before="$(cksum <"$full")"
second="$(run table --out "$work/table/Documents/adsight")"
[[ "$second" == */table-app-iphone-2.jsonl && "$(cksum <"$full")" == "$before" ]] || fail "second session: $second"
echo "ok a second session with the same id goes to $(basename "$second")"

# 5. The real monotonic clock: t starts at 0 and follows the driver's 0.25 s sleeps.
file="$(run real-clock --real-clock --out "$work/real")"
python3 - "$file" <<'PY'
import json, sys
ev = [json.loads(l) for l in open(sys.argv[1]).read().splitlines()[1:]]
t = {e["event"]: e["t"] for e in ev}
assert all(a["t"] <= b["t"] for a, b in zip(ev, ev[1:])), "t decreases"
assert 0 <= t["initWithFrame:"] < 0.05, t
assert 0.24 <= t["app.pause"] - t["initWithFrame:"] < 0.6, t
assert 0.24 <= t["app.resume"] - t["app.pause"] < 0.6, t
print(f"ok real clock: t = {[e['t'] for e in ev]}")
PY
"$adsight" check "$file" >/dev/null || fail "real-clock session not clean"
echo "recorder tests passed"
