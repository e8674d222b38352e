/* lawbase comparison pages on a phone: the slim line at the top (site/compare_line.py), once the column chooser has
   left the screen - back to the list of comparisons, the search, the reader's language, the columns shown, which a
   reader deep in a Law had some 7,000 px above. CSS shows it on a phone, upright or on its side (where the header does
   not stick); compare.js has made the chooser, reader-language.js said the page in the reader's language and keeps the
   row being read when a language is chosen. */
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    var line = document.querySelector("nav.compare-line"), chooser = document.getElementById("columns");
    if (!line || !chooser) { return; }
    var menus = Array.prototype.slice.call(line.querySelectorAll("details"));
    line.querySelector(".line-code").textContent = document.documentElement.lang.toUpperCase();

    /* the columns: a box for each of the chooser's, in its order, ticking it (compare.js keeps one, and the row read) */
    var panel = line.querySelector(".line-columns .line-panel");
    var boxes = Array.prototype.map.call(chooser.querySelectorAll("label"), function (label) {
      var real = label.querySelector("input"), copy = document.createElement("label"), box = document.createElement("input");
      box.type = "checkbox";
      box.value = real.value;
      copy.append(box, " ", label.querySelector("span").cloneNode(true));
      panel.appendChild(copy);
      box.addEventListener("change", function () {
        real.click();  /* its change: compare.js applies it */
        sync();
      });
      return [box, real];
    });
    function sync() { boxes.forEach(function (pair) { pair[0].checked = pair[1].checked; }); }
    chooser.addEventListener("change", sync);
    sync();

    /* one menu open at a time; Escape or a tap elsewhere closes it, the focus back on its summary */
    menus.forEach(function (menu) {
      menu.addEventListener("toggle", function () {
        if (menu.open) { menus.forEach(function (other) { if (other !== menu) { other.open = false; } }); }
      });
    });
    line.addEventListener("keydown", function (event) {
      var open = menus.filter(function (menu) { return menu.open; })[0];
      if (event.key !== "Escape" || !open) { return; }
      open.open = false;
      open.querySelector("summary").focus();
    });
    document.addEventListener("pointerdown", function (event) {  /* (not the click the chooser's box is given) */
      if (!line.contains(event.target)) { menus.forEach(function (menu) { menu.open = false; }); }
    });

    /* shown once the chooser (and the header above it) has left the screen; over the text, which a row landed on
       stands below (style.css), so nothing moves when it appears */
    var pending = false;
    function place() {
      pending = false;
      var shown = chooser.getBoundingClientRect().bottom < 0;
      if (line.classList.contains("shown") === shown) { return; }
      line.classList.toggle("shown", shown);
      if (!shown) { menus.forEach(function (menu) { menu.open = false; }); }
    }
    window.addEventListener("scroll", function () {
      if (!pending) { pending = true; window.requestAnimationFrame(place); }
    }, {passive: true});
    window.addEventListener("resize", place);
    place();

    /* at 320 px with large text (21 px) the line ran to 381 px, "Столбцы" cut off: where it does not fit, the list of
       comparisons is its "‹" alone (its name kept for screen readers), and what still does not fit wraps (style.css) */
    function fit() {
      var first = line.firstElementChild, last = line.lastElementChild;
      line.classList.remove("tight");
      line.classList.toggle("tight", last.offsetTop > first.offsetTop + first.offsetHeight / 2);  /* it wrapped */
    }
    window.addEventListener("resize", fit);
    fit();
  });
}());
