/* lawbase search: a document's words in order - its term sequence, a quoted phrase standing in it word for word,
   a negated word negated in it too, an asserted one negated in its headings - engine.py's words_in_order and
   negation_kept and headings.heading_kept step for step, as methods of
   search-reading.js's Language and search-engine.js's Engine (loaded after both). */
(function (root) {
  "use strict";
  var Language = root.LawbaseReading.Language, Engine = root.LawbaseEngine, BREAKS = ".!?;:\n";

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

  /* Does a document's term sequence hold the phrase word for word? (engine.contains) */
  function contains(sequence, phrase) {
    for (var start = 0; start + phrase.length <= sequence.length; start++) {
      var ok = true;
      for (var i = 0; i < phrase.length && ok; i++) { ok = sequence[start + i] === phrase[i]; }
      if (ok) { return true; }
    }
    return false;
  }
  Engine.prototype.wordsInOrder = function (doc, slots, language) {
    var phrases = slots.filter(function (s) { return s.phrase; }).map(function (s) { return s.alternatives[0].terms; });
    if (!phrases.length) { return true; }
    var sequence = language.sequence(this.docs[doc][6] + "\n" + this.docs[doc][10]);
    return phrases.every(function (phrase) { return contains(sequence, phrase); });
  };
  function negatedBefore(sequence, position, negationTerms, skipped) {  // engine.negated_before
    position -= 1;
    while (position >= 0 && skipped.has(sequence[position]) && !negationTerms.has(sequence[position])) { position -= 1; }
    return position >= 0 && negationTerms.has(sequence[position]);
  }
  Engine.prototype.negationKept = function (doc, slots, language) {
    var negated = slots.filter(function (s) { return s.negated; }), heading = this.headingKept(doc, slots, language);
    if (!negated.length) { return heading; }
    var sequence = language.sequence(this.docs[doc][6] + "\n" + this.docs[doc][10]);
    var negationTerms = language.negationTerms(), prefixes = language.negating(), factor = 1.0, ranking = this.ranking;
    function negative(term) { return prefixes.some(function (p) { return term.indexOf(p) === 0; }); }
    negated.forEach(function (slot) {
      var terms = new Set(), places = [];
      slot.alternatives.forEach(function (alt) { alt.terms.forEach(function (t) { terms.add(t); }); });
      sequence.forEach(function (term, position) { if (terms.has(term)) { places.push(position); } });
      var kept = places.some(function (position) {
        return negative(sequence[position]) || negatedBefore(sequence, position, negationTerms, language.stopTerms());
      });
      if (kept) {
        factor *= 1.0 + ranking.negation_kept;
      } else if (places.length) {
        factor *= 1.0 - ranking.negation_lost;
      }
    });
    return factor * heading;
  };
  /* ×(1 - negation_lost) for each word the query asserts (its own reading, not negated, not in a phrase) that the
     document's title or the titles above it negate with the word right before it (headings.heading_kept) */
  Engine.prototype.headingKept = function (doc, slots, language) {
    var heading = this.docs[doc][6] + "\n" + this.docs[doc][7], lost = this.ranking.negation_lost, factor = 1.0;
    var headings = language.headings || (language.headings = new Map()), negated = headings.get(heading);
    if (negated === undefined) {  // the terms it negates, each right after a negating word (headings.negated_in)
      var sequence = language.sequence(heading), negationTerms = language.negationTerms();
      negated = new Set();
      for (var i = 1; i < sequence.length; i++) { if (negationTerms.has(sequence[i - 1])) { negated.add(sequence[i]); } }
      headings.set(heading, negated);
    }
    if (!negated.size) { return 1.0; }
    slots.forEach(function (slot) {
      if (slot.negated || slot.phrase || slot.words.length !== 1) { return; }
      if (slot.alternatives.some(function (alt) {
        return alt.how === "own" && alt.terms.some(function (term) { return negated.has(term); });
      })) { factor *= 1.0 - lost; }
    });
    return factor;
  };
}(typeof window !== "undefined" ? window : globalThis));
