/* lawbase search: reading a query in the browser - lawbase/query_words.py step for step (the language
   it is written in, each word's index terms and how they were found), on the words search-tokens.js
   parses. search-engine.js ranks with it. */
(function (root) {
  "use strict";

  var T = root.LawbaseTokens, fold = T.fold, hasDigit = T.hasDigit, allDigits = T.allDigits;
  var own = T.own, pyLess = T.pyLess, WORD = T.WORD, abbreviationTerm = T.abbreviationTerm, parse = T.parse;

  /* ------------------------------------------------------------ reading a query (query_words.py) */
  var MAX_LEMMATISED = 40;
  var TEXT_FIELDS = ["title", "body", "path", "lead"];  // the fields of the Laws' own words (not `said`)

  /* LemmaGen's lemma (query_language.lemmatise): the word itself where too long, and a lone letter (its rules read
     one as the ending of a longer word: "з" as "без") */
  function lemmaOf(lemmatiser, word) {
    return word.length > MAX_LEMMATISED || word.length < 2 ? word : lemmatiser.lemmatize(word);
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
    this.capitals = new Set(data.capitals || []);  // abbreviations typed in capitals, their own terms
    this.lemmatiser = lemmatiser;
    this._sorted = null;
    this._postings = new Map();
    this.english = new Map();
    var self = this;
    data.vocabulary.english.forEach(function (entry) { self.english.set(entry[0].join("\u0000"), entry[1]); });
    this.bids = data.vocabulary.bids || {};
    this.strains = (this.bids.strains || []).map(function (spellings) {
      return spellings.map(function (spelling) { return spelling.map(function (option) { return new Set(option); }); });
    });
    this._candidates = new Map();
  }
  Language.prototype.fold = function (word) { return fold(word, this.extra); };
  Language.prototype.vocabulary = function () {  // the keys, indexed when a query is first read here
    var V = root.LawbaseVocabulary;
    return this._vocabulary || (this._vocabulary = new V.Vocabulary(this.data.vocabulary.synonyms, this.stop));
  };
  Language.prototype.keyWords = function () {  // every term of any key (a word that is one belongs here)
    return this._keyWords || (this._keyWords = new Set(this.data.key_words));
  };
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
      if (hasDigit(ch) || ch === "_") { continue; }
      if (script === "latin" && !(ch < "\u0250")) { return false; }
      if (script === "cyrillic" && !(ch >= "\u0400" && ch < "\u0530")) { return false; }
    }
    return true;
  };
  Language.prototype.lemmaTerm = function (word) {
    if (hasDigit(word) || !this.lemmatiser || word.length > MAX_LEMMATISED) { return this.fold(word); }
    var lemma = lemmaOf(this.lemmatiser, word), same = this.data.same_lemma || {};
    if (own(same, lemma)) { lemma = same[lemma]; }
    (this.data.negating || []).forEach(function (prefix) {
      if (word.indexOf(prefix) === 0 && lemma.indexOf(prefix) !== 0) { lemma = prefix + lemma; }
    });
    return this.fold(lemma);
  };
  Language.prototype.ownTerms = function (word) {  // read plainly, else as it sounds, else as a verb's other aspect
    var plain = this.plainTerms(word), sounded = plain.length ? plain : this.sounded(word);
    return sounded.length ? sounded : this.otherAspectOnly(word);
  };
  Language.prototype.plainTerms = function (word) {  // as typed, its lemma, its spellings with diacritics, spoken ending
    var folded = this.fold(word);
    if (own(this.folded, folded)) { return this.terms(folded).concat(this.otherAspect(word, this.terms(folded))); }
    var forms = [word, folded].concat(this.restorations(word));
    for (var i = 0; i < forms.length; i++) {
      var term = this.lemmaTerm(forms[i]);
      if (own(this.lemmas, term)) { return this.lemmas[term].concat(this.otherAspect(forms[i], this.lemmas[term])); }
      if (own(this.idf, term)) { return [term].concat(this.otherAspect(forms[i], [term])); }
    }
    return this.spoken(word);
  };
  Language.prototype.inText = function (term) {  // a term of the Laws' own words (not only of `said`)
    var postings = this.data.postings;
    return TEXT_FIELDS.some(function (name) { return own(postings[name], term); });
  };
  Language.prototype.known = function (word) {
    var folded = this.fold(word);
    return this.writtenIn(word) && !allDigits(word) &&
      (this.stop.has(folded) || own(this.folded, folded) || this.keyWords().has(this.lemmaTerm(word)));
  };
  /* Does a corpus form begin with this word (the last word of a query typed so far)? (query_language.Language.begun) */
  Language.prototype.begun = function (word, letters) {
    var folded = this.fold(word);
    if (folded.length < letters || /\d/.test(word) || !this.writtenIn(word)) { return false; }
    var forms = this.sortedForms(), low = 0, high = forms.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (forms[middle] < folded) { low = middle + 1; } else { high = middle; }
    }
    return low < forms.length && forms[low].indexOf(folded) === 0;
  };
  Language.prototype.idfOr = function (term) { return own(this.idf, term) ? this.idf[term] : 99.0; };
  Language.prototype.byFrequency = function (terms, limit) {
    var self = this;
    return Array.from(new Set(terms)).sort(function (a, b) {
      return (self.idfOr(a) - self.idfOr(b)) || pyLess(a, b);
    }).slice(0, limit);
  };
  Language.prototype.negating = function () {
    var self = this;
    return (this.data.negating || []).map(function (prefix) { return self.fold(prefix); });
  };
  Language.prototype.negationTerms = function () {
    var out = new Set(), self = this;
    this.negation.forEach(function (word) {  // its first term only, as sequence reads it (query_language)
      var terms = self.ownTerms(word);
      out.add(terms.length ? terms[0] : self.fold(word));
    });
    return out;
  };
  Language.prototype.prefixed = function (prefix, limit) {
    var folded = this.fold(prefix), terms = [], self = this;
    Object.keys(this.folded).forEach(function (form) {
      if (form.indexOf(folded) === 0) { terms = terms.concat(self.terms(form)); }
    });
    return this.byFrequency(terms, limit === undefined ? 40 : limit);
  };
  Language.prototype.candidates = function (word, cut) {  // cut (default true): also by its beginnings
    var key = (cut === false ? "0" : "1") + word;
    if (!this._candidates.has(key)) { this._candidates.set(key, this.readCandidates(word, cut !== false)); }
    return this._candidates.get(key);
  };
  Language.prototype.readCandidates = function (word, cut) {
    var out = new Set(this.ownTerms(word)), self = this;
    out.add(this.lemmaTerm(word));
    out.add(this.fold(word));
    out.add("=" + this.fold(word));  // a key word met only as written (query_vocabulary.AS_WRITTEN)
    if (!own(this.folded, this.fold(word))) {
      this.restorations(word).forEach(function (variant) {
        var term = self.lemmaTerm(variant);
        if (self.keyWords().has(term)) { out.add(term); }
      });
      var read = this.ownTerms(word);
      if (!this.plainTerms(word).length &&
          !Array.from(out).some(function (term) { return self.keyWords().has(term) && read.indexOf(term) < 0; })) {
        this.soundForms(word).forEach(function (form) {  // only as it sounds
          var term = self.lemmaTerm(form);
          if (self.keyWords().has(term)) { out.add(term); }
        });
      }
      if (cut) { this.endingsCut(word).forEach(function (stem) { if (self.keyWords().has(stem)) { out.add(stem); } }); }
    }
    return out;
  };

  function Slot(words, alternatives, phrase, negated, width) {
    this.words = words;
    this.alternatives = alternatives || [];
    this.phrase = !!phrase;
    this.negated = !!negated;
    this.width = width || 1;  // its content words: a longer replacement matched in part counts less
  }
  function alternative(terms, weight, how) { return {terms: terms.slice(), weight: weight, how: how}; }

  function readSlots(tokens, language, weights, guessing) {
    var slots = [], corrected = {}, negate = false, position = 0, made = [], taken = new Set();
    var read = root.LawbaseVocabulary.spelledReading(tokens, language, weights.key_gap, guessing === false ? null : corrected);
    var spelled = read[0], entries = read[1];
    entries.forEach(function (entry) { entry[0].forEach(function (place) { taken.add(place); }); });
    while (position < tokens.length) {
      var token = tokens[position];
      if (taken.has(position) && !entries.has(position)) { position += 1; continue; }  // read with an earlier key
      if (negate && language.toldPast(token.word) && !language.until(tokens.slice(0, position))) {
        negate = false;  // "nie policzyłem kart": what was not done is the duty a rule states (query_words.read_slots)
      }
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
      var prefixed = token.prefix ? language.prefixed(token.word) : [];
      if (prefixed.length) {  // (a beginning no form of the corpus has, "ренонс*", is read as the word itself)
        slots.push(new Slot([token.word], prefixed.map(function (term) { return alternative([term], 1.0, "prefix"); })));
        position += 1;
        continue;
      }
      var bid = root.LawbaseVocabulary.bidAt(tokens, position, language);
      if (bid !== null) {
        var bidSlot = new Slot(tokens.slice(position, position + bid[0]).map(function (t) { return t.word; }),
                               [alternative(language.bids.bid, weights.synonym, "synonym")]);
        if (bid[1] > 7) { bidSlot.alternatives.push(alternative(language.bids.above, weights.synonym, "synonym")); }
        slots.push(bidSlot);
        made.push([bid[1], bid[2], position > 0 && language.bids.after.indexOf(language.fold(tokens[position - 1].word)) >= 0]);
        position += bid[0];
        negate = false;
        continue;
      }
      if (entries.has(position)) {
        slots.push(root.LawbaseVocabulary.entrySlot(spelled, entries.get(position), language, weights, negate));
        position += 1;
        negate = false;
        continue;
      }
      var folded = language.fold(token.word);
      position += 1;
      var abbreviation = abbreviationTerm(token.word, token.capitals, language.capitals);
      if (abbreviation) {  // "ПО", the right-hand opponent: no "по"; "не ПО" negates it
        slots.push(new Slot([token.word], [alternative([abbreviation], 1.0, "own")], false, negate));
        negate = false;
        continue;
      }
      if (language.negation.has(folded)) { negate = true; continue; }
      if (language.stop.has(folded)) { continue; }
      var slot = wordSlot(token.word, language, weights, guessing === false ? null : corrected, negate);
      if (slot !== null) { slots.push(slot); negate = false; }  // null: a slip of a stop-word, passed over
    }
    if (made.length >= 2 && !root.LawbaseVocabulary.higher(made[0], made[1])) {
      slots.push(new Slot([], [alternative(language.bids.insufficient, weights.synonym, "synonym")]));
    }
    var call = alternative(language.bids.call || [], weights.synonym, "synonym");
    var meant = root.LawbaseVocabulary.saidMeant(tokens, language, weights.synonym, "synonym");
    return [root.LawbaseVocabulary.callsCompared(slots, language, call, meant), corrected];
  }

  function wordSlot(word, language, weights, corrected, negated) {
    var slot = new Slot([word], [], false, negated), ownTerms = language.ownTerms(word);
    if (negated) {
      var negative = [];
      language.negating().slice(0, 1).forEach(function (prefix) {
        (ownTerms.length ? ownTerms : [language.lemmaTerm(word)]).forEach(function (term) {
          negative.push(prefix + term);
        });
      });
      language.negating().slice(0, 1).forEach(function (prefix) {  // "nie dozwolona": the text's "niedozwolona"
        language.ownTerms(prefix + word).forEach(function (term) { negative.push(term); });
      });
      negative = negative.filter(function (t, at) { return negative.indexOf(t) === at; });
      slot.alternatives.push(alternative(negative.filter(function (t) { return own(language.idf, t); }), 1.0, "own"));
    }
    if (ownTerms.length) {  // an ambiguous word: each reading is an alternative
      ownTerms.forEach(function (term) { slot.alternatives.push(alternative([term], 1.0, "own")); });
      return slot;
    }
    var english = language.english.get(englishWord(word));
    if (english) {  // an English term of the game in a query in the language
      english.forEach(function (terms) { slot.alternatives.push(alternative(terms, weights.english, "english")); });
      return slot;
    }
    if (corrected === null) { return slot; }
    var fixed = language.typo(word), key = fixed === null ? language.keyTypo(word) : null;
    if (fixed !== null) {
      corrected[word] = own(language.spelled, fixed) ? language.spelled[fixed] : fixed;
      if (language.stop.has(fixed)) { return null; }  // "тольо": "только", a stop-word
      language.terms(fixed).forEach(function (term) {
        slot.alternatives.push(alternative([term], weights.typo, "typo"));
      });
    } else if (key !== null) {  // a slip in a word people say, not the Laws
      corrected[word] = key[0];
      key[1].forEach(function (terms) { slot.alternatives.push(alternative(terms, weights.typo, "typo")); });
    } else {
      language.guess(word, weights.guess_cut, weights.guess_tail).forEach(function (term) {
        slot.alternatives.push(alternative([term], weights.prefix, "prefix"));
      });
    }
    return slot;
  }

  function englishWord(word) {  // query_vocabulary.english_word: plural, -ed/-ing, a final e
    if (word.length > 4 && /ies$/.test(word)) { word = word.slice(0, -3) + "y"; }
    else if (word.length > 3 && /s$/.test(word) && !/(ss|us|is)$/.test(word)) { word = word.slice(0, -1); }
    var endings = ["ing", "ed"];
    for (var i = 0; i < endings.length; i++) {
      var ending = endings[i];
      if (word.length > ending.length + 3 && word.slice(-ending.length) === ending) {
        word = word.slice(0, -ending.length);
        if (word.length > 3 && word[word.length - 1] === word[word.length - 2] && "bdgmnprt".indexOf(word[word.length - 1]) >= 0) {
          word = word.slice(0, -1);
        }
        break;
      }
    }
    if (word.length > 4 && word[word.length - 1] === "e") { word = word.slice(0, -1); }
    return word;
  }
  /* An English query through the language's English table, the longest key first at each place; another
     word kept if the Laws use it as it is or the thesauri say it in English of a provision
     (query_words.english_slots). */
  var ENGLISH_TERM = "en:";  // query_vocabulary.ENGLISH_TERM
  function englishSlots(tokens, language, englishStop, weight) {
    var words = tokens.map(function (t) { return englishWord(t.word); }), slots = [], position = 0;
    while (position < words.length) {
      var found = false;
      for (var length = Math.min(5, words.length - position); length > 0; length--) {
        var replacements = language.english.get(words.slice(position, position + length).join("\u0000"));
        if (replacements) {
          slots.push(new Slot(words.slice(position, position + length), replacements.map(function (terms) {
            return alternative(terms, weight, "english");
          }), false, false, tokens.slice(position, position + length).filter(function (t) {
            return !englishStop.has(t.word);
          }).length || 1));
          position += length;
          found = true;
          break;
        }
      }
      if (found) { continue; }
      if (!englishStop.has(tokens[position].word)) {
        var ownTerms = language.ownTerms(tokens[position].word), said = ENGLISH_TERM + words[position];
        if (ownTerms.length) { slots.push(new Slot([words[position]], [alternative(ownTerms, 1.0, "own")])); }
        else if (own(language.idf, said)) { slots.push(new Slot([words[position]], [alternative([said], weight, "english")])); }
      }
      position += 1;
    }
    var call = alternative(language.bids.call || [], weight, "english");
    return root.LawbaseVocabulary.callsCompared(slots, language, call,
                                                root.LawbaseVocabulary.saidMeant(tokens, language, weight, "english"));
  }
  /* The query's words no language read, once each, in order: no stop-word of any, none with a digit, none of one or
     two letters, nor the last word as far as it is typed (engine.skipped) */
  function skipped(words, unread, languages, letters) {
    var end = words.length ? words[words.length - 1] : null;
    var last = end !== null && languages.some(function (language) { return language.begun(end, letters); }) ? end : null;
    return words.filter(function (word, at) {
      return words.indexOf(word) === at && unread.has(word) && word !== last && Array.from(word).length > 2
        && !/\p{Nd}/u.test(word) && !languages.some(function (language) { return language.known(word); });
    });
  }
  /* Does a slot read as any term of the language's index (engine.slot_read)? */
  function slotRead(slot, language) {
    return slot.alternatives.some(function (alt) { return alt.terms.some(function (t) { return own(language.idf, t); }); });
  }
  function unseenIdf(language) {  // the highest idf: a word no document has (query_language.unseen_idf)
    if (language._unseen === undefined) {
      language._unseen = Object.keys(language.idf).reduce(function (m, t) { return Math.max(m, language.idf[t]); }, 0.0);
    }
    return language._unseen;
  }
  function suggested(query, corrected, spell) {  /* the query with its slips corrected (each spelled by spell), or null */
    return Object.keys(corrected).length ? query.replace(WORD, function (word) {
      var lower = word.toLowerCase(); return !own(corrected, lower) ? word : spell ? spell(corrected[lower]) : corrected[lower];
    }) : null;
  }
  /* The documents a query's own words find: holding a word of it as typed, not only one the thesaurus relates to it,
     or answering most of the words it asks, those the language reads not too (engine.close_docs). slotScores: per
     slot, doc -> [value, share, how]. */
  function closeDocs(slotScores, slots) {
    var asked = slotScores.filter(function (_, at) {
      return slots[at].words.length && !slots[at].negated;  // a word the language reads not is asked too
    }), out = new Set(), answered = new Map();
    asked.forEach(function (best) {
      best.forEach(function (entry, doc) {
        if (entry[2] !== "synonym") { out.add(doc); }
        answered.set(doc, (answered.get(doc) || 0) + 1);
      });
    });
    answered.forEach(function (count, doc) { if (2 * count > asked.length) { out.add(doc); } });
    return out;
  }
  root.LawbaseReading = {closeDocs: closeDocs, fold: fold, parse: parse, Language: Language, Slot: Slot, alternative: alternative,
                         readSlots: readSlots, englishWord: englishWord, own: own, pyLess: pyLess, WORD: WORD,
                         TEXT_FIELDS: TEXT_FIELDS, englishSlots: englishSlots,
                         hasDigit: hasDigit, lemmaOf: lemmaOf,
                         skipped: skipped, slotRead: slotRead, unseenIdf: unseenIdf, suggested: suggested};
}(typeof window !== "undefined" ? window : globalThis));
