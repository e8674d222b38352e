/* lawbase comparison pages: choose the columns (one at least); the choice is kept for the next page
   (localStorage), and the row being read stays where it was on the screen. */
(function () {
  "use strict";
  var STORE = "lawbase.compare.hidden";
  function hidden() {
    try { return JSON.parse(window.localStorage.getItem(STORE) || "[]"); } catch (e) { return []; }
  }
  function apply(list) {
    document.querySelectorAll("[data-edition]").forEach(function (cell) {
      cell.hidden = list.indexOf(cell.getAttribute("data-edition")) >= 0;
    });
    document.querySelectorAll("#columns input").forEach(function (box) {
      box.checked = list.indexOf(box.value) < 0;
    });
  }
  /* the first row whose top is on the screen, below the sticky header */
  function reading() {
    var rows = document.querySelectorAll("table.side-by-side tbody tr");
    for (var i = 0; i < rows.length; i++) { if (rows[i].getBoundingClientRect().bottom > 80) { return rows[i]; } }
    return null;
  }
  document.addEventListener("DOMContentLoaded", function () {
    apply(hidden());
    document.querySelectorAll("#columns input").forEach(function (box) {
      box.addEventListener("change", function () {
        var list = hidden().filter(function (v) { return v !== box.value; });
        if (!box.checked) { list.push(box.value); }
        if (!document.querySelector("#columns input:checked")) { box.checked = true; return; }  /* one stays */
        var row = reading(), before = row && row.getBoundingClientRect().top;
        try { window.localStorage.setItem(STORE, JSON.stringify(list)); } catch (e) { /* private mode */ }
        apply(list);
        if (row) { window.scrollBy(0, row.getBoundingClientRect().top - before); }  /* the row read stays put */
      });
    });
  });
}());
