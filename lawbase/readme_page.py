"""The README as the site's about page: read only from inside the project, rendered without its raw HTML.

Markdown passes raw HTML through, so a README with `<script>` or `<iframe src="javascript:…">` would
run in every reader's browser; the rendered HTML goes through `nh3` (the Rust `ammonia` sanitiser)
with only the tags Markdown itself writes. A README that is a symlink out of the project is not read:
the site would publish whatever it points to.
"""

from __future__ import annotations

from pathlib import Path

from .cache import Cache
from .text import visible_controls

README_LIMIT = 1_000_000  # bytes: an about page, not a book
TAGS = {"h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "a", "strong", "em", "code", "pre", "blockquote",
        "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td"}
ATTRIBUTES = {"a": {"href", "title"}, "code": {"class"}}
URL_SCHEMES = {"http", "https", "mailto"}


def project_readme(corpus_dir: Path) -> str:
    """The README beside the corpus (the project's), else the one the package was installed with."""
    project = corpus_dir.resolve().parent
    beside = project / "README.md"
    try:
        target = beside.resolve(strict=True)
        if target.is_relative_to(project) and target.is_file() and target.stat().st_size <= README_LIMIT:
            return target.read_bytes().decode("utf-8", errors="replace")
    except (OSError, RuntimeError):
        pass
    from importlib.metadata import PackageNotFoundError, metadata

    try:
        return metadata("lawbase").get("Description", "") or ""
    except PackageNotFoundError:
        return ""


def readme_html(text: str, cache: Cache | None = None) -> str:
    """Markdown to HTML with only Markdown's own tags kept: no script, no frame, no javascript: link (kept
    in the cache by the README's text: Markdown takes a quarter of a second of every build over this one)."""
    found = cache.get_object("readme", text) if cache is not None else None
    if isinstance(found, str):
        return found
    html = markdown_html(text)
    if cache is not None:
        cache.put_object("readme", html, text)
    return html


def markdown_html(text: str) -> str:
    """Markdown to HTML, sanitised to Markdown's own tags (the reader's guides too: data, not code). Markdown
    is imported here, by the process that makes these pages (not the build's, which makes the Law pages)."""
    import markdown
    import nh3

    return nh3.clean(markdown.markdown(visible_controls(text), extensions=["tables", "fenced_code"]), tags=TAGS,
                     attributes=ATTRIBUTES, url_schemes=URL_SCHEMES, link_rel=None, strip_comments=True)
