/* lawbase search engine: the same analysis as `lawbase search`, run in the browser from search-index.js.
   Words are looked up in the build-time term map (also without diacritics), unknown words match by
   prefix, a law key (16C2, 12C1(b), "Pravidlo 20F5", "Правило 16С2") is found first. No dependencies.
   window.lawbaseSearch(query, lang, edition, limit) -> {hits: [{doc, score, via}], terms};
   window.lawbaseSearch.highlights(text, terms, lang) -> [[start, end], …] of the words to mark.
   The page's interface is search-page.js. */
(function () {
  "use strict";
  var INDEX = window.LAWBASE_INDEX;
  var DOCS = INDEX.docs.map(function (d) {
    return {id: d[0], edition: d[1], lang: d[2], kind: d[3], key: d[4], law: d[5], title: d[6], trail: d[7],
            url: d[8], text: d[9], targets: d[10]};
  });
  var STROKES = {"ł": "l", "đ": "d", "ø": "o", "ß": "ss"};
  var WORD = /[\p{L}\p{N}_]+/gu;
  var folded = {};

  function fold(text, extra) {
    var out = "";
    var lower = text.normalize("NFC").toLowerCase();
    for (var i = 0; i < lower.length; i++) {
      var ch = lower[i];
      if (STROKES[ch]) { out += STROKES[ch]; continue; }
      if (extra && extra[ch]) { out += extra[ch]; continue; }
      var base = ch.normalize("NFD");
      if (base.length > 1 && base[0] >= "a" && base[0] <= "z") { out += base[0]; continue; }
      out += ch;
    }
    return out;
  }

  function languageFold(lang) { return (INDEX.languages[lang] || {}).fold || {}; }

  function foldedForms(lang) {
    if (!folded[lang]) {
      var map = {}, forms = INDEX.forms[lang] || {}, extra = languageFold(lang);
      Object.keys(forms).forEach(function (form) {
        var key = fold(form, extra);
        (map[key] = map[key] || []);
        if (map[key].indexOf(forms[form]) < 0) { map[key].push(forms[form]); }
      });
      folded[lang] = map;
    }
    return folded[lang];
  }

  function writtenIn(word, lang) {
    var script = (INDEX.languages[lang] || {}).script;
    for (var i = 0; i < word.length; i++) {
      var c = word[i];
      if (/[0-9_]/.test(c)) { continue; }
      if (script === "latin" && c >= "\u0250") { return false; }
      if (script === "cyrillic" && (c < "\u0400" || c >= "\u0530")) { return false; }
    }
    return true;
  }

  var termLists = {};
  function analyse(word, lang) {
    var forms = INDEX.forms[lang] || {};
    if (Object.prototype.hasOwnProperty.call(forms, word)) { return [forms[word]]; }
    var viaFold = foldedForms(lang)[fold(word, languageFold(lang))];
    if (viaFold) { return viaFold; }
    var postings = INDEX.postings[lang] || {};
    if (!termLists[lang]) { termLists[lang] = Object.keys(postings); }
    var stem = fold(word, languageFold(lang));
    stem = stem.slice(0, Math.max(3, stem.length - 2));
    return termLists[lang].filter(function (t) { return t.indexOf(stem) === 0; }).slice(0, 60);
  }

  function prefixTerms(prefix, lang) {
    var postings = INDEX.postings[lang] || {};
    if (!termLists[lang]) { termLists[lang] = Object.keys(postings); }
    var forms = INDEX.forms[lang] || {}, wanted = {};
    Object.keys(forms).forEach(function (form) {
      if (fold(form, languageFold(lang)).indexOf(prefix) === 0) { wanted[forms[form]] = true; }
    });
    return Object.keys(wanted);
  }

  /* Keys are read with the pattern and rules `lawbase.keys` puts in the payload, as the command reads them. */
  var KEYS = INDEX.keys, TYPED = new RegExp("^(?:" + KEYS.typed + ")$"), EDITION = new RegExp("^" + KEYS.edition + "$");
  function isLead(word) { return KEYS.leadWords.indexOf(word.toLowerCase().replace(/:$/, "")) >= 0; }
  function keyText(m) {
    if (m[6]) { return m[6] + "." + Number(m[7]); }
    return m[1] + (m[2] ? m[2].toUpperCase() : "") + (m[3] ? String(Number(m[3])) : "") +
      (m[4] ? m[4].toLowerCase() : "") + (m[5] ? "(" + m[5].toLowerCase() + ")" : "");
  }
  function latinKey(text) {
    var out = "";
    for (var i = 0; i < text.length; i++) { out += KEYS.lookalikes[text[i]] || text[i]; }
    return out;
  }
  function keyInQuery(query) {
    var words = query.trim().split(/\s+/), edition = null, hadLead = words.length > 1 && isLead(words[0]);
    while (words.length > 1 && isLead(words[0])) { words.shift(); }
    if (/^p\.\S+/i.test(words[0])) { words[0] = words[0].slice(2); }
    for (var p = 1; p < words.length; p++) {
      if (EDITION.test(words[p])) { edition = words[p]; words.splice(p, 1); break; }
    }
    for (var count = Math.min(words.length, 5); count > 0; count--) {
      var m = TYPED.exec(latinKey(words.slice(0, count).join(" ")));
      if (!m) { continue; }
      var key = keyText(m), rest = words.slice(count).join(" ");
      if (/^\d+$/.test(key) && rest && !hadLead) { return null; }
      return {key: key, edition: edition, rest: rest};
    }
    return null;
  }

  function parseQuery(query) {
    var phrases = [], prefixes = [];
    var outside = query.replace(/"([^"]+)"/g, function (_, inner) { phrases.push(inner); return " "; });
    outside = outside.replace(/([\p{L}\p{N}_]{2,})\*/gu, function (_, word) { prefixes.push(fold(word)); return " "; });
    var words = (outside.toLowerCase().match(WORD) || []);
    phrases.forEach(function (p) { words = words.concat(p.toLowerCase().match(WORD) || []); });
    return {words: words.slice(0, 32), prefixes: prefixes.slice(0, 8)};
  }

  function inScope(doc, lang, edition) {
    return (!edition || doc.edition === edition) && (!lang || doc.lang === lang);
  }

  function scoreLanguage(parsed, lang, lang_filter, edition, conjunctive) {
    var words = parsed.words.filter(function (w) { return writtenIn(w, lang); });
    if (conjunctive && words.length < parsed.words.length) { return {}; }
    var postings = INDEX.postings[lang] || {}, perWord = [], terms = [];
    words.forEach(function (word) {
      var list = analyse(word, lang);
      terms = terms.concat(list);
      perWord.push(list);
    });
    parsed.prefixes.forEach(function (prefix) {
      var list = prefixTerms(prefix, lang);
      terms = terms.concat(list);
      perWord.push(list);
    });
    var scores = {}, counts = {};
    perWord.forEach(function (list) {
      var seen = {};
      list.forEach(function (term) {
        var p = postings[term] || [];
        for (var i = 0; i < p.length; i += 2) {
          var doc = p[i];
          scores[doc] = (scores[doc] || 0) + p[i + 1];
          if (!seen[doc]) { seen[doc] = true; counts[doc] = (counts[doc] || 0) + 1; }
        }
      });
    });
    var out = {};
    Object.keys(scores).forEach(function (doc) {
      if (conjunctive && counts[doc] < perWord.length) { return; }
      var d = DOCS[doc];
      if (!inScope(d, lang_filter, edition)) { return; }
      out[doc] = scores[doc] * (conjunctive ? 1 : 0.5);
    });
    return {scores: out, terms: terms};
  }

  function search(query, lang, edition, limit) {
    query = query.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").slice(0, 500).trim();
    limit = limit || 20;
    if (!query) { return {hits: [], terms: []}; }
    var typed = keyInQuery(query);
    if (typed && (!typed.edition || !edition || typed.edition === edition)) {
      var scope = typed.edition || edition;
      var exact = DOCS.filter(function (d) { return d.key === typed.key && inScope(d, lang, scope); });
      if (exact.length) {
        var hits = exact.map(function (d) { return {doc: d, score: 1000}; });
        if (!typed.rest) { return {hits: hits, terms: []}; }
        var words = textSearch(typed.rest, lang, scope, limit);
        words.hits.forEach(function (h) { if (exact.indexOf(h.doc) < 0) { hits.push(h); } });
        return {hits: hits.slice(0, limit), terms: words.terms};
      }
    }
    return textSearch(query, lang, edition, limit);
  }

  function textSearch(query, lang, edition, limit) {
    var parsed = parseQuery(query);
    var languages = Object.keys(INDEX.languages).filter(function (l) {
      if (lang) { return l === lang; }
      if (edition) { return INDEX.editions.some(function (e) { return e.id === edition && e.language === l; }); }
      return true;
    });
    var best = {}, allTerms = [];
    [true, false].some(function (conjunctive) {
      languages.forEach(function (l) {
        var result = scoreLanguage(parsed, l, lang, edition, conjunctive);
        allTerms = allTerms.concat(result.terms || []);
        Object.keys(result.scores || {}).forEach(function (doc) {
          var d = DOCS[doc], score = result.scores[doc] * (INDEX.boosts.kind[d.kind] || 1);
          if (d.kind === "index-entry") {
            (d.targets || []).forEach(function (t) {
              var s = score * INDEX.boosts.indexEntry;
              if (!best[t] || best[t].score < s) { best[t] = {doc: DOCS[t], score: s, via: d.title}; }
            });
            return;
          }
          if (!best[doc] || best[doc].score < score) { best[doc] = {doc: d, score: score}; }
        });
      });
      return Object.keys(best).length >= limit || parsed.words.length + parsed.prefixes.length <= 1;
    });
    var hits = Object.keys(best).map(function (k) { return best[k]; });
    hits.sort(function (a, b) { return b.score - a.score || (a.doc.key < b.doc.key ? -1 : 1); });
    var seen = {};
    hits.forEach(function (h) {
      var group = h.doc.edition + "/" + (h.doc.law || h.doc.id);
      h.rank = h.score * Math.pow(INDEX.boosts.decay, seen[group] || 0);
      seen[group] = (seen[group] || 0) + 1;
    });
    hits.sort(function (a, b) { return b.rank - a.rank || (a.doc.key < b.doc.key ? -1 : 1); });
    return {hits: hits.slice(0, limit), terms: allTerms};
  }

  /* The words of a text whose analysis is one of the query's terms, as [start, end] offsets. */
  function highlights(text, terms, lang) {
    var wanted = {}, spans = [], m, re = new RegExp(WORD.source, "gu");
    terms.forEach(function (t) { wanted[t] = true; });
    while ((m = re.exec(text)) !== null) {
      if (analyse(m[0].toLowerCase(), lang).some(function (t) { return wanted[t]; })) {
        spans.push([m.index, m.index + m[0].length]);
      }
    }
    return spans;
  }

  search.highlights = highlights;
  window.lawbaseSearch = search;
}());
