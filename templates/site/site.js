// adsight: sorting and filtering for the dashboard's sessions table, and the tooltips of a
// session's timeline marks. The page is complete without it; this only adds controls and
// words. No network, no globals beyond these closures.
(function () {
  "use strict";
  // A mark of a session whose event log shows every line names its lines only ("lines 13,
  // 14"): the rows say the rest. Each such line of its tooltip becomes a line per event,
  // "40.524 s, line 13: bannerViewDidLoadAd:", the time left out when it is the one above.
  var titles = document.querySelectorAll("svg.timeline .ev title");
  Array.prototype.forEach.call(titles, function (title) {
    var changed = false;
    var out = title.textContent.split("\n").map(function (text) {
      var m = /^lines? (\d+(?:, \d+)*)$/.exec(text);
      if (!m) { return text; }
      var labels = [], last = null;
      m[1].split(", ").forEach(function (n) {
        var row = document.getElementById("L" + n);
        if (!row || row.cells.length < 4) { labels.push("line " + n); return; }
        var t = row.cells[1].textContent, cell = row.cells[3];
        // The event's name is the cell's first text; a thread tag follows it after a space.
        var name = cell.firstChild && cell.firstChild.nodeType === 3 ? cell.firstChild.nodeValue : "";
        if (cell.childNodes.length > 1) { name = name.slice(0, -1); }
        labels.push((t === last ? "" : t + " s, ") + "line " + n + ": " + name);
        last = t;
      });
      changed = true;
      return labels.join("\n");
    });
    if (changed) { title.textContent = out.join("\n"); }
  });
}());

(function () {
  "use strict";
  var table = document.getElementById("sessions");
  if (!table) { return; }
  var tbody = table.tBodies[0];
  var rows = Array.prototype.slice.call(tbody.rows);
  var heads = table.tHead.rows[0].cells;

  function key(row, i, type) {
    var cell = row.cells[i];
    var v = cell.getAttribute("data-v");
    if (v === null) { v = cell.textContent.trim(); }
    if (type === "num") { return parseFloat(v) || 0; }
    if (type === "version") { return v.split(".").map(function (p) { return ("00000" + p).slice(-5); }).join("."); }
    return v.toLowerCase();
  }

  Array.prototype.forEach.call(heads, function (th, i) {
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = th.textContent;
    th.textContent = "";
    th.appendChild(button);
    button.addEventListener("click", function () {
      var type = th.getAttribute("data-type") || "text";
      var ascending = th.getAttribute("aria-sort") !== "ascending";
      Array.prototype.forEach.call(heads, function (h) { h.removeAttribute("aria-sort"); });
      th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
      var sorted = rows.slice().sort(function (a, b) {
        var x = key(a, i, type), y = key(b, i, type);
        var c = x < y ? -1 : (x > y ? 1 : 0);
        return ascending ? c : -c;
      });
      sorted.forEach(function (r) { tbody.appendChild(r); });
    });
  });

  var form = document.getElementById("filters");
  var text = document.getElementById("filter-text");
  var status = document.getElementById("filter-status");
  var count = document.getElementById("filter-count");
  if (!form || !text || !status) { return; }
  form.hidden = false;
  form.addEventListener("submit", function (e) { e.preventDefault(); });
  function apply() {
    var words = text.value.toLowerCase().split(/\s+/).filter(Boolean);
    var want = status.value;
    var shown = 0;
    rows.forEach(function (r) {
      var s = r.getAttribute("data-status") || "";
      var ok = !want || s === want || (want === "fail" && s.indexOf("fail-") === 0);
      if (ok && words.length) {
        var t = r.textContent.toLowerCase();
        ok = words.every(function (w) { return t.indexOf(w) >= 0; });
      }
      r.hidden = !ok;
      if (ok) { shown += 1; }
    });
    if (count) { count.textContent = shown === rows.length ? "" : "Showing " + shown + " of " + rows.length + " sessions"; }
  }
  text.addEventListener("input", apply);
  status.addEventListener("change", apply);
}());
