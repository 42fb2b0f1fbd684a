#!/usr/bin/env python3
"""Checks a page as headless Chromium left it (--dump-dom on stdin) for signs that an
injected string executed or broke out of its context.

usage: chromium ... --dump-dom PAGE | check_dom.py
Fails (exit 1, one line per problem) when: the title is what the payloads set ("PWNED");
any element has an event-handler attribute (on*); a script is inline or not the site's own
assets/site.js; a link/src is a javascript:, vbscript: or data: URL; a base, meta refresh,
iframe, object, embed or img element appears (but a session's own runs chart); a bidi embedding/override/isolate or a
control character survives in the document.
"""
import re, sys
from html.parser import HTMLParser

BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
FORBIDDEN = {"base", "iframe", "object", "embed", "img", "frame", "frameset", "applet"}

class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems, self.title, self.in_title = [], "", False

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            value = value or ""
            if name.startswith("on"):
                self.problems.append("<%s> has an event handler %s=%r" % (tag, name, value[:60]))
            if name in ("href", "src", "xlink:href", "action", "formaction", "data"):
                plain = re.sub(r"[\s\x00-\x1f]", "", value).lower()
                own_icon = tag == "link" and plain == "data:,"  # the site's "no favicon" link
                if plain.startswith(("javascript:", "vbscript:", "data:")) and not own_icon:
                    self.problems.append("<%s %s=%r> is a script URL" % (tag, name, value[:60]))
        # The one image a page shows: its session's runs chart, a file beside the page.
        own_chart = tag == "img" and re.fullmatch(r"[A-Za-z0-9._-]+\.runs\.svg", dict(attrs).get("src") or "")
        if tag in FORBIDDEN and not own_chart:
            self.problems.append("unexpected <%s> element %r" % (tag, attrs))
        if tag == "meta" and any(n == "http-equiv" and (v or "").lower() == "refresh" for n, v in attrs):
            self.problems.append("a <meta http-equiv=refresh> appeared")
        if tag == "script":
            src = dict(attrs).get("src") or ""
            if not src.endswith("assets/site.js"):
                self.problems.append("a script that is not the site's own: %r" % (attrs,))
        if tag == "title" and not self.title:
            self.in_title = True

    def handle_endtag(self, tag):
        if tag == "title":
            self.in_title = False

    def handle_data(self, data):
        if self.in_title:
            self.title += data

def main():
    dom = sys.stdin.buffer.read().decode("utf-8", "replace")
    page = Page()
    page.feed(dom)
    page.close()
    problems = page.problems
    if "<main" not in dom:
        problems.append("the page did not render (no <main>)")
    if page.title.strip() == "PWNED":
        problems.append("an injected script ran: document.title is PWNED")
    for m in BIDI.finditer(dom):
        problems.append("bidi control U+%04X survives near %r" % (ord(m.group()), dom[max(0, m.start() - 30):m.start()]))
    for m in CONTROL.finditer(dom):
        problems.append("control character U+%04X survives near %r" % (ord(m.group()), dom[max(0, m.start() - 30):m.start()]))
    for p in problems[:50]:
        print(p)
    return 1 if problems else 0

sys.exit(main())
