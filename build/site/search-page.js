/* lawbase search page: results as you type, from the index loaded once with the page; the query, the
   filters and the reader's language (ui=pl|cs|ru: reader-language.js has said the page in it, from the
   address, the tab's last edition or the browser's) are kept in the address. Searching is search-engine.js
   (window.lawbaseSearch). */
(function () {
  "use strict";
  var STRINGS = Object.assign({en: JSON.parse(document.getElementById("english-strings").textContent)},
                              window.LAWBASE_UI);
  var STRUCTURE = {law: 1, section: 1, subsection: 1, item: 1, subitem: 1};
  var NAMES = JSON.parse(document.getElementById("edition-names").textContent);  /* "Польский, 2017" for pl-2017 */
  /* the year of the Laws that replaced an older text's (pl-1997, cs-2007: 2017), its hits marked so */
  var SUPERSEDED = JSON.parse(document.getElementById("superseded").textContent);
  var box, language, edition, reader, words = STRINGS.en, names = NAMES.en, timer = null;
  var PAGE = 30, limit = PAGE;  /* results shown; "More results" shows the next PAGE */
  var EXCERPT = 220;  /* the characters of a hit's excerpt (query_records.snippet's width) */

  function say(key, values, lang) {
    var table = lang ? (STRINGS[lang] || words) : words, text = table[key] || STRINGS.en[key] || "";
    Object.keys(values || {}).forEach(function (name) { text = text.split("{" + name + "}").join(values[name]); });
    return text;
  }

  function label(doc) {
    if (STRUCTURE[doc.kind] && doc.notes) { return say("notes_on_law", {key: doc.key}, doc.lang); }
    if (STRUCTURE[doc.kind]) { return say("law", null, doc.lang) + " " + doc.key; }
    if (doc.kind === "definition") { return say("kind_definition", null, doc.lang) + ": " + doc.title; }
    if (doc.kind === "index-entry") { return say("index", null, doc.lang) + ": " + doc.title; }
    /* a footnote with its Law, as "cited by" names it: "Pravidlo 68, poznámka 2" */
    if (doc.kind === "footnote" && doc.law) { return say("law_footnote", {key: doc.law, sign: doc.number}, doc.lang); }
    if (doc.kind === "footnote") { return say("kind_footnote", null, doc.lang) + " " + doc.number; }
    return doc.title || doc.key;
  }

  /* an index entry under its headings, the book index's own title left out: "Karta widoczna › Dotykanie kart" */
  function indexPath(entry) { return entry.trail.split(" › ").slice(1).concat([entry.title]).join(" › "); }

  /* text[start:end] with the query's words marked; a long text starts a little before the first. */
  // a text with its matched words marked: {text, highlights} (lawbaseSearch.excerpt's, or a title's whole)
  function marked(shown, container) {
    var position = 0;
    shown.highlights.forEach(function (span) {
      container.appendChild(document.createTextNode(shown.text.slice(position, span[0])));
      var mark = document.createElement("mark");
      mark.textContent = shown.text.slice(span[0], span[1]);
      container.appendChild(mark);
      position = span[1];
    });
    container.appendChild(document.createTextNode(shown.text.slice(position)));
    return container;
  }

  function element(tag, className, text) {
    var el = document.createElement(tag);
    if (className) { el.className = className; }
    if (text) { el.textContent = text; }
    return el;
  }

  function count(n) {
    var rule = new Intl.PluralRules(document.documentElement.lang).select(n);
    return say("results_" + (words["results_" + rule] ? rule : "other"), {count: n});
  }

  function show(result, query) {
    var list = document.getElementById("results"), status = document.getElementById("status");
    var more = result.hits.length > limit, shown = result.hits.length;
    if (more) { result.hits = result.hits.slice(0, limit); shown = limit; }
    list.textContent = "";
    document.getElementById("more").hidden = !more;
    var missing = result.missing, chosen = edition.selectedOptions[0], apart = language.value && chosen &&
      chosen.getAttribute("data-language") && chosen.getAttribute("data-language") !== language.value;
    if (apart) { result.hits = []; }  /* nothing is both: nothing listed, as the command refuses it */
    status.textContent = !query ? "" : !/[\p{L}\p{N}]/u.test(query) ? say("nothing_to_search")  /* "?!": as the command */
      : apart ? say("filters_apart", {edition: names[edition.value] || edition.value,
      language: words["in_language_" + language.value] || language.selectedOptions[0].textContent})  /* "in Czech", said mid-sentence */
      : result.unread ? say("not_a_key", {typed: result.unread})  /* "Pravidlo 16CC2": no key, said */
      : missing ? say(missing.edition || missing.editions ? "no_key_in" : "no_key", Object.assign({}, missing,
        {edition: missing.edition ? names[missing.edition] : (missing.editions || []).map(function (e) { return names[e]; }).join(", ")}))
        + (missing.nearest ? " · " + say("nearest_key", {key: missing.nearest}) : "")
      : (!shown ? say("no_results") : (more ? say("results_first", {count: shown}) : count(shown))
        + (result.suggestion ? " · " + say("read_as", {query: result.suggestion}) : ""))
        + (result.skipped ? " · " + say("skipped_words", {words: result.skipped.join(", ")}) : "")  /* "ifnhfayfz карта" */
        + (result.loose && shown ? " · " + say("loose_results") : "")  /* "mobil zazvonil": no text has the words */
        + (result.unquoted && shown ? " · " + say("unquoted_results") : "");  /* '"renons fałszywy"': no text in that order */
    result.hits.forEach(function (hit) {
      var doc = hit.doc, item = element("li", "hit"), link = element("a", "hit-key", label(doc));
      item.setAttribute("lang", doc.lang);
      link.href = doc.url;
      link.setAttribute("data-key", doc.key);
      item.appendChild(link);
      var edition = element("span", "hit-edition", names[doc.edition] || doc.edition);
      edition.setAttribute("lang", reader || "en");
      edition.title = doc.edition;
      item.appendChild(document.createTextNode(" "));
      item.appendChild(edition);
      if (SUPERSEDED[doc.edition]) {  /* a director skimming the list reads no replaced rule for the one in force */
        var replaced = element("span", "hit-superseded", say("hit_superseded", {newest: SUPERSEDED[doc.edition]}));
        replaced.setAttribute("lang", reader || "en");
        item.appendChild(document.createTextNode(" "));
        item.appendChild(replaced);
      }
      var heading = [doc.trail, STRUCTURE[doc.kind] ? doc.title : ""].filter(Boolean).join(" › ");
      if (heading) {
        item.appendChild(marked({text: heading, highlights: window.lawbaseSearch.highlights(heading, result.terms, doc.lang)},
                                element("p", "hit-title")));
      }
      if (doc.text) {
        item.appendChild(marked(window.lawbaseSearch.excerpt(doc.text, result.terms, doc.lang, EXCERPT), element("p", "snippet")));
      }
      /* what is said of a hit is said in the reader's language (the hit's own on an English page) */
      var lang = reader || doc.lang;
      function note(text) { var line = element("p", "via", text); line.setAttribute("lang", lang); return line; }
      var ways = foundBy(hit.how, lang);
      if (ways) { item.appendChild(note(say("found_by", {ways: ways}, lang))); }
      if (hit.via) {  /* the counterpart, the footnote or the index entry matched */
        var from = hit.from, said = hit.how === "counterpart" ? say("via_counterpart", {entry: lawsKey(hit.via, lang)}, lang)
          : from && from.kind === "footnote" ? say("via_footnote", {number: from.number}, lang)
          : say("via_index", {entry: from ? indexPath(from) : hit.via}, lang);
        item.appendChild(note(said));
      }
      /* where the newest Laws put this provision, then what their rule at its key is here */
      if (hit.newer) {
        item.appendChild(hit.newer.keys.length ? newerAt(hit.newer, lang)
          : note(hit.newer.amended ? say("newer_none_amended", {year: hit.newer.year, amended: hit.newer.amended,
                                         edition: (NAMES[lang] || names)[hit.newer.edition] || hit.newer.edition}, lang)
                                   : say("newer_none", {year: hit.newer.year}, lang)));
      }
      if (hit.differs) {  /* the newest Laws' rule at the key, named by their year ("16C2 Pravidel 2017"), and where
                             the hit's own Laws have it, by theirs: two "16D2" read as one (a Czech player's review) */
        var entry = lawsKey(hit.differs.from, lang), year = window.lawbaseSearch.engine.lawsYear[doc.edition];
        item.appendChild(hit.differs.here.length ? keysLine("other_rule", {entry: entry, year: year,
                           edition: (NAMES[lang] || names)[doc.edition] || doc.edition}, hit.differs.here, hit.differs.urls, lang)
                         : note(say("other_rule_new", {entry: entry, year: year}, lang)));
      }
      list.appendChild(item);
    });
  }

  /* "pl-2017 16C2" as a reader names it, by its Laws' year: "16C2 Prawa z 2017 r." (one card said it both ways) */
  function lawsKey(entry, lang) {
    var named = entry.split(" "), year = window.lawbaseSearch.engine.lawsYear[named[0]];
    return year && named.length === 2 ? say("key_of_laws", {key: named[1], year: year}, lang) : entry;
  }

  /* how a hit was found, as the command's "found by" says it: "synonym, typo" is "synonim, poprawkę
     literówki"; its own words, its key and the nearest part need no note, a counterpart has its own (via) */
  var WAYS = {"synonym": 1, "english": 1, "typo": 1, "prefix": 1, "other language": 1, "defined term": 1};
  function foundBy(how, lang) {
    return how.split(", ").filter(function (way) { return WAYS[way]; }).map(function (way) {
      return say("how_" + way.replace(" ", "_"), null, lang);
    }).join(", ");
  }

  // "in the 2017 Laws: 16D (Polish, 2017)", "in the 2017 Laws: 27B1b, changed (Polish, 2017)"
  function newerAt(newer, lang) {
    var values = {year: newer.year, edition: (NAMES[lang] || names)[newer.edition] || newer.edition};
    return keysLine(newer.changed ? "newer_changed" : "newer_at", values, newer.keys, newer.urls, lang);
  }

  // a note whose {keys} are each a link to that provision
  function keysLine(name, values, keys, urls, lang) {
    var line = element("p", "via"), parts = say(name, values, lang).split("{keys}");
    line.setAttribute("lang", lang);
    line.appendChild(document.createTextNode(parts[0]));
    keys.forEach(function (key, at) {
      if (at) { line.appendChild(document.createTextNode(", ")); }
      var link = element("a", "", key);
      link.href = urls[at];
      line.appendChild(link);
    });
    line.appendChild(document.createTextNode(parts.slice(1).join("{keys}")));
    return line;
  }

  function run(remember) {
    var q = box.value;
    show(window.lawbaseSearch(q, language.value, edition.value, limit + 1, reader), q.trim());
    if (remember) {
      var params = new URLSearchParams();
      if (q) { params.set("q", q); }
      if (language.value) { params.set("lang", language.value); }
      if (edition.value) { params.set("edition", edition.value); }
      if (reader) { params.set("ui", reader); }
      if (limit > PAGE) { params.set("n", String(limit)); }  /* Back from a result finds as many shown */
      var search = params.toString();
      history.replaceState(null, "", search ? "?" + search : location.pathname);
      keep();
    }
  }

  /* the filters chosen, for the header box of the pages read next (site.js): a search from a Law page keeps the
     edition chosen here, as it keeps the reader's language; not the query, which a page's box starts without (the
     next situation at the table is typed into an empty box; Back returns to the results) */
  function keep() {
    try {
      window.sessionStorage.setItem("lawbase.filters", JSON.stringify({lang: language.value, edition: edition.value}));
    } catch (e) { /* storage refused */ }
  }

  function start() {
    box = document.getElementById("q");
    language = document.getElementById("lang");
    edition = document.getElementById("edition");
    var params = new URLSearchParams(location.search);
    box.value = params.get("q") || "";
    language.value = params.get("lang") || "";
    edition.value = params.get("edition") || "";
    limit = Math.min(300, Math.max(PAGE, parseInt(params.get("n"), 10) || PAGE));
    reader = document.documentElement.lang;  /* as reader-language.js said the page */
    reader = reader !== "en" && STRINGS[reader] ? reader : "";
    words = STRINGS[reader] || STRINGS.en;
    names = NAMES[reader] || NAMES.en;
    Array.prototype.forEach.call(edition.options, function (option) {
      if (option.value) { option.textContent = names[option.value] || option.value; }
    });
    keep();
    document.getElementById("more").addEventListener("click", function () {
      var next = document.querySelectorAll("#results > li").length;
      limit += PAGE;
      run(true);
      var first = document.querySelectorAll("#results > li a.hit-key")[next];
      if (first) { first.focus(); }  /* the reader goes on where the new results begin */
    });
    box.addEventListener("input", function () {
      limit = PAGE;
      clearTimeout(timer);
      timer = setTimeout(function () { run(true); }, 120);
    });
    [language, edition].forEach(function (select) {
      select.addEventListener("change", function () { limit = PAGE; run(true); });
    });
    document.getElementById("search-form").addEventListener("submit", function (event) {
      event.preventDefault();
      clearTimeout(timer);
      run(true);
      var first = document.querySelector("#results a");
      if (first) { first.focus(); }
    });
    window.history.scrollRestoration = "manual";  /* the list is made by this script: it puts the reader back */
    run(false);
    var kept = window.history.state;  /* back from a result: where the reader was in the list */
    if (kept && kept.scroll) { window.scrollTo(0, kept.scroll); }
    window.addEventListener("pagehide", function () {
      window.history.replaceState({scroll: window.scrollY}, "", location.href);
    });
    if (kept && kept.scroll) { return; }  /* the box keeps the focus it had: the reader was in the list */
    if (!box.value || !window.matchMedia("(pointer: coarse)").matches) {
      box.focus();  /* Enter goes to the first result, typing refines; a phone keeps its keyboard down */
    }
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
}());
