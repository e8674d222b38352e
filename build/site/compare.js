/* lawbase comparison pages: choose the columns; the choice is kept for the next page (localStorage). */
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
  document.addEventListener("DOMContentLoaded", function () {
    apply(hidden());
    document.querySelectorAll("#columns input").forEach(function (box) {
      box.addEventListener("change", function () {
        var list = hidden().filter(function (v) { return v !== box.value; });
        if (!box.checked) { list.push(box.value); }
        try { window.localStorage.setItem(STORE, JSON.stringify(list)); } catch (e) { /* private mode */ }
        apply(list);
      });
    });
  });
}());
