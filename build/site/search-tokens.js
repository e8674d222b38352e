/* lawbase search: a query's words as typed in the browser - lawbase/query_tokens.py step for step (lower
   case, each marked by its quoted phrase, a trailing `*` and capitals), with lawbase/text.py's folding and
   capitals rules. Loaded before search-reading.js, which reads these words in a language. */
(function (root) {
  "use strict";

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

  /* ------------------------------------------------------------ a query's words (query_tokens.py) */
  var MAX_WORDS = 32;

  function inCapitals(text) {  // two words or more all in capitals, one of 4 letters at least: "ПО ЛО" is no such (text.in_capitals)
    var all = words(text);
    return !/\p{Lowercase}/u.test(text) && all.length > 1 && all.some(function (word) { return /(\p{L}\P{L}*){4}/u.test(word); });
  }
  // a word typed in capitals in a text not all in capitals, so it may be an abbreviation (text.typed_in_capitals)
  function typedInCapitals(word, shouted) {
    return !shouted && /\p{Uppercase}/u.test(word) && !/[\p{Lowercase}\p{Lt}]/u.test(word);
  }
  // the one rule: an abbreviation typed in capitals is its own term, "ПО" no "по" (text.abbreviation_term)
  function abbreviationTerm(word, capitalised, capitals) {
    var upper = word.toUpperCase();
    return capitalised && capitals.has(upper) ? upper : null;
  }

  // a phrase between straight or typographic quotes: "…", “…”, „…“, „…”, «…» (query_tokens.QUOTED)
  var QUOTED = /["“„«]([^"“”„«»]+)["”“»]/;
  /* The query without its phrases' quotes where it has a phrase, else null: speech quoted that no text says word for
     word is searched as its words (query_tokens.unquoted, query.run) */
  function unquoted(query) {
    var all = new RegExp(QUOTED, "g");
    if (!(query.match(all) || []).some(function (quote) { return words(quote).length > 1; })) { return null; }
    return query.replace(all, function (_, inner) { return " " + inner + " "; });
  }
  function parse(query) {  // (query_tokens.py)
    var tokens = [], position = 0, phrase = 0, quoted = new RegExp(QUOTED, "g"), match, shouted = inCapitals(query);
    while ((match = quoted.exec(query)) !== null) {
      tokens = tokens.concat(looseTokens(query.slice(position, match.index), shouted));
      words(match[1]).forEach(function (word) {
        tokens.push({word: word.toLowerCase(), phrase: phrase, prefix: false});
      });
      phrase += 1;
      position = match.index + match[0].length;
    }
    tokens = tokens.concat(looseTokens(query.slice(position), shouted));
    return tokens.slice(0, MAX_WORDS);
  }
  function looseTokens(text, shouted) {
    // an ordinal's ending after a hyphen left out: "12-й", "12-tej" (query_tokens.ORDINAL)
    var out = [], re = /(\p{Nd}+)-\p{L}{1,3}(?![\p{L}\p{N}_])|[\p{L}\p{N}_]+\*?/gu, match;
    while ((match = re.exec(text)) !== null) {
      var word = match[1] || match[0];
      if (word[word.length - 1] === "*" && word.length > 2) {
        out.push({word: word.slice(0, -1).toLowerCase(), phrase: -1, prefix: true});
      } else {
        var bare = word.replace(/\*+$/, "");
        out.push({word: bare.toLowerCase(), phrase: -1, prefix: false, capitals: typedInCapitals(bare, shouted)});
      }
    }
    return out;
  }

  // where an excerpt starts: the sentence with the most matched words, each once (query_records.excerpt_start)
  function excerptStart(text, spans, width) {
    var best = [0, text.length], most = 0, begin = 0, ends = [], match, re = /[.!?;:]\s+|\n\s*/g;
    while ((match = re.exec(text)) !== null) { ends.push(match.index + match[0].length); }
    ends.push(text.length);
    ends.forEach(function (end) {
      var found = new Set(spans.filter(function (span) { return begin <= span[0] && span[0] < end; })
        .map(function (span) { return text.slice(span[0], span[1]).toLowerCase(); })).size;
      if (found > most) { best = [begin, end]; most = found; }
      begin = end;
    });
    var anchor = spans.filter(function (span) { return span[0] >= best[0]; }).map(function (span) { return span[0]; })[0];
    if (anchor === undefined) { anchor = best[0]; }
    if (best[1] <= width || anchor <= Math.floor(width / 3)) { return 0; }
    if (anchor - best[0] <= Math.floor(width / 3)) { return best[0]; }
    return text.lastIndexOf(" ", anchor - Math.floor(width / 4) - 1) + 1;
  }

  root.LawbaseTokens = {excerptStart: excerptStart, fold: fold, hasDigit: hasDigit, allDigits: allDigits, own: own, pyLess: pyLess,
                        WORD: WORD, abbreviationTerm: abbreviationTerm, parse: parse, unquoted: unquoted};
}(typeof window !== "undefined" ? window : globalThis));
