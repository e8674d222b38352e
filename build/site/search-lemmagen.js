/* lawbase search: LemmaGen's lemmatiser in the browser (search-engine.js uses it for words the corpus lacks).

   A port of lemmagen3's RdrLemmatizer::Lemmatize (cpp/lemmagen.cpp, LGPL 2.1): it walks the very
   model bytes `lawbase search` loads (search-index.js carries them base64), so a form is read the
   same way in both (tests/test_search_site.py compares them). */
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

  root.LawbaseLemmatiser = Lemmatiser;
}(typeof window !== "undefined" ? window : globalThis));
