/* lawbase search page: reads the form, asks the engine (search-engine.js, the same ranking as
   `lawbase search`), shows the results with their snippets. No dependencies. */
(function () {
  "use strict";
  var WORD = /[\p{L}\p{N}_]+/gu;

  function snippet(doc, terms, container) {
    var text = doc.text.replace(/\n/g, " "), wanted = new Set(terms), first = -1, spans = [], m;
    var re = new RegExp(WORD.source, "gu");
    while ((m = re.exec(text)) !== null) {
      if (window.lawbaseSearch.analyse(m[0], doc.lang).some(function (t) { return wanted.has(t); })) {
        spans.push([m.index, m.index + m[0].length]);
        if (first < 0) { first = m.index; }
      }
    }
    var start = first > 70 ? text.lastIndexOf(" ", first - 50) + 1 : 0;
    var end = Math.min(text.length, start + 240);
    if (start > 0) { container.appendChild(document.createTextNode("…")); }
    var position = start;
    spans.forEach(function (span) {
      if (span[0] < position || span[1] > end) { return; }
      container.appendChild(document.createTextNode(text.slice(position, span[0])));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(span[0], span[1]);
      container.appendChild(mark);
      position = span[1];
    });
    container.appendChild(document.createTextNode(text.slice(position, end) + (end < text.length ? "…" : "")));
  }

  function line(className, text) {
    var p = document.createElement("p");
    p.className = className;
    p.textContent = text;
    return p;
  }

  function show(result, query) {
    var list = document.getElementById("results"), status = document.getElementById("status");
    while (list.firstChild) { list.removeChild(list.firstChild); }
    status.textContent = query ? (result.hits.length ? result.hits.length + " results" : "No results") : "";
    if (result.suggestion) { status.textContent += " · did you mean: " + result.suggestion; }
    result.hits.forEach(function (hit) {
      var doc = hit.doc, item = document.createElement("li"), link = document.createElement("a");
      item.setAttribute("lang", doc.lang);
      item.className = "hit";
      link.href = doc.url;
      link.className = "hit-key";
      link.textContent = doc.label + " · " + doc.edition;
      item.appendChild(link);
      var heading = document.createElement("span");
      heading.className = "hit-title";
      heading.textContent = " " + [doc.trail, doc.title].filter(Boolean).join(" › ");
      item.appendChild(heading);
      if (doc.text) {
        var p = document.createElement("p");
        p.className = "snippet";
        snippet(doc, result.terms, p);
        item.appendChild(p);
      }
      if (hit.how && hit.how !== "own words" && hit.how !== "key") {
        item.appendChild(line("how", "found by: " + hit.how));
      }
      if (hit.via) { item.appendChild(line("via", "through " + hit.via)); }
      list.appendChild(item);
    });
  }

  function run() {
    var params = new URLSearchParams(window.location.search);
    var q = params.get("q") || "", lang = params.get("lang") || "", edition = params.get("edition") || "";
    document.getElementById("q").value = q;
    document.getElementById("lang").value = lang;
    document.getElementById("edition").value = edition;
    show(window.lawbaseSearch(q, lang, edition, 30), q);
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", run); } else { run(); }
}());
