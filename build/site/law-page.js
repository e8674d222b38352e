/* lawbase, a Law page: the list of sections stays open beside the text on a wide screen and follows the
   reading; the links to the other editions and to the comparison follow the provision in view; a phone's slim
   line says where the reader is; the provision the address names says its whole key; a provision's number copies
   its citation and opens a menu of the same provision elsewhere (in site.js's popover card: `window.lawbase`).
   Without this script every link still leads to the Law. */
(function () {
  "use strict";
  var shared = window.lawbase, data = document.getElementById("provision-links");
  if (!shared || !data) { return; }
  var fill = shared.fill, element = shared.element, open = shared.open, place = shared.place;
  var closeButton = shared.closeButton;

  var LINKS = JSON.parse(data.textContent), WORDS = LINKS.strings;
  /* in the reader's language where reader-language.js said the page's controls in it (window.lawbaseSaid) */
  function say(key, values) { return fill((window.lawbaseSaid || {})[key] || WORDS[key], values); }
  function named(edition) {  /* an edition's name: its parts, [key] a string of the reader's */
    var said = window.lawbaseSaid;
    return said ? edition[4].map(function (part) { return typeof part === "string" ? part : said[part[0]]; }).join("")
      : edition[2];
  }

  /* [[edition or "compare", href or "", the edition's name], …]: the provision in each other edition, then side by side. */
  function elsewhere(key) {
    var targets = LINKS.links[key] || [], out = [];
    function address(target) {
      return target === 1 ? "law-" + LINKS.law + ".html" + (key === LINKS.law ? "" : "#" + key) : target;
    }
    LINKS.editions.forEach(function (edition, i) {
      out.push([edition[0], targets[i] ? edition[1] + address(targets[i]) : "", named(edition)]);
    });
    var compare = targets[LINKS.editions.length];
    if (compare !== undefined) { out.push(["compare", compare ? LINKS.compare + address(compare) : ""]); }
    return out;
  }

  /* Where another year's Laws number the provision otherwise (its first edition says), "2017: 16D2" for 2007 16C2,
     every part it went to ("2017: 16B1, 16B1a" for 2007 16B1a, as the menu and the search's hit say it; the first
     alone said "16B1", a Czech player's review): told where the reader is, only there (a Czech director's review: a
     tap on the number alone said it); notes none. */
  function renumbered(key) {
    var years = {}, out = [];
    elsewhere(key).forEach(function (pair, i) {
      var year = (LINKS.editions[i] || [])[3];
      if (LINKS.year && year && year !== LINKS.year && !years[year] && pair[1]) { years[year] = true; } else { return; }
      var folder = pair[1].slice(0, pair[1].lastIndexOf("/") + 1), hrefs = [pair[1]];
      ((LINKS.more[key] || {})[pair[0]] || []).forEach(function (group) {
        group[1].forEach(function (url) { hrefs.push(folder + url); });
      });
      var keys = hrefs.map(shownKey);
      if (keys.join() !== key) { out.push({year: year, keys: keys, hrefs: hrefs, name: pair[2]}); }
    });
    return out;
  }

  /* The Law-level links and the list of sections follow the provision being read. */
  function follow(key) {
    var found = {};
    elsewhere(key).forEach(function (pair) { found[pair[0]] = pair[1]; });
    document.querySelectorAll("nav.lawnav.top [data-edition]").forEach(function (link) {
      var href = found[link.getAttribute("data-edition")];
      if (href) { link.href = href; }
    });
    var provision = document.getElementById(key), holder = provision && provision.closest("section.section");
    var section = holder ? holder.id : "";  /* the page's structure says which section: no key pattern here */
    document.querySelectorAll("nav.toc a").forEach(function (link) {
      if (section && link.getAttribute("href") === "#" + section) { link.setAttribute("aria-current", "location"); } else {
        link.removeAttribute("aria-current");
      }
    });
  }

  function copy(text, done) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(false); });
    } else {
      done(false);
    }
  }

  function shownKey(url) { return decodeURIComponent(url.split("#")[1] || url.replace(/^.*law-(.*)\.html$/, "$1")); }

  function menu(number, key) {
    var citation = say("citation", {key: key, edition: LINKS.edition});
    var web = /^https?:$/.test(location.protocol);  /* a file:// address is a path on this machine: no one else's */
    var text = citation + (web ? ", " + location.href.split("#")[0] + "#" + key : "");
    var status = element("p", "copied"), list = element("ul");
    status.setAttribute("role", "status");
    elsewhere(key).forEach(function (pair) {
      var item = element("li"), name = pair[0] === "compare" ? say("compare") : pair[2];
      if (pair[1]) {
        var link = element("a", "", pair[0] === "compare" ? name : name + ": " + shownKey(pair[1]));
        link.href = pair[1];
        item.appendChild(link);
        var said = (LINKS.more[key] || {})[pair[0]];  /* every part, each record's relation after its keys */
        var folder = pair[1].slice(0, pair[1].lastIndexOf("/") + 1);  /* (law.provision_links) */
        (said || []).forEach(function (group) {
          group[1].forEach(function (url) {
            var other = element("a", "", shownKey(url));
            other.href = folder + url;
            item.append(", ", other);
          });
          if (group[0] !== "same" && group[0] !== "key") { item.append(" (" + say("relation_" + group[0]) + ")"); }
        });
      } else {
        item.textContent = name + ": " + say("no_counterpart");
      }
      list.appendChild(item);
    });
    open(number, "provision-menu", say("provision_menu"), [status, list, closeButton(say("close"))], "#" + key);
    copy(text, function (ok) {
      status.textContent = say(ok ? "copied" : "copy_this", {citation: citation});
      if (!ok) {
        var field = element("input");
        field.readOnly = true;
        field.value = text;
        field.setAttribute("aria-label", citation);
        status.after(field);
        field.focus();
        field.select();
      }
      place();
    });
  }

  document.addEventListener("click", function (event) {
    var number = event.target.closest("article.law a.num"), provision = number && number.closest("[id]");
    while (provision && !Object.prototype.hasOwnProperty.call(LINKS.links, provision.id)) {
      provision = provision.parentElement.closest("[id]");
    }
    if (!provision || !window.HTMLElement.prototype.showPopover) { return; }
    event.preventDefault();
    follow(provision.id);
    menu(number, provision.id);
  });

  /* The provision being read: the one jumped to while it is in view in the upper third of the screen, or anywhere on
     it until the reader scrolls away from where the jump left it (24B near the end of a short Law stays mid-screen:
     the line named 24A, the links led to 2017 24A), else the row being read as every page reads it (reader-language.js:
     a third of the screen down named 45C2a while 45C1 and 45C2 stood at the top of a Russian player's phone). At the
     top of the page, where the links to the other editions are, they lead to the provision the address names (they
     lost it, scrolled up to them from 16C2). */
  var provisions = Array.prototype.filter.call(document.querySelectorAll("article.law [id]"), function (el) {
    return Object.prototype.hasOwnProperty.call(LINKS.links, el.id);
  });
  var notes = document.querySelector("article.law aside.footnotes"), rows = provisions.concat(notes ? [notes] : []);
  var pending = false, landed = null;  /* the provision the address names, and where the jump to it left the page */
  function reading() {
    pending = false;
    where.classList.toggle("shown", !!heading && heading.getBoundingClientRect().bottom < 0);  /* before it is measured */
    var read = window.lawbaseReadingRow(rows) || provisions[0], third = window.innerHeight / 3;
    var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    var box = target && target.getBoundingClientRect(), named = target && provisions.indexOf(target) >= 0;
    var stayed = landed && landed.target === target && Math.abs(window.scrollY - landed.y) < window.innerHeight / 4;
    var inView = box && box.bottom > 0 && box.top < window.innerHeight;
    if (named && ((box.top >= -10 && box.top <= third) || (stayed && inView))) { read = target; }
    /* in the footnotes (read down to, or a marker tapped) the line says so, not the last provision ("› D2") */
    var inNotes = read === notes || (notes && notes.contains(target) && inView);
    if (read === notes) { read = provisions[provisions.length - 1]; }
    follow(read === provisions[0] && named ? target.id : read.id);
    whereNow(read.id, inNotes ? notes.querySelector("h2").textContent : "");
  }

  /* On a phone, deep in a Law, a slim line at the top says where the reader is, "Правило 40 › B3" (a Russian
     player's review: the screen showed "3.", "(a)", "4." and nothing else); once the Law's heading has left the
     screen (CSS shows it on narrow screens only, and lands a provision jumped to below it). */
  var heading = document.querySelector("article.law h1"), where = element("p", "where-line");
  where.setAttribute("aria-hidden", "true");  /* the headings say it to a screen reader */
  document.body.appendChild(where);
  function whereNow(key, place) {
    var name = heading && heading.querySelector(".lawno");
    var part = place || (key.indexOf(LINKS.law) === 0 ? key.slice(LINKS.law.length) : key);
    var other = place ? [] : renumbered(key).filter(function (at) { return at.year > LINKS.year; }).map(function (at) {
      return at.year + ": " + at.keys.join(", ");  /* an older text's provision: the keys a newer Laws' player cites */
    });
    where.textContent = (name ? name.textContent : LINKS.law) + (part ? " › " + part : "") +
      (other.length ? " (" + other.join(", ") + ")" : "");
  }
  window.addEventListener("scroll", function () {
    if (!pending) { pending = true; window.requestAnimationFrame(reading); }
  }, {passive: true});
  window.addEventListener("hashchange", reading);

  /* The provision the address names says its whole key above its text, "Przepis 12C1b, Polski, 2017" (the
     edition as readers name it: a copied citation keeps the id): landed on from a reference or a search, "(b)"
     alone does not say which Law or section it is in. */
  function labelTarget() {
    var shown = document.querySelector("article.law .target-key"), id = decodeURIComponent(location.hash.slice(1));
    var target = id && id !== LINKS.law && Object.prototype.hasOwnProperty.call(LINKS.links, id) && document.getElementById(id);
    var top = target && target.getBoundingClientRect().top;  /* where the jump put it */
    if (shown) { shown.remove(); }
    if (!target) { landed = null; return; }
    var label = element("p", "target-key", say("citation", {key: id, edition: named(LINKS.own)}));
    label.dataset.apart = "";  /* said around the text: left out of its copy (law-copy.js) */
    renumbered(id).forEach(function (at) {  /* "· v Pravidlech 2017: 16D2 (Polština, 2017)", the whole a link to */
      var parts = say("newer_at", {year: at.year, keys: "{keys}", edition: at.name}).split("{keys}");  /* one key, */
      if (at.keys.length === 1) {                                                 /* else each key its own */
        label.append(" · ", Object.assign(element("a", "", parts[0] + at.keys[0] + parts[1]), {href: at.hrefs[0]}));
        return;
      }
      label.append(" · " + parts[0]);
      at.keys.forEach(function (key, i) {
        label.append(i ? ", " : "", Object.assign(element("a", "", key), {href: at.hrefs[i]}));
      });
      label.append(parts[1]);
    });
    target.insertBefore(label, target.firstChild);
    /* kept there: a section's heading margin no longer runs through its top, which rose 29 px - its label went under
       the slim line, jumped to within the page (law-45.html#45E) */
    window.scrollBy(0, target.getBoundingClientRect().top - top);
    if (document.readyState === "complete") { landOn(target); } else {  /* the browser's jump to it: done by then */
      window.addEventListener("load", function () { landOn(target); }, {once: true});
    }
  }
  function landOn(target) {
    withItsLeadIn(target);
    landed = {target: target, y: window.scrollY};
    reading();
  }

  /* A provision landed on shows the words it completes when they fit on the screen with it: 64A2 "2. nezískal hráč,
     …" began the screen, its lead-in "Jestliže bylo nepřiznání barvy dokonané …" and its heading above it (a Czech
     director's review; 54B without its Law's title, the opening lead). From the top of the provision it is part of
     (of the Law, for a section) to its end, below the slim line; not on a page returned to (Back keeps the place). */
  function withItsLeadIn(target) {
    var way = (performance.getEntriesByType("navigation")[0] || {}).type;
    if (way === "back_forward" && !landed) { return; }
    var up = target.parentElement.closest("[id]");
    while (up && provisions.indexOf(up) < 0) { up = up.parentElement.closest("[id]"); }
    var top = (up || heading).getBoundingClientRect().top, slim = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (target.getBoundingClientRect().bottom - top <= window.innerHeight - slim) { window.scrollBy(0, top - slim); }
  }
  window.addEventListener("hashchange", labelTarget);
  labelTarget();

  var toc = document.querySelector("nav.toc details"), wide = window.matchMedia("(min-width: 64rem)");
  function fit() { if (toc) { toc.open = wide.matches; } }
  wide.addEventListener("change", fit);
  fit();
  reading();
}());
