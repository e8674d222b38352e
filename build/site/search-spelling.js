/* lawbase search: reading a word the corpus lacks - its spellings with diacritics put back, the corpus
   form a slip or two away (a typo), the forms sharing its beginning, a slang word without its ending -
   lawbase/query_spelling.py step for step, as methods of search-reading.js's Language; and a word typed
   with a look-alike of the other alphabet (text.unmixed, as LawbaseReading.unmixed). */
(function (root) {
  "use strict";
  var R = root.LawbaseReading, Language = R.Language, own = R.own, pyLess = R.pyLess;
  var MAX_RESTORED = 64, TWO_SLIPS = [9, 20], KEPT_HEAD = 3, SHORT_KEY = 3, SPOKEN_STEM = 3, SOUNDED = 5;  // query_spelling's

  function slips(word, letters, changes) {  // query_spelling.slips: the spellings one slip away
    var found = new Set();
    for (var cut = 0; cut <= word.length; cut++) {
      var head = word.slice(0, cut), tail = word.slice(cut);
      if (tail.length > 1) { found.add(head + tail[1] + tail[0] + tail.slice(2)); }
      for (var i = 0; i < letters.length; i++) {
        found.add(head + letters[i] + tail);
        if (tail && changes) { found.add(head + letters[i] + tail.slice(1)); }
      }
      if (tail && changes) { found.add(head + tail.slice(1)); }
    }
    found.delete(word);
    return found;
  }

  Language.prototype.restorations = function (word) {  // spellings with diacritics, fewest changes first
    if (this.fold(word) !== word) { return []; }
    var accents = this.data.accents || {}, places = [], total = 1;
    for (var index = word.length - 1; index >= 0; index--) {
      var options = own(accents, word[index]) ? accents[word[index]] : "";
      if (options) {
        if (total * (options.length + 1) > MAX_RESTORED) { break; }
        total *= options.length + 1;
        places.push([index, word[index] + options]);
      }
    }
    var variants = [word];
    places.forEach(function (place) {
      var next = [];
      variants.forEach(function (variant) {
        for (var i = 0; i < place[1].length; i++) {
          next.push(variant.slice(0, place[0]) + place[1][i] + variant.slice(place[0] + 1));
        }
      });
      variants = next;
    });
    var changes = function (variant) {
      var count = 0;
      for (var i = 0; i < variant.length; i++) { count += variant[i] !== word[i] ? 1 : 0; }
      return count;
    };
    return variants.slice(1).sort(function (a, b) { return (changes(a) - changes(b)) || pyLess(a, b); });
  };
  /* The corpus's terms of a verb's other aspect (query_spelling.other_aspect): the infinitive LemmaGen reads its
     infinitive as ("заметил" -> "заметить" -> "замечать"), the profile's aspect_pairs by its lemma's ending
     ("poprawiamy" -> "poprawiać" -> "poprawić") but those aspect_pairs_not names another verb, its verbal_nouns
     where no one-word key reads it ("значит" -> "значение"); those not found already. */
  Language.prototype.otherAspect = function (word, found) {
    var endings = this.data.infinitive_endings || [], lemmatiser = this.lemmatiser, self = this;
    if (!lemmatiser || R.hasDigit(word)) { return []; }
    var read = function (form) { return R.lemmaOf(lemmatiser, form); };
    var infinitive = function (form) { return endings.some(function (end) { return form.endsWith(end); }); };
    var lemma = read(word), readings = [], unrelated = this.data.aspect_pairs_not || [];
    var nouns = this.oneWordKeys().has(this.lemmaTerm(lemma)) ? [] : this.data.verbal_nouns || [];  // verbal_nouns
    (this.data.aspect_pairs || []).concat(nouns).forEach(function (pair) {
      if (!lemma.endsWith(pair[0])) { return; }
      var partner = lemma.slice(0, lemma.length - pair[0].length) + pair[1];
      if (!unrelated.some(function (named) { return named[0] === lemma && named[1] === partner; })) {
        readings.push(partner);
      }
    });
    if (endings.length && infinitive(lemma)) {
      var other = read(lemma);
      if (other !== lemma && infinitive(other)) { readings.push(lemma); }
    }
    var terms = [];
    readings.forEach(function (reading) {
      var term = self.lemmaTerm(reading);
      (own(self.lemmas, term) ? self.lemmas[term] : own(self.idf, term) ? [term] : []).forEach(function (candidate) {
        if (terms.indexOf(candidate) < 0 && found.indexOf(candidate) < 0) { terms.push(candidate); }
      });
    });
    return terms;
  };
  Language.prototype.toldPast = function (word) {  // query_language.told_past: a verb in the past ("policzyłem")
    var self = this, lemmatiser = this.lemmatiser, folded = this.fold(word), infinitive = this.data.infinitive_endings || [];
    var endings = (this.data.past_endings || []).map(function (end) { return self.fold(end); });
    if (!lemmatiser || !endings.some(function (end) { return folded.endsWith(end); })) { return false; }
    return [word].concat(this.restorations(word)).some(function (form) {
      var lemma = R.lemmaOf(lemmatiser, form);
      return infinitive.some(function (end) { return lemma.endsWith(end); });
    });
  };
  Language.prototype.until = function (tokens) {  // query_language.until: "пока", "ещё" before a negation tell a time
    var self = this, words = new Set((this.data.until_words || []).map(function (word) { return self.fold(word); }));
    return tokens.some(function (token) { return words.has(self.fold(token.word)); });
  };
  Language.prototype.typo = function (word) {  // one slip, or two on a word of 9 to 20 letters
    var folded = this.fold(word);
    if (folded.length < 5) { return null; }
    var letters = Array.from(new Set(Array.from(folded).concat(Array.from(this.data.alphabet || "")))).sort(pyLess);
    var first = slips(folded, letters, folded.length >= 8), found = this.likeliest(first);
    if (found === null && folded.length >= TWO_SLIPS[0] && folded.length <= TWO_SLIPS[1]) {
      var second = new Set();
      first.forEach(function (candidate) { slips(candidate, [], true).forEach(function (c) { second.add(c); }); });
      second.delete(folded);
      found = this.likeliest(second);
    }
    return found;
  };
  Language.prototype.keyTypo = function (word) {  // a slip from a one-word vocabulary key: [term, replacements]
    var folded = this.fold(word);
    if (folded.length < 5) { return null; }
    var keys = this.oneWordKeys(), forms = [folded], lemma = this.lemmaTerm(word);
    if (lemma !== folded && lemma.length >= 5) { forms.push(lemma); }
    for (var i = 0; i < forms.length; i++) {
      var letters = Array.from(new Set(Array.from(forms[i]).concat(Array.from(this.data.alphabet || "")))).sort(pyLess);
      var head = forms[i].slice(0, KEPT_HEAD);
      var found = Array.from(slips(forms[i], letters, forms[i].length >= 8)).filter(function (c) {
        return keys.has(c) && c.slice(0, KEPT_HEAD) === head;
      });
      if (found.length) {  // the longest (a key's word before its stem), then the first in order
        found.sort(function (a, b) { return (b.length - a.length) || pyLess(a, b); });
        return [found[0], keys.get(found[0])];
      }
    }
    return null;
  };
  Language.prototype.oneWordKeys = function () {  // a one-word key's term -> the keys' replacements, in order
    if (!this._oneWordKeys) {
      var keys = this._oneWordKeys = new Map();
      this.vocabulary().synonyms.forEach(function (entry) {
        if (entry[0].length !== 1) { return; }
        entry[0][0].forEach(function (term) {
          var list = keys.get(term) || [], seen = new Set(list.map(function (t) { return JSON.stringify(t); }));
          entry[1].forEach(function (terms) {
            var said = JSON.stringify(terms);
            if (!seen.has(said)) { seen.add(said); list.push(terms); }
          });
          keys.set(term, list);
        });
      });
    }
    return this._oneWordKeys;
  };
  Language.prototype.stopTerms = function () {  // query_spelling.stop_terms: the stop-words' terms in a sequence
    if (!this._stopTerms) { this._stopTerms = new Set(Array.from(this.stop, function (w) { return this.ownTerms(w)[0] || w; }, this)); }
    return this._stopTerms;
  };
  Language.prototype.likeliest = function (candidates) {
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
  Language.prototype.otherAspectOnly = function (word) {  // query_spelling.other_aspect_only
    var forms = [word].concat(this.restorations(word));
    for (var i = 0; i < forms.length; i++) {
      var terms = this.otherAspect(forms[i], []).filter(this.inText, this);  // the text's, not only said
      if (terms.length) { return terms; }
    }
    return [];
  };
  Language.prototype.spoken = function (word) {  // a spoken ending written ("nucenej": "nucený"), if the corpus has it
    var folded = this.fold(word), endings = this.data.colloquial_endings || [];
    for (var i = 0; i < endings.length; i++) {
      var spoken = this.fold(endings[i][0]);
      var form = folded.slice(0, folded.length - spoken.length) + this.fold(endings[i][1]);
      if (folded.endsWith(spoken) && folded.length - spoken.length >= SPOKEN_STEM && own(this.folded, form)) {
        return this.terms(form).concat(this.otherAspect(form, this.terms(form)));
      }
    }
    return [];
  };
  /* A word spelled as it sounds, as it may be written (query_spelling.sound_forms): one of the profile's sound_spellings
     put right at one place, the place nearest the end first, each respelling followed by its spellings with diacritics. */
  Language.prototype.soundForms = function (word) {
    var folded = this.fold(word), forms = [], pairs = this.data.sound_spellings || [];
    if (folded.length < SOUNDED) { return forms; }
    for (var i = 0; i < pairs.length; i++) {
      var typed = this.fold(pairs[i][0]), written = this.fold(pairs[i][1]), at = folded.lastIndexOf(typed);
      while (at >= 0) {
        var variant = folded.slice(0, at) + written + folded.slice(at + typed.length);
        forms = forms.concat([variant], this.restorations(variant));
        at = folded.slice(0, at).lastIndexOf(typed);
      }
    }
    return forms;
  };
  Language.prototype.sounded = function (word) {  // the terms of the first sound form the corpus reads (query_spelling)
    var forms = this.soundForms(word);
    for (var i = 0; i < forms.length; i++) {
      var term = this.lemmaTerm(forms[i]), terms = this.terms(this.fold(forms[i]));
      if (!terms.length) { terms = own(this.lemmas, term) ? this.lemmas[term] : own(this.idf, term) ? [term] : []; }
      if (terms.length) { return terms.slice(); }
    }
    return [];
  };
  Language.prototype.endingsCut = function (word) {  // an unknown slang word without its last 1-3 letters
    var folded = this.fold(word), out = [];  // (or 1-2 where three letters left are a slang key: "boxu")
    if (this.ownTerms(word).some(this.inText, this)) { return out; }
    [1, 2, 3].forEach(function (cut) { if (folded.length - cut >= 4) { out.push(folded.slice(0, -cut)); } });
    var short = folded.length - SHORT_KEY === 1 || folded.length - SHORT_KEY === 2 ? folded.slice(0, SHORT_KEY) : "";
    if (this.oneWordKeys().has(short) && !this.inText(short)) { out.push(short); }
    return out;
  };
  /* Each word mixing Latin and Cyrillic letters in the alphabet of most of its letters (of its first, half
     and half) when every letter of the other has its look-alike in twins (Cyrillic -> Latin, both ways):
     "rеvoke" with a Cyrillic е is "revoke"; else as it is (text.unmixed) */
  var LATIN_LETTER = /\p{Script=Latin}/u, CYRILLIC_LETTER = /\p{Script=Cyrillic}/u;
  function scriptOf(char) {
    if (!/\p{L}/u.test(char)) { return null; }
    return LATIN_LETTER.test(char) ? "latin" : CYRILLIC_LETTER.test(char) ? "cyrillic" : null;
  }
  function unmixed(text, twins) {
    var back = {};
    Object.keys(twins).forEach(function (cyrillic) { back[twins[cyrillic]] = cyrillic; });
    return text.replace(/[\p{L}\p{Nl}\p{No}]+/gu, function (word) {  /* text.WORD_LETTERS */
      var chars = Array.from(word), scripts = chars.map(scriptOf).filter(Boolean);
      var latin = scripts.filter(function (s) { return s === "latin"; }).length, cyrillic = scripts.length - latin;
      if (!latin || !cyrillic) { return word; }
      var main = latin > cyrillic || (latin === cyrillic && scripts[0] === "latin") ? "latin" : "cyrillic";
      var table = main === "latin" ? twins : back, out = "";
      for (var i = 0; i < chars.length; i++) {
        var script = scriptOf(chars[i]);
        if (script === null || script === main) { out += chars[i]; continue; }
        if (!own(table, chars[i])) { return word; }
        out += table[chars[i]];
      }
      return out;
    });
  }

  /* A query typed in Latin letters for a language of another alphabet, as that language writes it: on a keyboard
     left on the Latin layout word by word (a word of another alphabet or with a digit as typed), where more of the
     reading's words of three letters or more are words of the language, or a slip from one, than of the query as
     typed are words of any; transliterated, a query wholly in Latin letters every word of whose reading is a word
     of it, only where the query as typed finds nothing (`found`); else null (query_spelling.from_latin) */
  var LONG_WORD = /[\p{L}\p{Nl}\p{No}]{3,}/gu;  /* Python's [^\W\d_] */
  function typedApart(part) {  /* a key (16C2), a word of another alphabet (карта) (query_spelling.typed_apart) */
    return Array.from(part).some(function (c) { var s = scriptOf(c); return /\p{Nd}/u.test(c) || (s !== null && s !== "latin"); });
  }
  function byWords(text, read, kept) {
    return text.split(/(\s+)/).map(function (part) {
      return /^\s+$/.test(part) || part === "" ? part : !typedApart(part) ? read(part) : kept === undefined ? part : kept;
    }).join("");
  }
  function byKeyboard(text, keys, kept) {
    return byWords(text, function (word) {
      return Array.from(word).map(function (c) { var at = keys[0].indexOf(c); return at < 0 ? c : keys[1][at]; }).join("");
    }, kept);
  }
  function transliterated(word, pairs) {
    var out = "", at = 0;
    while (at < word.length) {
      var found = pairs.filter(function (pair) { return word.startsWith(pair[0], at); })[0];
      out += found ? found[1] : word[at];
      at += found ? found[0].length : 1;
    }
    return out;
  }
  /* how many words of a layout's reading are words of the language, or a slip from one where the reading is one word,
     the query has a word of the language already or one of its alphabet (query_spelling.layout_reads) */
  function layoutReads(read, language, typed) {
    var words = read.filter(function (word) { return language.known(word); }).length;
    if (words || read.length === 1 || Array.from(typed).some(function (c) { var s = scriptOf(c); return s !== null && s !== "latin"; })) {
      words += read.filter(function (word) { return !language.known(word) && language.typo(word) !== null; }).length;
    }
    return words;
  }
  function fromLatin(query, languages, tables, found) {
    var typed = query.toLowerCase(), words = byWords(typed, function (word) { return word; }, " ").match(LONG_WORD) || [];
    if (!words.length) { return null; }
    var codes = Object.keys(languages), known = words.filter(function (word) {
      return codes.some(function (code) { return languages[code].known(word); });
    }).length;
    var names = Object.keys(tables).sort(pyLess);
    for (var n = 0; n < names.length; n++) {
      var code = names[n], table = tables[code], language = languages[code];
      var read = byKeyboard(typed, table.keyboard, " ").match(LONG_WORD) || [];
      if (layoutReads(read, language, typed) > known) {
        return byKeyboard(typed, table.keyboard);
      }
      if (found || Array.from(typed).some(function (c) { var s = scriptOf(c); return s !== null && s !== "latin"; })) {
        continue;
      }
      var transliteration = byWords(typed, function (word) { return transliterated(word, table.transliteration); });
      read = transliteration.match(LONG_WORD) || [];
      if (read.length > known && read.every(function (word) { return language.known(word); })) { return transliteration; }
    }
    return null;
  }

  /* control characters as spaces, 500 characters at most, spaces as one (query.clean_query) */
  function cleaned(query) {
    return query.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").slice(0, 500).replace(/\s+/g, " ").trim();
  }
  /* The query as typed; where it finds nothing, or a layout's reading reads more of its words, its Cyrillic reading,
     said as "did you mean" (query.search_response) */
  function typedOrLatin(engine, query, lang, edition, limit, reader) {
    var found = engine.search(query, lang, edition, limit, reader);
    if (found.unread) { return found; }  /* "Pravidlo 16CC2" said, not read in Russian */
    var typed = unmixed(cleaned(query), engine.index.homoglyphs || {});
    var latin = fromLatin(typed, engine.languages, engine.index.latin || {}, found.hits.length > 0);
    var again = latin ? engine.search(latin, lang, edition, limit, reader) : null;
    if (!again || !again.hits.length) { return found; }
    again.suggestion = again.suggestion || latin;
    return again;
  }

  R.slips = slips;
  R.unmixed = unmixed;
  R.fromLatin = fromLatin;
  R.typedOrLatin = typedOrLatin;
  R.cleaned = cleaned;
}(typeof window !== "undefined" ? window : globalThis));
