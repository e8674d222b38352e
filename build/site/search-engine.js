/* lawbase search engine: `lawbase search` in the browser, on the same payload (search-index.js).

   This file mirrors lawbase/engine.py (ranking), asked_language.py (the query's language) and the key look-up
   of lawbase/query.py step for step, so the site and the command give the same results (tests/test_search_site.py
   runs a table of queries through both);
   search-reading.js reads the query (query_words.py), search-keys.js a typed key, search-lemmagen.js lemmatises the
   words the corpus lacks. Loaded after search-index.js, search-lemmagen.js, search-vocabulary.js, search-reading.js,
   search-spelling.js and search-keys.js; search-sequence.js (phrases and negations in a document) and the
   interface, search-page.js, after it.

   window.lawbaseSearch(query, lang, edition, limit, reader) -> {hits: [{doc, score, how, via?, differs?, newer?}],
     terms: {language: [...]}, suggestion: "..." or null} (reader: the interface language, whose provisions a typed key lists
     first, as query.search_response), doc {id, edition, lang, kind, key, law, title, trail, url, label, text, targets};
   window.lawbaseSearch.analyse(word, lang): the terms of a word; .highlights(text, terms, lang): [[start, end], …];
   .excerpt(text, terms, lang, width): {text, highlights}, as query_records.snippet. */
(function (root) {
  "use strict";
  var R = root.LawbaseReading, parse = R.parse, Language = R.Language;
  var readSlots = R.readSlots, englishWord = R.englishWord, own = R.own, pyLess = R.pyLess, WORD = R.WORD;
  var TEXT_FIELDS = R.TEXT_FIELDS, englishSlots = R.englishSlots, Keys = root.LawbaseKeys;
  var skipped = R.skipped, slotRead = R.slotRead, unseenIdf = R.unseenIdf, suggested = R.suggested;

  /* ------------------------------------------------------------ ranking (engine.py) */
  function Engine(index) {
    var self = this;
    this.index = index;
    this.ranking = index.ranking; this.docs = index.docs;
    this.languages = {};
    Object.keys(index.languages).forEach(function (code) {
      var model = index.models && index.models[code] ? new root.LawbaseLemmatiser(index.models[code]) : null;
      self.languages[code] = new Language(code, index.languages[code], model);
    });
    this.editionLanguage = {}; this.editionOrder = [];
    this.lawsYear = {}; this.editionKind = {};
    this.draftTranslations = new Set();  // their rules the Laws' in force, no other (query.other_rules)
    index.editions.forEach(function (e) {
      self.editionLanguage[e.id] = e.language;
      self.editionKind[e.id] = e.kind;
      self.editionOrder.push(e.id);
      self.lawsYear[e.id] = e.laws_year;
      if (e.draft_translation) { self.draftTranslations.add(e.id); }
    });
    this.main = index.main;
    this.englishStop = new Set(index.english_stop || []);
    var none = function () { return null; };
    this.readKey = index.keys ? Keys.reader(index.keys) : Object.assign(none, {unread: none, defined: none});
    this.byKey = new Map();
    this.docs.forEach(function (record, number) {
      if (!self.byKey.has(record[4])) { self.byKey.set(record[4], []); }
      self.byKey.get(record[4]).push(number);
    });
    this.byKey.forEach(function (docs) {  // the newest Laws first, else in the editions' order (query.opened_payload)
      docs.sort(function (a, b) {
        return ((self.lawsYear[self.docs[b][1]] || 0) - (self.lawsYear[self.docs[a][1]] || 0)) || a - b;
      });
    });
  }

  /* ------------------------------------------------------------ the query's language (asked_language.py) */
  Engine.prototype.knownCounts = function (tokens) {  // how many of the query's words each language knows
    var counts = new Map(), self = this, words = tokens.map(function (t) { return t.word; });
    var codes = Object.keys(this.languages), lastKnown = false;
    codes.forEach(function (code) {
      var language = self.languages[code], known = words.map(function (word) { return language.known(word); });
      counts.set(code, known.filter(Boolean).length);
      lastKnown = lastKnown || (known.length > 0 && known[known.length - 1]);
    });
    var english = this.englishWords();
    counts.set("en", words.filter(function (word) {
      return self.englishStop.has(word) || english.has(englishWord(word));
    }).length);
    if (words.length && !lastKnown) {  // a word being typed
      var last = words[words.length - 1];
      codes.forEach(function (code) { counts.set(code, counts.get(code) + (self.languages[code].begun(last, self.ranking.begun_letters) ? 1 : 0)); });
    }
    return counts;
  };
  Engine.prototype.queryLanguage = function (counts, words, targets) {
    var best = 0;
    counts.forEach(function (count) { best = Math.max(best, count); });
    if (best === 0) { return null; }
    if (counts.get("en") === best && best === words) { return "en"; }  // every word English
    var first = targets.concat(["en"]);
    for (var i = 0; i < first.length; i++) { if (counts.get(first[i]) === best) { return first[i]; } }
    var tied = [];
    counts.forEach(function (count, code) { if (count === best) { tied.push(code); } });
    return tied.sort(pyLess)[0];
  };
  Engine.prototype.englishWords = function () {  // every word of any English key, made once
    if (!this._englishWords) {
      var words = this._englishWords = new Set(), self = this;
      Object.keys(this.languages).forEach(function (code) {
        self.languages[code].english.forEach(function (_, key) { key.split("\u0000").forEach(words.add, words); });
      });
    }
    return this._englishWords;
  };
  Engine.prototype.score = function (slots, language, editions, close) {
    var boost = this.ranking.boost, docs = this.docs, fields = this.index.fields, ranking = this.ranking;
    var slotScores = [], slotIdf = [];
    slots.forEach(function (slot) {
      var best = new Map(), whole = new Set(), idfOfSlot = 0.0;  // whole: holding every own word of the slot
      slot.alternatives.forEach(function (alt) {
        var sums = new Map(), present = new Map(), written = new Map();  // written: terms held in TEXT_FIELDS
        var known = alt.terms.filter(function (t) { return own(language.idf, t); });
        if (known.length) {
          var total = 0;
          known.forEach(function (t) { total += language.idf[t]; });
          idfOfSlot = Math.max(idfOfSlot, total / alt.terms.length);
        }
        Array.from(new Set(alt.terms)).forEach(function (term) {
          if (!own(language.idf, term)) { return; }
          var idf = language.idf[term], seen = new Set(), inText = new Set();
          (alt.how === "synonym" ? TEXT_FIELDS : fields).forEach(function (name) {
            var postings = language.postings(name, term);
            for (var i = 0; i < postings.length; i += 2) {
              var doc = postings[i];
              if (!editions.has(docs[doc][1])) { continue; }
              sums.set(doc, (sums.has(doc) ? sums.get(doc) : 0.0) + idf * boost[name] * postings[i + 1]);
              seen.add(doc);
              if (TEXT_FIELDS.indexOf(name) >= 0) { inText.add(doc); }
            }
          });
          seen.forEach(function (doc) { present.set(doc, (present.get(doc) || 0) + 1); });
          inText.forEach(function (doc) { written.set(doc, (written.get(doc) || 0) + 1); });
        });
        var size = alt.terms.length, power = alt.how !== "own" && size > slot.width ? ranking.replacement_share_power : 1.0;
        sums.forEach(function (total, doc) {
          var share = present.get(doc) / size, value = total * Math.pow(share, power) * alt.weight;
          if (!best.has(doc) || best.get(doc)[0] < value) { best.set(doc, [value, share, alt.how]); }
          if (alt.how === "own" && written.get(doc) === size) { whole.add(doc); }
        });
      });
      whole.forEach(function (doc) { best.get(doc)[2] = "own"; });  // found by its own words too (engine.score)
      slotScores.push(best);
      // a word this language cannot read is missing everywhere, as the rarest word would be (engine.score)
      slotIdf.push(idfOfSlot || (slot.words.length ? unseenIdf(language) : 0.0));
    });
    R.closeDocs(slotScores, slots).forEach(function (doc) { close.add(doc); });  // the query's own words find them
    var totalIdf = 0;
    slotIdf.forEach(function (v) { totalIdf += v; });
    totalIdf = totalIdf || 1.0;
    var results = new Map();
    slotScores.forEach(function (best, number) {
      best.forEach(function (entry, doc) {
        if (!results.has(doc)) { results.set(doc, [0.0, 0.0, new Set()]); }
        var r = results.get(doc);
        r[0] += entry[0];
        r[1] += slotIdf[number] * entry[1];
        if (entry[2] !== "own") { r[2].add(entry[2]); }
      });
    });
    var power = this.ranking.coverage_power, scored = new Map(), self = this;
    results.forEach(function (r, doc) {
      var score = r[0] * Math.pow(r[1] / totalIdf, power) * self.titleAnswer(doc, slots, language);
      if (score > 0 && self.wordsInOrder(doc, slots, language)) {
        scored.set(doc, [score * self.negationKept(doc, slots, language), describe(r[2])]);
      }
    });
    return scored;
  };
  Engine.prototype.titleAnswer = function (doc, slots, language) {
    var title = this.index.titles[doc];
    if (!title.length || !slots.length) { return 1.0; }
    var titleSet = new Set(title), asked = new Set(), answered = 0, prefixes = language.negating();
    slots.forEach(function (slot) {
      var hit = false;
      slot.alternatives.forEach(function (alt) {
        alt.terms.forEach(function (term) {
          if (slot.negated && !prefixes.some(function (p) { return term.indexOf(p) === 0; })) { return; }
          if (titleSet.has(term)) { asked.add(term); hit = true; }
        });
      });
      answered += hit ? 1 : 0;
    });
    var share = Math.pow((asked.size / titleSet.size) * (answered / slots.length), this.ranking.title_answer_power);
    // the Law-title answer is the Law's: a notes edition's page on a Law bears its title, but is comment on it
    var law = this.docs[doc][3] === "law" && this.editionKind[this.docs[doc][1]] !== "notes";
    var bonus = this.ranking.title_answer + (law ? this.ranking.law_title_answer : 0.0);
    return 1.0 + bonus * share;
  };

  Engine.prototype.textSearch = function (text, lang, edition, limit, reader) {
    var tokens = parse(text), self = this;
    var scope = this.editionOrder.filter(function (e) {
      return (edition === null || e === edition) && (lang === null || self.editionLanguage[e] === lang);
    });
    var targets = Array.from(new Set(scope.map(function (e) { return self.editionLanguage[e]; }))).sort(pyLess);
    var counts = this.knownCounts(tokens);
    var asked = this.queryLanguage(counts, tokens.length, (reader && targets.indexOf(reader) >= 0 ? [reader] : []).concat(targets));
    var found = new Map(), close = new Set(), terms = {}, corrected = {}, read = new Set(), unread = new Set();
    var ordered = targets.filter(function (code) { return code === asked; })
      .concat(targets.filter(function (code) { return code !== asked; }));  // the query's language first
    ordered.forEach(function (target) {
      var language = self.languages[target], slots, scored, reading;
      var editions = new Set(scope.filter(function (e) { return self.editionLanguage[e] === target; }));
      if (asked === "en") {
        slots = englishSlots(tokens, language, self.englishStop, self.ranking.weights.english);
        scored = self.englishEverywhere(tokens, target, self.score(slots, language, editions, close), editions, close);
        if (reader && targets.indexOf(reader) >= 0 && target !== reader) {
          scored = self.unasked(scored);  // English from a reader of one of the languages: theirs first (engine.search)
        }
      } else if (own(self.languages, asked) && targets.indexOf(asked) < 0 && own(self.main, asked)) {
        language = self.languages[asked];  // the query read in its own language's main edition
        reading = readSlots(tokens, language, self.ranking.weights);
        slots = reading[0];
        Object.assign(corrected, reading[1]);
        scored = self.across(self.score(slots, language, new Set([self.main[asked]]), close), editions);
      } else {
        reading = readSlots(tokens, language, self.ranking.weights, asked === null || asked === target);
        slots = reading[0];
        Object.assign(corrected, reading[1]);
        if (target === asked) { counts.set(asked, counts.get(asked) + Object.keys(reading[1]).length); }  // its slips
        scored = self.score(slots, language, editions, close);
        if (own(self.languages, asked) && (counts.get(target) < counts.get(asked) || (target !== asked && asked === reader))) {
          scored = self.unasked(scored);  // fewer of its words, or as many and the reader's won the tie (engine.search)
        }
      }
      // each language's terms, those a query read in another language's words under it (engine.search)
      var into = !own(self.languages, asked) || targets.indexOf(asked) >= 0 ? target : asked;
      terms[into] = terms[into] || [];
      slots.forEach(function (slot) {
        slot.alternatives.forEach(function (alt) { terms[into] = terms[into].concat(alt.terms); });
        slot.words.forEach(function (word) { (slotRead(slot, language) ? read : unread).add(word); });
      });
      self.placed(scored, edition).forEach(function (hit) {
        if (!found.has(hit.doc) || found.get(hit.doc).score < hit.score) { found.set(hit.doc, hit); }
      });
    });
    read.forEach(function (word) { unread.delete(word); });
    Object.keys(corrected).forEach(function (word) { unread.delete(word); });
    return {hits: this.ranked(Array.from(found.values()), limit), loose: found.size > 0 && !close.size, terms: terms, corrected: corrected,
            skipped: skipped(tokens.map(function (token) { return token.word; }), unread,
                             Object.keys(this.languages).map(function (code) { return self.languages[code]; }),
                             this.ranking.begun_letters)};
  };
  /* The scores of a language the query is not written in, read in it for the words the two share:
     below the query's own language's (engine.unasked). */
  Engine.prototype.unasked = function (scored) {
    var weight = this.ranking.unasked_language, out = new Map();
    scored.forEach(function (entry, doc) { out.set(doc, [entry[0] * weight, entry[1]]); });
    return out;
  };
  /* An English query read in the other languages' main editions too, carried through the concordance
     (found in English); a document keeps its best score (engine.english_everywhere). */
  Engine.prototype.englishEverywhere = function (tokens, target, scored, editions, close) {
    var self = this;
    Object.keys(this.languages).forEach(function (code) {
      if (code === target || !own(self.main, code)) { return; }
      var language = self.languages[code];
      var slots = englishSlots(tokens, language, self.englishStop, self.ranking.weights.english);
      self.across(self.score(slots, language, new Set([self.main[code]]), close), editions).forEach(function (entry, doc) {
        if (!scored.has(doc) || scored.get(doc)[0] < entry[0]) { scored.set(doc, [entry[0], "english"]); }
      });
    });
    return scored;
  };
  Engine.prototype.placed = function (scored, edition) {
    var ranking = this.ranking, hits = [], self = this;
    scored.forEach(function (entry, doc) {
      var record = self.docs[doc], kind = record[3], score = entry[0], how = entry[1];
      if (record[1] !== self.main[record[2]] && record[1] !== edition) { score *= ranking.secondary_edition; }
      if (kind === "index-entry") {
        (self.index.targets[String(doc)] || []).forEach(function (target) {
          hits.push({doc: target, score: score * ranking.index_entry, how: how, via: record[9], from: doc});
        });
      } else if (kind === "footnote" && record[11] >= 0) {
        hits.push({doc: record[11], score: score * ranking.footnote_parent, how: how, via: record[9], from: doc});
      }
      var weight = own(ranking.kind, kind) ? ranking.kind[kind] : 1.0;
      if (weight > 0) { hits.push({doc: doc, score: score * weight, how: how, via: ""}); }
    });
    return hits;
  };
  Engine.prototype.across = function (scored, editions) {
    var carried = new Map(), weight = this.ranking.other_language, self = this;
    scored.forEach(function (entry, doc) {
      var sources = self.docs[doc][3] === "index-entry" ? (self.index.targets[String(doc)] || []) : [doc];
      sources.forEach(function (source) {
        var table = self.index.counterparts[String(source)] || {};
        Object.keys(table).forEach(function (edition) {
          if (!editions.has(edition)) { return; }
          var others = table[edition];
          others.forEach(function (other) {
            var value = entry[0] * weight / others.length;
            if (!carried.has(other) || carried.get(other)[0] < value) {
              carried.set(other, [value, "other language" + (entry[1] !== "own words" ? ", " + entry[1] : "")]);
            }
          });
        });
      });
    });
    return carried;
  };
  Engine.prototype.ranked = function (hits, limit) {
    var docs = this.docs, decay = this.ranking.same_law;
    function order(a, b) {
      return (b.score - a.score) || pyLess(docs[a.doc][1], docs[b.doc][1]) || pyLess(docs[a.doc][4], docs[b.doc][4]);
    }
    hits.sort(order);
    var seen = new Map(), decayed = hits.map(function (hit) {
      var record = docs[hit.doc], group = record[1] + "/" + (record[5] || record[0]);
      var value = hit.score * Math.pow(decay, seen.get(group) || 0);
      seen.set(group, (seen.get(group) || 0) + 1);
      return [value, hit];
    });
    decayed.sort(function (a, b) {
      return order({score: a[0], doc: a[1].doc}, {score: b[0], doc: b[1].doc});
    });
    return decayed.slice(0, limit).map(function (pair) { return pair[1]; });
  };
  function describe(hows) { return hows.size ? Array.from(hows).sort(pyLess).join(", ") : "own words"; }

  /* ------------------------------------------------------------ keys (query.run; search-keys.js) */
  Engine.prototype.search = function (query, lang, edition, limit, reader) {
    lang = lang || null; edition = edition || null; limit = limit || 20;
    query = R.cleaned(query);  /* query.clean_query */
    query = R.unmixed(query, this.index.homoglyphs || {});  /* "rеvoke": revoke (text.unmixed) */
    if (!query) { return {hits: [], terms: {}, suggestion: null}; }
    var keyed = Keys.answer(this, query, lang, edition, limit, reader || null);
    if (keyed.result) { return keyed.result; }
    var exact = keyed.exact, reading = keyed.reading;
    query = keyed.query; edition = keyed.edition;
    var result = this.textSearch(query, lang, edition, limit, reader || null);
    var asWords = result.hits.length || exact.length ? null : root.LawbaseTokens.unquoted(query);  // a phrase no text says
    if (asWords) { query = asWords; result = this.textSearch(asWords, lang, edition, limit, reader || null); }
    var suggestion = suggested(query, result.corrected);
    /* a defined term's definitions (query.run), of the corrected query where the query as typed names none */
    var defined = Keys.askedTerms(this, [query, suggestion], lang, edition, reader || null);
    var seen = new Set(exact.map(function (h) { return h.doc; }));
    exact = exact.concat(defined.filter(function (h) { return !seen.has(h.doc); }));
    seen = new Set(exact.map(function (h) { return h.doc; }));
    var hits = exact.concat(result.hits.filter(function (h) { return !seen.has(h.doc); })).slice(0, limit);
    var out = this.finish(hits, result.terms, result.corrected, query, reading);
    if (result.skipped.length) { out.skipped = result.skipped; }  /* the words no language read (query.run) */
    if (result.loose && !exact.length) { out.loose = true; }  /* no text holds the words asked (query.run) */
    if (asWords && result.hits.length) { out.unquoted = true; }  /* nor the quoted words in that order (query.run) */
    return out;
  };
  Engine.prototype.finish = function (hits, terms, corrected, query, reading) {
    var self = this, fold = root.LawbaseTokens.fold;  // a query typed without diacritics: its corrections too (query.as_typed)
    return {
      hits: hits.map(function (hit) {
        var out = {doc: self.doc(hit.doc), score: hit.score, how: hit.how};
        if (hit.via) { out.via = hit.via; }
        if (hit.from !== undefined) { out.from = self.doc(hit.from); }  // the index entry or footnote matched
        if (hit.differs) { out.differs = hit.differs; }
        var later = Keys.hitNewer(self, hit, reading);  // by its words or its key alike (query_records.hit_newer)
        if (later) { out.newer = later; }
        return out;
      }),
      terms: terms, suggestion: suggested(query, corrected, fold(query) === query.toLowerCase() ? fold : null)
    };
  };
  Engine.prototype.doc = function (number) {
    var record = this.docs[number];
    return {id: record[0], edition: record[1], lang: record[2], kind: record[3], key: record[4], law: record[5],
            title: this.index.shown_titles[String(number)] || record[6], trail: record[7], url: record[8], label: record[9], text: record[10],
            targets: this.index.targets[String(number)] || [], number: this.index.numbers[String(number)] || "",
            notes: this.editionKind[record[1]] === "notes"};
  };

  root.LawbaseEngine = Engine;
  if (root.LAWBASE_INDEX) {
    var engine = new Engine(root.LAWBASE_INDEX);
    root.lawbaseSearch = function (q, lang, edition, limit, reader) { return R.typedOrLatin(engine, q, lang, edition, limit, reader); };
    root.lawbaseSearch.analyse = function (word, lang) {
      var language = engine.languages[lang];
      if (!language) { return []; }
      var terms = language.ownTerms(word.toLowerCase());
      return terms.length ? terms : [language.fold(word.toLowerCase())];
    };
    // [[start, end], …] of the words to mark: those of the text's language's terms (query_records.snippet)
    root.lawbaseSearch.highlights = function (text, terms, lang) {
      var wanted = new Set(own(terms, lang) ? terms[lang] : []), spans = [], match, re = new RegExp(WORD.source, "gu");
      while ((match = re.exec(text)) !== null) {
        if (root.lawbaseSearch.analyse(match[0], lang).some(function (t) { return wanted.has(t); })) {
          spans.push([match.index, match.index + match[0].length]);
        }
      }
      return spans;
    };
    // a window of the text around the sentence that matched, its marks' offsets into it (query_records.snippet)
    root.lawbaseSearch.excerpt = function (text, terms, lang, width) {
      if (!text) { return {text: "", highlights: []}; }
      var spans = root.lawbaseSearch.highlights(text, terms, lang), start = root.LawbaseTokens.excerptStart(text, spans, width);
      var end = Math.min(text.length, start + width);
      if (end < text.length) {
        var space = text.lastIndexOf(" ", end - 1);
        end = Math.max(space >= start ? space : -1, start + Math.floor(width / 2));
      }
      var prefix = start > 0 ? "…" : "", suffix = end < text.length ? "…" : "";
      return {text: prefix + text.slice(start, end).replace(/\n/g, " ") + suffix,
              highlights: spans.filter(function (span) { return span[0] >= start && span[1] <= end; })
                .map(function (span) { return [span[0] - start + prefix.length, span[1] - start + prefix.length]; })};
    };
    root.lawbaseSearch.engine = engine;
  }
}(typeof window !== "undefined" ? window : globalThis));
