/* lawbase search: where a query's words meet the domain vocabulary (a key as written, in either order
   when it has two words, or its content words anywhere near each other; bids written as players write
   them: "1 kier", "2 BA", "1ba") - lawbase/query_vocabulary.py step for step; search-reading.js reads
   a query with it. */
(function (root) {
  "use strict";

  /* A bid written at this token ("1 kier", "2 bez atu", "1ba"): [tokens it spans, level, denomination rank]. */
  var BID = /^([1-9])(\p{L}+)$/u;
  function bidAt(tokens, position, language) {
    var token = tokens[position], joined, level, after;
    if (!language.strains.length || token.phrase >= 0 || token.prefix) { return null; }
    joined = BID.exec(token.word);
    if (joined) {
      level = parseInt(joined[1], 10);
      after = [joined[2]].concat(tokens.slice(position + 1, position + 2).map(function (t) { return t.word; }));
    } else if (token.word.length === 1 && "123456789".indexOf(token.word) >= 0) {
      level = parseInt(token.word, 10);
      after = tokens.slice(position + 1, position + 3).map(function (t) { return t.word; });
    } else {
      return null;
    }
    for (var rank = 0; rank < language.strains.length; rank++) {
      var spellings = language.strains[rank];
      for (var s = 0; s < spellings.length; s++) {
        var spelling = spellings[s], all = after.length >= spelling.length;
        for (var i = 0; i < spelling.length && all; i++) {
          var found = language.candidates(after[i]);
          all = Array.from(spelling[i]).some(function (term) { return found.has(term); });
        }
        if (all) { return [spelling.length + (joined ? 0 : 1), level, rank]; }
      }
    }
    return null;
  }
  function higher(first, second) {  // is the later of two bids higher? (the second, unless marked earlier)
    var earlier = second[2] ? second : first, later = second[2] ? first : second;
    return later[0] > earlier[0] || (later[0] === earlier[0] && later[1] > earlier[1]);
  }

  function meets(terms, found) {  // does a key word's list of terms share one with a word's set?
    for (var i = 0; i < terms.length; i++) { if (found.has(terms[i])) { return true; } }
    return false;
  }
  function digits(word) { return /[\p{Nd}\u00B2\u00B3\u00B9\u2070-\u2079\u2080-\u2089]/u.test(word); }
  function numbers(set) { return Array.from(set).sort(function (a, b) { return a - b; }); }
  function R() { return root.LawbaseReading; }

  /* A language's keys as a query meets them (query_vocabulary.Vocabulary): a term -> the entries whose
     key starts with it; the content words of keys of two or more (no digits, not opening with a
     function word); a term -> those. */
  Vocabulary.prototype.joinedTerms = function () {  // the terms of the words of the keys of two words or more
    if (!this._joined) {
      var joined = this._joined = new Set();
      this.synonyms.forEach(function (entry) {
        if (entry[0].length > 1) { entry[0].forEach(function (terms) { terms.forEach(function (t) { joined.add(t); }); }); }
      });
    }
    return this._joined;
  };
  function Vocabulary(synonyms, stop) {
    var isStop = function (term) { return stop.has(term.replace(/^=/, "")); };  // a key word met as written too
    var firstWords = this.firstWords = new Map(), looseContent = this.looseContent = new Map();
    var looseKeys = this.looseKeys = new Map();
    this.synonyms = synonyms;
    function add(map, term, number) { if (!map.has(term)) { map.set(term, []); } map.get(term).push(number); }
    synonyms.forEach(function (entry, number) {
      var key = entry[0];
      key[0].forEach(function (term) { add(firstWords, term, number); });
      var content = key.filter(function (option) { return !option.some(function (term) { return isStop(term); }); });
      var numeric = key.some(function (option) { return option.some(digits); });
      var question = key[0].some(function (term) { return isStop(term); });  // its meaning in its question word
      if (content.length >= 2 && !numeric && !question) {
        looseContent.set(number, content);
        var terms = new Set();
        content.forEach(function (option) { option.forEach(function (term) { terms.add(term); }); });
        terms.forEach(function (term) { add(looseKeys, term, number); });
      }
    });
  }

  /* The vocabulary entries a query holds (query_vocabulary.vocabulary_reading): first position ->
     [positions, replacements]; keys as written or, gap >= 0, their content words in any order. */
  function vocabularyReading(tokens, language, gap) {
    var blocked = new Set(), position = 0, found = [];
    while (position < tokens.length) {
      var bid = bidAt(tokens, position, language);
      if (bid !== null) {
        for (var b = 0; b < bid[0]; b++) { blocked.add(position + b); }
        position += bid[0];
        continue;
      }
      if (tokens[position].phrase >= 0 || tokens[position].prefix) { blocked.add(position); }
      position += 1;
    }
    var content = [];  // the positions of the query's content words
    for (position = 0; position < tokens.length; position++) {
      if (!blocked.has(position) && looseWord(tokens[position], language)) { content.push(position); }
    }
    var exact = new Map(), parting = new Set();  // a key of function words alone ("а хотел") parts the words around it
    for (position = 0; position < tokens.length; position++) {
      if (blocked.has(position)) { continue; }
      exact.set(position, exactMatches(tokens, position, language, blocked));
      exact.get(position).forEach(function (match) {
        if (contentCount(tokens, match[0], language) === 0) { parting.add(match[0][0]); }
      });
      if ((language.bids.meant || []).indexOf(language.fold(tokens[position].word)) >= 0) { parting.add(position); }
    }
    exact.forEach(function (matches, at) {
      matches.forEach(function (match) {
        found.push([-contentCount(tokens, match[0], language), 0, at, match]);
      });
      var loose = gap >= 0 ? looseMatch(tokens, at, language, content, gap, parting) : null;
      if (loose) { found.push([-loose[0].length, 1, at, loose]); }
    });
    found.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]; });
    var chosen = new Map(), taken = new Set();
    found.forEach(function (entry) {
      var places = entry[3][0];
      if (places.some(function (place) { return taken.has(place); })) { return; }
      places.forEach(function (place) { taken.add(place); });
      chosen.set(places[0], entry[3]);
    });
    return chosen;
  }
  function contentCount(tokens, places, language) {
    return places.filter(function (place) { return !language.stop.has(language.fold(tokens[place].word)); }).length;
  }
  function exactMatches(tokens, position, language, blocked) {  // one key of each length, the longest first
    var matches = [];
    for (var length = Math.min(4, tokens.length - position); length > 0; length--) {
      var clash = false;
      for (var i = 0; i < length; i++) { clash = clash || blocked.has(position + i); }
      for (var cut = 0; cut < 2 && !clash; cut++) {  // the words as they are first, then by their beginnings too
        var found = exactKey(tokens.slice(position, position + length).map(function (t) {
          return language.candidates(t.word, cut === 1);
        }), language);
        if (found) {
          matches.push([tokens.slice(position, position + length).map(function (_, k) { return position + k; }), found]);
          break;
        }
      }
    }
    return matches;
  }
  function exactKey(options, language) {  // the first entry whose key's words are these, in order
    var length = options.length, orders = length === 2 ? [options, options.slice().reverse()] : [options];
    var pool = new Set();
    orders.forEach(function (order) {
      order[0].forEach(function (term) { (language.vocabulary().firstWords.get(term) || []).forEach(function (n) { pool.add(n); }); });
    });
    pool = numbers(pool);
    for (var o = 0; o < orders.length; o++) {
      for (var p = 0; p < pool.length; p++) {
        var entry = language.vocabulary().synonyms[pool[p]], key = entry[0], all = key.length === length;
        for (var j = 0; j < length && all; j++) { all = meets(key[j], orders[o][j]); }
        if (all) { return entry[1]; }
      }
    }
    return null;
  }
  function looseWord(token, language) {
    var folded = language.fold(token.word);
    return !language.stop.has(folded) && !language.negation.has(folded) && !digits(folded);
  }
  function looseMatch(tokens, position, language, content, gap, parting) {  // (query_vocabulary.loose_match)
    var at = content.indexOf(position);
    if (at < 0) { return null; }
    var here = language.candidates(tokens[position].word), entries = new Set(), best = null;
    var end = tokens.length;
    for (var place = tokens.length - 1; place > position; place--) {
      if (language.negation.has(language.fold(tokens[place].word)) || parting.has(place)) { end = place; }
    }
    var following = content.slice(at + 1).filter(function (place) { return place < end; });
    here.forEach(function (term) { (language.vocabulary().looseKeys.get(term) || []).forEach(function (n) { entries.add(n); }); });
    var size = 0, inOrder = false;  // the best's content words, and whether they stand in the query's order
    numbers(entries).forEach(function (number) {
      var key = language.vocabulary().looseContent.get(number);
      if (key.length < size || (key.length === size && inOrder)) { return; }
      var words = [[position, here]].concat(following.slice(0, key.length - 1 + gap).map(function (place) {
        return [place, language.candidates(tokens[place].word)];
      }));
      var found = assign(key, words);
      if (found === null) { return; }
      var sorted = found.slice().sort(function (a, b) { return a - b; });
      var ordered = sorted.every(function (place, k) { return place === found[k]; });
      if (key.length > size || (ordered && !inOrder)) {
        best = [sorted, language.vocabulary().synonyms[number][1]];
        size = key.length;
        inOrder = ordered;
      }
    });
    return best;
  }
  function assign(content, words) {  // distinct words answering each content word, the first among them
    function walk(index, used) {
      if (index === content.length) { return used.indexOf(words[0][0]) >= 0 ? used : null; }
      for (var i = 0; i < words.length; i++) {
        if (used.indexOf(words[i][0]) < 0 && meets(content[index], words[i][1])) {
          var result = walk(index + 1, used.concat([words[i][0]]));
          if (result !== null) { return result; }
        }
      }
      return null;
    }
    return walk(0, []);
  }

  /* The query's vocabulary entries and tokens with its slips corrected: a corrected query finds what it finds typed right.
     A word a key meets only by its beginning is a slip where the word corrected joins a key of more words. */
  function spelledReading(tokens, language, gap, corrected) {  // query_vocabulary.spelled_reading
    var first = englishInKeys(tokens, vocabularyReading(tokens, language, gap), language, gap);
    tokens = first[0];
    var entries = first[1], width = new Map(), begun = new Set(), read = new Set();
    entries.forEach(function (entry) {
      entry[0].forEach(function (place) {
        width.set(place, entry[0].length);
        var typed = Array.from(language.candidates(tokens[place].word, false));
        if (typed.some(function (term) { return language.keyWords().has(term); })) { read.add(place); } else { begun.add(place); }
      });
    });
    var fixes = corrected === null ? new Map() : slipsFixed(tokens, language, read);
    if (!fixes.size) { return [tokens, entries]; }
    var again = respelledReading(tokens, fixes, language, gap), wider = new Set(), kept = new Map();
    again[1].forEach(function (entry) {
      entry[0].forEach(function (place) { if (entry[0].length > (width.get(place) || 0)) { wider.add(place); } });
    });
    fixes.forEach(function (form, place) { if (!begun.has(place) || wider.has(place)) { kept.set(place, form); } });
    if (!kept.size) { return [tokens, entries]; }
    if (kept.size !== fixes.size) { again = respelledReading(tokens, kept, language, gap); }
    again[1].forEach(function (entry) {
      entry[0].forEach(function (place) { if (kept.has(place)) { corrected[tokens[place].word] = kept.get(place); } });
    });
    return again;
  }
  /* An English term of the game read as a one-word key of the language meaning the same, where that joins a key of
     more words ("revoke v posledním zdvihu": "renonc v posledním zdvihu"; query_vocabulary.english_in_keys). */
  function englishInKeys(tokens, entries, language, gap) {
    var width = new Map(), keys = language.oneWordKeys(), said = function (terms) { return JSON.stringify(terms); };
    entries.forEach(function (entry) { entry[0].forEach(function (place) { width.set(place, entry[0].length); }); });
    for (var place = 0; place < tokens.length; place++) {
      var token = tokens[place], senses = language.english.get(R().englishWord(token.word));
      if (!senses || (width.get(place) || 0) > 1 || token.phrase >= 0 || token.prefix || language.ownTerms(token.word).length) {
        continue;
      }
      senses = senses.map(said);
      var found = Array.from(language.vocabulary().joinedTerms()).filter(function (term) {
        return keys.has(term) && keys.get(term).some(function (terms) { return senses.indexOf(said(terms)) >= 0; });
      }).sort(R().pyLess);
      for (var i = 0; i < found.length; i++) {
        var again = respelledReading(tokens, new Map([[place, found[i]]]), language, gap), at = place;
        if (Array.from(again[1].values()).some(function (entry) { return entry[0].length > 1 && entry[0].indexOf(at) >= 0; })) {
          return englishInKeys(again[0], again[1], language, gap);
        }
      }
    }
    return [tokens, entries];
  }
  function respelledReading(tokens, fixes, language, gap) {  // the tokens with these words corrected, and their entries
    var spelled = tokens.map(function (token, place) {
      return fixes.has(place) ? {word: fixes.get(place), phrase: token.phrase, prefix: token.prefix} : token;
    });
    return [spelled, vocabularyReading(spelled, language, gap)];
  }
  function slipsFixed(tokens, language, read) {  // position -> the form a word is corrected to (as wordSlot does)
    var fixes = new Map();
    tokens.forEach(function (token, place) {
      var folded = language.fold(token.word);
      if (read.has(place) || token.phrase >= 0 || token.prefix || language.stop.has(folded) || language.negation.has(folded) ||
          language.ownTerms(token.word).length || language.english.has(R().englishWord(token.word))) { return; }
      var fixed = language.typo(token.word), key = fixed === null ? language.keyTypo(token.word) : null;
      if (fixed !== null) { fixes.set(place, R().own(language.spelled, fixed) ? language.spelled[fixed] : fixed); }
      else if (key !== null) { fixes.set(place, key[0]); }
    });
    return fixes;
  }

  /* The slot of a vocabulary entry read in a query (query_words.read_slots): its own words together,
     if the corpus has them all, and each replacement, the slot as wide as its content words. */
  function entrySlot(tokens, matched, language, weights, negate) {
    var words = matched[0].map(function (place) { return tokens[place].word; }), ownTerms = [];
    var content = words.filter(function (word) {  // a negating word of the key is no term to meet ("nie ten")
      var folded = language.fold(word);
      return !language.stop.has(folded) && !language.negation.has(folded);
    });
    content.forEach(function (word) { ownTerms = ownTerms.concat(language.ownTerms(word).slice(0, 1)); });
    var slot = new (R().Slot)(words, ownTerms.length && ownTerms.length === content.length ?
      [R().alternative(ownTerms, 1.0, "own")] : [], false, negate, Math.max(1, content.length));
    matched[1].forEach(function (replacement) {
      slot.alternatives.push(R().alternative(replacement, weights.synonym, "synonym"));
    });
    if (negate) {  // "nie przyjmuje" is "niezaakceptowana": a one-word replacement in its negated form too
      matched[1].forEach(function (replacement) {
        if (replacement.length !== 1) { return; }
        language.negating().slice(0, 1).forEach(function (prefix) {
          if (Object.prototype.hasOwnProperty.call(language.idf, prefix + replacement[0])) {
            slot.alternatives.push(R().alternative([prefix + replacement[0]], weights.synonym, "synonym"));
          }
        });
      });
    }
    return slot;
  }

  /* A call said and another meant compare calls: each named read as a call too; `saidMeant`, an unintended call's
     slot where a word of `meant` says what was meant, read too where no slot says it (query_vocabulary.calls_compared). */
  function callsCompared(slots, language, call, saidMeant) {
    var calls = new Set(language.bids.calls || []), unintended = new Set(language.bids.unintended || []);
    var named = new Map(), terms = new Set(), meant = false;
    slots.forEach(function (slot) {
      slot.alternatives.forEach(function (alternative) {
        alternative.terms.forEach(function (term) {
          meant = meant || unintended.has(term);
          if ((alternative.how === "own" || alternative.how === "english") && calls.has(term)) { named.set(slot, true); terms.add(term); }
        });
      });
    });
    if (call.terms.length && (meant || saidMeant) && terms.size >= 2) {
      slots.forEach(function (slot) { if (named.has(slot)) { slot.alternatives.push(call); } });
      if (!meant) { slots.push(saidMeant); }
    }
    return slots;
  }

  /* An unintended call's slot where a word says what was meant between two calls named or beside one, "řekl pas,
     chtěl kontra"; elsewhere a wish, "chciałem zapytać czy po pasie można dać kontrę" (query_words.said_meant). */
  function saidMeant(tokens, language, weight, how) {
    var meant = new Set(language.bids.meant || []), content = [], calls = [];
    tokens.forEach(function (token, place) {
      var folded = language.fold(token.word);
      if (meant.has(folded) || !language.stop.has(folded)) { content.push(place); }
    });
    content.forEach(function (place) { if (namesCall(tokens[place].word, language)) { calls.push(place); } });
    var found = content.some(function (place, index) {
      if (!meant.has(language.fold(tokens[place].word))) { return false; }
      var beside = [index - 1, index + 1].some(function (near) {
        return near >= 0 && near < content.length && calls.indexOf(content[near]) >= 0;
      });
      return beside || (calls.length > 0 && Math.min.apply(null, calls) < place && place < Math.max.apply(null, calls));
    });
    if (!found) { return null; }
    return new (R().Slot)([], (language.bids.unintended || []).map(function (term) { return R().alternative([term], weight, how); }));
  }
  function namesCall(word, language) {  // pass, double or redouble, in the language's words or in English (query_words.names_call)
    var calls = new Set(language.bids.calls || []), terms = language.ownTerms(word).slice();
    (language.english.get(R().englishWord(word)) || []).forEach(function (option) { terms = terms.concat(option); });
    return terms.some(function (term) { return calls.has(term); });
  }

  root.LawbaseVocabulary = {entrySlot: entrySlot, bidAt: bidAt, higher: higher, Vocabulary: Vocabulary,
                            spelledReading: spelledReading, callsCompared: callsCompared, saidMeant: saidMeant};
}(typeof window !== "undefined" ? window : globalThis));
