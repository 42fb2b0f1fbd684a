#!/usr/bin/env python3
"""Real consumers of a built site's machine-readable files.

usage: check_consumers.py SITE_DIR SCHEMA [EXPECTED_STRINGS_JSON]
- summary.json: parsed by python's json (strict: no NaN/Infinity), validated against the
  JSON Schema, each valid session lists every rule once;
- junit.xml: parsed by junitparser: one suite per session, one case per rule of a valid
  session, a failure per rule failed at or above --fail-on (ADSIGHT_FAIL_ON, default error)
  and not suppressed; any other failed rule a passing case with <system-out>; counts agree
  with summary.json; a last suite named "adsight run", if any, holds an erroring case per
  problem that makes the run exit 2 besides an invalid session (printed as "N run errors");
- EXPECTED_STRINGS_JSON (optional): a JSON list of strings that must appear verbatim as
  session ids in summary.json (hostile ids survive exactly).
Prints problems and exits 1 if any.
"""
import json, os, sys

RANK = {"info": 0, "warning": 1, "error": 2}

def counts(result, fail_on):
    """Whether a result makes the exit status 1 (cli.md): failed, severe enough, not suppressed."""
    return (result["status"] == "fail" and fail_on in RANK and RANK[result["severity"]] >= RANK[fail_on]
            and "suppressed" not in result)

def reject_constant(name):
    raise ValueError("non-standard JSON constant " + name)

def main():
    site, schema_path = sys.argv[1], sys.argv[2]
    problems = []
    with open(site + "/summary.json", "rb") as f:
        summary = json.loads(f.read().decode("utf-8"), parse_constant=reject_constant)
    import jsonschema
    with open(schema_path) as f:
        schema = json.load(f)
    validator = jsonschema.Draft202012Validator(schema)
    for e in validator.iter_errors(summary):
        problems.append("summary.json: %s at %s" % (e.message, "/".join(map(str, e.absolute_path))))
    catalogue = None
    for s in summary["sessions"]:
        if not s["valid"]:
            continue
        rules = [r["rule"] for r in s["results"]]
        if len(rules) != len(set(rules)):
            problems.append("summary.json: %r lists a rule twice" % s["id"])
        if catalogue is None:
            catalogue = sorted(rules)
        elif sorted(rules) != catalogue:
            problems.append("summary.json: %r does not list every rule of the catalogue" % s["id"])

    from junitparser import JUnitXml, TestSuite, Failure, Error
    xml = JUnitXml.fromfile(site + "/junit.xml")
    suites = [xml] if isinstance(xml, TestSuite) else list(xml)
    run_errors = 0
    if suites and suites[-1].name == "adsight run":
        run = suites.pop()
        for c in run:
            if not any(isinstance(r, Error) for r in c.result):
                problems.append("junit.xml: run case %r has no <error>" % c.name)
            run_errors += 1
        if run.errors != run_errors or xml.errors != run_errors + sum(1 for s in summary["sessions"] if not s["valid"]):
            problems.append("junit.xml: run suite counts %s errors, root %s, for %d cases" % (run.errors, xml.errors, run_errors))
    if len(suites) != len(summary["sessions"]):
        problems.append("junit.xml: %d suites for %d sessions" % (len(suites), len(summary["sessions"])))
    for suite, s in zip(suites, summary["sessions"]):
        cases = list(suite)
        if s["valid"]:
            fail_on = os.environ.get("ADSIGHT_FAIL_ON", "error")
            failed = sum(1 for r in s["results"] if counts(r, fail_on))
            quiet = sum(1 for r in s["results"] if r["status"] == "fail" and not counts(r, fail_on))
            got = sum(1 for c in cases for r in c.result if isinstance(r, Failure))
            shown = sum(1 for c in cases if not any(isinstance(r, Failure) for r in c.result) and c.system_out)
            if shown != quiet:
                problems.append("junit.xml: suite %r shows %d passing failures in <system-out>, summary.json %d" % (suite.name, shown, quiet))
            if len(cases) != len(s["results"]):
                problems.append("junit.xml: suite %r has %d cases for %d rules" % (suite.name, len(cases), len(s["results"])))
            if got != failed or suite.failures != failed:
                problems.append("junit.xml: suite %r has %d failures (attribute %s), summary.json %d" % (suite.name, got, suite.failures, failed))
        else:
            errors = sum(1 for c in cases for r in c.result if isinstance(r, Error))
            if errors < 1:
                problems.append("junit.xml: invalid session %r has no <error>" % s["id"])
    if len(sys.argv) > 3:
        with open(sys.argv[3]) as f:
            expected = json.load(f)
        ids = {s["id"] for s in summary["sessions"]}
        for want in expected:
            if want not in ids:
                problems.append("summary.json: id %r not found verbatim" % want)
    for p in problems:
        print(p)
    print("checked %d sessions, %d junit suites, %d run errors" % (len(summary["sessions"]), len(suites), run_errors))
    return 1 if problems else 0

sys.exit(main())
