/* lawbase, every page: the reader's language (below). Without this script the pages that span languages read in
   English. Loaded before site.js and the pages' own scripts, which read the language it has said the page in. */
(function () {
  "use strict";
  /* The reader's language, kept for the tab: ?ui=pl (a choice, as a header's language link is), else the one chosen,
     else the one the tab's first page was said in (an edition's page its own, a page spanning languages the browser's
     if the site speaks it). A page that spans languages and loads every language's strings (ui-strings.js: the
     comparisons, the search) is said in it; so is an edition's page's interface - its controls, marked as those
     are (frame.spoken), the Law text keeping its own language: a Russian reader following a link to a Polish page
     read "Szukaj" and "Poprzedni" (both reviews of the twenty-fourth session). */
  var READER = "lawbase.ui", CHOSEN = "lawbase.ui.chosen", root = document.documentElement;
  /* a language the site speaks, as this script's tag lists them (frame.document, from profiles/ui): ?ui=de is not
     ours, not kept - an edition's page took any two letters and handed them on */
  var script = document.currentScript, LANGUAGES = ((script && script.getAttribute("data-languages")) || "en").split(" ");
  function ours(code) {
    return LANGUAGES.indexOf(code) >= 0;
  }
  function readerLanguage() {
    var asked = (new URLSearchParams(window.location.search).get("ui") || "").toLowerCase();
    if (!ours(asked)) { asked = ""; }
    try {
      var chosen = window.sessionStorage.getItem(CHOSEN), first = window.sessionStorage.getItem(READER);
      if (chosen && !ours(chosen)) { chosen = null; }
      if (first && !ours(first)) { first = null; }
      if (asked && root.lang !== "en" && asked !== root.lang) {  /* (its own language asked: no choice made of it) */
        window.sessionStorage.setItem(CHOSEN, chosen = asked);
      }
      var reader = asked || chosen || first || (root.lang !== "en" ? root.lang : preferred());
      if (reader) { window.sessionStorage.setItem(READER, reader); }
      return reader;
    } catch (e) { return asked || (root.lang !== "en" ? root.lang : preferred()); }  /* storage refused: the address says */
  }
  function sayAgain(lang) {
    var table = window.LAWBASE_UI && window.LAWBASE_UI[lang];
    if (!table) { return; }
    var point = (1.5).toLocaleString(lang).charAt(1);  /* "0.72" is "0,72" in Polish, Czech and Russian */
    function said(el, key) {
      var text = table[key], values = JSON.parse(el.getAttribute("data-ui-values") || "{}");
      if (text === undefined) { return null; }
      Object.keys(values).forEach(function (name) {
        var value = Array.isArray(values[name])  /* an edition's name: its words in this language, [key] */
          ? values[name].map(function (part) { return typeof part === "string" ? part : table[part[0]]; }).join("")
          : /^\d+\.\d+$/.test(values[name]) ? values[name].replace(".", point) : values[name];
        text = text.split("{" + name + "}").join(value);
      });
      return text;
    }
    var attributes = [["data-ui-title", "title"], ["data-ui-label", "aria-label"],
                      ["data-ui-placeholder", "placeholder"], ["data-ui-template", "data-template"],
                      ["data-ui-href", "href"], ["data-ui-caption", "data-label"]];
    var marked = attributes.map(function (pair) { return "[" + pair[0] + "]"; }).concat("[data-ui]").join(", ");
    document.querySelectorAll(marked).forEach(function (el) {
      var text;
      if (el.hasAttribute("data-ui") && (text = said(el, el.getAttribute("data-ui"))) !== null) {
        el.textContent = text + (el.getAttribute("data-ui-after") || "");
      }
      attributes.forEach(function (pair) {
        if (el.hasAttribute(pair[0]) && (text = said(el, el.getAttribute(pair[0]))) !== null) {
          el.setAttribute(pair[1], text);
        }
      });
    });
    if (root.lang === "en") {
      document.querySelectorAll("[lang=en]").forEach(function (el) {  /* the page and its labels, not English quoted */
        if (el === root || el.hasAttribute("data-ui") || el.querySelector("[data-ui]")) { el.lang = lang; }
      });
    } else {  /* an edition's page: each control said again is in the reader's language, the Law text in its own */
      document.querySelectorAll(marked).forEach(function (el) { el.lang = lang; });
    }
    window.lawbaseSaid = table; window.lawbaseReader = lang;  /* the strings the page's scripts say later (a number's menu, a term's card) */
  }
  function sendsIn(lang) {  /* the searches made from the page answer in the reader's language */
    document.querySelectorAll("form[role=search]").forEach(function (form) {
      var ui = form.querySelector("input[name=ui]") || document.createElement("input");
      ui.type = "hidden"; ui.name = "ui"; ui.value = lang;
      if (!ui.parentNode) { form.insertBefore(ui, form.querySelector("button")); }
    });
  }
  /* no edition read yet in this tab: the browser's own language, if the site speaks it */
  function preferred() {
    var codes = (navigator.languages || [navigator.language || ""]).map(function (code) { return code.slice(0, 2); });
    return codes.filter(function (code) { return code === "en" || (window.LAWBASE_UI || {})[code]; })[0] || null;
  }
  var reader = readerLanguage();
  if (window.LAWBASE_UI && root.lang === "en") {
    if (reader && window.LAWBASE_UI[reader]) { sayAgain(reader); sendsIn(reader); }
  } else if (root.lang !== "en" && reader && reader !== root.lang) {
    sendsIn(reader);  /* its strings loaded now (a page of an edition loads none of its own, file:// too) */
    var strings = document.createElement("script");
    strings.src = script.src.replace(/[^/]*$/, "ui-strings.js");
    strings.onload = function () { sayAgain(reader); };
    document.body.appendChild(strings);
  }
  /* the home page lists the editions in the reader's language first (a Russian player found his third) */
  var shelf = document.querySelector("ul.editions");
  if (shelf) {
    Array.prototype.filter.call(shelf.children, function (item) { return item.getAttribute("data-language") === root.lang; })
      .reverse().forEach(function (item) { shelf.insertBefore(item, shelf.firstChild); });
  }

  /* The row being read, one rule for every script - the language choice reopens a comparison at it, the column
     chooser (compare.js) keeps it in place, a Law page's slim line (site.js) names it; they had three, a row's scroll
     margin, 80 px and a third of the screen: the deepest row under the first line of text below what sticks to the top
     of the screen (a wide screen's header and the columns' heads, a phone's slim line), else the first still showing
     a line below it; none at the very top. A Law page's provisions nest, a comparison's rows do not. */
  function coveredTop() {
    var bottom = 0;
    document.querySelectorAll("header, .compare-line, .where-line, main table:not([hidden]) > thead > tr > th:first-child").forEach(function (el) {
      var style = getComputedStyle(el), box = el.getBoundingClientRect();
      var sticks = (style.position === "sticky" || style.position === "fixed") && style.visibility !== "hidden";
      if (sticks && box.height > 0 && box.top <= bottom + 1) {
        bottom = Math.max(bottom, box.bottom);
      }
    });
    return bottom;
  }
  function readingRow(rows) {
    if (window.scrollY <= 0) { return null; }
    var line = coveredTop() + (parseFloat(getComputedStyle(document.body).lineHeight) || 0), under = null;
    rows = rows || document.querySelectorAll("main table:not([hidden]) > tbody > tr[id]:not([hidden])");
    for (var i = 0; i < rows.length; i++) {
      var box = rows[i].getBoundingClientRect();
      if (box.top > line) { return under || rows[i]; }
      if (box.bottom > line) { under = rows[i]; }
    }
    return under;
  }
  window.lawbaseReadingRow = readingRow;

  /* The reader's language chosen in the header (frame.reader_choice): the one the page is said in is
     current; a choice opens this page as its address is now (the search's query, a row's anchor) in it, at the
     row being read (a Law's comparison reopened at its top: a review found 16B2 6,931 px below on a phone). */
  function rowRead() {
    var rows = document.querySelectorAll("main tbody > tr[id]"), row = readingRow();
    if (rows.length && window.scrollY <= 0) { return ""; }  /* at the top: there, not at a row an old anchor names */
    return row ? "#" + encodeURIComponent(row.id) : location.hash;
  }
  document.querySelectorAll("nav.languages a[hreflang], nav.compare-line a[hreflang]").forEach(function (link) {
    var code = link.getAttribute("hreflang");
    if (code === (reader || root.lang)) { link.setAttribute("aria-current", "true"); } else { link.removeAttribute("aria-current"); }
    link.addEventListener("click", function () {
      try { window.sessionStorage.setItem(CHOSEN, code); } catch (e) { /* storage refused: the address says */ }
      var params = new URLSearchParams(location.search);
      params.set("ui", code);
      link.href = "?" + params.toString() + rowRead();
    });
  });
}());
