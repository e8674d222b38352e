/* lawbase search: where a query's words meet the domain vocabulary (a key, in either order when it has
   two words; bids written as players write them: "1 kier", "2 BA", "1ba") - lawbase/query_vocabulary.py
   step for step; search-reading.js reads a query with it. */
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

  function vocabularyMatch(tokens, position, language) {
    for (var length = Math.min(4, tokens.length - position); length > 0; length--) {
      var span = tokens.slice(position, position + length);
      if (span.some(function (t) { return t.phrase >= 0 || t.prefix; })) { continue; }
      var options = span.map(function (t) { return language.candidates(t.word); });
      var orders = length === 2 ? [options, options.slice().reverse()] : [options];  // free word order
      for (var o = 0; o < orders.length; o++) {
        for (var i = 0; i < language.synonyms.length; i++) {
          var key = language.synonyms[i][0], order = orders[o];
          if (key.length !== length) { continue; }
          var all = true;
          for (var j = 0; j < length && all; j++) {
            all = Array.from(key[j]).some(function (term) { return order[j].has(term); });
          }
          if (all) { return [length, language.synonyms[i][1]]; }
        }
      }
    }
    return null;
  }

  root.LawbaseVocabulary = {bidAt: bidAt, higher: higher, vocabularyMatch: vocabularyMatch};
}(typeof window !== "undefined" ? window : globalThis));
