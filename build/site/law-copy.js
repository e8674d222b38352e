/* lawbase, a Law page: what is copied. A selection spanning the Law's text copies that text alone, as a laws
   committee pastes it into its drafts (footnote markers as "[19]"): what the site says around it (the parts the pages
   mark `data-apart`) is left out. A selection made inside those parts - the keys of what cites a provision, an amended
   Law's notice - copies what is selected there. Without this script those parts cannot be selected at all and a copy
   is the text alone (style.css). */
(function () {
  "use strict";
  var article = document.querySelector("article.law");
  if (!article) { return; }
  var PARTS = "[data-apart]";  /* the parts, as the pages mark them (site/text.py's APART) */

  /* whether a range holds some of the Law's own text: a character outside the parts */
  function holdsText(range) {
    var root = range.commonAncestorContainer;
    var walker = document.createTreeWalker(root.nodeType === Node.ELEMENT_NODE ? root : root.parentNode,
                                           NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!range.intersectsNode(node) || node.parentNode.closest(PARTS)) { continue; }
      var start = node === range.startContainer ? range.startOffset : 0;
      var end = node === range.endContainer ? range.endOffset : node.data.length;
      if (/\S/.test(node.data.slice(start, end))) { return true; }
    }
    return false;
  }

  function spansText(selection) {
    for (var i = 0; i < selection.rangeCount; i++) {
      if (holdsText(selection.getRangeAt(i))) { return true; }
    }
    return false;
  }

  /* the browser copies the selection after this event, as the page then is: the parts unselectable for that copy
     (style.css), so it leaves them out as it does without this script; selectable again once it is made */
  article.classList.add("parts-selectable");
  document.addEventListener("copy", function () {
    if (!spansText(window.getSelection())) { return; }
    article.classList.remove("parts-selectable");
    window.setTimeout(function () { article.classList.add("parts-selectable"); }, 0);
  });
}());
