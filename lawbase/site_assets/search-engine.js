/* lawbase search engine: `lawbase search` in the browser, on the same payload (search-index.js).

   This file mirrors lawbase/query_words.py (reading a query), lawbase/engine.py (ranking) and the
   key look-up of lawbase/query.py, step for step and in the same order, so the site and the command
   give the same results (tests/test_search_site.py runs a table of queries through both). It also
   carries a port of LemmaGen's lemmatiser (lemmagen3, cpp/lemmagen.cpp: RdrLemmatizer::Lemmatize),
   walking the very model bytes the command loads, for words the corpus lacks.

   window.lawbaseSearch(query, lang, edition, limit) ->
     {hits: [{doc, score, how, via?}], terms: [...], suggestion: "..." or null}
   where doc is {id, edition, lang, kind, key, law, title, trail, url, label, text, targets}.
   window.lawbaseSearch.analyse(word, lang) -> the terms of a word (to mark matched words). */
(function (root) {
  "use strict";

  /* ------------------------------------------------------------ LemmaGen (RdrLemmatizer::Lemmatize) */
  function Lemmatiser(base64) {
    var binary = atob(base64), bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
    var length = bytes[0] | (bytes[1] << 8) | (bytes[2] << 16) | (bytes[3] << 24);
    this.data = bytes.subarray(4, 4 + length);
  }
  Lemmatiser.prototype.dword = function (at) {
    var d = this.data;
    return (d[at] | (d[at + 1] << 8) | (d[at + 2] << 16) | (d[at + 3] << 24)) >>> 0;
  };
  Lemmatiser.prototype.lemmatize = function (text) {
    var word = new TextEncoder().encode(text), data = this.data, wordLen = word.length;
    var addr = 0, parent = 0, tmp, look = wordLen, type = data[addr], suffix, mod, ch;
    while (true) {
      tmp = addr + 5;
      if ((type & 1) === 1) {  // BitAddChar: more characters of the suffix to compare
        suffix = data[tmp];
        tmp += 1;
        look -= suffix;
        if (look >= 0) {
          do { suffix = (suffix - 1) & 255; }
          while (suffix !== 255 && data[tmp + suffix] === word[look + suffix]);
        }
        if (suffix !== 255) { addr = parent; break; }
        if ((type & ~4) === 1) { break; }  // TypeLeafAC
        tmp += data[tmp - 1];
      }
      look -= 1;
      if (look < 0) {
        if ((type & 2) === 2) {  // BitInternal: an entry for the entire word?
          tmp += 1;
          ch = data[tmp];
          tmp = this.dword(tmp + 1);
          if (ch === 0 && tmp !== 0) { parent = addr; addr = tmp; type = data[addr]; look += 1; }
        }
        break;
      }
      if ((type & 2) === 2) {
        mod = data[tmp];
        ch = word[look];
        tmp += 1 + (ch % mod) * 5;
        tmp = data[tmp] === ch ? tmp + 1 : addr + 1;
        parent = addr;
        addr = this.dword(tmp);
        type = data[addr];
        if ((type & ~4) === 0) { break; }  // TypeRule
      }
    }
    if ((type & 4) === 4 && look !== 0) { addr = parent; type = data[addr]; }
    if ((type & ~4) !== 0) { addr = this.dword(addr + 1); }
    tmp = addr + 1;
    var fromLen = data[tmp], toLen = data[tmp + 1];
    tmp += 2;
    var stem = (wordLen - fromLen) & 255, out = new Uint8Array(stem + toLen);
    out.set(word.subarray(0, stem), 0);
    out.set(data.subarray(tmp, tmp + toLen), stem);
    try { return new TextDecoder("utf-8", {fatal: true}).decode(out); } catch (err) { return text; }
  };

  /* ------------------------------------------------------------ text (lawbase/text.py fold) */
  var LATIN = {};
  (function () {
    for (var code = 0xC0; code < 0x250; code++) {
      var ch = String.fromCharCode(code), base = ch.normalize("NFD")[0];
      if (base !== ch && base.toLowerCase() >= "a" && base.toLowerCase() <= "z") { LATIN[ch] = base; }
    }
    [["ł", "l"], ["Ł", "L"], ["đ", "d"], ["Đ", "D"], ["ø", "o"], ["Ø", "O"], ["ß", "ss"]].forEach(function (p) {
      LATIN[p[0]] = p[1];
    });
  }());
  function fold(text, extra) {
    var lower = text.normalize("NFC").toLowerCase(), out = "";
    for (var i = 0; i < lower.length; i++) {
      var ch = lower[i], mapped = LATIN[ch] !== undefined ? LATIN[ch] : ch;
      out += mapped;
    }
    if (extra) {
      var second = "";
      for (var j = 0; j < out.length; j++) { second += extra[out[j]] !== undefined ? extra[out[j]] : out[j]; }
      out = second;
    }
    return out;
  }
  var DIGIT = /[\p{Nd}\u00B2\u00B3\u00B9\u2070-\u2079\u2080-\u2089]/u;
  var WORD = /[\p{L}\p{N}_]+/gu;
  function words(text) { return text.match(WORD) || []; }
  function hasDigit(word) { return DIGIT.test(word); }
  function allDigits(word) {
    for (var i = 0; i < word.length; i++) { if (!DIGIT.test(word[i])) { return false; } }
    return word.length > 0;
  }
  function own(object, key) { return Object.prototype.hasOwnProperty.call(object, key); }
  function pyLess(a, b) { return a < b ? -1 : (a > b ? 1 : 0); }

  /* ------------------------------------------------------------ reading a query (query_words.py) */
  var MAX_WORDS = 32, MAX_LEMMATISED = 40, BREAKS = ".!?;:\n";

  function parse(query) {
    var tokens = [], position = 0, phrase = 0, quoted = /"([^"]+)"/g, match;
    while ((match = quoted.exec(query)) !== null) {
      tokens = tokens.concat(looseTokens(query.slice(position, match.index)));
      words(match[1]).forEach(function (word) { tokens.push({word: word.toLowerCase(), phrase: phrase, prefix: false}); });
      phrase += 1;
      position = match.index + match[0].length;
    }
    tokens = tokens.concat(looseTokens(query.slice(position)));
    return tokens.slice(0, MAX_WORDS);
  }
  function looseTokens(text) {
    var out = [], re = /[\p{L}\p{N}_]+\*?/gu, match;
    while ((match = re.exec(text)) !== null) {
      var word = match[0];
      if (word[word.length - 1] === "*" && word.length > 2) {
        out.push({word: word.slice(0, -1).toLowerCase(), phrase: -1, prefix: true});
      } else {
        out.push({word: word.replace(/\*+$/, "").toLowerCase(), phrase: -1, prefix: false});
      }
    }
    return out;
  }

  function Language(code, data, lemmatiser) {
    this.code = code;
    this.data = data;
    this.extra = data.fold || {};
    this.folded = data.folded;
    this.spelled = data.spelled || {};
    this.lemmas = data.lemmas || {};
    this.idf = data.idf;
    this.stop = new Set(data.stop || []);
    this.negation = new Set(data.negation || []);
    this.lemmatiser = lemmatiser;
    this._sorted = null;
    this._postings = new Map();
    this.synonyms = data.vocabulary.synonyms.map(function (entry) {
      return [entry[0].map(function (option) { return new Set(option); }), entry[1]];
    });
    this.english = new Map();
    var self = this;
    data.vocabulary.english.forEach(function (entry) { self.english.set(entry[0].join("\u0000"), entry[1]); });
    this.keyWords = new Set();
    this.synonyms.forEach(function (entry) {
      entry[0].forEach(function (option) { option.forEach(function (term) { self.keyWords.add(term); }); });
    });
  }
  Language.prototype.fold = function (word) { return fold(word, this.extra); };
  Language.prototype.postings = function (field, term) {  // [doc, weight, doc, weight, …], decoded on first use
    var key = field + "\u0000" + term;
    if (!this._postings.has(key)) {
      var row = own(this.data.postings[field], term) ? this.data.postings[field][term] : "", out = [];
      row.split(" ").forEach(function (pair) {
        if (!pair) { return; }
        var cut = pair.indexOf(":");
        out.push(parseInt(pair.slice(0, cut), 10), parseFloat(pair.slice(cut + 1)));
      });
      this._postings.set(key, out);
    }
    return this._postings.get(key);
  };
  Language.prototype.terms = function (folded) {
    if (!own(this.folded, folded)) { return []; }
    var value = this.folded[folded];
    return typeof value === "string" ? [value] : value;
  };
  Language.prototype.writtenIn = function (word) {
    var script = this.data.script || "";
    for (var i = 0; i < word.length; i++) {
      var ch = word[i];
      if (DIGIT.test(ch) || ch === "_") { continue; }
      if (script === "latin" && !(ch < "\u0250")) { return false; }
      if (script === "cyrillic" && !(ch >= "\u0400" && ch < "\u0530")) { return false; }
    }
    return true;
  };
  Language.prototype.lemmaTerm = function (word) {
    if (hasDigit(word) || !this.lemmatiser || word.length > MAX_LEMMATISED) { return this.fold(word); }
    var lemma = this.lemmatiser.lemmatize(word);
    (this.data.negating || []).forEach(function (prefix) {
      if (word.indexOf(prefix) === 0 && lemma.indexOf(prefix) !== 0) { lemma = prefix + lemma; }
    });
    return this.fold(lemma);
  };
  Language.prototype.ownTerms = function (word) {
    var folded = this.fold(word);
    if (own(this.folded, folded)) { return this.terms(folded); }
    var forms = [word, folded];
    for (var i = 0; i < forms.length; i++) {
      var term = this.lemmaTerm(forms[i]);
      if (own(this.lemmas, term)) { return this.lemmas[term]; }
      if (own(this.idf, term)) { return [term]; }
    }
    return [];
  };
  Language.prototype.known = function (word) {
    var folded = this.fold(word);
    return this.writtenIn(word) && !allDigits(word) &&
      (this.stop.has(folded) || own(this.folded, folded) || this.keyWords.has(this.lemmaTerm(word)));
  };
  Language.prototype.idfOr = function (term) { return own(this.idf, term) ? this.idf[term] : 99.0; };
  Language.prototype.typo = function (word) {
    var folded = this.fold(word);
    if (folded.length < 5) { return null; }
    var letters = Array.from(new Set(Array.from(folded).concat(Array.from(this.data.alphabet || "")))).sort(pyLess);
    var candidates = new Set(), long = folded.length >= 8;
    for (var cut = 0; cut <= folded.length; cut++) {
      var head = folded.slice(0, cut), tail = folded.slice(cut);
      if (tail.length > 1) { candidates.add(head + tail[1] + tail[0] + tail.slice(2)); }
      for (var i = 0; i < letters.length; i++) {
        candidates.add(head + letters[i] + tail);
        if (tail && long) { candidates.add(head + letters[i] + tail.slice(1)); }
      }
      if (tail && long) { candidates.add(head + tail.slice(1)); }
    }
    candidates.delete(folded);
    var best = null, self = this;
    candidates.forEach(function (candidate) {
      if (!own(self.folded, candidate)) { return; }
      var idf = Math.min.apply(null, self.terms(candidate).map(function (t) { return self.idfOr(t); }));
      if (best === null || idf < best[0] || (idf === best[0] && candidate < best[1])) { best = [idf, candidate]; }
    });
    return best === null ? null : best[1];
  };
  Language.prototype.sortedForms = function () {
    if (this._sorted === null) { this._sorted = Object.keys(this.folded).sort(pyLess); }
    return this._sorted;
  };
  Language.prototype.byFrequency = function (terms, limit) {
    var self = this;
    return Array.from(new Set(terms)).sort(function (a, b) {
      return (self.idfOr(a) - self.idfOr(b)) || pyLess(a, b);
    }).slice(0, limit);
  };
  Language.prototype.guess = function (word, cut, tail) {
    var folded = this.fold(word);
    if (folded.length < 5) { return []; }
    var forms = this.sortedForms();
    for (var size = folded.length; size >= Math.max(4, folded.length - cut); size--) {
      var head = folded.slice(0, size), found = [];
      var low = 0, high = forms.length;
      while (low < high) { var mid = (low + high) >> 1; if (forms[mid] < head) { low = mid + 1; } else { high = mid; } }
      for (var i = low; i < forms.length && forms[i].indexOf(head) === 0; i++) {
        if (forms[i].length <= size + tail) { found = found.concat(this.terms(forms[i])); }
      }
      if (found.length) { return this.byFrequency(found, 3); }
    }
    return [];
  };
  Language.prototype.negating = function () {
    var self = this;
    return (this.data.negating || []).map(function (prefix) { return self.fold(prefix); });
  };
  Language.prototype.negationTerms = function () {
    var out = new Set(), self = this;
    this.negation.forEach(function (word) {
      var terms = self.ownTerms(word);
      (terms.length ? terms : [word]).forEach(function (t) { out.add(t); });
    });
    return out;
  };
  Language.prototype.sequence = function (text) {
    var out = [], re = /[\p{L}\p{N}_]+|[.!?;:\n]/gu, match;
    while ((match = re.exec(text)) !== null) {
      var word = match[0];
      if (BREAKS.indexOf(word[0]) >= 0) { out.push(""); continue; }
      var terms = this.ownTerms(word.toLowerCase());
      out.push(terms.length ? terms[0] : this.fold(word.toLowerCase()));
    }
    return out;
  };
  Language.prototype.prefixed = function (prefix, limit) {
    var folded = this.fold(prefix), terms = [], self = this;
    Object.keys(this.folded).forEach(function (form) {
      if (form.indexOf(folded) === 0) { terms = terms.concat(self.terms(form)); }
    });
    return this.byFrequency(terms, limit === undefined ? 40 : limit);
  };
  Language.prototype.candidates = function (word) {
    var out = new Set(this.ownTerms(word));
    out.add(this.lemmaTerm(word));
    out.add(this.fold(word));
    return out;
  };

  function Slot(words, alternatives, phrase, negated) {
    this.words = words;
    this.alternatives = alternatives || [];
    this.phrase = !!phrase;
    this.negated = !!negated;
  }
  function alternative(terms, weight, how) { return {terms: terms.slice(), weight: weight, how: how}; }

  function readSlots(tokens, language, weights, guessing) {
    var slots = [], corrected = {}, negate = false, position = 0;
    while (position < tokens.length) {
      var token = tokens[position];
      if (token.phrase >= 0) {
        var phraseWords = tokens.slice(position).filter(function (t) { return t.phrase === token.phrase; })
          .map(function (t) { return t.word; });
        var terms = phraseWords.map(function (word) {
          var found = language.ownTerms(word);
          return found.length ? found[0] : language.lemmaTerm(word);
        });
        slots.push(new Slot(phraseWords, [alternative(terms, 1.0, "own")], phraseWords.length > 1));
        position += phraseWords.length;
        continue;
      }
      if (token.prefix) {
        slots.push(new Slot([token.word], language.prefixed(token.word).map(function (term) {
          return alternative([term], 1.0, "prefix");
        })));
        position += 1;
        continue;
      }
      var matched = vocabularyMatch(tokens, position, language);
      if (matched) {
        var spanWords = tokens.slice(position, position + matched[0]).map(function (t) { return t.word; });
        var content = spanWords.filter(function (word) { return !language.stop.has(language.fold(word)); });
        var ownTerms = [];
        content.forEach(function (word) { ownTerms = ownTerms.concat(language.ownTerms(word).slice(0, 1)); });
        var slot = new Slot(spanWords, ownTerms.length && ownTerms.length === content.length ?
          [alternative(ownTerms, 1.0, "own")] : [], false, negate);
        matched[1].forEach(function (replacement) {
          slot.alternatives.push(alternative(replacement, weights.synonym, "synonym"));
        });
        slots.push(slot);
        position += matched[0];
        negate = false;
        continue;
      }
      var folded = language.fold(token.word);
      position += 1;
      if (language.negation.has(folded)) { negate = true; continue; }
      if (language.stop.has(folded)) { continue; }
      slots.push(wordSlot(token.word, language, weights, guessing === false ? null : corrected, negate));
      negate = false;
    }
    return [slots, corrected];
  }

  function wordSlot(word, language, weights, corrected, negated) {
    var slot = new Slot([word], [], false, negated), ownTerms = language.ownTerms(word);
    if (negated) {
      var negative = [];
      language.negating().slice(0, 1).forEach(function (prefix) {
        (ownTerms.length ? ownTerms : [language.lemmaTerm(word)]).forEach(function (term) { negative.push(prefix + term); });
      });
      slot.alternatives.push(alternative(negative.filter(function (t) { return own(language.idf, t); }), 1.0, "own"));
    }
    if (ownTerms.length) {  // an ambiguous word: each reading is an alternative
      ownTerms.forEach(function (term) { slot.alternatives.push(alternative([term], 1.0, "own")); });
      return slot;
    }
    if (corrected === null) { return slot; }
    var fixed = language.typo(word);
    if (fixed !== null) {
      corrected[word] = own(language.spelled, fixed) ? language.spelled[fixed] : fixed;
      language.terms(fixed).forEach(function (term) { slot.alternatives.push(alternative([term], weights.typo, "typo")); });
    } else {
      language.guess(word, weights.guess_cut, weights.guess_tail).forEach(function (term) { slot.alternatives.push(alternative([term], weights.prefix, "prefix")); });
    }
    return slot;
  }

  function vocabularyMatch(tokens, position, language) {
    for (var length = Math.min(4, tokens.length - position); length > 0; length--) {
      var span = tokens.slice(position, position + length);
      if (span.some(function (t) { return t.phrase >= 0 || t.prefix; })) { continue; }
      var options = span.map(function (t) { return language.candidates(t.word); });
      for (var i = 0; i < language.synonyms.length; i++) {
        var key = language.synonyms[i][0];
        if (key.length !== length) { continue; }
        var all = true;
        for (var j = 0; j < length && all; j++) {
          all = Array.from(key[j]).some(function (term) { return options[j].has(term); });
        }
        if (all) { return [length, language.synonyms[i][1]]; }
      }
    }
    return null;
  }

  function englishWord(word) {
    if (word.length > 4 && /ies$/.test(word)) { return word.slice(0, -3) + "y"; }
    if (word.length > 3 && /s$/.test(word) && !/(ss|us|is)$/.test(word)) { return word.slice(0, -1); }
    return word;
  }

  /* ------------------------------------------------------------ ranking (engine.py) */
  function Engine(index) {
    var self = this;
    this.index = index;
    this.ranking = index.ranking;
    this.docs = index.docs;
    this.languages = {};
    Object.keys(index.languages).forEach(function (code) {
      var model = index.models && index.models[code] ? new Lemmatiser(index.models[code]) : null;
      self.languages[code] = new Language(code, index.languages[code], model);
    });
    this.editionLanguage = {};
    this.editionOrder = [];
    index.editions.forEach(function (e) { self.editionLanguage[e.id] = e.language; self.editionOrder.push(e.id); });
    this.main = index.main;
    this.englishStop = new Set(index.english_stop || []);
    this.readKey = index.keys ? this.keyReader() : function () { return null; };
    this.byKey = new Map();
    this.docs.forEach(function (record, number) {
      if (!self.byKey.has(record[4])) { self.byKey.set(record[4], []); }
      self.byKey.get(record[4]).push(number);
    });
  }

  Engine.prototype.queryLanguage = function (tokens, targets) {
    var counts = new Map(), self = this, words = tokens.map(function (t) { return t.word; });
    Object.keys(this.languages).forEach(function (code) {
      var language = self.languages[code];
      counts.set(code, words.filter(function (word) { return language.known(word); }).length);
    });
    var english = new Set();
    this.englishKeys().forEach(function (key) { key.split("\u0000").forEach(function (w) { english.add(englishWord(w)); }); });
    counts.set("en", words.filter(function (word) { return self.englishStop.has(word) || english.has(englishWord(word)); }).length);
    var best = 0;
    counts.forEach(function (count) { best = Math.max(best, count); });
    if (best === 0) { return null; }
    var first = targets.concat(["en"]);
    for (var i = 0; i < first.length; i++) { if (counts.get(first[i]) === best) { return first[i]; } }
    var tied = [];
    counts.forEach(function (count, code) { if (count === best) { tied.push(code); } });
    return tied.sort(pyLess)[0];
  };
  Engine.prototype.englishKeys = function () {
    var keys = new Set(), self = this;
    Object.keys(this.languages).forEach(function (code) {
      self.languages[code].english.forEach(function (_, key) { keys.add(key); });
    });
    return keys;
  };
  Engine.prototype.englishSlots = function (tokens, language) {
    var words = tokens.map(function (t) { return englishWord(t.word); }), slots = [], position = 0;
    while (position < words.length) {
      var found = false;
      for (var length = Math.min(5, words.length - position); length > 0; length--) {
        var replacements = language.english.get(words.slice(position, position + length).join("\u0000"));
        if (replacements) {
          var weight = this.ranking.weights.english;
          slots.push(new Slot(words.slice(position, position + length), replacements.map(function (terms) {
            return alternative(terms, weight, "english");
          })));
          position += length;
          found = true;
          break;
        }
      }
      if (found) { continue; }
      if (!this.englishStop.has(words[position])) {
        var ownTerms = language.ownTerms(tokens[position].word);
        if (ownTerms.length) { slots.push(new Slot([words[position]], [alternative(ownTerms, 1.0, "own")])); }
      }
      position += 1;
    }
    return slots;
  };

  Engine.prototype.score = function (slots, language, editions) {
    var data = language.data, boost = this.ranking.boost, docs = this.docs, fields = this.index.fields;
    var slotScores = [], slotIdf = [];
    slots.forEach(function (slot) {
      var best = new Map(), idfOfSlot = 0.0;
      slot.alternatives.forEach(function (alt) {
        var sums = new Map(), present = new Map();
        var known = alt.terms.filter(function (t) { return own(language.idf, t); });
        if (known.length) {
          var total = 0;
          known.forEach(function (t) { total += language.idf[t]; });
          idfOfSlot = Math.max(idfOfSlot, total / alt.terms.length);
        }
        Array.from(new Set(alt.terms)).forEach(function (term) {
          if (!own(language.idf, term)) { return; }
          var idf = language.idf[term], seen = new Set();
          fields.forEach(function (name) {
            var postings = language.postings(name, term);
            for (var i = 0; i < postings.length; i += 2) {
              var doc = postings[i];
              if (!editions.has(docs[doc][1])) { continue; }
              sums.set(doc, (sums.has(doc) ? sums.get(doc) : 0.0) + idf * boost[name] * postings[i + 1]);
              seen.add(doc);
            }
          });
          seen.forEach(function (doc) { present.set(doc, (present.get(doc) || 0) + 1); });
        });
        var size = alt.terms.length;
        sums.forEach(function (total, doc) {
          var share = present.get(doc) / size, value = total * share * alt.weight;
          if (!best.has(doc) || best.get(doc)[0] < value) { best.set(doc, [value, share, alt.how]); }
        });
      });
      slotScores.push(best);
      slotIdf.push(idfOfSlot);
    });
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
  Engine.prototype.wordsInOrder = function (doc, slots, language) {
    var phrases = slots.filter(function (s) { return s.phrase; }).map(function (s) { return s.alternatives[0].terms; });
    if (!phrases.length) { return true; }
    var sequence = language.sequence(this.docs[doc][6] + "\n" + this.docs[doc][10]);
    return phrases.every(function (phrase) { return contains(sequence, phrase); });
  };
  Engine.prototype.negationKept = function (doc, slots, language) {
    var negated = slots.filter(function (s) { return s.negated; });
    if (!negated.length) { return 1.0; }
    var sequence = language.sequence(this.docs[doc][6] + "\n" + this.docs[doc][10]);
    var negationTerms = language.negationTerms(), prefixes = language.negating(), factor = 1.0, ranking = this.ranking;
    function negative(term) { return prefixes.some(function (p) { return term.indexOf(p) === 0; }); }
    negated.forEach(function (slot) {
      var terms = new Set(), places = [];
      slot.alternatives.forEach(function (alt) { alt.terms.forEach(function (t) { terms.add(t); }); });
      sequence.forEach(function (term, position) { if (terms.has(term)) { places.push(position); } });
      var kept = places.some(function (position) {
        return negative(sequence[position]) || (position && negationTerms.has(sequence[position - 1]));
      });
      if (kept) { factor *= 1.0 + ranking.negation_kept; } else if (places.length) { factor *= 1.0 - ranking.negation_lost; }
    });
    return factor;
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
    var bonus = this.ranking.title_answer + (this.docs[doc][3] === "law" ? this.ranking.law_title_answer : 0.0);
    return 1.0 + bonus * share;
  };

  Engine.prototype.textSearch = function (text, lang, edition, limit) {
    var tokens = parse(text), self = this;
    var scope = this.editionOrder.filter(function (e) {
      return (edition === null || e === edition) && (lang === null || self.editionLanguage[e] === lang);
    });
    var targets = Array.from(new Set(scope.map(function (e) { return self.editionLanguage[e]; }))).sort(pyLess);
    var asked = this.queryLanguage(tokens, targets), found = new Map(), terms = [], corrected = {};
    targets.forEach(function (target) {
      var language = self.languages[target], slots, scored, read;
      var editions = new Set(scope.filter(function (e) { return self.editionLanguage[e] === target; }));
      if (asked === "en") {
        slots = self.englishSlots(tokens, language);
        scored = self.score(slots, language, editions);
      } else if (own(self.languages, asked) && targets.indexOf(asked) < 0 && own(self.main, asked)) {
        var source = self.languages[asked];
        read = readSlots(tokens, source, self.ranking.weights);
        slots = read[0];
        Object.assign(corrected, read[1]);
        scored = self.across(self.score(slots, source, new Set([self.main[asked]])), editions);
      } else {
        read = readSlots(tokens, language, self.ranking.weights, asked === null || asked === target);
        slots = read[0];
        Object.assign(corrected, read[1]);
        scored = self.score(slots, language, editions);
      }
      slots.forEach(function (slot) { slot.alternatives.forEach(function (alt) { terms = terms.concat(alt.terms); }); });
      self.placed(scored, edition).forEach(function (hit) {
        if (!found.has(hit.doc) || found.get(hit.doc).score < hit.score) { found.set(hit.doc, hit); }
      });
    });
    return {hits: this.ranked(Array.from(found.values()), limit), terms: terms, corrected: corrected};
  };
  Engine.prototype.placed = function (scored, edition) {
    var ranking = this.ranking, hits = [], self = this;
    scored.forEach(function (entry, doc) {
      var record = self.docs[doc], kind = record[3], score = entry[0], how = entry[1];
      if (record[1] !== self.main[record[2]] && record[1] !== edition) { score *= ranking.secondary_edition; }
      if (kind === "index-entry") {
        (self.index.targets[String(doc)] || []).forEach(function (target) {
          hits.push({doc: target, score: score * ranking.index_entry, how: how, via: record[9]});
        });
      } else if (kind === "footnote" && record[11] >= 0) {
        hits.push({doc: record[11], score: score * ranking.footnote_parent, how: how, via: record[9]});
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
      return (b[0] - a[0]) || pyLess(docs[a[1].doc][1], docs[b[1].doc][1]) || pyLess(docs[a[1].doc][4], docs[b[1].doc][4]);
    });
    return decayed.slice(0, limit).map(function (pair) { return pair[1]; });
  };
  function contains(sequence, phrase) {
    for (var start = 0; start + phrase.length <= sequence.length; start++) {
      var ok = true;
      for (var i = 0; i < phrase.length && ok; i++) { ok = sequence[start + i] === phrase[i]; }
      if (ok) { return true; }
    }
    return false;
  }
  function describe(hows) { return hows.size ? Array.from(hows).sort(pyLess).join(", ") : "own words"; }

  /* ------------------------------------------------------------ keys (keys.browser_grammar, query.run) */
  Engine.prototype.keyReader = function () {
    var KEYS = this.index.keys, TYPED = new RegExp("^(?:" + KEYS.typed + ")$"), EDITION = new RegExp("^" + KEYS.edition + "$");
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
    return function (query) {
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
    };
  };

  Engine.prototype.search = function (query, lang, edition, limit) {
    lang = lang || null;
    edition = edition || null;
    limit = limit || 20;
    query = query.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").slice(0, 500).replace(/\s+/g, " ").trim();
    if (!query) { return {hits: [], terms: [], suggestion: null}; }
    var exact = [], self = this, typed = this.readKey(query);
    if (typed && (!typed.edition || !edition || typed.edition === edition)) {
      var scope = typed.edition || edition;
      exact = (this.byKey.get(typed.key) || []).filter(function (doc) {
        return (!scope || self.docs[doc][1] === scope) && (!lang || self.docs[doc][2] === lang);
      }).map(function (doc) { return {doc: doc, score: 1000.0, how: "key", via: ""}; });
      if (exact.length) {
        if (!typed.rest) { return this.finish(exact.slice(0, limit), [], {}, query); }
        query = typed.rest;
        edition = scope;
      }
    }
    var result = this.textSearch(query, lang, edition, limit), seen = new Set(exact.map(function (h) { return h.doc; }));
    var hits = exact.concat(result.hits.filter(function (h) { return !seen.has(h.doc); })).slice(0, limit);
    return this.finish(hits, result.terms, result.corrected, query);
  };
  Engine.prototype.finish = function (hits, terms, corrected, query) {
    var self = this, suggestion = null;
    if (Object.keys(corrected).length) {
      suggestion = query.replace(WORD, function (word) {
        var lower = word.toLowerCase();
        return own(corrected, lower) ? corrected[lower] : word;
      });
    }
    return {
      hits: hits.map(function (hit) {
        var out = {doc: self.doc(hit.doc), score: hit.score, how: hit.how};
        if (hit.via) { out.via = hit.via; }
        return out;
      }),
      terms: terms, suggestion: suggestion
    };
  };
  Engine.prototype.doc = function (number) {
    var record = this.docs[number];
    return {id: record[0], edition: record[1], lang: record[2], kind: record[3], key: record[4], law: record[5],
            title: record[6], trail: record[7], url: record[8], label: record[9], text: record[10],
            targets: this.index.targets[String(number)] || []};
  };

  root.LawbaseEngine = Engine;
  if (root.LAWBASE_INDEX) {
    var engine = new Engine(root.LAWBASE_INDEX);
    root.lawbaseSearch = function (query, lang, edition, limit) { return engine.search(query, lang, edition, limit); };
    root.lawbaseSearch.analyse = function (word, lang) {
      var language = engine.languages[lang];
      if (!language) { return []; }
      var terms = language.ownTerms(word.toLowerCase());
      return terms.length ? terms : [language.fold(word.toLowerCase())];
    };
    root.lawbaseSearch.engine = engine;
  }
}(typeof window !== "undefined" ? window : globalThis));
