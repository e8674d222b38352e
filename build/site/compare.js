/* lawbase comparison pages and the glossary: the reader's language's columns first (reader-language.js has said the page
   in it), the glossary's rows in the order of the reader's terms; choose the columns (one at least; a column of
   changes in another language left out until chosen); the choice is kept for the next page
   (localStorage), the rows tinted by the columns shown, and the row being read stays where it was. The list of comparisons: a
   Law's number typed opens its comparison; on a phone its rows show the titles of one edition, the
   first in the language the page is said in (reader-language.js has said it). */
(function () {
  "use strict";
  var STORE = "lawbase.compare.hidden", CHOSEN = "lawbase.compare.chosen";
  function stored(name) {
    var value = null;
    try { value = window.localStorage.getItem(name); } catch (e) { /* private mode */ }
    try { return value === null ? null : JSON.parse(value); } catch (e) { return []; }
  }
  /* the columns the reader hid, and those left out until chosen (`unread`) that were on no page where the reader
     chose (a Russian reader who hid the Czech text on Law 73 found Law 45's Polish 1997-to-2017 changes shown) */
  function hidden() {
    var list = stored(STORE), chosen = stored(CHOSEN) || [];
    if (list === null) { return unread(); }
    return list.concat(unread().filter(function (column) { return chosen.indexOf(column) < 0 && list.indexOf(column) < 0; }));
  }
  /* until the reader chooses, a column of the changes between two texts in another language is left out (a
     Czech player read Law 64 on a phone five cells a row, the last the Polish 1997-to-2017 changes) */
  function unread() {
    var lang = document.documentElement.lang, out = [];
    document.querySelectorAll("table.side-by-side > tbody > tr > td.diff[data-edition]").forEach(function (cell) {
      var edition = cell.getAttribute("data-edition");
      if (cell.lang !== lang && out.indexOf(edition) < 0) { out.push(edition); }
    });
    return out;
  }
  /* the rows follow the first edition shown of those the page's tables are anchored at (data-variant, the
     newest Laws first): tinted and labelled between the texts shown, numbered as one of them, with its notes (a
     translator's review: with the Polish text hidden, the Czech and Russian cells of Law 16 were judged against it) */
  function follow(list) {
    var tables = Array.prototype.slice.call(document.querySelectorAll("table.side-by-side[data-variant]"));
    if (!tables.length) { return; }
    /* the anchors in turn (data-variants); an anchor whose table the page leaves out, as it would show what the
       first shows with the editions before it hidden, is shown by the first */
    var anchors = (tables[0].getAttribute("data-variants") || tables[0].getAttribute("data-variant")).split(" ");
    var lead = anchors.filter(function (anchor) { return list.indexOf(anchor) < 0; })[0] || anchors[0];
    /* where the rows follow the first anchor, the reader's own text's table if the page holds one (data-lang, every
       edition beside it: a Russian reader's Law 73 keyed and ordered as the Russian text, as `lawbase compare` numbers
       it for them), while that text is shown */
    var own = tables.filter(function (one) { return one.getAttribute("data-lang") === document.documentElement.lang; })[0];
    if (own && lead === anchors[0] && list.indexOf(own.getAttribute("data-variant").slice(4)) < 0) {
      lead = own.getAttribute("data-variant");
    }
    var table = tables.filter(function (one) { return one.getAttribute("data-variant") === lead; })[0] || tables[0];
    document.querySelectorAll("[data-variant]").forEach(function (part) {
      var mine = part.tagName === "TABLE" ? part === table : part.getAttribute("data-variant") === lead;
      part.hidden = !mine || (part.tagName === "UL" && !part.children.length);
      if (part.tagName !== "TABLE") { return; }
      var prefix = "variant-" + part.getAttribute("data-variant") + "-";  /* the keys' ids in the table shown alone */
      part.querySelectorAll("tr[id], a[href^='#']").forEach(function (element) {
        var name = element.tagName === "TR" ? "id" : "href", value = element.getAttribute(name);
        var at = name === "href" ? 1 : 0, bare = value.slice(at, at + prefix.length) === prefix;
        if (mine === bare) {
          element.setAttribute(name, value.slice(0, at) + (mine ? value.slice(at + prefix.length) : prefix + value.slice(at)));
        }
      });
    });
  }
  /* a cell of a table anchored elsewhere that the first table shows the same (data-as: the row there; the page
     held each text twice) is that cell, copied while the first table's ids are as written */
  function copies() {
    var first = document.querySelector("table.side-by-side[data-variant]"), rows = {};
    if (!first) { return; }
    first.querySelectorAll(":scope > tbody > tr[id]").forEach(function (row) { rows[row.id] = row; });
    document.querySelectorAll("table.side-by-side td[data-as], table.side-by-side td[data-text-as]").forEach(function (cell) {
      var edition = cell.getAttribute("data-edition"), whole = cell.hasAttribute("data-as");
      var from = rows[cell.getAttribute(whole ? "data-as" : "data-text-as")]
        .querySelector(":scope > td[data-edition='" + edition + "']");
      if (whole) { cell.parentNode.replaceChild(from.cloneNode(true), cell); return; }
      var text = false;  /* the text after the labels (p.pairing), beside the cell's own labels */
      Array.prototype.forEach.call(from.children, function (child) {
        text = text || !(child.tagName === "P" && child.classList.contains("pairing"));
        if (text) { cell.appendChild(child.cloneNode(true)); }
      });
      cell.removeAttribute("data-text-as");
    });
  }
  /* the row of the table now shown that shows most of the provisions the row read showed (the first of them if
     several show as many: a provision split over rows, 2007 40B2a, is in each of its parts' rows) */
  function counterpart(row) {
    var links = Array.prototype.map.call(row.querySelectorAll("td:not([hidden]) a.num"), function (a) { return a.getAttribute("href"); });
    var best = null, most = 0;
    document.querySelectorAll("table.side-by-side:not([hidden]) > tbody > tr:not([hidden])").forEach(function (other) {
      var shared = Array.prototype.filter.call(other.querySelectorAll("td:not([hidden]) a.num"), function (a) {
        return links.indexOf(a.getAttribute("href")) >= 0;
      }).length;
      if (shared > most) { best = other; most = shared; }
    });
    return best;
  }
  /* `#cs-2007:16C2`: a key in the numbering of the edition named, as `lawbase compare 16C2 -e cs-2007` reads it - the
     row of the table shown that holds that edition's provision (the page follows the newest Laws': 2007 16C2 is in
     2017 16D2's row), where no row is so named (a row of a provision the table's numbering lacks is: cs-2007:16A3) */
  function editionsRow(hash) {
    var named = /^([a-z]{2,3}-[a-z0-9-]+):(.+)$/.exec(hash);
    if (!named) { return null; }
    var cells = document.querySelectorAll("table.side-by-side:not([hidden]) > tbody > tr:not([hidden]) > td[data-edition='" + named[1] + "']");
    for (var i = 0; i < cells.length; i++) {
      var numbers = cells[i].querySelectorAll("a.num");
      for (var j = 0; j < numbers.length; j++) {
        var href = numbers[j].getAttribute("href").split("#"), page = href[0].split("/");
        var key = href[1] ? decodeURIComponent(href[1]) : page[page.length - 1].replace(/^law-|\.html$/g, "");
        if (page[page.length - 2] === named[1] && key === named[2]) { return cells[i].parentNode; }
      }
    }
    return null;
  }
  /* `#30b1a`, `#72c`: a key typed in another case (the list's "Go to Law" box), the row so named in the table shown */
  function anyCaseRow(hash) {
    var rows = document.querySelectorAll("table.side-by-side:not([hidden]) > tbody > tr[id]");
    return Array.prototype.filter.call(rows, function (row) { return row.id.toLowerCase() === hash.toLowerCase(); })[0] || null;
  }
  function toEditionsRow() {  /* there, marked as the row the address names */
    var hash = decodeURIComponent(window.location.hash.slice(1));
    var first = document.querySelector("table.side-by-side[data-variants]");  /* a key of the page's numbering (the */
    var anchor = first ? first.getAttribute("data-variants").split(" ")[0] : "";  /* links' `#73D3`) in the reader's own table */
    var row = !document.getElementById(hash) && (editionsRow(hash) || anyCaseRow(hash) || editionsRow(anchor + ":" + hash));
    if (row) { window.location.replace("#" + encodeURIComponent(row.id)); }
  }
  /* a row's head names the editions holding its key, 73B1 (Русский, 2017; Чешский, 2007) (data-holding): the shown
     ones alone (a reader hid the Czech column and the head named it), all of them while none is shown; their names
     as the columns' heads say them, in the text reader-language.js said (the page as written names all) */
  var heads = new Map();
  function holders(list) {
    /* so does a gap's text and title in that row ("no counterpart of 89 (Русский, 2017)") */
    document.querySelectorAll("table.side-by-side [data-holding]").forEach(function (link) {
      var table = link.closest("table"), holding = link.getAttribute("data-holding").split(" ");
      var named = function (editions) {
        return editions.map(function (edition) {
          return table.querySelector(":scope > thead th[data-edition='" + edition + "']").textContent;
        }).join("; ");
      };
      var shown = holding.filter(function (edition) { return list.indexOf(edition) < 0; });
      if (!heads.has(link)) { heads.set(link, [link.textContent, link.getAttribute("title")]); }
      var said = heads.get(link), was = named(holding), now = named(shown.length ? shown : holding);
      link.textContent = said[0].replace(was, now);
      if (said[1] !== null) { link.setAttribute("title", said[1].replace(was, now)); }
    });
  }
  /* the head's notes speak of the columns shown: a note of one edition goes with its column; the different Laws'
     note names the shown editions, and is none where they are of one year's Laws (the Polish and Russian 2017 texts) */
  function notes(list) {
    document.querySelectorAll("ul.edition-notes").forEach(function (ul) {
      ul.querySelectorAll(":scope > li[data-edition]").forEach(function (li) {
        li.hidden = list.indexOf(li.getAttribute("data-edition")) >= 0;
      });
      ul.querySelectorAll(":scope > li[data-laws-note]").forEach(function (li) {
        var shown = Array.prototype.filter.call(li.querySelectorAll(":scope > span[data-edition]"), function (name) {
          name.hidden = list.indexOf(name.getAttribute("data-edition")) >= 0;
          return !name.hidden;
        });
        shown.forEach(function (name, number) {
          var sep = name.querySelector(".sep");
          if (sep) { sep.hidden = !number; }
        });
        li.hidden = new Set(shown.map(function (name) { return name.getAttribute("data-laws"); })).size < 2;
      });
      ul.hidden = ul.hidden || !ul.querySelector(":scope > li:not([hidden])");
    });
  }
  function apply(list) {
    follow(list);
    notes(list);
    titles(list);
    holders(list);
    /* a column of changes (pl-1997→pl-2017) goes with either of its texts, as the tables left out assume */
    document.querySelectorAll("table.side-by-side [data-edition]").forEach(function (cell) {
      var column = cell.getAttribute("data-edition");
      cell.hidden = [column].concat(column.split("→")).some(function (name) { return list.indexOf(name) >= 0; });
    });
    document.querySelectorAll("#columns input").forEach(function (box) {
      box.checked = list.indexOf(box.value) < 0;
    });
    /* a row is tinted where a column shown differs from the row's own (pl-2017 and ru-2017 alone: where
       they differ, not where the Czech 2007 text does) */
    document.querySelectorAll("table.side-by-side tbody tr").forEach(function (row) {
      var texts = (row.getAttribute("data-row-of") || "").split(" ").filter(Boolean);  /* cs-2007:16A3 goes with cs-2007, */
      row.hidden = texts.length > 0 && texts.every(function (edition) { return list.indexOf(edition) >= 0; });  /* 73B1 with ru-2017 too */
      row.classList.toggle("differs", !row.hidden && !row.closest("table").hidden
                           && row.querySelector("td[data-differs]:not([hidden])") !== null);
    });
  }
  /* a Russian reader read the Russian text in the last column, after the Polish and the Czech: the columns of
     editions in the page's language move to just after the row's heading, and so do their choosers (the list
     of comparisons' titles too, as the Law pages: it put the Russian titles third); a Czech
     reader looks a term up in Czech: the glossary's rows follow the Czech terms (rows without one after them) */
  /* a cell's label on a phone (data-label) says its column's head as reader-language.js said it: the editions' names */
  function captions(table) {
    table.querySelectorAll(":scope > thead th[data-edition]").forEach(function (head) {
      var column = head.getAttribute("data-edition");
      table.querySelectorAll(":scope > tbody > tr > td[data-edition]").forEach(function (cell) {
        if (cell.getAttribute("data-edition") === column) { cell.setAttribute("data-label", head.textContent); }
      });
    });
  }
  function readersFirst(table) {
    var lang = document.documentElement.lang, mine = [];
    table.querySelectorAll(":scope > tbody > tr > td[data-edition]").forEach(function (cell) {
      var edition = cell.getAttribute("data-edition");
      if (cell.lang === lang && mine.indexOf(edition) < 0) { mine.push(edition); }
    });
    var rows = Array.prototype.slice.call(table.querySelectorAll(":scope > thead > tr, :scope > tbody > tr"));
    var chooser = table === document.querySelector("table.side-by-side") && document.getElementById("columns");
    mine.slice().reverse().forEach(function (edition) {
      rows.forEach(function (row) {
        var cell = row.querySelector(":scope > [data-edition='" + edition + "']");
        if (cell) { row.insertBefore(cell, row.firstElementChild.nextSibling); }
      });
      var box = chooser && chooser.querySelector("input[value='" + edition + "']");
      if (box) { chooser.insertBefore(box.parentNode, chooser.querySelector("legend").nextSibling); }
    });
    if (mine.length && table.classList.contains("glossary-table")) {
      var term = function (row) {
        var cell = row.querySelector(":scope > td[data-edition='" + mine[0] + "']:not(.gap)");
        return cell ? Array.from(cell.querySelectorAll("a"), function (a) {  // a term typed in the other alphabet: as its text writes it
          return a.getAttribute("data-term") || a.textContent;
        }).join(", ").trim() : null;
      };
      rows.slice(1).forEach(function (row) {  /* headed in the reader's term, the English after it (it led, bold) */
        var head = row.firstElementChild, name = term(row);
        if (name === null || head.lang === lang) { return; }
        var english = document.createElement("span");
        english.className = "english-name";
        english.lang = head.lang;
        english.textContent = head.textContent;
        head.textContent = name;
        head.lang = lang;
        head.append(" ", english);
      });
      rows.slice(1).sort(function (a, b) {
        var x = term(a), y = term(b);
        return x === null || y === null ? (x === null) - (y === null) : x.localeCompare(y, lang);
      }).forEach(function (row) { row.parentNode.appendChild(row); });
    }
  }
  function listOfComparisons() {
    var lang = document.documentElement.lang, first = document.querySelector("table.compare-index tbody tr");
    var cells = first ? Array.prototype.slice.call(first.querySelectorAll("td[data-edition]")) : [];
    var chosen = cells.filter(function (cell) { return cell.lang === lang; })[0] || cells[0];
    if (chosen) {
      var edition = chosen.getAttribute("data-edition");
      document.querySelectorAll("table.compare-index [data-edition]").forEach(function (cell) {
        cell.classList.toggle("lead", cell.getAttribute("data-edition") === edition);
      });
    }
    var jump = document.getElementById("law-jump"), field = document.getElementById("law-jump-key");
    if (!jump) { return; }
    jump.hidden = false;
    field.addEventListener("input", function () { field.setCustomValidity(""); });
    var read = window.LawbaseKeys.reader(JSON.parse(document.getElementById("law-keys").textContent));
    // a key as typed ("72С" in Cyrillic, "30B1a", "Правило 30", "Pravidlo 16 odst. C bod 2"), read as the search
    // reads it (search-keys.js, typed_keys.key_in_query): its Law's comparison at its row, where only a Law's
    // number was read ("Нет положения с номером 30B1A", a Russian translator's review)
    jump.addEventListener("submit", function (event) {
      event.preventDefault();
      var typed = read(field.value), key = typed && !typed.rest && !typed.also.length ? typed.key : null;
      var number = key ? key.match(/^\d+/)[0] : null, law = null;
      document.querySelectorAll("table.compare-index tbody th a").forEach(function (link) {
        if (number && link.getAttribute("href") === "law-" + number + ".html") { law = link; }
      });
      if (law) { window.location.href = law.href + (key !== number ? "#" + key : ""); return; }
      key = key || field.value.trim();
      field.setCustomValidity(jump.getAttribute("data-template").split("{key}").join(key));
      field.reportValidity();
    });
  }

  /* a line saying what two editions cite otherwise ("citations differ: Polish, 2017: 12C1 · Russian, 2017: 12C") names
     the row's edition first, unless the cell it stands in is the reader's language's: that one first (a Russian
     director's review), as the columns and the titles put it */
  function readersSideFirst() {
    var lang = document.documentElement.lang, table = (window.LAWBASE_UI || {})[lang];
    if (!table) { return; }
    var say = function (parts) { return parts.map(function (part) { return typeof part === "string" ? part : table[part[0]]; }).join(""); };
    document.querySelectorAll("p.pairing.differences[data-ui-values]").forEach(function (line) {
      var values = JSON.parse(line.getAttribute("data-ui-values")), sides = values.sides, cut = sides.indexOf(" · ");
      if (line.closest("td").lang !== lang || cut < 0 || sides[0][0] === "language_" + lang) { return; }
      values.sides = sides.slice(cut + 1).concat([" · "], sides.slice(0, cut));
      line.textContent = line.textContent.replace(say(sides), say(values.sides));
      line.setAttribute("data-ui-values", JSON.stringify(values));
    });
  }

  /* the heading's titles: the columns' shown, the reader's language's first (a Russian director's review: the
     Polish title led), a Law that says another rule last (a translator's review: a hidden column's title stayed) */
  function titles(list) {
    var lang = document.documentElement.lang;
    document.querySelectorAll("h1 .subtitle").forEach(function (subtitle) {
      var all = Array.from(subtitle.querySelectorAll(":scope > span[data-edition]")), shown = 0;
      subtitle.querySelectorAll(":scope > span:not([data-edition])").forEach(function (slash) { slash.remove(); });
      var rank = function (title) { return (title.querySelector(".other-law") ? 2 : 0) + (title.lang === lang ? 0 : 1); };
      all.sort(function (a, b) { return rank(a) - rank(b); }).forEach(function (title) {
        title.hidden = list.indexOf(title.getAttribute("data-edition")) >= 0;
        if (!title.hidden && shown++) {
          var slash = document.createElement("span");
          slash.textContent = " / ";
          subtitle.appendChild(slash);
        }
        subtitle.appendChild(title);
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    listOfComparisons();
    readersSideFirst();
    copies();
    document.querySelectorAll("table.side-by-side, table.glossary-table, table.compare-index").forEach(function (table) {
      readersFirst(table);
      captions(table);
    });
    if (!document.getElementById("columns")) { return; }  /* the glossary: every column, no chooser */
    /* the choice is kept for every comparison: one that hides each column this page has shows its default */
    var list = hidden(), boxes = document.querySelectorAll("#columns input");
    var values = Array.prototype.map.call(boxes, function (box) { return box.value; });  /* this page's columns */
    apply(values.every(function (value) { return list.indexOf(value) >= 0; }) ? unread() : list);
    var landed = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (!landed) { toEditionsRow(); }
    window.addEventListener("hashchange", toEditionsRow);
    if (landed && document.querySelector("table.side-by-side[data-variant]").hidden) {
      landed.scrollIntoView();  /* the row the address names, in the table shown */
    }
    boxes.forEach(function (box) {
      box.addEventListener("change", function () {
        if (!document.querySelector("#columns input:checked")) { box.checked = true; return; }  /* one stays */
        var list = hidden().filter(function (v) { return values.indexOf(v) < 0; }).concat(  /* other pages' kept */
          Array.prototype.filter.call(boxes, function (one) { return !one.checked; }).map(function (one) { return one.value; }));
        var row = window.lawbaseReadingRow(), before = row && row.getBoundingClientRect().top;
        var chosen = (stored(CHOSEN) || []).filter(function (v) { return values.indexOf(v) < 0; }).concat(values);
        try {
          window.localStorage.setItem(STORE, JSON.stringify(list));
          window.localStorage.setItem(CHOSEN, JSON.stringify(chosen));
        } catch (e) { /* private mode */ }
        apply(list);
        row = row && (row.closest("table").hidden ? counterpart(row) : row);
        if (row) { window.scrollBy(0, row.getBoundingClientRect().top - before); }  /* the row read stays put */
      });
    });
  });
}());
