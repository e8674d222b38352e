/* lawbase, every page: "/" goes to the search box; a printout names its address and date; a defined
   term opens its full definition in place (from the edition's definitions.js), in the one popover card a Law
   page's number menu opens too (law-page.js, loaded after this, reads `window.lawbase`). (The reader's
   language: reader-language.js, loaded before this.)
   Without this script every page still reads (those in English), a term links to its definition and
   every link still leads to the Law. */
(function () {
  "use strict";

  document.addEventListener("keydown", function (event) {
    var target = event.target, typing = target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
    var slash = event.key === "/" || event.code === "Slash";  /* the "/" key of a Russian keyboard types "." */
    if (!slash || typing || event.ctrlKey || event.metaKey || event.altKey) { return; }
    var box = document.querySelector("input[type=search]");
    if (box) {
      event.preventDefault();
      box.focus();
      box.select();
    }
  });

  /* The filters chosen on the search page go with a search from the header box (as ?ui= does): a director who
     chose the 2017 Polish text gets it again from a Law page. */
  var filters = {};
  try { filters = JSON.parse(window.sessionStorage.getItem("lawbase.filters")) || {}; } catch (e) { /* none kept */ }
  document.querySelectorAll("form[role=search]:not(#search-form)").forEach(function (form) {
    ["lang", "edition"].forEach(function (name) {
      if (!filters[name] || form.querySelector("input[name=" + name + "]")) { return; }
      var kept = document.createElement("input");
      kept.type = "hidden"; kept.name = name; kept.value = filters[name];
      form.insertBefore(kept, form.querySelector("button"));
    });
  });

  /* The header stays on top of a wide screen, two lines high where its trail wraps: a provision the
     address names is scrolled to below it, not under it. */
  var bar = document.querySelector("header"), rootStyle = document.documentElement.style;
  function clearHeader() {
    var sticky = bar && window.getComputedStyle(bar).position === "sticky";
    if (!sticky) { rootStyle.removeProperty("--header"); return; }
    var before = rootStyle.getPropertyValue("--header");
    rootStyle.setProperty("--header", bar.offsetHeight + "px");
    var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!before && target && bar.offsetHeight > 52) { target.scrollIntoView(); }  /* taller than the 3.2rem guessed */
  }
  clearHeader();
  window.addEventListener("resize", clearHeader);

  /* A table's box is a tab stop only where it scrolls (keyboard users scroll it with the arrows). */
  function scrollStops() {
    document.querySelectorAll("div.scroll").forEach(function (box) {
      if (box.scrollWidth > box.clientWidth + 1) { box.setAttribute("tabindex", "0"); } else { box.removeAttribute("tabindex"); }
    });
  }
  scrollStops();
  window.addEventListener("resize", scrollStops);

  window.addEventListener("beforeprint", function () {
    var address = document.querySelector(".print-only .address"), printed = document.querySelector(".print-only .printed");
    if (address) { address.textContent = location.href; }
    if (printed) {
      var date = new Date().toLocaleDateString(document.documentElement.lang, {year: "numeric", month: "long", day: "numeric"});
      printed.textContent = printed.getAttribute("data-template").replace("{date}", date);
    }
  });

  function fill(text, values) {
    Object.keys(values || {}).forEach(function (name) { text = text.split("{" + name + "}").join(values[name]); });
    return text;
  }

  function element(tag, className, text) {
    var el = document.createElement(tag);
    if (className) { el.className = className; }
    if (text) { el.textContent = text; }
    return el;
  }

  /* One popover at a time, beside what opened it; the focus goes in, and back when it closes. Back closes it, the
     reader left where they were (with a definition open, Back left the Law): opening it is a step of the tab's
     history - for a number's menu the provision's address, kept once the menu closes, as before; else the page's
     own address, taken back when the card is closed another way or a link is followed from it (then the link), so
     that the next Back leaves the page. */
  var card = null, STEP = "lawbase-card";
  function open(anchor, className, label, content, address) {
    if (!card) {
      card = element("div");
      card.id = "popover-card";
      card.setAttribute("popover", "auto");
      card.setAttribute("role", "dialog");
      (document.querySelector("main") || document.body).appendChild(card);
      card.addEventListener("toggle", function (event) {  /* the focus back, the page left where it is */
        if (event.newState === "closed" && history.state === STEP && !card.leaving) {  /* closed, not by Back */
          if (card.kept) { history.replaceState(null, "", location.href); } else { history.back(); }
        }
        if (event.newState === "closed" && card.opener) {
          card.opener.focus({preventScroll: true});
          card.opener = null;
        }
      });
      window.addEventListener("popstate", function () {
        history.scrollRestoration = "auto";
        if (card.matches(":popover-open")) { card.hidePopover(); } else if (history.state === STEP) {
          history.back();  /* Forward into the step of a card Back closed: past it, or the next Back would show nothing */
          return;
        }
        var leaving = card.leaving;
        card.leaving = null;
        /* once the step back is done: followed within it, a link to this page landed where Back restores (the top) */
        if (leaving) { window.setTimeout(function () { location.href = leaving; }); }
      });
      document.addEventListener("click", function (event) {
        var link = event.target.closest("a[href]");
        if (!link || history.state !== STEP || card.kept || link.target || link.matches("a.term, a.num") ||
            event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) { return; }
        event.preventDefault();
        card.leaving = link.href;
        history.back();
      });
      window.addEventListener("scroll", function () {  /* the card goes with what opened it, and closes with it */
        if (!card.opener || !card.matches(":popover-open")) { return; }
        var box = card.opener.getBoundingClientRect();
        if (box.bottom < 0 || box.top > window.innerHeight) { card.hidePopover(); } else { place(); }
      }, {passive: true});
    }
    if (card.matches(":popover-open")) { card.opener = null; card.hidePopover(); }
    card.className = className;
    card.setAttribute("aria-label", label);
    card.textContent = "";
    content.forEach(function (part) { card.appendChild(part); });
    card.opener = anchor;
    card.showPopover();
    stepIn(address || location.href);
    place();
    var first = card.querySelector("a, button, input");
    if (first) { first.focus(); }
  }
  function stepIn(address) {
    card.kept = address.charAt(0) === "#" && address !== location.hash;
    if (history.state === STEP) { history.replaceState(STEP, "", address); return; }  /* one card after another: one step */
    history.scrollRestoration = "manual";  /* Back to the entry before: the page stays where the reader is */
    history.pushState(STEP, "", address);
    history.scrollRestoration = "auto";  /* this one's own, as any page's: left for another, Back restores it */
  }
  /* Below what opened it, else above it (near the bottom of a phone's screen), never over it when it
     fits, always on screen; again when its content grows (the citation copied, or a field to copy it). */
  function place() {
    if (!card || !card.opener || !card.matches(":popover-open")) { return; }
    var box = card.opener.getBoundingClientRect(), width = Math.min(card.offsetWidth, window.innerWidth - 16);
    var height = card.offsetHeight, below = window.innerHeight - box.bottom - 12, above = box.top - 12;
    var top = height <= below || below >= above ? box.bottom + 4 : box.top - height - 4;
    card.style.left = Math.max(8, Math.min(box.left, window.innerWidth - width - 8)) + "px";
    card.style.top = Math.max(8, Math.min(top, window.innerHeight - height - 8)) + "px";
  }

  function closeButton(text) {
    var close = element("button", "close", text);
    close.type = "button";
    close.addEventListener("click", function () { card.hidePopover(); });
    return close;
  }

  /* ------------------------------------------------------------------ defined terms */
  function explain(link) {
    var terms = window.LAWBASE_DEFINITIONS, href = link.getAttribute("href"), found;
    if (!terms) { return false; }
    /* the link's address is percent-encoded (#def/zapowied%C5%BA), the terms' keys are as written */
    var address = href.replace(/^(\.\.\/)+[^/]+\//, "");
    try { address = decodeURIComponent(address); } catch (malformed) { return false; }
    found = terms.terms[address];
    if (!found) { return false; }
    var name = element("p", "term-name"), dfn = element("dfn", "", found[0]), body = element("div", "term-body");
    name.appendChild(dfn);
    body.innerHTML = found[1];  /* our own HTML, escaped when the site was built */
    var words = window.lawbaseSaid || terms.strings;  /* the reader's language, where the page's controls are in it */
    var links = element("p", "term-links"), more = element("a", "", words.definitions);
    more.href = href;
    links.appendChild(more);
    links.appendChild(closeButton(words.close));
    if (window.lawbaseSaid) { links.lang = window.lawbaseReader; }
    open(link, "term-card", found[0], [name, body, links]);
    return true;
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest("a.term");
    if (link && window.HTMLElement.prototype.showPopover && explain(link)) { event.preventDefault(); }
  });

  window.lawbase = {fill: fill, element: element, open: open, place: place, closeButton: closeButton};
}());
