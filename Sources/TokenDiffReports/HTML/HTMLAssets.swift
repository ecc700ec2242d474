/// The HTML report's fixed style sheet and script. Both are inlined into the page and allowed
/// by their SHA-256 hashes in the Content-Security-Policy (see ``HTMLReportRenderer``).
enum HTMLAssets {
  /// Under 600 px wide every table row becomes a card, each cell under its column's name, so
  /// that nothing (before, after, status) is off-screen. The names come from these lists, one
  /// per table, in column order.
  static let stackedColumns: [(selector: String, names: [String])] = [
    (
      "#change-table",
      ["Token", "Change", "Mode", "Layer", "Before", "After", "How visible", "Via", "Where"]
    ),
    ("table.contrast-diff", ["Text on surface", "Mode", "Needs", "Before", "After", "Status"]),
    ("table.contrast-check", ["Text on surface", "Mode", "Needs", "Measured", "Status"]),
    ("table.findings", ["Severity", "Kind", "Token", "Mode", "Where", "Message"]),
    ("table.blast", ["Token", "Mode", "Layer", "Raw", "Semantic", "Component", "Moved"]),
    ("table.summary", ["Change", "Impact", "Raw", "Semantic", "Component", "Total"]),
  ]

  /// `#change-table td:nth-child(5)::before{content:"Before"}` for every column. Pure.
  static var stackedLabels: String {
    stackedColumns.flatMap { table in
      table.names.enumerated().map { index, name in
        "\(table.selector) td:nth-child(\(index + 1))::before{content:\"\(name)\"}"
      }
    }.joined(separator: "\n")
  }

  /// Layout and components; colours come from ``HTMLPalette`` custom properties.
  static let css = """
    *{box-sizing:border-box}
    html{background:var(--page);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    body{margin:0}
    a{color:var(--accent)}
    code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.86em}
    .skip{position:absolute;left:-999px;top:0;background:var(--accent);color:var(--accent-text);padding:.5em 1em;z-index:10}
    .skip:focus{left:1rem}
    :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
    header.top{background:var(--surface);border-bottom:1px solid var(--border);padding:1.25rem 2rem 1rem}
    .bar{display:flex;align-items:center;gap:1rem;flex-wrap:wrap}
    .brand{font-weight:700;letter-spacing:.02em;color:var(--muted);font-size:.85rem;text-transform:uppercase}
    .brand b{color:var(--accent)}
    h1{font-size:1.5rem;margin:.25rem 0 .5rem;word-break:break-word}
    h2{font-size:1.15rem;margin:0 0 .75rem}
    .spacer{flex:1}
    .verdict{margin:.25rem 0 0;font-size:1.05rem;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
    .badge{display:inline-block;border-radius:999px;padding:.05rem .65rem;font-size:.8rem;font-weight:700;border:1px solid currentColor;white-space:nowrap}
    .badge.fail,.bad{color:var(--bad)}
    .badge.pass,.good{color:var(--good)}
    .warn{color:var(--warn)}
    .muted,.meta{color:var(--muted)}
    .meta{font-size:.85rem;margin:.35rem 0 0}
    main{padding:1.25rem 2rem 3rem;max-width:1600px;margin:0 auto}
    section{background:var(--surface);border:1px solid var(--border);border-radius:10px;padding:1rem 1.25rem;margin:0 0 1.25rem}
    .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:.75rem;background:none;border:0;padding:0}
    .card{background:var(--surface);border:1px solid var(--border);border-radius:10px;padding:.75rem 1rem}
    .card .n{display:block;font-size:1.6rem;font-weight:700;line-height:1.2}
    .card .l{color:var(--muted);font-size:.85rem}
    .card.hot{border-color:var(--bad)}
    .card.hot .n{color:var(--bad)}
    button,select,input{font:inherit;color:var(--text);background:var(--raised);border:1px solid var(--border);border-radius:8px;padding:.35rem .7rem}
    button{cursor:pointer}
    button:hover,select:hover{border-color:var(--accent)}
    .filters{display:flex;flex-wrap:wrap;gap:.75rem 1.25rem;align-items:end;margin:0 0 .9rem}
    .filters label,.filters legend{display:block;font-size:.8rem;color:var(--muted);font-weight:600}
    .filters input[type=search]{min-width:16rem}
    ::placeholder{color:var(--muted);opacity:1}
    fieldset{border:0;margin:0;padding:0;min-width:0}
    .pills{display:flex;flex-wrap:wrap;gap:.35rem;margin-top:.15rem}
    .pills label{position:relative;display:inline-block;color:var(--text);font-weight:500;font-size:.85rem}
    .pills input{position:absolute;opacity:0;width:1px;height:1px}
    .pills span{display:inline-block;border:1px solid var(--border);border-radius:999px;padding:.2rem .75rem;background:var(--raised);cursor:pointer}
    .pills input:checked+span{background:var(--accent);color:var(--accent-text);border-color:var(--accent)}
    .pills input:focus-visible+span{outline:3px solid var(--focus);outline-offset:2px}
    .count{font-size:.85rem;color:var(--muted);margin-left:auto}
    .scroll{overflow-x:auto;border:1px solid var(--border);border-radius:8px}
    #changes .scroll{overflow:auto;max-height:80vh}
    #blast .scroll,#findings .scroll{overflow:auto;max-height:26rem}
    table{border-collapse:collapse;width:100%;font-size:.9rem}
    th,td{text-align:left;padding:.45rem .6rem;border-bottom:1px solid var(--border);vertical-align:top}
    thead th{position:sticky;top:0;background:var(--raised);z-index:1;white-space:nowrap}
    th button{all:unset;cursor:pointer;font-weight:700}
    th button::after{content:"\\2195";margin-left:.3rem;color:var(--muted);font-size:.8em}
    th[aria-sort=ascending] button::after{content:"\\2191";color:var(--text)}
    th[aria-sort=descending] button::after{content:"\\2193";color:var(--text)}
    th button:focus-visible{outline:3px solid var(--focus)}
    td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
    tbody tr:nth-child(even){background:color-mix(in srgb,var(--raised) 45%,transparent)}
    tbody tr:hover{background:var(--raised)}
    .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
    .token{font-weight:600;overflow-wrap:anywhere;min-width:8rem}
    .from{display:block;font-weight:400;color:var(--muted);font-size:.85em}
    td.where{max-width:13rem;overflow-wrap:anywhere}
    td.where code{font-size:.8rem}
    td.side{min-width:8.5rem}
    td code{overflow-wrap:anywhere}
    .value{display:flex;gap:.45rem;align-items:center;flex-wrap:wrap}
    .words{color:var(--muted);font-size:.85em}
    .alias{color:var(--muted);font-size:.85em;display:block}
    .sw{display:inline-block;width:1.6rem;height:1.6rem;border-radius:6px;border:1px solid var(--border);flex:none;background:linear-gradient(var(--c),var(--c)),repeating-conic-gradient(var(--check-a) 0 25%,var(--check-b) 0 50%) 0 0/10px 10px}
    .kind{display:inline-block;border-radius:6px;padding:0 .45rem;font-size:.8rem;font-weight:700;background:var(--raised);border:1px solid var(--border);white-space:nowrap}
    .kind.breaking{color:var(--bad);border-color:var(--bad)}
    .kind.visual{color:var(--accent)}
    .kind.additive{color:var(--good)}
    .pv{display:inline-flex;align-items:center;justify-content:center;min-width:8.5rem;padding:.35rem .6rem;border-radius:8px;border:1px solid var(--border);background:linear-gradient(var(--c),var(--c)),repeating-conic-gradient(var(--check-a) 0 25%,var(--check-b) 0 50%) 0 0/10px 10px}
    .pv .fg{color:var(--c);font-weight:600}
    .ratio{display:block;font-size:.85em}
    .status{font-weight:700}
    .note{color:var(--muted);font-size:.85em;display:block}
    .empty{padding:1rem;color:var(--muted)}
    footer{color:var(--muted);font-size:.85rem;text-align:center;padding:0 2rem 2rem}
    @media (max-width:700px){header.top,main{padding-left:1rem;padding-right:1rem}}
    @media (max-width:600px){
    section{padding:.75rem}
    .filters input[type=search]{min-width:0;width:100%}
    .filters>div{flex:1 1 100%}
    .scroll{max-height:none!important;overflow:visible!important;border:0}
    table.stack,table.stack tbody,table.stack tr,table.stack td{display:block;width:100%}
    table.stack thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    table.stack tr{border:1px solid var(--border);border-radius:8px;margin:0 0 .75rem;padding:.4rem .6rem}
    table.stack tr[hidden]{display:none}
    table.stack td,table.stack tr>th{display:block;border:0;padding:.2rem 0;min-width:0;max-width:none;text-align:left}
    table.stack td::before{display:block;font-size:.75rem;color:var(--muted);font-weight:600}
    .pv{min-width:0}
    \(stackedLabels)
    }
    @media print{.filters,#theme,.skip{display:none}.scroll{max-height:none;overflow:visible}}
    """

  /// Theme toggle, filters (search, mode, kind, layer), sortable tables. Marks the page
  /// `data-ready` when it has run, which the browser test checks.
  static let script = """
    (function () {
      "use strict";
      var root = document.documentElement;
      var media = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
      var toggle = document.getElementById("theme");
      function isDark() {
        var chosen = root.getAttribute("data-theme");
        return chosen ? chosen === "dark" : !!(media && media.matches);
      }
      function showTheme() {
        var dark = isDark();
        toggle.setAttribute("aria-pressed", dark ? "true" : "false");
        toggle.textContent = dark ? "Dark theme: on" : "Dark theme: off";
      }
      try {
        var saved = window.localStorage.getItem("tokendiff-theme");
        if (saved === "light" || saved === "dark") { root.setAttribute("data-theme", saved); }
      } catch (e) {}
      toggle.addEventListener("click", function () {
        var next = isDark() ? "light" : "dark";
        root.setAttribute("data-theme", next);
        try { window.localStorage.setItem("tokendiff-theme", next); } catch (e) {}
        showTheme();
      });
      if (media && media.addEventListener) { media.addEventListener("change", showTheme); }
      showTheme();

      var search = document.getElementById("search");
      var kind = document.getElementById("kind");
      var layer = document.getElementById("layer");
      var modes = Array.prototype.slice.call(document.querySelectorAll("input[name=mode]"));
      var rows = Array.prototype.slice.call(document.querySelectorAll("tr[data-mode]"));
      var changeRows = rows.filter(function (row) { return row.hasAttribute("data-kind"); });
      var count = document.getElementById("count");
      var empty = document.getElementById("empty");
      function mode() {
        for (var i = 0; i < modes.length; i++) { if (modes[i].checked) { return modes[i].value; } }
        return "";
      }
      // "a=b, c=d" as {a: "b", c: "d"} (parts without "=" are left out).
      function pairs(text) {
        var result = {};
        text.split(",").forEach(function (part) {
          var at = part.indexOf("=");
          if (at > 0) { result[part.slice(0, at).trim()] = part.slice(at + 1).trim(); }
        });
        return result;
      }
      // A row described over dimensions ("Color scheme=Dark", "brand=a|b" for either) shows
      // in every mode it holds in.
      function fits(rowMode, m) {
        if (rowMode === m) { return true; }
        var a = pairs(rowMode), b = pairs(m), shared = 0;
        for (var key in a) {
          if (Object.prototype.hasOwnProperty.call(b, key)) {
            var either = a[key].split("|").map(function (v) { return v.trim(); });
            if (a[key] !== b[key] && either.indexOf(b[key]) === -1) { return false; }
            shared++;
          }
        }
        return shared > 0;
      }
      function apply() {
        if (!search || !kind || !layer) { return; }
        var text = search.value.trim().toLowerCase();
        var m = mode(), k = kind.value, l = layer.value, shown = 0;
        rows.forEach(function (row) {
          var d = row.dataset;
          var ok = (!m || d.mode === "" || fits(d.mode, m))
            && (!text || (d.name || "").indexOf(text) !== -1)
            && (!k || d.kind === undefined || d.kind === k)
            && (!l || d.layer === undefined || d.layer === l);
          row.hidden = !ok;
          if (ok && d.kind !== undefined) { shown++; }
        });
        count.textContent = "Showing " + shown + " of " + changeRows.length + " changes";
        empty.hidden = shown !== 0;
      }
      [search, kind, layer].forEach(function (el) { if (el) { el.addEventListener("input", apply); } });
      // A link can carry the filters: report.html#mode=dark&kind=value-changed&q=accent
      (location.hash || "").replace(/^#/, "").split("&").forEach(function (pair) {
        var at = pair.indexOf("=");
        if (at < 1) { return; }
        var name = pair.slice(0, at), value = "";
        try { value = decodeURIComponent(pair.slice(at + 1)); } catch (e) { return; }
        if (name === "q" && search) { search.value = value; }
        if (name === "kind" && kind) { kind.value = value; }
        if (name === "layer" && layer) { layer.value = value; }
        if (name === "mode") { modes.forEach(function (el) { el.checked = el.value === value; }); }
      });
      modes.forEach(function (el) { el.addEventListener("change", apply); });

      function key(cell) {
        var raw = cell.getAttribute("data-sort");
        if (raw === null) { raw = cell.textContent.trim().toLowerCase(); }
        var number = Number(raw);
        return raw !== "" && !isNaN(number) ? number : raw;
      }
      Array.prototype.slice.call(document.querySelectorAll("table.sortable")).forEach(function (table) {
        var heads = Array.prototype.slice.call(table.querySelectorAll("thead th"));
        heads.forEach(function (th, column) {
          var button = th.querySelector("button");
          if (!button) { return; }
          button.addEventListener("click", function () {
            var ascending = th.getAttribute("aria-sort") !== "ascending";
            heads.forEach(function (other) { other.removeAttribute("aria-sort"); });
            th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            var body = table.tBodies[0];
            var sorted = Array.prototype.slice.call(body.rows).map(function (row, index) {
              return { row: row, key: key(row.cells[column]), index: index };
            }).sort(function (a, b) {
              var order = 0;
              if (typeof a.key === "number" && typeof b.key === "number") { order = a.key - b.key; }
              else { order = String(a.key) < String(b.key) ? -1 : String(a.key) > String(b.key) ? 1 : 0; }
              return (ascending ? order : -order) || a.index - b.index;
            });
            var fragment = document.createDocumentFragment();
            sorted.forEach(function (item) { fragment.appendChild(item.row); });
            body.appendChild(fragment);
          });
        });
      });
      apply();
      root.setAttribute("data-ready", "1");
    })();
    """
}
