// adsight: sorting and filtering for the dashboard's sessions table, and line numbers of a
// session's event log that link to their line. The page is complete without it; this only
// adds controls. No network, no globals beyond these closures.
(function () {
  "use strict";
  // A log row's id is its anchor (#L12); its number is plain text, to keep long logs small.
  var log = document.querySelector("table.log");
  if (!log) { return; }
  log.classList.add("lines");
  log.addEventListener("click", function (e) {
    var cell = e.target.closest ? e.target.closest("td") : null;
    if (cell && cell.cellIndex === 0 && cell.parentNode.id) { location.hash = cell.parentNode.id; }
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
