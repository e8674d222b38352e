/* lawbase key look-up: what lawbase/query.py does with a key typed in a query, step for step, for
   search-engine.js - the key read as users type it (keys.browser_grammar: `Pravidlo 20F5`, `Правило 16С2`
   with a Cyrillic С) and the language of its Law word (that language's provisions first), a key the
   edition asked lacks answered by its counterparts there
   (query.key_counterparts), a key typed for every edition whose older rule is another
   (query.other_rules), and where the newest Laws say what an older provision says (query_records.newer,
   query_records.hit_newer).
   Loaded after search-reading.js, before search-engine.js. */
(function (root) {
  "use strict";
  var own = root.LawbaseReading.own, pyLess = root.LawbaseReading.pyLess, fold = root.LawbaseReading.fold;

  function reader(KEYS) {
    var TYPED = new RegExp("^(?:" + KEYS.typed + ")$");
    var EDITION = new RegExp("^" + KEYS.edition + "$");
    // a typed word as the rules keep their words: "clanku" meets "článku", "статьёй" "статьей" (TypingRules.folded)
    function folded(word) { return fold(word, KEYS.fold || {}); }
    function lead(word) { return folded(word).replace(/:+$/, ""); }  // every colon, as rstrip(":")
    function isLead(word, whole) { return KEYS.leadWords.indexOf(whole ? folded(word) : lead(word)) >= 0; }
    var LAW_LETTERS = Array.from(new Set(KEYS.lawWords.join(""))); // the letters a slip may put in
    var LONGEST = KEYS.leadWords.reduce(function (most, word) { return Math.max(most, word.length); }, 0);
    function keyText(m) {
      if (m[6]) { return m[6] + "." + Number(m[7]); }
      return m[1] + (m[2] ? m[2].toUpperCase() : "") + (m[3] ? String(Number(m[3])) : "") +
        (m[4] ? m[4].toLowerCase() : "") + (m[5] ? "(" + m[5].toLowerCase() + ")" : "");
    }
    // a key as copied from a text, the punctuation around it left out (typed_keys._trimmed)
    function trimmed(text) {
      var edges = /^[.,;:!?"'«»„“”]+|[.,;:!?"'«»„“”]+$/g;
      text = text.replace(edges, "");
      [["(", ")"], ["[", "]"]].forEach(function (pair) {
        var open = pair[0], close = pair[1], count = function (s, c) { return s.split(c).length - 1; };
        var inner = text.slice(1, -1);
        if (text[0] === open && text[text.length - 1] === close && text.length > 1 && count(inner, open) === count(inner, close)) {
          text = inner;
        } else if (text[0] === open && count(text, open) > count(text, close)) {
          text = text.slice(1);
        } else if (text[text.length - 1] === close && count(text, close) > count(text, open)) {
          text = text.slice(0, -1);
        }
      });
      return text.replace(edges, "");
    }
    function latinKey(text) {
      var out = "";
      for (var i = 0; i < text.length; i++) { out += KEYS.lookalikes[text[i]] || text[i]; }
      return out;
    }
    // the language whose keyboard typed the key's look-alike letters ("45С4б": ru; typed_keys._longest_key)
    function keyboard(typed) {
      for (var i = 0; i < typed.length; i++) {
        if (own(KEYS.lookalikeLanguage, typed[i])) { return KEYS.lookalikeLanguage[typed[i]]; }
      }
      return null;
    }
    function languageOf(word) { return own(KEYS.leadLanguage, word) ? KEYS.leadLanguage[word] : null; }
    // how long the Law word a key is glued to is ("Law" of "Law16C2", "cl." of "cl.16c2"): the longest
    // beginning that, folded, is a lead word, a digit after it (typed_keys._glued_lead)
    function gluedLead(word) {
      for (var length = Math.min(word.length - 1, LONGEST); length > 0; length--) {  // a long word stays quick
        if (/[0-9]/.test(word[length]) && isLead(word.slice(0, length), true)) { return length; }
      }
      return null;
    }
    // the lead word a typed word is, folded: itself, or a Law word of seven letters or more one slip away
    // ("pavidlo"), not a word the profiles say is another ("przypis", "przepisowe"; typed_keys._lead_word)
    function leadWord(word) {
      var folded = lead(word);
      if (KEYS.leadWords.indexOf(folded) >= 0) { return folded; }
      if (folded.length < SLIPPED_LAW_WORD || !/^\p{L}+$/u.test(folded) || KEYS.nearLawWords.indexOf(folded) >= 0) {
        return null;
      }
      var near = root.LawbaseReading.slips(folded, LAW_LETTERS, true);  // the search's slips (typed_keys._lead_word)
      return KEYS.lawWords.filter(function (law) { return /^\p{L}+$/u.test(law) && near.has(law); })[0] || null;
    }
    // the words after the lead words leading them, the language of the first of one language, and whether
    // one names a Law (null: no lead word; typed_keys._strip_lead)
    function stripLead(words) {
      var language = null, named = null;
      for (var word = null; words.length > 1 && (word = leadWord(words[0])); words.shift()) {
        language = language || languageOf(word);
        named = Boolean(named) || KEYS.lawWords.indexOf(word) >= 0;
      }
      var glued = words[0] ? gluedLead(words[0]) : null;  // "P.50D2(b)", "§16C2", "Law16C2", "п.16С2"
      if (glued) {
        var gluedWord = folded(words[0].slice(0, glued));
        language = language || languageOf(gluedWord);
        named = Boolean(named) || KEYS.lawWords.indexOf(gluedWord) >= 0;
        words[0] = words[0].slice(glued);
      }
      return [words, language, named];
    }
    function read(query) {
      var words = query.normalize("NFKC").trim().split(/\s+/), edition = null;  // full-width "１６Ｃ２" is 16C2
      if (words.length > 1 && EDITION.test(words[0])) { edition = words.shift(); }  // "pl-1997 64" (typed_keys._edition_first)
      var stripped = stripLead(words), language = stripped[1], named = stripped[2];  // "Pravidlo 20F5": cs
      words = stripped[0];
      for (var p = 1; p < words.length && edition === null; p++) {
        if (EDITION.test(words[p])) { edition = words[p]; words.splice(p, 1); break; }
      }
      var found = longest(words), also = [];
      if (!found) { return null; }
      words = words.slice(found[1]);
      if (/^\d+$/.test(found[0]) && !named && (words.length || named !== null)) { return null; }
      var typedAs = keyboard(found[2]);  // the keyboard of its look-alike letters, if any
      // its parts named after part words, each a piece of it: "Правило 16, пункт В1", "Pravidlo 16 odst. C bod 2"
      // (typed_keys._with_part)
      while (words.length > 1 && KEYS.partWords.indexOf(folded(trimmed(words[0]))) >= 0) {
        var part = longest([found[0] + words[1]].concat(words.slice(2)));
        if (!part || !deeper(part[0], found[0])) { break; }
        found = part; typedAs = keyboard(part[2]) || typedAs; words = words.slice(1 + part[1]);
      }
      for (var more = longest(words); more && !/^\d+$/.test(more[0]); more = longest(words)) {
        also.push(more[0]);  // "16C2 16D1": keys in a row, a bare number after a key none (typed_keys.key_in_query)
        words = words.slice(more[1]);
      }
      return {key: found[0], edition: edition, rest: words.join(" "), language: language || typedAs, also: also};
    }
    // the word after a Law word that begins as a key does but is none ("Pravidlo 16CC2"): said, not searched
    // for as words (typed_keys.unread_key)
    read.unread = function (query) {
      var words = query.normalize("NFKC").trim().split(/\s+/);
      if (words.length > 1 && EDITION.test(words[0])) { words.shift(); }
      var stripped = stripLead(words), word = stripped[2] && stripped[0].length ? trimmed(stripped[0][0]) : "";
      return /^[0-9]{1,3}(?![0-9%])(?!-\p{L}+$)/u.test(word) && read(query) === null ? word : null;
    };
    // a question for a definition before a term, "co to jest lewa?": {term, language} (typed_keys.definition_asked)
    read.defined = function (query) {
      var words = query.normalize("NFKC").trim().split(/\s+/), questions = KEYS.definitionQuestions || {};
      for (var count = Math.min(words.length - 1, 4), asked, term; count > 0; count--) {
        asked = folded(words.slice(0, count).join(" ")); term = words.slice(count).join(" ").replace(/\?+$/, "").trim();
        if (own(questions, asked) && term) { return {term: term, language: questions[asked]}; }
      }
      return null;
    };
    // a footnote word and the number printed on the footnote ("przypis 21", "сноска 23"): {number, language}
    // (typed_keys.footnote_typed)
    read.footnote = function (query) {
      var words = query.normalize("NFKC").trim().split(/\s+/), number = words.pop().replace(/\.+$/, "");
      var word = folded(words.join(" ")), notes = KEYS.footnoteWords || {};
      if (!/^[0-9]+$/.test(number) || !own(notes, word)) { return null; }
      return {number: number.replace(/^0+/, "") || "0", language: notes[word]};
    };
    return read;
    // the key made of the most leading words, how many it took, and the words as typed (typed_keys._longest_key)
    function longest(words) {
      for (var count = Math.min(words.length, 5); count > 0; count--) {
        var typed = trimmed(words.slice(0, count).join(" ")), m = TYPED.exec(latinKey(typed));
        if (m) { return [keyText(m), count, typed]; }
      }
      return null;
    }
  }
  var SLIPPED_LAW_WORD = 7;  // typed_keys.SLIPPED_LAW_WORD
  // whether a key is another with a part more after it (16C2 of 16C), not another number (16C23 of 16C2;
  // typed_keys._deeper)
  function deeper(part, key) {
    var kind = function (c) { return /[0-9]/.test(c) ? "digit" : /\p{L}/u.test(c) ? "letter" : "mark"; };
    return part.length > key.length && part.indexOf(key) === 0 && kind(key[key.length - 1]) !== kind(part[key.length]);
  }
  // the provisions at a typed key, those in the typist's language first: its Law word's, else the
  // reader's (typed_keys.typists_first)
  function typistsFirst(engine, docs, language) {
    if (!language) { return docs; }
    return docs.filter(function (doc) { return engine.docs[doc][2] === language; })
      .concat(docs.filter(function (doc) { return engine.docs[doc][2] !== language; }));
  }
  // a key the edition lacks, typed in it: the edition's provisions that say what the key says elsewhere
  // (query.key_counterparts)
  function counterparts(engine, docs, edition) {
    var found = [], seen = new Set(), table = engine.index.counterparts, year = engine.lawsYear;
    var telling = docs.filter(function (doc) { return own(table[String(doc)] || {}, edition); });
    var newest = telling.reduce(function (best, doc) { return Math.max(best, year[engine.docs[doc][1]]); }, 0);
    telling.filter(function (doc) { return year[engine.docs[doc][1]] === newest; }).forEach(function (doc) {
      table[String(doc)][edition].forEach(function (other) {
        if (seen.has(other)) { return; }
        seen.add(other);
        found.push({doc: other, score: 1000.0, how: "counterpart", via: engine.docs[doc][1] + " " + engine.docs[doc][4]});
      });
    });
    return found;
  }
  // a key typed for every edition: an older edition's provision at it that is not the newest Laws' rule
  // says so, and the provisions saying that rule there follow it (query.other_rules)
  function otherRules(engine, hits, everywhere) {
    var docs = engine.docs, year = engine.lawsYear, out = [], shown = new Set();
    var newest = everywhere.reduce(function (best, doc) { return Math.max(best, year[docs[doc][1]]); }, 0);
    var latest = everywhere.filter(function (doc) { return year[docs[doc][1]] === newest; });
    hits.forEach(function (hit) { shown.add(hit.doc); });
    hits.forEach(function (hit) {
      out.push(hit);
      var edition = docs[hit.doc][1];
      if (year[edition] === newest || engine.draftTranslations.has(edition)) { return; }
      var told = latest.filter(function (doc) {
        return own(engine.index.counterparts[String(doc)] || {}, edition);
      }).map(function (doc) { return [doc, engine.index.counterparts[String(doc)][edition]]; });
      if (!told.length || told.some(function (pair) { return pair[1].indexOf(hit.doc) >= 0; })) { return; }
      var source = told[0][0], via = docs[source][1] + " " + docs[source][4];
      hit.differs = {from: via, here: told[0][1].map(function (other) { return docs[other][4]; }),
                     urls: told[0][1].map(function (other) { return docs[other][8]; })};
      told[0][1].forEach(function (other) {
        if (shown.has(other)) { return; }
        shown.add(other);
        out.push({doc: other, score: 1000.0, how: "counterpart", via: via});
      });
    });
    return out;
  }

  // where the newest Laws say what a provision of older Laws says, when not at its key, or at it changed
  // (query_records.newer)
  function newer(engine, doc, reading) {
    var record = engine.docs[doc], year = engine.lawsYear;
    var told = engine.index.counterparts[String(doc)] || {}, names = Object.keys(told);
    var newest = names.reduce(function (best, edition) { return Math.max(best, year[edition]); }, 0);
    if (newest <= year[record[1]]) { return null; }
    var editions = names.filter(function (edition) { return year[edition] === newest; }).sort(pyLess);
    var edition = [record[2]].concat(reading || []).map(function (language) {  // the hit's language, else
      // a Law word's, else the reader's
      return editions.filter(function (e) { return engine.editionLanguage[e] === language; })[0];
    }).filter(Boolean)[0] || editions[0];
    var keys = told[edition].map(function (other) { return engine.docs[other][4]; });
    var changed = (engine.index.changed[String(doc)] || []).indexOf(edition) >= 0;
    if (keys.length === 1 && keys[0] === record[4] && !changed) { return null; }
    var found = {edition: edition, year: newest, keys: keys,
                 urls: told[edition].map(function (other) { return engine.docs[other][8]; })};
    if (changed) { found.changed = true; }
    var amended = (engine.index.amended[String(doc)] || {})[edition];  // nothing there: an amendment's doing
    if (amended) { found.amended = amended; }
    return found;
  }
  // a hit's newer, by its words or its key alike; a counterpart's unsaid where it only repeats its via
  // (query_records.hit_newer)
  function hitNewer(engine, hit, reading) {
    var later = newer(engine, hit.doc, reading);
    if (later && hit.how === "counterpart" && !later.changed) {
      var at = hit.via.indexOf(" "), edition = hit.via.slice(0, at), key = hit.via.slice(at + 1);
      if (engine.lawsYear[edition] === later.year && later.keys.length === 1 && later.keys[0] === key) { return null; }
    }
    return later;
  }

  // the hits of a typed key (query.key_hits): the provisions at it, the typist's language first; in an
  // edition that lacks it, its counterparts there; in every edition, an older rule at it said, and the
  // typist's language's counterpart first where that language lacks the key
  function keyHits(engine, typed, lang, scope, reader) {
    var docs = engine.docs, everywhere = engine.byKey.get(typed.key) || [];
    var hits = typistsFirst(engine, everywhere, typed.language || reader).filter(function (doc) {
      return (!scope || docs[doc][1] === scope) && (!lang || docs[doc][2] === lang);
    }).map(function (doc) { return {doc: doc, score: 1000.0, how: "key", via: ""}; });
    if (!hits.length && scope) { return counterparts(engine, everywhere, scope); }
    if (scope) { return hits; }
    hits = otherRules(engine, hits, everywhere);
    var home = engine.main[lang || typed.language || reader || ""];  // the language asked, else the typist's
    if (home && (!lang || engine.editionLanguage[home] === lang) &&
        !hits.some(function (hit) { return docs[hit.doc][1] === home; })) {
      hits = counterparts(engine, everywhere, home).concat(hits);
    }
    return hits.concat(lackingIt(engine, hits, everywhere, lang));
  }
  // after a key's hits, what says it in each edition that has nothing at it (query.lacking_it)
  function lackingIt(engine, hits, everywhere, lang) {
    var docs = engine.docs, out = [], shown = new Set(), editions = new Set();
    hits.forEach(function (hit) { shown.add(hit.doc); editions.add(docs[hit.doc][1]); });
    everywhere.forEach(function (doc) { editions.add(docs[doc][1]); });
    engine.editionOrder.forEach(function (edition) {
      if (editions.has(edition) || (lang && engine.editionLanguage[edition] !== lang)) { return; }
      counterparts(engine, everywhere, edition).forEach(function (hit) {
        if (!shown.has(hit.doc)) { shown.add(hit.doc); out.push(hit); }
      });
    });
    return out;
  }
  // a key no edition numbers: the nearest part above it that something is, and its provisions
  // (query.nearest_part: parts end where a digit meets a letter, a bracket or a dot)
  function nearestPart(engine, typed, lang, scope, reader) {
    var key = typed.key, digit = function (c) { return /[0-9]/.test(c); };
    if (engine.byKey.has(key)) { return {key: null, hits: []}; }  // some edition numbers it: no part
    for (var end = key.length - 1; end > 0; end--) {
      if (digit(key[end - 1]) === digit(key[end]) && "(.".indexOf(key[end]) < 0) { continue; }
      var hits = typistsFirst(engine, engine.byKey.get(key.slice(0, end)) || [], typed.language || reader)
        .filter(function (doc) {
          return (!scope || engine.docs[doc][1] === scope) && (!lang || engine.docs[doc][2] === lang);
        })
        .map(function (doc) { return {doc: doc, score: 1000.0, how: "nearest", via: ""}; });
      if (hits.length) { return {key: key.slice(0, end), hits: hits}; }
    }
    return {key: null, hits: []};
  }
  // the key's hits, then each key typed after it in a row ("16C2 16D1"), once each (query.run)
  function keysHits(engine, typed, lang, scope, reader) {
    var hits = keyHits(engine, typed, lang, scope, reader);
    typed.also.forEach(function (key) {
      var shown = new Set(hits.map(function (h) { return h.doc; }));
      hits = hits.concat(keyHits(engine, Object.assign({}, typed, {key: key}), lang, scope, reader)
        .filter(function (h) { return !shown.has(h.doc); }));
    });
    return hits;
  }
  // a key typed in a query (query.run): {result} where it answers the query alone - its provisions, a key
  // nothing is numbered said with its nearest part, what follows a Law word and is no key said -, else
  // {exact, query, edition, reading}: its provisions and the words to search for after them
  function answer(engine, query, lang, edition, limit, reader) {
    var note = engine.readKey.footnote ? engine.readKey.footnote(query) : null;
    var notes = note ? footnoteHits(engine, note, lang, edition, reader) : [];
    if (notes.length) {  /* "przypis 21": the footnotes printed 21 (query.run) */
      return {result: engine.finish(notes.slice(0, limit), {}, {}, query, [note.language, reader].filter(Boolean))};
    }
    var typed = engine.readKey(query), years = typedYear(engine, typed), exact = [];
    if (years) { typed = Object.assign({}, typed, {rest: "", edition: typed.edition || (years.length === 1 ? years[0] : null)}); }
    var scope = typed && (typed.edition || edition), ofYear = function (hit) { return !years || years.indexOf(engine.docs[hit.doc][1]) >= 0; };
    var reading = [typed && typed.language, reader].filter(Boolean);  /* whose newest Laws newer names (query.run) */
    var unread = typed ? null : engine.readKey.unread(query);
    if (unread) { return {result: Object.assign(engine.finish([], {}, {}, query, reading), {unread: unread})}; }
    if (lang && scope && engine.editionLanguage[scope] !== lang) {  /* "16C2 pl-2017" asked in Czech: none (query.run) */
      return {result: {hits: [], terms: {}, suggestion: null}};
    }
    if (typed && (!typed.edition || !edition || typed.edition === edition) && (!years || !edition || years.indexOf(edition) >= 0)) {
      exact = keysHits(engine, typed, lang, scope, reader).filter(ofYear);
      if (exact.length) {
        if (!typed.rest) { return {result: engine.finish(exact.slice(0, limit), {}, {}, query, reading)}; }
        query = typed.rest; edition = scope;
      } else if (!typed.rest) {  /* a key alone that nothing is numbered: said, its nearest part listed (query.run) */
        var near = nearestPart(engine, typed, lang, scope, reader);
        var missing = Object.assign({key: typed.key, edition: scope || null}, years && !scope ? {editions: years} : {}, near.key ? {nearest: near.key} : {});
        return {result: Object.assign(engine.finish(near.hits.filter(ofYear).slice(0, limit), {}, {}, query, reading), {missing: missing})};
      }
    }
    return {exact: exact, query: query, edition: edition, reading: reading};
  }
  // the editions as the manifest lists them: the documents follow it (query.manifest_order)
  function manifestOrder(engine) {
    var seen = new Set();
    engine.docs.forEach(function (record) { seen.add(record[1]); });
    return Array.from(seen);
  }
  // a year typed beside a key ("45C3 1997"): the editions of the Laws of that year, null where none is (typed_keys.typed_year)
  function typedYear(engine, typed) {
    if (!typed || !/^(?:19|20)[0-9]{2}$/.test(typed.rest)) { return null; }
    var years = manifestOrder(engine).filter(function (e) { return engine.lawsYear[e] === Number(typed.rest); });
    return years.length ? years : null;
  }
  // the footnotes printed with this number, the newest Laws first, the footnote word's language, else the
  // reader's, before them (query.footnote_hits)
  function footnoteHits(engine, note, lang, edition, reader) {
    var numbers = engine.index.numbers || {}, docs = engine.docs;
    var found = Object.keys(numbers).filter(function (doc) { return numbers[doc] === note.number; }).map(Number);
    found.sort(function (a, b) { return ((engine.lawsYear[docs[b][1]] || 0) - (engine.lawsYear[docs[a][1]] || 0)) || a - b; });
    return typistsFirst(engine, found, note.language || reader).filter(function (doc) {
      return (!edition || docs[doc][1] === edition) && (!lang || docs[doc][2] === lang);
    }).map(function (doc) { return {doc: doc, score: 1000.0, how: "key", via: ""}; });
  }
  // what search-engine.js calls: the definitions the query, else its correction, names (query.run; "co to jest lewa")
  function askedTerms(engine, texts, lang, edition, reader) {
    return texts.filter(Boolean).reduce(function (found, text) {
      var asked = engine.readKey.defined(text) || {term: text, language: reader};
      return found.length ? found : definedTerms(engine, asked.term, lang, edition, asked.language);
    }, []);
  }
  // a query that is a defined term as the definitions write it, folded as its language folds, with or without
  // the title's bracketed part: its definitions first, each followed by the provisions naming the term that it
  // cites (payload targets; query.defined_terms); a term two languages write alike, the reader's first
  function definedTerms(engine, query, lang, edition, reader) {
    var out = [], defined = [], spaced = function (text) { return text.toLowerCase().split(/\s+/).filter(Boolean).join(" "); };
    var asked = spaced(query);
    engine.docs.forEach(function (record, number) {
      if (record[3] !== "definition" || (lang && record[2] !== lang) || (edition && record[1] !== edition)) { return; }
      var language = engine.languages[record[2]], typed = language.fold(asked);
      if ([record[6], record[6].replace(/\s*\([^)]*\)/g, "")].some(function (title) {
        return language.fold(spaced(title)) === typed;
      })) { defined.push(number); }
    });
    if (defined.length && !defined.some(function (number) { return engine.docs[number][2] === reader; })) {
      defined = readersDefinitions(engine, query, lang, edition, reader).concat(defined);
    }
    typistsFirst(engine, defined, reader).forEach(function (number) {
      [number].concat(engine.index.targets[String(number)] || []).forEach(function (doc) {  // then what it cites
        if (!out.some(function (h) { return h.doc === doc; })) { out.push({doc: doc, score: 1000.0, how: "defined term", via: ""}); }
      });
    });
    return out;
  }

  // the reader's own definition of a term another language defines by the name typed: its title is what the
  // reader's language reads that name as in English (query.readers_definitions: "alert" read by a Czech reader)
  function readersDefinitions(engine, query, lang, edition, reader) {
    var language = reader && (!lang || lang === reader) ? engine.languages[reader] : null;
    if (!language) { return []; }
    var sorted = function (terms) { return JSON.stringify(Array.from(new Set(terms)).sort(pyLess)); };
    var words = (query.toLowerCase().match(root.LawbaseReading.WORD) || []).map(root.LawbaseReading.englishWord);
    var names = (language.english.get(words.join("\u0000")) || []).map(sorted), out = [];
    engine.docs.forEach(function (record, number) {
      if (record[3] === "definition" && record[2] === reader && (!edition || record[1] === edition) &&
          names.indexOf(sorted(engine.index.titles[number])) >= 0) { out.push(number); }
    });
    return out;
  }

  root.LawbaseKeys = {askedTerms: askedTerms, reader: reader, answer: answer, newer: newer, hitNewer: hitNewer};
}(typeof window !== "undefined" ? window : globalThis));
