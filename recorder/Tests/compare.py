#!/usr/bin/env python3
"""Compares a recorded session with the session written by hand for the same scenario.

compare.py RECORDED HANDWRITTEN   (ADSIGHT: the adsight binary)

Both must be valid with model-consistency passing, and adsight must judge them alike: the
same status for every rule with the same evidence (t, line, message, ad), the same warnings
(line and message; the column depends on how a line is spaced) and the same exposure when
adsight reports it. The events must be the same too, as JSON values (a hand-written session
leaves out `"thread": "main"`, the format's default); of the header, everything but
`recordedAt` and `device.model` (the machine the test runs on). On a difference, prints it
and the two event lists side by side; exits 1.
"""
import json, os, re, subprocess, sys


def verdict(path):
    out = subprocess.run([os.environ.get("ADSIGHT", "adsight"), "check", path, "--format", "json",
                          "--fail-on", "never"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{path}: adsight check exited {out.returncode}: {out.stderr.strip()}")
    (session,) = json.loads(out.stdout)["sessions"]
    return session


def judged(session):
    """What the verdict says, without what depends on the file rather than the scenario."""
    return {
        "valid": session["valid"],
        "errors": session["errors"],
        "warnings": [(w["line"], re.sub(r"column \d+", "column N", w["message"])) for w in session.get("warnings", [])],
        "results": [(r["rule"], r["severity"], r["status"],
                     [(e.get("t"), e.get("line"), e.get("message"), e.get("ad")) for e in r["evidence"]])
                    for r in session["results"]],
        "exposure": session.get("exposure"),
    }


def events(path):
    """The header (without what depends on the machine and the hour) and the events, with
    main-thread markers dropped, as canonical JSON."""
    lines = [l for l in open(path, encoding="utf-8").read().splitlines() if l.strip()]
    header = json.loads(lines[0])
    header.pop("recordedAt", None)
    header.get("device", {}).pop("model", None)
    rows = [json.dumps(header, sort_keys=True)]
    for line in lines[1:]:
        e = json.loads(line)
        if e.get("thread") == "main":
            del e["thread"]
        e["t"] = float(e["t"])
        rows.append(json.dumps(e, sort_keys=True))
    return rows


def main():
    recorded, handwritten = sys.argv[1], sys.argv[2]
    a, b = verdict(recorded), verdict(handwritten)
    problems = []
    for name, s in (("recorded", a), ("handwritten", b)):
        if not s["valid"]:
            problems.append(f"the {name} session is invalid: {s['errors']}")
        mc = [r for r in s["results"] if r["rule"] == "model-consistency"]
        if not mc or mc[0]["status"] != "pass":
            problems.append(f"model-consistency is not clean on the {name} session: {mc}")
    ja, jb = judged(a), judged(b)
    for key in ja:
        if ja[key] != jb[key]:
            problems.append(f"{key} differ:\n  recorded:    {ja[key]}\n  handwritten: {jb[key]}")
    ea, eb = events(recorded), events(handwritten)
    if ea != eb:
        problems.append("the lines differ:")
        for i in range(max(len(ea), len(eb))):
            x, y = (ea[i] if i < len(ea) else "-"), (eb[i] if i < len(eb) else "-")
            problems.append(f"  line {i + 1}: {x}" if x == y else f"! line {i + 1}: {x}\n!     by hand: {y}")
    if problems:
        print(f"{recorded} vs {handwritten}:")
        print("\n".join(problems))
        sys.exit(1)
    failed = [r[0] for r in ja["results"] if r[2] == "fail"]
    print(f"ok {os.path.basename(recorded)}: judged as {os.path.basename(handwritten)} "
          f"({len(ja['results'])} rules, failing: {', '.join(failed) or 'none'})")


if __name__ == "__main__":
    main()
